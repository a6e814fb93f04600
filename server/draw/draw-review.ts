import type { DrawResult } from './run-draw.ts';

/**
 * The human review between the draw and its publication (docs/decisions.md, "The prize draw"): every provisional
 * winner's prize-deciding runs are watched and cleared by an operator, or rejected, and then the next reserve moves
 * up. Pure: the standings follow from the drawn candidates and the recorded decisions alone, so anyone holding the
 * record recomputes who was awarded.
 */

/** Each prize of the draw: a tier's, the leaderboard places, the share prize's wallet codes. */
export type PrizeKey = 'tier-3' | 'tier-2' | 'tier-1' | 'leaderboard' | 'share';

/**
 * What a decision is about. 'entry': the player's entry, its three runs (it decides their tier prize and their
 * leaderboard place alike). 'share': their share entry (no run decides it; the operator checks who shared).
 */
export type Basis = 'entry' | 'share';

export const basisOf = (prize: PrizeKey): Basis => (prize === 'share' ? 'share' : 'entry');

/** One operator's step, as the record keeps it. A decision on a player and basis is final. */
export interface DrawDecision {
  userId: string;
  basis: Basis;
  decision: 'cleared' | 'rejected';
  reason: string;
  operator: string;
  /** ISO time of the decision. */
  at: string;
  /** The runs the operator watched in the replay viewer before deciding (an entry's three; none for a share). */
  runs: string[];
}

/** A player an operator excluded from the whole draw, with the reason. */
export interface DrawExclusion {
  userId: string;
  reason: string;
  operator: string;
  at: string;
}

export type CandidateStatus = 'cleared' | 'pending' | 'rejected' | 'excluded';

export interface Candidate {
  userId: string;
  status: CandidateStatus;
}

export interface Standing {
  prize: PrizeKey;
  /** How many of this prize there are. */
  slots: number;
  /** Who holds the prizes now, in order (a leaderboard winner's place is their index + 1). */
  winners: Candidate[];
  /** Who would move up next, in order. */
  reserves: Candidate[];
  /** Candidates passed over: rejected on review or excluded. */
  passedOver: Candidate[];
}

/** Every prize's candidates in draw order (winners, then reserves), with how many of the prize there are. */
export function candidatesOf(result: DrawResult): { prize: PrizeKey; slots: number; order: string[] }[] {
  return [
    ...result.tiers.map((t) => ({
      prize: `tier-${t.tier}` as PrizeKey,
      slots: t.winners.length,
      order: [...t.winners, ...t.reserves],
    })),
    {
      prize: 'leaderboard' as const,
      slots: result.leaderboard.length,
      order: [...result.leaderboard, ...result.leaderboardReserves].map((w) => w.userId),
    },
    {
      prize: 'share' as const,
      slots: result.share.winners.length,
      order: [...result.share.winners, ...result.share.reserves],
    },
  ];
}

/** Who holds each prize given the decisions so far: candidates in draw order, skipping the rejected and excluded. */
export function standings(
  result: DrawResult,
  decisions: readonly DrawDecision[],
  exclusions: readonly DrawExclusion[],
): Standing[] {
  const decided = new Map(decisions.map((d) => [`${d.basis}:${d.userId}`, d.decision]));
  const excluded = new Set(exclusions.map((e) => e.userId));
  return candidatesOf(result).map(({ prize, slots, order }) => {
    const standing: Standing = { prize, slots, winners: [], reserves: [], passedOver: [] };
    for (const userId of order) {
      const decision = decided.get(`${basisOf(prize)}:${userId}`);
      const status: CandidateStatus = excluded.has(userId)
        ? 'excluded'
        : decision === 'rejected'
          ? 'rejected'
          : decision === 'cleared'
            ? 'cleared'
            : 'pending';
      if (status === 'rejected' || status === 'excluded') standing.passedOver.push({ userId, status });
      else if (standing.winners.length < slots) standing.winners.push({ userId, status });
      else standing.reserves.push({ userId, status });
    }
    return standing;
  });
}

/** What still stops publication: each winner not yet cleared, by prize. Empty: the result may be published. */
export function awaitingReview(current: readonly Standing[]): { prize: PrizeKey; userId: string }[] {
  return current.flatMap((s) =>
    s.winners.filter((c) => c.status !== 'cleared').map((c) => ({ prize: s.prize, userId: c.userId })),
  );
}
