import { expect } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ImportMeshAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import type { GeneratedAsset } from '../assets/generated-asset.ts';

export type Range = readonly [number, number];

export interface LoadExpectation {
  /** Allowed [min, max] extent along x, y, z. */
  size: readonly [Range, Range, Range];
  maxTriangles: number;
  /** Prefix every material name of the model carries. */
  materialPrefix: string;
  /** How far the footprint's centre may sit from the origin, across (x) and, when given, in depth (z). */
  centre: { x: number; z?: number };
}

/**
 * Loads a generated GLB into a Babylon NullEngine scene, as the site will, and checks what a scene relies on:
 * meshes and materials are there, the triangle count matches what the generator reported and stays within
 * budget, something glows, and the model has its intended size, resting on the floor, centred.
 */
export async function expectModelLoads(asset: GeneratedAsset, expected: LoadExpectation): Promise<void> {
  const engine = new NullEngine();
  const scene = new Scene(engine);
  try {
    const result = await ImportMeshAsync(asset.bytes, scene, { pluginExtension: '.glb' });
    const geometryMeshes = result.meshes.filter((m: AbstractMesh) => m.getTotalVertices() > 0);
    expect(geometryMeshes.length).toBeGreaterThan(0);

    const triangles = geometryMeshes.reduce((n, m) => n + m.getTotalIndices() / 3, 0);
    expect(triangles).toBe(asset.meta?.triangles);
    expect(triangles).toBeLessThan(expected.maxTriangles);

    const materials = scene.materials.filter((m) => m.name.startsWith(expected.materialPrefix));
    expect(materials.length).toBe(asset.meta?.materials);
    const glowing = materials.filter((m) => {
      const e = (m as PBRMaterial).emissiveColor;
      return e.r + e.g + e.b > 0.5;
    });
    expect(glowing.length, 'emissive accents').toBeGreaterThan(0);

    const root = result.meshes[0] as AbstractMesh;
    const { min, max } = root.getHierarchyBoundingVectors(true);
    const size = [max.x - min.x, max.y - min.y, max.z - min.z];
    size.forEach((extent, axis) => {
      const [lo, hi] = expected.size[axis] as Range;
      expect(extent, `${asset.name} extent on axis ${axis}`).toBeGreaterThanOrEqual(lo);
      expect(extent, `${asset.name} extent on axis ${axis}`).toBeLessThanOrEqual(hi);
    });
    expect(Math.abs(min.y)).toBeLessThan(0.002);
    expect(Math.abs((min.x + max.x) / 2)).toBeLessThan(expected.centre.x);
    if (expected.centre.z !== undefined)
      expect(Math.abs((min.z + max.z) / 2)).toBeLessThan(expected.centre.z);
  } finally {
    scene.dispose();
    engine.dispose();
  }
}
