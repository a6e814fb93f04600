import { beforeAll, describe, expect, it } from 'vitest';
import { detectKickOnsets } from './analysis.ts';
import { SAMPLE_RATE } from './dsp.ts';
import {
  INTRO_BEATS,
  LOOP_BEATS,
  MELODY,
  SAMPLES_PER_BEAT,
  beatStart,
  renderKeyboardIntro,
  renderKeyboardLoop,
} from './music.ts';

const TOLERANCE = Math.round(0.005 * SAMPLE_RATE);

/** Signed distance in samples from each onset to its nearest beat (on the circle for a loop). */
function deviations(onsets: number[], beats: number, length: number, circular: boolean): number[] {
  return onsets.map((onset) => {
    let best = Infinity;
    for (let b = 0; b <= beats; b++) {
      let d = onset - beatStart(b);
      if (circular) {
        d = ((d % length) + length) % length;
        if (d > length / 2) d -= length;
      }
      if (Math.abs(d) < Math.abs(best)) best = d;
    }
    return best;
  });
}

/** For each beat, whether an onset lies within the tolerance. */
function beatsHit(onsets: number[], beats: number, length: number, circular: boolean): boolean[] {
  return Array.from({ length: beats }, (_, b) =>
    onsets.some((onset) => {
      const d = Math.abs(onset - beatStart(b));
      return (circular ? Math.min(d, length - d) : d) <= TOLERANCE;
    }),
  );
}

describe('keyboard music', () => {
  let loop: Float32Array;
  let intro: Float32Array;
  beforeAll(() => {
    loop = renderKeyboardLoop();
    intro = renderKeyboardIntro();
  }, 60_000);

  it('puts beat n at round(n × 44100 × 60 / 188)', () => {
    expect(SAMPLES_PER_BEAT).toBeCloseTo(14074.468, 3);
    expect(beatStart(1)).toBe(14074);
    expect(beatStart(128)).toBe(1801532);
  });

  it('writes a melody of 16 beats per chord, in A natural minor', () => {
    const aMinor = new Set([9, 11, 0, 2, 4, 5, 7]);
    expect(MELODY).toHaveLength(4);
    for (const line of MELODY) {
      expect(line.reduce((sum, [, beats]) => sum + beats, 0)).toBe(16);
      for (const [note] of line) if (note !== null) expect(aMinor.has(note % 12)).toBe(true);
    }
    expect(MELODY[0]?.[0]).toEqual([76, 1.5]);
  });

  it('loops exactly 128 beats: 40851 ms', () => {
    expect(loop.length).toBe(beatStart(LOOP_BEATS));
    expect((loop.length * 1000) / SAMPLE_RATE).toBeCloseTo(40851.07, 1);
  });

  it('ends the intro one beat after its last beat, exactly where the loop’s beat 1 begins', () => {
    expect(intro.length).toBe(beatStart(INTRO_BEATS));
    // The intro's last beat starts at beatStart(7) and lasts one beat (to the rounding of a sample, as every
    // beat does), so the loop's beat 1, played right after the intro, lands on beat 8 of one continuous grid.
    const lastBeat = intro.length - beatStart(INTRO_BEATS - 1);
    expect(Math.abs(lastBeat - SAMPLES_PER_BEAT)).toBeLessThan(1);
    expect(Math.abs(lastBeat - (beatStart(1) - beatStart(0)))).toBeLessThanOrEqual(1);
    for (let b = 0; b < LOOP_BEATS; b++)
      expect(Math.abs(intro.length + beatStart(b) - beatStart(INTRO_BEATS + b))).toBeLessThanOrEqual(1);
  });

  it('has a kick onset within 5 ms of every beat of the loop, and no onset off the grid', () => {
    const onsets = detectKickOnsets(loop, { circular: true });
    const devs = deviations(onsets, LOOP_BEATS, loop.length, true);
    expect(Math.max(...devs.map(Math.abs))).toBeLessThanOrEqual(TOLERANCE);
    expect(beatsHit(onsets, LOOP_BEATS, loop.length, true).every(Boolean)).toBe(true);
    expect(onsets).toHaveLength(LOOP_BEATS);
  });

  it('has a kick onset within 5 ms of every beat of the intro, and no onset off the grid', () => {
    const onsets = detectKickOnsets(intro);
    const devs = deviations(onsets, INTRO_BEATS, intro.length, false);
    expect(Math.max(...devs.map(Math.abs))).toBeLessThanOrEqual(TOLERANCE);
    expect(beatsHit(onsets, INTRO_BEATS, intro.length, false).every(Boolean)).toBe(true);
    expect(onsets).toHaveLength(INTRO_BEATS);
  });

  it('the onset detector finds shifted kicks where they are, not where the grid is', () => {
    // Moving the loop by 20 ms must move every onset off the grid: the test above is not vacuous.
    const shift = Math.round(0.02 * SAMPLE_RATE);
    const moved = new Float32Array(loop.length);
    moved.set(loop.subarray(0, loop.length - shift), shift);
    moved.set(loop.subarray(loop.length - shift), 0);
    const devs = deviations(detectKickOnsets(moved, { circular: true }), LOOP_BEATS, loop.length, true);
    expect(devs.every((d) => Math.abs(d - shift) <= TOLERANCE)).toBe(true);
  });
});
