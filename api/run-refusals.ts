/**
 * Why the server refuses a run's end: POST games/end answers 422 `rejected_run` with one of these as `reason`
 * (and an English `message` for people reading the API). The site says each in the visitor's language
 * (src/content/api-reasons.ts), so this list is the one both sides read.
 */
export const RUN_REFUSAL_REASONS = [
  /** Not ended within RUN_EXPIRY_MS of its start. */
  'run_expired',
  /** The game has no replay on the server, so no score of it can be vouched for. */
  'game_unverifiable',
  /** The claimed duration is longer than the time since the run started. */
  'longer_than_elapsed',
  'run_too_short',
  'run_too_long',
  /** More points than the game allows in that time. */
  'score_impossible',
  /** More inputs per second than a person makes. */
  'input_rate_impossible',
  /** The recorded game data could not be replayed (malformed or forged). */
  'replay_invalid',
  /** The replay yields another score than the one claimed. */
  'score_mismatch',
] as const;
export type RunRefusalReason = (typeof RUN_REFUSAL_REASONS)[number];

export function isRunRefusalReason(value: unknown): value is RunRefusalReason {
  return typeof value === 'string' && (RUN_REFUSAL_REASONS as readonly string[]).includes(value);
}
