import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayMouseRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';

/**
 * Golden replays: one recorded run per bot level (scripts/bench-mouse.ts --write-golden). A change that moves
 * any of these numbers changes what players' recorded runs score: it needs a new RULES_VERSION and new goldens.
 */
const DIR = new URL('../../test/fixtures/mouse-golden/', import.meta.url);

interface Golden {
  level: string;
  seed: number;
  rulesVersion: number;
  score: number;
  durationMs: number;
  ticks: number;
  gameData: Record<string, unknown>;
}

const goldens: Golden[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as Golden);

describe('golden replays', () => {
  it('has one run per bot level, recorded under the current rules', () => {
    expect(goldens.map((g) => g.level)).toEqual(['average', 'novice', 'strong']);
    for (const g of goldens) expect(g.rulesVersion).toBe(RULES_VERSION);
  });

  it.each(goldens.map((g) => [g.level, g] as const))(
    '%s replays to its exact score and duration',
    (_level, g) => {
      const result = replayMouseRun(g.gameData, g.seed);
      expect(result).toMatchObject({
        score: g.score,
        durationMs: g.durationMs,
        ticks: g.ticks,
        pointsLeft: 0,
      });
    },
  );
});
