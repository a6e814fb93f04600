import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_LEVELS, calibrationSeed, playBotRun } from './bots.ts';
import {
  createInputTraceRecorder,
  measureInputs,
  suspectInputs,
  type InputMeasures,
  type InputTrace,
} from './input-measures.ts';
import { replayMouseRun } from './replay.ts';
import { humanLikeSeed, playHumanLikeRun, playPerfectRun } from './synthetic-players.ts';
import type { MouseGameData } from './replay-format.ts';

function measure(recording: MouseGameData): InputMeasures {
  const recorder = createInputTraceRecorder();
  replayMouseRun(recording, recording.seed, { afterStep: recorder.afterStep });
  return measureInputs(recorder.trace());
}

const JUDGED = ['centreShare', 'timingSpreadMs', 'stillShare'] as const;
const REPORTED = [...JUDGED, 'correctionShare', 'constantSpeedShare', 'timingMedianMs'] as const;

function spread(runs: readonly InputMeasures[], key: (typeof REPORTED)[number]): string {
  const values = runs.map((m) => m[key]).filter((v): v is number => v !== null);
  values.sort((a, b) => a - b);
  if (values.length === 0) return 'n/a';
  const f = (v: number) => Number(v.toFixed(3));
  return `${f(values[0]!)} / ${f(values[values.length >> 1]!)} / ${f(values[values.length - 1]!)} (${values.length})`;
}

// About two hundred simulated minutes: seconds of work, more on a busy CI machine.
describe('input measures: the project’s bots against synthetic human-like runs', { timeout: 120_000 }, () => {
  const RUNS = 20;
  const groups: Record<string, InputMeasures[]> = {};
  beforeAll(() => {
    for (const level of BOT_LEVELS)
      groups[level] = Array.from({ length: RUNS }, (_, i) =>
        measure(playBotRun(level, calibrationSeed(i), 360).recording),
      );
    groups.perfect = Array.from({ length: 5 }, (_, i) =>
      measure(playPerfectRun(calibrationSeed(i), 240).recording),
    );
    groups['human-like'] = Array.from({ length: 2 * RUNS }, (_, i) =>
      measure(playHumanLikeRun(calibrationSeed(i), humanLikeSeed(i)).recording),
    );
  });

  it('flags every bot run and no human-like run', () => {
    const lines = Object.entries(groups).flatMap(([group, runs]) => [
      `${group}: min / median / max (runs)`,
      ...REPORTED.map((key) => `  ${key}: ${spread(runs, key)}`),
    ]);
    console.log(lines.join('\n'));
    for (const group of [...BOT_LEVELS, 'perfect'])
      for (const [i, m] of groups[group]!.entries())
        expect(suspectInputs(m), `${group} run ${i}: ${JSON.stringify(m)}`).not.toEqual([]);
    for (const [i, m] of groups['human-like']!.entries())
      expect(suspectInputs(m), `human-like run ${i}: ${JSON.stringify(m)}`).toEqual([]);
  });

  it('sees the perfect bot by its aim and its timing, the score bots by their restless hand', () => {
    for (const m of groups.perfect!)
      expect(suspectInputs(m)).toEqual([
        'steers on the lane centre exactly',
        'answers every lane change with the same timing',
      ]);
    for (const level of BOT_LEVELS)
      for (const m of groups[level]!) expect(suspectInputs(m)).toContain('the hand is never at rest');
  });
});

describe('input measures on made-up series', () => {
  const flat = (n: number, v: number) => Array.from({ length: n }, () => v);

  it('counts the samples on the centre and at rest', () => {
    const trace: InputTrace = { target: [0, 0, 1, 1], centre: flat(4, 0) };
    expect(measureInputs(trace)).toMatchObject({ samples: 4, centreShare: 0.5, stillShare: 2 / 3 });
  });

  it('times lane changes by their midpoint crossings, to a fraction of a sample', () => {
    // Ten lane changes to the right and back: the centre crosses the midpoint at 9.5 samples into each, the
    // target (15 quanta short at 11, 5 past at 12) at 11.75: 2.25 samples, 112.5 ms late.
    const centre: number[] = [];
    const target: number[] = [];
    for (let turn = 0; turn < 10; turn++) {
      const from = (turn % 2) * 30;
      const to = 30 - from;
      for (let k = 0; k < 40; k++) {
        centre.push(k < 10 ? from : to);
        target.push(k < 12 ? from : k === 12 ? (from + to) / 2 + (to - from) / 6 : to);
      }
    }
    const m = measureInputs({ target, centre });
    expect(m.turns).toBe(10);
    expect(m.timingSpreadMs).toBeCloseTo(0, 6);
    expect(m.timingMedianMs).toBeCloseTo(112.5, 6);
  });

  it('does not judge a run too short to tell', () => {
    expect(suspectInputs(measureInputs({ target: flat(100, 0), centre: flat(100, 0) }))).toEqual([]);
  });
});
