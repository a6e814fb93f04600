import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import {
  firstCheckpointMismatch,
  type CheckpointMismatch,
  type WorldCheckpoint,
} from '../systems/world-hash.ts';

/**
 * What every game's golden replay test shares: reading the fixtures (scripts/bench-<game>.ts --write-golden), the
 * checks that they match the current rules and carry checkpoints to their end, and the tools that drift a replay.
 * Each game's golden.test.ts keeps what its result holds and how its world is nudged.
 */

/** One golden fixture: the fields every game writes (a game's fixture may add its own figures). */
export interface GoldenReplay {
  level: string;
  seed: number;
  rulesVersion: number;
  score: number;
  durationMs: number;
  ticks: number;
  checkpointSteps: number;
  checkpoints: WorldCheckpoint[];
  gameData: Record<string, unknown>;
}

/** The fixtures in `dir`, by file name (so by level). */
export function readGoldens<G extends GoldenReplay>(dir: URL): G[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as G);
}

/** One run per bot level, recorded under the current rules, with a checkpoint every `checkpointSteps` and at its end. */
export function expectGoldensCurrent(
  goldens: GoldenReplay[],
  rulesVersion: number,
  checkpointSteps: number,
): void {
  expect(goldens.map((g) => g.level)).toEqual(['average', 'novice', 'strong']);
  for (const g of goldens) {
    expect(g.rulesVersion).toBe(rulesVersion);
    expect(g.checkpointSteps).toBe(checkpointSteps);
    const ticks = g.checkpoints.map((c) => c.tick);
    const every = Array.from(
      { length: Math.floor(g.ticks / checkpointSteps) },
      (_, i) => (i + 1) * checkpointSteps,
    );
    expect(ticks).toEqual(every[every.length - 1] === g.ticks ? every : [...every, g.ticks]);
  }
}

/** The failure message for a checkpoint mismatch: where the state first departs. */
export function describeMismatch(m: CheckpointMismatch | null): string {
  return m
    ? `the state first differs at the checkpoint of step ${m.tick}: golden ${m.expected}, now ${m.actual}`
    : '';
}

/** The next float away from zero: the smallest change a Float64Array can hold. */
export function oneUlpMore(x: number): number {
  const f = new Float64Array([x]);
  const bits = new BigInt64Array(f.buffer);
  bits[0] = bits[0]! + 1n;
  return f[0]!;
}

/** A game's replay as the drift tests call it: with checkpoints, and a hook after every step. */
type ReplayWithHook<W> = (
  gameData: Record<string, unknown>,
  seed: number,
  options: { checkpoints: number; afterStep: (world: W) => void },
) => { score: number; durationMs: number; ticks: number; checkpoints: WorldCheckpoint[] };

/**
 * The drift tests every game shares (inside its describe block): a value nudged one ulp once, at step `atTick`,
 * leaves the score as it was and fails the checkpoint of that very step; and a hook that nudges nothing leaves
 * every checkpoint as it was (the control). `nudge(when)` nudges the game's chosen value after the steps `when`
 * picks; `what` names it in the test's title.
 */
export function itCatchesDriftOnce<W>(
  goldens: GoldenReplay[],
  replay: ReplayWithHook<W>,
  nudge: (when: (tick: number) => boolean) => (world: W) => void,
  atTick: number,
  what: string,
): void {
  it.each(goldens.map((g) => [g.level, g] as const))(
    `%s: ${what} one ulp off once, at step ${atTick}, keeps the score and fails at step ${atTick}`,
    (_level, g) => {
      const drifted = replay(g.gameData, g.seed, {
        checkpoints: g.checkpointSteps,
        afterStep: nudge((tick) => tick === atTick),
      });
      expect(drifted).toMatchObject({ score: g.score, durationMs: g.durationMs, ticks: g.ticks });
      expect(firstCheckpointMismatch(g.checkpoints, drifted.checkpoints)?.tick).toBe(atTick);
    },
  );

  it('and a hook that changes nothing leaves every checkpoint as it was (the control)', () => {
    const g = goldens[0]!;
    const untouched = replay(g.gameData, g.seed, {
      checkpoints: g.checkpointSteps,
      afterStep: nudge(() => false),
    });
    expect(firstCheckpointMismatch(g.checkpoints, untouched.checkpoints)).toBeNull();
  });
}
