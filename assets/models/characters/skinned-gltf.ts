/**
 * The skinned counterpart of ../gltf.ts: turns a character described as a joint hierarchy, rigid segments (each
 * a MeshBuilder riding on one joint) and keyframed clips into GLB bytes.
 *
 * Layout of the file, chosen so the Khronos validator has nothing to warn about:
 * - the scene has two roots: the skinned mesh node `${base}-body` (a skinned mesh ignores its node's transform,
 *   so glTF wants it at the root, untransformed) and the model's root node, named after the model, which holds
 *   the joint hierarchy from `hips` down;
 * - one mesh, one primitive per material; every vertex carries JOINTS_0 (unsigned bytes) and WEIGHTS_0 (floats
 *   summing to 1): a rigid segment gives all of its vertices weight 1 on its own joint;
 * - joints rest unrotated, so each inverse bind matrix is a plain translation by minus the joint's position;
 * - every clip animates every joint's rotation and the root joint's translation, LINEAR, sharing one input
 *   accessor per clip; animating every joint in every clip means switching clips never leaves a joint posed by
 *   the previous one.
 */
import { Document, NodeIO } from '@gltf-transform/core';
import type { Accessor, Material, Node } from '@gltf-transform/core';
import type { GeneratedAsset } from '../../generated-asset.ts';
import { GENERATOR } from '../gltf.ts';
import type { MeshBuilder, Vec3 } from '../mesh-builder.ts';

export type Quat = readonly [number, number, number, number];

export interface JointSpec {
  name: string;
  /** Parent joint; the first joint (the root of the skeleton) has none. */
  parent?: string;
  /** Where the joint sits in the bind pose, in model space. */
  position: Vec3;
}

export interface SegmentSpec {
  /** The joint the whole segment follows (weight 1). */
  joint: string;
  mesh: MeshBuilder;
}

export interface ClipSpec {
  name: string;
  /** Key times in seconds, increasing, starting at 0. */
  times: number[];
  /** One rotation per key for every joint, by joint name. */
  rotations: Map<string, Quat[]>;
  /** One model-space position per key for the root joint. */
  rootTranslations: Vec3[];
}

export interface SkinnedModelSpec {
  /** Manifest name, e.g. 'game/walker'; also the name of the model's root node. */
  name: string;
  /** Prefix of mesh, skin and node names, e.g. 'walker'. */
  base: string;
  /** In order: joint i of JOINTS_0 is joints[i]; parents come before their children. */
  joints: JointSpec[];
  segments: SegmentSpec[];
  clips: ClipSpec[];
}

export interface SkinnedModelStats {
  triangles: number;
  materials: number;
  joints: number;
  animations: string[];
}

interface Batch {
  material: Material;
  positions: number[];
  normals: number[];
  indices: number[];
  joints: number[];
}

export function buildSkinnedDocument(spec: SkinnedModelSpec): { doc: Document; stats: SkinnedModelStats } {
  const doc = new Document();
  doc.getRoot().getAsset().generator = GENERATOR;
  const buffer = doc.createBuffer();
  const accessor = (
    name: string,
    type: 'SCALAR' | 'VEC3' | 'VEC4' | 'MAT4',
    array: Parameters<Accessor['setArray']>[0],
  ) => doc.createAccessor(name).setType(type).setArray(array).setBuffer(buffer);

  // ------------------------------------------------------------------------------------------- skeleton
  const root = doc.createNode(spec.name);
  const nodes = new Map<string, Node>();
  const positions = new Map<string, Vec3>();
  spec.joints.forEach((joint, index) => {
    if (nodes.has(joint.name)) throw new Error(`joint ${joint.name} listed twice`);
    if ((joint.parent === undefined) !== (index === 0))
      throw new Error(`joint ${joint.name}: only the first joint is the root`);
    const parentPosition: Vec3 = joint.parent === undefined ? [0, 0, 0] : positionOf(joint.parent);
    const p = joint.position;
    const node = doc
      .createNode(joint.name)
      .setTranslation([p[0] - parentPosition[0], p[1] - parentPosition[1], p[2] - parentPosition[2]]);
    (joint.parent === undefined ? root : nodeOf(joint.parent)).addChild(node);
    nodes.set(joint.name, node);
    positions.set(joint.name, p);
  });
  function nodeOf(name: string): Node {
    const node = nodes.get(name);
    if (!node) throw new Error(`unknown joint ${name}`);
    return node;
  }
  function positionOf(name: string): Vec3 {
    const p = positions.get(name);
    if (!p) throw new Error(`unknown joint ${name} (parents come before children)`);
    return p;
  }
  const jointIndex = new Map(spec.joints.map((j, i) => [j.name, i]));
  if (spec.joints.length > 255) throw new Error('JOINTS_0 is stored as unsigned bytes');

  const inverseBind: number[] = [];
  for (const joint of spec.joints) {
    const [x, y, z] = joint.position;
    // Column-major 4×4: identity rotation, translation by minus the bind position.
    inverseBind.push(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -x, -y, -z, 1);
  }
  const skin = doc
    .createSkin(`${spec.base}-skin`)
    .setSkeleton(nodeOf(spec.joints[0]?.name ?? ''))
    .setInverseBindMatrices(accessor(`${spec.base}-inverse-bind`, 'MAT4', new Float32Array(inverseBind)));
  for (const joint of spec.joints) skin.addJoint(nodeOf(joint.name));

  // ----------------------------------------------------------------------------------------------- mesh
  const batches = new Map<string, Batch>();
  for (const segment of spec.segments) {
    const j = jointIndex.get(segment.joint);
    if (j === undefined) throw new Error(`segment on unknown joint ${segment.joint}`);
    for (const { material: m, geometry } of segment.mesh.parts()) {
      let batch = batches.get(m.name);
      if (!batch) {
        const material = doc
          .createMaterial(m.name)
          .setBaseColorFactor([m.baseColor[0], m.baseColor[1], m.baseColor[2], 1])
          .setMetallicFactor(m.metallic)
          .setRoughnessFactor(m.roughness);
        if (m.emissive) material.setEmissiveFactor([m.emissive[0], m.emissive[1], m.emissive[2]]);
        batch = { material, positions: [], normals: [], indices: [], joints: [] };
        batches.set(m.name, batch);
      }
      const base = batch.positions.length / 3;
      for (const v of geometry.positions) batch.positions.push(v);
      for (const v of geometry.normals) batch.normals.push(v);
      for (const i of geometry.indices) batch.indices.push(i + base);
      for (let v = 0; v < geometry.positions.length / 3; v++) batch.joints.push(j);
    }
  }
  const mesh = doc.createMesh(`${spec.base}-body`);
  let triangles = 0;
  for (const [name, batch] of batches) {
    const vertexCount = batch.positions.length / 3;
    if (vertexCount > 65535) throw new Error(`${name}: too many vertices for 16-bit indices`);
    const joints = new Uint8Array(vertexCount * 4);
    const weights = new Float32Array(vertexCount * 4);
    batch.joints.forEach((j, v) => {
      joints[v * 4] = j;
      weights[v * 4] = 1;
    });
    const id = `${spec.base}-${name}`;
    mesh.addPrimitive(
      doc
        .createPrimitive()
        .setAttribute('POSITION', accessor(`${id}-position`, 'VEC3', new Float32Array(batch.positions)))
        .setAttribute('NORMAL', accessor(`${id}-normal`, 'VEC3', new Float32Array(batch.normals)))
        .setAttribute('JOINTS_0', accessor(`${id}-joints`, 'VEC4', joints))
        .setAttribute('WEIGHTS_0', accessor(`${id}-weights`, 'VEC4', weights))
        .setIndices(accessor(`${id}-indices`, 'SCALAR', new Uint16Array(batch.indices)))
        .setMaterial(batch.material),
    );
    triangles += batch.indices.length / 3;
  }
  const body = doc.createNode(`${spec.base}-body`).setMesh(mesh).setSkin(skin);

  // ----------------------------------------------------------------------------------------- animations
  const rootJoint = spec.joints[0]?.name ?? '';
  for (const clip of spec.clips) {
    const keys = clip.times.length;
    if (keys < 2 || clip.times[0] !== 0) throw new Error(`${clip.name}: needs keys from time 0`);
    for (let k = 1; k < keys; k++)
      if ((clip.times[k] ?? 0) <= (clip.times[k - 1] ?? 0))
        throw new Error(`${clip.name}: times must increase`);
    const animation = doc.createAnimation(clip.name);
    const input = accessor(`${clip.name}-times`, 'SCALAR', new Float32Array(clip.times));
    const addChannel = (joint: string, path: 'rotation' | 'translation', values: readonly number[]): void => {
      const sampler = doc
        .createAnimationSampler()
        .setInput(input)
        .setOutput(
          accessor(
            `${clip.name}-${joint}-${path}`,
            path === 'rotation' ? 'VEC4' : 'VEC3',
            new Float32Array(values),
          ),
        )
        .setInterpolation('LINEAR');
      animation
        .addSampler(sampler)
        .addChannel(
          doc.createAnimationChannel().setTargetNode(nodeOf(joint)).setTargetPath(path).setSampler(sampler),
        );
    };
    for (const joint of spec.joints) {
      const quats = clip.rotations.get(joint.name);
      if (!quats || quats.length !== keys)
        throw new Error(`${clip.name}: ${keys} rotations needed for ${joint.name}`);
      addChannel(
        joint.name,
        'rotation',
        quats.flatMap((q) => [...normalizeQuat(q)]),
      );
    }
    if (clip.rootTranslations.length !== keys)
      throw new Error(`${clip.name}: ${keys} root translations needed`);
    // The root joint hangs straight under the model's root node, so its translation is its model-space place.
    addChannel(
      rootJoint,
      'translation',
      clip.rootTranslations.flatMap((t) => [...t]),
    );
  }

  doc.getRoot().setDefaultScene(doc.createScene(spec.name).addChild(body).addChild(root));
  return {
    doc,
    stats: {
      triangles,
      materials: batches.size,
      joints: spec.joints.length,
      animations: spec.clips.map((c) => c.name),
    },
  };
}

/** Unit length, w ≥ 0: the validator wants unit quaternions, and one sign keeps neighbouring keys close. */
function normalizeQuat(q: Quat): Quat {
  const l = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
  const s = q[3] < 0 ? -1 / l : 1 / l;
  return [q[0] * s, q[1] * s, q[2] * s, q[3] * s];
}

export async function writeSkinnedModel(spec: SkinnedModelSpec): Promise<GeneratedAsset> {
  const { doc, stats } = buildSkinnedDocument(spec);
  const bytes = await new NodeIO().writeBinary(doc);
  return {
    name: spec.name,
    file: `models/${spec.name}.glb`,
    bytes,
    meta: {
      triangles: stats.triangles,
      materials: stats.materials,
      joints: stats.joints,
      animations: stats.animations.join(','),
    },
  };
}
