/**
 * Where Headspace's third-person camera stands. Sources appear SOURCE_DISTANCE (4) from the character, so the
 * camera is raised behind it and looks past it at a point about that far ahead: the character stands in the
 * lower part of the frame and the centre of the screen, where a source shows once the player faces it, is
 * left free (headset-framing.test.ts projects the figure on desktop and phone screens to hold that).
 */

/** The camera sits this far behind the character and this high (more on a portrait screen: PORTRAIT_LIFT)… */
export const CAMERA_BEHIND = 4;
export const CAMERA_HEIGHT = 4.3;
/** …and looks at a point this far ahead of it, low: the horizon stays in the top fifth of the frame. */
export const LOOK_AHEAD = 7;
export const LOOK_HEIGHT = 0.4;
/**
 * A portrait screen's view is wider in angle (MIN_HORIZONTAL_FOV), which draws everything towards the middle:
 * the camera rises by up to this much to keep the character low in it.
 */
export const PORTRAIT_LIFT = 0.4;
/** The vertical field of view on a landscape screen (radians). */
export const BASE_FOV = 1.1;
/**
 * A portrait phone keeps at least this horizontal field of view (radians): with the vertical one alone it would
 * see a 33° slice ahead, too narrow to catch a source a little to the side.
 */
export const MIN_HORIZONTAL_FOV = 0.72;

export interface Framing {
  readonly position: { x: number; y: number; z: number };
  readonly target: { x: number; y: number; z: number };
  /** Vertical field of view (radians), for Babylon's FOVMODE_VERTICAL_FIXED. */
  readonly fov: number;
}

/** The vertical field of view for a screen of this width / height. */
export function fovFor(aspect: number): number {
  const fromWidth = 2 * Math.atan(Math.tan(MIN_HORIZONTAL_FOV / 2) / Math.max(aspect, 0.1));
  return Math.max(BASE_FOV, fromWidth);
}

/** The camera for a character at (x, z) facing `heading` (0 towards +z, growing towards +x). */
export function frameCharacter(pose: { x: number; z: number; heading: number }, aspect: number): Framing {
  const sin = Math.sin(pose.heading);
  const cos = Math.cos(pose.heading);
  // 0 on a square or landscape screen, 1 on one about half as wide as it is tall (a phone held upright).
  const portrait = Math.min(1, Math.max(0, (1 - aspect) / 0.55));
  const lift = PORTRAIT_LIFT * portrait;
  return {
    position: { x: pose.x - sin * CAMERA_BEHIND, y: CAMERA_HEIGHT + lift, z: pose.z - cos * CAMERA_BEHIND },
    target: { x: pose.x + sin * LOOK_AHEAD, y: LOOK_HEIGHT, z: pose.z + cos * LOOK_AHEAD },
    fov: fovFor(aspect),
  };
}
