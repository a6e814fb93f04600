import { expect } from 'vitest';

/**
 * What every game's bot calibration test shares: playing a level's calibration runs, checking its score summary
 * against its bands, and checking that the levels rank apart. Each game's bots.test.ts keeps how its runs end.
 */

type Level = 'novice' | 'average' | 'strong';
type Summary = Record<'p10' | 'median' | 'p90', number>;

/** What the calibration needs of a game's bots module. */
export interface CalibratedBots<R extends { score: number }> {
  CALIBRATION_RUNS: number;
  CALIBRATION_MAX_SECONDS: number;
  CALIBRATION_BANDS: Record<Level, Record<keyof Summary, readonly [number, number]>>;
  calibrationSeed(i: number): number;
  playBotRun(level: Level, seed: number, maxSeconds: number): R;
  summarize(scores: number[]): Summary;
}

/**
 * Plays the level's calibration runs, expects its p10, median and p90 within its bands, and returns the summary
 * and how many runs `ended` says ended.
 */
export function expectLevelInBands<R extends { score: number }>(
  bots: CalibratedBots<R>,
  level: Level,
  ended: (run: R) => boolean,
): { summary: Summary; ended: number } {
  const scores: number[] = [];
  let endedRuns = 0;
  for (let i = 0; i < bots.CALIBRATION_RUNS; i++) {
    const run = bots.playBotRun(level, bots.calibrationSeed(i), bots.CALIBRATION_MAX_SECONDS);
    scores.push(run.score);
    if (ended(run)) endedRuns++;
  }
  const summary = bots.summarize(scores);
  const bands = bots.CALIBRATION_BANDS[level];
  for (const key of ['p10', 'median', 'p90'] as const) {
    const [low, high] = bands[key];
    expect(summary[key], `${level} ${key}`).toBeGreaterThanOrEqual(low);
    expect(summary[key], `${level} ${key}`).toBeLessThanOrEqual(high);
  }
  return { summary, ended: endedRuns };
}

/** A strong player's median beats nine regulars in ten, and a regular's nine novices in ten. */
export function expectLevelsRanked(summaries: Record<Level, Summary>): void {
  expect(summaries.strong.median).toBeGreaterThan(summaries.average.p90);
  expect(summaries.average.median).toBeGreaterThan(summaries.novice.p90);
}
