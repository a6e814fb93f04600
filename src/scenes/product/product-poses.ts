import type { GameId } from '../../../api/site-routes.ts';

/**
 * The product pages' story (issue 40): the device beside the text turns and opens as the visitor scrolls through
 * its three selling points, and the claim in view points at the part it speaks of. Step 0 is the hero; step k
 * (1–3) is the k-th claim. Pure: the scene feeds it the page's layout and applies what it returns.
 */

export type Vec3 = readonly [number, number, number];

export interface StepPose {
  /** The device's turn about its vertical axis, radians; positive turns its front toward the viewer's right. */
  yaw: number;
  /** The camera's height over the device: the angle below the horizon it looks down at, radians. */
  pitch: number;
  /** How far the device is opened, 0 (whole) to 1 (every moving part at its full offset). */
  open: number;
  /** The named part (a node of the generated model) this step's claim speaks of; null on the hero. */
  part: string | null;
}

export interface ProductStory {
  /** The model's name in the built asset index. */
  model: GameId;
  /** Parts that move apart when the device opens, each with its offset at `open = 1`, in model units. */
  moving: Readonly<Record<string, Vec3>>;
  /** The hero and the three claims, in the page's order (src/content/worlds.ts). */
  steps: readonly [StepPose, StepPose, StepPose, StepPose];
}

const shellLift: Vec3 = [0, 0.5, -0.08];

/**
 * One story per device. The claims (src/content/worlds.ts) and the parts they point at:
 * - mouse: 74 g → the shell; the DPI sensor → the sensor (shell lifted off the board); 80 hours → the battery;
 * - headset: switching devices on the fly → the left cup, which carries the controls; 50 mm drivers → the
 *   driver (cups drawn away from it); 30 hours wireless → the battery inside the left cup;
 * - keyboard: low-profile switches → the switches (caps lifted); per-key RGB → the lights under the caps;
 *   touch media controls → the touch strip on the back edge.
 */
export const PRODUCT_STORIES: Readonly<Record<GameId, ProductStory>> = {
  mouse: {
    model: 'mouse',
    moving: {
      'mouse-shell': shellLift,
      'mouse-buttons': shellLift,
      'mouse-side-buttons': shellLift,
      'mouse-scroll-wheel': shellLift,
      'mouse-logo': shellLift,
    },
    steps: [
      { yaw: -0.65, pitch: 0.42, open: 0, part: null },
      { yaw: -1.45, pitch: 0.22, open: 0, part: 'mouse-shell' },
      { yaw: -0.9, pitch: 0.28, open: 1, part: 'mouse-sensor' },
      { yaw: 0.55, pitch: 0.34, open: 1, part: 'mouse-battery' },
    ],
  },
  headset: {
    model: 'headset',
    moving: {
      'headset-cup-left': [0.34, 0, 0],
      'headset-mic': [0.34, 0, 0],
      'headset-cup-right': [-0.34, 0, 0],
      'headset-battery': [0.16, 0, 0],
    },
    steps: [
      { yaw: -0.5, pitch: 0.2, open: 0, part: null },
      { yaw: -1.2, pitch: 0.18, open: 0, part: 'headset-cup-left' },
      { yaw: -0.75, pitch: 0.3, open: 1, part: 'headset-driver-left' },
      { yaw: -1.05, pitch: 0.32, open: 1, part: 'headset-battery' },
    ],
  },
  keyboard: {
    model: 'keyboard',
    moving: { 'keyboard-keycaps': [0, 0.16, 0] },
    steps: [
      { yaw: 0.3, pitch: 0.62, open: 0, part: null },
      { yaw: -0.25, pitch: 0.5, open: 1, part: 'keyboard-switches' },
      { yaw: 0.15, pitch: 0.72, open: 0.55, part: 'keyboard-key-lights' },
      { yaw: 0.55, pitch: 0.82, open: 0, part: 'keyboard-touch-strip' },
    ],
  },
};

export const LAST_STEP = 3;

/**
 * Where the visitor is in the story, from the page's layout: 0 while the first claim is still `lead` pixels or
 * more under the focus line, 1 when its middle reaches the line, k + 1 when the k-th claim's does, and fractions
 * between. `claimMiddles` are the claims' vertical middles in the viewport, in order.
 */
export function storyProgress(claimMiddles: readonly number[], focusY: number, lead: number): number {
  const first = claimMiddles[0];
  if (claimMiddles.length !== LAST_STEP || first === undefined) return 0;
  if (focusY < first) return clamp01(1 - (first - focusY) / Math.max(1, lead));
  for (let k = 0; k < LAST_STEP - 1; k++) {
    const here = claimMiddles[k] as number;
    const next = claimMiddles[k + 1] as number;
    if (focusY < next) return 1 + k + clamp01((focusY - here) / Math.max(1, next - here));
  }
  return LAST_STEP;
}

export interface Pose {
  /** The step whose claim is in view (the nearest): 0 on the hero. */
  step: number;
  /** The claim that points at its part (step − 1), or null on the hero. */
  claim: number | null;
  /** The part the claim in view speaks of. */
  part: string | null;
  yaw: number;
  pitch: number;
  open: number;
}

/**
 * The pose at a point of the story. Between two steps the pose eases from one to the next (smoothstep), so the
 * device turns and opens with the scroll and rests at each claim; with reduced motion it holds each step's pose
 * and changes at once, half-way. In a right-to-left page the text is on the right: the turn is mirrored, so the
 * device shows the text the same side it shows it in a left-to-right page.
 */
export function poseAt(
  story: ProductStory,
  progress: number,
  options: { rtl: boolean; reducedMotion: boolean },
): Pose {
  const p = Math.min(LAST_STEP, Math.max(0, Number.isFinite(progress) ? progress : 0));
  const step = Math.round(p);
  const from = options.reducedMotion ? step : Math.min(LAST_STEP - 1, Math.floor(p));
  const t = options.reducedMotion ? 0 : smoothstep(p - from);
  const a = story.steps[from] as StepPose;
  const b = story.steps[Math.min(LAST_STEP, from + 1)] as StepPose;
  const yaw = lerp(a.yaw, b.yaw, t);
  const active = story.steps[step] as StepPose;
  return {
    step,
    claim: step === 0 ? null : step - 1,
    part: active.part,
    yaw: options.rtl ? -yaw : yaw,
    pitch: lerp(a.pitch, b.pitch, t),
    open: lerp(a.open, b.open, t),
  };
}

/** A part's offset at an opening: its full offset scaled, or none for a part that stays. */
export function partOffset(story: ProductStory, part: string, open: number): Vec3 {
  const full = story.moving[part];
  return full ? [full[0] * open, full[1] * open, full[2] * open] : [0, 0, 0];
}

/** The turn as the page shows it for tests and tools: whole degrees, in (−180, 180]. */
export function angleDegrees(yaw: number): number {
  const degrees = Math.round((yaw * 180) / Math.PI) % 360;
  const wrapped = degrees > 180 ? degrees - 360 : degrees <= -180 ? degrees + 360 : degrees;
  return wrapped === 0 ? 0 : wrapped;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const smoothstep = (x: number) => {
  const t = clamp01(x);
  return t * t * (3 - 2 * t);
};
