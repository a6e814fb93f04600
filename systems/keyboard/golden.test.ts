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
import { RULES_VERSION, RULES_VERSIONS, type KeyboardRulesVersion } from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * Golden replays: one recorded run per bot level and rules version (npm run bench:keyboard -- --write-golden writes
 * the current version's; the average one with a calibration of 40 ms, the strong one −15 ms). A change that moves
 * any of these numbers changes what players' recorded runs score: it needs a new RULES_VERSION and new goldens, and
 * the older versions' goldens must still pass as they are (the server replays a run under the version it names).
 * Each also carries the world's hash every CHECKPOINT_STEPS steps and at its end, so a change that moves the state
 * without moving the score fails too.
 */
const DIRS: Record<KeyboardRulesVersion, URL> = {
  1: new URL('../../test/fixtures/keyboard-golden/', import.meta.url),
  2: new URL('../../test/fixtures/keyboard-golden-v2/', import.meta.url),
};

interface Golden extends GoldenReplay {
  perfects: number;
  goods: number;
  bads: number;
  missed: number;
}

const GOLDENS = Object.fromEntries(
  RULES_VERSIONS.map((version) => [version, readGoldens<Golden>(DIRS[version])]),
) as Record<KeyboardRulesVersion, Golden[]>;

/** Nudges the camera's z by one ulp after the steps `when` picks (the next step sets it afresh from the beat). */
function nudgeZ(when: (tick: number) => boolean) {
  return (world: KeyboardWorld) => {
    if (!when(world.ctx.tick)) return;
    const previous = world.c.Runner.previousZ;
    for (const eid of world.queries.runners) previous[eid] = oneUlpMore(previous[eid]!);
  };
}

describe.each(RULES_VERSIONS)('Jungle Board golden replays, rules version %i', (version) => {
  const goldens = GOLDENS[version];

  it('has one run per bot level, recorded under this version, with checkpoints to its end', () => {
    expectGoldensCurrent(goldens, version, CHECKPOINT_STEPS);
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
        rulesVersion: version,
      });
      const mismatch = firstCheckpointMismatch(g.checkpoints, result.checkpoints);
      expect(mismatch, describeMismatch(mismatch)).toBeNull();
    },
  );
});

describe('Jungle Board golden figures', () => {
  it('has goldens for every version the server plays, the current one among them', () => {
    expect(RULES_VERSIONS).toContain(RULES_VERSION);
    for (const version of RULES_VERSIONS) expect(GOLDENS[version]).toHaveLength(3);
  });

  it('pins version 1’s figures as they were recorded, so a drift in the calibration shows in review', () => {
    expect(GOLDENS[1].map((g) => [g.level, g.score, g.perfects, g.missed, g.durationMs]))
      .toMatchInlineSnapshot(`
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

  it('pins version 2’s figures: the average run lives on through its warm-up misses', () => {
    expect(GOLDENS[2].map((g) => [g.level, g.score, g.perfects, g.missed, g.durationMs]))
      .toMatchInlineSnapshot(`
      [
        [
          "average",
          379,
          33,
          5,
          47667,
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
  itCatchesDriftOnce(GOLDENS[RULES_VERSION], replayKeyboardRun, nudgeZ, 1000, 'the previous z');
});
