import { describe, expect, it } from 'vitest';
import {
  describeMismatch,
  expectGoldensCurrent,
  itCatchesDriftOnce,
  oneUlpMore,
  readGoldens,
  type GoldenReplay,
} from '../../test/golden-replays.ts';
import { firstCheckpointMismatch } from '../world-hash.ts';
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

interface Golden extends GoldenReplay {
  finds: number;
}

const goldens = readGoldens<Golden>(DIR);

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
    expectGoldensCurrent(goldens, RULES_VERSION, CHECKPOINT_STEPS);
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
  itCatchesDriftOnce(goldens, replayHeadsetRun, nudgeX, 2000, 'x');
});
