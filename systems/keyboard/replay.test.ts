import { describe, expect, it } from 'vitest';
import {
  expectCheckpointsEvery500,
  expectHeaderRefused,
  expectMalformedRefused,
  refusalOf,
} from '../../test/replay-refusals.ts';
import { playBotRun } from './bots.ts';
import { replayKeyboardRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';

const run = playBotRun('sloppy', 31);
const data = () =>
  JSON.parse(JSON.stringify(run.recording)) as Record<string, unknown> & { commands: unknown[][] };

const refusal = refusalOf(replayKeyboardRun);

describe('replayKeyboardRun validation', () => {
  it('accepts what the game recorded, with or without the seed in it', () => {
    expect(run.over).toBe(true);
    expect(replayKeyboardRun(data(), 31)).toMatchObject({
      score: run.score,
      ticks: run.ticks,
      perfects: run.perfects,
      goods: run.goods,
      bads: run.bads,
      missed: run.missed,
      misses: 3,
      over: true,
      calibrationMs: 0,
    });
    const { seed: _seed, ...withoutSeed } = data();
    expect(replayKeyboardRun(withoutSeed, 31).score).toBe(run.score);
  });

  it('refuses malformed data with a reason that names the field', () => {
    expectMalformedRefused(refusal, data);
    expect(refusal({ ...data(), commands: [[0, 'x', 10]] })).toMatch(/^commands\.0\.1/);
    expect(refusal({ ...data(), commands: [[0, 'u', 10.0001]] })).toMatch(
      /^commands\.0\.2: a press time has at most 3 decimals/,
    );
    expect(refusal({ ...data(), calibrationMs: 251 })).toMatch(/^calibrationMs:/);
    expect(refusal({ ...data(), calibrationMs: 2.5 })).toMatch(/^calibrationMs:/);
    const { calibrationMs: _c, ...withoutCalibration } = data();
    expect(refusal(withoutCalibration)).toMatch(/^calibrationMs:/);
  });

  it('refuses another rules version or another seed', () => {
    expectHeaderRefused(refusal, data, RULES_VERSION);
  });

  it('refuses presses off their step, after the end, too many, and steps after the run is over', () => {
    // Step 60 spans 1000 … 1016.67 ms. (Without the run's presses, a replay must stop before the first key row's
    // window closes: 300 steps, 5 s.)
    const early = { ...data(), ticks: 300 };
    expect(refusal({ ...early, commands: [[60, 'u', 1016.667]] })).toMatch(
      /^commands\.0: pressed at 1016.667 ms, after its step \(60\) ended/,
    );
    expect(replayKeyboardRun({ ...early, commands: [[60, 'u', 1016.666]] }, 31).ticks).toBe(300);
    expect(refusal({ ...early, commands: [[60, 'u', 499.999]] })).toMatch(
      /more than 500 ms before its step \(60\)/,
    );
    expect(replayKeyboardRun({ ...early, commands: [[60, 'u', 500]] }, 31).ticks).toBe(300);
    expect(
      refusal({ ...data(), commands: [[run.ticks, 'u', Math.round((run.ticks * 1e6) / 60) / 1000]] }),
    ).toMatch(/after the run's last step/);
    const burst = Array.from({ length: 31 }, (_, i) => [i === 0 ? 120 : 1, 'd', 2000 + i * (1000 / 60)]);
    expect(
      refusal({ ...early, commands: burst.map(([g, k, t]) => [g, k, Math.round(Number(t) * 1000) / 1000]) }),
    ).toMatch(/^commands\.30: more than 30 presses within a second/);
    expect(refusal({ ...data(), ticks: run.ticks + 60 })).toMatch(
      new RegExp(`ended at step ${run.ticks}, but the replay goes on`),
    );
  });

  it('hashes the world every n steps and after the last, the same hashes each time', () => {
    expectCheckpointsEvery500(replayKeyboardRun, data, run.ticks);
  });

  it('scores a run stopped early (the player left) up to where it stopped', () => {
    const stopped = replayKeyboardRun({ ...data(), ticks: 300, commands: [] }, 31);
    expect(stopped).toMatchObject({ ticks: 300, durationMs: 5000, over: false, score: 0 });
  });

  it('plays several presses on one step (gap 0) in their recorded order', () => {
    const presses = [
      [150, 'u', 2500.5],
      [0, 'd', 2501],
    ];
    expect(replayKeyboardRun({ ...data(), ticks: 300, commands: presses }, 31).ticks).toBe(300);
  });
});
