import { afterAll, describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { createLoadingScene, SMOKE_RESOLUTION } from './loading-scene.ts';

/**
 * The smoke is drawn at a share of the canvas's resolution through one pass on its camera, so the canvas itself
 * never changes size when home takes the stage.
 */
describe('the loading smoke', () => {
  const engine = new NullEngine({
    renderWidth: 1366,
    renderHeight: 768,
    textureSize: 512,
    deterministicLockstep: false,
    lockstepMaxSteps: 1,
  });
  afterAll(() => engine.dispose());

  it('draws through a pass at a share of the resolution and gives it back when disposed', () => {
    const scene = new Scene(engine);
    const camera = new TargetCamera('loading-camera', new Vector3(0, 0, -12), scene);
    scene.activeCamera = camera;
    const smoke = createLoadingScene(scene, false);
    const passes = camera._postProcesses.filter((p) => p !== null);
    expect(passes).toHaveLength(1);
    const pass = passes[0]!;
    expect(pass.getClassName()).toBe('PassPostProcess');
    scene.render();
    expect([pass.width, pass.height]).toEqual([1366 * SMOKE_RESOLUTION, 768 * SMOKE_RESOLUTION]);
    smoke.dispose();
    expect(camera._postProcesses.filter((p) => p !== null)).toHaveLength(0);
    expect(scene.postProcesses).toHaveLength(0);
    scene.dispose();
  });

  it('draws without a pass when the scene has no camera yet', () => {
    const scene = new Scene(engine);
    const smoke = createLoadingScene(scene, true);
    expect(scene.postProcesses).toHaveLength(0);
    smoke.dispose();
    scene.dispose();
  });
});
