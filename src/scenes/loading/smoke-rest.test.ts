import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { BACKDROP_DRIFT_MS, smokeRest } from './smoke-rest.ts';

describe('the backdrop’s smoke rests', () => {
  let engine: NullEngine;
  let scene: Scene;
  let camera: TargetCamera;
  beforeEach(() => {
    vi.useFakeTimers();
    engine = new NullEngine();
    scene = new Scene(engine);
    camera = new TargetCamera('loading-camera', new Vector3(0, 0, -12), scene);
    scene.activeCamera = camera;
  });
  afterEach(() => {
    engine.dispose();
    vi.useRealTimers();
  });
  const drawn = () => scene.activeCamera === camera;

  it('keeps drawing while it is the loader’s smoke, however long', () => {
    const rest = smokeRest(scene, camera);
    rest.backdrop(false);
    vi.advanceTimersByTime(60_000);
    expect(drawn()).toBe(true);
    rest.dispose();
  });

  it('drifts for five seconds as the backdrop, then stops drawing', () => {
    const rest = smokeRest(scene, camera);
    rest.backdrop(true);
    vi.advanceTimersByTime(BACKDROP_DRIFT_MS - 1);
    expect(drawn()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(drawn()).toBe(false);
    expect(scene.cameras).not.toContain(camera);
    rest.dispose();
  });

  it('drifts again after a resize, which clears the canvas', () => {
    const rest = smokeRest(scene, camera);
    rest.backdrop(true);
    vi.advanceTimersByTime(BACKDROP_DRIFT_MS);
    engine.onResizeObservable.notifyObservers(engine);
    expect(drawn()).toBe(true);
    vi.advanceTimersByTime(BACKDROP_DRIFT_MS);
    expect(drawn()).toBe(false);
    rest.dispose();
  });

  it('draws again when it is no longer a backdrop, and gives its camera back when it goes', () => {
    const rest = smokeRest(scene, camera);
    rest.backdrop(true);
    vi.advanceTimersByTime(BACKDROP_DRIFT_MS);
    rest.backdrop(false);
    expect(drawn()).toBe(true);
    rest.backdrop(true);
    vi.advanceTimersByTime(BACKDROP_DRIFT_MS);
    expect(drawn()).toBe(false);
    rest.dispose();
    expect(scene.cameras).toContain(camera);
    vi.advanceTimersByTime(BACKDROP_DRIFT_MS);
    expect(drawn()).toBe(true);
  });
});
