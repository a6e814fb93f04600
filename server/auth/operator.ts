import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/http-error.ts';
import { notFoundNounOf } from '../http/operation.ts';

/** The header an operator's call carries its token in: Authorization is the players' bearer tokens'. */
export const OPERATOR_HEADER = 'x-operator-token';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `sent` is the configured operator token. Both sides are hashed first, so the comparison is over two
 * fixed-length digests and takes the same time whatever was sent (its length included); with no token configured
 * nothing matches, after the same work.
 */
export function isOperatorToken(configured: string | undefined, sent: unknown): boolean {
  const candidate = typeof sent === 'string' ? sent : '';
  const same = timingSafeEqual(digest(configured ?? ''), digest(candidate));
  return configured !== undefined && configured !== '' && candidate !== '' && same;
}

/**
 * Refuses a call to an operator route that does not carry the operator token. The refusal is the route's own
 * "not found" (what an unknown run answers, and what a server without OPERATOR_TOKEN answers to everyone), so a
 * caller without the token learns neither whether the route is on nor whether the run exists.
 */
export function requireOperator(request: FastifyRequest, configured: string | undefined): void {
  if (isOperatorToken(configured, request.headers[OPERATOR_HEADER])) return;
  const schema = request.routeOptions.schema as { params?: unknown } | undefined;
  throw notFound(notFoundNounOf(schema?.params) ?? 'Resource');
}
