import type { GameId } from '../../api/site-routes.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { absoluteUrl } from '../../api/head-tags.ts';
import { sitePath } from '../../api/site-routes.ts';
import { siteOrigin, type ServerConfig } from '../config.ts';
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

/** A run as operators read it (api/operator.ts): with its seed, the claimed score and the input measures. */
export async function readRunForOperator(db: Tx, uuid: string) {
  const { rows } = await db.query<{
    uuid: string;
    game_type: GameId;
    seed: string;
    score: number | null;
    claimed_score: number | null;
    duration_ms: number | null;
    ended: boolean;
    started_at: string;
    ended_at: string | null;
    user_id: string | null;
    verification: 'replay' | 'plausibility' | null;
    review: 'flagged' | 'cleared' | 'rejected' | null;
    review_measures: FlaggedRun['review_measures'];
    game_data: Record<string, unknown> | null;
  }>(
    `SELECT uuid, game_type, seed, score, claimed_score, duration_ms, ended_at IS NOT NULL AS ended,
       to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
       to_char(ended_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ended_at,
       user_id, verification, review, review_measures, game_data
     FROM games WHERE uuid = $1`,
    [uuid],
  );
  const run = rows[0];
  if (!run) throw notFound('Run');
  const count = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    success: true as const,
    uuid: run.uuid,
    game_type: run.game_type,
    seed: Number(run.seed),
    score: count(run.score),
    claimed_score: count(run.claimed_score),
    duration: count(run.duration_ms),
    ended: run.ended,
    started_at: run.started_at,
    ended_at: run.ended_at,
    user_id: run.user_id,
    verification: run.verification,
    review: run.review,
    review_measures: run.review_measures,
    game_data: run.game_data,
  };
}

/**
 * The address of a run in the operators' replay viewer, built on the configured origin and base path (never on a
 * request's headers); in English, the operators' language.
 */
export function replayViewerUrl(
  config: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port' | 'basePath'>,
  uuid: string,
): string {
  return absoluteUrl(
    { origin: siteOrigin(config), basePath: config.basePath },
    sitePath({ name: 'replay', locale: 'en', uuid }),
  );
}

/** Notes that `operator` opened run `uuid` in the replay viewer (the first time is what counts). */
export async function recordRunView(db: Tx, uuid: string, operator: string): Promise<void> {
  await db.query(
    `INSERT INTO operator_run_views (run_uuid, operator) VALUES ($1, $2) ON CONFLICT (run_uuid, operator) DO NOTHING`,
    [uuid, operator],
  );
}
