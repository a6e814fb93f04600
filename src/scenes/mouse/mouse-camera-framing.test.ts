import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { mouseRules } from '../../../systems/mouse/index.ts';
import { mouseCameraFraming, SPHERE_RADIUS, SPHERE_Y } from './mouse-camera-framing.ts';
import { MOUSE_CAMERA_FOV, MOUSE_CAMERA_POSITION, MOUSE_CAMERA_TARGET } from './mouse-world-names.ts';

const SCREENS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/**
 * Where the sphere's left and right edges land on a screen of this size (CSS pixels), with the camera posed as
 * the game's view poses it (mouse-game-view.ts): the framing's field of view, and moved across by its share of
 * the sphere's x.
 */
function sphereOnScreen(
  width: number,
  height: number,
  sphereX: number,
  framing: { fov: number; follow: number },
): { left: number; right: number; top: number; bottom: number } {
  const engine = new NullEngine({
    renderWidth: width,
    renderHeight: height,
    textureSize: 256,
    deterministicLockstep: false,
    lockstepMaxSteps: 1,
  });
  const scene = new Scene(engine);
  const camera = new TargetCamera('mouse-camera', MOUSE_CAMERA_POSITION.clone(), scene);
  camera.setTarget(MOUSE_CAMERA_TARGET.clone());
  camera.fov = framing.fov;
  camera.position.x += sphereX * framing.follow;
  scene.activeCamera = camera;
  const transform = camera.getViewMatrix(true).multiply(camera.getProjectionMatrix(true));
  const viewport = camera.viewport.toGlobal(width, height);
  const project = (x: number, y: number) =>
    Vector3.Project(new Vector3(x, y, 0), Matrix.IdentityReadOnly, transform, viewport);
  const left = project(sphereX - SPHERE_RADIUS, SPHERE_Y);
  const right = project(sphereX + SPHERE_RADIUS, SPHERE_Y);
  const top = project(sphereX, SPHERE_Y + SPHERE_RADIUS);
  const bottom = project(sphereX, SPHERE_Y - SPHERE_RADIUS);
  scene.dispose();
  engine.dispose();
  return { left: left.x, right: right.x, top: top.y, bottom: bottom.y };
}

describe('Circuit Shutdown’s camera keeps the sphere in view', () => {
  for (const { width, height } of SCREENS)
    it(`at every steering offset on a ${width}×${height} screen`, () => {
      const framing = mouseCameraFraming(width / height);
      const limit = mouseRules.PLAYER_X_LIMIT;
      for (const x of [-limit, -limit / 2, 0, limit / 2, limit]) {
        const at = sphereOnScreen(width, height, x, framing);
        expect(at.left, `x = ${x}`).toBeGreaterThanOrEqual(0);
        expect(at.right, `x = ${x}`).toBeLessThanOrEqual(width);
        expect(at.top, `x = ${x}`).toBeGreaterThanOrEqual(0);
        expect(at.bottom, `x = ${x}`).toBeLessThanOrEqual(height);
      }
    });

  it('leaves a landscape screen’s framing as it was', () => {
    expect(mouseCameraFraming(1366 / 768)).toEqual({ fov: MOUSE_CAMERA_FOV, follow: 0.35 });
    expect(mouseCameraFraming(1920 / 1080)).toEqual({ fov: MOUSE_CAMERA_FOV, follow: 0.35 });
  });

  it('needed the change: the landscape framing lost the sphere off a phone’s edge', () => {
    const at = sphereOnScreen(390, 844, mouseRules.PLAYER_X_LIMIT, { fov: MOUSE_CAMERA_FOV, follow: 0.35 });
    expect(at.right).toBeGreaterThan(390);
  });

  it('widens no more than a phone needs', () => {
    const phone = mouseCameraFraming(390 / 844);
    expect(phone.fov).toBeGreaterThan(MOUSE_CAMERA_FOV);
    expect(phone.fov).toBeLessThan(1.2);
    // The sphere at the edge of its reach still sits inside the outer sixth of the screen, not in its middle.
    const at = sphereOnScreen(390, 844, mouseRules.PLAYER_X_LIMIT, phone);
    expect((at.left + at.right) / 2).toBeGreaterThan(390 * 0.7);
  });
});
