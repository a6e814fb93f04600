import type { Database } from '../db/database.ts';
import { HttpError } from './http-error.ts';

/**
 * Fixed-window counters in the database, so every API process counts the same hits. A write past the limit
 * gets 429 with Retry-After (seconds to the window's end).
 */
export interface RateRule {
  limit: number;
  windowS: number;
}

let calls = 0;

export async function hitRateLimit(db: Database, key: string, { limit, windowS }: RateRule): Promise<void> {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits (key, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits, ceil(extract(epoch FROM window_start) + $2 - extract(epoch FROM now()))::int AS retry_after`,
    [key, windowS],
  );
  // Old windows are useless; sweeping now and then keeps the table small without a scheduler.
  if (++calls % 500 === 0)
    await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  const row = rows[0]!;
  if (row.hits > limit) {
    const retryAfter = Math.max(1, Number(row.retry_after));
    throw new HttpError(429, 'rate_limited', `Too many requests: try again in ${retryAfter} s`, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}
