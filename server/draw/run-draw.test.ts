import { describe, expect, it } from 'vitest';
import { LEADERBOARD_PRIZE_PLACES } from '../../api/competition.ts';
import { seedHashOf, verifyRecord, type DrawRecord } from './draw-record.ts';
import { boardHash, canonicalOrder, shareHash, type DrawEntry, type ShareEntry } from './entries.ts';
import { RESERVES_PER_PRIZE, RESERVES_PER_SHARE_CODE, runDraw } from './run-draw.ts';

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
      runs: [`run-${i}-a`, `run-${i}-b`, `run-${i}-c`],
    })),
  );
}

/** `n` share entries in user-id order. */
function shares(n: number): ShareEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    userId: `sharer-${String(i).padStart(4, '0')}`,
    sharedAt: 5_000 + i,
  }));
}

const SHARE_PRIZES = 10;
const draw = (list: readonly DrawEntry[], seed = SEED, sharers: readonly ShareEntry[] = []) =>
  runDraw(list, sharers, SHARE_PRIZES, seed);

export function recordOf(list: DrawEntry[], seed = SEED, sharers: ShareEntry[] = shares(40)): DrawRecord {
  return {
    id: 1,
    window: { start: '2026-03-01', end: '2026-03-10', timeZone: 'UTC' },
    seedHash: seedHashOf(seed),
    seed: Buffer.from(seed).toString('hex'),
    committedAt: '2026-02-20T00:00:00.000Z',
    sealedAt: '2026-03-11T00:00:00.000001Z',
    rules: { minimumAge: 18, excludedCountries: ['IT'], sharePrizes: SHARE_PRIZES },
    boardHash: boardHash(list),
    entriesCount: list.length,
    entries: list,
    shareHash: shareHash(sharers),
    shareEntriesCount: sharers.length,
    shareEntries: sharers,
    drawnAt: '2026-03-11T00:00:00.000002Z',
    winners: draw(list, seed, sharers),
    decisions: [],
    exclusions: [],
    publishedAt: null,
    awarded: null,
  };
}

describe('the draw', () => {
  it('draws each tier among the entries whose highest tier it is, highest first, one tier prize per player', () => {
    const list = entries(500);
    const result = draw(list);
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
    expect(draw(list)).toEqual(draw(list));
    expect(draw([...list].reverse())).toEqual(draw(list));
    expect(draw(list, OTHER_SEED).tiers).not.toEqual(draw(list).tiers);
  });

  it('awards fewer prizes than a tier has when it has fewer entrants, and none below the lowest tier', () => {
    const few: DrawEntry[] = [
      { userId: 'x', total: 8000, country: null, reachedAt: 1, runs: [] },
      { userId: 'y', total: 1199, country: null, reachedAt: 2, runs: [] },
    ];
    const result = draw(few);
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
      { userId: 'later', total: 5000, country: null, reachedAt: 20, runs: [] },
      { userId: 'earlier', total: 5000, country: null, reachedAt: 10, runs: [] },
      ...Array.from({ length: 40 }, (_, i) => ({
        userId: `u${i}`,
        total: 100 + i,
        country: null,
        reachedAt: i,
        runs: [],
      })),
    ];
    const result = draw(tied);
    expect(result.leaderboard).toHaveLength(LEADERBOARD_PRIZE_PLACES);
    expect(result.leaderboard.slice(0, 3).map((w) => w.userId)).toEqual(['earlier', 'later', 'u39']);
    expect(result.leaderboard.at(-1)).toEqual({ position: 30, userId: 'u12', total: 112 });
    // The places after the prized ones are the leaderboard's reserves, in order.
    expect(result.leaderboardReserves.map((w) => [w.position, w.userId])).toEqual(
      Array.from({ length: 12 }, (_, i) => [31 + i, `u${11 - i}`]),
    );
  });

  it('draws the share prize among the share entries: the configured number of codes, then a reserve each', () => {
    const sharers = shares(100);
    const result = draw(entries(10), SEED, sharers);
    expect(result.share.prizes).toBe(SHARE_PRIZES);
    expect(result.share.entrants).toBe(100);
    expect(result.share.winners).toHaveLength(SHARE_PRIZES);
    expect(result.share.reserves).toHaveLength(SHARE_PRIZES * RESERVES_PER_SHARE_CODE);
    const drawn = [...result.share.winners, ...result.share.reserves];
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.every((id) => id.startsWith('sharer-'))).toBe(true);
    // Its own stream: the tiers' picks do not depend on how many shared.
    expect(draw(entries(10), SEED, shares(3)).tiers).toEqual(result.tiers);
    expect(draw(entries(10), SEED, shares(3)).share.winners).toHaveLength(3);
    expect(draw(entries(10), OTHER_SEED, sharers).share.winners).not.toEqual(result.share.winners);
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
    expect(verifyRecord(altered).problems).toContain('The entries do not hash to the sealed board hash');
    const reseeded = { ...recordOf(entries(800), OTHER_SEED), seedHash: record.seedHash };
    const shared = structuredClone(record);
    shared.winners!.share.winners.reverse();
    expect(verifyRecord(shared).problems).toEqual(["The share prize's winners differ when drawn again"]);
    expect(verifyRecord(reseeded).problems).toEqual(['The seed does not hash to the published commitment']);
    const leaderboard = structuredClone(record);
    leaderboard.winners!.leaderboard.reverse();
    expect(verifyRecord(leaderboard).problems).toEqual(['The leaderboard winners differ when ranked again']);
    expect(verifyRecord({ ...record, drawnAt: null, seed: null }).ok).toBe(false);
  });

  it('refuses a commitment made once the window had opened, and a seal after the seed was revealed', () => {
    const record = recordOf(entries(50));
    expect(verifyRecord({ ...record, committedAt: '2026-03-01T00:00:00.000Z' }).problems).toEqual([
      'The commitment (2026-03-01T00:00:00.000Z) was not made before the window opened (2026-03-01T00:00:00.000Z)',
    ]);
    expect(verifyRecord({ ...record, sealedAt: '2026-03-11T00:00:00.000003Z' }).problems).toEqual([
      'The entries were not sealed before the seed was revealed',
    ]);
    expect(verifyRecord({ ...record, sealedAt: '2026-03-10T23:00:00.000Z' }).problems).toEqual([
      'The entries were not sealed after the window closed (2026-03-10T23:00:00.000Z)',
    ]);
  });

  it('refuses a changed entry list, even one re-derived consistently, against the hashes published at the seal', () => {
    const list = entries(300);
    const record = recordOf(list);
    const anchors = { seedHash: record.seedHash, boardHash: record.boardHash!, shareHash: record.shareHash! };
    expect(verifyRecord(record, anchors).ok).toBe(true);
    // A rival dropped from the list: the sealed hash no longer matches.
    const dropped = structuredClone(record);
    dropped.entries = dropped.entries!.filter((e) => e.userId !== record.winners!.tiers[0]!.winners[0]);
    dropped.entriesCount = dropped.entries.length;
    expect(verifyRecord(dropped).problems).toContain('The entries do not hash to the sealed board hash');
    // The same, with the hash, count and winners all made again: the record agrees with itself, not with the seal.
    const rederived = recordOf(dropped.entries);
    expect(verifyRecord(rederived).ok).toBe(true);
    expect(verifyRecord(rederived, anchors).problems).toEqual([
      'The entries do not hash to the board hash published at the seal',
    ]);
    expect(verifyRecord(record, { ...anchors, seedHash: '0'.repeat(64) }).problems).toEqual([
      'The record’s commitment is not the one published',
    ]);
  });
});
