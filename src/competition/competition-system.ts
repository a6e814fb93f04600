import { createActor, fromPromise, type Actor } from 'xstate';
import type { CompetitionWindow } from '../../api/competition.ts';
import { competitionMachine } from '../../machines/competition.ts';
import { siteApi } from '../api/site-api.ts';
import { loadVisitorCountry } from './localisation-cookie.ts';

/**
 * The page's competition actor: the window from GET /api/frontend_data and the country from the localisation
 * cookie or GET /api/country. Created once at the composition root, before React, like the sound system.
 */
export function createCompetition(): Actor<typeof competitionMachine> {
  const actor = createActor(
    competitionMachine.provide({
      actors: {
        loadWindow: fromPromise<Partial<CompetitionWindow>>(async () => {
          const { competition } = await (await siteApi()).frontendData();
          return { start: competition.start, end: competition.end, timeZone: competition.time_zone };
        }),
        loadCountry: fromPromise(() => loadVisitorCountry(siteApi)),
      },
    }),
    { input: { now: () => Date.now() } },
  );
  actor.start();
  return actor;
}
