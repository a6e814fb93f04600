import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { mouseRules } from '../../../systems/mouse/index.ts';
import { MOUSE_CAMERA_FOV, MOUSE_CAMERA_POSITION, MOUSE_CAMERA_TARGET } from './mouse-world-names.ts';

/** The player sphere's radius and the height of its centre (assets/models/game-pieces/player-sphere.ts). */
export const SPHERE_RADIUS = 0.12;
export const SPHERE_Y = 0.06 + 0.12;

/** How far the camera follows the sphere across on a landscape screen: the path stays put, the sphere moves. */
const FOLLOW_WIDE = 0.35;
/** The most it follows on a tall phone, where the view is narrower than the steering range. */
const FOLLOW_TALL = 0.6;
/** The sphere's outer edge at the farthest steering stays within this share of the half-width. */
const FILL = 0.85;
/** Never wider than this (vertical, radians): past it the board bends like a fish-eye. */
const FOV_MAX = 1.35;

/** The distance from the camera to the sphere's plane along its line of sight (the camera does not turn). */
const SPHERE_DEPTH = (() => {
  const forward = MOUSE_CAMERA_TARGET.subtract(MOUSE_CAMERA_POSITION).normalize();
  return Vector3.Dot(new Vector3(0, SPHERE_Y, 0).subtract(MOUSE_CAMERA_POSITION), forward);
})();

export interface MouseCameraFraming {
  /** Vertical field of view, radians. */
  readonly fov: number;
  /** Share of the sphere's x that the camera moves with it. */
  readonly follow: number;
}

/**
 * Fits Circuit Shutdown's camera to the screen's shape (width / height). The steering reaches ±0.8 world units
 * (systems/mouse/rules.ts, PLAYER_X_LIMIT): on a landscape screen that is well inside the view, but a portrait
 * phone sees about ±0.43 at the sphere's depth with the landscape field of view, and the sphere left the screen.
 * A taller screen has the camera follow the sphere further (up to 0.6 of its x, so the path still visibly moves
 * under it) and widen its field of view just enough to keep the sphere's edge at the farthest steering within
 * 85% of the half-width. Landscape framing is unchanged.
 */
export function mouseCameraFraming(aspect: number): MouseCameraFraming {
  const tall = Math.min(1, Math.max(0, 1 - aspect));
  const follow = Math.min(FOLLOW_TALL, FOLLOW_WIDE + (FOLLOW_TALL - FOLLOW_WIDE) * 2 * tall);
  const reach = (1 - follow) * mouseRules.PLAYER_X_LIMIT + SPHERE_RADIUS;
  const halfTan = reach / (FILL * SPHERE_DEPTH * Math.max(aspect, 0.1));
  const fov = Math.min(FOV_MAX, Math.max(MOUSE_CAMERA_FOV, 2 * Math.atan(halfTan)));
  return { fov, follow };
}
