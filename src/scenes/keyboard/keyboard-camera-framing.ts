import { TILE_SIZE } from '../../../systems/keyboard/rules.ts';

/**
 * Jungle Board's third-person camera fitted to the screen's shape. On a landscape screen it stands 5 units behind
 * the runner and 3.1 up, looking down the run with a 1 rad field of view, and follows half the runner's strafe. A
 * portrait phone sees about ±1.3 units across at the runner's row that way, less than one lane to each side of the
 * middle: a side lane's arrow ran off the screen as its row arrived. A taller screen has the camera stay over the
 * middle lane (it follows less, none at all from 1:2), widen its field of view up to FOV_MAX and, where that is
 * not enough, step back along its own line of sight (the same view of the run, from further away), until the far
 * side of either side lane's arrow is inside 90% of the half-width at the runner's row. Screens from about 4:3 wider
 * keep the landscape camera; between 4:3 and square the field of view widens a little.
 */
export interface KeyboardCameraFraming {
  /** Vertical field of view, radians. */
  readonly fov: number;
  /** Share of the runner's x that the camera moves with it. */
  readonly follow: number;
  /** The camera's place relative to the runner (its x added by `follow`). */
  readonly behind: number;
  readonly height: number;
}

/** The landscape camera (the framing every wide screen keeps). */
export const LANDSCAPE_FRAMING: KeyboardCameraFraming = { fov: 1, follow: 0.5, behind: 5, height: 3.1 };
/** Where the camera looks, relative to the runner: down the run, just above the path. */
export const LOOK_AT = { ahead: 8, height: 0.6 } as const;
/**
 * Never wider than this (vertical, radians): wider, the tiles under the camera fill the screen's lower half and the
 * runner shrinks; stepping back with a longer lens keeps the run's proportions.
 */
const FOV_MAX = 1.05;
/** The far edge of an arrow stays within this share of the half-width. */
const FILL = 0.9;
/** Half the width of the key arrow as a portrait screen draws it (GLYPH_SCALE × PORTRAIT_GLYPH_SCALE × 0.55). */
const ARROW_HALF = 0.56;
/** The height of the tiles' caps, where the arrows stand. */
const ROW_HEIGHT = 0.36;

/** The line from the look point back to the landscape camera: its length and unit direction (y, z). */
const BACK = (() => {
  const y = LANDSCAPE_FRAMING.height - LOOK_AT.height;
  const z = -LANDSCAPE_FRAMING.behind - LOOK_AT.ahead;
  const length = Math.hypot(y, z);
  return { length, y: y / length, z: z / length };
})();
/** How deep the runner's row is in the landscape camera's view (along its line of sight). */
const ROW_DEPTH = (() => {
  const toRow = { y: ROW_HEIGHT - LANDSCAPE_FRAMING.height, z: LANDSCAPE_FRAMING.behind };
  return -(toRow.y * BACK.y + toRow.z * BACK.z);
})();

export function keyboardCameraFraming(aspect: number): KeyboardCameraFraming {
  const wide = Math.max(aspect, 0.1);
  // 1 at 1:2 or taller, 0 at square or wider.
  const tall = Math.min(1, Math.max(0, (1 - wide) * 2));
  const follow = LANDSCAPE_FRAMING.follow * (1 - tall);
  // The runner in one side lane, the camera a share of the way there, the arrow in the other side lane.
  const reach = TILE_SIZE * (1 + follow) + ARROW_HALF;
  const halfTan = reach / (FILL * ROW_DEPTH * wide);
  const fov = Math.min(FOV_MAX, Math.max(LANDSCAPE_FRAMING.fov, 2 * Math.atan(halfTan)));
  // Still too narrow at FOV_MAX: back along the line of sight until the row is deep enough.
  const depth = reach / (FILL * Math.tan(fov / 2) * wide);
  const back = Math.max(0, depth - ROW_DEPTH);
  if (fov === LANDSCAPE_FRAMING.fov && back === 0 && follow === LANDSCAPE_FRAMING.follow)
    return LANDSCAPE_FRAMING;
  return {
    fov,
    follow,
    behind: LANDSCAPE_FRAMING.behind - back * BACK.z,
    height: LANDSCAPE_FRAMING.height + back * BACK.y,
  };
}

/** Half the width the camera sees at the runner's row, for tests: the reach `keyboardCameraFraming` fits. */
export function halfWidthAtRow(framing: KeyboardCameraFraming, aspect: number): number {
  const back = (framing.behind - LANDSCAPE_FRAMING.behind) / -BACK.z;
  return (ROW_DEPTH + back) * Math.tan(framing.fov / 2) * aspect;
}
