import { describe, expect, it } from 'vitest';
import {
  describeMismatch,
  expectGoldensCurrent,
  itCatchesDriftOnce,
  oneUlpMore,
  readGoldens,
} from '../../test/golden-replays.ts';
import { firstCheckpointMismatch } from '../world-hash.ts';
import { CHECKPOINT_STEPS } from './checkpoints.ts';
import { replayMouseRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';
import type { MouseWorld } from './world.ts';

/**
 * Golden replays: one recorded run per bot level (scripts/bench-mouse.ts --write-golden). A change that moves
 * any of these numbers changes what players' recorded runs score: it needs a new RULES_VERSION and new goldens.
 * Each also carries the world's hash every CHECKPOINT_STEPS steps and at its end, so a change that moves the
 * state without moving the score (a last bit of a position, an accumulator) fails too, at the first checkpoint
 * after it.
 */
const DIR = new URL('../../test/fixtures/mouse-golden/', import.meta.url);

const goldens = readGoldens(DIR);

/** Nudges every player's x by one ulp after the steps `when` picks. */
function nudgeX(when: (tick: number) => boolean) {
  return (world: MouseWorld) => {
    if (!when(world.ctx.tick)) return;
    const x = world.c.LateralPosition.x;
    for (const player of world.queries.players) x[player] = oneUlpMore(x[player]!);
  };
}

describe('golden replays', () => {
  it('has one run per bot level, recorded under the current rules, with checkpoints to its end', () => {
    expectGoldensCurrent(goldens, RULES_VERSION, CHECKPOINT_STEPS);
  });

  it.each(goldens.map((g) => [g.level, g] as const))(
    '%s replays to its exact score and duration, and to the same state at every checkpoint',
    (_level, g) => {
      const result = replayMouseRun(g.gameData, g.seed, { checkpoints: g.checkpointSteps });
      expect(result).toMatchObject({
        score: g.score,
        durationMs: g.durationMs,
        ticks: g.ticks,
        pointsLeft: 0,
      });
      const mismatch = firstCheckpointMismatch(g.checkpoints, result.checkpoints);
      expect(mismatch, describeMismatch(mismatch)).toBeNull();
    },
  );
});

/*
 * A one-ulp nudge of x between two checkpoints is usually gone by the next one: the sphere closes a third of the
 * gap to its target each step, and the rounding of that glide brings x back to the very same bits within a few
 * steps. The state is then truly identical again, so there is nothing left to catch. These tests therefore
 * nudge either on every step from some step on (as a rules change would) or on a checkpoint's own step.
 */
describe('golden checkpoints catch drift that the score hides', () => {
  it.each(goldens.map((g) => [g.level, g] as const))(
    '%s: x one ulp off after every step from step 1234 (a steering rule that rounds differently) keeps the score and fails at step 1500',
    (_level, g) => {
      const drifted = replayMouseRun(g.gameData, g.seed, {
        checkpoints: g.checkpointSteps,
        afterStep: nudgeX((tick) => tick >= 1234),
      });
      // What the score check alone sees: nothing.
      expect(drifted).toMatchObject({ score: g.score, durationMs: g.durationMs, ticks: g.ticks });
      // What the checkpoints see: the first checkpoint after the drift began.
      expect(firstCheckpointMismatch(g.checkpoints, drifted.checkpoints)).toMatchObject({
        tick: 1500,
        expected: g.checkpoints[2]!.hash,
      });
    },
  );

  itCatchesDriftOnce(goldens, replayMouseRun, nudgeX, 2000, 'x');
});
