import type { Database } from '../db/database.ts';
import { findUserById } from '../accounts/users.ts';
import { refreshUserBoards, updateAccumulator } from './claim.ts';

type Tx = Pick<Database, 'query'>;

/** A run held for review: accepted, shown to its player, kept off the boards and the prize path. */
export interface FlaggedRun {
  uuid: string;
  game_type: string;
  user_id: string | null;
  score: number;
  duration_ms: number;
  ended_at: string;
  review_measures: { measures: Record<string, number | null>; suspicions: string[] } | null;
}

export async function listFlaggedRuns(db: Tx): Promise<FlaggedRun[]> {
  const { rows } = await db.query<FlaggedRun>(
    `SELECT uuid, game_type, user_id, score, duration_ms, ended_at::text AS ended_at, review_measures
     FROM games WHERE review = 'flagged' ORDER BY ended_at`,
  );
  return rows.map((row) => ({ ...row, score: Number(row.score), duration_ms: Number(row.duration_ms) }));
}

export type ReviewDecision = 'cleared' | 'rejected';

/**
 * An operator's decision on a flagged run. Clearing makes it count the normal way: its chain's total is
 * recomputed and its player's bests go to the boards (claim.ts, ranking/boards.ts). Rejecting keeps it off for
 * good. Returns false when no flagged run has this uuid.
 */
export async function decideFlaggedRun(
  db: Pick<Database, 'transaction'>,
  uuid: string,
  decision: ReviewDecision,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ accumulator_uuid: string | null; user_id: string | null }>(
      `UPDATE games SET review = $2 WHERE uuid = $1 AND review = 'flagged'
       RETURNING accumulator_uuid, user_id`,
      [uuid, decision],
    );
    const run = rows[0];
    if (!run) return false;
    if (decision === 'rejected' || !run.accumulator_uuid) return true;
    await updateAccumulator(tx, run.accumulator_uuid, run.user_id);
    const user = run.user_id ? await findUserById(tx, run.user_id) : null;
    if (user) await refreshUserBoards(tx, user);
    return true;
  });
}
