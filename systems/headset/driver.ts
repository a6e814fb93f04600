import { fatan2, TAU } from '../fixed-math.ts';
import type { HeadsetEvent, HeadsetInput } from './commands.ts';
import { HEADING_QUANTA } from './rules.ts';
import { createHeadsetGame, type HeadsetGame, type HeadsetGameOptions } from './game.ts';
import type { HeadsetView } from './view.ts';

/** An event and the step that raised it (1 for the first step after a reset). */
export interface LoggedEvent {
  step: number;
  event: HeadsetEvent;
}

export interface HeadsetKeys {
  forward?: boolean;
  back?: boolean;
  left?: boolean;
  right?: boolean;
}

/**
 * A chainable harness for stepping a game in tests and debug tools:
 * `driveHeadset(7).turnPx(100).hold().step(200).firstStep('found')`. Input given before `step` is offered on the
 * next step, the way a frame's input reaches the game.
 */
export interface HeadsetDriver {
  readonly game: HeadsetGame;
  readonly view: HeadsetView;
  readonly events: readonly LoggedEvent[];
  /** Pointer movement to the right (negative: left), px. */
  turnPx(dxPx: number): HeadsetDriver;
  /** Presses (or releases) the pointer: walk while held. */
  hold(held?: boolean): HeadsetDriver;
  release(): HeadsetDriver;
  /** The walking keys held from now on (the ones not named are released). */
  keys(keys: HeadsetKeys): HeadsetDriver;
  step(steps?: number): HeadsetDriver;
  /** Steps until `done` holds or the run ends, at most `maxSteps`; walking straight to the source if `autopilot`. */
  stepUntil(done: (view: HeadsetView) => boolean, maxSteps: number, autopilot?: boolean): HeadsetDriver;
  /** The step of the first `event` at or after step `from`, or undefined. */
  firstStep(event: HeadsetEvent, from?: number): number | undefined;
  /** Every step that raised `event`. */
  stepsOf(event: HeadsetEvent): number[];
}

/** A heading difference in quanta as the short way round: −200 … 199. */
function shortTurn(quanta: number): number {
  const half = HEADING_QUANTA / 2;
  return quanta + half - HEADING_QUANTA * Math.floor((quanta + half) / HEADING_QUANTA) - half;
}

/**
 * The pointer movement that faces the shown source exactly (it reads where the source is, which no player can: for
 * tests that need finds), or 0 when none is shown.
 */
export function autopilotPx(view: HeadsetView): number {
  const target = view.target;
  if (!target) return 0;
  const quanta = Math.round((fatan2(target.x - view.x, target.z - view.z) / TAU) * HEADING_QUANTA);
  return shortTurn(quanta - view.headingQuanta);
}

export function driveHeadset(seed: number, options: HeadsetGameOptions = {}): HeadsetDriver {
  const game = createHeadsetGame(seed, options);
  const events: LoggedEvent[] = [];
  let pending: HeadsetInput[] = [];
  const once = () => {
    const stepEvents = game.step(pending);
    pending = [];
    for (const event of stepEvents) events.push({ step: game.tick, event });
  };
  const driver: HeadsetDriver = {
    game,
    view: game.view,
    events,
    turnPx(dxPx) {
      pending.push({ kind: 'turn', dxPx });
      return driver;
    },
    hold(held = true) {
      pending.push({ kind: 'walk', held });
      return driver;
    },
    release() {
      return driver.hold(false);
    },
    keys({ forward = false, back = false, left = false, right = false }) {
      pending.push({ kind: 'keys', forward, back, left, right });
      return driver;
    },
    step(steps = 1) {
      for (let i = 0; i < steps && !game.over; i++) once();
      return driver;
    },
    stepUntil(done, maxSteps, autopilot = false) {
      // Pointer movement offered but not yet turned (the game turns at its next free input sample).
      let outstanding = 0;
      for (let i = 0; i < maxSteps && !game.over && !done(game.view); i++) {
        const before = game.view.headingQuanta;
        if (autopilot) {
          const want = game.view.target ? autopilotPx(game.view) - outstanding : 0;
          if (want !== 0) pending.push({ kind: 'turn', dxPx: want });
          outstanding += want;
          pending.push({ kind: 'walk', held: game.view.target !== null });
        }
        once();
        outstanding -= shortTurn(game.view.headingQuanta - before);
      }
      return driver;
    },
    firstStep(event, from = 0) {
      return events.find((e) => e.event === event && e.step >= from)?.step;
    },
    stepsOf(event) {
      return events.filter((e) => e.event === event).map((e) => e.step);
    },
  };
  return driver;
}
