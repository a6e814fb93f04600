import { beatAtMs, beatMs } from './beat-time.ts';
import { BAD_US, INTRO_BEATS, LOOP_BEATS } from './rules.ts';
import type { ReplayEntry } from './replay-format.ts';

/**
 * Measures of how Jungle Board's keys were pressed, from a replay's presses and the beat grid, that tell a hand
 * keeping time from a program that knows the chart. The client must know the chart to show the rows, so a program
 * can press every row on its beat and its replay scores honestly; what it cannot cheaply fake is the spread, shape
 * and slow wander of a person's timing. Each press is taken at its judged time (its music time minus the declared
 * calibration, as the rules judge it) against the nearest beat; presses further than the Bad window (135 ms) from
 * every beat are strays and left out. See docs/decisions.md, "Judging the inputs".
 */
export interface KeyboardPresses {
  readonly calibrationMs: number;
  readonly commands: readonly ReplayEntry[];
}

export interface KeyboardInputMeasures {
  /** Presses within the Bad window of a beat: the ones the timing measures use. */
  presses: number;
  /** Presses further than that from every beat. */
  strays: number;
  /** Median judged offset from the beat, ms (negative: early). */
  offsetMedianMs: number | null;
  /** Interquartile range of the judged offsets, ms: a practised player's is 20–40, a program's a few or 0. */
  offsetIqrMs: number | null;
  /** Share of presses within 2 ms of the beat (after calibration): a person lands there 1 time in 15 at best. */
  exactShare: number | null;
  /**
   * The offsets' tails: (p90 − p10) / (2.56 × IQR / 1.35), 1 for a normal spread; a program that adds noise by a
   * uniform draw is below (no tails), people's lapses and anticipations put it above. Reported.
   */
  tailRatio: number | null;
  /** Share of presses more than 90 ms early (a guess ahead of the beat, beyond Good). Reported. */
  anticipationShare: number | null;
  /**
   * The drift: the spread (standard deviation, ms) of the median offset of successive blocks of 16 presses. A person's
   * tempo wanders and is corrected; a program's offsets have no memory. Reported with `driftRatio`.
   */
  driftMs: number | null;
  /** driftMs over what independent offsets of the same spread would give (σ/√16 ≈ IQR / 1.35 / 4 × 1.25). */
  driftRatio: number | null;
  /** The spread (ms) of the median offset of each loop of the music (four in a whole run). Reported. */
  loopDriftMs: number | null;
  /** The declared calibration, ms. */
  calibrationMs: number;
}

/** Runs with fewer presses near a beat than this are not judged: too little to tell, and worth little. */
export const MIN_JUDGED_PRESSES = 40;
/** How close to the beat a press counts as exact, ms. */
export const EXACT_MS = 2;
const BLOCK = 16;
const BAD_MS = BAD_US / 1000;

const quantileOf = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function median(values: readonly number[]): number {
  return quantileOf(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) * (b - mean), 0) / values.length);
}

export function measureKeyboardInputs({ calibrationMs, commands }: KeyboardPresses): KeyboardInputMeasures {
  const offsets: number[] = [];
  const loops: number[][] = [];
  let strays = 0;
  for (const [, , timeMs] of commands) {
    const judged = timeMs - calibrationMs;
    const beat = Math.round(beatAtMs(judged));
    const offset = judged - beatMs(beat);
    if (offset > BAD_MS || offset < -BAD_MS) {
      strays++;
      continue;
    }
    offsets.push(offset);
    const loop = beat < INTRO_BEATS ? 0 : Math.floor((beat - INTRO_BEATS) / LOOP_BEATS);
    (loops[loop] ??= []).push(offset);
  }
  const n = offsets.length;
  const none = {
    presses: n,
    strays,
    offsetMedianMs: null,
    offsetIqrMs: null,
    exactShare: null,
    tailRatio: null,
    anticipationShare: null,
    driftMs: null,
    driftRatio: null,
    loopDriftMs: null,
    calibrationMs,
  };
  if (n < BLOCK * 2) return none;
  const sorted = [...offsets].sort((a, b) => a - b);
  const iqr = quantileOf(sorted, 0.75) - quantileOf(sorted, 0.25);
  const exact = offsets.filter((o) => o <= EXACT_MS && o >= -EXACT_MS).length;
  const early = offsets.filter((o) => o < -90).length;
  const blockMedians: number[] = [];
  for (let i = 0; i + BLOCK <= n; i += BLOCK) blockMedians.push(median(offsets.slice(i, i + BLOCK)));
  const driftMs = standardDeviation(blockMedians);
  // The median of 16 independent normal draws has a standard deviation of about 1.25 σ / √16.
  const expected = ((iqr / 1.349) * 1.253) / Math.sqrt(BLOCK);
  const loopMedians = loops.filter((l) => l && l.length >= BLOCK).map(median);
  return {
    ...none,
    offsetMedianMs: quantileOf(sorted, 0.5),
    offsetIqrMs: iqr,
    exactShare: exact / n,
    tailRatio: iqr > 0 ? (quantileOf(sorted, 0.9) - quantileOf(sorted, 0.1)) / ((2.563 * iqr) / 1.349) : null,
    anticipationShare: early / n,
    driftMs,
    driftRatio: expected > 0 ? driftMs / expected : null,
    loopDriftMs: loopMedians.length >= 2 ? standardDeviation(loopMedians) : null,
  };
}

/**
 * Where a measure turns a run from human to suspect (scripts/bench-judges.ts prints the separation over the
 * project's bots, seed-aware perfect play and the synthetic human-like players):
 * - presses within 2 ms of the beat in a quarter of the presses or more (a normal spread of σ 15 ms, better than
 *   the best players', lands there 1 time in 10; the perfect bot always);
 * - an interquartile range of the offsets of 12 ms or less (σ ≈ 9 ms; the strong calibration bot's, σ 25 ms, is
 *   about 34);
 * - a declared calibration other than 0 that the presses follow to the millisecond: their median judged offset
 *   within 1 ms of the beat with an IQR under 20 ms (a program that declares an offset and plays exactly to it).
 */
export const KEYBOARD_REVIEW_THRESHOLDS = {
  maxExactShare: 0.25,
  minOffsetIqrMs: 12,
  calibratedMedianMs: 1,
  calibratedIqrMs: 20,
} as const;

/** Why a run's presses look programmed (empty: they look human). A run too short to judge is not flagged. */
export function suspectKeyboardInputs(m: KeyboardInputMeasures): string[] {
  const reasons: string[] = [];
  if (m.presses < MIN_JUDGED_PRESSES || m.offsetIqrMs === null || m.exactShare === null) return reasons;
  const t = KEYBOARD_REVIEW_THRESHOLDS;
  if (m.exactShare >= t.maxExactShare) reasons.push('presses on the beat to the millisecond');
  if (m.offsetIqrMs <= t.minOffsetIqrMs) reasons.push('presses every row at the same offset from the beat');
  if (
    m.calibrationMs !== 0 &&
    m.offsetMedianMs !== null &&
    Math.abs(m.offsetMedianMs) <= t.calibratedMedianMs &&
    m.offsetIqrMs <= t.calibratedIqrMs
  )
    reasons.push('plays exactly to its declared calibration');
  return reasons;
}
