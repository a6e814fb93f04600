import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, calibrationSeed, playBotRun } from './bots.ts';
import {
  createHeadsetInputTraceRecorder,
  MIN_JUDGED_SAMPLES,
  measureHeadsetInputs,
  suspectHeadsetInputs,
  type HeadsetInputMeasures,
  type HeadsetInputTrace,
} from './input-measures.ts';
import { replayHeadsetRun } from './replay.ts';
import type { HeadsetGameData } from './replay-format.ts';
import { humanLikeHeadsetSeed, playHumanLikeHeadsetRun, playPerfectHeadsetRun } from './synthetic-players.ts';

function measure(recording: HeadsetGameData): HeadsetInputMeasures {
  const recorder = createHeadsetInputTraceRecorder();
  replayHeadsetRun(recording, recording.seed, { afterStep: recorder.afterStep });
  return measureHeadsetInputs(recorder.trace());
}

/**
 * A hand-made trace: the character stands at the origin; each cycle waits 24 samples (nothing shown), then a
 * source 4 units away at `bearingQuanta` of the cycle is shown for `shown` samples and found at their end. `turns`
 * gives the heading's change per sample from the source's first sample on; `waitTurns` the change over the wait's
 * last samples.
 */
function cycles(
  count: number,
  plan: { bearingQuanta: number; turns: number[]; waitTurns?: number[]; holdFrom: number },
): HeadsetInputTrace {
  const t = { heading: [], x: [], z: [], held: [], source: [], sourceX: [], sourceZ: [], finds: [] } as {
    [K in keyof HeadsetInputTrace]: number[];
  };
  let heading = 0;
  let finds = 0;
  const shown = 40;
  for (let c = 0; c < count; c++) {
    const wait = plan.waitTurns ?? [];
    for (let k = 0; k < 24; k++) {
      const w = k - (24 - wait.length);
      if (w >= 0) heading = (heading + wait[w]! + 400) % 400;
      t.heading.push(heading);
      t.x.push(0);
      t.z.push(0);
      t.held.push(0);
      t.source.push(-1);
      t.sourceX.push(0);
      t.sourceZ.push(0);
      t.finds.push(finds);
    }
    // The source stands at the bearing relative to the heading at the end of the wait.
    const angle = ((heading + plan.bearingQuanta) * Math.PI) / 200;
    for (let k = 0; k < shown; k++) {
      if (k < plan.turns.length) heading = (heading + plan.turns[k]! + 400) % 400;
      const walking = k >= plan.holdFrom;
      const walked = walking ? Math.min(2.2, (k - plan.holdFrom) * 0.15) : 0;
      t.heading.push(heading);
      t.x.push(Math.sin(angle) * walked);
      t.z.push(Math.cos(angle) * walked);
      t.held.push(walking ? 1 : 0);
      t.source.push(100 + c);
      t.sourceX.push(Math.sin(angle) * 4);
      t.sourceZ.push(Math.cos(angle) * 4);
      t.finds.push(finds);
    }
    finds++;
  }
  return t;
}

describe('Headspace input measures', () => {
  it('times a reaction from the sound to the first turn, and tells a drag from a clean step', () => {
    // A person: turns after 6 samples (300 ms), speeding up and slowing down, overshooting and correcting.
    const human = measureHeadsetInputs(
      cycles(8, { bearingQuanta: 60, turns: [0, 0, 0, 0, 0, 0, 6, 18, 24, 14, 4, 0, 0, -3], holdFrom: 16 }),
    );
    expect(human.sources).toBe(8);
    expect(human.reactionMedianMs).toBe(300);
    expect(human.fastReactionShare).toBe(0);
    expect(human.turns).toBe(8);
    expect(human.cleanStepShare).toBe(0);
    expect(human.correctionShare).toBe(1);
    expect(human.preAimedShare).toBe(0);
    expect(suspectHeadsetInputs({ ...human, samples: MIN_JUDGED_SAMPLES })).toEqual([]);

    // A program: the whole angle in the source's first sample.
    const program = measureHeadsetInputs(cycles(8, { bearingQuanta: 60, turns: [60], holdFrom: 1 }));
    expect(program.reactionMedianMs).toBe(0);
    expect(program.fastReactionShare).toBe(1);
    expect(program.cleanStepShare).toBe(1);
    expect(suspectHeadsetInputs({ ...program, samples: MIN_JUDGED_SAMPLES })).toEqual([
      'answers new sounds faster than a person hears',
      'turns in single clean steps',
    ]);
  });

  it('sees a source faced before it sounds', () => {
    // Turned during the wait onto where the source then appears, walking a little later.
    const m = measureHeadsetInputs(
      cycles(8, { bearingQuanta: 0, turns: [], waitTurns: [10, 30, 30, 10], holdFrom: 6 }),
    );
    expect(m.preAimedShare).toBe(1);
    expect(suspectHeadsetInputs({ ...m, samples: MIN_JUDGED_SAMPLES })).toContain(
      'faces sources before they sound',
    );
  });

  it('does not judge a run too short to tell', () => {
    const m = measureHeadsetInputs(cycles(4, { bearingQuanta: 60, turns: [60], holdFrom: 1 }));
    expect(m.samples).toBeLessThan(MIN_JUDGED_SAMPLES);
    expect(suspectHeadsetInputs(m)).toEqual([]);
  });

  it(
    'holds seed-aware perfect play and lets the calibration bots and the human-like players through',
    { timeout: 60_000 },
    () => {
      for (let i = 0; i < 3; i++) {
        const seed = calibrationSeed(i);
        const perfect = measure(playPerfectHeadsetRun(seed, false, 240).recording);
        expect(suspectHeadsetInputs(perfect), JSON.stringify(perfect)).toEqual(
          expect.arrayContaining([
            'answers new sounds faster than a person hears',
            'turns in single clean steps',
          ]),
        );
        const preAiming = measure(playPerfectHeadsetRun(seed, true, 240).recording);
        expect(suspectHeadsetInputs(preAiming)).toContain('faces sources before they sound');
        for (const level of BOT_LEVELS) {
          const m = measure(playBotRun(level, seed).recording);
          expect(suspectHeadsetInputs(m), `${level} ${i}: ${JSON.stringify(m)}`).toEqual([]);
        }
        const human = measure(playHumanLikeHeadsetRun(seed, humanLikeHeadsetSeed(i)).recording);
        expect(human.samples).toBeGreaterThanOrEqual(MIN_JUDGED_SAMPLES);
        expect(suspectHeadsetInputs(human), JSON.stringify(human)).toEqual([]);
      }
    },
  );
});
