import { describe, expect, it } from 'vitest';
import { expectLevelInBands, expectLevelsRanked } from '../../test/bot-bands.ts';
import * as bots from './bots.ts';
import { BOT_LEVELS, type ScoreSummary } from './bots.ts';

// A sample of runs a level (test/bot-bands.ts: every calibration run in the full command), minutes of simulated
// play each: seconds of work, more on a busy 2-core CI machine.
describe('Headspace score calibration by bots of three skill levels', { timeout: 60_000 }, () => {
  const summaries = {} as Record<(typeof BOT_LEVELS)[number], ScoreSummary>;

  it.each(BOT_LEVELS)('%s: p10, median and p90 stay in their bands', (level) => {
    const { summary, runs, ended } = expectLevelInBands(bots, level, (run) => run.timeUp);
    summaries[level] = summary;
    // Every run ends: the clock's speed-up outpaces every player.
    expect(ended).toBe(runs);
  });

  it('ranks the levels apart: a strong player’s median beats nine regulars in ten', () => {
    expectLevelsRanked(summaries);
  });
});
