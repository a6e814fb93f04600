import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AnalyticsEvent } from '../../api/analytics.ts';
import { siteMachine } from '../../machines/site.ts';
import type { SiteRoute } from '../../api/site-routes.ts';
import { followSite } from './site-events.ts';

function journey(route: SiteRoute) {
  const site = createActor(siteMachine, { input: { route } });
  site.start();
  const events: string[] = [];
  const stop = followSite(site, (e: AnalyticsEvent) => events.push(e.game ? `${e.type}:${e.game}` : e.type));
  return { site, events, stop };
}

describe('analytics events from the site journey', () => {
  it('counts page views once loading is over, one per page (a language switch is the same page)', () => {
    const { site, events } = journey({ name: 'home', locale: 'en' });
    expect(events).toEqual([]);
    site.send({ type: 'loader.done' });
    site.send({ type: 'ui.openWorld', game: 'mouse' });
    site.send({ type: 'nav.go', route: { name: 'product', locale: 'ar', game: 'mouse' } });
    site.send({ type: 'nav.go', route: { name: 'my-score', locale: 'ar' } });
    expect(events).toEqual(['page_view', 'page_view:mouse', 'page_view']);
  });

  it('counts a game start on each play, a game end when the run ends, and a save', () => {
    const { site, events } = journey({ name: 'home', locale: 'en' });
    site.send({ type: 'loader.done' });
    site.send({ type: 'ui.openWorld', game: 'keyboard' });
    site.send({ type: 'ui.toIntro' });
    site.send({ type: 'ui.play' });
    site.send({ type: 'run.ended', score: 10, durationMs: 1000 });
    site.send({ type: 'ui.toIntro' });
    site.send({ type: 'ui.play' });
    site.send({ type: 'run.ended', score: 20, durationMs: 1000 });
    site.send({ type: 'score.saved', gameId: 'abc' });
    site.send({ type: 'score.saved', gameId: 'abc' });
    expect(events).toEqual([
      'page_view',
      'page_view:keyboard',
      'page_view:keyboard',
      'game_start:keyboard',
      'game_end:keyboard',
      'game_start:keyboard',
      'game_end:keyboard',
      'save',
    ]);
  });

  it('allowed mid-run: counts the page, not a start it never saw; stops when told', () => {
    const { site } = journey({ name: 'home', locale: 'en' });
    site.send({ type: 'loader.done' });
    site.send({ type: 'ui.openWorld', game: 'headset' });
    site.send({ type: 'ui.toIntro' });
    site.send({ type: 'ui.play' });
    const events: string[] = [];
    const stop = followSite(site, (e) => events.push(e.game ? `${e.type}:${e.game}` : e.type));
    site.send({ type: 'run.ended', score: 3, durationMs: 1000 });
    stop();
    site.send({ type: 'ui.toIntro' });
    site.send({ type: 'ui.play' });
    expect(events).toEqual(['page_view:headset', 'game_end:headset']);
  });
});
