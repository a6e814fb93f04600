import { describe, expect, it } from 'vitest';
import { LEADERBOARD_PRIZE_PLACES } from '../../api/competition.ts';
import { seedHashOf, verifyRecord, type DrawRecord } from './draw-record.ts';
import { boardHash, canonicalOrder, type DrawEntry } from './entries.ts';
import { RESERVES_PER_PRIZE, runDraw } from './run-draw.ts';

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i * 7 + 1);
const OTHER_SEED = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);

/** `n` entries with totals spread over every tier, reached at distinct times. */
function entries(n: number): DrawEntry[] {
  return canonicalOrder(
    Array.from({ length: n }, (_, i) => ({
      userId: `user-${String(i).padStart(4, '0')}`,
      total: (i * 7919) % 9000,
      country: 'FR',
      reachedAt: 1_000_000 + i,
    })),
  );
}

function recordOf(list: DrawEntry[], seed = SEED): DrawRecord {
  return {
    id: 1,
    window: { start: '2026-03-01', end: '2026-03-10', timeZone: 'UTC' },
    seedHash: seedHashOf(seed),
    seed: Buffer.from(seed).toString('hex'),
    committedAt: '2026-02-20T00:00:00.000Z',
    drawnAt: '2026-03-11T00:00:00.000Z',
    boardHash: boardHash(list),
    entriesCount: list.length,
    entries: list,
    winners: runDraw(list, seed),
  };
}

describe('the draw', () => {
  it('draws each tier among the entries whose highest tier it is, highest first, one tier prize per player', () => {
    const list = entries(500);
    const result = runDraw(list, SEED);
    const byId = new Map(list.map((e) => [e.userId, e]));
    expect(result.tiers.map((t) => [t.tier, t.winners.length, t.reserves.length])).toEqual([
      [3, 1, 1 * RESERVES_PER_PRIZE],
      [2, 2, 2 * RESERVES_PER_PRIZE],
      [1, 3, 3 * RESERVES_PER_PRIZE],
    ]);
    const bands: Record<number, [number, number]> = { 3: [7000, Infinity], 2: [3600, 7000], 1: [1200, 3600] };
    for (const tier of result.tiers) {
      const [low, high] = bands[tier.tier]!;
      expect(tier.entrants).toBe(list.filter((e) => e.total >= low && e.total < high).length);
      for (const id of [...tier.winners, ...tier.reserves]) {
        const total = byId.get(id)!.total;
        expect(total >= low && total < high).toBe(true);
      }
    }
    const drawn = result.tiers.flatMap((t) => [...t.winners, ...t.reserves]);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('is a function of the entries and the seed: the same again, another with another seed, whatever the input order', () => {
    const list = entries(500);
    expect(runDraw(list, SEED)).toEqual(runDraw(list, SEED));
    expect(runDraw([...list].reverse(), SEED)).toEqual(runDraw(list, SEED));
    expect(runDraw(list, OTHER_SEED).tiers).not.toEqual(runDraw(list, SEED).tiers);
  });

  it('awards fewer prizes than a tier has when it has fewer entrants, and none below the lowest tier', () => {
    const few: DrawEntry[] = [
      { userId: 'x', total: 8000, country: null, reachedAt: 1 },
      { userId: 'y', total: 1199, country: null, reachedAt: 2 },
    ];
    const result = runDraw(few, SEED);
    expect(result.tiers.map((t) => [t.tier, t.winners, t.entrants])).toEqual([
      [3, ['x'], 1],
      [2, [], 0],
      [1, [], 0],
    ]);
    expect(result.leaderboard).toEqual([
      { position: 1, userId: 'x', total: 8000 },
      { position: 2, userId: 'y', total: 1199 },
    ]);
  });

  it('gives the leaderboard prizes to the first 30 in board order, equal totals to the earlier', () => {
    const tied: DrawEntry[] = [
      { userId: 'later', total: 5000, country: null, reachedAt: 20 },
      { userId: 'earlier', total: 5000, country: null, reachedAt: 10 },
      ...Array.from({ length: 40 }, (_, i) => ({
        userId: `u${i}`,
        total: 100 + i,
        country: null,
        reachedAt: i,
      })),
    ];
    const result = runDraw(tied, SEED);
    expect(result.leaderboard).toHaveLength(LEADERBOARD_PRIZE_PLACES);
    expect(result.leaderboard.slice(0, 3).map((w) => w.userId)).toEqual(['earlier', 'later', 'u39']);
    expect(result.leaderboard.at(-1)).toEqual({ position: 30, userId: 'u12', total: 112 });
  });
});

describe('verifying a record', () => {
  it('re-running a draw from its record gives the same winners', () => {
    const record = JSON.parse(JSON.stringify(recordOf(entries(800)))) as DrawRecord;
    expect(verifyRecord(record)).toEqual({ ok: true, problems: [] });
  });

  it('finds a swapped winner, an altered entry, a seed that is not the committed one, and an undrawn record', () => {
    const record = recordOf(entries(800));
    const swapped = structuredClone(record);
    swapped.winners!.tiers[0]!.winners = ['user-0000'];
    expect(verifyRecord(swapped).problems).toEqual(["Tier 3's winners differ when drawn again"]);
    const altered = structuredClone(record);
    altered.entries![5] = { ...altered.entries![5]!, total: altered.entries![5]!.total + 1 };
    expect(verifyRecord(altered).problems).toContain('The entries do not hash to the recorded board hash');
    const reseeded = { ...recordOf(entries(800), OTHER_SEED), seedHash: record.seedHash };
    expect(verifyRecord(reseeded).problems).toEqual(['The seed does not hash to the published commitment']);
    const leaderboard = structuredClone(record);
    leaderboard.winners!.leaderboard.reverse();
    expect(verifyRecord(leaderboard).problems).toEqual(['The leaderboard winners differ when ranked again']);
    expect(verifyRecord({ ...record, drawnAt: null, seed: null }).ok).toBe(false);
  });
});
