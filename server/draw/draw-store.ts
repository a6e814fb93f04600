import { randomBytes } from 'node:crypto';
import { windowBounds, type CompetitionWindow } from '../../api/competition.ts';
import type { GameId } from '../../api/site-routes.ts';
import { publicName } from '../accounts/users.ts';
import type { Database } from '../db/database.ts';
import { SEED_BYTES } from './draw-random.ts';
import { seedFromHex, seedHashOf, type DrawRecord } from './draw-record.ts';
import { boardHash, drawEntries, type DrawEntry, type DrawPlayer, type DrawRun } from './entries.ts';
import { maskEmail } from './mask-email.ts';
import { runDraw, type DrawResult } from './run-draw.ts';

type Queryable = Pick<Database, 'query'>;

/** A draw command that must not go ahead; its message says why, for the operator. */
export class DrawRefused extends Error {}

/** What the public list shows (GET /prizes/winners). */
export interface PublishedWinners {
  tiers: { tier: 1 | 2 | 3; winners: string[] }[];
  leaderboard: { position: number; name: string }[];
}

interface DrawRow {
  id: number;
  seed: string;
  seed_hash: string;
  window_start: string;
  window_end: string;
  time_zone: string;
  board_hash: string | null;
  entries_count: number | null;
  entries: DrawEntry[] | null;
  winners: DrawResult | null;
  published: PublishedWinners | null;
  drawn_at: string | null;
  created_at: string;
}

const SELECT_DRAW = `SELECT id, seed, seed_hash, window_start, window_end, time_zone, board_hash, entries_count,
  entries, winners, published, to_char(drawn_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS drawn_at,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at FROM draws`;

function toRecord(row: DrawRow, revealSeed: boolean): DrawRecord {
  return {
    id: Number(row.id),
    window: { start: row.window_start, end: row.window_end, timeZone: row.time_zone },
    seedHash: row.seed_hash,
    seed: revealSeed ? row.seed : null,
    committedAt: row.created_at,
    drawnAt: row.drawn_at,
    boardHash: row.board_hash,
    entriesCount: row.entries_count === null ? null : Number(row.entries_count),
    entries: row.entries,
    winners: row.winners,
  };
}

/**
 * The draw's record, or null before the commitment. The seed is in it only once the draw has run (until then it
 * is the secret the commitment binds), unless `withSecretSeed` (the draw itself reads it).
 */
export async function readDraw(db: Queryable, id = 1, withSecretSeed = false): Promise<DrawRecord | null> {
  const row = (await db.query<DrawRow>(`${SELECT_DRAW} WHERE id = $1`, [id])).rows[0];
  return row ? toRecord(row, withSecretSeed || row.drawn_at !== null) : null;
}

/**
 * Commits to the draw: a fresh random seed is kept here and its SHA-256 returned, to be published before the
 * window opens. Refused once a commitment exists, and once the window has closed: a seed chosen after the entries
 * are known could be picked for its winners.
 */
export async function commitDraw(
  db: Pick<Database, 'transaction'>,
  window: CompetitionWindow,
  now: number,
): Promise<{ seedHash: string; windowOpen: boolean }> {
  const { opens, closes } = windowBounds(window);
  if (now > closes)
    throw new DrawRefused(
      'The window has closed: a commitment made now would prove nothing. The draw cannot be committed.',
    );
  const seed = Uint8Array.from(randomBytes(SEED_BYTES));
  const seedHash = seedHashOf(seed);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO draws (id, seed, seed_hash, window_start, window_end, time_zone) VALUES (1, $1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [Buffer.from(seed).toString('hex'), seedHash, window.start, window.end, window.timeZone],
    );
    if (rows.length === 0)
      throw new DrawRefused('The draw is already committed (npm run draw -- show prints its commitment).');
  });
  return { seedHash, windowOpen: now >= opens };
}

/** The rows the draw reads: accounts with a scored run inside the window, and those runs. */
async function loadInputs(
  db: Queryable,
  opens: number,
  closes: number,
): Promise<{ players: DrawPlayer[]; runs: DrawRun[] }> {
  const bounds = [new Date(opens).toISOString(), new Date(closes).toISOString()];
  const inWindow = `user_id IS NOT NULL AND accumulator_uuid IS NOT NULL AND score IS NOT NULL
    AND ended_at IS NOT NULL AND started_at >= $1::timestamptz AND ended_at <= $2::timestamptz`;
  const runs = await db.query<{
    user_id: string;
    accumulator_uuid: string;
    game_type: GameId;
    started_ms: number;
    ended_ms: number;
    score: number;
    review: DrawRun['review'];
  }>(
    `SELECT user_id, accumulator_uuid, game_type, (extract(epoch FROM started_at) * 1000)::float8 AS started_ms,
       (extract(epoch FROM ended_at) * 1000)::float8 AS ended_ms, score, review
     FROM games WHERE ${inWindow}`,
    bounds,
  );
  const players = await db.query<{ id: string; country: string | null; opt_in_legal: boolean }>(
    `SELECT id, country, opt_in_legal FROM users WHERE id IN (SELECT user_id FROM games WHERE ${inWindow})`,
    bounds,
  );
  return {
    players: players.rows.map((p) => ({ userId: p.id, country: p.country, optInLegal: p.opt_in_legal })),
    runs: runs.rows.map((r) => ({
      userId: r.user_id,
      chain: r.accumulator_uuid,
      game: r.game_type,
      startedAt: Number(r.started_ms),
      endedAt: Number(r.ended_ms),
      score: Number(r.score),
      review: r.review,
    })),
  };
}

/**
 * Runs the draw: only after the window has closed, once, for the committed window, and with no run of the window
 * still waiting for review (its player would otherwise be left out for a decision nobody made). Snapshots the
 * entries, draws, and stores the record with the masked public list.
 */
export async function performDraw(
  db: Pick<Database, 'transaction'>,
  window: CompetitionWindow,
  now: number,
): Promise<DrawRecord> {
  const { opens, closes } = windowBounds(window);
  if (now <= closes)
    throw new DrawRefused(
      `The window closes at ${new Date(closes).toISOString()}: the draw runs only after that.`,
    );
  return db.transaction(async (tx) => {
    const committed = (await tx.query<DrawRow>(`${SELECT_DRAW} WHERE id = 1 FOR UPDATE`)).rows[0];
    if (!committed)
      throw new DrawRefused('No commitment: the draw must be committed (npm run draw -- commit) first.');
    if (committed.drawn_at)
      throw new DrawRefused('The draw has already run (npm run draw -- show prints it).');
    if (
      committed.window_start !== window.start ||
      committed.window_end !== window.end ||
      committed.time_zone !== window.timeZone
    )
      throw new DrawRefused(
        `The commitment was made for ${committed.window_start} to ${committed.window_end} (${committed.time_zone}), ` +
          `not for the configured ${window.start} to ${window.end} (${window.timeZone}).`,
      );
    const pending = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE review = 'flagged' AND started_at >= $1::timestamptz
       AND ended_at <= $2::timestamptz`,
      [new Date(opens).toISOString(), new Date(closes).toISOString()],
    );
    const waiting = Number(pending.rows[0]!.n);
    if (waiting > 0)
      throw new DrawRefused(
        `${waiting} run(s) of the window still wait for review: clear or reject each first (npm run review-runs -- list).`,
      );
    const { players, runs } = await loadInputs(tx, opens, closes);
    const entries = drawEntries(players, runs, { opens, closes });
    const winners = runDraw(entries, seedFromHex(committed.seed));
    const published = await publish(tx, winners);
    await tx.query(
      `UPDATE draws SET board_hash = $1, entries_count = $2, entries = $3, winners = $4, published = $5,
       drawn_at = now() WHERE id = 1`,
      [
        boardHash(entries),
        entries.length,
        JSON.stringify(entries),
        JSON.stringify(winners),
        JSON.stringify(published),
      ],
    );
    const row = (await tx.query<DrawRow>(`${SELECT_DRAW} WHERE id = 1`)).rows[0]!;
    return toRecord(row, true);
  });
}

/** The public list, fixed at the draw: a winner who later changes their name or leaves stays listed as drawn. */
async function publish(tx: Queryable, winners: DrawResult): Promise<PublishedWinners> {
  const ids = [
    ...new Set([...winners.tiers.flatMap((t) => t.winners), ...winners.leaderboard.map((w) => w.userId)]),
  ];
  const { rows } = await tx.query<{
    id: string;
    email: string;
    nickname: string | null;
    first_name: string;
    last_name: string | null;
  }>(`SELECT id, email, nickname, first_name, last_name FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  const users = new Map(rows.map((row) => [row.id, row]));
  return {
    tiers: winners.tiers.map((t) => ({
      tier: t.tier,
      winners: t.winners.map((id) => maskEmail(users.get(id)?.email ?? '')),
    })),
    leaderboard: winners.leaderboard.map((w) => {
      const user = users.get(w.userId);
      return { position: w.position, name: user ? publicName(user) : '' };
    }),
  };
}

/** The masked winners, or null before the draw. */
export async function publishedWinners(db: Queryable): Promise<PublishedWinners | null> {
  const { rows } = await db.query<{ published: PublishedWinners | null }>(
    `SELECT published FROM draws WHERE id = 1 AND drawn_at IS NOT NULL`,
  );
  return rows[0]?.published ?? null;
}
