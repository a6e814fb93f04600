import type { Database } from '../db/database.ts';
import { publicName, type UserRow } from '../accounts/users.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { writeBoardEntry } from '../ranking/boards.ts';
import { hashSecret, newSecret, sameSecretHash } from '../auth/tokens.ts';
import { GAME_IDS } from '../../api/site-routes.ts';

type Tx = Pick<Database, 'query'> & { afterCommit?: (callback: () => void) => void };

/**
 * The runs whose scores count for chains, boards and prizes: a run flagged for review (its inputs look
 * programmed) or rejected by an operator keeps its score for the player to see, but counts only once cleared.
 */
export const COUNTS = `score IS NOT NULL AND (review IS NULL OR review = 'cleared')`;

/**
 * The total of a chain: the latest counting score of each game in it (a replayed game replaces its score; a
 * flagged run does not, until it is cleared).
 */
export async function accumulatorTotal(
  tx: Tx,
  accumulatorUuid: string,
): Promise<{ total: number; games: number }> {
  const { rows } = await tx.query<{ score: number }>(
    `SELECT DISTINCT ON (game_type) score FROM games
     WHERE accumulator_uuid = $1 AND ${COUNTS} ORDER BY game_type, ended_at DESC`,
    [accumulatorUuid],
  );
  return { total: rows.reduce((sum, r) => sum + Number(r.score), 0), games: rows.length };
}

/** Puts the user's bests on the boards: each game's best run, the best chain total (and the DE segment). */
export async function refreshUserBoards(
  tx: Tx,
  user: Pick<UserRow, 'id' | 'segment' | 'nickname' | 'first_name' | 'last_name'>,
): Promise<void> {
  const name = publicName(user);
  for (const game of GAME_IDS) {
    const { rows } = await tx.query<{ best: number | null }>(
      `SELECT max(score) AS best FROM games WHERE user_id = $1 AND game_type = $2 AND ${COUNTS}`,
      [user.id, game],
    );
    const best = rows[0]?.best;
    if (best !== null && best !== undefined) await writeBoardEntry(tx, game, user.id, Number(best), name);
  }
  const { rows } = await tx.query<{ best: number | null }>(
    `SELECT max(total) AS best FROM accumulators WHERE user_id = $1`,
    [user.id],
  );
  const best = rows[0]?.best;
  if (best === null || best === undefined) return;
  await writeBoardEntry(tx, 'total', user.id, Number(best), name);
  if (user.segment === 'DE') await writeBoardEntry(tx, 'total-DE', user.id, Number(best), name);
}

/** Writes a chain's total from its counting runs; a new chain keeps `secretHash` (its secret is never replaced). */
export async function updateAccumulator(
  tx: Tx,
  accumulatorUuid: string,
  userId: string | null,
  secretHash: string | null = null,
): Promise<{ total: number; games: number }> {
  const { total, games } = await accumulatorTotal(tx, accumulatorUuid);
  await tx.query(
    `INSERT INTO accumulators (uuid, user_id, total, games, secret_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uuid) DO UPDATE SET total = EXCLUDED.total, games = EXCLUDED.games, updated_at = now()`,
    [accumulatorUuid, userId, total, games, secretHash],
  );
  return { total, games };
}

/**
 * Who may claim a chain: `{ secret }`, the chain secret its first run's end handed the browser that played it (or
 * undefined when none was sent), or `'continued'` for the chain a run just ended in, whose ownership `endRun`
 * already checked.
 */
export type ChainProof = { secret: string | undefined } | 'continued';

/** A new chain secret for the browser, and the hash kept on the chain. 256 bits, like a bearer token. */
export function newChainSecret(): { secret: string; hash: string } {
  const secret = newSecret();
  return { secret, hash: hashSecret(secret) };
}

/**
 * Whether `secret` opens an anonymous chain whose stored hash is `storedHash`, compared in constant time. A chain
 * without a hash (started by a signed-in player, or before chain secrets) is opened by no secret.
 */
export function chainSecretMatches(storedHash: string | null, secret: string | undefined): boolean {
  const typed = hashSecret(secret ?? '');
  const matches = sameSecretHash(typed, storedHash ?? NO_SECRET_HASH);
  return storedHash !== null && secret !== undefined && matches;
}
/** Compared against when a chain has no hash, so that case costs the same as a wrong secret. */
const NO_SECRET_HASH = hashSecret('no chain secret');

/**
 * Saves an anonymous chain of runs to an account ("save my score"). Only the browser that played it can: without
 * the chain's secret the answer is the one for an unknown chain, whoever knows a run's or the chain's uuid. A
 * chain already the player's is saved again without it; one saved by someone else is refused to the secret's
 * holder.
 */
export async function claimAccumulator(
  tx: Tx,
  accumulatorUuid: string,
  user: UserRow,
  proof: ChainProof,
): Promise<void> {
  const { rows } = await tx.query<{ user_id: string | null; secret_hash: string | null }>(
    `SELECT user_id, secret_hash FROM accumulators WHERE uuid = $1 FOR UPDATE`,
    [accumulatorUuid],
  );
  const accumulator = rows[0];
  const proven = proof === 'continued' || chainSecretMatches(accumulator?.secret_hash ?? null, proof.secret);
  if (!accumulator || (!proven && accumulator.user_id !== user.id)) throw notFound('Run');
  if (accumulator.user_id && accumulator.user_id !== user.id)
    throw forbidden('These runs were saved by another player');
  await tx.query(`UPDATE accumulators SET user_id = $2, updated_at = now() WHERE uuid = $1`, [
    accumulatorUuid,
    user.id,
  ]);
  await tx.query(`UPDATE games SET user_id = $2 WHERE accumulator_uuid = $1 AND user_id IS NULL`, [
    accumulatorUuid,
    user.id,
  ]);
  await refreshUserBoards(tx, user);
}
