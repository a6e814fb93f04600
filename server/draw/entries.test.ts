import { describe, expect, it } from 'vitest';
import type { GameId } from '../../api/site-routes.ts';
import { boardHash, drawEntries, type DrawPlayer, type DrawRun } from './entries.ts';

const OPENS = Date.UTC(2026, 2, 1);
const CLOSES = Date.UTC(2026, 2, 10, 23, 59, 59, 999);
const WINDOW = { opens: OPENS, closes: CLOSES };
const DAY = 86_400_000;

const player = (userId: string, fields: Partial<DrawPlayer> = {}): DrawPlayer => ({
  userId,
  country: 'FR',
  optInLegal: true,
  ...fields,
});

/** A chain of the three games, one run each, ending a minute apart from `at`. */
function chain(
  userId: string,
  chainId: string,
  scores: [number, number, number],
  at = OPENS + DAY,
  fields: Partial<DrawRun> = {},
): DrawRun[] {
  return (['mouse', 'headset', 'keyboard'] as GameId[]).map((game, i) => ({
    userId,
    chain: chainId,
    game,
    startedAt: at + i * 60_000,
    endedAt: at + i * 60_000 + 30_000,
    score: scores[i]!,
    review: null,
    ...fields,
  }));
}

describe('who enters the draw', () => {
  it('enters a consenting player of an admitted country with a complete chain inside the window', () => {
    const entries = drawEntries([player('a')], chain('a', 'c1', [1000, 2000, 3000]), WINDOW);
    expect(entries).toEqual([{ userId: 'a', total: 6000, country: 'FR', reachedAt: OPENS + DAY + 150_000 }]);
  });

  it('leaves out an excluded country, a player without legal consent, and a player with no account row', () => {
    const runs = [
      ...chain('it', 'c1', [3000, 3000, 3000]),
      ...chain('tr', 'c2', [3000, 3000, 3000]),
      ...chain('noconsent', 'c3', [3000, 3000, 3000]),
      ...chain('ghost', 'c4', [3000, 3000, 3000]),
      ...chain('none', 'c5', [1, 1, 1]),
    ];
    const players = [
      player('it', { country: 'IT' }),
      player('tr', { country: 'tr' }),
      player('noconsent', { optInLegal: false }),
      player('none', { country: null }),
    ];
    expect(drawEntries(players, runs, WINDOW).map((e) => e.userId)).toEqual(['none']);
  });

  it('leaves out an incomplete chain, and does not join runs of different chains into one', () => {
    const runs = [
      ...chain('a', 'c1', [3000, 3000, 3000]).slice(0, 2),
      ...chain('a', 'c2', [3000, 3000, 3000]).slice(2),
    ];
    expect(drawEntries([player('a')], runs, WINDOW)).toEqual([]);
  });

  it('leaves out a chain with a run started before the window opens or ended after it closes', () => {
    const early = chain('a', 'c1', [3000, 3000, 3000], OPENS - 10_000);
    const late = chain('b', 'c2', [3000, 3000, 3000], CLOSES - 100_000);
    expect(early[0]!.endedAt).toBeGreaterThan(OPENS);
    expect(late[2]!.endedAt).toBeGreaterThan(CLOSES);
    expect(drawEntries([player('a'), player('b')], [...early, ...late], WINDOW)).toEqual([]);
    const inside = chain('c', 'c3', [1, 2, 3], OPENS);
    expect(drawEntries([player('c')], inside, WINDOW)).toHaveLength(1);
  });

  it('leaves out a player with a run flagged and not cleared, or rejected, in any chain; a cleared run counts', () => {
    const flagged = [
      ...chain('f', 'c1', [3000, 3000, 3000]),
      ...chain('f', 'c2', [100, 100, 100]).map((r, i) =>
        i === 0 ? { ...r, review: 'flagged' as const } : r,
      ),
    ];
    const rejected = chain('r', 'c3', [3000, 3000, 3000]).map((r, i) =>
      i === 1 ? { ...r, review: 'rejected' as const } : r,
    );
    const cleared = chain('c', 'c4', [3000, 3000, 3000]).map((r, i) =>
      i === 2 ? { ...r, review: 'cleared' as const } : r,
    );
    const entries = drawEntries(
      [player('f'), player('r'), player('c')],
      [...flagged, ...rejected, ...cleared],
      WINDOW,
    );
    expect(entries.map((e) => e.userId)).toEqual(['c']);
  });

  it("takes a chain's latest run of each game, and the player's best chain", () => {
    const replayed = chain('a', 'c1', [1000, 1000, 1000]);
    // The mouse game played again later in the same chain, with a lower score: it replaces the first.
    replayed.push({
      ...replayed[0]!,
      startedAt: OPENS + 2 * DAY,
      endedAt: OPENS + 2 * DAY + 1000,
      score: 10,
    });
    const better = chain('a', 'c2', [900, 900, 900], OPENS + 3 * DAY);
    const entries = drawEntries([player('a')], [...replayed, ...better], WINDOW);
    expect(entries).toEqual([
      { userId: 'a', total: 2700, country: 'FR', reachedAt: OPENS + 3 * DAY + 150_000 },
    ]);
    expect(drawEntries([player('a')], replayed, WINDOW)[0]!.total).toBe(2010);
  });

  it('orders entries as the board does: higher total, then the earlier, then the id; the hash follows that order', () => {
    const runs = [
      ...chain('late', 'c1', [1000, 1000, 1000], OPENS + 2 * DAY),
      ...chain('early', 'c2', [1000, 1000, 1000], OPENS + DAY),
      ...chain('top', 'c3', [2000, 2000, 2000], OPENS + 3 * DAY),
    ];
    const players = [player('late'), player('early'), player('top')];
    const entries = drawEntries(players, runs, WINDOW);
    expect(entries.map((e) => e.userId)).toEqual(['top', 'early', 'late']);
    const shuffled = drawEntries([...players].reverse(), [...runs].reverse(), WINDOW);
    expect(boardHash(shuffled)).toBe(boardHash(entries));
    expect(boardHash(entries)).toMatch(/^[0-9a-f]{64}$/);
    expect(boardHash([{ ...entries[0]!, total: 6001 }, ...entries.slice(1)])).not.toBe(boardHash(entries));
  });
});
