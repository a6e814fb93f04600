import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS for the API, by @fastify/cors: the site calls it from its own origin, which needs nothing. Other origins (a
 * partner page, a staging front end) are allowed only when listed in CORS_ORIGINS, compared exactly, never
 * reflected otherwise; any other origin gets no CORS headers and its preflight is not answered, so browsers keep
 * its pages from reading answers. Tokens travel in the Authorization header, never in cookies, so credentials are
 * never allowed. Every API answer says `Vary: Origin`, since whether it carries the CORS headers depends on the
 * Origin: a cache must not hand a partner's answer to another page. Paths outside the API get no CORS headers and
 * do not vary by Origin; the plugin writes `Vary: Origin` wherever its rules are chosen per request, so it is
 * taken back there. It cost a round trip: a browser sends an Origin with some requests for a file and not with
 * others (the page's preload of the stage worker's script, the worker's own request for it), and a cached copy
 * that varies by Origin is then asked for again (a 304 after 560 ms on Fast 3G, for each script of the worker).
 */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-client-authorization',
  'x-project-slug',
  'x-payload-encryption',
];
export const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export async function installCors(
  app: FastifyInstance,
  apiPrefix: string,
  allowedOrigins: readonly string[],
): Promise<void> {
  const allowed = new Set(allowedOrigins);
  const isApi = (url: string) =>
    url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);
  const api: FastifyCorsOptions = {
    // A function, not the list itself: a refused origin then gets no CORS header at all, preflight included.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: ['retry-after'],
    credentials: false,
    maxAge: 600,
  };
  // The delegator is asked per request: the API gets the rules above, every other path none.
  await app.register(fastifyCors, {
    delegator: (request, callback) => callback(null, isApi(request.url) ? api : { origin: false }),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url)) return payload;
    const vary = reply.getHeader('vary');
    if (typeof vary === 'string') {
      const rest = vary
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token !== '' && token.toLowerCase() !== 'origin');
      if (rest.length > 0) reply.header('vary', rest.join(', '));
      else reply.removeHeader('vary');
    }
    return payload;
  });
}
