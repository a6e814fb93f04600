import { assign, setup } from 'xstate';
import { type GameId } from '../api/site-routes.ts';
import type { SiteRoute } from '../api/site-routes.ts';
import type { RunStats } from '../api/games.ts';
import { allPlayed, freshProgress, nextUnplayed, UNPLAYED, type GamesProgress } from './game-progress.ts';

/**
 * The site flow: where the visitor is in the journey (loader → home → world → intro → play → end → next
 * world → final score) and what has been played. React screens and Babylon scenes read it; the router keeps
 * `context.route` and the address bar in step both ways.
 */
export interface SiteContext {
  /** The address of the current screen; while loading, the one to show when loading ends. */
  route: SiteRoute;
  games: GamesProgress;
  /** Id of the game record once the visitor saved a score; starting any game after that resets them all. */
  savedGameId: string | null;
  /** The server's chain of this journey's runs (games/end answers it): what a save hands to the account. */
  accumulatorUuid: string | null;
  /**
   * False while a journey kept from an earlier visit is fetched back from the server (GET games/{id}): the
   * score screens wait for it rather than show zeros.
   */
  progressReady: boolean;
  error: { status: number; message: string } | null;
}

export interface SiteInput {
  route: SiteRoute;
  games?: GamesProgress;
  savedGameId?: string | null;
  /** True when a kept journey is being fetched back: `progress.restored` follows. */
  restoring?: boolean;
}

/** A verified run's end, as the game's run machine hands it to the site. */
export interface RunEnd {
  score: number;
  durationMs: number;
  held?: boolean;
  uuid?: string;
  startedAt?: number;
  endedAt?: number;
  stats?: RunStats | null;
  accumulatorUuid?: string;
}

export type SiteEvent =
  | { type: 'nav.go'; route: SiteRoute }
  | { type: 'loader.done' }
  | { type: 'ui.openWorld'; game: GameId }
  | { type: 'ui.toIntro' }
  | { type: 'ui.play' }
  | { type: 'ui.next' }
  | { type: 'ui.home' }
  | ({ type: 'run.ended' } & RunEnd)
  | { type: 'score.saved'; gameId: string }
  | {
      type: 'progress.restored';
      games: GamesProgress;
      accumulatorUuid: string | null;
      savedGameId: string | null;
    }
  | { type: 'app.failed'; status?: number; message: string };

function currentGame(route: SiteRoute): GameId | null {
  return route.name === 'product' || route.name === 'game' ? route.game : null;
}

export const siteMachine = setup({
  types: {
    context: {} as SiteContext,
    events: {} as SiteEvent,
    input: {} as SiteInput,
  },
  guards: {
    routeIsHome: ({ context }) => context.route.name === 'home',
    routeIsProduct: ({ context }) => context.route.name === 'product',
    routeIsGame: ({ context }) => context.route.name === 'game',
    routeIsMyScore: ({ context }) => context.route.name === 'my-score',
    routeIsShare: ({ context }) => context.route.name === 'share',
    routeIsResetPassword: ({ context }) => context.route.name === 'reset-password',
    routeIsLegalPage: ({ context }) => context.route.name === 'page',
    routeIsValidateEmail: ({ context }) => context.route.name === 'validate-email',
    routeIsReplay: ({ context }) => context.route.name === 'replay',
    /** The same game's address again (a language switch, a reload of history): the run is not restarted. */
    isSameGameRoute: ({ context, event }) =>
      event.type === 'nav.go' &&
      event.route.name === 'game' &&
      context.route.name === 'game' &&
      event.route.game === context.route.game,
    allGamesPlayed: ({ context }) => allPlayed(context.games),
  },
  actions: {
    assignRoute: assign({
      route: ({ event, context }) => (event.type === 'nav.go' ? event.route : context.route),
    }),
    routeToWorld: assign({
      route: ({ event, context }) =>
        event.type === 'ui.openWorld'
          ? { name: 'product', locale: context.route.locale, game: event.game }
          : context.route,
    }),
    routeToIntro: assign({
      route: ({ context }) => {
        const game = currentGame(context.route);
        return game ? { name: 'game', locale: context.route.locale, game } : context.route;
      },
    }),
    routeToHome: assign({ route: ({ context }) => ({ name: 'home', locale: context.route.locale }) }),
    routeToFinalScore: assign({
      route: ({ context }) => ({ name: 'my-score', locale: context.route.locale }),
    }),
    routeToNextWorld: assign({
      route: ({ context }) => {
        const from = currentGame(context.route) ?? 'keyboard';
        const next = nextUnplayed(context.games, from);
        return next ? { name: 'product', locale: context.route.locale, game: next } : context.route;
      },
    }),
    /** Spec §4: starting a game resets its score and played flag; after a save, every game resets. */
    resetForPlay: assign(({ context }) => {
      const game = currentGame(context.route);
      if (!game) return {};
      const games = context.savedGameId ? freshProgress() : { ...context.games };
      games[game] = { ...UNPLAYED };
      return {
        games,
        savedGameId: null,
        accumulatorUuid: context.savedGameId ? null : context.accumulatorUuid,
      };
    }),
    recordRun: assign({
      games: ({ context, event }) => {
        const game = currentGame(context.route);
        if (event.type !== 'run.ended' || !game) return context.games;
        return {
          ...context.games,
          [game]: {
            played: true,
            score: event.score,
            durationMs: event.durationMs,
            held: event.held ?? false,
            uuid: event.uuid ?? null,
            startedAt: event.startedAt ?? null,
            endedAt: event.endedAt ?? null,
            stats: event.stats ?? null,
          },
        };
      },
      accumulatorUuid: ({ context, event }) =>
        event.type === 'run.ended'
          ? (event.accumulatorUuid ?? context.accumulatorUuid)
          : context.accumulatorUuid,
    }),
    /** A game played on this page since it loaded is newer than the kept one: it stays. */
    restoreProgress: assign(({ event, context }) => {
      if (event.type !== 'progress.restored') return {};
      const games = { ...context.games };
      for (const id of Object.keys(games) as GameId[]) if (!games[id].played) games[id] = event.games[id];
      return {
        games,
        accumulatorUuid: context.accumulatorUuid ?? event.accumulatorUuid,
        savedGameId: context.savedGameId ?? event.savedGameId,
        progressReady: true,
      };
    }),
    assignSavedGame: assign({
      savedGameId: ({ event, context }) =>
        event.type === 'score.saved' ? event.gameId : context.savedGameId,
    }),
    assignError: assign({
      error: ({ event }) =>
        event.type === 'app.failed' ? { status: event.status ?? 500, message: event.message } : null,
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'site',
  description: 'The visitor’s journey through the site, kept in step with the address bar.',
  context: ({ input }) => ({
    route: input.route,
    games: input.games ?? freshProgress(),
    savedGameId: input.savedGameId ?? null,
    accumulatorUuid: null,
    progressReady: !input.restoring,
    error: null,
  }),
  initial: 'loader',
  on: {
    'nav.go': {
      target: '.routing',
      actions: 'assignRoute',
      description: 'The address changed: a link, back/forward, a deep link.',
    },
    'score.saved': {
      actions: 'assignSavedGame',
      description: 'The visitor saved the score; the next start resets the journey.',
    },
    'progress.restored': {
      actions: 'restoreProgress',
      description: 'The journey kept from an earlier visit, its scores fetched back from the server.',
    },
    'app.failed': {
      target: '.error',
      actions: 'assignError',
      description: 'Something failed while showing a page.',
    },
  },
  states: {
    loader: {
      description: 'The slogan and progress bar while the app, the catalog and the 3D engine load.',
      on: {
        'nav.go': { actions: 'assignRoute', description: 'Remember where to go once loading ends.' },
        'loader.done': { target: 'routing', description: 'Everything the first screen needs has loaded.' },
      },
    },
    routing: {
      description: 'Chooses the screen for the current address.',
      entry: 'clearError',
      always: [
        { guard: 'routeIsHome', target: 'home' },
        { guard: 'routeIsProduct', target: 'world' },
        { guard: 'routeIsGame', target: 'game' },
        { guard: 'routeIsMyScore', target: 'finalScore' },
        { guard: 'routeIsShare', target: 'share' },
        { guard: 'routeIsResetPassword', target: 'resetPassword' },
        { guard: 'routeIsLegalPage', target: 'legal' },
        { guard: 'routeIsValidateEmail', target: 'validateEmail' },
        { guard: 'routeIsReplay', target: 'replay' },
        { target: 'notFound' },
      ],
    },
    home: {
      description: 'The 3D showcase with the three product tiles and the start button.',
      on: {
        'ui.openWorld': {
          target: 'world',
          actions: 'routeToWorld',
          description: 'A product tile or the start button.',
        },
      },
    },
    world: {
      description: 'A product world page: header, intro, selling points, the prompt to play.',
      on: {
        'ui.toIntro': {
          target: 'game',
          actions: 'routeToIntro',
          description: 'The swipe/scroll prompt to play.',
        },
        'ui.home': { target: 'home', actions: 'routeToHome' },
      },
    },
    game: {
      description: 'One world’s game: how-to intro, the run, its end screen.',
      initial: 'intro',
      on: {
        'nav.go': {
          guard: 'isSameGameRoute',
          actions: 'assignRoute',
          description: 'Same game, e.g. another language: keep the run.',
        },
      },
      states: {
        intro: {
          description: 'How-to title, description, gifts line and the play button.',
          on: { 'ui.play': { target: 'play', actions: 'resetForPlay', description: 'The play button.' } },
        },
        play: {
          description: 'The run itself; its score resets on entry.',
          on: {
            'run.ended': {
              target: 'end',
              actions: 'recordRun',
              description: 'The run is over with its verified score.',
            },
          },
        },
        end: {
          description:
            'Why the run ended, the verified score, the personal best and the place on the board; next world, play again, more products.',
          on: {
            'ui.toIntro': {
              target: 'intro',
              description:
                'Play again: back to the how-to and its play button; the run starts when the player presses it.',
            },
            'ui.next': [
              {
                guard: 'allGamesPlayed',
                target: '#site.finalScore',
                actions: 'routeToFinalScore',
                description: 'All three played: the final score.',
              },
              {
                target: '#site.world',
                actions: 'routeToNextWorld',
                description: 'On to the first unplayed world.',
              },
            ],
          },
        },
      },
    },
    finalScore: {
      description: 'Per-game scores, the total, the comparison line and save, retry, scoreboard, share.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
    share: {
      description: 'A shared result page.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
    resetPassword: {
      description: 'Choose a new password with the token from the e-mail.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
    legal: {
      description: 'A legal page: privacy policy, website terms of use or cookie policy.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
    validateEmail: {
      description: 'Confirms the e-mail address with the token from the validation mail.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
    replay: {
      description:
        'The operators’ replay viewer: a stored run played again through its game’s systems and scene.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
    notFound: {
      description: '“This page could not be found” with a link home.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
    error: {
      description: 'The generic error page: message and status.',
      on: { 'ui.home': { target: 'home', actions: 'routeToHome' } },
    },
  },
});

export type SiteMachine = typeof siteMachine;
