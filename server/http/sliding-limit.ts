import type { Database } from '../db/database.ts';
import { sweepEvery } from '../db/sweep.ts';
import { MAX_RATE_WINDOW_MS } from './rate-limit.ts';

/**
 * A sliding-log limit: at most `limit` admitted attempts in any `windowMs` span, however they fall. Fixed windows
 * (rate-limit.ts) let twice the limit through around a window's edge, a burst at the end of one and another at
 * the start of the next; a password guesser would use that. The log keeps each admitted attempt's time as a row of
 * the `rate_limits` table (key, window_start = the attempt's time, hits), so every process sees the same log;
 * rows older than the window are dropped as the key is hit, and the table's daily sweep takes the rest.
 *
 * A refused attempt is not logged: a visitor who waits the Retry-After they were given gets in then, and someone
 * hammering a key keeps it closed only by the attempts that get through, never more than `limit` per window.
 * Attempts on one key take an advisory lock for their transaction, so processes racing on a key cannot both take
 * its last slot.
 */
export interface SlidingRule {
  limit: number;
  windowMs: number;
}

export interface SlidingVerdict {
  allowed: boolean;
  /** Attempts in the window after this one: with it when allowed. */
  count: number;
  /** When refused, how long until a slot frees (ms, at least 1); 0 when allowed. */
  retryAfterMs: number;
}

const LOCK_KEY = `SELECT pg_advisory_xact_lock(hashtext($1))`;
const FORGET_OLD = `DELETE FROM rate_limits WHERE key = $1 AND window_start <= to_timestamp($2::float8 / 1000)`;
const ENTRIES = `SELECT round(extract(epoch FROM window_start) * 1000)::float8 AS at_ms, hits
  FROM rate_limits WHERE key = $1 ORDER BY window_start`;
const LOG_ATTEMPT = `INSERT INTO rate_limits (key, window_start, hits)
  VALUES ($1, to_timestamp($2::float8 / 1000), 1)
  ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1`;

const sweepOld = sweepEvery(500, (db: Database) =>
  db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`),
);

function checkRule({ limit, windowMs }: SlidingRule): void {
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new RangeError(`A limit is a positive integer, got ${limit}`);
  if (!Number.isSafeInteger(windowMs) || windowMs < 1 || windowMs > MAX_RATE_WINDOW_MS)
    throw new RangeError(`A rate-limit window is 1 ms to 1 day, got ${windowMs} ms`);
}

/**
 * Takes a slot of `key`'s log at `nowMs` (epoch ms; the caller's clock, which tests drive), or says how long until
 * one frees. Keys share the table with the fixed windows: give them a prefix of their own.
 */
export async function takeSlidingSlot(
  db: Database,
  key: string,
  rule: SlidingRule,
  nowMs: number,
): Promise<SlidingVerdict> {
  checkRule(rule);
  const now = Math.floor(nowMs);
  const verdict = await db.transaction(async (tx) => {
    await tx.query(LOCK_KEY, [key]);
    await tx.query(FORGET_OLD, [key, now - rule.windowMs]);
    const { rows } = await tx.query<{ at_ms: number; hits: number }>(ENTRIES, [key]);
    const entries = rows.map((r) => ({ at: Number(r.at_ms), hits: Number(r.hits) }));
    const taken = entries.reduce((sum, e) => sum + e.hits, 0);
    if (taken < rule.limit) {
      await tx.query(LOG_ATTEMPT, [key, now]);
      return { allowed: true, count: taken + 1, retryAfterMs: 0 };
    }
    // The slot that frees first for one more attempt: once the oldest (taken - limit + 1) attempts have left.
    let toFree = taken - rule.limit + 1;
    let freesAt = now + rule.windowMs;
    for (const entry of entries) {
      toFree -= entry.hits;
      if (toFree <= 0) {
        freesAt = entry.at + rule.windowMs;
        break;
      }
    }
    return { allowed: false, count: taken, retryAfterMs: Math.max(1, freesAt - now) };
  });
  await sweepOld(db);
  return verdict;
}
