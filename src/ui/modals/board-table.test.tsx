// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { BoardTable } from './board-table.tsx';
import { useLeaderboard, type BoardRow } from './use-leaderboard.ts';

/** The scoreboard's table fed by useLeaderboard, as the scoreboard and prizes modals use them. */
function Board({ load }: { load: () => Promise<readonly BoardRow[]> }) {
  const board = useLeaderboard('opening-1', load);
  return <BoardTable board={board} caption="Leaderboard" testId="scoreboard" />;
}

function show(load: () => Promise<readonly BoardRow[]>) {
  i18n.load('en', {});
  i18n.activate('en', ['en-US', 'en']);
  return render(
    <I18nProvider i18n={i18n}>
      <Board load={load} />
    </I18nProvider>,
  );
}

describe('a leaderboard that cannot be read', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says so, not "no scores yet", and reads the board again when the visitor retries', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<readonly BoardRow[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce([{ position: 1, name: 'Ada L.', score: 4200 }]);
    show(load);
    const failed = await screen.findByTestId('scoreboard-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('The leaderboard could not be loaded.');
    expect(screen.queryByTestId('scoreboard-empty')).toBeNull();
    fireEvent.click(screen.getByTestId('scoreboard-retry'));
    const table = await screen.findByTestId('scoreboard');
    expect(table.querySelector('tbody td:nth-child(2)')?.textContent).toBe('Ada L.');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('scoreboard-failed')).toBeNull();
  });

  it('keeps "No scores yet" for a board that really is empty', async () => {
    show(async () => []);
    expect((await screen.findByTestId('scoreboard-empty')).textContent).toBe(
      'No scores yet. Play the three games and be the first!',
    );
    expect(screen.queryByTestId('scoreboard-retry')).toBeNull();
  });

  it('fails again, and offers to retry again, while the board stays out of reach', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<readonly BoardRow[]> => {
      throw new Error('503');
    });
    show(load);
    fireEvent.click(await screen.findByTestId('scoreboard-retry'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('scoreboard-retry')).toBeTruthy();
  });
});
