import { describe, expect, it, afterEach } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { OrbitCamera } from './orbit-camera.ts';

/** Poses across the sphere, with and without a screen offset; the home's own lie among them. */
const POSES = [
  { alpha: -Math.PI / 2, beta: 1.2, radius: 6, target: [0, 1, 0], offset: [0, 0] },
  { alpha: 0.4, beta: 0.3, radius: 2.5, target: [0.5, -0.2, 1.5], offset: [-1.2, 0.3] },
  { alpha: 3.9, beta: 2.6, radius: 11, target: [-3, 2, 0.25], offset: [0.8, -0.45] },
];

describe('the orbit camera', () => {
  const engine = new NullEngine();
  let scene: Scene;
  afterEach(() => scene.dispose());

  it('sees exactly what an ArcRotateCamera with the same pose sees', () => {
    scene = new Scene(engine);
    for (const pose of POSES) {
      const target = Vector3.FromArray(pose.target);
      const reference = new ArcRotateCamera(
        'reference',
        pose.alpha,
        pose.beta,
        pose.radius,
        target.clone(),
        scene,
      );
      reference.targetScreenOffset.set(pose.offset[0]!, pose.offset[1]!);
      const orbit = new OrbitCamera('orbit', scene);
      orbit.alpha = pose.alpha;
      orbit.beta = pose.beta;
      orbit.radius = pose.radius;
      orbit.target = target;
      orbit.targetScreenOffset.set(pose.offset[0]!, pose.offset[1]!);
      const expected = reference.getViewMatrix(true).asArray();
      const actual = orbit.getViewMatrix().asArray();
      for (let i = 0; i < 16; i++) expect(actual[i]).toBeCloseTo(expected[i]!, 9);
      expect(orbit.position.asArray()).toEqual(reference.position.asArray().map((v) => expect.closeTo(v, 9)));
      reference.dispose();
      orbit.dispose();
    }
  });

  it('follows a pose changed between frames, without a stale view', () => {
    scene = new Scene(engine);
    const orbit = new OrbitCamera('orbit', scene);
    orbit.radius = 4;
    const first = orbit.getViewMatrix().clone();
    orbit.alpha += 0.5;
    expect(orbit.getViewMatrix().equalsWithEpsilon(first, 1e-6)).toBe(false);
    orbit.target.set(1, 0, 0);
    expect(orbit.getTarget().asArray()).toEqual([1, 0, 0]);
    // The position follows the pose when the view is computed, as every frame does.
    orbit.getViewMatrix();
    expect(Vector3.Distance(orbit.position, orbit.target)).toBeCloseTo(4, 9);
  });
});
