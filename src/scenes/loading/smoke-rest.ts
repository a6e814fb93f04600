import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { Scene } from '@babylonjs/core/scene.js';

/**
 * How long the smoke drifts once it is only the backdrop behind a page, before it rests. WCAG 2.2.2 (Pause, Stop,
 * Hide) asks that motion starting on its own beside the content stop within five seconds; a resting backdrop also
 * spares a phone's battery, and a software GPU the 0.7–1.3 cores its frames cost (docs/decisions.md, "The
 * backdrop's smoke rests").
 */
export const BACKDROP_DRIFT_MS = 5000;

export interface SmokeRest {
  /** Whether the smoke is the backdrop behind a page now (not the loader's). */
  backdrop(on: boolean): void;
  dispose(): void;
}

/**
 * Rests the smoke by taking its camera away: the stage's render loop draws only scenes with a camera, and the
 * canvas keeps showing the last frame drawn. A resize or a restored context clears the canvas, so either brings
 * the camera back for another drift.
 */
export function smokeRest(scene: Scene, camera: Camera, driftMs = BACKDROP_DRIFT_MS): SmokeRest {
  let isBackdrop = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const wake = () => {
    if (scene.isDisposed) return;
    if (!scene.cameras.includes(camera)) scene.addCamera(camera);
    scene.activeCamera = camera;
  };
  const rest = () => {
    timer = null;
    if (!scene.isDisposed && scene.cameras.includes(camera)) scene.removeCamera(camera);
  };
  const drift = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    wake();
    if (isBackdrop) timer = setTimeout(rest, driftMs);
  };
  const engine = scene.getEngine();
  const resized = engine.onResizeObservable.add(drift);
  const restored = engine.onContextRestoredObservable.add(drift);
  return {
    backdrop(on) {
      if (on === isBackdrop) return;
      isBackdrop = on;
      drift();
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      engine.onResizeObservable.remove(resized);
      engine.onContextRestoredObservable.remove(restored);
      // The camera is the scene's to dispose: it goes back where the scene's owner expects it.
      wake();
    },
  };
}
