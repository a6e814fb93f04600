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
 * How many of the calibration runs a test plays. The default test command plays the first SAMPLE_RUNS seeds, a
 * fixed sample whose quantiles are as deterministic as the whole set's; the full command (TEST_SCOPE=full) plays
 * every one, and `npm run bench:mouse|headset|keyboard` prints the distributions over a thousand runs.
 */
export const SAMPLE_RUNS = 50;
export function calibrationRuns(bots: Pick<CalibratedBots<{ score: number }>, 'CALIBRATION_RUNS'>): number {
  return process.env.TEST_SCOPE === 'full'
    ? bots.CALIBRATION_RUNS
    : Math.min(SAMPLE_RUNS, bots.CALIBRATION_RUNS);
}

/**
 * Plays the level's calibration runs (calibrationRuns), expects its p10, median and p90 within its bands, and
 * returns the summary, how many runs were played and how many of them `ended` says ended.
 */
export function expectLevelInBands<R extends { score: number }>(
  bots: CalibratedBots<R>,
  level: Level,
  ended: (run: R) => boolean,
): { summary: Summary; runs: number; ended: number } {
  const scores: number[] = [];
  let endedRuns = 0;
  const runs = calibrationRuns(bots);
  for (let i = 0; i < runs; i++) {
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
  return { summary, runs, ended: endedRuns };
}

/** A strong player's median beats nine regulars in ten, and a regular's nine novices in ten. */
export function expectLevelsRanked(summaries: Record<Level, Summary>): void {
  expect(summaries.strong.median).toBeGreaterThan(summaries.average.p90);
  expect(summaries.average.median).toBeGreaterThan(summaries.novice.p90);
}
