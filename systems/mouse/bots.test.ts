import { describe, expect, it } from 'vitest';
import { expectLevelInBands, expectLevelsRanked } from '../../test/bot-bands.ts';
import * as bots from './bots.ts';
import { BOT_LEVELS, type ScoreSummary } from './bots.ts';

// A sample of runs a level (test/bot-bands.ts: every calibration run in the full command), minutes of simulated
// play each: seconds of work, more on a busy 2-core CI machine.
describe('score calibration by bots of three skill levels', { timeout: 60_000 }, () => {
  const summaries = {} as Record<(typeof BOT_LEVELS)[number], ScoreSummary>;

  it.each(BOT_LEVELS)('%s: p10, median and p90 stay in their bands', (level) => {
    const { summary, runs, ended } = expectLevelInBands(bots, level, (run) => run.died);
    summaries[level] = summary;
    // Runs end: a bot that cannot lose would make the score a measure of patience.
    expect(ended / runs).toBeGreaterThan(level === 'strong' ? 0.8 : 0.99);
  });

  it('ranks the levels apart: a strong player’s median beats nine regulars in ten', () => {
    expectLevelsRanked(summaries);
  });
});
