import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS, SENDABLE_TEMPLATES, SOCIAL_STRATEGIES } from '../../api/openapi.ts';
import { MAIL_TEMPLATES } from '../mail/templates.ts';
import { STRATEGIES } from '../auth/social.ts';
import type { Database } from '../db/database.ts';
import type { Services } from '../services.ts';
import { docsRoutes } from './docs.ts';
import { healthRoutes } from './health.ts';
import { userRoutes } from './users.ts';
import { gameRoutes } from './games.ts';
import { scoreboardRoutes } from './scoreboards.ts';
import { siteDataRoutes } from './site-data.ts';
import { messageRoutes } from './messages.ts';

const PATHS = [...new Set(API_OPERATIONS.map((op) => op.path))];

describe('docs routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(docsRoutes, { prefix: '/api', version: '9.9.9', origin: 'https://play.example.com' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
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
    expect(doc.info.version).toBe('9.9.9');
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

describe('the reference matches the routes', () => {
  it('documents exactly the routes the API registers', async () => {
    const app = Fastify({ logger: false });
    const registered: string[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push(`${method.toLowerCase()} ${route.url}`);
      }
    });
    // Plugins only read their options when called, so stand-ins are enough to list their routes.
    const services = { db: {}, config: { rateLimits: {} }, social: {} } as unknown as Services;
    await app.register(
      async (api) => {
        await api.register(healthRoutes, { db: {} as Database, version: 'test', startedAt: 0 });
        for (const routes of [userRoutes, gameRoutes, scoreboardRoutes, siteDataRoutes, messageRoutes])
          await api.register(routes, { services });
      },
      { prefix: '/api' },
    );
    await app.ready();
    await app.close();
    const routes = registered.map((r) => r.replace(' /api/', ' /').replace(/:([A-Za-z_]+)/g, '{$1}')).sort();
    const documented = [
      ...new Set(
        API_OPERATIONS.map((op) =>
          // POST /messages/validation/send is the {template} route with template=validation.
          `${op.method} ${op.path}`.replace('/messages/validation/send', '/messages/{template}/send'),
        ),
      ),
    ].sort();
    expect(documented).toEqual(routes);
  });

  it('names the mail templates and sign-in providers the server has', () => {
    expect([...SENDABLE_TEMPLATES, 'validation', 'reset_password'].sort()).toEqual(
      [...MAIL_TEMPLATES].sort(),
    );
    expect([...SOCIAL_STRATEGIES]).toEqual([...STRATEGIES]);
  });
});
