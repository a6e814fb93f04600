import { describe, expect, it } from 'vitest';
import { DEFAULT_ENTRY_RULES } from '../../api/entry-rules.ts';
import type { GameId } from '../../api/site-routes.ts';
import {
  boardHash,
  drawEntries,
  shareEntries,
  shareHash,
  type DrawPlayer,
  type DrawRun,
  type EntryContext,
} from './entries.ts';

const OPENS = Date.UTC(2026, 2, 1);
const CLOSES = Date.UTC(2026, 2, 10, 23, 59, 59, 999);
const DAY = 86_400_000;
const CONTEXT: EntryContext = {
  window: { opens: OPENS, closes: CLOSES, timeZone: 'UTC' },
  rules: DEFAULT_ENTRY_RULES,
  excluded: new Set(),
};

const player = (userId: string, fields: Partial<DrawPlayer> = {}): DrawPlayer => ({
  userId,
  country: 'FR',
  optInLegal: true,
  birthDate: '1990-05-17',
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
    uuid: `${chainId}-${game}`,
    userId,
    chain: chainId,
    game,
    startedAt: at + i * 60_000,
    endedAt: at + i * 60_000 + 30_000,
    score: scores[i]!,
    review: null,
    seenCountry: 'FR',
    ...fields,
  }));
}

const ids = (entries: { userId: string }[]) => entries.map((e) => e.userId);

describe('who enters the draw', () => {
  it('enters an adult player of an admitted country with a complete chain inside the window, with its runs', () => {
    const entries = drawEntries([player('a')], chain('a', 'c1', [1000, 2000, 3000]), CONTEXT);
    expect(entries).toEqual([
      {
        userId: 'a',
        total: 6000,
        country: 'FR',
        reachedAt: OPENS + DAY + 150_000,
        runs: ['c1-mouse', 'c1-headset', 'c1-keyboard'],
      },
    ]);
  });

  it('leaves out excluded countries declared or seen, no country at all, no consent, no birth date, a minor', () => {
    const runs = [
      ...chain('declared-it', 'c1', [3000, 3000, 3000]),
      ...chain('seen-tr', 'c2', [3000, 3000, 3000]).map((r, i) =>
        i === 1 ? { ...r, seenCountry: 'TR' } : r,
      ),
      ...chain('no-country', 'c3', [3000, 3000, 3000], OPENS + DAY, { seenCountry: null }),
      ...chain('seen-only', 'c4', [3000, 3000, 3000], OPENS + DAY, { seenCountry: 'DE' }),
      ...chain('noconsent', 'c5', [3000, 3000, 3000]),
      ...chain('no-birthday', 'c6', [3000, 3000, 3000]),
      ...chain('minor', 'c7', [3000, 3000, 3000]),
      ...chain('adult-that-day', 'c8', [1, 1, 1], Date.UTC(2026, 2, 4, 10)),
      ...chain('ghost', 'c9', [3000, 3000, 3000]),
    ];
    const players = [
      player('declared-it', { country: 'IT' }),
      player('seen-tr'),
      player('no-country', { country: null }),
      player('seen-only', { country: null }),
      player('noconsent', { optInLegal: false }),
      player('no-birthday', { birthDate: null }),
      // 18 on 2026-03-05: the chain of 2026-03-02 is a minor's.
      player('minor', { birthDate: '2008-03-05' }),
      player('adult-that-day', { birthDate: '2008-03-04' }),
    ];
    expect(ids(drawEntries(players, runs, CONTEXT)).sort()).toEqual(['adult-that-day', 'seen-only']);
  });

  it('reads the excluded countries and the minimum age from the rules it is given', () => {
    const players = [player('a', { country: 'DE', birthDate: '2010-01-01' })];
    const runs = chain('a', 'c1', [3000, 3000, 3000]);
    expect(drawEntries(players, runs, CONTEXT)).toEqual([]);
    expect(
      ids(drawEntries(players, runs, { ...CONTEXT, rules: { minimumAge: 16, excludedCountries: [] } })),
    ).toEqual(['a']);
    expect(
      drawEntries(players, runs, { ...CONTEXT, rules: { minimumAge: 16, excludedCountries: ['DE'] } }),
    ).toEqual([]);
  });

  it('leaves out a player an operator excluded', () => {
    const runs = [...chain('a', 'c1', [3000, 3000, 3000]), ...chain('b', 'c2', [1, 1, 1])];
    expect(
      ids(drawEntries([player('a'), player('b')], runs, { ...CONTEXT, excluded: new Set(['a']) })),
    ).toEqual(['b']);
  });

  it('leaves out an incomplete chain, and does not join runs of different chains into one', () => {
    const runs = [
      ...chain('a', 'c1', [3000, 3000, 3000]).slice(0, 2),
      ...chain('a', 'c2', [3000, 3000, 3000]).slice(2),
    ];
    expect(drawEntries([player('a')], runs, CONTEXT)).toEqual([]);
  });

  it('leaves out a chain with a run started before the window opens or ended after it closes', () => {
    const early = chain('a', 'c1', [3000, 3000, 3000], OPENS - 10_000);
    const late = chain('b', 'c2', [3000, 3000, 3000], CLOSES - 100_000);
    expect(early[0]!.endedAt).toBeGreaterThan(OPENS);
    expect(late[2]!.endedAt).toBeGreaterThan(CLOSES);
    expect(drawEntries([player('a'), player('b')], [...early, ...late], CONTEXT)).toEqual([]);
    expect(drawEntries([player('c')], chain('c', 'c3', [1, 2, 3], OPENS), CONTEXT)).toHaveLength(1);
  });

  it('leaves a rejected run out alone: the player keeps their other chains, and the chain its earlier run', () => {
    const best = chain('r', 'c1', [3000, 3000, 3000]).map((r, i) =>
      i === 1 ? { ...r, review: 'rejected' as const } : r,
    );
    const other = chain('r', 'c2', [500, 500, 500], OPENS + 2 * DAY);
    expect(drawEntries([player('r')], [...best, ...other], CONTEXT)).toMatchObject([
      { userId: 'r', total: 1500 },
    ]);
    // The same game played earlier in the rejected run's chain counts in its place.
    const earlier = {
      ...best[1]!,
      uuid: 'c1-headset-before',
      review: null,
      score: 100,
      startedAt: OPENS,
      endedAt: OPENS + 1000,
    };
    expect(drawEntries([player('r')], [...best, earlier], CONTEXT)).toMatchObject([
      { total: 6100, runs: ['c1-headset-before', 'c1-mouse', 'c1-keyboard'] },
    ]);
  });

  it('counts a run still flagged (an operator watches every prize candidate) and a cleared one', () => {
    const flagged = chain('f', 'c1', [3000, 3000, 3000]).map((r, i) =>
      i === 0 ? { ...r, review: 'flagged' as const } : r,
    );
    const cleared = chain('c', 'c2', [100, 100, 100]).map((r, i) =>
      i === 2 ? { ...r, review: 'cleared' as const } : r,
    );
    expect(ids(drawEntries([player('f'), player('c')], [...flagged, ...cleared], CONTEXT))).toEqual([
      'f',
      'c',
    ]);
  });

  it("takes a chain's latest run of each game, and the player's best chain", () => {
    const replayed = chain('a', 'c1', [1000, 1000, 1000]);
    // The mouse game played again later in the same chain, with a lower score: it replaces the first.
    replayed.push({
      ...replayed[0]!,
      uuid: 'again',
      startedAt: OPENS + 2 * DAY,
      endedAt: OPENS + 2 * DAY + 1000,
      score: 10,
    });
    const better = chain('a', 'c2', [900, 900, 900], OPENS + 3 * DAY);
    expect(drawEntries([player('a')], [...replayed, ...better], CONTEXT)).toMatchObject([
      { userId: 'a', total: 2700, reachedAt: OPENS + 3 * DAY + 150_000 },
    ]);
    expect(drawEntries([player('a')], replayed, CONTEXT)[0]!.total).toBe(2010);
  });

  it('orders entries as the board does: higher total, then the earlier, then the id; the hash follows that order', () => {
    const runs = [
      ...chain('late', 'c1', [1000, 1000, 1000], OPENS + 2 * DAY),
      ...chain('early', 'c2', [1000, 1000, 1000], OPENS + DAY),
      ...chain('top', 'c3', [2000, 2000, 2000], OPENS + 3 * DAY),
    ];
    const players = [player('late'), player('early'), player('top')];
    const entries = drawEntries(players, runs, CONTEXT);
    expect(ids(entries)).toEqual(['top', 'early', 'late']);
    const shuffled = drawEntries([...players].reverse(), [...runs].reverse(), CONTEXT);
    expect(boardHash(shuffled)).toBe(boardHash(entries));
    expect(boardHash(entries)).toMatch(/^[0-9a-f]{64}$/);
    expect(boardHash([{ ...entries[0]!, total: 6001 }, ...entries.slice(1)])).not.toBe(boardHash(entries));
    expect(boardHash([{ ...entries[0]!, runs: ['x', 'y', 'z'] }, ...entries.slice(1)])).not.toBe(
      boardHash(entries),
    );
  });
});

describe('who enters the share prize draw', () => {
  it('enters each eligible player once, at their first share inside the window, in user-id order', () => {
    const shares = [
      { userId: 'b', sharedAt: OPENS + 2 * DAY, seenCountry: 'FR' },
      { userId: 'b', sharedAt: OPENS + DAY, seenCountry: 'FR' },
      { userId: 'a', sharedAt: OPENS + 3 * DAY, seenCountry: 'DE' },
      { userId: 'early', sharedAt: OPENS - 1, seenCountry: 'FR' },
      { userId: 'seen-pl', sharedAt: OPENS + DAY, seenCountry: 'PL' },
      { userId: 'minor', sharedAt: OPENS + DAY, seenCountry: 'FR' },
      { userId: 'nowhere', sharedAt: OPENS + DAY, seenCountry: null },
    ];
    const players = [
      player('a'),
      player('b'),
      player('early'),
      player('seen-pl'),
      player('minor', { birthDate: '2015-01-01' }),
      player('nowhere', { country: null }),
    ];
    const entries = shareEntries(players, shares, CONTEXT);
    expect(entries).toEqual([
      { userId: 'a', sharedAt: OPENS + 3 * DAY },
      { userId: 'b', sharedAt: OPENS + DAY },
    ]);
    expect(shareHash(entries)).toBe(shareHash(shareEntries(players, [...shares].reverse(), CONTEXT)));
    expect(shareHash(entries)).not.toBe(shareHash(entries.slice(1)));
  });
});
