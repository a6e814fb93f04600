import { createHash } from 'node:crypto';
import { dayIn, entryBars, type EntryRules } from '../../api/entry-rules.ts';
import type { GameId } from '../../api/site-routes.ts';

/** One player in the draw: their best complete chain inside the window, and when they reached it. */
export interface DrawEntry {
  userId: string;
  total: number;
  /** The player's declared country at the draw (null: not given). */
  country: string | null;
  /** Unix ms when the chain's last counted run ended: equal totals rank the earlier first, as the board does. */
  reachedAt: number;
  /** The runs the total is made of, in the order they ended: what an operator watches before the prize. */
  runs: string[];
}

/** A player who shared their score inside the window, in the share prize's draw. */
export interface ShareEntry {
  userId: string;
  /** Unix ms of the player's first share in the window. */
  sharedAt: number;
}

export interface DrawPlayer {
  userId: string;
  country: string | null;
  optInLegal: boolean;
  /** `YYYY-MM-DD`, or null when not given (then the player cannot enter). */
  birthDate: string | null;
}

/** A run saved to a player's account, as the draw reads it from the games table. */
export interface DrawRun {
  uuid: string;
  userId: string;
  chain: string;
  game: GameId;
  startedAt: number;
  endedAt: number;
  score: number;
  review: 'flagged' | 'cleared' | 'rejected' | null;
  /** The country the server saw the player in when the run was saved to the account (null: unknown). */
  seenCountry: string | null;
}

/** A share recorded on the server (share_entries), as the share prize's draw reads it. */
export interface DrawShare {
  userId: string;
  sharedAt: number;
  seenCountry: string | null;
}

/** What decides who may enter, besides the runs: the rules, the window and the players an operator excluded. */
export interface EntryContext {
  window: { opens: number; closes: number; timeZone: string };
  rules: EntryRules;
  /** Players an operator excluded from this draw (draw_exclusions). */
  excluded: ReadonlySet<string>;
}

/**
 * The draw's entries (spec §1: completing all three games enters the draw; the terms: only scores made within the
 * window, adults of admitted countries). A chain counts when each of its three games has a run that started and
 * ended inside the window and was not rejected on review; a rejected run is left out alone, and its game then counts
 * the chain's previous run of it. A chain's total is the latest counting run of each game (a replayed game replaces
 * its score, as the chain's total on the site does). A run still flagged counts: an operator watches every prize
 * candidate's runs before any prize is given (draw-review.ts). The chain must pass the entry rules on the day it
 * was completed, with the countries seen when its runs were saved; the entry is the player's best such chain.
 */
export function drawEntries(
  players: Iterable<DrawPlayer>,
  runs: Iterable<DrawRun>,
  context: EntryContext,
): DrawEntry[] {
  const { window, rules, excluded } = context;
  const known = new Map<string, DrawPlayer>();
  for (const player of players) if (!excluded.has(player.userId)) known.set(player.userId, player);
  // chain → game → its latest counting run in the window
  const chains = new Map<string, { userId: string; latest: Map<GameId, DrawRun> }>();
  for (const run of runs) {
    if (!known.has(run.userId) || run.startedAt < window.opens || run.endedAt > window.closes) continue;
    if (run.review === 'rejected') continue;
    let chain = chains.get(run.chain);
    if (!chain) chains.set(run.chain, (chain = { userId: run.userId, latest: new Map() }));
    const current = chain.latest.get(run.game);
    if (!current || run.endedAt > current.endedAt) chain.latest.set(run.game, run);
  }
  const best = new Map<string, DrawEntry>();
  for (const { userId, latest } of chains.values()) {
    if (latest.size < 3) continue;
    const counted = [...latest.values()].sort((a, b) => a.endedAt - b.endedAt || (a.uuid < b.uuid ? -1 : 1));
    const player = known.get(userId)!;
    const reachedAt = counted[counted.length - 1]!.endedAt;
    const bars = entryBars(
      {
        optInLegal: player.optInLegal,
        birthDate: player.birthDate,
        declaredCountry: player.country,
        seenCountries: counted.map((run) => run.seenCountry),
      },
      rules,
      dayIn(reachedAt, window.timeZone),
    );
    if (bars.length > 0) continue;
    const entry: DrawEntry = {
      userId,
      total: counted.reduce((sum, run) => sum + run.score, 0),
      country: player.country,
      reachedAt,
      runs: counted.map((run) => run.uuid),
    };
    const previous = best.get(userId);
    if (!previous || compareEntries(entry, previous) < 0) best.set(userId, entry);
  }
  return canonicalOrder([...best.values()]);
}

/**
 * The share prize's entries: one per player (their first share inside the window), for players who pass the entry
 * rules on the day they shared, with the country seen when they shared. In user-id order.
 */
export function shareEntries(
  players: Iterable<DrawPlayer>,
  shares: Iterable<DrawShare>,
  context: EntryContext,
): ShareEntry[] {
  const { window, rules, excluded } = context;
  const known = new Map<string, DrawPlayer>();
  for (const player of players) if (!excluded.has(player.userId)) known.set(player.userId, player);
  const first = new Map<string, DrawShare>();
  for (const share of shares) {
    if (!known.has(share.userId) || share.sharedAt < window.opens || share.sharedAt > window.closes) continue;
    const current = first.get(share.userId);
    if (!current || share.sharedAt < current.sharedAt) first.set(share.userId, share);
  }
  const entries: ShareEntry[] = [];
  for (const share of first.values()) {
    const player = known.get(share.userId)!;
    const bars = entryBars(
      {
        optInLegal: player.optInLegal,
        birthDate: player.birthDate,
        declaredCountry: player.country,
        seenCountries: [share.seenCountry],
      },
      rules,
      dayIn(share.sharedAt, window.timeZone),
    );
    if (bars.length === 0) entries.push({ userId: share.userId, sharedAt: share.sharedAt });
  }
  return shareOrder(entries);
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

export function shareOrder(entries: ShareEntry[]): ShareEntry[] {
  return entries.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}

/** SHA-256 over lines fed in batches: one update per line costs more than the hashing itself at a million. */
function hashLines<T>(items: readonly T[], line: (item: T) => string): string {
  const hash = createHash('sha256');
  const BATCH = 4096;
  for (let from = 0; from < items.length; from += BATCH) {
    let chunk = '';
    for (let i = from; i < Math.min(items.length, from + BATCH); i += 1) chunk += line(items[i]!);
    hash.update(chunk);
  }
  return hash.digest('hex');
}

/**
 * SHA-256 of the entries in board order, one line each `userId,total,country,reachedAt,run run run`: sealed and
 * published before the seed is revealed, it pins the list (and the runs) the winners are drawn from.
 */
export function boardHash(entries: readonly DrawEntry[]): string {
  return hashLines(
    entries,
    (e) => `${e.userId},${e.total},${e.country ?? ''},${e.reachedAt},${e.runs.join(' ')}\n`,
  );
}

/** SHA-256 of the share entries in user-id order, one line each `userId,sharedAt`. */
export function shareHash(entries: readonly ShareEntry[]): string {
  return hashLines(entries, (e) => `${e.userId},${e.sharedAt}\n`);
}
