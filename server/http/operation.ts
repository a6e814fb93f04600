import { z } from 'zod';
import { ApiErrorSchema, type ApiErrorCode } from '../../api/errors.ts';

/**
 * A route's contract, declared once beside its handler: what it takes (params, query, body), what it answers
 * (200 and each error), who may call it and how it reads in the reference. Fastify validates requests and
 * serializes answers with these zod schemas, and @fastify/swagger builds the OpenAPI document from them, so
 * the reference cannot drift from what the server does.
 */

/**
 * none: no token needed; optional: no token needed, but a sent one is read (and a bad one refused);
 * play: any bearer token; full: a token from a password login or an e-mailed link; operator: the OPERATOR_TOKEN in
 * X-Operator-Token (server/auth/operator.ts), every refusal the route's own 404.
 */
export type Auth = 'none' | 'optional' | 'play' | 'full' | 'operator';

export interface ErrorCase {
  status: number;
  /** The answer's `error` code; absent when the answer is not an ApiError (the health check's 503). */
  code?: ApiErrorCode;
  /** When it happens. */
  when: string;
  /** The answer's schema when it is not an ApiError. */
  body?: z.ZodType;
}

/** Bodies arrive as JSON or as forms (spec §7); one zod schema accepts all three. */
export const BODY_CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
] as const;

/** Errors shared by many calls. */
export const E = {
  invalidInput: {
    status: 400,
    code: 'invalid_input',
    when: 'A field is missing or invalid: `fields` names each one with its code',
  },
  malformed: {
    status: 400,
    code: 'bad_request',
    when: 'The body cannot be parsed (malformed JSON or form, an unsupported content type is 415, over 256 KiB is 413)',
  },
  unauthorized: {
    status: 401,
    code: 'unauthorized',
    when: 'No bearer token, or one that is malformed, unknown, revoked or expired',
  },
  badToken: {
    status: 401,
    code: 'unauthorized',
    when: 'A bearer token was sent but is malformed, unknown, revoked or expired',
  },
  passwordRequired: {
    status: 403,
    code: 'password_required',
    when: 'The token has play scope: log in with the password (or the e-mailed link) first',
  },
  rateLimited: {
    status: 429,
    code: 'rate_limited',
    when: 'Too many writes from this address (or account) this minute: the Retry-After header gives the seconds to wait',
  },
  accumulatorUnknown: {
    status: 404,
    code: 'not_found',
    when: '`accumulator_uuid` is no known chain of runs, or `chain_secret` is missing or not its secret',
  },
  accumulatorTaken: {
    status: 403,
    code: 'forbidden',
    when: '`accumulator_uuid` (with its right `chain_secret`) was already saved by another player',
  },
  internal: {
    status: 500,
    code: 'global_error',
    when: 'An unexpected failure (the message is always generic)',
  },
} satisfies Record<string, ErrorCase>;

/** What every write may also answer. */
export const WRITE: readonly ErrorCase[] = [E.malformed, E.rateLimited, E.internal];

export interface OperationSpec<
  P extends z.ZodObject | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  A extends z.ZodType,
> {
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  auth: Auth;
  /** Path parameters, each with a description; a value they refuse names nothing, so it answers 404. */
  params?: P;
  /** The noun of that 404: "Run not found". */
  notFound?: string;
  query?: Q;
  body?: B;
  answer: A;
  answerDescription: string;
  errors: readonly ErrorCase[];
}

/** The schema Fastify is given: zod schemas where it validates, plain metadata for the reference. */
export interface OperationSchema<
  P extends z.ZodObject | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  A extends z.ZodType,
> {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  params: P;
  querystring: Q;
  body: B;
  consumes?: string[];
  /** Typed by its success answer (what a handler returns); the error answers sit beside it. */
  response: { 200: A };
  'x-auth': Auth;
  /** A body that may be left out (Fastify's document marks every declared body required). */
  'x-body-optional'?: true;
  'x-errors': { status: number; code: string | null; when: string }[];
}

/** The nouns of the 404s that refused path parameters answer, by the params schema that refused them. */
const NOT_FOUND_NOUNS = new WeakMap<z.ZodType, string>();
export function notFoundNounOf(params: unknown): string | undefined {
  return params instanceof z.ZodType ? NOT_FOUND_NOUNS.get(params) : undefined;
}

/** The answer of each error status: one description listing every case of it, and its schema. */
function errorResponses(errors: readonly ErrorCase[]): Record<number, z.ZodType> {
  const byStatus = new Map<number, ErrorCase[]>();
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const responses: Record<number, z.ZodType> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const cases = byStatus.get(status)!;
    const body = cases.find((c) => c.body !== undefined)?.body ?? ApiErrorSchema;
    responses[status] = body.describe(
      cases.map((c) => (c.code ? `${c.code}: ${c.when}` : c.when)).join('; '),
    );
  }
  return responses;
}

export function operation<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType = z.ZodType,
>(spec: OperationSpec<P, Q, B, A>): OperationSchema<P, Q, B, A> {
  if (spec.params && spec.notFound) NOT_FOUND_NOUNS.set(spec.params, spec.notFound);
  const security: Record<string, string[]>[] =
    spec.auth === 'play' || spec.auth === 'full'
      ? [{ bearerAuth: [] }]
      : spec.auth === 'optional'
        ? [{}, { bearerAuth: [] }]
        : spec.auth === 'operator'
          ? [{ operatorToken: [] }]
          : [];
  const response = {
    200: spec.answer.describe(spec.answerDescription),
    ...errorResponses(spec.errors),
  } as unknown as { 200: A };
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    security,
    // Fastify warns about a part declared without a schema, so absent parts are left out, not undefined.
    ...((spec.params ? { params: spec.params } : {}) as { params: P }),
    ...((spec.query ? { querystring: spec.query } : {}) as { querystring: Q }),
    ...((spec.body ? { body: spec.body, consumes: [...BODY_CONTENT_TYPES] } : {}) as { body: B }),
    response,
    'x-auth': spec.auth,
    ...(spec.body?.safeParse(undefined).success ? { 'x-body-optional': true as const } : {}),
    'x-errors': [...spec.errors]
      .sort((a, b) => a.status - b.status)
      .map((e) => ({ status: e.status, code: e.code ?? null, when: e.when })),
  };
}
