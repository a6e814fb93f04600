/**
 * Turns a model described as named parts (each a MeshBuilder) into GLB bytes. One node and one mesh per part,
 * one primitive per material; all parts hang under a root node named after the model, so the scene can move
 * the device as a whole and still find `mouse-scroll-wheel` to spin it.
 */
import { Document, NodeIO } from '@gltf-transform/core';
import type { Material } from '@gltf-transform/core';
import { KHRMeshQuantization } from '@gltf-transform/extensions';
import type { GeneratedAsset } from '../generated-asset.ts';
import type { MeshBuilder, Vec3 } from './mesh-builder.ts';

export interface PartSpec {
  name: string;
  mesh: MeshBuilder;
  /** Where the part's local origin sits in the model: a pivot for parts the scene animates. */
  translation?: Vec3;
}

export interface ModelSpec {
  name: string;
  parts: PartSpec[];
  /** Empty nodes that mark places for the scene, such as the totem's device slots. */
  markers?: { name: string; translation: Vec3 }[];
}

// A constant generator string: the default one names the library version, which would change the bytes.
export const GENERATOR = 'gear-up-game-on assets/models';

export interface ModelStats {
  triangles: number;
  materials: number;
}

/**
 * A unit normal as KHR_mesh_quantization's normalized signed bytes: a third of the float's bytes, and the largest
 * share of a model's download (the mouse's 52 KB brotli became 32). One step is 1/127, under half a degree.
 */
export function quantizeNormals(normals: ArrayLike<number>): Int8Array {
  const out = new Int8Array(normals.length);
  for (let i = 0; i < normals.length; i++) out[i] = Math.round(Math.max(-1, Math.min(1, normals[i]!)) * 127);
  return out;
}

export function buildDocument(spec: ModelSpec): { doc: Document; stats: ModelStats } {
  const doc = new Document();
  doc.getRoot().getAsset().generator = GENERATOR;
  // Required: a reader without the extension would read the normals' bytes wrongly.
  doc.createExtension(KHRMeshQuantization).setRequired(true);
  const buffer = doc.createBuffer();
  const materials = new Map<string, Material>();
  const root = doc.createNode(spec.name);
  let triangles = 0;

  for (const part of spec.parts) {
    const mesh = doc.createMesh(part.name);
    for (const { material: m, geometry } of part.mesh.parts()) {
      let material = materials.get(m.name);
      if (!material) {
        material = doc
          .createMaterial(m.name)
          .setBaseColorFactor([m.baseColor[0], m.baseColor[1], m.baseColor[2], 1])
          .setMetallicFactor(m.metallic)
          .setRoughnessFactor(m.roughness);
        if (m.emissive) material.setEmissiveFactor([m.emissive[0], m.emissive[1], m.emissive[2]]);
        materials.set(m.name, material);
      }
      const vertexCount = geometry.positions.length / 3;
      const position = doc
        .createAccessor(`${part.name}-${m.name}-position`)
        .setType('VEC3')
        .setArray(new Float32Array(geometry.positions))
        .setBuffer(buffer);
      const normal = doc
        .createAccessor(`${part.name}-${m.name}-normal`)
        .setType('VEC3')
        .setArray(quantizeNormals(geometry.normals))
        .setNormalized(true)
        .setBuffer(buffer);
      const indices = doc
        .createAccessor(`${part.name}-${m.name}-indices`)
        .setType('SCALAR')
        .setArray(
          vertexCount <= 65535 ? new Uint16Array(geometry.indices) : new Uint32Array(geometry.indices),
        )
        .setBuffer(buffer);
      mesh.addPrimitive(
        doc
          .createPrimitive()
          .setAttribute('POSITION', position)
          .setAttribute('NORMAL', normal)
          .setIndices(indices)
          .setMaterial(material),
      );
      triangles += geometry.indices.length / 3;
    }
    const node = doc.createNode(part.name).setMesh(mesh);
    if (part.translation) node.setTranslation([...part.translation]);
    root.addChild(node);
  }
  for (const marker of spec.markers ?? []) {
    root.addChild(doc.createNode(marker.name).setTranslation([...marker.translation]));
  }
  doc.getRoot().setDefaultScene(doc.createScene(spec.name).addChild(root));
  return { doc, stats: { triangles, materials: materials.size } };
}

export interface MaterialTweaks {
  /** Materials drawn from both sides: thin leaves seen from below would otherwise vanish. */
  doubleSided?: string[];
  /** Materials blended over what lies behind, with the given alpha. */
  translucent?: Record<string, number>;
}

function applyTweaks(doc: Document, tweaks: MaterialTweaks): void {
  for (const material of doc.getRoot().listMaterials()) {
    const name = material.getName();
    if (tweaks.doubleSided?.includes(name)) material.setDoubleSided(true);
    const alpha = tweaks.translucent?.[name];
    if (alpha !== undefined) {
      const [r, g, b] = material.getBaseColorFactor();
      material.setBaseColorFactor([r, g, b, alpha]).setAlphaMode('BLEND');
    }
  }
}

/** Reads and writes this project's models, whose normals need KHR_mesh_quantization. */
export function modelIO(): NodeIO {
  return new NodeIO().registerExtensions([KHRMeshQuantization]);
}

export async function writeModel(spec: ModelSpec, tweaks: MaterialTweaks = {}): Promise<GeneratedAsset> {
  const { doc, stats } = buildDocument(spec);
  applyTweaks(doc, tweaks);
  const bytes = await modelIO().writeBinary(doc);
  return {
    name: spec.name,
    file: `models/${spec.name}.glb`,
    bytes,
    meta: { triangles: stats.triangles, materials: stats.materials },
  };
}
