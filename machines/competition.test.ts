import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DEFAULT_COUNTRY, DEFAULT_WINDOW, type CompetitionWindow } from '../api/competition.ts';
import {
  competitionMachine,
  DEFAULT_DRAW_FIGURES,
  MAX_TIMER_MS,
  validWindow,
  type LoadedWindow,
  type VisitorCountry,
} from './competition.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

const PARIS: CompetitionWindow = { start: '2026-03-20', end: '2026-03-29', timeZone: 'Europe/Paris' };
const NEW_YORK: CompetitionWindow = { start: '2026-10-25', end: '2026-11-01', timeZone: 'America/New_York' };

/** The microtasks of resolved loaders (promises, not timers: the simulated clock does not run them). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { at: number; window?: LoadedWindow | Error; country?: VisitorCountry | Error }) {
  const clock = new SimulatedClock();
  clock.set(options.at);
  const machine = competitionMachine.provide({
    actors: {
      loadWindow: fromPromise<LoadedWindow>(async () => {
        if (options.window instanceof Error) throw options.window;
        return options.window ?? PARIS;
      }),
      loadCountry: fromPromise<VisitorCountry>(async () => {
        if (options.country instanceof Error) throw options.country;
        return options.country ?? { country: 'FR', segment: null };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now() } }).start();
  const phase = () => actor.getSnapshot().context.phase;
  const active = () => actor.getSnapshot().context.active;
  /** Moves the simulated clock to an instant (never backwards). */
  const at = (instant: number) => clock.increment(instant - clock.now());
  return { actor, clock, phase, active, at };
}

describe('competition machine', () => {
  it('reaches every state and takes every declared transition through generated paths', () => {
    const NOW = Date.UTC(2026, 2, 25, 12);
    const machine = competitionMachine.provide({
      actors: {
        loadWindow: fromPromise(() => new Promise<Partial<CompetitionWindow>>(() => {})),
        loadCountry: fromPromise(() => new Promise<VisitorCountry>(() => {})),
      },
    });
    const events = [
      { type: 'xstate.done.actor.loadWindow', output: PARIS },
      { type: 'xstate.done.actor.loadWindow', output: { ...PARIS, start: '2026-04-01', end: '2026-04-30' } },
      { type: 'xstate.done.actor.loadWindow', output: { ...PARIS, start: '2026-01-01', end: '2026-01-31' } },
      { type: 'xstate.done.actor.loadWindow', output: { ...PARIS, timeZone: 'Mars/Olympus' } },
      { type: 'xstate.error.actor.loadWindow', error: new Error('offline') },
      { type: 'xstate.done.actor.loadCountry', output: { country: 'IT', segment: null } },
      { type: 'xstate.done.actor.loadCountry', output: { country: null, segment: null } },
      { type: 'xstate.error.actor.loadCountry', error: new Error('offline') },
      { type: 'xstate.after.untilOpens.competition.upcoming' },
      { type: 'xstate.after.untilCloses.competition.open' },
    ] as const;
    // Error events also reach states where their actor is not running; XState reports those from a timer.
    vi.useFakeTimers();
    let coverage: ReturnType<typeof coverByShortestPaths>;
    try {
      coverage = coverByShortestPaths(machine, {
        input: { now: () => NOW },
        events,
        serialize: (s) => JSON.stringify([s.value, s.context.window, s.context.country, s.context.phase]),
      });
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
    const { states, transitions } = coverage;
    expect([...declaredStates(competitionMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(competitionMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('judges the country against the configured excluded countries, whichever answer comes first', async () => {
    const during = Date.UTC(2026, 2, 25, 12);
    const draw = { minimumAge: 21, excludedCountries: ['FR'], sharePrizeWinners: 3 };
    const configured = start({
      at: during,
      window: { ...PARIS, draw },
      country: { country: 'FR', segment: null },
    });
    await settle();
    expect(configured.actor.getSnapshot().context).toMatchObject({
      figures: draw,
      excluded: true,
      active: false,
    });
    const italy = start({
      at: during,
      window: { ...PARIS, draw },
      country: { country: 'IT', segment: null },
    });
    await settle();
    expect(italy.actor.getSnapshot().context).toMatchObject({ excluded: false, active: true });
    // Figures that are not what the server writes count as none: the defaults stand.
    const malformed = start({
      at: during,
      window: { ...PARIS, draw: { ...draw, excludedCountries: 'FR' } },
      country: { country: 'IT', segment: null },
    });
    await settle();
    expect(malformed.actor.getSnapshot().context).toMatchObject({
      figures: DEFAULT_DRAW_FIGURES,
      excluded: true,
    });
  });

  it('has no phase and is not active while loading', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      competitionMachine.provide({
        actors: {
          loadWindow: fromPromise(() => new Promise<Partial<CompetitionWindow>>(() => {})),
          loadCountry: fromPromise<VisitorCountry>(async () => ({ country: 'FR', segment: null })),
        },
      }),
      { clock, input: { now: () => clock.now() } },
    ).start();
    expect(actor.getSnapshot().context).toMatchObject({
      phase: null,
      active: false,
      windowSource: 'loading',
    });
  });

  it('opens at midnight Paris time on the start day, across the spring DST change, and closes after 23:59:59.999 on the end day', async () => {
    // 2026-03-20 00:00 in Paris (UTC+1) is 2026-03-19 23:00 UTC; the clocks go forward on 29 March, so the end
    // day's last millisecond is 23:59:59.999 at UTC+2: 21:59:59.999 UTC.
    const opens = Date.UTC(2026, 2, 19, 23);
    const closes = Date.UTC(2026, 2, 29, 21, 59, 59, 999);
    const h = start({ at: Date.UTC(2026, 2, 1) });
    await settle();
    expect(h.phase()).toBe('upcoming');
    expect(h.active()).toBe(false);
    h.at(opens - 1);
    expect(h.phase()).toBe('upcoming');
    h.at(opens);
    expect(h.phase()).toBe('open');
    expect(h.active()).toBe(true);
    h.at(closes);
    expect(h.phase()).toBe('open');
    h.at(closes + 1);
    expect(h.phase()).toBe('closed');
    expect(h.active()).toBe(false);
  });

  it('closes a New York window at 23:59:59.999 local after the autumn DST change', async () => {
    // Clocks go back on 1 November 2026: the window opens at UTC-4 and closes at UTC-5.
    const opens = Date.UTC(2026, 9, 25, 4);
    const closes = Date.UTC(2026, 10, 2, 4, 59, 59, 999);
    const h = start({ at: opens - 1, window: NEW_YORK });
    await settle();
    expect(h.phase()).toBe('upcoming');
    h.at(opens);
    expect(h.phase()).toBe('open');
    h.at(closes);
    expect(h.phase()).toBe('open');
    h.at(closes + 1);
    expect(h.phase()).toBe('closed');
  });

  it('waits for a start months away in timer-sized steps and still opens on the millisecond', async () => {
    const window: CompetitionWindow = { start: '2027-01-01', end: '2027-01-31', timeZone: 'UTC' };
    const opens = Date.UTC(2027, 0, 1);
    const begin = opens - 4 * MAX_TIMER_MS - 12345;
    const h = start({ at: begin, window });
    const delays: number[] = [];
    const setTimeout = h.clock.setTimeout.bind(h.clock);
    h.clock.setTimeout = (fn, ms) => (delays.push(ms), setTimeout(fn, ms));
    await settle();
    for (let step = 1; step <= 4; step++) {
      h.at(begin + step * MAX_TIMER_MS);
      expect(h.phase()).toBe('upcoming');
    }
    h.at(opens - 1);
    expect(h.phase()).toBe('upcoming');
    h.at(opens);
    expect(h.phase()).toBe('open');
    expect(delays.slice(0, 5)).toEqual([...Array(4).fill(MAX_TIMER_MS), 12345]);
  });

  it('is open but never active in an excluded country', async () => {
    for (const country of ['IT', 'PL', 'TH', 'RU', 'TR', 'it']) {
      const h = start({ at: Date.UTC(2026, 2, 25), country: { country, segment: null } });
      await settle();
      expect(h.phase()).toBe('open');
      expect(h.actor.getSnapshot().context).toMatchObject({
        country: country.toUpperCase(),
        excluded: true,
        active: false,
      });
      h.actor.stop();
    }
  });

  it('takes the default country when the API answers null or fails, and the DE segment only for Germany', async () => {
    const unknown = start({ at: Date.UTC(2026, 2, 25), country: { country: null, segment: null } });
    const failed = start({ at: Date.UTC(2026, 2, 25), country: new Error('offline') });
    const german = start({ at: Date.UTC(2026, 2, 25), country: { country: 'DE', segment: 'DE' } });
    const french = start({ at: Date.UTC(2026, 2, 25), country: { country: 'FR', segment: 'DE' } });
    await settle();
    for (const h of [unknown, failed])
      expect(h.actor.getSnapshot().context).toMatchObject({
        country: DEFAULT_COUNTRY,
        segment: null,
        active: true,
      });
    expect(german.actor.getSnapshot().context).toMatchObject({ country: 'DE', segment: 'DE', active: true });
    expect(french.actor.getSnapshot().context).toMatchObject({ country: 'FR', segment: null });
  });

  it('falls back to the default window when the API fails or states a malformed one', async () => {
    const failed = start({ at: Date.UTC(2026, 2, 25), window: new Error('offline') });
    const malformed = start({
      at: Date.UTC(2026, 2, 25),
      window: { start: '2026-02-30', end: '2026-03-31' },
    });
    await settle();
    for (const h of [failed, malformed]) {
      expect(h.actor.getSnapshot().context).toMatchObject({
        window: DEFAULT_WINDOW,
        windowSource: 'default',
      });
      expect(h.phase()).toBe('closed');
    }
  });

  it('stays closed: no timer runs after the end', async () => {
    const h = start({ at: Date.UTC(2026, 5, 1) });
    await settle();
    expect(h.phase()).toBe('closed');
    h.at(Date.UTC(2030, 0, 1));
    expect(h.phase()).toBe('closed');
  });
});

describe('validWindow', () => {
  it('accepts real days in order in a known zone, and nothing else', () => {
    expect(validWindow(PARIS)).toEqual(PARIS);
    expect(validWindow({ ...PARIS, end: PARIS.start })).toEqual({ ...PARIS, end: PARIS.start });
    expect(validWindow(null)).toBeNull();
    expect(validWindow({ ...PARIS, start: '2026-03-30' })).toBeNull();
    expect(validWindow({ ...PARIS, start: '2026-13-01' })).toBeNull();
    expect(validWindow({ ...PARIS, start: '20260320' })).toBeNull();
    expect(validWindow({ ...PARIS, timeZone: 'Nowhere/Else' })).toBeNull();
    expect(validWindow({ start: PARIS.start, end: PARIS.end })).toBeNull();
  });
});
