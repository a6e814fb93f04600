import type { Database } from '../db/database.ts';

type Tx = Pick<Database, 'query'>;

/**
 * Records where a chain's runs were saved from, just before they are claimed onto an account (the claim then
 * gives them their player): only runs that no account holds yet get it, so a run saved earlier keeps the country
 * it was saved from. Called inside the claim's transaction, so a refused claim records nothing.
 */
export async function markClaimedRunsSeen(
  tx: Tx,
  accumulatorUuid: string,
  country: string | null,
): Promise<void> {
  if (country === null) return;
  await tx.query(
    `UPDATE games SET seen_country = $2 WHERE accumulator_uuid = $1 AND user_id IS NULL AND ended_at IS NOT NULL`,
    [accumulatorUuid, country],
  );
}

/** The countries a player's runs were saved from (distinct, without the unknown ones). */
export async function seenCountriesOf(db: Tx, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ seen_country: string }>(
    `SELECT DISTINCT seen_country FROM games WHERE user_id = $1 AND seen_country IS NOT NULL`,
    [userId],
  );
  return rows.map((row) => row.seen_country);
}
