// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createActor, createMachine } from 'xstate';
import type { RunStats } from '../../../api/games.ts';
import type { GameId } from '../../../api/site-routes.ts';
import { siteMachine } from '../../../machines/site.ts';
import { settledCompetition } from '../../../test/competition-actor.ts';
import { SoundActorProvider } from '../../audio/sound-context.tsx';
import { CompetitionProvider } from '../../competition/competition-context.tsx';
import { clearDeviceBests, recordVerifiedRun } from '../../play/personal-best.ts';
import { SessionActorProvider } from '../../session/session-context.tsx';
import { SiteActorProvider } from '../../site/site-context.tsx';
import { GameScreen } from './game-screen.tsx';

const DURING = Date.UTC(2026, 2, 25);
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const standing = (fields: { position: number; challengers: number; own_best?: number | null }) => ({
  success: true,
  beat_percent: 0,
  total: fields.challengers,
  own_best: null,
  ...fields,
});

/** A session actor standing signed in or out: the end screen only asks which. */
const session = (signedIn: boolean) =>
  createActor(
    createMachine({ initial: signedIn ? 'loggedIn' : 'anonymous', states: { loggedIn: {}, anonymous: {} } }),
  ).start();

/** The end screen of a run that just ended with `run`, on a site actor that went intro → play → end. */
async function endOf(
  game: GameId,
  run: { score: number; stats?: RunStats; held?: boolean; uuid?: string },
  { signedIn = false } = {},
) {
  i18n.load('en', {});
  i18n.activate('en', ['en-US', 'en']);
  const site = createActor(siteMachine, { input: { route: { name: 'game', locale: 'en', game } } }).start();
  site.send({ type: 'loader.done' });
  site.send({ type: 'ui.play' });
  site.send({ type: 'run.ended', durationMs: 60_000, ...run });
  const competition = await settledCompetition({ now: DURING });
  render(
    <StrictMode>
      <SiteActorProvider actor={site}>
        <SoundActorProvider actor={createActor(createMachine({})).start() as never}>
          <SessionActorProvider actor={session(signedIn) as never}>
            <CompetitionProvider actor={competition}>
              <I18nProvider i18n={i18n}>
                <GameScreen game={game} />
              </I18nProvider>
            </CompetitionProvider>
          </SessionActorProvider>
        </SoundActorProvider>
      </SiteActorProvider>
    </StrictMode>,
  );
  return site;
}

describe('the end screen', () => {
  beforeEach(() => {
    document.head.innerHTML = '<base href="/">';
    clearDeviceBests();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['mouse', 'overheated', 'Overheated: the circuit shut down.'],
    ['mouse', 'left', 'You ended the run.'],
    ['headset', 'time-up', "Time's up: the clock ran out."],
    ['keyboard', 'misses', 'Three misses: the run is over.'],
    ['keyboard', 'music-ended', 'The music ended: you played to the last beat.'],
  ] as const)(
    'says why the %s run ended (%s), as the server’s replay found it',
    async (game, cause, said) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer(200, standing({ position: 4, challengers: 9 }))),
      );
      await endOf(game, { score: 700, stats: { ended_by: cause } });
      expect(screen.getByTestId('end-cause').textContent).toBe(said);
      expect(screen.getByTestId('end-cause').getAttribute('data-cause')).toBe(cause);
    },
  );

  it('says no cause for a run kept from before causes were recorded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, standing({ position: 1, challengers: 0 }))),
    );
    await endOf('mouse', { score: 700, stats: { distance: 3 } });
    expect(screen.queryByTestId('end-cause')).toBeNull();
  });

  it('shows this device’s best and the place the score would take on the game’s board, not signed in', async () => {
    recordVerifiedRun('mouse', 1500, 'older-run');
    const fetch = vi.fn(async () => answer(200, standing({ position: 3, challengers: 10 })));
    vi.stubGlobal('fetch', fetch);
    await endOf('mouse', { score: 1234, stats: { ended_by: 'overheated' }, uuid: 'this-run' });
    expect(screen.getByTestId('verified-score').textContent).toBe('1,234');
    expect(screen.getByTestId('personal-best').textContent).toBe('Your personal best: 1,500');
    expect((await screen.findByTestId('board-rank')).textContent).toBe(
      "Save your score to take place 3 of 11 on this game's leaderboard.",
    );
    const urls = fetch.mock.calls.map((call) => String((call as unknown as [RequestInfo])[0]));
    expect(urls.some((url) => url.endsWith('/api/game_types/mouse/estimated_position?score=1234'))).toBe(
      true,
    );
  });

  it('says so when this run is the device’s best', async () => {
    recordVerifiedRun('headset', 400, 'older-run');
    recordVerifiedRun('headset', 900, 'this-run');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, standing({ position: 1, challengers: 0 }))),
    );
    await endOf('headset', { score: 900, stats: { ended_by: 'time-up' }, uuid: 'this-run' });
    expect(screen.getByTestId('personal-best').textContent).toBe('Your personal best so far!');
    expect((await screen.findByTestId('board-rank')).textContent).toBe(
      "You're the first on this game's leaderboard.",
    );
  });

  it('takes a signed-in player’s best from the server, and places them among the others', async () => {
    // This device knows a better run, but a signed-in player's best is their entry on the board.
    recordVerifiedRun('keyboard', 3000, 'elsewhere');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, standing({ position: 2, challengers: 4, own_best: 2100 }))),
    );
    await endOf('keyboard', { score: 1800, stats: { ended_by: 'misses' } }, { signedIn: true });
    expect((await screen.findByTestId('personal-best')).textContent).toBe('Your personal best: 2,100');
    expect(screen.getByTestId('board-rank').textContent).toBe("Place 2 of 5 on this game's leaderboard.");
  });

  it('leaves the place out when the board cannot be reached, and keeps the rest', async () => {
    recordVerifiedRun('mouse', 800, 'this-run');
    const fetch = vi.fn(async () => answer(503, { error: 'internal', message: 'down' }));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await endOf('mouse', { score: 800, stats: { ended_by: 'left' }, uuid: 'this-run' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('board-rank')).toBeNull();
    expect(screen.getByTestId('personal-best').textContent).toBe('Your personal best so far!');
    expect(screen.getByTestId('end-cause').textContent).toBe('You ended the run.');
  });

  it('gives a run held for review no best and no place, and asks the board nothing', async () => {
    const fetch = vi.fn(async () => answer(200, standing({ position: 1, challengers: 0 })));
    vi.stubGlobal('fetch', fetch);
    await endOf('mouse', { score: 9000, held: true, stats: { ended_by: 'overheated' } });
    expect(screen.getByTestId('score-status').getAttribute('data-held')).toBe('true');
    expect(screen.queryByTestId('standing')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('plays again through the intro: no run starts until the player presses play', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, standing({ position: 1, challengers: 0 }))),
    );
    const site = await endOf('mouse', { score: 500, stats: { ended_by: 'overheated' } });
    fireEvent.click(screen.getByTestId('play-again'));
    expect(site.getSnapshot().value).toEqual({ game: 'intro' });
    expect(document.querySelector('[data-screen="game-intro"]')).not.toBeNull();
    expect(document.querySelector('[data-screen="game-run"]')).toBeNull();
    expect(screen.getByTestId('play')).toBeTruthy();
  });
});
