import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { TILE_SIZE } from '../../../systems/keyboard/rules.ts';
import {
  LANDSCAPE_FRAMING,
  LOOK_AT,
  halfWidthAtRow,
  keyboardCameraFraming,
  type KeyboardCameraFraming,
} from './keyboard-camera-framing.ts';

/**
 * Where a point at the runner's row lands on a screen of this size, in pixels across, seen by a real Babylon camera
 * placed as the game view places it (the runner at `runnerX`, the camera a `follow` share of the way).
 */
function acrossOnScreen(
  width: number,
  height: number,
  framing: KeyboardCameraFraming,
  runnerX: number,
  x: number,
) {
  const engine = new NullEngine({
    renderWidth: width,
    renderHeight: height,
    textureSize: 256,
    deterministicLockstep: false,
    lockstepMaxSteps: 1,
  });
  const scene = new Scene(engine);
  const camera = new TargetCamera('keyboard-camera', new Vector3(0, framing.height, -framing.behind), scene);
  camera.setTarget(new Vector3(0, LOOK_AT.height, LOOK_AT.ahead));
  camera.fov = framing.fov;
  camera.position.x = runnerX * framing.follow;
  scene.activeCamera = camera;
  const transform = camera.getViewMatrix(true).multiply(camera.getProjectionMatrix(true));
  const at = Vector3.Project(
    new Vector3(x, 0.36, 0),
    Matrix.IdentityReadOnly,
    transform,
    camera.viewport.toGlobal(width, height),
  );
  scene.dispose();
  engine.dispose();
  return at.x;
}

describe('Jungle Board’s camera fits the screen’s shape', () => {
  it('keeps the landscape camera on laptops’ and desktops’ screens', () => {
    for (const aspect of [1366 / 768, 16 / 10, 16 / 9, 21 / 9])
      expect(keyboardCameraFraming(aspect)).toBe(LANDSCAPE_FRAMING);
  });

  it.each([
    ['360×780', 360 / 780],
    ['390×844', 390 / 844],
    ['430×932', 430 / 932],
    ['768×1024', 768 / 1024],
  ])('on a %s screen, sees the far side of either side lane’s arrow at the runner’s row', (_name, aspect) => {
    const framing = keyboardCameraFraming(aspect);
    const reach = TILE_SIZE * (1 + framing.follow) + 0.56;
    expect(halfWidthAtRow(framing, aspect) * 0.9).toBeGreaterThanOrEqual(reach - 1e-9);
    expect(framing.fov).toBeLessThanOrEqual(1.05);
    // Back along the same line of sight: further and higher together.
    expect(framing.behind).toBeGreaterThanOrEqual(LANDSCAPE_FRAMING.behind);
    expect(framing.height).toBeGreaterThanOrEqual(LANDSCAPE_FRAMING.height);
  });

  it.each([
    [360, 780],
    [390, 844],
  ])(
    'on a %i×%i phone, a real camera sees both sides of a side lane’s arrow, wherever the runner is',
    (w, h) => {
      const framing = keyboardCameraFraming(w / h);
      for (const runnerX of [-TILE_SIZE, 0, TILE_SIZE])
        for (const lane of [-TILE_SIZE, TILE_SIZE])
          for (const edge of [-0.56, 0.56]) {
            const x = acrossOnScreen(w, h, framing, runnerX, lane + edge);
            expect(x, `runner ${runnerX}, lane ${lane}`).toBeGreaterThanOrEqual(0);
            expect(x, `runner ${runnerX}, lane ${lane}`).toBeLessThanOrEqual(w);
          }
      // The landscape camera lost it there: the framing is what keeps it.
      expect(acrossOnScreen(w, h, LANDSCAPE_FRAMING, 0, TILE_SIZE + 0.56)).toBeGreaterThan(w);
    },
  );

  it('stays over the middle lane on a phone held upright', () => {
    expect(keyboardCameraFraming(390 / 844).follow).toBe(0);
  });

  it('changes smoothly with the screen’s shape, as a window is resized', () => {
    let last = keyboardCameraFraming(0.4);
    for (let aspect = 0.41; aspect <= 2; aspect += 0.01) {
      const now = keyboardCameraFraming(aspect);
      expect(Math.abs(now.fov - last.fov)).toBeLessThan(0.05);
      expect(Math.abs(now.behind - last.behind)).toBeLessThan(0.3);
      expect(Math.abs(now.follow - last.follow)).toBeLessThan(0.011);
      last = now;
    }
  });
});
