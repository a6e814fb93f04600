import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { CompetitionWindow } from '../api/competition.ts';
import { competitionMachine, type LoadedWindow, type VisitorCountry } from '../machines/competition.ts';
import type { DrawFigures } from '../api/site-boot.ts';

/** A started competition actor with a stated window, country and fixed time, settled past loading. */
export async function settledCompetition(options: {
  now: number;
  window?: CompetitionWindow;
  country?: string | null;
  /** The draw's configured figures the server states (the defaults when absent). */
  draw?: DrawFigures;
}): Promise<Actor<typeof competitionMachine>> {
  const window = options.window ?? { start: '2026-03-20', end: '2026-03-29', timeZone: 'Europe/Paris' };
  const country = options.country === undefined ? 'FR' : options.country;
  const actor = createActor(
    competitionMachine.provide({
      actors: {
        loadWindow: fromPromise<LoadedWindow>(async () =>
          options.draw ? { ...window, draw: options.draw } : window,
        ),
        loadCountry: fromPromise<VisitorCountry>(async () => ({
          country,
          segment: country === 'DE' ? 'DE' : null,
        })),
      },
    }),
    { input: { now: () => options.now } },
  ).start();
  await waitFor(actor, (s) => s.context.phase !== null);
  return actor;
}
