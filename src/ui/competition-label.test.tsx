// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import type { CompetitionWindow } from '../../api/competition.ts';
import { competitionMachine, type VisitorCountry } from '../../machines/competition.ts';
import { settledCompetition } from '../../test/competition-actor.ts';
import { inVisitorTimeZone, renderWithCompetition } from '../../test/competition-render.tsx';
import { CompetitionLabel } from './competition-label.tsx';

const BEFORE = Date.UTC(2026, 2, 1);
const DURING = Date.UTC(2026, 2, 25);
const AFTER = Date.UTC(2026, 3, 2);

describe('the competition label', () => {
  inVisitorTimeZone('Europe/Paris');

  const label = () => screen.getByTestId('competition-label');

  it('says when the draw opens, until when it is open, and when it closed', async () => {
    for (const [now, phase, text] of [
      [BEFORE, 'upcoming', 'Prize draw opens on March 20, 2026'],
      [DURING, 'open', 'Prize draw open until March 29, 2026'],
      [AFTER, 'closed', 'Prize draw closed on March 29, 2026'],
    ] as const) {
      renderWithCompetition(<CompetitionLabel />, await settledCompetition({ now }));
      expect(label().textContent).toBe(text);
      expect(label().dataset.phase).toBe(phase);
      expect(label().dataset.active).toBe(phase === 'open' ? 'true' : undefined);
      cleanup();
    }
  });

  it("writes the date in the page's language", async () => {
    renderWithCompetition(<CompetitionLabel />, await settledCompetition({ now: DURING }), {
      name: 'home',
      locale: 'de',
    });
    expect(label().textContent).toBe('Prize draw open until 29. März 2026');
  });

  it("names the window's zone for a visitor elsewhere", async () => {
    process.env.TZ = 'America/New_York';
    try {
      renderWithCompetition(<CompetitionLabel />, await settledCompetition({ now: DURING }));
      expect(label().textContent).toBe('Prize draw open until March 29, 2026 (GMT+2)');
    } finally {
      process.env.TZ = 'Europe/Paris';
    }
  });

  it('promises no prize in an excluded country, in any phase', async () => {
    for (const now of [BEFORE, DURING, AFTER]) {
      renderWithCompetition(<CompetitionLabel />, await settledCompetition({ now, country: 'IT' }));
      expect(label().textContent).toBe('Leaderboard challenge: no prize draw in your country');
      expect(label().dataset.active).toBeUndefined();
      expect(label().dataset.excluded).toBe('true');
      cleanup();
    }
  });

  it('takes a class name, and shows nothing while the window is being asked for', async () => {
    renderWithCompetition(
      <CompetitionLabel className="site-header__competition" />,
      await settledCompetition({ now: DURING }),
    );
    expect(label().className).toBe('competition-label site-header__competition');
    cleanup();
    const loading = createActor(
      competitionMachine.provide({
        actors: {
          loadWindow: fromPromise(() => new Promise<Partial<CompetitionWindow>>(() => {})),
          loadCountry: fromPromise(() => new Promise<VisitorCountry>(() => {})),
        },
      }),
      { input: { now: () => DURING } },
    ).start();
    renderWithCompetition(<CompetitionLabel />, loading);
    expect(screen.queryByTestId('competition-label')).toBeNull();
  });
});
