import type { FastifyInstance } from 'fastify';

/**
 * CORS for the API: the site calls it from its own origin, which needs nothing. Other origins (a partner page,
 * a staging front end) are allowed only when listed in CORS_ORIGINS; any other origin gets no CORS headers, so
 * browsers keep its pages from reading answers. Tokens travel in the Authorization header, never in cookies,
 * so credentials are never allowed.
 */
export const CORS_ALLOWED_HEADERS =
  'authorization, content-type, x-client-authorization, x-project-slug, x-payload-encryption';
export const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';

export function installCors(
  app: FastifyInstance,
  apiPrefix: string,
  allowedOrigins: readonly string[],
): void {
  const allowed = new Set(allowedOrigins);
  const isApi = (url: string) =>
    url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !isApi(request.url) || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'origin');
    reply.header('access-control-expose-headers', 'retry-after');
  });
  // Preflights answer at once; the headers above say whether the browser may go on.
  app.options(`${apiPrefix}/*`, async (request, reply) => {
    if (request.headers.origin && allowed.has(request.headers.origin)) {
      reply.header('access-control-allow-methods', CORS_METHODS);
      reply.header('access-control-allow-headers', CORS_ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });
}
