import { randomBytes } from 'node:crypto';
import { windowBounds, type CompetitionWindow } from '../../api/competition.ts';
import type { GameId } from '../../api/site-routes.ts';
import { publicName } from '../accounts/users.ts';
import type { Database } from '../db/database.ts';
import { SEED_BYTES } from './draw-random.ts';
import { seedFromHex, seedHashOf, type DrawRecord, type SealedRules } from './draw-record.ts';
import {
  awaitingReview,
  basisOf,
  candidatesOf,
  standings,
  type Basis,
  type DrawDecision,
  type DrawExclusion,
  type Standing,
} from './draw-review.ts';
import {
  boardHash,
  drawEntries,
  shareEntries,
  shareHash,
  type DrawEntry,
  type DrawPlayer,
  type DrawRun,
  type DrawShare,
  type ShareEntry,
} from './entries.ts';
import { maskEmail } from './mask-email.ts';
import { runDraw, type DrawResult } from './run-draw.ts';

type Queryable = Pick<Database, 'query'>;
type Transactional = Pick<Database, 'transaction'>;

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
  rules: SealedRules | null;
  board_hash: string | null;
  entries_count: number | null;
  entries: DrawEntry[] | null;
  share_hash: string | null;
  share_entries_count: number | null;
  share_entries: ShareEntry[] | null;
  winners: DrawResult | null;
  awarded: Standing[] | null;
  drawn_at: string | null;
  sealed_at: string | null;
  published_at: string | null;
  created_at: string;
}

/**
 * Every step is stamped with the clock of the command that takes it (`now`, Unix ms), not the database's, so one
 * clock orders the record; a step older than the one before it is refused.
 */
const AT = (param: string) => `to_timestamp(${param}::float8 / 1000)`;

/** Times to the microsecond, so that steps taken in the same millisecond still show their order. */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ${column.replace(/^.*\./, '')}`;

const SELECT_DRAW = `SELECT id, seed, seed_hash, window_start, window_end, time_zone, rules, board_hash, entries_count,
  entries, share_hash, share_entries_count, share_entries, winners, awarded, ${iso('drawn_at')}, ${iso('sealed_at')},
  ${iso('published_at')}, ${iso('created_at')} FROM draws`;

function toRecord(
  row: DrawRow,
  revealSeed: boolean,
  decisions: DrawDecision[],
  exclusions: DrawExclusion[],
): DrawRecord {
  const count = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    window: { start: row.window_start, end: row.window_end, timeZone: row.time_zone },
    seedHash: row.seed_hash,
    seed: revealSeed ? row.seed : null,
    committedAt: row.created_at,
    sealedAt: row.sealed_at,
    rules: row.rules,
    boardHash: row.board_hash,
    entriesCount: count(row.entries_count),
    entries: row.entries,
    shareHash: row.share_hash,
    shareEntriesCount: count(row.share_entries_count),
    shareEntries: row.share_entries,
    drawnAt: row.drawn_at,
    winners: row.winners,
    decisions,
    exclusions,
    publishedAt: row.published_at,
    awarded: row.awarded,
  };
}

async function readDecisions(
  db: Queryable,
): Promise<{ decisions: DrawDecision[]; exclusions: DrawExclusion[] }> {
  const decisions = await db.query<{
    user_id: string;
    basis: Basis;
    decision: DrawDecision['decision'];
    reason: string;
    operator: string;
    runs: string[];
    decided_at: string;
  }>(`SELECT user_id, basis, decision, reason, operator, runs, ${iso('decided_at')} FROM draw_decisions
      ORDER BY decided_at, user_id, basis`);
  const exclusions = await db.query<{
    user_id: string;
    reason: string;
    operator: string;
    excluded_at: string;
  }>(
    `SELECT user_id, reason, operator, ${iso('excluded_at')} FROM draw_exclusions ORDER BY excluded_at, user_id`,
  );
  return {
    decisions: decisions.rows.map((d) => ({
      userId: d.user_id,
      basis: d.basis,
      decision: d.decision,
      reason: d.reason,
      operator: d.operator,
      at: d.decided_at,
      runs: d.runs,
    })),
    exclusions: exclusions.rows.map((e) => ({
      userId: e.user_id,
      reason: e.reason,
      operator: e.operator,
      at: e.excluded_at,
    })),
  };
}

/**
 * The draw's record, or null before the commitment. The seed is in it only once the draw has run (until then it
 * is the secret the commitment binds), unless `withSecretSeed` (the draw itself reads it).
 */
export async function readDraw(db: Queryable, id = 1, withSecretSeed = false): Promise<DrawRecord | null> {
  const row = (await db.query<DrawRow>(`${SELECT_DRAW} WHERE id = $1`, [id])).rows[0];
  if (!row) return null;
  const { decisions, exclusions } = await readDecisions(db);
  return toRecord(row, withSecretSeed || row.drawn_at !== null, decisions, exclusions);
}

/**
 * Commits to the draw: a fresh random seed is kept here and its SHA-256 returned, to be published before the
 * window opens. Refused once a commitment exists, and once the window has opened: a commitment made when entries
 * already exist proves less, and `verify` refuses it.
 */
export async function commitDraw(
  db: Transactional,
  window: CompetitionWindow,
  now: number,
): Promise<{ seedHash: string }> {
  const { opens } = windowBounds(window);
  if (now >= opens)
    throw new DrawRefused(
      'The window has opened: a commitment made now would not predate the entries, and verify would refuse it. The draw cannot be committed.',
    );
  const seed = Uint8Array.from(randomBytes(SEED_BYTES));
  const seedHash = seedHashOf(seed);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO draws (id, seed, seed_hash, window_start, window_end, time_zone, created_at)
       VALUES (1, $1, $2, $3, $4, $5, ${AT('$6')}) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [Buffer.from(seed).toString('hex'), seedHash, window.start, window.end, window.timeZone, now],
    );
    if (rows.length === 0)
      throw new DrawRefused('The draw is already committed (npm run draw -- show prints its commitment).');
  });
  return { seedHash };
}

/** The rows the draw reads: accounts with a scored run or a share inside the window, their runs and shares. */
async function loadInputs(
  db: Queryable,
  opens: number,
  closes: number,
): Promise<{ players: DrawPlayer[]; runs: DrawRun[]; shares: DrawShare[] }> {
  const bounds = [new Date(opens).toISOString(), new Date(closes).toISOString()];
  const inWindow = `user_id IS NOT NULL AND accumulator_uuid IS NOT NULL AND score IS NOT NULL
    AND ended_at IS NOT NULL AND started_at >= $1::timestamptz AND ended_at <= $2::timestamptz`;
  const runs = await db.query<{
    uuid: string;
    user_id: string;
    accumulator_uuid: string;
    game_type: GameId;
    started_ms: number;
    ended_ms: number;
    score: number;
    review: DrawRun['review'];
    seen_country: string | null;
  }>(
    `SELECT uuid, user_id, accumulator_uuid, game_type, (extract(epoch FROM started_at) * 1000)::float8 AS started_ms,
       (extract(epoch FROM ended_at) * 1000)::float8 AS ended_ms, score, review, seen_country
     FROM games WHERE ${inWindow}`,
    bounds,
  );
  const shares = await db.query<{ user_id: string; shared_ms: number; seen_country: string | null }>(
    `SELECT user_id, (extract(epoch FROM first_shared_at) * 1000)::float8 AS shared_ms, seen_country
     FROM share_entries WHERE first_shared_at >= $1::timestamptz AND first_shared_at <= $2::timestamptz`,
    bounds,
  );
  const players = await db.query<{
    id: string;
    country: string | null;
    opt_in_legal: boolean;
    birth_date: string | null;
  }>(
    `SELECT id, country, opt_in_legal, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM users
     WHERE id IN (SELECT user_id FROM games WHERE ${inWindow})
        OR id IN (SELECT user_id FROM share_entries WHERE first_shared_at >= $1::timestamptz
                  AND first_shared_at <= $2::timestamptz)`,
    bounds,
  );
  return {
    players: players.rows.map((p) => ({
      userId: p.id,
      country: p.country,
      optInLegal: p.opt_in_legal,
      birthDate: p.birth_date,
    })),
    runs: runs.rows.map((r) => ({
      uuid: r.uuid,
      userId: r.user_id,
      chain: r.accumulator_uuid,
      game: r.game_type,
      startedAt: Number(r.started_ms),
      endedAt: Number(r.ended_ms),
      score: Number(r.score),
      review: r.review,
      seenCountry: r.seen_country,
    })),
    shares: shares.rows.map((s) => ({
      userId: s.user_id,
      sharedAt: Number(s.shared_ms),
      seenCountry: s.seen_country,
    })),
  };
}

/** Refuses a step stamped before the step it follows (a clock set back would disorder the record). */
function notBefore(previous: string | null, now: number, what: string): void {
  if (previous && Date.parse(previous) >= now)
    throw new DrawRefused(
      `This step's time (${new Date(now).toISOString()}) is not after ${what}'s (${previous}): check the clock.`,
    );
}

async function lockDraw(tx: Queryable, window: CompetitionWindow): Promise<DrawRow> {
  const committed = (await tx.query<DrawRow>(`${SELECT_DRAW} WHERE id = 1 FOR UPDATE`)).rows[0];
  if (!committed)
    throw new DrawRefused('No commitment: the draw must be committed (npm run draw -- commit) first.');
  if (
    committed.window_start !== window.start ||
    committed.window_end !== window.end ||
    committed.time_zone !== window.timeZone
  )
    throw new DrawRefused(
      `The commitment was made for ${committed.window_start} to ${committed.window_end} (${committed.time_zone}), ` +
        `not for the configured ${window.start} to ${window.end} (${window.timeZone}).`,
    );
  return committed;
}

async function reread(tx: Queryable, revealSeed: boolean): Promise<DrawRecord> {
  const row = (await tx.query<DrawRow>(`${SELECT_DRAW} WHERE id = 1`)).rows[0]!;
  const { decisions, exclusions } = await readDecisions(tx);
  return toRecord(row, revealSeed, decisions, exclusions);
}

/**
 * Seals the entries, after the window has closed and before the seed is revealed: snapshots who entered (the rules
 * of `rules`, players excluded so far left out) and stores the hashes to publish. Once sealed the list cannot
 * change, and `run` draws from exactly it.
 */
export async function sealDraw(
  db: Transactional,
  window: CompetitionWindow,
  rules: SealedRules,
  now: number,
): Promise<DrawRecord> {
  const { opens, closes } = windowBounds(window);
  if (now <= closes)
    throw new DrawRefused(
      `The window closes at ${new Date(closes).toISOString()}: the entries are sealed only after that.`,
    );
  return db.transaction(async (tx) => {
    const committed = await lockDraw(tx, window);
    if (committed.sealed_at) throw new DrawRefused('The entries are already sealed (npm run draw -- show).');
    const { players, runs, shares } = await loadInputs(tx, opens, closes);
    const excluded = new Set(
      (await tx.query<{ user_id: string }>(`SELECT user_id FROM draw_exclusions`)).rows.map((r) => r.user_id),
    );
    const context = { window: { opens, closes, timeZone: window.timeZone }, rules, excluded };
    const entries = drawEntries(players, runs, context);
    const sharers = shareEntries(players, shares, context);
    await tx.query(
      `UPDATE draws SET rules = $1, board_hash = $2, entries_count = $3, entries = $4, share_hash = $5,
       share_entries_count = $6, share_entries = $7, sealed_at = ${AT('$8')} WHERE id = 1`,
      [
        JSON.stringify(rules),
        boardHash(entries),
        entries.length,
        JSON.stringify(entries),
        shareHash(sharers),
        sharers.length,
        JSON.stringify(sharers),
        now,
      ],
    );
    return reread(tx, false);
  });
}

/**
 * Runs the draw on the sealed entries: reveals the seed and draws the provisional winners and reserves of every
 * prize. Nothing is public yet: each winner is reviewed (decideCandidate), then the result published.
 */
export async function performDraw(
  db: Transactional,
  window: CompetitionWindow,
  now: number,
): Promise<DrawRecord> {
  return db.transaction(async (tx) => {
    const committed = await lockDraw(tx, window);
    if (!committed.sealed_at || !committed.entries || !committed.rules)
      throw new DrawRefused(
        'The entries are not sealed: seal them (npm run draw -- seal) and publish the hashes first.',
      );
    if (committed.drawn_at)
      throw new DrawRefused('The draw has already run (npm run draw -- show prints it).');
    notBefore(committed.sealed_at, now, 'the seal');
    const winners = runDraw(
      committed.entries,
      committed.share_entries ?? [],
      committed.rules.sharePrizes,
      seedFromHex(committed.seed),
    );
    await tx.query(`UPDATE draws SET winners = $1, drawn_at = ${AT('$2')} WHERE id = 1`, [
      JSON.stringify(winners),
      now,
    ]);
    return reread(tx, true);
  });
}

/** The standings now (who holds each prize, given the decisions so far), or refuses before the draw has run. */
export async function currentStandings(
  db: Queryable,
): Promise<{ record: DrawRecord; standings: Standing[] }> {
  const record = await readDraw(db);
  if (!record?.winners) throw new DrawRefused('The draw has not run yet (npm run draw -- run).');
  return { record, standings: standings(record.winners, record.decisions, record.exclusions) };
}

export interface CandidateDecision {
  userId: string;
  basis: Basis;
  decision: DrawDecision['decision'];
  reason: string;
  operator: string;
}

/**
 * An operator's decision on a provisional winner or reserve. Clearing an entry needs that operator to have opened
 * each of its runs in the replay viewer (operator_run_views); rejecting moves the next reserve up. Decisions are
 * final and only taken between the draw and the publication.
 */
export async function decideCandidate(
  db: Transactional,
  input: CandidateDecision,
  now: number,
): Promise<DrawDecision> {
  const reason = input.reason.trim();
  if (reason === '') throw new DrawRefused('A decision needs a reason: it goes into the record.');
  return db.transaction(async (tx) => {
    const row = (await tx.query<DrawRow>(`${SELECT_DRAW} WHERE id = 1 FOR UPDATE`)).rows[0];
    if (!row?.winners || !row.entries)
      throw new DrawRefused('The draw has not run yet (npm run draw -- run).');
    if (row.published_at) throw new DrawRefused('The result is published: decisions are closed.');
    notBefore(row.drawn_at, now, 'the draw');
    const candidates = candidatesOf(row.winners)
      .filter((prize) => basisOf(prize.prize) === input.basis)
      .flatMap((prize) => prize.order);
    if (!candidates.includes(input.userId))
      throw new DrawRefused(
        `${input.userId} is no ${input.basis === 'share' ? 'share prize' : 'prize'} candidate of this draw.`,
      );
    const runs =
      input.basis === 'entry' ? (row.entries.find((e) => e.userId === input.userId)?.runs ?? []) : [];
    if (input.decision === 'cleared' && runs.length > 0) {
      const { rows } = await tx.query<{ run_uuid: string }>(
        `SELECT run_uuid FROM operator_run_views WHERE operator = $1 AND run_uuid = ANY($2::uuid[])`,
        [input.operator, runs],
      );
      const watched = new Set(rows.map((r) => r.run_uuid));
      const unwatched = runs.filter((uuid) => !watched.has(uuid));
      if (unwatched.length > 0)
        throw new DrawRefused(
          `${input.operator} has not watched these runs in the replay viewer yet: ${unwatched.join(', ')}. Watch each, then clear.`,
        );
    }
    const inserted = await tx.query<{ decided_at: string }>(
      `INSERT INTO draw_decisions (user_id, basis, decision, reason, operator, runs, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, ${AT('$7')}) ON CONFLICT (user_id, basis) DO NOTHING
       RETURNING ${iso('decided_at')}`,
      [input.userId, input.basis, input.decision, reason, input.operator, JSON.stringify(runs), now],
    );
    if (inserted.rows.length === 0)
      throw new DrawRefused(
        `${input.userId}'s ${input.basis} has already been decided: decisions are final.`,
      );
    return {
      userId: input.userId,
      basis: input.basis,
      decision: input.decision,
      reason,
      operator: input.operator,
      at: inserted.rows[0]!.decided_at,
      runs,
    };
  });
}

/**
 * Excludes a player from the draw, with the reason: before the seal they do not enter; after the draw they are
 * passed over for every prize and the next reserve moves up. Closed once the result is published.
 */
export async function excludePlayer(
  db: Transactional,
  input: { userId: string; reason: string; operator: string },
  now: number,
): Promise<void> {
  const reason = input.reason.trim();
  if (reason === '') throw new DrawRefused('An exclusion needs a reason: it goes into the record.');
  await db.transaction(async (tx) => {
    const row = (
      await tx.query<{ published_at: string | null }>(
        `SELECT published_at FROM draws WHERE id = 1 FOR UPDATE`,
      )
    ).rows[0];
    if (row?.published_at) throw new DrawRefused('The result is published: exclusions are closed.');
    const known = await tx.query(`SELECT 1 FROM users WHERE id = $1`, [input.userId]);
    if (known.rows.length === 0) throw new DrawRefused(`No player has the id ${input.userId}.`);
    const { rows } = await tx.query(
      `INSERT INTO draw_exclusions (user_id, reason, operator, excluded_at) VALUES ($1, $2, $3, ${AT('$4')})
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [input.userId, reason, input.operator, now],
    );
    if (rows.length === 0) throw new DrawRefused(`${input.userId} is already excluded.`);
  });
}

/** A winner or reserve as the mails and the operators' list need them. */
export interface Awardee {
  prize: Standing['prize'];
  role: 'winner' | 'reserve';
  /** Winner: the place (leaderboard) or order among the prize's winners; reserve: their order among the reserves. */
  order: number;
  userId: string;
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  country: string | null;
  locale: string;
  optInCommercial: boolean;
}

/** Every current winner and reserve with their contact details, prize by prize. */
export async function awardees(db: Queryable, current: readonly Standing[]): Promise<Awardee[]> {
  const ids = [...new Set(current.flatMap((s) => [...s.winners, ...s.reserves].map((c) => c.userId)))];
  const { rows } = await db.query<{
    id: string;
    email: string;
    first_name: string;
    last_name: string | null;
    phone: string | null;
    country: string | null;
    locale: string;
    opt_in_commercial: boolean;
  }>(
    `SELECT id, email, first_name, last_name, phone, country, locale, opt_in_commercial FROM users
     WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  const users = new Map(rows.map((row) => [row.id, row]));
  const list: Awardee[] = [];
  for (const standing of current)
    for (const [role, candidates] of [
      ['winner', standing.winners],
      ['reserve', standing.reserves],
    ] as const)
      candidates.forEach((candidate, i) => {
        const user = users.get(candidate.userId);
        // An account erased since the draw has no contact left: it is listed in the record, not here.
        if (!user) return;
        list.push({
          prize: standing.prize,
          role,
          order: i + 1,
          userId: user.id,
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          phone: user.phone,
          country: user.country,
          locale: user.locale,
          optInCommercial: user.opt_in_commercial,
        });
      });
  return list;
}

/**
 * Publishes the result once every winner of every prize is cleared: the standings and the masked public list are
 * fixed, and the caller then tells each winner and reserve (draw-mail.ts). Refused, naming who still waits, before.
 */
export async function publishDraw(
  db: Transactional,
  now: number,
): Promise<{ record: DrawRecord; awardees: Awardee[] }> {
  return db.transaction(async (tx) => {
    const row = (await tx.query<DrawRow>(`${SELECT_DRAW} WHERE id = 1 FOR UPDATE`)).rows[0];
    if (!row?.winners) throw new DrawRefused('The draw has not run yet (npm run draw -- run).');
    if (row.published_at) throw new DrawRefused('The result is already published.');
    const { decisions, exclusions } = await readDecisions(tx);
    for (const d of decisions) notBefore(d.at, now, 'a decision');
    const current = standings(row.winners, decisions, exclusions);
    const waiting = awaitingReview(current);
    if (waiting.length > 0)
      throw new DrawRefused(
        `${waiting.length} winner(s) not cleared yet: ${waiting.map((w) => `${w.prize} ${w.userId}`).join(', ')}. ` +
          'Watch their runs in the replay viewer and clear or reject each (npm run draw -- review).',
      );
    const published = await publicList(tx, current);
    await tx.query(`UPDATE draws SET awarded = $1, published = $2, published_at = ${AT('$3')} WHERE id = 1`, [
      JSON.stringify(current),
      JSON.stringify(published),
      now,
    ]);
    return { record: await reread(tx, true), awardees: await awardees(tx, current) };
  });
}

/** The public list, fixed at publication: a winner who later changes their name or leaves stays listed. */
async function publicList(tx: Queryable, current: readonly Standing[]): Promise<PublishedWinners> {
  const ids = [...new Set(current.flatMap((s) => s.winners.map((c) => c.userId)))];
  const { rows } = await tx.query<{
    id: string;
    email: string;
    nickname: string | null;
    first_name: string;
    last_name: string | null;
  }>(`SELECT id, email, nickname, first_name, last_name FROM users WHERE id = ANY($1::uuid[])`, [ids]);
  const users = new Map(rows.map((row) => [row.id, row]));
  const of = (prize: string) => current.find((s) => s.prize === prize)!;
  return {
    tiers: ([3, 2, 1] as const).map((tier) => ({
      tier,
      winners: of(`tier-${tier}`).winners.map((c) => maskEmail(users.get(c.userId)?.email ?? '')),
    })),
    leaderboard: of('leaderboard').winners.map((c, i) => {
      const user = users.get(c.userId);
      return { position: i + 1, name: user ? publicName(user) : '' };
    }),
  };
}

/** What `GET /api/prizes/draw` shows: the published steps, without reading the entries (a million rows of JSON). */
export interface DrawSteps {
  seedHash: string;
  committedAt: string;
  sealedAt: string | null;
  boardHash: string | null;
  shareHash: string | null;
  entriesCount: number | null;
  shareEntriesCount: number | null;
  drawnAt: string | null;
  /** Only once drawn. */
  seed: string | null;
  publishedAt: string | null;
}

export async function drawSteps(db: Queryable): Promise<DrawSteps | null> {
  const { rows } = await db.query<{
    seed: string;
    seed_hash: string;
    created_at: string;
    sealed_at: string | null;
    board_hash: string | null;
    share_hash: string | null;
    entries_count: number | null;
    share_entries_count: number | null;
    drawn_at: string | null;
    published_at: string | null;
  }>(
    `SELECT seed, seed_hash, board_hash, share_hash, entries_count, share_entries_count, ${iso('created_at')},
       ${iso('sealed_at')}, ${iso('drawn_at')}, ${iso('published_at')} FROM draws WHERE id = 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const count = (value: number | null) => (value === null ? null : Number(value));
  return {
    seedHash: row.seed_hash,
    committedAt: row.created_at,
    sealedAt: row.sealed_at,
    boardHash: row.board_hash,
    shareHash: row.share_hash,
    entriesCount: count(row.entries_count),
    shareEntriesCount: count(row.share_entries_count),
    drawnAt: row.drawn_at,
    seed: row.drawn_at ? row.seed : null,
    publishedAt: row.published_at,
  };
}

/** The masked winners, or null before the publication. */
export async function publishedWinners(db: Queryable): Promise<PublishedWinners | null> {
  const { rows } = await db.query<{ published: PublishedWinners | null }>(
    `SELECT published FROM draws WHERE id = 1 AND published_at IS NOT NULL`,
  );
  return rows[0]?.published ?? null;
}
