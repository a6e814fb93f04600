import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  DEFAULT_COUNTRY,
  DEFAULT_WINDOW,
  isExcludedCountry,
  windowBounds,
  type CompetitionPhase,
  type CompetitionWindow,
} from '../api/competition.ts';
import { DEFAULT_ENTRY_RULES, DEFAULT_SHARE_PRIZE_WINNERS } from '../api/entry-rules.ts';
import { validDrawFigures, type DrawFigures } from '../api/site-boot.ts';

/**
 * The prize draw as the visitor's page sees it (spec §4, §9): the window the server states and the visitor's
 * country are loaded once, then the draw is upcoming, open or closed, and moves on by itself at the exact edge
 * (the first millisecond of the start day, the millisecond after 23:59:59.999 on the end day, both in the
 * window's time zone). `active` is the flag the site gates the prize wording and the draw entry on: open, and
 * never for a visitor in an excluded country.
 *
 * The loaders are injected with `.provide()` (the app asks the API and the localisation cookie; tests fake them).
 * The time source is the input's `now` (`Date.now` in the app), so a test drives it with the SimulatedClock that
 * runs the timers.
 */

/** The country the page settled on: two capital letters, or null when the API could not tell. */
export interface VisitorCountry {
  country: string | null;
  /** Spec §4: "DE" for Germany (the segment with its own total board), else null. */
  segment: 'DE' | null;
}

/** The figures the site states until the server's arrive (and when it sends none): the defaults. */
export const DEFAULT_DRAW_FIGURES: DrawFigures = {
  minimumAge: DEFAULT_ENTRY_RULES.minimumAge,
  excludedCountries: [...DEFAULT_ENTRY_RULES.excludedCountries],
  sharePrizeWinners: DEFAULT_SHARE_PRIZE_WINNERS,
};

/** What loadWindow answers: the window, and the draw's configured figures when the server sends them. */
export type LoadedWindow = Partial<CompetitionWindow> & { draw?: unknown };

export interface CompetitionContext {
  /** The configured minimum age, excluded countries and share-prize count (the server's, else the defaults). */
  figures: DrawFigures;
  /** The window in force: the server's, or DEFAULT_WINDOW until it answers (and when it cannot). */
  window: CompetitionWindow;
  /** Where `window` came from. */
  windowSource: 'loading' | 'server' | 'default';
  country: string;
  segment: 'DE' | null;
  /** Null until both the window and the country are known. */
  phase: CompetitionPhase | null;
  /** In an excluded country the draw is never active, whatever the phase. */
  excluded: boolean;
  /** The flag the site gates on: the window is open and the country is not excluded. */
  active: boolean;
  /** Milliseconds since the epoch (Date.now in the app, the simulated clock in tests). */
  now: () => number;
}

export interface CompetitionInput {
  /** The clock: `Date.now` in the app (machines read no clock of their own). */
  now: () => number;
}

/** Timers longer than this (about 24.8 days) fire at once in browsers and Node; longer waits are chained. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const daysInMonth = (Date.UTC(year, month, 1) - Date.UTC(year, month - 1, 1)) / 86_400_000;
  return month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The window the server stated when it is one (real days, start not after end, a known zone), else null. */
export function validWindow(window: Partial<CompetitionWindow> | null | undefined): CompetitionWindow | null {
  if (!window) return null;
  const { start, end, timeZone } = window;
  if (typeof start !== 'string' || typeof end !== 'string' || typeof timeZone !== 'string') return null;
  if (!isRealDay(start) || !isRealDay(end) || start > end || !isTimeZone(timeZone)) return null;
  return { start, end, timeZone };
}

/** A wait for a timer: at least 1 ms, at most what a timer can hold. */
function timerDelay(ms: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(1, ms));
}

function notProvided(name: string): Error {
  return new Error(`competition machine: the app must provide the "${name}" actor`);
}

export const competitionMachine = setup({
  types: {
    context: {} as CompetitionContext,
    input: {} as CompetitionInput,
  },
  actors: {
    /** The window the server states (GET /api/frontend_data), implemented by the app. */
    loadWindow: fromPromise<LoadedWindow>(async () => {
      throw notProvided('loadWindow');
    }),
    /** The visitor's country: the localisation cookie, else GET /api/country (implemented by the app). */
    loadCountry: fromPromise<VisitorCountry>(async () => {
      throw notProvided('loadCountry');
    }),
  },
  actions: {
    assignWindow: assign(({ context }, loaded: LoadedWindow) => {
      const valid = validWindow(loaded);
      // The country may have arrived first: it is judged again against the configured list.
      const figures = validDrawFigures(loaded.draw) ?? DEFAULT_DRAW_FIGURES;
      const excluded = isExcludedCountry(context.country, figures.excludedCountries);
      return valid
        ? { window: valid, windowSource: 'server' as const, figures, excluded }
        : { window: DEFAULT_WINDOW, windowSource: 'default' as const, figures, excluded };
    }),
    useDefaultWindow: assign({ window: DEFAULT_WINDOW, windowSource: 'default' as const }),
    assignCountry: assign(({ context }, visitor: VisitorCountry) => {
      const country = visitor.country?.toUpperCase() ?? DEFAULT_COUNTRY;
      return {
        country,
        segment: country === 'DE' ? ('DE' as const) : null,
        excluded: isExcludedCountry(country, context.figures.excludedCountries),
      };
    }),
    useDefaultCountry: assign(({ context }) => ({
      country: DEFAULT_COUNTRY,
      segment: null,
      excluded: isExcludedCountry(DEFAULT_COUNTRY, context.figures.excludedCountries),
    })),
    enterUpcoming: assign({ phase: 'upcoming' as const, active: false }),
    enterOpen: assign({ phase: 'open' as const, active: ({ context }) => !context.excluded }),
    enterClosed: assign({ phase: 'closed' as const, active: false }),
  },
  guards: {
    beforeOpening: ({ context }) => context.now() < windowBounds(context.window).opens,
    beforeClosing: ({ context }) => context.now() <= windowBounds(context.window).closes,
  },
  delays: {
    untilOpens: ({ context }) => timerDelay(windowBounds(context.window).opens - context.now()),
    untilCloses: ({ context }) => timerDelay(windowBounds(context.window).closes + 1 - context.now()),
  },
}).createMachine({
  id: 'competition',
  description:
    'The prize draw’s window and the visitor’s country: upcoming, open or closed, and active or not.',
  context: ({ input }) => ({
    figures: DEFAULT_DRAW_FIGURES,
    window: DEFAULT_WINDOW,
    windowSource: 'loading',
    country: DEFAULT_COUNTRY,
    segment: null,
    phase: null,
    excluded: isExcludedCountry(DEFAULT_COUNTRY),
    active: false,
    now: input.now,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The window and the country are asked for side by side; neither failing stops the page.',
      type: 'parallel',
      states: {
        window: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'loadWindow',
                src: 'loadWindow',
                onDone: {
                  target: 'known',
                  actions: { type: 'assignWindow', params: ({ event }) => event.output },
                  description: 'The server stated its window; a malformed one counts as none.',
                },
                onError: {
                  target: 'known',
                  actions: 'useDefaultWindow',
                  description: 'No answer: DEFAULT_WINDOW, the configured one.',
                },
              },
            },
            known: { type: 'final' },
          },
        },
        country: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'loadCountry',
                src: 'loadCountry',
                onDone: {
                  target: 'known',
                  actions: { type: 'assignCountry', params: ({ event }) => event.output },
                  description: 'The cookie or the API told (null means the default country).',
                },
                onError: {
                  target: 'known',
                  actions: 'useDefaultCountry',
                  description: 'No answer: the default country.',
                },
              },
            },
            known: { type: 'final' },
          },
        },
      },
      onDone: { target: 'deciding' },
    },
    deciding: {
      description: 'Which phase is it now? After loading, and each time a timer ends.',
      always: [
        { guard: 'beforeOpening', target: 'upcoming' },
        { guard: 'beforeClosing', target: 'open' },
        { target: 'closed' },
      ],
    },
    upcoming: {
      description: 'Before the start day: the draw is not active yet.',
      entry: 'enterUpcoming',
      after: {
        untilOpens: {
          target: 'deciding',
          description: 'The start day’s first millisecond (or the longest timer, for a far start).',
        },
      },
    },
    open: {
      description: 'From the start day to the end day’s 23:59:59.999: active unless the country is excluded.',
      entry: 'enterOpen',
      after: {
        untilCloses: {
          target: 'deciding',
          description: 'The millisecond after the end day (or the longest timer, for a far end).',
        },
      },
    },
    closed: {
      description: 'After the end day: no draw any more.',
      entry: 'enterClosed',
    },
  },
});

export type CompetitionSnapshot = SnapshotFrom<typeof competitionMachine>;
