import { describe, expect, it } from 'vitest';
import {
  expectCheckpointsEvery500,
  expectHeaderRefused,
  expectMalformedRefused,
  refusalOf,
} from '../../test/replay-refusals.ts';
import { calibrationSeed, playBotRun } from './bots.ts';
import { replayKeyboardRun } from './replay.ts';
import { RULES_VERSION, RULES_VERSIONS } from './rules.ts';

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

  it('refuses a rules version the server does not play, or another seed', () => {
    expect(RULES_VERSIONS).toEqual([1, 2]);
    expectHeaderRefused(refusal, data, RULES_VERSION, 'versions 1 and 2');
    expect(refusal({ ...data(), rulesVersion: 0 })).toBe(
      'recorded under rules version 0, but this server plays versions 1 and 2',
    );
    expect(refusal({ ...data(), rulesVersion: 1.5 })).toMatch(/rules version 1.5, but/);
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

describe('the rules versions: each run is replayed under the version it names', () => {
  // A newcomer's first runs: the first rows mostly missed (bots.ts), so the warm-up matters to them.
  const seeds = Array.from({ length: 8 }, (_, i) => calibrationSeed(i));
  const v1 = seeds.map((seed) => ({ seed, run: playBotRun('newcomer', seed, 600, undefined, 0, 1) }));
  const v2 = seeds.map((seed) => ({ seed, run: playBotRun('newcomer', seed, 600, undefined, 0, 2) }));

  it('a version 1 run verifies to its version 1 score; a version 2 run to its own', () => {
    for (const { seed, run } of [...v1, ...v2]) {
      const replayed = replayKeyboardRun(run.recording, seed);
      expect(replayed).toMatchObject({
        score: run.score,
        ticks: run.ticks,
        missed: run.missed,
        over: run.over,
        rulesVersion: run.recording.rulesVersion,
      });
    }
    expect(v1.every(({ run }) => run.recording.rulesVersion === 1)).toBe(true);
    expect(v2.every(({ run }) => run.recording.rulesVersion === 2)).toBe(true);
  });

  it('version 2 forgives the warm-up’s misses: the same newcomer lasts longer and never ends there', () => {
    v1.forEach(({ run }, i) => {
      const later = v2[i]!.run;
      expect(later.ticks).toBeGreaterThanOrEqual(run.ticks);
      expect(later.score).toBeGreaterThanOrEqual(run.score);
    });
    // Under version 1 most of these first runs end within 12 s; under version 2 none ends before the warm-up's
    // last row (beat 24 + 32: over 18 s in).
    expect(v1.filter(({ run }) => run.ticks < 12 * 60).length).toBeGreaterThanOrEqual(4);
    for (const { run } of v2) expect(run.ticks).toBeGreaterThan(18 * 60);
  });

  it('a version 1 run that names version 2 is scored under version 2: the same presses, no more points', () => {
    for (const { seed, run } of v1) {
      const relabelled = replayKeyboardRun({ ...run.recording, rulesVersion: 2 }, seed);
      // The chart is the same: every press rates as it did, and the score is the same. Where version 1 ended the
      // run on a warm-up miss, version 2 has not: the run reads as one the player left, not over.
      expect(relabelled).toMatchObject({ score: run.score, ticks: run.ticks, missed: run.missed });
      expect(relabelled.misses).toBeLessThanOrEqual(run.misses);
      expect(relabelled.rulesVersion).toBe(2);
    }
  });

  it('a version 2 run that names version 1 is refused when version 1 would have ended it sooner', () => {
    let refused = 0;
    for (const { seed, run } of v2) {
      const claimed = { ...run.recording, rulesVersion: 1 };
      let result: ReturnType<typeof replayKeyboardRun> | null = null;
      try {
        result = replayKeyboardRun(claimed, seed);
      } catch (error) {
        expect((error as Error).message).toMatch(/^the run ended at step \d+, but the replay goes on/);
        refused++;
      }
      // Where version 1 lets it through (no third miss in the warm-up), it scores what it scored.
      if (result) expect(result).toMatchObject({ score: run.score, rulesVersion: 1 });
    }
    expect(refused).toBeGreaterThanOrEqual(4);
  });
});
