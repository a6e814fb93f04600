// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { settledCompetition } from '../../../test/competition-actor.ts';
import { renderWithCompetition } from '../../../test/competition-render.tsx';
import { GameIntro } from './game-intro.tsx';
import { GameEnd } from './game-end.tsx';

const DURING = Date.UTC(2026, 2, 25);
const AFTER = Date.UTC(2026, 3, 2);

/** The game screens promise a prize only while the draw is active (spec §4: the flag gates the prize wording). */
describe('prize wording on the game screens', () => {
  afterEach(cleanup);
  const game = { name: 'game', locale: 'en', game: 'mouse' } as const;

  it('offers gaming gear in the intro and a prize tier at the end while the draw is active', async () => {
    renderWithCompetition(<GameIntro game="mouse" />, await settledCompetition({ now: DURING }), game);
    expect(screen.getByTestId('gifts').textContent).toBe(
      'Score high to climb the leaderboard and win gaming gear.',
    );
    cleanup();
    renderWithCompetition(<GameEnd game="mouse" />, await settledCompetition({ now: DURING }), game);
    expect(screen.getByTestId('next-step').textContent).toBe(
      'Play the other two worlds to add to your total and reach a prize tier.',
    );
  });

  it('speaks of the leaderboard only when the draw is closed or in an excluded country', async () => {
    for (const options of [{ now: AFTER }, { now: DURING, country: 'IT' }]) {
      renderWithCompetition(<GameIntro game="mouse" />, await settledCompetition(options), game);
      expect(screen.getByTestId('gifts').textContent).toBe(
        'Score high to climb the leaderboard and beat the other players.',
      );
      cleanup();
      renderWithCompetition(<GameEnd game="mouse" />, await settledCompetition(options), game);
      expect(screen.getByTestId('next-step').textContent).toBe(
        'Play the other two worlds to add to your total and climb the leaderboard.',
      );
      cleanup();
    }
  });
});
