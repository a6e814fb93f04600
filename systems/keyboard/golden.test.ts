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
import { replayKeyboardRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * Golden replays: one recorded run per bot level (npm run bench:keyboard -- --write-golden; the average one with a
 * calibration of 40 ms, the strong one −15 ms). A change that moves any of these numbers changes what players'
 * recorded runs score: it needs a new RULES_VERSION and new goldens. Each also carries the world's hash every
 * CHECKPOINT_STEPS steps and at its end, so a change that moves the state without moving the score fails too.
 */
const DIR = new URL('../../test/fixtures/keyboard-golden/', import.meta.url);

interface Golden extends GoldenReplay {
  perfects: number;
  goods: number;
  bads: number;
  missed: number;
}

const goldens = readGoldens<Golden>(DIR);

/** Nudges the camera's z by one ulp after the steps `when` picks (the next step sets it afresh from the beat). */
function nudgeZ(when: (tick: number) => boolean) {
  return (world: KeyboardWorld) => {
    if (!when(world.ctx.tick)) return;
    const previous = world.c.Runner.previousZ;
    for (const eid of world.queries.runners) previous[eid] = oneUlpMore(previous[eid]!);
  };
}

describe('Jungle Board golden replays', () => {
  it('has one run per bot level, recorded under the current rules, with checkpoints to its end', () => {
    expectGoldensCurrent(goldens, RULES_VERSION, CHECKPOINT_STEPS);
  });

  it.each(goldens.map((g) => [g.level, g] as const))(
    '%s replays to its exact score, ratings and duration, and to the same state at every checkpoint',
    (level, g) => {
      const result = replayKeyboardRun(g.gameData, g.seed, { checkpoints: g.checkpointSteps });
      expect(result).toMatchObject({
        score: g.score,
        durationMs: g.durationMs,
        ticks: g.ticks,
        perfects: g.perfects,
        goods: g.goods,
        bads: g.bads,
        missed: g.missed,
        over: true,
        calibrationMs: { novice: 0, average: 40, strong: -15 }[level],
      });
      const mismatch = firstCheckpointMismatch(g.checkpoints, result.checkpoints);
      expect(mismatch, describeMismatch(mismatch)).toBeNull();
    },
  );

  it('pins the goldens’ figures, so a drift in the calibration shows in review', () => {
    expect(goldens.map((g) => [g.level, g.score, g.perfects, g.missed, g.durationMs])).toMatchInlineSnapshot(`
      [
        [
          "average",
          123,
          13,
          3,
          20867,
        ],
        [
          "novice",
          333,
          24,
          3,
          45067,
        ],
        [
          "strong",
          2648,
          248,
          2,
          165967,
        ],
      ]
    `);
  });
});

describe('Jungle Board golden checkpoints catch drift that the score hides', () => {
  itCatchesDriftOnce(goldens, replayKeyboardRun, nudgeZ, 1000, 'the previous z');
});
