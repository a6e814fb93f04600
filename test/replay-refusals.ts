import { expect } from 'vitest';
import { InvalidReplayError } from '../systems/replay-timeline.ts';
import type { WorldCheckpoint } from '../systems/world-hash.ts';

/**
 * What every game's replay test checks the same way, whatever its commands: the refusals of a malformed header or
 * timeline, of another rules version or seed, and the checkpoints the replay hashes. Each game's replay.test.ts
 * keeps its own commands' refusals and what its result reads from the world.
 */

/** A game's replay as its tests call it. */
export type ReplayRun = (
  gameData: unknown,
  seed: number,
  options?: { checkpoints?: number },
) => { checkpoints: WorldCheckpoint[] };

/** A copy of a recording that a test may change freely. */
export type RecordingCopy = () => Record<string, unknown> & { commands: unknown[][] };

/** Calls `replay` and returns its refusal's message; fails the test if it accepts the data or throws otherwise. */
export function refusalOf(replay: ReplayRun): (gameData: unknown, seed?: number) => string {
  return (gameData, seed = 31) => {
    try {
      replay(gameData, seed);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidReplayError);
      return (error as Error).message;
    }
    throw new Error('the replay was accepted');
  };
}

/** Malformed data that no game accepts, each refused with a reason that names the field. */
export function expectMalformedRefused(refusal: (gameData: unknown) => string, data: RecordingCopy): void {
  expect(refusal(null)).toMatch(/game data/);
  expect(refusal({})).toMatch(/rulesVersion/);
  expect(refusal({ ...data(), ticks: -5 })).toMatch(/^ticks:/);
  expect(refusal({ ...data(), ticks: 10 ** 9 })).toMatch(/^ticks:/);
  expect(refusal({ ...data(), commands: 'no' })).toMatch(/^commands:/);
  expect(refusal({ ...data(), commands: [[0, 500]] })).toMatch(/^commands\.0/);
  expect(refusal({ ...data(), commands: [[0, 'jump', 1]] })).toMatch(/^commands\.0/);
  expect(refusal({ ...data(), commands: [[0.5, 3]] })).toMatch(/^commands\.0/);
}

/**
 * A recording (of seed 31) replayed under the next rules version or with seed 32 is refused, naming both. `plays`
 * is how the refusal names the versions the server plays (a game that replays its older versions lists them).
 */
export function expectHeaderRefused(
  refusal: (gameData: unknown, seed?: number) => string,
  data: RecordingCopy,
  rulesVersion: number,
  plays = `version ${rulesVersion}`,
): void {
  expect(refusal({ ...data(), rulesVersion: rulesVersion + 1 })).toMatch(
    new RegExp(`rules version ${rulesVersion + 1}.*${plays}`),
  );
  expect(refusal(data(), 32)).toMatch(/seed 31, not this run's seed/);
}

/**
 * Commands off the input samples (every 3 steps) or after the run's last step are refused, and so are steps past
 * the end of a run that ended by itself after `runTicks` steps.
 */
export function expectTimelineRefused(
  refusal: (gameData: unknown) => string,
  data: RecordingCopy,
  runTicks: number,
): void {
  expect(refusal({ ...data(), commands: [[4, 10]] })).toMatch(/not on an input sample/);
  expect(
    refusal({
      ...data(),
      commands: [
        [0, 10],
        [0, 12],
      ],
    }),
  ).toMatch(/commands\.1: not on an input sample/);
  expect(refusal({ ...data(), commands: [[Math.ceil(runTicks / 3) * 3, 10]] })).toMatch(
    /after the run's last step/,
  );
  expect(refusal({ ...data(), ticks: runTicks + 60 })).toMatch(
    new RegExp(`ended at step ${runTicks}, but the replay goes on`),
  );
}

/** Hashes every 500 steps and after the last (`runTicks`), the same each time; none unless asked; whole steps only. */
export function expectCheckpointsEvery500(replay: ReplayRun, data: RecordingCopy, runTicks: number): void {
  const { checkpoints } = replay(data(), 31, { checkpoints: 500 });
  const ticks = checkpoints.map((c) => c.tick);
  expect(ticks[ticks.length - 1]).toBe(runTicks);
  expect(ticks.slice(0, -1)).toEqual(ticks.slice(0, -1).map((_, i) => (i + 1) * 500));
  for (const c of checkpoints) expect(c.hash).toMatch(/^[0-9a-f]{8}$/);
  expect(replay(data(), 31, { checkpoints: 500 }).checkpoints).toEqual(checkpoints);
  expect(replay(data(), 31).checkpoints).toEqual([]);
  expect(() => replay(data(), 31, { checkpoints: 2.5 })).toThrow(RangeError);
}
