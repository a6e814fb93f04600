import type { SnapshotFrom } from 'xstate';
import type { AnalyticsEvent } from '../../api/analytics.ts';
import { withLocale, sitePath, type GameId, type SiteRoute } from '../../api/site-routes.ts';
import type { SiteMachine } from '../../machines/site.ts';

/**
 * The site journey as analytics sees it: a page view on each change of page (once loading is over), a game
 * start on entering `game.play`, a game end when a run ends (`game.play` → `game.end`, the site's `run.ended`),
 * a save when the site records a saved score (`score.saved`).
 */
export interface SiteView {
  /** The page, whatever its language: switching language is not a new page. */
  page: string;
  game: GameId | undefined;
  loading: boolean;
  playing: boolean;
  ended: boolean;
  savedGameId: string | null;
}

const gameOf = (route: SiteRoute): GameId | undefined =>
  route.name === 'game' || route.name === 'product' ? route.game : undefined;

export function viewOf(snapshot: SnapshotFrom<SiteMachine>): SiteView {
  const { route, savedGameId } = snapshot.context;
  return {
    page: sitePath(withLocale(route, 'en')),
    game: gameOf(route),
    loading: snapshot.matches('loader'),
    playing: snapshot.matches({ game: 'play' }),
    ended: snapshot.matches({ game: 'end' }),
    savedGameId,
  };
}

/**
 * What happened between two views. Without a previous view (analytics just allowed) only the page being
 * looked at counts: a run already under way was not seen starting.
 */
export function eventsBetween(previous: SiteView | null, next: SiteView): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  const game = next.game ? { game: next.game } : {};
  if (!next.loading && (!previous || previous.loading || previous.page !== next.page))
    events.push({ type: 'page_view', ...game });
  if (!previous) return events;
  if (next.playing && !previous.playing) events.push({ type: 'game_start', ...game });
  if (previous.playing && next.ended) events.push({ type: 'game_end', ...game });
  if (next.savedGameId !== null && next.savedGameId !== previous.savedGameId) events.push({ type: 'save' });
  return events;
}

/** Reports the journey of `site` to `track` until the returned function is called. */
export function followSite(
  site: {
    getSnapshot(): SnapshotFrom<SiteMachine>;
    subscribe(next: (s: SnapshotFrom<SiteMachine>) => void): { unsubscribe(): void };
  },
  track: (event: AnalyticsEvent) => void,
): () => void {
  let previous: SiteView | null = null;
  const look = (snapshot: SnapshotFrom<SiteMachine>) => {
    const next = viewOf(snapshot);
    for (const event of eventsBetween(previous, next)) track(event);
    previous = next;
  };
  look(site.getSnapshot());
  const subscription = site.subscribe(look);
  return () => subscription.unsubscribe();
}
