import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldErrorCode, type FieldErrorCode } from '../../api/errors.ts';
import { HttpError, notFound } from './http-error.ts';
import { notFoundNounOf } from './operation.ts';

const MESSAGES: Partial<Record<FieldErrorCode, string>> = {
  required: 'This field is required',
  invalid_email: 'Email is invalid',
  invalid_date: 'The date is not valid',
  optin: 'Accept the rules and terms and conditions to continue',
  invisible_characters: 'Names cannot contain invisible or direction-changing characters',
};

/** Parses input with its schema or throws a 400 whose `fields` name every problem; nothing runs on bad input. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, what = 'body'): z.infer<T> {
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, { code: FieldErrorCode; message: string }> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : what;
    if (fields[key]) continue;
    const code = fieldErrorCode(issue);
    fields[key] = { code, message: MESSAGES[code] ?? issue.message };
  }
  const names = Object.keys(fields).join(', ');
  throw new HttpError(400, 'invalid_input', `Invalid ${what}: ${names}`, fields);
}

/**
 * Fastify's validator for the routes' zod schemas (fastify-type-provider-zod's own would work, but answers in
 * its shape): a bad body or query is a 400 in the API's error shape with each field's catalogue code; a path
 * parameter that its schema refuses names nothing on this server, so it is a 404.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'params') {
      const result = schema.safeParse(data);
      return result.success
        ? { value: result.data }
        : { error: notFound(notFoundNounOf(schema) ?? 'Resource') };
    }
    try {
      return { value: parseInput(schema, data, httpPart === 'querystring' ? 'query' : 'body') };
    } catch (error) {
      return { error: error as Error };
    }
  };

const NUL = '\u0000';

/** Where the first NUL character sits in a parsed value (a key or a string), as a dotted path; null if nowhere. */
function nulPath(value: unknown, path: readonly string[], depth: number): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? [...path] : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '\\0')];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in a request's parsed input. PostgreSQL stores none in text or jsonb, so it
 * would fail deep in a handler (a 500); no name, e-mail or replay has a use for one.
 */
export function rejectNulCharacters(value: unknown, what: 'body' | 'query' | 'params'): void {
  const path = nulPath(value, [], 0);
  if (!path) return;
  const field = path.length ? path.join('.') : what;
  throw new HttpError(400, 'invalid_input', `Invalid ${what}: ${field} contains a NUL character`, {
    [field]: { code: 'invalid', message: 'This field contains a character that is not allowed' },
  });
}
