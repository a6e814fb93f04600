import { promisify } from 'node:util';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/server-harness.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from './http-error.ts';
import { hitRateLimit, tooManyRequests } from './rate-limit.ts';
import { sqlRateLimitStore } from './sql-rate-limit-store.ts';

// Windows of an hour: a test never straddles two of them (windows start on the clock's hour, not at a first hit).
const HOUR = 3_600_000;

/** A small app limited as server/app.ts would be: the plugin with the SQL store, 429s as the API words them. */
async function limitedApp(
  db: Database,
  settings: Partial<RateLimitPluginOptions> = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(async (error: Error & { statusCode?: number }, _request, reply) => {
    if (!(error instanceof HttpError))
      return reply.code(error.statusCode ?? 500).send({ error: error.message });
    for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
    return reply.code(error.status).send(error.toBody());
  });
  await app.register(fastifyRateLimit, {
    store: sqlRateLimitStore(db),
    max: 3,
    timeWindow: HOUR,
    keyGenerator: (request) => String(request.headers['x-who']),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    ...settings,
  });
  const ok = async () => ({ ok: true });
  app.get('/a', ok);
  app.get('/b', { config: { rateLimit: { max: 1, timeWindow: HOUR } } }, ok);
  app.get('/c', { config: { rateLimit: { max: 2, timeWindow: HOUR, groupId: 'cd' } } }, ok);
  app.get('/d', { config: { rateLimit: { max: 2, timeWindow: HOUR, groupId: 'cd' } } }, ok);
  app.get('/second', { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, ok);
  await app.ready();
  return app;
}

describe.each(DATABASE_KINDS)('rate limits in the database (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** A second process on the same database. */
  let other: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await limitedApp(database.db);
    other = await limitedApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await database?.drop();
  });

  const hit = (who: string, url = '/a', on = app) =>
    on.inject({ method: 'GET', url, headers: { 'x-who': who } });

  it('lets N calls through, then answers 429 with Retry-After to the end of the window', async () => {
    for (let i = 1; i <= 3; i++) {
      const answer = await hit('alice');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(3 - i));
    }
    const refused = await hit('alice');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message: `Too many requests: try again in ${retryAfter} s`,
    });
    // Another key has its own count.
    expect((await hit('bob')).statusCode).toBe(200);
  });

  it('counts the calls of every process on one database together', async () => {
    expect((await hit('carol', '/a', app)).statusCode).toBe(200);
    expect((await hit('carol', '/a', other)).statusCode).toBe(200);
    expect((await hit('carol', '/a', app)).statusCode).toBe(200);
    expect((await hit('carol', '/a', other)).statusCode).toBe(429);
  });

  it("keeps a route's own limit apart from the global one and from other routes, unless they share a group", async () => {
    expect((await hit('dave', '/b')).statusCode).toBe(200);
    expect((await hit('dave', '/b', other)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await hit('dave', '/a')).statusCode).toBe(200);
    expect((await hit('dave', '/a')).statusCode).toBe(429);
    expect((await hit('dave', '/c')).statusCode).toBe(200);
    expect((await hit('dave', '/d')).statusCode).toBe(200);
    expect((await hit('dave', '/c')).statusCode).toBe(429);
    expect((await hit('dave', '/d')).statusCode).toBe(429);
  });

  it('opens the next window when the last one ends', async () => {
    let refused;
    // A one-second window: two calls may straddle two of them, three calls cannot.
    for (let i = 0; i < 3 && !refused; i++) {
      const answer = await hit('erin', '/second');
      if (answer.statusCode === 429) refused = answer;
    }
    expect(refused?.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await hit('erin', '/second')).statusCode).toBe(200);
  });

  it('reads a count without adding to it', async () => {
    const Store = sqlRateLimitStore(database.db, 'direct:');
    const store = new Store({}) as InstanceType<typeof Store> & {
      read(
        key: string,
        callback: Parameters<InstanceType<typeof Store>['incr']>[1],
        timeWindow: number,
      ): void;
    };
    const incr = promisify((key: string, cb: Parameters<typeof store.incr>[1]) =>
      store.incr(key, cb, HOUR, 5),
    );
    const read = promisify((key: string, cb: Parameters<typeof store.incr>[1]) => store.read(key, cb, HOUR));
    expect(await read('frank')).toEqual({ current: 0, ttl: 0 });
    expect(await incr('frank')).toMatchObject({ current: 1 });
    expect(await incr('frank')).toMatchObject({ current: 2 });
    const seen = await read('frank');
    expect(seen?.current).toBe(2);
    expect(seen?.ttl).toBeGreaterThan(0);
    expect(seen?.ttl).toBeLessThanOrEqual(HOUR);
    expect(await incr('frank')).toMatchObject({ current: 3 });
  });

  it('shares its table and statement with hitRateLimit', async () => {
    expect((await hit('ivan')).statusCode).toBe(200);
    const rule = { limit: 2, windowS: HOUR / 1000 };
    await hitRateLimit(database.db, 'grace', rule);
    await hitRateLimit(database.db, 'grace', rule);
    const error = await hitRateLimit(database.db, 'grace', rule).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    expect(Number((error as HttpError).headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    const { rows } = await database.db.query<{ key: string; hits: number }>(
      `SELECT key, hits FROM rate_limits WHERE key IN ('grace', 'rl:ivan')`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.key, Number(row.hits)]))).toEqual({
      grace: 3,
      'rl:ivan': 1,
    });
  });

  it('refuses settings that move a window, and windows past a day', async () => {
    await expect(limitedApp(database.db, { continueExceeding: true })).rejects.toThrow(/fixed windows/);
    await expect(limitedApp(database.db, { exponentialBackoff: true })).rejects.toThrow(/fixed windows/);
    const tooLong = await limitedApp(database.db, { timeWindow: 2 * 24 * HOUR });
    expect((await hit('heidi', '/a', tooLong)).statusCode).toBe(500);
    await tooLong.close();
  });
});
