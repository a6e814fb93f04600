import { LEADERBOARD_PRIZE_PLACES, PRIZE_TIERS, tierFor, type PrizeId } from '../../api/competition.ts';
import { DrawRandom, sampleIndexes } from './draw-random.ts';
import { compareEntries, type DrawEntry, type ShareEntry } from './entries.ts';

/**
 * Reserve entrants drawn after each tier's winners, in order: the terms give a prize to a reserve when a winner
 * does not answer within the notice period, so the reserves are part of the recomputable record.
 */
export const RESERVES_PER_PRIZE = 2;

/** The share prize's reserves: one per wallet code, as the terms, the prizes modal and the popup state. */
export const RESERVES_PER_SHARE_CODE = 1;

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

/** The share prize's draw: wallet codes among the players who shared inside the window. */
export interface ShareResult {
  /** How many wallet codes the draw gives (SHARE_PRIZE_WINNERS when it ran). */
  prizes: number;
  entrants: number;
  winners: string[];
  reserves: string[];
}

export interface DrawResult {
  tiers: TierResult[];
  /** The first places of the entries in board order, one prize each. */
  leaderboard: LeaderboardWinner[];
  /** The places after them, in order: a rejected place's prize goes to the next of these. */
  leaderboardReserves: LeaderboardWinner[];
  share: ShareResult;
}

/**
 * The draw, a pure function of the entries and the seed. Each entry is in the draw of the highest tier its total
 * reaches only (the terms' rule, so nobody wins two tier prizes), highest tier first; each tier draws its winners
 * then its reserves from its own random stream. The leaderboard prizes go to the first places of the entries in
 * board order, whatever the tier draws gave, and the places after them are its reserves; the share prize draws its
 * wallet codes among the share entries from a stream of its own.
 */
export function runDraw(
  entries: readonly DrawEntry[],
  shares: readonly ShareEntry[],
  sharePrizes: number,
  seed: Uint8Array,
): DrawResult {
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
  const places = topEntries(entries, LEADERBOARD_PRIZE_PLACES * (1 + RESERVES_PER_PRIZE)).map((entry, i) => ({
    position: i + 1,
    userId: entry.userId,
    total: entry.total,
  }));
  // Share entries come in user-id order (shareOrder), so the indexes drawn name the same players for everyone.
  const sharePicks = sampleIndexes(
    new DrawRandom(seed, 'share'),
    shares.length,
    sharePrizes * (1 + RESERVES_PER_SHARE_CODE),
  ).map((i) => shares[i]!.userId);
  return {
    tiers,
    leaderboard: places.slice(0, LEADERBOARD_PRIZE_PLACES),
    leaderboardReserves: places.slice(LEADERBOARD_PRIZE_PLACES),
    share: {
      prizes: sharePrizes,
      entrants: shares.length,
      winners: sharePicks.slice(0, sharePrizes),
      reserves: sharePicks.slice(sharePrizes),
    },
  };
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
