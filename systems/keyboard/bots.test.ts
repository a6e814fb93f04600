import { describe, expect, it } from 'vitest';
import { expectLevelInBands, expectLevelsRanked } from '../../test/bot-bands.ts';
import * as bots from './bots.ts';
import { BOT_LEVELS, playBotRun, type ScoreSummary } from './bots.ts';

// A sample of runs a level (test/bot-bands.ts: every calibration run in the full command), each up to 166 s of
// music: seconds of work, more on a busy 2-core CI machine.
describe('Jungle Board score calibration by bots of three skill levels', { timeout: 120_000 }, () => {
  const summaries = {} as Record<(typeof BOT_LEVELS)[number], ScoreSummary>;

  it.each(BOT_LEVELS)('%s: p10, median and p90 stay in their bands', (level) => {
    const { summary, runs, ended } = expectLevelInBands(bots, level, (run) => run.over);
    summaries[level] = summary;
    // Every run ends by itself: three misses, or the fourth loop of the music.
    expect(ended).toBe(runs);
  });

  it('ranks the levels apart: a strong player’s median beats nine sloppy players in ten', () => {
    expectLevelsRanked(summaries);
  });

  it('a perfect run (every key on its beat) rates every row Perfect, completes the music and tops every level', () => {
    const run = playBotRun('perfect', bots.calibrationSeed(0));
    expect(run).toMatchObject({ over: true, completed: true, misses: 0, goods: 0, bads: 0, missed: 0 });
    expect(run.maxCombo).toBe(run.perfects);
    expect(run.score).toBeGreaterThan(summaries.strong.p90);
  });
});
