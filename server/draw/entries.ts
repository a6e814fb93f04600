import { createHash } from 'node:crypto';
import { isExcludedCountry } from '../../api/competition.ts';
import type { GameId } from '../../api/site-routes.ts';

/** One player in the draw: their best complete chain inside the window, and when they reached it. */
export interface DrawEntry {
  userId: string;
  total: number;
  /** The player's country at the draw (null: not given); kept so anyone can check no excluded country entered. */
  country: string | null;
  /** Unix ms when the chain's last counted run ended: equal totals rank the earlier first, as the board does. */
  reachedAt: number;
}

export interface DrawPlayer {
  userId: string;
  country: string | null;
  optInLegal: boolean;
}

/** A run saved to a player's account, as the draw reads it from the games table. */
export interface DrawRun {
  userId: string;
  chain: string;
  game: GameId;
  startedAt: number;
  endedAt: number;
  score: number;
  review: 'flagged' | 'cleared' | 'rejected' | null;
}

/**
 * The draw's entries (spec §1: completing all three games enters the draw; the terms: only scores made within the
 * draw period, a cheat disqualifies from the whole draw). A player enters when they accepted the rules
 * (opt_in_legal), are not in an excluded country, have no run in the window that is flagged or rejected, and
 * have a chain whose three games each have a counting run that started and ended inside the window. A chain's
 * total is the latest counting run of each game (a replayed game replaces its score, as the chain's total on the
 * site does); the entry is the player's best such chain.
 */
export function drawEntries(
  players: Iterable<DrawPlayer>,
  runs: Iterable<DrawRun>,
  window: { opens: number; closes: number },
): DrawEntry[] {
  const eligible = new Map<string, DrawPlayer>();
  for (const player of players)
    if (player.optInLegal && !isExcludedCountry(player.country)) eligible.set(player.userId, player);
  const disqualified = new Set<string>();
  // chain → game → its latest counting run in the window
  const chains = new Map<string, { userId: string; latest: Map<GameId, DrawRun> }>();
  for (const run of runs) {
    if (!eligible.has(run.userId) || run.startedAt < window.opens || run.endedAt > window.closes) continue;
    if (run.review === 'flagged' || run.review === 'rejected') {
      disqualified.add(run.userId);
      continue;
    }
    let chain = chains.get(run.chain);
    if (!chain) chains.set(run.chain, (chain = { userId: run.userId, latest: new Map() }));
    const current = chain.latest.get(run.game);
    if (!current || run.endedAt > current.endedAt) chain.latest.set(run.game, run);
  }
  const best = new Map<string, DrawEntry>();
  for (const { userId, latest } of chains.values()) {
    if (latest.size < 3 || disqualified.has(userId)) continue;
    let total = 0;
    let reachedAt = 0;
    for (const run of latest.values()) {
      total += run.score;
      reachedAt = Math.max(reachedAt, run.endedAt);
    }
    const entry: DrawEntry = { userId, total, country: eligible.get(userId)!.country, reachedAt };
    const previous = best.get(userId);
    if (!previous || compareEntries(entry, previous) < 0) best.set(userId, entry);
  }
  return canonicalOrder([...best.values()]);
}

/** Board order: higher total first, then the earlier to reach it, then the user id (so the order is total). */
export function compareEntries(a: DrawEntry, b: DrawEntry): number {
  return (
    b.total - a.total || a.reachedAt - b.reachedAt || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

export function canonicalOrder(entries: DrawEntry[]): DrawEntry[] {
  return entries.sort(compareEntries);
}

/**
 * SHA-256 of the entries in board order, one line each `userId,total,country,reachedAt`: published with the
 * record, it pins the list the winners were drawn from.
 */
export function boardHash(entries: readonly DrawEntry[]): string {
  const hash = createHash('sha256');
  // Lines are fed in batches: one update per entry costs more than the hashing itself at a million entries.
  const BATCH = 4096;
  for (let from = 0; from < entries.length; from += BATCH) {
    let chunk = '';
    for (const e of entries.slice(from, from + BATCH))
      chunk += `${e.userId},${e.total},${e.country ?? ''},${e.reachedAt}\n`;
    hash.update(chunk);
  }
  return hash.digest('hex');
}
