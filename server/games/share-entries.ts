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
