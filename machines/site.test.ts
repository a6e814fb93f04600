import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { siteMachine, type SiteEvent } from './site.ts';
import { chainTip, freshProgress, nextUnplayed, totalScore } from './game-progress.ts';
import type { SiteRoute } from '../api/site-routes.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

const home: SiteRoute = { name: 'home', locale: 'en' };
const routes: SiteRoute[] = [
  home,
  { name: 'home', locale: 'ar' },
  { name: 'product', locale: 'en', game: 'mouse' },
  { name: 'game', locale: 'en', game: 'mouse' },
  { name: 'game', locale: 'de', game: 'mouse' },
  { name: 'game', locale: 'en', game: 'keyboard' },
  { name: 'my-score', locale: 'en' },
  { name: 'share', locale: 'en', slug: null },
  { name: 'reset-password', locale: 'en' },
  { name: 'page', locale: 'en', page: 'cookie-policy' },
  { name: 'validate-email', locale: 'en' },
  { name: 'replay', locale: 'en', uuid: '0b6e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b' },
  { name: 'not-found', locale: 'en' },
];
const events: SiteEvent[] = [
  ...routes.map((route) => ({ type: 'nav.go', route }) as const),
  { type: 'loader.done' },
  { type: 'ui.openWorld', game: 'headset' },
  { type: 'ui.openWorld', game: 'mouse' },
  { type: 'ui.openWorld', game: 'keyboard' },
  { type: 'ui.toIntro' },
  { type: 'ui.play' },
  { type: 'ui.next' },
  { type: 'ui.home' },
  { type: 'run.ended', score: 1200, durationMs: 60_000 },
  { type: 'score.saved', gameId: 'g-1' },
  { type: 'progress.restored', games: freshProgress(), accumulatorUuid: null, savedGameId: null },
  { type: 'app.failed', message: 'Boom' },
];

function start(route: SiteRoute = home) {
  const actor = createActor(siteMachine, { input: { route } });
  actor.start();
  return actor;
}

describe('site machine', () => {
  it('reaches every state and takes every declared transition through generated paths', () => {
    const { paths, states, transitions } = coverByShortestPaths(siteMachine, {
      input: { route: home },
      events,
      serialize: (s) =>
        JSON.stringify([
          s.value,
          s.context.route.name,
          s.context.route.game,
          Object.values(s.context.games).map((g: any) => g.played),
          !!s.context.savedGameId,
        ]),
    });
    expect(paths.length).toBeGreaterThan(20);
    expect([...declaredStates(siteMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(siteMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('stays on the loader until loading ends, then shows the deep-linked screen', () => {
    const actor = start({ name: 'product', locale: 'fr', game: 'keyboard' });
    expect(actor.getSnapshot().value).toBe('loader');
    actor.send({ type: 'nav.go', route: { name: 'my-score', locale: 'fr' } });
    expect(actor.getSnapshot().value).toBe('loader');
    actor.send({ type: 'loader.done' });
    expect(actor.getSnapshot().value).toBe('finalScore');
    expect(actor.getSnapshot().context.route).toEqual({ name: 'my-score', locale: 'fr' });
  });

  it('walks the whole journey: home → world → intro → play → end → next world … → final score', () => {
    const actor = start();
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'ui.openWorld', game: 'mouse' });
    expect(actor.getSnapshot().context.route).toEqual({ name: 'product', locale: 'en', game: 'mouse' });
    const visited: string[] = [];
    for (let i = 0; i < 3; i++) {
      const world = (actor.getSnapshot().context.route as { game: string }).game;
      visited.push(world);
      actor.send({ type: 'ui.toIntro' });
      expect(actor.getSnapshot().value).toEqual({ game: 'intro' });
      actor.send({ type: 'ui.play' });
      expect(actor.getSnapshot().value).toEqual({ game: 'play' });
      actor.send({ type: 'run.ended', score: 100 * (i + 1), durationMs: 1000 });
      expect(actor.getSnapshot().value).toEqual({ game: 'end' });
      actor.send({ type: 'ui.next' });
    }
    // From mouse the cycle goes on to keyboard, then headset.
    expect(visited).toEqual(['mouse', 'keyboard', 'headset']);
    expect(actor.getSnapshot().value).toBe('finalScore');
    expect(actor.getSnapshot().context.route.name).toBe('my-score');
    const games = actor.getSnapshot().context.games;
    expect([games.mouse.score, games.keyboard.score, games.headset.score]).toEqual([100, 200, 300]);
  });

  it('plays again through the intro: the end screen never starts a run at once, and keeps the score until play', () => {
    const actor = start({ name: 'game', locale: 'en', game: 'headset' });
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'ui.play' });
    actor.send({ type: 'run.ended', score: 640, durationMs: 70_000 });
    // A play event at the end (a stray key, an old button) starts nothing.
    actor.send({ type: 'ui.play' });
    expect(actor.getSnapshot().value).toEqual({ game: 'end' });
    actor.send({ type: 'ui.toIntro' });
    expect(actor.getSnapshot().value).toEqual({ game: 'intro' });
    expect(actor.getSnapshot().context.route).toEqual({ name: 'game', locale: 'en', game: 'headset' });
    expect(actor.getSnapshot().context.games.headset).toMatchObject({ played: true, score: 640 });
    actor.send({ type: 'ui.play' });
    expect(actor.getSnapshot().value).toEqual({ game: 'play' });
    expect(actor.getSnapshot().context.games.headset).toMatchObject({ played: false, score: 0 });
  });

  it('keeps a running game when the same game address comes again (language switch)', () => {
    const actor = start({ name: 'game', locale: 'en', game: 'mouse' });
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'ui.play' });
    actor.send({ type: 'nav.go', route: { name: 'game', locale: 'ar', game: 'mouse' } });
    expect(actor.getSnapshot().value).toEqual({ game: 'play' });
    expect(actor.getSnapshot().context.route.locale).toBe('ar');
    actor.send({ type: 'nav.go', route: { name: 'product', locale: 'ar', game: 'mouse' } });
    expect(actor.getSnapshot().value).toBe('world');
  });

  it('resets only the started game, or every game once a score was saved', () => {
    const actor = start({ name: 'game', locale: 'en', game: 'mouse' });
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'ui.play' });
    actor.send({ type: 'run.ended', score: 500, durationMs: 10 });
    actor.send({ type: 'nav.go', route: { name: 'game', locale: 'en', game: 'keyboard' } });
    actor.send({ type: 'ui.play' });
    actor.send({ type: 'run.ended', score: 700, durationMs: 10 });
    actor.send({ type: 'ui.toIntro' });
    actor.send({ type: 'ui.play' });
    expect(actor.getSnapshot().context.games.mouse).toMatchObject({ played: true, score: 500 });
    expect(actor.getSnapshot().context.games.keyboard).toMatchObject({ played: false, score: 0 });
    actor.send({ type: 'run.ended', score: 800, durationMs: 10 });
    actor.send({ type: 'score.saved', gameId: 'saved-1' });
    actor.send({ type: 'ui.toIntro' });
    actor.send({ type: 'ui.play' });
    expect(actor.getSnapshot().context.games.mouse).toMatchObject({ played: false, score: 0 });
    expect(actor.getSnapshot().context.savedGameId).toBeNull();
  });

  it('keeps each run’s uuid, times and the chain; a new journey after a save starts a new chain', () => {
    const actor = start({ name: 'game', locale: 'en', game: 'mouse' });
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'ui.play' });
    const run = { score: 500, durationMs: 40_000, startedAt: 1_000, endedAt: 41_000 };
    actor.send({
      type: 'run.ended',
      ...run,
      uuid: 'run-m',
      accumulatorUuid: 'acc-1',
      stats: { distance: 9 },
    });
    expect(actor.getSnapshot().context.games.mouse).toMatchObject({
      ...run,
      uuid: 'run-m',
      stats: { distance: 9 },
    });
    actor.send({ type: 'nav.go', route: { name: 'game', locale: 'en', game: 'keyboard' } });
    actor.send({ type: 'ui.play' });
    expect(chainTip(actor.getSnapshot().context.games)).toBe('run-m');
    actor.send({
      type: 'run.ended',
      score: 700,
      durationMs: 10,
      uuid: 'run-k',
      endedAt: 90_000,
      accumulatorUuid: 'acc-1',
    });
    expect(chainTip(actor.getSnapshot().context.games)).toBe('run-k');
    // Trying the keyboard again: the chain goes on from the mouse run, the keyboard's old run is gone.
    actor.send({ type: 'ui.toIntro' });
    actor.send({ type: 'ui.play' });
    expect(chainTip(actor.getSnapshot().context.games)).toBe('run-m');
    expect(actor.getSnapshot().context.accumulatorUuid).toBe('acc-1');
    actor.send({ type: 'run.ended', score: 650, durationMs: 10, uuid: 'run-k2', endedAt: 95_000 });
    actor.send({ type: 'score.saved', gameId: 'run-k2' });
    actor.send({ type: 'ui.toIntro' });
    actor.send({ type: 'ui.play' });
    expect(chainTip(actor.getSnapshot().context.games)).toBeNull();
    expect(actor.getSnapshot().context.accumulatorUuid).toBeNull();
  });

  it('waits for a kept journey, then takes its games, except one played on this page meanwhile', () => {
    const actor = createActor(siteMachine, {
      input: { route: { name: 'game', locale: 'en', game: 'mouse' }, restoring: true },
    });
    actor.start();
    expect(actor.getSnapshot().context.progressReady).toBe(false);
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'ui.play' });
    actor.send({ type: 'run.ended', score: 900, durationMs: 10, uuid: 'new-m' });
    const kept = freshProgress();
    kept.mouse = { ...kept.mouse, played: true, score: 100, uuid: 'old-m' };
    kept.headset = { ...kept.headset, played: true, score: 300, uuid: 'old-h' };
    actor.send({ type: 'progress.restored', games: kept, accumulatorUuid: 'acc-old', savedGameId: null });
    const { context } = actor.getSnapshot();
    expect(context.progressReady).toBe(true);
    expect(context.games.mouse).toMatchObject({ score: 900, uuid: 'new-m' });
    expect(context.games.headset).toMatchObject({ score: 300, uuid: 'old-h' });
    expect(context.accumulatorUuid).toBe('acc-old');
  });

  it('keeps a run held for review apart: its score shows, the total leaves it out until it counts', () => {
    const actor = start({ name: 'game', locale: 'en', game: 'mouse' });
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'ui.play' });
    actor.send({ type: 'run.ended', score: 8000, durationMs: 10, held: true });
    actor.send({ type: 'nav.go', route: { name: 'game', locale: 'en', game: 'keyboard' } });
    actor.send({ type: 'ui.play' });
    actor.send({ type: 'run.ended', score: 700, durationMs: 10 });
    const { games } = actor.getSnapshot().context;
    expect(games.mouse).toMatchObject({ played: true, score: 8000, held: true });
    expect(games.keyboard).toMatchObject({ played: true, score: 700, held: false });
    expect(totalScore(games)).toBe(700);
    // Playing it again starts clean.
    actor.send({ type: 'nav.go', route: { name: 'game', locale: 'en', game: 'mouse' } });
    actor.send({ type: 'ui.play' });
    expect(actor.getSnapshot().context.games.mouse).toMatchObject({ played: false, held: false });
  });

  it('shows a legal page or the validation page from a deep link, moves between legal pages and leaves for home', () => {
    const actor = start({ name: 'page', locale: 'ar', page: 'privacy-policy' });
    actor.send({ type: 'loader.done' });
    expect(actor.getSnapshot().value).toBe('legal');
    actor.send({ type: 'nav.go', route: { name: 'page', locale: 'ar', page: 'cookie-policy' } });
    expect(actor.getSnapshot().value).toBe('legal');
    expect(actor.getSnapshot().context.route).toEqual({ name: 'page', locale: 'ar', page: 'cookie-policy' });
    actor.send({ type: 'ui.home' });
    expect(actor.getSnapshot().value).toBe('home');
    expect(actor.getSnapshot().context.route).toEqual({ name: 'home', locale: 'ar' });
    actor.send({ type: 'nav.go', route: { name: 'validate-email', locale: 'ar' } });
    expect(actor.getSnapshot().value).toBe('validateEmail');
    actor.send({ type: 'ui.home' });
    expect(actor.getSnapshot().value).toBe('home');
  });

  it("opens the operators' replay viewer from its address, keeps the run's uuid and leaves for home", () => {
    const route: SiteRoute = { name: 'replay', locale: 'de', uuid: '0b6e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b' };
    const actor = start(route);
    actor.send({ type: 'loader.done' });
    expect(actor.getSnapshot().value).toBe('replay');
    expect(actor.getSnapshot().context.route).toEqual(route);
    actor.send({ type: 'ui.home' });
    expect(actor.getSnapshot().value).toBe('home');
    expect(actor.getSnapshot().context.route).toEqual({ name: 'home', locale: 'de' });
  });

  it('shows the error page with a default status of 500 and clears it on the next navigation', () => {
    const actor = start();
    actor.send({ type: 'loader.done' });
    actor.send({ type: 'app.failed', message: 'Unknown middleware auth' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ status: 500, message: 'Unknown middleware auth' });
    actor.send({ type: 'nav.go', route: home });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('game progress', () => {
  it('finds the next unplayed game along the cycle headset → mouse → keyboard → headset', () => {
    const games = freshProgress();
    expect(nextUnplayed(games, 'headset')).toBe('mouse');
    expect(nextUnplayed(games, 'keyboard')).toBe('headset');
    games.headset.played = true;
    expect(nextUnplayed(games, 'keyboard')).toBe('mouse');
    games.mouse.played = true;
    games.keyboard.played = true;
    expect(nextUnplayed(games, 'mouse')).toBeNull();
  });
});
