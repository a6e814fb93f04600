/**
 * The figures every game's bot calibration and bench read off many seeded runs: the seeds they play and the
 * quantiles of what they scored. One definition, so the games' calibrations are measured alike.
 */

/** The game seed of the i-th calibration run (shared by each game's calibration test and scripts/bench-<game>.ts). */
export function calibrationSeed(i: number): number {
  return (Math.imul(i + 1, 0x9e3779b1) >>> 0) & 0x7fffffff;
}

/** The p-quantile (0…1) of numbers sorted ascending: the value at floor(p × n). */
export function quantile(sorted: readonly number[], p: number): number {
  const i = Math.floor(p * sorted.length);
  return sorted[i < sorted.length ? i : sorted.length - 1]!;
}

export interface ScoreSummary {
  p10: number;
  median: number;
  p90: number;
}

export function summarize(scores: readonly number[]): ScoreSummary {
  const sorted = [...scores].sort((a, b) => a - b);
  return { p10: quantile(sorted, 0.1), median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
}
