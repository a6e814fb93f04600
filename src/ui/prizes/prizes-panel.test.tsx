// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { settledCompetition } from '../../../test/competition-actor.ts';
import { inVisitorTimeZone, renderWithCompetition } from '../../../test/competition-render.tsx';
import { PrizesPanel } from './prizes-panel.tsx';
import type { BoardRow } from '../modals/use-leaderboard.ts';

const BEFORE = Date.UTC(2026, 2, 1);
const DURING = Date.UTC(2026, 2, 25);
const AFTER = Date.UTC(2026, 3, 2);

const rows: BoardRow[] = Array.from({ length: 30 }, (_, i) => ({
  position: i + 1,
  name: `Player ${i + 1}`,
  score: 9000 - i * 100,
}));

describe('the prizes panel', () => {
  inVisitorTimeZone('Europe/Paris');

  const panel = () => screen.getByTestId('prizes-panel');

  it("states the dates, each tier's score, winners and prize, and the leaderboard and share prizes", async () => {
    const load = vi.fn(async () => rows);
    renderWithCompetition(<PrizesPanel loadLeaderboard={load} />, await settledCompetition({ now: DURING }));
    expect(screen.getByTestId('prizes-dates').textContent).toBe(
      'The prize draw runs from March 20, 2026 to March 29, 2026.',
    );
    expect(screen.getByTestId('prizes-zone').textContent).toBe(
      'The draw ends at 23:59 on its last day. Dates and times are in Central European Time.',
    );
    const tiers = [...panel().querySelectorAll('.prize-tier')].map((li) => li.textContent);
    expect(tiers).toEqual([
      'Tier 37,000 points or more in totalA gaming PC with a mouse, a headset and a keyboard · 1 winner',
      'Tier 23,600 points or more in totalA graphics card · 2 winners',
      'Tier 11,200 points or more in totalA mouse, a headset and a keyboard · 3 winners',
    ]);
    const badges = [...panel().querySelectorAll('img.prize-tier__badge')].map((img) =>
      img.getAttribute('src'),
    );
    expect(badges).toHaveLength(3);
    expect(badges[0]).toMatch(/\/generated\/images\/tier-3-[\w-]+\.webp$/);
    expect(panel().textContent).toContain('The top 30 players on the leaderboard also win prizes.');
    expect(screen.getByTestId('prizes-share').textContent).toBe(
      '10 game-platform wallet codes worth $50 each are drawn among the signed-in players who share their score during the competition, each with a reserve.',
    );
    await waitFor(() => expect(screen.getByTestId('prizes-board')).toBeTruthy());
    const body = within(screen.getByTestId('prizes-board')).getAllByRole('row').slice(1);
    expect(body).toHaveLength(25);
    expect(body[0]!.textContent).toBe('1Player 19,000');
    expect(load).toHaveBeenCalledWith(null);
  });

  it('states the configured number of share prizes, in the singular for one, and in the past once drawn', async () => {
    const figures = { minimumAge: 18, excludedCountries: ['IT'], sharePrizeWinners: 1 };
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => rows} />,
      await settledCompetition({ now: DURING, draw: figures }),
    );
    expect(screen.getByTestId('prizes-share').textContent).toBe(
      '1 game-platform wallet code worth $50 is drawn among the signed-in players who share their score during the competition, with a reserve.',
    );
    cleanup();
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => rows} loadWinners={() => new Promise(() => {})} />,
      await settledCompetition({ now: AFTER, draw: { ...figures, sharePrizeWinners: 3 } }),
    );
    expect(screen.getByTestId('prizes-share').textContent).toBe(
      '3 game-platform wallet codes worth $50 each were drawn among the signed-in players who shared their score during the competition, each with a reserve.',
    );
  });

  it('formats numbers, currency and dates in the page language', async () => {
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => rows.slice(0, 1)} />,
      await settledCompetition({ now: DURING, country: 'DE' }),
      { name: 'home', locale: 'de' },
    );
    expect(screen.getByTestId('prizes-dates').textContent).toBe(
      'The prize draw runs from 20. März 2026 to 29. März 2026.',
    );
    expect(screen.getByTestId('prizes-zone').textContent).toContain('Mitteleuropäische Zeit');
    expect(panel().querySelector('.prize-tier__score')!.textContent).toBe('7.000 points or more in total');
    expect(screen.getByTestId('prizes-share').textContent).toMatch(/worth 50\s\$ each/);
    await waitFor(() => expect(screen.getByTestId('prizes-board').textContent).toContain('9.000'));
  });

  it("asks for the visitor's segment of the board", async () => {
    const load = vi.fn(async () => rows);
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={load} />,
      await settledCompetition({ now: DURING, country: 'DE' }),
    );
    await waitFor(() => expect(load).toHaveBeenCalledWith('DE'));
  });

  it('speaks of the draw in the past once it closed, and of its opening before', async () => {
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => rows} loadWinners={() => new Promise(() => {})} />,
      await settledCompetition({ now: AFTER }),
    );
    expect(screen.getByTestId('prizes-dates').textContent).toBe(
      'The prize draw ran from March 20, 2026 to March 29, 2026.',
    );
    expect(panel().textContent).toContain('1 winner drawn');
    expect(panel().textContent).toContain('also won prizes');
    expect(panel().textContent).not.toMatch(/also win prizes|chance to win/);
    cleanup();
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => rows} />,
      await settledCompetition({ now: BEFORE }),
    );
    expect(panel().textContent).toContain('Once the draw opens, play all three games');
  });

  it('promises no prize in an excluded country: the leaderboard only', async () => {
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => rows} />,
      await settledCompetition({ now: DURING, country: 'TR' }),
    );
    expect(screen.getByTestId('prizes-dates').textContent).toBe(
      'The prize draw does not run in your country. You can still play every game and climb the leaderboard.',
    );
    expect(panel().querySelectorAll('.prize-tier')).toHaveLength(0);
    expect(panel().textContent).not.toMatch(/\bwins?\b|\$/);
    await waitFor(() => expect(screen.getByTestId('prizes-board')).toBeTruthy());
  });

  it('shows an empty-state line when the board is empty, and a failure with a retry when it cannot be loaded', async () => {
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => []} />,
      await settledCompetition({ now: DURING }),
    );
    expect(screen.getByTestId('prizes-board-loading')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('prizes-board-empty').textContent).toBe(
        'No scores yet. Play the three games and be the first!',
      ),
    );
    cleanup();
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={async () => Promise.reject(new Error('offline'))} />,
      await settledCompetition({ now: DURING }),
    );
    await waitFor(() => expect(screen.getByTestId('prizes-board-failed')).toBeTruthy());
    expect(screen.queryByTestId('prizes-board-empty')).toBeNull();
    expect(screen.getByTestId('prizes-board-retry').textContent).toBe('Try again');
    cleanup();
  });
});

describe('the winners in the prizes panel', () => {
  inVisitorTimeZone('Europe/Paris');
  const noBoard = async () => [];
  const drawn = {
    success: true as const,
    drawn: true,
    tiers: [
      { tier: 3 as const, winners: ['jo***@gm***.com'] },
      { tier: 2 as const, winners: ['ma***@ex***.uk', 'a***@q***.com'] },
      { tier: 1 as const, winners: [] },
    ],
    leaderboard: [
      { position: 1, name: 'Johnny' },
      { position: 2, name: 'Alex R.' },
    ],
  };

  it('shows the masked winners under each tier and the leaderboard winners once the draw has run', async () => {
    const loadWinners = vi.fn(async () => drawn);
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={noBoard} loadWinners={loadWinners} />,
      await settledCompetition({ now: AFTER }),
    );
    await waitFor(() => expect(screen.getByTestId('prizes-leaderboard-winners')).toBeTruthy());
    const tiers = [...screen.getByTestId('prizes-panel').querySelectorAll('.prize-tier')];
    const listed = tiers.map((li) =>
      [...li.querySelectorAll('.prize-tier__winners li')].map((w) => w.textContent),
    );
    expect(listed).toEqual([['jo***@gm***.com'], ['ma***@ex***.uk', 'a***@q***.com'], []]);
    expect(tiers[2]!.textContent).toContain('No entry reached this tier, so no winner was drawn.');
    const places = within(screen.getByTestId('prizes-leaderboard-winners')).getAllByRole('listitem');
    expect(places.map((li) => li.textContent)).toEqual(['Johnny', 'Alex R.']);
    expect(screen.queryByTestId('prizes-winners-pending')).toBeNull();
  });

  it('says the winners will follow when the window has closed but the draw has not run', async () => {
    renderWithCompetition(
      <PrizesPanel
        loadLeaderboard={noBoard}
        loadWinners={async () => ({
          ...drawn,
          drawn: false,
          tiers: drawn.tiers.map((t) => ({ ...t, winners: [] })),
          leaderboard: [],
        })}
      />,
      await settledCompetition({ now: AFTER }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('prizes-winners-pending').textContent).toBe(
        'The winners will be listed here once the draw has taken place.',
      ),
    );
    expect(screen.getByTestId('prizes-panel').querySelectorAll('.prize-tier__winners')).toHaveLength(0);
  });

  it('does not ask for winners while the draw is open or in an excluded country, and says nothing when the call fails', async () => {
    const loadWinners = vi.fn(async () => drawn);
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={noBoard} loadWinners={loadWinners} />,
      await settledCompetition({ now: DURING }),
    );
    cleanup();
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={noBoard} loadWinners={loadWinners} />,
      await settledCompetition({ now: AFTER, country: 'TR' }),
    );
    await waitFor(() => expect(screen.getByTestId('prizes-board-empty')).toBeTruthy());
    expect(loadWinners).not.toHaveBeenCalled();
    cleanup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    renderWithCompetition(
      <PrizesPanel loadLeaderboard={noBoard} loadWinners={failing} />,
      await settledCompetition({ now: AFTER }),
    );
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByTestId('prizes-winners-pending')).toBeNull();
    expect(screen.getByTestId('prizes-panel').querySelectorAll('.prize-tier__winners')).toHaveLength(0);
    warn.mockRestore();
  });
});
