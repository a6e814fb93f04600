import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstCheckpointMismatch, type CheckpointMismatch, type WorldCheckpoint } from '../world-hash.ts';
import { CHECKPOINT_STEPS } from './checkpoints.ts';
import { replayHeadsetRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';
import type { HeadsetWorld } from './world.ts';

/**
 * Golden replays: one recorded run per bot level (scripts/bench-headset.ts --write-golden; the average one in
 * visual mode). A change that moves any of these numbers changes what players' recorded runs score: it needs a
 * new RULES_VERSION and new goldens. Each also carries the world's hash every CHECKPOINT_STEPS steps and at its
 * end, so a change that moves the state without moving the score fails too, at the first checkpoint after it.
 */
const DIR = new URL('../../test/fixtures/headset-golden/', import.meta.url);

interface Golden {
  level: string;
  seed: number;
  rulesVersion: number;
  score: number;
  durationMs: number;
  ticks: number;
  finds: number;
  checkpointSteps: number;
  checkpoints: WorldCheckpoint[];
  gameData: Record<string, unknown>;
}

const goldens: Golden[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Golden);

function describeMismatch(m: CheckpointMismatch | null): string {
  return m
    ? `the state first differs at the checkpoint of step ${m.tick}: golden ${m.expected}, now ${m.actual}`
    : '';
}

/** The next float away from zero: the smallest change a Float64Array can hold. */
function oneUlpMore(x: number): number {
  const f = new Float64Array([x]);
  const bits = new BigInt64Array(f.buffer);
  bits[0] = bits[0]! + 1n;
  return f[0]!;
}

/** Nudges the character's x by one ulp after the steps `when` picks. */
function nudgeX(when: (tick: number) => boolean) {
  return (world: HeadsetWorld) => {
    if (!when(world.ctx.tick)) return;
    const x = world.c.FloorPosition.x;
    for (const eid of world.queries.characters) x[eid] = oneUlpMore(x[eid]!);
  };
}

describe('Headspace golden replays', () => {
  it('has one run per bot level, recorded under the current rules, with checkpoints to its end', () => {
    expect(goldens.map((g) => g.level)).toEqual(['average', 'novice', 'strong']);
    for (const g of goldens) {
      expect(g.rulesVersion).toBe(RULES_VERSION);
      expect(g.checkpointSteps).toBe(CHECKPOINT_STEPS);
      const ticks = g.checkpoints.map((c) => c.tick);
      const every = Array.from(
        { length: Math.floor(g.ticks / CHECKPOINT_STEPS) },
        (_, i) => (i + 1) * CHECKPOINT_STEPS,
      );
      expect(ticks).toEqual(every[every.length - 1] === g.ticks ? every : [...every, g.ticks]);
    }
  });

  it.each(goldens.map((g) => [g.level, g] as const))(
    '%s replays to its exact score, finds and duration, and to the same state at every checkpoint',
    (level, g) => {
      const result = replayHeadsetRun(g.gameData, g.seed, { checkpoints: g.checkpointSteps });
      expect(result).toMatchObject({
        score: g.score,
        durationMs: g.durationMs,
        ticks: g.ticks,
        finds: g.finds,
        timeUp: true,
        visual: level === 'average',
      });
      const mismatch = firstCheckpointMismatch(g.checkpoints, result.checkpoints);
      expect(mismatch, describeMismatch(mismatch)).toBeNull();
    },
  );

  it('pins the goldens’ figures, so a drift in the calibration shows in review', () => {
    expect(goldens.map((g) => [g.level, g.score, g.finds, g.durationMs])).toMatchInlineSnapshot(`
      [
        [
          "average",
          1276,
          25,
          75833,
        ],
        [
          "novice",
          733,
          15,
          67683,
        ],
        [
          "strong",
          2335,
          43,
          101250,
        ],
      ]
    `);
  });
});

describe('Headspace golden checkpoints catch drift that the score hides', () => {
  it.each(goldens.map((g) => [g.level, g] as const))(
    '%s: x one ulp off once, at step 2000, keeps the score and fails at step 2000',
    (_level, g) => {
      const drifted = replayHeadsetRun(g.gameData, g.seed, {
        checkpoints: g.checkpointSteps,
        afterStep: nudgeX((tick) => tick === 2000),
      });
      expect(drifted).toMatchObject({ score: g.score, durationMs: g.durationMs, ticks: g.ticks });
      expect(firstCheckpointMismatch(g.checkpoints, drifted.checkpoints)?.tick).toBe(2000);
    },
  );

  it('and a hook that changes nothing leaves every checkpoint as it was (the control)', () => {
    const g = goldens[0]!;
    const untouched = replayHeadsetRun(g.gameData, g.seed, {
      checkpoints: g.checkpointSteps,
      afterStep: nudgeX(() => false),
    });
    expect(firstCheckpointMismatch(g.checkpoints, untouched.checkpoints)).toBeNull();
  });
});
