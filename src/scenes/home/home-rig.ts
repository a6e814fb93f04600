import type { OrbitCamera } from './orbit-camera.ts';
import type { GameId } from '../../../api/site-routes.ts';

/**
 * The home camera's rig: where it looks, from which angles for each selected device, how close it comes to a
 * focused one, and where the totem sits on screen (the framing). Numbers and pure functions; the scene applies
 * them to its OrbitCamera every frame.
 */

/** Spec §9: the home camera. */
export const HOME_CAMERA = { fov: (60 * Math.PI) / 180, minZ: 0.01, maxZ: 1000 } as const;
/** The point the unfocused camera orbits: the totem's middle. */
export const HOME_TARGET = { x: 0, y: 0.95, z: 0 } as const;
/** The unfocused camera's distance from the target (wide screens; narrow ones step back, see `framedRadius`). */
export const HOME_RADIUS = 5.9;
/** Narrow screens see the totem from further away, so all three decks fit across. */
export const NARROW_RADIUS_SCALE = 1.4;
/** From this aspect ratio (width / height) on, the screen is wide: the totem sits beside the text. */
export const WIDE_ASPECT = 1.2;
/** Spec §9: the camera sways slightly with the pointer (radians at the screen's edge). */
export const CAMERA_SWAY = 0.05;

/** The unfocused camera's angles for each selected device: that device turned toward the viewer. */
export const AIM: Readonly<Record<GameId, { readonly alpha: number; readonly beta: number }>> = {
  keyboard: { alpha: Math.PI / 2 - 0.3, beta: 1.2 },
  mouse: { alpha: Math.PI / 2 + 0.15, beta: 1.15 },
  headset: { alpha: Math.PI / 2 - 0.45, beta: 1.05 },
};

/**
 * Each device's reach from its pivot, across the floor: the radius of the circle its corners sweep as the scroll
 * timeline turns it (measured from the models by home-models.test.ts).
 */
export const FOCUS_SPAN: Readonly<Record<GameId, number>> = { mouse: 0.61, headset: 0.63, keyboard: 1.0 };

/**
 * Where each device floats while focused, from its deck's slot (model units, the totem's own axes): out from the
 * column, and for the keyboard a little lower, so that no turn of its scroll timeline takes it into the totem
 * (home-models.test.ts sweeps the timeline). The headset crowns the totem and has nothing above it.
 */
export const FOCUS_STANDOFF: Readonly<Record<GameId, { x: number; y: number; z: number }>> = {
  mouse: { x: 0.47, y: 0, z: 0 },
  headset: { x: 0, y: 0, z: 0 },
  keyboard: { x: 0, y: -0.12, z: 0.62 },
};

/** How close the focused camera comes to each device (narrow screens may step further back, see `poseCamera`). */
export const FOCUS_RADIUS: Readonly<Record<GameId, number>> = { mouse: 2.2, headset: 2.4, keyboard: 2.7 };

/**
 * Where the camera's target sits on screen, as a fraction of the half-screen from the centre (-1 left or bottom
 * edge, 1 right or top edge): `poseCamera` turns it into the camera's `targetScreenOffset` for the current
 * distance and aspect, so the picture moves, not the camera, and orbiting still turns around the target. Written
 * for left-to-right pages; `framingOffset` mirrors x for right-to-left ones.
 */
export const FRAMING = {
  /** Wide, unfocused: the totem right of the hero text and above the row of tiles. */
  wide: { x: 0.44, y: 0.2 },
  /**
   * Narrow, unfocused: centred, in the band the page keeps free between the header and the hero's text (the
   * hero's `padding-top` in src/styles/app.css), so no line of text sits over a device. This is its place under a
   * header 14% of the screen tall; `narrowFramingY` follows the header the page reports.
   */
  narrow: { x: 0, y: 0.22 },
  /** Wide, focused: the device a little right of centre, beside the section's text. */
  wideFocused: { x: 0.3, y: 0 },
  /** Narrow, focused: centred in the upper part of the screen, above the section's card at the bottom. */
  narrowFocused: { x: 0, y: 0.36 },
} as const;

/**
 * How far below the header's bottom the narrow, unfocused camera's target sits, as a fraction of the screen's
 * height: half the free band (36vh and the hero's top padding) plus the distance from the totem's middle on
 * screen down to its target (the headset crowns it). Measured at 360×640, 390×844 and 430×932.
 */
export const NARROW_BELOW_HEADER = 0.25;
/** The header's bottom is taken within these bounds (fractions of the screen's height), whatever a page reports. */
const HEADER_BOTTOM = { min: 0.05, max: 0.3 } as const;

/**
 * Where the narrow, unfocused camera's target sits (as `FRAMING.narrow.y`) under a header ending `headerBottom`
 * down the screen (a fraction of its height): a Russian or German competition line that wraps to two lines
 * makes the header taller, and the totem moves down with the text instead of standing under that line. Null
 * (no page to measure, as in Node): `FRAMING.narrow`.
 */
export function narrowFramingY(headerBottom: number | null): number {
  if (headerBottom === null || !Number.isFinite(headerBottom)) return FRAMING.narrow.y;
  const bottom = Math.min(HEADER_BOTTOM.max, Math.max(HEADER_BOTTOM.min, headerBottom));
  return 1 - 2 * (bottom + NARROW_BELOW_HEADER);
}

/** tan(fov / 2): the half-height of the view, in world units, one unit in front of the camera. */
const TAN_HALF_FOV = Math.tan(HOME_CAMERA.fov / 2);

/**
 * How much of the screen's width a focused device's turning circle may take: the camera steps back on narrow
 * screens until it does, so no corner of a turning device leaves the screen.
 */
export const FOCUS_FILL = 0.8;

export interface Framing {
  /** The screen is wide (see `WIDE_ASPECT`). */
  wide: boolean;
  /** The page reads right to left (Arabic): the text sits on the right, so the totem goes left. */
  rtl: boolean;
  /** 0 unfocused, 1 focused, between while the camera moves. */
  focusBlend: number;
  /** Where the page's header ends, as a fraction of the screen's height (see `narrowFramingY`); null: unknown. */
  headerBottom?: number | null;
}

/**
 * Where the camera's target sits on screen. On right-to-left pages the page is mirrored, so the horizontal
 * offsets are too: the totem (and a focused device) sit on the side away from the text. Writes into `out` when
 * given (the scene calls this every frame).
 */
export function framingOffset(
  { wide, rtl, focusBlend, headerBottom = null }: Framing,
  out: { x: number; y: number } = { x: 0, y: 0 },
): { x: number; y: number } {
  const base = wide ? FRAMING.wide : FRAMING.narrow;
  const baseY = wide ? FRAMING.wide.y : narrowFramingY(headerBottom);
  const focused = wide ? FRAMING.wideFocused : FRAMING.narrowFocused;
  const f = Math.min(1, Math.max(0, focusBlend));
  const x = base.x * (1 - f) + focused.x * f;
  // `+ 0` turns a mirrored zero (-0) into 0.
  out.x = (rtl ? -x : x) + 0;
  out.y = baseY * (1 - f) + focused.y * f;
  return out;
}

/** The camera's distance on this screen: narrow screens step back. */
export const framedRadius = (radius: number, wide: boolean): number =>
  radius * (wide ? 1 : NARROW_RADIUS_SCALE);

/** Whether a viewport of this aspect ratio (width / height) is wide. */
export const isWide = (aspectRatio: number): boolean => aspectRatio >= WIDE_ASPECT;

/** What the camera follows every frame: the rig's tweened values, the pointer's sway and the framing. */
export interface CameraPose {
  alpha: number;
  beta: number;
  radius: number;
  target: { x: number; y: number; z: number };
  /** The pointer, -1..1 across and down the screen. */
  swayX: number;
  swayY: number;
  /** 0 with reduced motion, else `CAMERA_SWAY`. */
  sway: number;
  rtl: boolean;
  focusBlend: number;
  /** The focused device's reach from its pivot (its turning circle's radius); 0 when none is focused. */
  span: number;
  /** Where the page's header ends (a fraction of the screen's height), or null when unknown. */
  headerBottom: number | null;
}

/** Scratch for `poseCamera`, which runs every frame. */
const framing: Framing = { wide: true, rtl: false, focusBlend: 0, headerBottom: null };

/** Applies a pose to the camera, framed for the camera's current viewport. Allocates nothing. */
export function poseCamera(camera: OrbitCamera, pose: CameraPose): void {
  const aspect = camera.getEngine().getAspectRatio(camera);
  framing.wide = isWide(aspect);
  framing.rtl = pose.rtl;
  framing.focusBlend = pose.focusBlend;
  framing.headerBottom = pose.headerBottom;
  const fitted =
    (pose.span * Math.min(1, Math.max(0, pose.focusBlend))) / (TAN_HALF_FOV * aspect * FOCUS_FILL);
  camera.radius = Math.max(framedRadius(pose.radius, framing.wide), fitted);
  camera.target.set(pose.target.x, pose.target.y, pose.target.z);
  const offset = framingOffset(framing, camera.targetScreenOffset);
  const halfHeight = camera.radius * TAN_HALF_FOV;
  offset.x *= halfHeight * aspect;
  offset.y *= halfHeight;
  camera.alpha = pose.alpha + pose.swayX * pose.sway;
  camera.beta = pose.beta + pose.swayY * pose.sway;
}
