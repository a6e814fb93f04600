import type { Database } from '../db/database.ts';
import { beatPercent } from '../../api/beat-share.ts';
import { RankList } from './rank-list.ts';

/**
 * The leaderboards. PostgreSQL (or PGlite) holds the truth; every API process keeps an order-statistic
 * RankList per board in memory and catches up before each read with the rows whose version is newer than the
 * last it saw. Versions are assigned under a lock on the board's row, so they become visible in order and no
 * write is ever skipped — several processes on one database rank identically. A rank never counts rows.
 */
export const BOARD_NAMES = ['total', 'mouse', 'headset', 'keyboard', 'total-DE'] as const;
export type BoardName = (typeof BOARD_NAMES)[number];

interface CachedBoard {
  list: RankList;
  names: Map<string, string>;
  version: number;
  syncing: Promise<void> | null;
  /** When the last catch-up finished (ms, monotonic), and whether this process wrote to the board since. */
  syncedAt: number;
  dirty: boolean;
}

/**
 * Every Boards of this process hears about this process's own board writes right after they commit, so a
 * player always sees their own new score at once, whatever the freshness window.
 */
const localWriteListeners = new Set<(board: BoardName) => void>();
function announceLocalWrite(board: BoardName): void {
  for (const listener of localWriteListeners) listener(board);
}

/**
 * How long a catch-up stays good for reads in this process. Under load most reads then skip the database
 * round trip; writes made by other processes show here at most this long after their commit.
 */
export const DEFAULT_FRESH_MS = 50;

export interface BoardRow {
  position: number;
  userId: string;
  name: string;
  score: number;
}

export class Boards {
  private readonly cache = new Map<BoardName, CachedBoard>();
  private readonly db: Database;
  private readonly freshMs: number;
  private readonly onLocalWrite = (board: BoardName) => {
    const cached = this.cache.get(board);
    if (cached) cached.dirty = true;
  };
  constructor(db: Database, options: { freshMs?: number } = {}) {
    this.db = db;
    this.freshMs = options.freshMs ?? DEFAULT_FRESH_MS;
    localWriteListeners.add(this.onLocalWrite);
  }

  /** Stops hearing this process's writes (the instance is being dropped). */
  close(): void {
    localWriteListeners.delete(this.onLocalWrite);
  }

  private board(name: BoardName): CachedBoard {
    let board = this.cache.get(name);
    if (!board) {
      board = {
        list: new RankList(),
        names: new Map(),
        version: 0,
        syncing: null,
        syncedAt: -Infinity,
        dirty: true,
      };
      this.cache.set(name, board);
    }
    return board;
  }

  /** Brings the in-memory board up to the database's latest version (one indexed query when nothing changed). */
  async sync(name: BoardName): Promise<CachedBoard> {
    const board = this.board(name);
    // Concurrent readers share one catch-up instead of each fetching the same rows.
    while (board.syncing) await board.syncing;
    if (!board.dirty && performance.now() - board.syncedAt < this.freshMs) return board;
    // Cleared before the query: a write committing meanwhile marks it dirty again for the next read.
    board.dirty = false;
    const startedAt = performance.now();
    board.syncing = (async () => {
      const { rows } = await this.db.query<{
        user_id: string;
        score: number | null;
        name: string | null;
        version: string;
      }>(
        `SELECT user_id, score, name, version FROM board_entries WHERE board = $1 AND version > $2 ORDER BY version`,
        [name, board.version],
      );
      for (const row of rows) {
        const version = Number(row.version);
        if (row.score === null) {
          board.list.remove(row.user_id);
          board.names.delete(row.user_id);
        } else {
          board.list.upsert(row.user_id, Number(row.score), version);
          board.names.set(row.user_id, row.name ?? '');
        }
        board.version = version;
      }
    })();
    try {
      await board.syncing;
      board.syncedAt = startedAt;
    } catch (error) {
      board.dirty = true;
      throw error;
    } finally {
      board.syncing = null;
    }
    return board;
  }

  async page(name: BoardName, offset: number, limit: number): Promise<{ rows: BoardRow[]; total: number }> {
    const board = await this.sync(name);
    const rows = board.list.page(offset, limit).map((entry, i) => ({
      position: offset + i + 1,
      userId: entry.id,
      name: board.names.get(entry.id) ?? '',
      score: entry.score,
    }));
    return { rows, total: board.list.size };
  }

  async rankOf(
    name: BoardName,
    userId: string,
  ): Promise<{ position: number | null; score: number | null; total: number }> {
    const board = await this.sync(name);
    return {
      position: board.list.rankOf(userId),
      score: board.list.get(userId)?.score ?? null,
      total: board.list.size,
    };
  }

  /**
   * Where a score would stand now: its position (after everyone already at that score, who reached it first)
   * and, against the challengers (everyone else on the board), how many it beats (strictly lower scores) and the
   * "beat X % of the challengers" figure (api/beat-share.ts). `player`: the asking player's own entry is left
   * out (nobody is their own challenger), and their best on the board is answered as `ownBest`.
   */
  async estimate(
    name: BoardName,
    score: number,
    player: string | null = null,
  ): Promise<{
    position: number;
    beatPercent: number;
    total: number;
    challengers: number;
    ownBest: number | null;
  }> {
    const board = await this.sync(name);
    const total = board.list.size;
    const own = player === null ? undefined : board.list.get(player);
    const before = board.list.countBefore(score) - (own && own.score >= score ? 1 : 0);
    const beaten = board.list.countBelow(score) - (own && own.score < score ? 1 : 0);
    const challengers = total - (own ? 1 : 0);
    return {
      position: before + 1,
      beatPercent: beatPercent(beaten, challengers),
      total,
      challengers,
      ownBest: own?.score ?? null,
    };
  }
}

type Tx = Pick<Database, 'query'> & { afterCommit?: (callback: () => void) => void };

/**
 * Records a user's score on a board if it beats their best (or `replace` for a name change or erasure).
 * Runs inside the caller's transaction: the version bump locks the board's row until commit.
 */
export async function writeBoardEntry(
  tx: Tx,
  board: BoardName,
  userId: string,
  score: number | null,
  name: string | null,
  mode: 'best' | 'replace' = 'best',
): Promise<boolean> {
  // Lock the board first: comparing with the stored best and writing must not interleave with another
  // write for the same player, or a lower score could overwrite a higher one.
  await tx.query(`SELECT 1 FROM boards WHERE id = $1 FOR UPDATE`, [board]);
  const current = await tx.query<{ score: number | null }>(
    `SELECT score FROM board_entries WHERE board = $1 AND user_id = $2`,
    [board, userId],
  );
  const existing = current.rows[0];
  if (
    mode === 'best' &&
    existing &&
    existing.score !== null &&
    score !== null &&
    Number(existing.score) >= score
  )
    return false;
  if (mode === 'replace' && !existing) return false;
  const { rows } = await tx.query<{ version: string }>(
    `UPDATE boards SET version = version + 1 WHERE id = $1 RETURNING version`,
    [board],
  );
  await tx.query(
    `INSERT INTO board_entries (board, user_id, score, name, version) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (board, user_id) DO UPDATE SET score = EXCLUDED.score, name = EXCLUDED.name, version = EXCLUDED.version,
       achieved_at = CASE WHEN board_entries.score IS DISTINCT FROM EXCLUDED.score THEN now() ELSE board_entries.achieved_at END`,
    [board, userId, score, name, rows[0]!.version],
  );
  if (tx.afterCommit) tx.afterCommit(() => announceLocalWrite(board));
  else announceLocalWrite(board);
  return true;
}
