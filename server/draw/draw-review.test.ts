import { describe, expect, it } from 'vitest';
import { awaitingReview, standings, type DrawDecision } from './draw-review.ts';
import type { DrawResult } from './run-draw.ts';

const RESULT: DrawResult = {
  tiers: [
    { tier: 3, prize: 'gaming-pc-bundle', entrants: 4, winners: ['a'], reserves: ['b', 'c'] },
    { tier: 2, prize: 'graphics-card', entrants: 1, winners: ['d'], reserves: [] },
    { tier: 1, prize: 'peripherals-bundle', entrants: 0, winners: [], reserves: [] },
  ],
  leaderboard: [
    { position: 1, userId: 'a', total: 9000 },
    { position: 2, userId: 'b', total: 8000 },
  ],
  leaderboardReserves: [{ position: 3, userId: 'c', total: 7500 }],
  share: { prizes: 1, entrants: 3, winners: ['a'], reserves: ['s1', 's2'] },
};

const decision = (
  userId: string,
  basis: 'entry' | 'share',
  verdict: 'cleared' | 'rejected',
): DrawDecision => ({
  userId,
  basis,
  decision: verdict,
  reason: 'watched',
  operator: 'ana',
  at: '2026-03-12T10:00:00.000000Z',
  runs: [],
});

describe('the review between the draw and its publication', () => {
  it('starts with every drawn winner pending: nothing can be published yet', () => {
    const current = standings(RESULT, [], []);
    expect(current.map((s) => [s.prize, s.winners.map((c) => `${c.userId}:${c.status}`)])).toEqual([
      ['tier-3', ['a:pending']],
      ['tier-2', ['d:pending']],
      ['tier-1', []],
      ['leaderboard', ['a:pending', 'b:pending']],
      ['share', ['a:pending']],
    ]);
    expect(awaitingReview(current)).toHaveLength(5);
  });

  it('moves the next reserve up when a winner is rejected; an entry rejected loses its tier and its place alike', () => {
    const current = standings(RESULT, [decision('a', 'entry', 'rejected')], []);
    const of = (prize: string) => current.find((s) => s.prize === prize)!;
    expect(of('tier-3').winners).toEqual([{ userId: 'b', status: 'pending' }]);
    expect(of('tier-3').reserves).toEqual([{ userId: 'c', status: 'pending' }]);
    expect(of('tier-3').passedOver).toEqual([{ userId: 'a', status: 'rejected' }]);
    expect(of('leaderboard').winners.map((c) => c.userId)).toEqual(['b', 'c']);
    // The share prize does not rest on the runs: the same player keeps it until their share is decided.
    expect(of('share').winners).toEqual([{ userId: 'a', status: 'pending' }]);
  });

  it('passes an excluded player over for every prize', () => {
    const current = standings(RESULT, [], [{ userId: 'a', reason: 'staff', operator: 'ana', at: 'x' }]);
    expect(current.map((s) => s.winners.map((c) => c.userId))).toEqual([
      ['b'],
      ['d'],
      [],
      ['b', 'c'],
      ['s1'],
    ]);
  });

  it('can publish once every winner is cleared, whatever the reserves', () => {
    const decisions = [
      decision('a', 'entry', 'rejected'),
      decision('b', 'entry', 'cleared'),
      decision('c', 'entry', 'cleared'),
      decision('d', 'entry', 'cleared'),
      decision('a', 'share', 'rejected'),
    ];
    expect(awaitingReview(standings(RESULT, decisions, []))).toEqual([{ prize: 'share', userId: 's1' }]);
    expect(awaitingReview(standings(RESULT, [...decisions, decision('s1', 'share', 'cleared')], []))).toEqual(
      [],
    );
  });

  it('gives fewer prizes when the reserves run out', () => {
    const current = standings(RESULT, [decision('d', 'entry', 'rejected')], []);
    expect(current.find((s) => s.prize === 'tier-2')!.winners).toEqual([]);
    expect(awaitingReview(current).some((w) => w.prize === 'tier-2')).toBe(false);
  });
});
