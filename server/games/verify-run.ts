import type { RunRefusalReason } from '../../api/run-refusals.ts';
import type { RunStats } from '../../api/games.ts';
import type { GameId } from '../../api/site-routes.ts';

/**
 * How the server decides a run's score. Each game registers a replay function (the same systems as the
 * browser, fed the recorded commands); the score is what the replay yields. A game without one has no score
 * the server can vouch for, so its runs are refused rather than stored on trust.
 */
export interface ReplayResult {
  score: number;
  durationMs: number;
  /** What the replay measured besides the score (api/games.ts RunStats); none for a test's toy replay. */
  stats?: RunStats;
  /**
   * Judges how the run was steered (e.g. systems/mouse/input-measures.ts), called only once the replay's score
   * is accepted: a game without it is not judged.
   */
  judgeInputs?: () => InputReview;
}

/** What the input measures say of a run: the measures themselves, and why it looks programmed (if it does). */
export interface InputReview {
  measures: Record<string, number | null>;
  suspicions: string[];
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
  // Jungle Board's whole run is the music's four loops, 166 s; a perfect run scores about 3,040 (18 a second).
  keyboard: { maxPointsPerSecond: 30, minDurationMs: 3_000, maxDurationMs: 4 * 60_000, maxScore: 5_000 },
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
  | {
      ok: true;
      score: number;
      durationMs: number;
      verification: 'replay';
      stats: RunStats;
      /** null when the game's replay does not judge inputs. */
      inputs: InputReview | null;
    }
  | Refusal;

/** A refused run: the reason's code (api/run-refusals.ts) and, for the API's English message, the details. */
export interface Refusal {
  ok: false;
  reason: RunRefusalReason;
  detail: string;
}

const refuse = (reason: RunRefusalReason, detail: string): Refusal => ({ ok: false, reason, detail });

interface Claim {
  score: number;
  durationMs: number;
  gameData: Record<string, unknown>;
}

/**
 * The checks that need no replay, on what a run claims (or, after the replay, on what it yielded): a forged
 * 20-minute run is refused for the price of a few comparisons, before any system steps.
 */
function cheapRefusal(game: GameId, claim: Omit<Claim, 'gameData'>, elapsedMs: number): Refusal | null {
  const limits = PLAUSIBILITY[game];
  if (claim.durationMs > elapsedMs + CLOCK_SLACK_MS)
    return refuse('longer_than_elapsed', 'the run lasted longer than the time since it started');
  if (claim.durationMs < limits.minDurationMs)
    return refuse('run_too_short', 'the run is too short to be real');
  if (claim.durationMs > limits.maxDurationMs)
    return refuse('run_too_long', 'the run is longer than the game allows');
  if (
    claim.score > limits.maxScore ||
    claim.score > (claim.durationMs / 1000) * limits.maxPointsPerSecond + 100
  )
    return refuse('score_impossible', 'the score is not possible in that time');
  return null;
}

function inputRateRefusal(gameData: Record<string, unknown>, durationMs: number): Refusal | null {
  const commands = gameData.commands;
  if (Array.isArray(commands) && commands.length > (durationMs / 1000) * MAX_INPUTS_PER_SECOND + 10)
    return refuse('input_rate_impossible', 'the input rate is not humanly possible');
  return null;
}

export function verifyRun(game: GameId, claim: Claim, seed: number, elapsedMs: number): Verdict {
  if (elapsedMs > RUN_EXPIRY_MS) return refuse('run_expired', 'the run is too old to be ended');
  const replay = replayFor(game);
  if (!replay) return refuse('game_unverifiable', 'scores of this game cannot be verified yet');
  const early = cheapRefusal(game, claim, elapsedMs) ?? inputRateRefusal(claim.gameData, claim.durationMs);
  if (early) return early;
  let result: ReplayResult;
  try {
    result = replay(claim.gameData, seed);
  } catch (error) {
    return refuse(
      'replay_invalid',
      `the replay is not valid: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (result.score !== claim.score)
    return refuse('score_mismatch', `the replay scores ${result.score}, not ${claim.score}`);
  // The replay's own duration decides from here on: the claimed one only bought the cheap checks above.
  const late = cheapRefusal(game, result, elapsedMs) ?? inputRateRefusal(claim.gameData, result.durationMs);
  if (late) return late;
  return {
    ok: true,
    score: result.score,
    durationMs: result.durationMs,
    verification: 'replay',
    stats: result.stats ?? {},
    inputs: result.judgeInputs ? result.judgeInputs() : null,
  };
}
