import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EndBody, RunStats } from '../../api/games.ts';
import type { GameId } from '../../api/site-routes.ts';
import type { Database } from '../db/database.ts';
import type { Session } from '../auth/sessions.ts';
import { forbidden, HttpError, notFound, RejectedRunError } from '../http/http-error.ts';
import { chainSecretMatches, claimAccumulator, newChainSecret, updateAccumulator } from './claim.ts';
import { markClaimedRunsSeen } from './seen-country.ts';
import { verifyRun } from './verify-run.ts';

/** Runs (spec §7): start, end with the replay, read, save to an account. */

interface GameRow {
  uuid: string;
  game_type: GameId;
  user_id: string | null;
  ended: boolean;
  elapsed_ms: number;
  seed: string;
  score: number | null;
  duration_ms: number | null;
  accumulator_uuid: string | null;
  /** 'plausibility' only on runs stored before every stored score had to come from a replay. */
  verification: 'replay' | 'plausibility' | null;
  /** 'flagged': its inputs look programmed, so it counts nowhere until an operator clears it. */
  review: 'flagged' | 'cleared' | 'rejected' | null;
  stats: RunStats | null;
  game_data: Record<string, unknown> | null;
}

const SELECT_GAME = `SELECT uuid, game_type, user_id, ended_at IS NOT NULL AS ended,
  (extract(epoch FROM now() - started_at) * 1000)::float8 AS elapsed_ms, seed, score, duration_ms,
  accumulator_uuid, verification, review, stats, game_data FROM games`;

/** What GET and PATCH games/{id} answer about a run. */
function gameRecord(run: GameRow) {
  return {
    success: true as const,
    uuid: run.uuid,
    game_type: run.game_type,
    score: run.score === null ? null : Number(run.score),
    duration: run.duration_ms === null ? null : Number(run.duration_ms),
    ended: run.ended,
    accumulator_uuid: run.accumulator_uuid,
    verification: run.verification,
    review: run.review,
    stats: run.stats,
    game_data: run.game_data,
  };
}

/** A new run with a seed the server picks, so nobody can choose a lucky one. */
export async function startRun(db: Database, gameType: GameId, session: Session | null) {
  const uuid = randomUUID();
  const seed = randomInt(0, 2 ** 31);
  await db.query(`INSERT INTO games (uuid, game_type, user_id, seed) VALUES ($1, $2, $3, $4)`, [
    uuid,
    gameType,
    session?.user.id ?? null,
    seed,
  ]);
  return { success: true as const, uuid, seed };
}

/**
 * Ends a run with its replay: the score stored is the one the replay yields. A refused run is closed too, so
 * the same run cannot be retried with other numbers; the refusal is thrown after that is committed.
 * `seenCountry`: where a signed-in player's request comes from (server/geo/seen-country.ts), kept with the run
 * for the draw's residency rule.
 */
export async function endRun(
  db: Database,
  body: z.output<typeof EndBody>,
  session: Session | null,
  seenCountry: string | null = null,
) {
  const answer = await db.transaction(async (tx) => {
    const { rows } = await tx.query<GameRow>(`${SELECT_GAME} WHERE uuid = $1 FOR UPDATE`, [body.uuid]);
    const run = rows[0];
    if (!run) throw notFound('Run');
    if (run.ended) throw new HttpError(409, 'conflict', 'This run has already ended');
    if (run.user_id && run.user_id !== session?.user.id)
      throw forbidden('This run belongs to another player');
    const verdict = verifyRun(
      run.game_type,
      { score: body.score, durationMs: body.duration, gameData: body.game_data },
      Number(run.seed),
      Number(run.elapsed_ms),
    );
    if (!verdict.ok) {
      await tx.query(`UPDATE games SET ended_at = now(), claimed_score = $2 WHERE uuid = $1`, [
        run.uuid,
        body.score,
      ]);
      return { rejected: verdict };
    }
    let accumulator: string = randomUUID();
    // A chain started anonymously gets a secret that only this browser learns: only it can continue or save it.
    let newChain: { secret: string; hash: string } | null = null;
    const player = session?.user.id ?? run.user_id;
    if (body.previous_game) {
      const previous = (
        await tx.query<{
          ended: boolean;
          accumulator_uuid: string | null;
          chain_user_id: string | null;
          secret_hash: string | null;
        }>(
          `SELECT g.ended_at IS NOT NULL AS ended, g.accumulator_uuid, a.user_id AS chain_user_id,
             a.secret_hash
           FROM games g JOIN accumulators a ON a.uuid = g.accumulator_uuid WHERE g.uuid = $1
           FOR UPDATE OF a`,
          [body.previous_game],
        )
      ).rows[0];
      // An anonymous chain is continued only with its secret; without it, it answers as if it did not exist. The
      // chain's row stays locked, so it cannot be claimed by someone else between this check and the end's write.
      const open =
        previous?.chain_user_id === null
          ? chainSecretMatches(previous.secret_hash, body.chain_secret)
          : Boolean(previous?.chain_user_id);
      if (!previous || !previous.ended || !previous.accumulator_uuid || !open)
        throw new HttpError(400, 'invalid_input', 'previous_game is not an ended run');
      if (previous.chain_user_id && previous.chain_user_id !== player)
        throw forbidden('previous_game belongs to another player');
      accumulator = previous.accumulator_uuid;
    } else if (!player) newChain = newChainSecret();
    // A run whose inputs look programmed is accepted and kept, but held off the boards for an operator.
    const review = verdict.inputs?.suspicions.length ? ('flagged' as const) : null;
    await tx.query(
      `UPDATE games SET ended_at = now(), score = $2, claimed_score = $3, duration_ms = $4, previous_game = $5,
       accumulator_uuid = $6, verification = $7, game_data = $8, review = $9, review_measures = $10,
       stats = $11, seen_country = $12 WHERE uuid = $1`,
      [
        run.uuid,
        verdict.score,
        body.score,
        verdict.durationMs,
        body.previous_game ?? null,
        accumulator,
        verdict.verification,
        JSON.stringify(body.game_data),
        review,
        verdict.inputs ? JSON.stringify(verdict.inputs) : null,
        JSON.stringify(verdict.stats),
        session ? seenCountry : null,
      ],
    );
    const { total } = await updateAccumulator(tx, accumulator, run.user_id, newChain?.hash ?? null);
    if (session) {
      await markClaimedRunsSeen(tx, accumulator, seenCountry);
      await claimAccumulator(tx, accumulator, session.user, 'continued');
    }
    return {
      success: true as const,
      accumulator_uuid: accumulator,
      score: verdict.score,
      verification: verdict.verification,
      review,
      total,
      stats: verdict.stats,
      ...(newChain ? { chain_secret: newChain.secret } : {}),
    };
  });
  if ('rejected' in answer && answer.rejected)
    throw new RejectedRunError(answer.rejected.reason, `The run was refused: ${answer.rejected.detail}`);
  return answer;
}

export async function readRun(db: Database, uuid: string) {
  const run = (await db.query<GameRow>(`${SELECT_GAME} WHERE uuid = $1`, [uuid])).rows[0];
  if (!run) throw notFound('Run');
  return gameRecord(run);
}

/**
 * Saving: the run's chain (by a run's uuid or the accumulator's) goes to the player, with the chain's secret
 * unless it is already theirs; answers its latest run. The runs it gives the player keep `seenCountry`, where the
 * save came from.
 */
export async function saveChain(
  db: Database,
  id: string,
  session: Session,
  chainSecret: string | undefined,
  seenCountry: string | null = null,
) {
  await db.transaction(async (tx) => {
    const byRun = (
      await tx.query<{ accumulator_uuid: string | null }>(
        `SELECT accumulator_uuid FROM games WHERE uuid = $1`,
        [id],
      )
    ).rows[0];
    const accumulator = byRun ? byRun.accumulator_uuid : id;
    if (!accumulator) throw new HttpError(409, 'conflict', 'This run has not ended yet');
    // Claiming puts the player's bests on the boards too.
    await markClaimedRunsSeen(tx, accumulator, seenCountry);
    await claimAccumulator(tx, accumulator, session.user, { secret: chainSecret });
  });
  const { rows } = await db.query<GameRow>(
    `${SELECT_GAME} WHERE uuid = $1 OR accumulator_uuid = $1 ORDER BY ended_at DESC NULLS LAST LIMIT 1`,
    [id],
  );
  return gameRecord(rows[0]!);
}

/** The game of the player's latest scored run, if any: the site offers the next one in the cycle. */
export async function lastScoredGame(db: Database, userId: string): Promise<GameId | null> {
  const { rows } = await db.query<{ game_type: GameId }>(
    `SELECT game_type FROM games WHERE user_id = $1 AND score IS NOT NULL ORDER BY ended_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.game_type ?? null;
}
