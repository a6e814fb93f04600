import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ApiError, ApiErrorCode } from '../api/errors.ts';
import {
  DEFAULT_LOCALE,
  isLocaleCode,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
} from '../api/locales.ts';
import { parseSitePath, ROOT_REDIRECT } from '../api/site-routes.ts';
import { siteOrigin, type ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { healthRoutes } from './routes/health.ts';
import { docsRoutes } from './routes/docs.ts';
import { shareImageRoutes } from './routes/share-image.ts';
import { findSharedResult, sharedHead } from './share/shared-result.ts';
import { registerApiRoutes } from './routes/api-routes.ts';
import './games/replays.ts';
import { createServices, type Services } from './services.ts';
import { HttpError } from './http/http-error.ts';
import { rejectNulCharacters, validatorCompiler } from './http/validate.ts';
import fastifyRateLimit from '@fastify/rate-limit';
import { tooManyRequests } from './http/rate-limit.ts';
import { sqlRateLimitStore } from './http/sql-rate-limit-store.ts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { registerOpenApi } from './docs/openapi-document.ts';
import { authenticate } from './auth/route-auth.ts';
import { installClientAuth } from './http/client-auth.ts';
import { installCors } from './http/cors.ts';
import { headersByType, securityHeaders } from './security-headers.ts';
import { assertTemplate, renderSiteHtml } from './site-html.ts';
import { inlineStyles } from './inline-styles.ts';
import { createSiteMessages } from './site-messages.ts';
import { createConsentBanner } from './consent-banner-html.ts';
import { FIRST_PAINT_SCRIPT_HASHES } from './first-paint-scripts.ts';
import { siteBootFor } from './routes/site-data.ts';
import { loadPreloadHints, PRELOAD_VARY, requestedResolution } from './preload-hints.ts';
import type { SiteApiAccess } from '../api/site-api-access.ts';
import type { SharedHead } from '../api/head-tags.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  version?: string;
  logger?: boolean;
  /** Replacements for tests (a mailer that records, a captcha stand-in). */
  services?: Partial<Services>;
  /** Sees every route as it is registered, with its schema (tests that check the contract). */
  onRoute?: (route: RouteOptions) => void;
  /** The generated asset index the preload hints read (tests give their own; default: the build's). */
  assetIndexPath?: string | URL;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundIdle(): Promise<void>;
  }
  interface FastifyRequest {
    /** Set while the multipart plugin reads the body: an error then is a malformed form, not a server fault. */
    readingMultipart: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const HASHED_ASSET = /\/(assets|generated)\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/** The build's compressed forms of a file (scripts/precompress.ts). */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Every error answer: its code one of api/errors.ts's list, which the site translates. */
function apiError(reply: FastifyReply, status: number, body: ApiError & { error: ApiErrorCode }) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

export async function buildApp({
  config,
  db,
  version = 'dev',
  logger = true,
  services: overrides,
  onRoute,
  assetIndexPath,
}: AppOptions): Promise<FastifyInstance> {
  const templatePath = join(config.staticDir, 'index.html');
  if (!existsSync(templatePath)) {
    throw new Error(`No built site at ${templatePath}: run "npm run build" first (or set STATIC_DIR).`);
  }
  const built = readFileSync(templatePath, 'utf8');
  assertTemplate(built);
  // The first paint waits for no style sheet: they are written into the page (server/inline-styles.ts).
  const { template, styleHashes } = inlineStyles(built, config.staticDir);
  const consentBanner = createConsentBanner(createSiteMessages());
  const preloadHints = loadPreloadHints(config.staticDir, template, assetIndexPath);

  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 256 * 1024,
    // A body sent a byte at a time must not hold a connection for ever: the whole request has this long, and so
    // has an idle socket. Node checks running requests at an interval, which must be finer than the limit.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, config.requestTimeoutMs / 4)),
    },
    // Behind a reverse proxy the operator names it (TRUST_PROXY: a hop count or its addresses), so the client's
    // address is the one that proxy saw, not one the client wrote into X-Forwarded-For.
    // A hop count trusts that many proxies nearest the server (proxy-addr's hop index counts from the socket).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  const base = config.basePath;
  const apiPrefix = `${base}api`;

  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorateRequest('readingMultipart', false);
  app.decorateRequest('session', null);
  app.decorateRequest('operator', null);
  // Every route's zod schemas check what comes in and what goes out (server/http/operation.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set before any plugin registers: Fastify gives each plugin the error handler in force at that moment.
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
      return apiError(reply, error.status, error.toBody());
    }
    if (request.readingMultipart && !(error.statusCode && error.statusCode < 500))
      return apiError(reply, 400, {
        error: 'invalid_input',
        message: 'The form data could not be read: send a well-formed multipart/form-data body',
      });
    // A unique index caught a race that a check before the insert could not (two sign-ups at once).
    if (error.code === '23505')
      return apiError(reply, 409, { error: 'conflict', message: 'This already exists' });
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Never send a stack trace or an internal message out: 5xx answers carry a generic text.
    const message = status >= 500 ? 'An error occurred, please try again later' : error.message;
    return apiError(reply, status, { error: status >= 500 ? 'global_error' : 'bad_request', message });
  });

  // HSTS only when the site is configured as https: over plain http a browser ignores it, and a development
  // server on localhost must not pin https for every other port of that host. No preload: leaving the preload
  // list takes months, a decision for the brand's whole domain, not for this one site.
  const hsts = config.publicOrigin?.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
  // The policy admits the hosts of exactly the optional providers this configuration turns on.
  const headersFor = headersByType(
    securityHeaders(config, { scripts: FIRST_PAINT_SCRIPT_HASHES, styles: styleHashes }),
  );
  app.addHook('onSend', async (_request, reply) => {
    const type = reply.getHeader('content-type');
    for (const [name, value] of Object.entries(headersFor(typeof type === 'string' ? type : undefined)))
      reply.header(name, value);
    if (hsts) reply.header('strict-transport-security', hsts);
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await installCors(app, apiPrefix, config.corsOrigins);
  await registerOpenApi(app, { version, apiPrefix });
  const services = await createServices(config, db, overrides);
  // Tests and a graceful stop wait on work that requests left running after their answer.
  app.decorate('backgroundIdle', () => services.background.idle());
  app.addHook('onClose', async () => {
    // Boards handed in by the caller outlive this app (a benchmark shares one across apps).
    if (!overrides?.boards) services.boards.close();
    await services.background.idle();
    await services.mailer.close();
  });

  // Open to anyone, signed or not: the operator's health check, the API reference, and the share pictures that
  // link previews fetch (they cannot sign).
  await app.register(
    async (open) => {
      open.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await open.register(healthRoutes, { db, version, startedAt: Date.now() });
      await open.register(docsRoutes, { origin: siteOrigin(config) });
      await open.register(shareImageRoutes, { services });
    },
    { prefix: apiPrefix },
  );

  await app.register(
    async (api) => {
      // Spec §7: bodies are JSON or forms (URL-encoded or multipart); forms carry fields only, never files.
      // A multipart body is read in a hook of the multipart plugin, after the handler's error scope is set: a
      // malformed one (no boundary, a truncated part) fails there with a parser's error, which is the
      // client's fault, so the request is marked until the plugin is done with it.
      api.addHook('preValidation', async (request) => {
        request.readingMultipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
      });
      await api.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
      await api.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { files: 0, fields: 60, fieldSize: 64 * 1024, parts: 60 },
      });
      api.addHook('preValidation', async (request) => {
        // RFC 7578: every part names its field. Busboy hands a nameless part over under the key "undefined",
        // which a schema that ignores unknown keys would let through: such a body is malformed.
        if (
          request.readingMultipart &&
          request.body &&
          typeof request.body === 'object' &&
          Object.hasOwn(request.body, 'undefined')
        )
          throw new Error('A multipart part without a name');
        request.readingMultipart = false;
      });
      // Every write counts against its address as it arrives, whatever it carries; a route may name its own
      // limit in its config (the sign-in routes do), and a per-account limit follows once the caller is known.
      await api.register(fastifyRateLimit, {
        store: sqlRateLimitStore(db),
        hook: 'onRequest',
        max: config.rateLimits.writesPerIpPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `ip:${request.ip}`,
        allowList: (request) => READS.has(request.method),
        errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
      });
      // The signature is checked before anything else is said about the request: every refusal is the same.
      await installClientAuth(api, db, {
        clients: config.apiClients,
        hawk: config.hawkClients,
        projectSlug: config.projectSlug,
        payloadKey: config.payloadKey,
      });
      api.addHook('preValidation', async (request) => {
        rejectNulCharacters(request.body, 'body');
        rejectNulCharacters(request.query, 'query');
        rejectNulCharacters(request.params, 'params');
      });
      // Who is calling, as each route declares (x-auth), before its input is looked at.
      api.addHook('preValidation', authenticate(services));
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await registerApiRoutes(api, services);
    },
    { prefix: apiPrefix },
  );

  // The bare base path: the language code always leads the path (spec §2).
  app.get(base, async (_request, reply) => reply.redirect(base.replace(/\/$/, '') + ROOT_REDIRECT, 302));

  // Spec §2: the brand's own privacy policy, one per language, at {BRAND_ORIGIN}/{locale}/privacy-policy. Only a
  // known locale code goes into the address; anything else ends on the 404 page, as does a server with no brand.
  app.get(`${base}redirect/privacy-policy/:locale`, async (request, reply) => {
    const { locale } = request.params as { locale: string };
    if (!config.brandOrigin || !isLocaleCode(locale)) return reply.callNotFound();
    return reply.redirect(`${config.brandOrigin}/${locale}/privacy-policy`, 302);
  });

  // The brand's outbound links (related products, where to buy) go on to its shop when one is configured.
  app.get(`${base}redirect/*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    // privacy-policy/… is the route above's alone: a deeper path there is no page of the brand's.
    if (
      !config.brandOrigin ||
      !/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(rest) ||
      rest.startsWith('privacy-policy/')
    )
      return reply.callNotFound();
    return reply.redirect(`${config.brandOrigin}/${rest}`, 302);
  });

  await app.register(fastifyStatic, {
    root: config.staticDir,
    prefix: base,
    index: false,
    // index.html is a template; pages are rendered per address below, never served raw.
    allowedPath: (pathName) => pathName !== '/index.html',
    // The build writes brotli (quality 11) and gzip forms beside its files (scripts/precompress.ts): sent as they
    // are, instead of compressing each response on the fly at brotli's fast, weaker setting.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        HASHED_ASSET.test(filePath.replaceAll('\\', '/').replace(PRECOMPRESSED, ''))
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  const origin = siteOrigin(config);
  // What the site's pages need to sign or encrypt their calls, when the operator asks for either.
  const siteClientKey = config.siteApiClient ? config.apiClients[config.siteApiClient] : undefined;
  const siteAccess: SiteApiAccess | null =
    siteClientKey || config.payloadKey
      ? {
          ...(siteClientKey
            ? {
                signing: {
                  clientId: config.siteApiClient!,
                  key: siteClientKey,
                  projectSlug: config.projectSlug,
                },
              }
            : {}),
          ...(config.payloadKey ? { payloadKey: config.payloadKey } : {}),
        }
      : null;

  // Which analytics the site loads once a visitor allows it: the operator's tag, else the first-party counters.
  const siteAnalytics = config.analyticsTagUrl ? { tagUrl: config.analyticsTagUrl } : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === apiPrefix || path.startsWith(`${apiPrefix}/`)) {
      return apiError(reply, 404, { error: 'not_found', message: `No API route ${request.method} ${path}` });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && (path + '/').startsWith(base);
    if (!isPage || /\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    }
    const sitePathName = '/' + path.slice(base.length);
    const fallbackLocale =
      localeFromCookieHeader(request.headers.cookie) ??
      localeFromAcceptLanguage(request.headers['accept-language']) ??
      DEFAULT_LOCALE;
    const route = parseSitePath(sitePathName, fallbackLocale);
    if (route === null) return reply.redirect(base.replace(/\/$/, '') + ROOT_REDIRECT, 302);
    const ctx = { origin, basePath: base };
    // A share link is looked up, so that it unfurls with the player's result, and one naming nobody is a 404
    // (its page still invites to play).
    let shared: SharedHead | null | undefined;
    if (route.name === 'share' && route.slug) {
      const result = await findSharedResult(services, route.slug);
      shared = result ? sharedHead(result, route.locale, ctx) : null;
    }
    const preloads = preloadHints.forRoute(
      route,
      requestedResolution(request.query as Record<string, unknown>, request.headers),
    );
    const boot = await siteBootFor(request, services);
    const html = renderSiteHtml(template, route, ctx, {
      access: siteAccess,
      analytics: siteAnalytics,
      shared,
      preloads,
      boot,
      firstPaint: consentBanner(route.locale, request.headers.cookie),
    });
    return (
      reply
        .code(route.name === 'not-found' || shared === null ? 404 : 200)
        // The page carries the visitor's country (the boot data): no shared cache may hand it to another visitor.
        .header('cache-control', 'private, no-cache')
        .header('vary', PRELOAD_VARY)
        .header('content-language', route.locale)
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });

  return app;
}
