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
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const ApiErrorSchema = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. not_found, invalid_input, duplicate_email'),
  message: z.string().describe('What went wrong, in plain English'),
  fields: z
    .record(z.string(), z.object({ code: z.enum(FIELD_ERROR_CODES), message: z.string() }))
    .optional()
    .describe('Per-field problems of an invalid input'),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The spec's error catalogue (§8), as codes. */
export const ERROR_CODES = {
  notFound: 'not_found',
  invalidInput: 'invalid_input',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  duplicateEmail: 'duplicate_email',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  gone: 'gone',
  captcha: 'captcha_failed',
  rejectedRun: 'rejected_run',
  globalError: 'global_error',
} as const;
