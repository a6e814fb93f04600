import type { GameId } from '../../api/site-routes.ts';

/**
 * How the server decides a run's score. Each game registers a replay function (the same systems as the
 * browser, fed the recorded commands); the score is what the replay yields. A game without one yet gets
 * plausibility limits only, and the answer says so.
 */
export interface ReplayResult {
  score: number;
  durationMs: number;
}
export type ReplayFunction = (gameData: Record<string, unknown>, seed: number) => ReplayResult;

const replays = new Map<GameId, ReplayFunction>();

/** A game adds its replay here; `undefined` takes it away again (tests). */
export function registerReplay(game: GameId, replay: ReplayFunction | undefined): void {
  if (replay) replays.set(game, replay);
  else replays.delete(game);
}

export function replayFor(game: GameId): ReplayFunction | undefined {
  return replays.get(game);
}

/**
 * Limits no human run exceeds, per game: the highest score a run may reach per second of play, the shortest
 * and longest plausible run. Generous on purpose: they stop forged numbers, not good players.
 */
export const PLAUSIBILITY: Record<
  GameId,
  { maxPointsPerSecond: number; minDurationMs: number; maxDurationMs: number; maxScore: number }
> = {
  mouse: { maxPointsPerSecond: 40, minDurationMs: 3_000, maxDurationMs: 20 * 60_000, maxScore: 20_000 },
  headset: { maxPointsPerSecond: 40, minDurationMs: 3_000, maxDurationMs: 20 * 60_000, maxScore: 20_000 },
  keyboard: { maxPointsPerSecond: 60, minDurationMs: 3_000, maxDurationMs: 5 * 60_000, maxScore: 20_000 },
};

/**
 * No person produces more than this many input commands per second of play (a command per fixed step at
 * 60 Hz would be 60; human steering changes and key presses stay far below). A replay above it was written
 * by a program.
 */
export const MAX_INPUTS_PER_SECOND = 30;

/** Slack between the client's measured duration and the server's clock (network, tab switches at the end). */
export const CLOCK_SLACK_MS = 15_000;
/** A run not ended within this time of its start is expired. */
export const RUN_EXPIRY_MS = 2 * 3600_000;

export type Verdict =
  | { ok: true; score: number; durationMs: number; verification: 'replay' | 'plausibility' }
  | { ok: false; reason: string };

export function verifyRun(
  game: GameId,
  claim: { score: number; durationMs: number; gameData: Record<string, unknown> },
  seed: number,
  elapsedMs: number,
): Verdict {
  const limits = PLAUSIBILITY[game];
  if (elapsedMs > RUN_EXPIRY_MS) return { ok: false, reason: 'the run is too old to be ended' };
  const replay = replayFor(game);
  let score = claim.score;
  let durationMs = claim.durationMs;
  let verification: 'replay' | 'plausibility' = 'plausibility';
  if (replay) {
    let result: ReplayResult;
    try {
      result = replay(claim.gameData, seed);
    } catch (error) {
      return {
        ok: false,
        reason: `the replay is not valid: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (result.score !== claim.score)
      return { ok: false, reason: `the replay scores ${result.score}, not ${claim.score}` };
    score = result.score;
    durationMs = result.durationMs;
    verification = 'replay';
  }
  const commands = claim.gameData.commands;
  if (Array.isArray(commands) && commands.length > (durationMs / 1000) * MAX_INPUTS_PER_SECOND + 10) {
    return { ok: false, reason: 'the input rate is not humanly possible' };
  }
  if (durationMs > elapsedMs + CLOCK_SLACK_MS)
    return { ok: false, reason: 'the run lasted longer than the time since it started' };
  if (durationMs < limits.minDurationMs) return { ok: false, reason: 'the run is too short to be real' };
  if (durationMs > limits.maxDurationMs)
    return { ok: false, reason: 'the run is longer than the game allows' };
  if (score > limits.maxScore || score > (durationMs / 1000) * limits.maxPointsPerSecond + 100) {
    return { ok: false, reason: 'the score is not possible in that time' };
  }
  return { ok: true, score, durationMs, verification };
}
