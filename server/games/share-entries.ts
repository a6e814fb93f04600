import type { LocaleCode } from '../../api/locales.ts';
import type { ShareEntryNetwork } from '../../api/entries.ts';
import type { Database } from '../db/database.ts';

/**
 * The share prize's entries (issue 39): one per player, the first share kept. Whether the window is open and who
 * is asking are the caller's to check.
 */
export async function recordShareEntry(
  db: Pick<Database, 'query'>,
  entry: { userId: string; network: ShareEntryNetwork; seenCountry: string | null; locale: LocaleCode },
): Promise<{ already: boolean; firstSharedAt: string }> {
  // One statement, so two shares at the same moment make one entry and both learn which.
  const inserted = await db.query<{ first_shared_at: Date | string }>(
    `INSERT INTO share_entries (user_id, network, seen_country, locale) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING RETURNING first_shared_at`,
    [entry.userId, entry.network, entry.seenCountry, entry.locale],
  );
  if (inserted.rows[0]) return { already: false, firstSharedAt: iso(inserted.rows[0].first_shared_at) };
  const existing = await shareEntryOf(db, entry.userId);
  return { already: true, firstSharedAt: existing! };
}

/** When the player's entry was recorded, or null. */
export async function shareEntryOf(db: Pick<Database, 'query'>, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ first_shared_at: Date | string }>(
    `SELECT first_shared_at FROM share_entries WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ? iso(rows[0].first_shared_at) : null;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export interface ShareEntry {
  userId: string;
  /** Unix ms. */
  firstSharedAt: number;
  network: string;
  seenCountry: string | null;
  locale: string;
}

/** Every share entry, oldest first (the share draw's entrants before the rules are applied). */
export async function listShareEntries(db: Pick<Database, 'query'>): Promise<ShareEntry[]> {
  const { rows } = await db.query<{
    user_id: string;
    first_shared_at: Date | string;
    network: string;
    seen_country: string | null;
    locale: string;
  }>(
    `SELECT user_id, first_shared_at, network, seen_country, locale FROM share_entries
     ORDER BY first_shared_at, user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    firstSharedAt: new Date(row.first_shared_at).getTime(),
    network: row.network,
    seenCountry: row.seen_country,
    locale: row.locale,
  }));
}
