import { describe, expect, it } from 'vitest';
import { expectLevelInBands, expectLevelsRanked } from '../../test/bot-bands.ts';
import * as bots from './bots.ts';
import { BOT_LEVELS, type ScoreSummary } from './bots.ts';

// Hundreds of simulated minutes per level: seconds of work, more on a busy 2-core CI machine.
describe('Headspace score calibration by bots of three skill levels', { timeout: 60_000 }, () => {
  const summaries = {} as Record<(typeof BOT_LEVELS)[number], ScoreSummary>;

  it.each(BOT_LEVELS)('%s: p10, median and p90 stay in their bands', (level) => {
    const { summary, ended } = expectLevelInBands(bots, level, (run) => run.timeUp);
    summaries[level] = summary;
    // Every run ends: the clock's speed-up outpaces every player.
    expect(ended).toBe(bots.CALIBRATION_RUNS);
  });

  it('ranks the levels apart: a strong player’s median beats nine regulars in ten', () => {
    expectLevelsRanked(summaries);
  });
});
