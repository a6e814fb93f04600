import { ANALYTICS_EVENT_TYPES, type AnalyticsEvent, type AnalyticsEventType } from '../../api/analytics.ts';
import type { Database } from '../db/database.ts';

/**
 * The daily counters behind POST analytics/events and `npm run report`. A batch is summed first, so a request
 * is one statement however many events it carries, and concurrent requests add up (the upsert increments).
 */
interface Tally {
  event: AnalyticsEventType;
  game: string;
  count: number;
}

/** Sums a batch per (event type, game); '' stands for no game. */
export function tallyEvents(events: readonly AnalyticsEvent[]): Tally[] {
  const counts = new Map<string, Tally>();
  for (const { type, game = '' } of events) {
    const key = `${type}\u0000${game}`;
    const tally = counts.get(key) ?? { event: type, game, count: 0 };
    tally.count += 1;
    counts.set(key, tally);
  }
  return [...counts.values()];
}

/** Adds a batch to today's counters (the server's UTC day: a client's clock is not believed). */
export async function countEvents(
  db: Pick<Database, 'query'>,
  events: readonly AnalyticsEvent[],
): Promise<number> {
  const tallies = tallyEvents(events);
  if (tallies.length === 0) return 0;
  await db.query(
    `INSERT INTO analytics_daily (day, event, game, count)
     SELECT (now() AT TIME ZONE 'UTC')::date, t.event, t.game, t.count
       FROM unnest($1::text[], $2::text[], $3::bigint[]) AS t(event, game, count)
     ON CONFLICT (day, event, game) DO UPDATE SET count = analytics_daily.count + EXCLUDED.count`,
    [tallies.map((t) => t.event), tallies.map((t) => t.game), tallies.map((t) => t.count)],
  );
  return events.length;
}

/** One day's totals per event type (every game together). */
export interface DayCounts {
  /** YYYY-MM-DD, UTC. */
  day: string;
  counts: Record<AnalyticsEventType, number>;
}

const emptyCounts = (): Record<AnalyticsEventType, number> =>
  Object.fromEntries(ANALYTICS_EVENT_TYPES.map((type) => [type, 0])) as Record<AnalyticsEventType, number>;

/** Every day with any count, oldest first; days between with nothing counted are left out. */
export async function readDailyCounts(db: Pick<Database, 'query'>): Promise<DayCounts[]> {
  const { rows } = await db.query<{ day: string; event: AnalyticsEventType; total: string | number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, event, sum(count) AS total
       FROM analytics_daily GROUP BY day, event ORDER BY day`,
  );
  const byDay = new Map<string, DayCounts>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? { day: row.day, counts: emptyCounts() };
    entry.counts[row.event] = Number(row.total);
    byDay.set(row.day, entry);
  }
  return [...byDay.values()];
}
