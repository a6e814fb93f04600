import { KEYBOARD_CAPACITY } from './capacity.ts';

/** A row's (or a press's) rating. */
export const RATING_NONE = 0;
export const RATING_PERFECT = 1;
export const RATING_GOOD = 2;
export const RATING_BAD = 3;
export const RATING_MISSED = 4;

/**
 * The runner's record (on the runner entity): points, combo and its best, misses (three end the run), how many
 * of each rating, the last rating with its step, its offset from the beat (µs, judged time minus beat time) and the beat of
 * the row it rated,
 * and the batch of presses being gathered (spec §5: presses within 50 ms count as one): its first press's judged
 * time in µs (−1: no batch open) and the keys pressed in it as bits (1 left, 2 right, 4 up, 8 down).
 */
export function createJudgement(capacity = KEYBOARD_CAPACITY) {
  return {
    points: new Int32Array(capacity),
    combo: new Int32Array(capacity),
    maxCombo: new Int32Array(capacity),
    misses: new Uint8Array(capacity),
    perfects: new Int32Array(capacity),
    goods: new Int32Array(capacity),
    bads: new Int32Array(capacity),
    missed: new Int32Array(capacity),
    lastRating: new Uint8Array(capacity),
    lastRatingTick: new Int32Array(capacity),
    lastDeltaUs: new Int32Array(capacity),
    lastRatedBeat: new Int32Array(capacity),
    batchStartUs: new Float64Array(capacity),
    batchKeys: new Uint8Array(capacity),
  };
}
export type Judgement = ReturnType<typeof createJudgement>;
