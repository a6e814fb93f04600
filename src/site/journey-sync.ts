import type { Actor } from 'xstate';
import type { SiteMachine } from '../../machines/site.ts';
import { siteApi } from '../api/site-api.ts';
import { keepJourney, restoreJourney, type KeptJourney } from './journey-store.ts';

/**
 * Keeps the site's journey in its cookie as it changes, and brings a kept one back: the site actor was created
 * with `restoring` when `kept` is not null, and gets `progress.restored` once the runs are fetched back.
 */
export function syncJourney(site: Actor<SiteMachine>, kept: KeptJourney | null): void {
  let last = '';
  const keyOf = ({ context }: ReturnType<typeof site.getSnapshot>) =>
    JSON.stringify([context.games, context.accumulatorUuid, context.savedGameId]);
  site.subscribe((snapshot) => {
    const { context } = snapshot;
    // Until the kept journey is back, the context holds less than the cookie: writing it would lose runs.
    if (!context.progressReady) return;
    const key = keyOf(snapshot);
    if (key === last) return;
    last = key;
    keepJourney(context);
  });
  if (!kept) return;
  void siteApi()
    .then((api) => restoreJourney(kept, (uuid) => api.game(uuid)))
    .then(
      (games) =>
        site.send({
          type: 'progress.restored',
          games,
          accumulatorUuid: kept.accumulatorUuid,
          savedGameId: kept.savedGameId,
        }),
      (error: unknown) => {
        console.warn('the kept journey could not be fetched back:', error);
        // The screens stop waiting; the cookie stays as it was, for a visit with a connection.
        last = keyOf(site.getSnapshot());
        site.send({
          type: 'progress.restored',
          games: site.getSnapshot().context.games,
          accumulatorUuid: null,
          savedGameId: null,
        });
      },
    );
}
