import { describe, expect, it } from 'vitest';
import { expectLevelInBands, expectLevelsRanked } from '../../test/bot-bands.ts';
import * as bots from './bots.ts';
import { BOT_LEVELS, type ScoreSummary } from './bots.ts';

// Hundreds of simulated minutes per level: seconds of work, more on a busy 2-core CI machine.
describe('score calibration by bots of three skill levels', { timeout: 60_000 }, () => {
  const summaries = {} as Record<(typeof BOT_LEVELS)[number], ScoreSummary>;

  it.each(BOT_LEVELS)('%s: p10, median and p90 stay in their bands', (level) => {
    const { summary, ended } = expectLevelInBands(bots, level, (run) => run.died);
    summaries[level] = summary;
    // Runs end: a bot that cannot lose would make the score a measure of patience.
    expect(ended / bots.CALIBRATION_RUNS).toBeGreaterThan(level === 'strong' ? 0.8 : 0.99);
  });

  it('ranks the levels apart: a strong player’s median beats nine regulars in ten', () => {
    expectLevelsRanked(summaries);
  });
});
