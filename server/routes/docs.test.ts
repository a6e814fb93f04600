import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/server-harness.ts';
import { SENDABLE_TEMPLATES } from '../../api/messages.ts';
import { MAIL_TEMPLATES } from '../mail/templates.ts';
import { buildApiDocument } from '../docs/api-markdown.ts';
import { renderMarkdown, type OpenApiDocument } from '../docs/reference.ts';

/** What the API registers, as the onRoute hook saw it, with each route's schema. */
interface SeenRoute {
  method: string;
  url: string;
  schema: Record<string, unknown> | undefined;
}

const PATHS_OF = (doc: OpenApiDocument) => Object.keys(doc.paths);

describe('docs routes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let PATHS: string[];

  beforeAll(async () => {
    ({ app, close } = await createTestApp('pglite'));
    PATHS = PATHS_OF(await buildApiDocument('test'));
  }, 60_000);
  afterAll(async () => {
    await close();
  });

  it('GET /api/openapi.json is the OpenAPI 3.1 document, served at the configured origin and this prefix', async () => {
    // The Host header is the client's to write: the document's server must not follow it.
    const res = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(res.body) as {
      openapi: string;
      info: { version: string };
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.version).toBe('test');
    expect(doc.servers[0]?.url).toBe('https://play.example.com/api');
    expect(doc.paths['/users']).toBeDefined();
    for (const path of PATHS) expect(doc.paths[path], path).toBeDefined();
  });

  it('GET /api/openapi.json with a query string keeps the prefix', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json?x=1' });
    expect((JSON.parse(res.body) as { servers: { url: string }[] }).servers[0]?.url).toBe(
      'https://play.example.com/api',
    );
  });

  it('GET /api/docs is a plain HTML page of every call, with no script and nothing from another host', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en">');
    for (const path of PATHS) expect(html, path).toContain(path);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs.css">');
    // The only absolute address is the API's own server URL, shown as an example.
    const withoutServer = html.split('https://play.example.com/api').join('');
    expect(withoutServer).not.toMatch(/https?:\/\//);
    expect(html).toContain('<table>');
    expect(html).toContain('<code>rejected_run</code>');
  });

  it('GET /api/docs takes nothing from the request’s Host', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { host: 'evil"><script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toContain('evil');
    expect(res.body).toContain('https://play.example.com/api');
  });

  it('GET /api/docs.css is a stylesheet', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.body).toContain('table');
    expect(res.body).not.toMatch(/https?:\/\/|@import|url\(/);
  });
});

describe('the reference is the routes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const seen: SeenRoute[] = [];

  beforeAll(async () => {
    // The real app, with a hook that sees every route as it is registered.
    ({ app, close } = await createTestApp(
      'pglite',
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat())
            if (method !== 'HEAD')
              seen.push({
                method,
                url: route.url,
                schema: route.schema as Record<string, unknown> | undefined,
              });
        },
      },
    ));
  }, 60_000);
  afterAll(async () => {
    await close();
  });

  const apiRoutes = () =>
    seen.filter(
      // OPTIONS /api/* is the CORS preflight, answered by the CORS plugin for every route.
      (r) =>
        r.method !== 'OPTIONS' &&
        r.url.startsWith('/api/') &&
        !/^\/api\/(openapi\.json|docs|docs\.css)$/.test(r.url),
    );

  it('every API route declares its input and every answer with zod schemas', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(20);
    for (const route of apiRoutes()) {
      const name = `${route.method} ${route.url}`;
      const schema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      expect(response['200'], name).toBeInstanceOf(z.ZodType);
      const errors = (schema['x-errors'] ?? []) as { status: number }[];
      expect(errors.length, name).toBeGreaterThan(0);
      for (const { status } of errors)
        expect(response[String(status)], `${name} ${status}`).toBeInstanceOf(z.ZodType);
      if (route.url.includes(':')) expect(schema.params, name).toBeInstanceOf(z.ZodType);
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !/logout$|games\/:id$/.test(route.url))
        expect(schema.body, name).toBeInstanceOf(z.ZodType);
      expect(['none', 'optional', 'play', 'full', 'operator'], name).toContain(schema['x-auth']);
    }
  });

  it('the served document lists exactly the registered routes, and equals the one docs/api.md is made from', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const served = JSON.parse(res.body) as OpenApiDocument;
    const documented = Object.entries(served.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const registered = apiRoutes()
      .map((r) => `${r.method} ${r.url.replace(/^\/api/, '').replace(/:([A-Za-z_]+)/g, '{$1}')}`)
      .sort();
    expect(documented).toEqual(registered);
    const standalone = await buildApiDocument('test', served.servers[0]!.url);
    expect(served).toEqual(standalone);
  });

  it('docs/api.md is the fresh rendering of the routes (run npm run api-docs after changing a route)', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const expected = renderMarkdown(await buildApiDocument(version));
    expect(readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')).toBe(expected);
  });

  it('names the mail templates the server has', () => {
    // The draw's mails are sent by `npm run draw -- publish`, not through the API.
    expect(
      [
        ...SENDABLE_TEMPLATES,
        'validation',
        'reset_password',
        'sign_in_code',
        'draw_winner',
        'draw_reserve',
      ].sort(),
    ).toEqual([...MAIL_TEMPLATES].sort());
  });
});
