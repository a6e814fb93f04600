import { z } from 'zod';

/**
 * Every error the API answers with: a stable code for programs, a message for people, and per-field details
 * whose codes are those of the spec's error catalogue (required, invalid_email, invalid_date, optin, …), so
 * the UI shows each in the visitor's language.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_email',
  'invalid_date',
  'optin',
  'too_long',
  'too_short',
  'invalid',
  'invisible_characters',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

const DATE_FIELDS = new Set(['birth_date']);

/**
 * Maps a zod issue of a request body to the catalogue's code. The server answers with it and the save form
 * shows it, from the same schema, so both say the same thing about the same input. Parse with
 * `reportInput: true`: an issue then carries `input` unless the value was missing altogether.
 */
export function fieldErrorCode(issue: z.core.$ZodIssue): FieldErrorCode {
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'invalid_type' && !('input' in issue && issue.input !== undefined)) return 'required';
  // A name's own check (api/display-name.ts) names its code.
  if (issue.code === 'custom' && issue.params?.code === 'invisible_characters') return 'invisible_characters';
  if (field === 'opt_in_legal') return 'optin';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'invalid_email';
  if (DATE_FIELDS.has(field)) return 'invalid_date';
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'too_small') return 'input' in issue && issue.input === '' ? 'required' : 'too_short';
  return 'invalid';
}

export const ApiErrorSchema = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. not_found, invalid_input, duplicate_email'),
  message: z.string().describe('What went wrong, in plain English'),
  reason: z
    .string()
    .optional()
    .describe(
      'With `rejected_run` only: why the run was refused, one of the codes of api/run-refusals.ts (run_expired, score_mismatch, …)',
    ),
  fields: z
    .record(z.string(), z.object({ code: z.enum(FIELD_ERROR_CODES), message: z.string() }))
    .optional()
    .describe('Per-field problems of an invalid input'),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Every `error` code the API answers with: the spec's catalogue (§8) and the finer codes of some calls. The
 * server can only throw these (HttpError, server/http/operation.ts); the site says each in the visitor's
 * language (src/content/api-reasons.ts).
 */
export const API_ERROR_CODES = [
  'not_found',
  'invalid_input',
  'bad_request',
  'unauthorized',
  'bad_credentials',
  'password_required',
  'forbidden',
  'duplicate_email',
  'email_exists',
  'conflict',
  'rate_limited',
  'gone',
  'captcha_failed',
  'invalid_reset_token',
  'invalid_validation_token',
  'rejected_run',
  'mail_failed',
  'global_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
