/**
 * Decides when a scene that keeps missing its frame budget should step its quality down (design.md
 * "Rendering": our own ladder, see `stepDown` in quality.ts). Pure and clock-free: the render loop feeds it the
 * duration of each drawn frame in milliseconds (Babylon's `engine.getDeltaTime()`), tests feed it numbers.
 *
 * The statistic is the 75th percentile of the last `windowFrames` frames (nearest rank), compared with
 * `budgetMs × (1 + tolerance)`. Why p75 rather than the median: with vsync a GPU that cannot keep up does not
 * give 18 ms frames, it gives a mix of 16.7 ms and 33.3 ms ones; the median only moves once half of the
 * frames are missed, which players see as a heavy stutter long before. p75 reacts when more than a quarter of
 * the frames are slow, while a single spike, or a handful (garbage collection, a texture upload), stays
 * below it. The p75 of a window exceeds the limit exactly when more than floor(window / 4) of its frames do,
 * so the governor counts slow frames in a ring of flags: constant time and no allocation per frame.
 *
 * Only a full window is judged. After creation, `reset()` and every step-down, the next `cooldownFrames`
 * frames are ignored (the new settings recompile shaders and rebuild render targets), then a whole new window
 * must fill: two step-downs are always at least `cooldownFrames + windowFrames` frames apart, and it only ever
 * steps down, so it cannot flap. After `stepsLeft` step-downs (the lowest level reached) it reports 'ok' for
 * good.
 */
export type GovernorVerdict = 'ok' | 'step-down';

export interface FrameGovernorOptions {
  /** The frame interval at the frame rate cap: `frameIntervalMs(settings.fpsCap)`, 16.7 at 60, 33.3 at 30. */
  budgetMs: number;
  /** Frames judged together; 120 is two seconds at 60 fps. */
  windowFrames?: number;
  /** How far over the budget a frame may go before it counts as slow, as a fraction: 0.2 → 20 ms at 60 fps. */
  tolerance?: number;
  /** Frames ignored after creation, `reset()` and each step-down; defaults to one window. */
  cooldownFrames?: number;
  /** How many step-downs remain before the lowest level: `stepsBelow(settings)`. Unlimited by default. */
  stepsLeft?: number;
}

export interface FrameGovernor {
  /** One drawn frame's duration in ms. Negative or non-finite values are ignored. */
  push(frameMs: number): GovernorVerdict;
  /** Forget the window and start a new cool-down (a tab shown again, a scene swapped in); keeps `stepsLeft`. */
  reset(): void;
  readonly stepsLeft: number;
  /** The slow-frame limit in ms: budget × (1 + tolerance). */
  readonly limitMs: number;
}

export const DEFAULT_WINDOW_FRAMES = 120;
export const DEFAULT_TOLERANCE = 0.2;
/** The percentile judged; see above for the choice. */
export const GOVERNOR_PERCENTILE = 0.75;

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(message);
}

export function createFrameGovernor(options: FrameGovernorOptions): FrameGovernor {
  const windowFrames = options.windowFrames ?? DEFAULT_WINDOW_FRAMES;
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const cooldownFrames = options.cooldownFrames ?? windowFrames;
  let stepsLeft = options.stepsLeft ?? Number.POSITIVE_INFINITY;
  check(Number.isFinite(options.budgetMs) && options.budgetMs > 0, 'budgetMs must be a positive number');
  check(Number.isInteger(windowFrames) && windowFrames > 0, 'windowFrames must be a positive integer');
  check(Number.isFinite(tolerance) && tolerance >= 0, 'tolerance must be zero or more');
  check(Number.isInteger(cooldownFrames) && cooldownFrames >= 0, 'cooldownFrames must be a whole number');
  check(
    stepsLeft >= 0 && (Number.isInteger(stepsLeft) || stepsLeft === Number.POSITIVE_INFINITY),
    'stepsLeft',
  );

  const limitMs = options.budgetMs * (1 + tolerance);
  // p75 > limit ⇔ fewer than ceil(0.75 n) frames are within it ⇔ more than n − ceil(0.75 n) are over it.
  const allowedSlow = windowFrames - Math.ceil(GOVERNOR_PERCENTILE * windowFrames);
  const slow = new Uint8Array(windowFrames);
  let next = 0;
  let filled = 0;
  let slowCount = 0;
  let cooldown = cooldownFrames;

  const clear = () => {
    slow.fill(0);
    next = 0;
    filled = 0;
    slowCount = 0;
    cooldown = cooldownFrames;
  };

  return {
    push(frameMs) {
      if (stepsLeft <= 0 || !Number.isFinite(frameMs) || frameMs < 0) return 'ok';
      if (cooldown > 0) {
        cooldown -= 1;
        return 'ok';
      }
      const isSlow = frameMs > limitMs ? 1 : 0;
      slowCount += isSlow - (slow[next] ?? 0);
      slow[next] = isSlow;
      next = (next + 1) % windowFrames;
      if (filled < windowFrames) filled += 1;
      if (filled < windowFrames || slowCount <= allowedSlow) return 'ok';
      stepsLeft -= 1;
      clear();
      return 'step-down';
    },
    reset: clear,
    get stepsLeft() {
      return stepsLeft;
    },
    limitMs,
  };
}
