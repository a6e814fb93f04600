import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Services } from '../services.ts';
import type { Auth } from '../http/operation.ts';
import { unauthorized } from '../http/http-error.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { requireSession, sessionOf, type Session } from './sessions.ts';
import { requireOperator } from './operator.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, as the route's declared auth asked for it; null without a token. */
    session: Session | null;
    /** The operator a route declared `operator` was called by (server/auth/operator.ts); null otherwise. */
    operator: string | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API's one authentication step, driven by each route's declared `x-auth` (server/http/operation.ts), so
 * the reference and the check are the same declaration. It runs before the input is validated: a call without
 * the right token learns nothing about its body. A write made with a token also counts against its account.
 */
export function authenticate(services: Services): preValidationAsyncHookHandler {
  return async (request) => {
    const auth = (request.routeOptions.schema as { 'x-auth'?: Auth } | undefined)?.['x-auth'] ?? 'none';
    request.operator = auth === 'operator' ? requireOperator(request, services.config) : null;
    request.session =
      auth === 'none' || auth === 'operator'
        ? null
        : auth === 'optional'
          ? await sessionOf(services.db, request)
          : await requireSession(services.db, request, auth);
    if (request.session && !READS.has(request.method))
      await hitRateLimit(services.db, `user:${request.session.user.id}`, {
        limit: services.config.rateLimits.writesPerUserPerMinute,
        windowS: 60,
      });
  };
}

/** The session of a route that declared play or full auth (the hook refused every call without one). */
export function signedIn(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
