import { LEADERBOARD_PRIZE_PLACES, PRIZE_TIERS, tierFor, type PrizeId } from '../../api/competition.ts';
import { DrawRandom, sampleIndexes } from './draw-random.ts';
import { compareEntries, type DrawEntry } from './entries.ts';

/**
 * Reserve entrants drawn after each tier's winners, in order: the terms give a prize to a reserve when a winner
 * does not answer within the notice period, so the reserves are part of the recomputable record.
 */
export const RESERVES_PER_PRIZE = 2;

export interface TierResult {
  tier: 1 | 2 | 3;
  prize: PrizeId;
  /** How many entries this tier's draw was among. */
  entrants: number;
  /** User ids in draw order; fewer than the tier's prizes when it had fewer entrants. */
  winners: string[];
  reserves: string[];
}

export interface LeaderboardWinner {
  position: number;
  userId: string;
  total: number;
}

export interface DrawResult {
  tiers: TierResult[];
  leaderboard: LeaderboardWinner[];
}

/**
 * The draw, a pure function of the entries and the seed. Each entry is in the draw of the highest tier its total
 * reaches only (the terms' rule, so nobody wins two tier prizes), highest tier first; each tier draws its winners
 * then its reserves from its own random stream. The leaderboard prizes go to the first places of the entries in
 * board order, whatever the tier draws gave.
 */
export function runDraw(entries: readonly DrawEntry[], seed: Uint8Array): DrawResult {
  const pools = new Map<number, DrawEntry[]>(PRIZE_TIERS.map((t) => [t.tier, []]));
  for (const entry of entries) {
    const tier = tierFor(entry.total);
    if (tier) pools.get(tier.tier)!.push(entry);
  }
  const tiers = PRIZE_TIERS.map((tier) => {
    // Board order inside a pool, so the indexes drawn name the same entries whatever order the caller kept.
    const pool = pools.get(tier.tier)!.sort(compareEntries);
    const picks = sampleIndexes(
      new DrawRandom(seed, `tier-${tier.tier}`),
      pool.length,
      tier.winners * (1 + RESERVES_PER_PRIZE),
    ).map((i) => pool[i]!.userId);
    return {
      tier: tier.tier,
      prize: tier.prize,
      entrants: pool.length,
      winners: picks.slice(0, tier.winners),
      reserves: picks.slice(tier.winners),
    };
  });
  const leaderboard = topEntries(entries, LEADERBOARD_PRIZE_PLACES).map((entry, i) => ({
    position: i + 1,
    userId: entry.userId,
    total: entry.total,
  }));
  return { tiers, leaderboard };
}

/** The first `k` entries in board order, without sorting them all (one pass, k small). */
function topEntries(entries: readonly DrawEntry[], k: number): DrawEntry[] {
  const top: DrawEntry[] = [];
  for (const entry of entries) {
    if (top.length === k && compareEntries(entry, top[k - 1]!) >= 0) continue;
    let i = Math.min(top.length, k - 1);
    if (top.length < k) top.push(entry);
    while (i > 0 && compareEntries(entry, top[i - 1]!) < 0) {
      top[i] = top[i - 1]!;
      i -= 1;
    }
    top[i] = entry;
  }
  return top;
}
