import { describe, expect, it } from 'vitest';
import {
  BOT_LEVELS,
  CALIBRATION_BANDS,
  CALIBRATION_MAX_SECONDS,
  CALIBRATION_RUNS,
  calibrationSeed,
  playBotRun,
  summarize,
  type ScoreSummary,
} from './bots.ts';

// Hundreds of simulated minutes per level: seconds of work, more on a busy 2-core CI machine.
describe('Headspace score calibration by bots of three skill levels', { timeout: 60_000 }, () => {
  const summaries = {} as Record<(typeof BOT_LEVELS)[number], ScoreSummary>;

  it.each(BOT_LEVELS)('%s: p10, median and p90 stay in their bands', (level) => {
    const scores: number[] = [];
    let timeUp = 0;
    for (let i = 0; i < CALIBRATION_RUNS; i++) {
      const run = playBotRun(level, calibrationSeed(i), CALIBRATION_MAX_SECONDS);
      scores.push(run.score);
      if (run.timeUp) timeUp++;
    }
    const summary = summarize(scores);
    summaries[level] = summary;
    const bands = CALIBRATION_BANDS[level];
    for (const key of ['p10', 'median', 'p90'] as const) {
      const [low, high] = bands[key];
      expect(summary[key], `${level} ${key}`).toBeGreaterThanOrEqual(low);
      expect(summary[key], `${level} ${key}`).toBeLessThanOrEqual(high);
    }
    // Every run ends: the clock's speed-up outpaces every player.
    expect(timeUp).toBe(CALIBRATION_RUNS);
  });

  it('ranks the levels apart: a strong player’s median beats nine regulars in ten', () => {
    expect(summaries.strong.median).toBeGreaterThan(summaries.average.p90);
    expect(summaries.average.median).toBeGreaterThan(summaries.novice.p90);
  });
});
