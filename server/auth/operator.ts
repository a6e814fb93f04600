import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
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
 * The operator whose token `sent` is ("operator" for OPERATOR_TOKEN, else the OPERATOR_TOKENS name), or null. Every
 * configured token is compared, in constant time each, whichever matches: the time does not tell which.
 */
export function operatorNamed(
  config: Pick<ServerConfig, 'operatorToken' | 'operatorTokens'>,
  sent: unknown,
): string | null {
  let name: string | null = null;
  const all = [
    ...(config.operatorToken ? [{ name: 'operator', token: config.operatorToken }] : []),
    ...config.operatorTokens,
  ];
  for (const operator of all)
    if (isOperatorToken(operator.token, sent) && name === null) name = operator.name;
  return name;
}

/**
 * Refuses a call to an operator route that does not carry the operator token. The refusal is the route's own
 * "not found" (what an unknown run answers, and what a server without OPERATOR_TOKEN answers to everyone), so a
 * caller without the token learns neither whether the route is on nor whether the run exists.
 */
export function requireOperator(
  request: FastifyRequest,
  config: Pick<ServerConfig, 'operatorToken' | 'operatorTokens'>,
): string {
  const name = operatorNamed(config, request.headers[OPERATOR_HEADER]);
  if (name !== null) return name;
  const schema = request.routeOptions.schema as { params?: unknown } | undefined;
  throw notFound(notFoundNounOf(schema?.params) ?? 'Resource');
}
