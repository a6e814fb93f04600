import type { Database } from '../db/database.ts';
import { sweepEvery } from '../db/sweep.ts';
import { HttpError } from './http-error.ts';

/**
 * Fixed-window counters in the database, so every API process counts the same hits. A write past the limit
 * gets 429 with Retry-After (seconds to the window's end). The same table and statement back `hitRateLimit`
 * (limits a handler applies once it knows the player or the address) and the @fastify/rate-limit store of
 * sql-rate-limit-store.ts.
 */
export interface RateRule {
  limit: number;
  windowS: number;
}

/** Windows are swept a day after they start: no window may be longer. */
export const MAX_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The window that holds now, for windows of $2 ms: every process computes the same start. */
const WINDOW_START = `to_timestamp(floor(extract(epoch FROM now()) * 1000 / $2) * $2 / 1000)`;
/** What is left of that window, in ms (at least 1). */
const WINDOW_TTL_MS = `greatest(1, ceil(extract(epoch FROM window_start) * 1000 + $2 - extract(epoch FROM now()) * 1000))::bigint`;

/** Counts one hit against `key` in its current window of `windowMs`. */
const COUNT_HIT = `INSERT INTO rate_limits (key, window_start, hits)
   VALUES ($1, ${WINDOW_START}, 1)
   ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
   RETURNING hits, ${WINDOW_TTL_MS} AS ttl_ms`;

/** Reads the hits of `key`'s current window without counting one. */
const READ_HITS = `SELECT hits, ${WINDOW_TTL_MS} AS ttl_ms FROM rate_limits WHERE key = $1 AND window_start = ${WINDOW_START}`;

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds to the window's end. */
  ttlMs: number;
}

// Old windows are useless; sweeping now and then keeps the table small without a scheduler.
const sweepWindows = sweepEvery(500, (db: Database) =>
  db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`),
);

function checkWindow(windowMs: number): void {
  if (!Number.isSafeInteger(windowMs) || windowMs < 1 || windowMs > MAX_RATE_WINDOW_MS)
    throw new RangeError(`A rate-limit window is 1 ms to 1 day, got ${windowMs} ms`);
}

export async function countHit(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  checkWindow(windowMs);
  const { rows } = await db.query<{ hits: number; ttl_ms: string | number }>(COUNT_HIT, [key, windowMs]);
  await sweepWindows(db);
  const row = rows[0]!;
  return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
}

export async function readHits(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  checkWindow(windowMs);
  const { rows } = await db.query<{ hits: number; ttl_ms: string | number }>(READ_HITS, [key, windowMs]);
  const row = rows[0];
  return row ? { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) } : { hits: 0, ttlMs: 0 };
}

/** The answer past a limit, whichever way it was counted. */
export function tooManyRequests(ttlMs: number): HttpError {
  const retryAfter = String(Math.max(1, Math.ceil(ttlMs / 1000)));
  return new HttpError(429, 'rate_limited', `Too many requests: try again in ${retryAfter} s`, undefined, {
    'retry-after': retryAfter,
  });
}

export async function hitRateLimit(db: Database, key: string, { limit, windowS }: RateRule): Promise<void> {
  const { hits, ttlMs } = await countHit(db, key, windowS * 1000);
  if (hits > limit) throw tooManyRequests(ttlMs);
}
