import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { windowBounds, type CompetitionWindow } from '../../api/competition.ts';
import type { EntryRules } from '../../api/entry-rules.ts';
import { SEED_BYTES } from './draw-random.ts';
import {
  awaitingReview,
  standings,
  type DrawDecision,
  type DrawExclusion,
  type Standing,
} from './draw-review.ts';
import {
  boardHash,
  canonicalOrder,
  shareHash,
  shareOrder,
  type DrawEntry,
  type ShareEntry,
} from './entries.ts';
import { runDraw, type DrawResult } from './run-draw.ts';

/** The rules an entry was checked against when the entries were sealed, kept so the record says what applied. */
export interface SealedRules extends EntryRules {
  sharePrizes: number;
}

/**
 * The draw's record as `npm run draw -- show --json` prints it and `verify` reads it back. In the order it is
 * written: the commitment (before the window opens), the seal (after it closes: the entries and their hashes,
 * published while the seed is still secret), the draw (the seed revealed, provisional winners and reserves), the
 * operators' decisions, and the publication (who was awarded).
 */
export interface DrawRecord {
  id: number;
  window: CompetitionWindow;
  /** SHA-256 of the seed, hex: the commitment published before the window opens. */
  seedHash: string;
  /** The seed, hex; revealed only once the draw has run. */
  seed: string | null;
  committedAt: string;
  sealedAt: string | null;
  rules: SealedRules | null;
  boardHash: string | null;
  entriesCount: number | null;
  entries: DrawEntry[] | null;
  shareHash: string | null;
  shareEntriesCount: number | null;
  shareEntries: ShareEntry[] | null;
  drawnAt: string | null;
  winners: DrawResult | null;
  decisions: DrawDecision[];
  exclusions: DrawExclusion[];
  publishedAt: string | null;
  /** The standings when the result was published: every winner cleared. */
  awarded: Standing[] | null;
}

export function seedHashOf(seed: Uint8Array): string {
  return createHash('sha256').update(seed).digest('hex');
}

export function seedFromHex(hex: string): Uint8Array {
  if (!new RegExp(`^[0-9a-f]{${SEED_BYTES * 2}}$`).test(hex))
    throw new Error(`A seed is ${SEED_BYTES * 2} lower-case hex digits`);
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

export interface Verdict {
  ok: boolean;
  /** What does not match, one line each; empty when ok. */
  problems: string[];
}

/** What was published outside the record, to hold it against: the commitment and the seal's hashes. */
export interface PublishedAnchors {
  seedHash?: string;
  boardHash?: string;
  shareHash?: string;
}

/**
 * An ISO time in microseconds since the epoch (NaN for none): the record's steps are stamped to the microsecond,
 * and two steps of one operator may fall in the same millisecond. Still exact as a double until the year 2255.
 */
function time(iso: string | null): number {
  if (!iso) return NaN;
  const fraction = /\.(\d+)Z$/.exec(iso)?.[1] ?? '';
  return Math.floor(Date.parse(iso) / 1000) * 1e6 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/**
 * Recomputes a drawn record from its own entries and seed. The commitment must predate the window, the seal follow
 * its close and precede the seed's reveal; the seed must match the commitment, the entries their sealed hashes and
 * counts, the draw the winners recorded, and a publication the standings its decisions give, every winner cleared.
 * `anchors` are the hashes published at the time (the commitment, the seal): a record re-derived after the fact,
 * however consistent, does not match them.
 */
export function verifyRecord(record: DrawRecord, anchors: PublishedAnchors = {}): Verdict {
  if (!record.drawnAt || !record.seed || !record.entries || !record.winners)
    return { ok: false, problems: ['The draw has not run yet: there is nothing to verify'] };
  const problems: string[] = [];
  const { opens, closes } = windowBounds(record.window);
  if (!(time(record.committedAt) < opens * 1000))
    problems.push(
      `The commitment (${record.committedAt}) was not made before the window opened (${new Date(opens).toISOString()})`,
    );
  if (!(time(record.sealedAt) > closes * 1000))
    problems.push(`The entries were not sealed after the window closed (${record.sealedAt ?? 'never'})`);
  if (!(time(record.sealedAt) < time(record.drawnAt)))
    problems.push('The entries were not sealed before the seed was revealed');
  const seed = seedFromHex(record.seed);
  if (seedHashOf(seed) !== record.seedHash)
    problems.push('The seed does not hash to the published commitment');
  if (anchors.seedHash !== undefined && anchors.seedHash !== record.seedHash)
    problems.push('The record’s commitment is not the one published');
  const entries = canonicalOrder([...record.entries]);
  if (entries.length !== record.entriesCount)
    problems.push(`The record counts ${record.entriesCount} entries but lists ${entries.length}`);
  const board = boardHash(entries);
  if (board !== record.boardHash) problems.push('The entries do not hash to the sealed board hash');
  if (anchors.boardHash !== undefined && anchors.boardHash !== board)
    problems.push('The entries do not hash to the board hash published at the seal');
  const shares = shareOrder([...(record.shareEntries ?? [])]);
  if (shares.length !== (record.shareEntriesCount ?? 0))
    problems.push(`The record counts ${record.shareEntriesCount} share entries but lists ${shares.length}`);
  const sharesHash = shareHash(shares);
  if (sharesHash !== record.shareHash)
    problems.push('The share entries do not hash to the sealed share hash');
  if (anchors.shareHash !== undefined && anchors.shareHash !== sharesHash)
    problems.push('The share entries do not hash to the share hash published at the seal');
  const again = runDraw(entries, shares, record.rules?.sharePrizes ?? 0, seed);
  for (const tier of again.tiers) {
    const recorded = record.winners.tiers.find((t) => t.tier === tier.tier);
    if (!isDeepStrictEqual(recorded, tier))
      problems.push(`Tier ${tier.tier}'s winners differ when drawn again`);
  }
  if (record.winners.tiers.length !== again.tiers.length)
    problems.push(
      `The record lists ${record.winners.tiers.length} tiers, the rules have ${again.tiers.length}`,
    );
  if (
    !isDeepStrictEqual(again.leaderboard, record.winners.leaderboard) ||
    !isDeepStrictEqual(again.leaderboardReserves, record.winners.leaderboardReserves)
  )
    problems.push('The leaderboard winners differ when ranked again');
  if (!isDeepStrictEqual(again.share, record.winners.share))
    problems.push("The share prize's winners differ when drawn again");
  const byUser = new Map(entries.map((e) => [e.userId, e]));
  for (const d of record.decisions) {
    if (!(time(d.at) >= time(record.drawnAt))) problems.push(`A decision on ${d.userId} predates the draw`);
    if (record.publishedAt && !(time(d.at) <= time(record.publishedAt)))
      problems.push(`A decision on ${d.userId} follows the publication`);
    const entry = byUser.get(d.userId);
    if (
      d.basis === 'entry' &&
      d.decision === 'cleared' &&
      !isDeepStrictEqual([...d.runs].sort(), [...(entry?.runs ?? [])].sort())
    )
      problems.push(`The clearance of ${d.userId} does not name the runs of their entry`);
  }
  if (record.publishedAt) {
    const awarded = standings(again, record.decisions, record.exclusions);
    if (!isDeepStrictEqual(awarded, record.awarded))
      problems.push('The published standings are not what the decisions give');
    if (awaitingReview(awarded).length > 0)
      problems.push('A published winner was never cleared by an operator');
  }
  return { ok: problems.length === 0, problems };
}
