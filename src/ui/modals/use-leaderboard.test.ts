// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const scoreboard = vi.fn();
vi.mock('../../api/site-api.ts', () => ({ siteApi: async () => ({ scoreboard }) }));
const { fetchBoardPage } = await import('./use-leaderboard.ts');

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    position: from + i,
    name: `P${from + i}`,
    score: 10_000 - from - i,
  }));

describe('a page of the scoreboard', () => {
  beforeEach(() => scoreboard.mockReset());

  it('anonymous: the first 30 places, the DE board only for the total', async () => {
    scoreboard.mockResolvedValue({
      success: true,
      items: rows(1, 30),
      total: 500,
      offset: 0,
      user_position: null,
    });
    expect(await fetchBoardPage('total', 30, { segment: 'DE', signedIn: false })).toEqual({
      rows: rows(1, 30),
      ownPosition: null,
    });
    expect(scoreboard).toHaveBeenLastCalledWith('total', { limit: 30, segment: 'DE' });
    await fetchBoardPage('mouse', 30, { segment: 'DE', signedIn: false });
    expect(scoreboard).toHaveBeenLastCalledWith('mouse', { limit: 30 });
  });

  it('signed in: 30 places centred on the visitor’s own row', async () => {
    // The API answers from 50 places above the visitor (position 200) onwards.
    scoreboard.mockResolvedValue({
      success: true,
      items: rows(150, 100),
      total: 900,
      offset: 149,
      user_position: 200,
    });
    const page = await fetchBoardPage('total', 30, { segment: null, signedIn: true });
    expect(scoreboard).toHaveBeenCalledWith('total', { offsetToUser: true, limit: 100 });
    expect(page.ownPosition).toBe(200);
    expect(page.rows.map((r) => r.position)).toEqual(rows(185, 30).map((r) => r.position));
  });

  it('signed in near the top or the bottom: the window stays full', async () => {
    scoreboard.mockResolvedValue({
      success: true,
      items: rows(1, 53),
      total: 53,
      offset: 0,
      user_position: 3,
    });
    let page = await fetchBoardPage('total', 30, { segment: null, signedIn: true });
    expect(page.rows[0]!.position).toBe(1);
    expect(page.rows).toHaveLength(30);
    scoreboard.mockResolvedValue({
      success: true,
      items: rows(40, 14),
      total: 53,
      offset: 39,
      user_position: 53,
    });
    page = await fetchBoardPage('total', 30, { segment: null, signedIn: true });
    expect(page.rows.map((r) => r.position)).toEqual(rows(40, 14).map((r) => r.position));
    expect(page.ownPosition).toBe(53);
  });

  it('signed in but not on this board: the first places', async () => {
    scoreboard
      .mockResolvedValueOnce({
        success: true,
        items: rows(1, 100),
        total: 400,
        offset: 0,
        user_position: null,
      })
      .mockResolvedValueOnce({
        success: true,
        items: rows(1, 30),
        total: 400,
        offset: 0,
        user_position: null,
      });
    const page = await fetchBoardPage('keyboard', 30, { segment: null, signedIn: true });
    expect(page).toEqual({ rows: rows(1, 30), ownPosition: null });
  });
});
