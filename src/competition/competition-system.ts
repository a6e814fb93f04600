import { createActor, fromPromise, type Actor } from 'xstate';
import { competitionMachine, type LoadedWindow } from '../../machines/competition.ts';
import { parseSiteBoot, SITE_BOOT_ID } from '../../api/site-boot.ts';
import { siteApi } from '../api/site-api.ts';
import { loadVisitorCountry } from './localisation-cookie.ts';

/**
 * The page's competition actor: the window and the country from the page's boot data (api/site-boot.ts), else
 * from GET /api/frontend_data and the localisation cookie or GET /api/country. Created once at the composition
 * root, before React, like the sound system. `siteApi` is imported lazily: a page whose boot data says it all
 * never loads the API client for this.
 */
export function createCompetition(
  boot = parseSiteBoot(document.getElementById(SITE_BOOT_ID)?.textContent),
): Actor<typeof competitionMachine> {
  const actor = createActor(
    competitionMachine.provide({
      actors: {
        loadWindow: fromPromise<LoadedWindow>(async () => {
          if (boot) return { ...boot.competition, draw: boot.draw };
          const { competition } = await (await siteApi()).frontendData();
          return {
            start: competition.start,
            end: competition.end,
            timeZone: competition.time_zone,
            draw: {
              minimumAge: competition.minimum_age,
              excludedCountries: competition.excluded_countries,
              sharePrizeWinners: competition.share_prize_winners,
            },
          };
        }),
        loadCountry: fromPromise(() => loadVisitorCountry(siteApi, boot?.country)),
      },
    }),
    { input: { now: () => Date.now() } },
  );
  actor.start();
  return actor;
}
