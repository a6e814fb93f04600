import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { CompetitionWindow } from '../../api/competition.ts';
import { SEED_BYTES } from './draw-random.ts';
import { boardHash, canonicalOrder, type DrawEntry } from './entries.ts';
import { runDraw, type DrawResult } from './run-draw.ts';

/**
 * The draw's record as `npm run draw -- show --json` prints it and `verify` reads it back: the commitment, and
 * once drawn the seed, the entries, their hash and the winners, which is all anyone needs to recompute the draw.
 */
export interface DrawRecord {
  id: number;
  window: CompetitionWindow;
  /** SHA-256 of the seed, hex: the commitment published before the window opens. */
  seedHash: string;
  /** The seed, hex; revealed only once the draw has run. */
  seed: string | null;
  committedAt: string;
  drawnAt: string | null;
  boardHash: string | null;
  entriesCount: number | null;
  entries: DrawEntry[] | null;
  winners: DrawResult | null;
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

/**
 * Recomputes a drawn record from its own entries and seed: the seed must match the commitment, the entries their
 * hash and count, and the draw the winners recorded.
 */
export function verifyRecord(record: DrawRecord): Verdict {
  if (!record.drawnAt || !record.seed || !record.entries || !record.winners)
    return { ok: false, problems: ['The draw has not run yet: there is nothing to verify'] };
  const problems: string[] = [];
  const seed = seedFromHex(record.seed);
  if (seedHashOf(seed) !== record.seedHash)
    problems.push('The seed does not hash to the published commitment');
  const entries = canonicalOrder([...record.entries]);
  if (entries.length !== record.entriesCount)
    problems.push(`The record counts ${record.entriesCount} entries but lists ${entries.length}`);
  if (boardHash(entries) !== record.boardHash)
    problems.push('The entries do not hash to the recorded board hash');
  const again = runDraw(entries, seed);
  if (record.winners.tiers.length !== again.tiers.length)
    problems.push(
      `The record lists ${record.winners.tiers.length} tiers, the rules have ${again.tiers.length}`,
    );
  for (const tier of again.tiers) {
    const recorded = record.winners.tiers.find((t) => t.tier === tier.tier);
    if (!isDeepStrictEqual(recorded, tier))
      problems.push(`Tier ${tier.tier}'s winners differ when drawn again`);
  }
  if (!isDeepStrictEqual(again.leaderboard, record.winners.leaderboard))
    problems.push('The leaderboard winners differ when ranked again');
  return { ok: problems.length === 0, problems };
}
