import { describe, expect, it } from 'vitest';
import { beatMs } from './beat-time.ts';
import { BOT_LEVELS, calibrationSeed, playBotRun } from './bots.ts';
import {
  MIN_JUDGED_PRESSES,
  measureKeyboardInputs,
  suspectKeyboardInputs,
  type KeyboardInputMeasures,
} from './input-measures.ts';
import type { ReplayEntry } from './replay-format.ts';
import { playHumanLikeKeyboardRun, playPerfectKeyboardRun } from './synthetic-players.ts';

/** Presses on beats 20, 21, … at beat time + calibration + offsets[i] (the gaps do not matter to the measures). */
function presses(offsets: readonly number[], calibrationMs = 0) {
  const commands: ReplayEntry[] = offsets.map((offset, i) => [
    1,
    'l',
    Math.round((beatMs(20 + i) + calibrationMs + offset) * 1000) / 1000,
  ]);
  return { calibrationMs, commands };
}

/** A fixed spread of offsets like a practised player's (σ about 25 ms), repeated to `n` presses. */
const humanOffsets = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => [-31, 12, -4, 40, -18, 7, 25, -9, 3, -45, 16, -1, 33, -22, 9, -12][i % 16]!,
  );

describe('Jungle Board input measures', () => {
  it('measures each press against its nearest beat after the calibration, and leaves strays out', () => {
    const offsets = [...humanOffsets(48), 150, -160];
    const m = measureKeyboardInputs(presses(offsets, 40));
    expect(m.presses).toBe(48);
    expect(m.strays).toBe(2);
    expect(m.calibrationMs).toBe(40);
    expect(m.offsetMedianMs).toBeCloseTo(3, 3);
    expect(m.offsetIqrMs).toBeCloseTo(16 - -12, 3);
    expect(m.exactShare).toBe(3 / 48); // the −1 ms press, three times
    expect(m.anticipationShare).toBe(0);
    expect(suspectKeyboardInputs(m)).toEqual([]);
  });

  it('names each programmed signature: exact presses, one offset for all, a calibration followed exactly', () => {
    expect(suspectKeyboardInputs(measureKeyboardInputs(presses(new Array(60).fill(0))))).toEqual([
      'presses on the beat to the millisecond',
      'presses every row at the same offset from the beat',
    ]);
    // 30 ms late every time: not exact, but one offset for every row.
    expect(suspectKeyboardInputs(measureKeyboardInputs(presses(new Array(60).fill(30))))).toEqual([
      'presses every row at the same offset from the beat',
    ]);
    const calibrated = measureKeyboardInputs(
      presses(
        Array.from({ length: 60 }, (_, i) => ((i * 7) % 31) - 15),
        55,
      ),
    );
    expect(calibrated.offsetIqrMs).toBeGreaterThan(12);
    expect(suspectKeyboardInputs(calibrated)).toEqual(['plays exactly to its declared calibration']);
  });

  it('does not judge a run with too few presses near a beat', () => {
    const m = measureKeyboardInputs(presses(new Array(MIN_JUDGED_PRESSES - 1).fill(0)));
    expect(m.presses).toBe(MIN_JUDGED_PRESSES - 1);
    expect(suspectKeyboardInputs(m)).toEqual([]);
    expect(measureKeyboardInputs(presses([0, 0, 0])).offsetIqrMs).toBeNull();
  });

  it('holds seed-aware perfect play and lets the calibration bots and the human-like players through', () => {
    const judged = (
      recording: Parameters<typeof measureKeyboardInputs>[0],
    ): [KeyboardInputMeasures, string[]] => {
      const m = measureKeyboardInputs(recording);
      return [m, suspectKeyboardInputs(m)];
    };
    for (let i = 0; i < 3; i++) {
      const seed = calibrationSeed(i);
      const [perfect, perfectReasons] = judged(playPerfectKeyboardRun(seed).recording);
      expect(perfect.exactShare).toBe(1);
      expect(perfectReasons).toContain('presses on the beat to the millisecond');
      const [, blurred] = judged(playPerfectKeyboardRun(seed, 37, 8).recording);
      expect(blurred).toContain('presses every row at the same offset from the beat');
      expect(blurred).toContain('plays exactly to its declared calibration');
      for (const level of BOT_LEVELS) {
        const [m, reasons] = judged(playBotRun(level, seed).recording);
        expect(reasons, `${level} ${i}: ${JSON.stringify(m)}`).toEqual([]);
      }
      const [human, humanReasons] = judged(playHumanLikeKeyboardRun(seed, 1000 + i).recording);
      expect(human.presses).toBeGreaterThanOrEqual(MIN_JUDGED_PRESSES);
      expect(humanReasons, JSON.stringify(human)).toEqual([]);
    }
  });
});
