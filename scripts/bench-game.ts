import { mkdirSync, writeFileSync } from 'node:fs';
import { quantile } from '../systems/score-figures.ts';
import { firstCheckpointMismatch, type WorldCheckpoint } from '../systems/world-hash.ts';

/**
 * What every game's bench (scripts/bench-<game>.ts) shares: its options, its table's cells, writing the golden
 * replays and timing a replay. Each game's bench keeps its figures and the runs it plays.
 */

/** `--runs N`, or the game's default. */
export function runsOption(args: readonly string[], defaultRuns: number): number {
  const runsArg = args.indexOf('--runs');
  return runsArg >= 0 ? Number(args[runsArg + 1]) : defaultRuns;
}

/** One row of the bench's table, in right-aligned cells. */
export function line(cells: (string | number)[]): string {
  return cells.map((c) => String(c).padStart(10)).join('');
}

/** What writing a golden needs of a game: a bot run with a per-step hook, and the server's replay of it. */
export interface GoldenGame<W, R> {
  rulesVersion: number;
  checkpointSteps: number;
  /** Plays the level's bot run from the seed, calling `afterStep` with the game after every step. */
  play(afterStep: (game: { tick: number; world: W }) => void): R;
  recordCheckpoint(checkpoints: WorldCheckpoint[], world: W): void;
  replay(
    recording: R extends { recording: infer D } ? D : never,
    seed: number,
    options: { checkpoints: number },
  ): { score: number; checkpoints: WorldCheckpoint[] };
  /** The game's own figures, written after the common ones. */
  figures?(run: R): Record<string, number>;
}

/**
 * Records one golden into `dir/<level>.json`: the run's score, duration and replay, and the world's hash every
 * checkpointSteps steps and after the last, taken from the game as the browser plays it and checked against the
 * server's replay. Returns the run.
 */
export function writeGolden<
  W,
  R extends { score: number; durationMs: number; ticks: number; recording: unknown },
>(dir: URL, level: string, seed: number, game: GoldenGame<W, R>): R {
  mkdirSync(dir, { recursive: true });
  const checkpoints: WorldCheckpoint[] = [];
  const last: { world?: W } = {};
  const run = game.play((played) => {
    last.world = played.world;
    if (played.tick % game.checkpointSteps === 0) game.recordCheckpoint(checkpoints, played.world);
  });
  game.recordCheckpoint(checkpoints, last.world!);
  const replayed = game.replay(run.recording as never, seed, { checkpoints: game.checkpointSteps });
  const mismatch = firstCheckpointMismatch(checkpoints, replayed.checkpoints);
  if (mismatch || replayed.score !== run.score)
    throw new Error(`golden ${level}: the replay departs from the game (checkpoint ${mismatch?.tick})`);
  const fixture = {
    level,
    seed,
    rulesVersion: game.rulesVersion,
    score: run.score,
    durationMs: run.durationMs,
    ticks: run.ticks,
    ...game.figures?.(run),
    checkpointSteps: game.checkpointSteps,
    checkpoints,
    gameData: run.recording,
  };
  writeFileSync(new URL(`${level}.json`, dir), `${JSON.stringify(fixture)}\n`);
  return run;
}

/** A replay's time: the first (cold) call, then the median of 50. */
export function timeReplay(replay: () => void): { cold: number; median: number } {
  const first = performance.now();
  replay();
  const cold = performance.now() - first;
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    replay();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { cold, median: quantile(times, 0.5) };
}
