import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiErrorCode } from '../../api/errors.ts';
import { isRunRefusalReason, type RunRefusalReason } from '../../api/run-refusals.ts';

/**
 * What the site says for each code the API answers with (api/errors.ts, api/run-refusals.ts): the server's
 * own `message` is English for API readers and is never shown to a visitor.
 */
export const RUN_REFUSAL_MESSAGES: Readonly<Record<RunRefusalReason, MessageDescriptor>> = {
  run_expired: msg`The run was started too long ago to be counted. Start a new one.`,
  game_unverifiable: msg`Scores of this game cannot be checked yet, so they are not counted.`,
  longer_than_elapsed: msg`The run's time does not match the time since it started.`,
  run_too_short: msg`The run was too short to be counted.`,
  run_too_long: msg`The run was longer than this game allows.`,
  score_impossible: msg`This score cannot be reached in that time.`,
  input_rate_impossible: msg`The controls were used faster than a person can.`,
  replay_invalid: msg`The recording of the run could not be read.`,
  score_mismatch: msg`Replaying the run did not give the same score.`,
};

/**
 * The refusals that say nothing about the player: a run ended in its first seconds, left too long, or of a game
 * whose scores cannot be checked yet. The screen says such a run was not saved; for the others, that it could not
 * be verified. Neither says "refused", which reads as an accusation of cheating.
 */
const INNOCENT_REFUSALS: ReadonlySet<RunRefusalReason> = new Set([
  'run_too_short',
  'run_expired',
  'game_unverifiable',
]);

export function refusedRunHeadline(code: string | null | undefined): MessageDescriptor {
  return isRunRefusalReason(code) && INNOCENT_REFUSALS.has(code)
    ? msg`This run was not saved.`
    : msg`This run could not be verified.`;
}

export const API_ERROR_MESSAGES: Readonly<Record<ApiErrorCode, MessageDescriptor>> = {
  not_found: msg`This could not be found.`,
  invalid_input: msg`Some of the information sent was not valid.`,
  bad_request: msg`The request could not be read. Please reload the page and try again.`,
  unauthorized: msg`Your session has expired. Please log in again.`,
  bad_credentials: msg`The e-mail address or the password is not correct.`,
  password_required: msg`Please log in with your password first.`,
  forbidden: msg`This belongs to another player.`,
  duplicate_email: msg`An account with this e-mail address already exists.`,
  email_exists: msg`An account with this e-mail address already exists.`,
  conflict: msg`This has already been done.`,
  rate_limited: msg`Too many attempts. Please wait a minute and try again.`,
  gone: msg`This is no longer available.`,
  captcha_failed: msg`The security check failed. Please try again.`,
  invalid_reset_token: msg`This reset link is no longer valid. Please ask for a new one.`,
  invalid_validation_token: msg`This link is invalid or has expired`,
  rejected_run: msg`Your run was refused.`,
  mail_failed: msg`The e-mail could not be sent. Please try again later.`,
  global_error: msg`Something went wrong on our side. Please try again later.`,
};

/** For a code this build does not know (a newer server): a message that is still true. */
export const UNKNOWN_API_ERROR: MessageDescriptor = msg`Something went wrong. Please try again.`;

/** The message for an API code: a refused run's reason or an error code; the fallback for anything else. */
export function apiReasonMessage(code: string | null | undefined): MessageDescriptor {
  if (isRunRefusalReason(code)) return RUN_REFUSAL_MESSAGES[code];
  if (code && Object.hasOwn(API_ERROR_MESSAGES, code)) return API_ERROR_MESSAGES[code as ApiErrorCode];
  return UNKNOWN_API_ERROR;
}
