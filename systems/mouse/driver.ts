import type { MouseEvent, MouseInput } from './commands.ts';
import { createMouseGame, type MouseGame, type MouseGameOptions } from './game.ts';
import {
  PX_PER_QUANTUM,
  STEP_SECONDS,
  TILE_SIZE,
  TILES_PER_SECOND_AT_SPEED_1,
  WORLD_PER_QUANTUM,
} from './rules.ts';
import { laneCentreAt } from './tile-geometry.ts';
import type { MouseView } from './view.ts';

/** An event and the step that raised it (1 for the first step after a reset). */
export interface LoggedEvent {
  step: number;
  event: MouseEvent;
}

/**
 * A chainable harness for stepping a game in tests and debug tools:
 * `driveMouse(7).steerPx(320).step(200).firstStep('hit')`. Input given before `step` is offered on the next
 * step, the way a frame's input reaches the game.
 */
export interface MouseDriver {
  readonly game: MouseGame;
  readonly view: MouseView;
  readonly events: readonly LoggedEvent[];
  steerPx(px: number): MouseDriver;
  keys(left: boolean, right: boolean): MouseDriver;
  step(steps?: number): MouseDriver;
  /** Steps until `done` holds or the run ends, at most `maxSteps`; steering along the path if `autopilot`. */
  stepUntil(done: (view: MouseView) => boolean, maxSteps: number, autopilot?: boolean): MouseDriver;
  /** The step of the first `event` at or after step `from`, or undefined. */
  firstStep(event: MouseEvent, from?: number): number | undefined;
}

/**
 * The pointer offset that puts the sphere on the lane's centre a few steps ahead (it reads the path exactly, which
 * no player can: for tests that need a run to survive).
 */
export function autopilotPx(view: MouseView, stepsAhead = 3): number {
  const ahead = view.speed * TILES_PER_SECOND_AT_SPEED_1 * STEP_SECONDS * stepsAhead * TILE_SIZE;
  for (const tile of view.tiles) {
    const near = tile.z - TILE_SIZE / 2;
    if (ahead >= near && ahead < near + TILE_SIZE) {
      const x = laneCentreAt(tile.kind, tile.entryLane, (ahead - near) / TILE_SIZE);
      return (x / WORLD_PER_QUANTUM) * PX_PER_QUANTUM;
    }
  }
  return view.targetPx;
}

export function driveMouse(seed: number, options: MouseGameOptions = {}): MouseDriver {
  const game = createMouseGame(seed, options);
  const events: LoggedEvent[] = [];
  let pending: MouseInput[] = [];
  const once = () => {
    const stepEvents = game.step(pending);
    pending = [];
    for (const event of stepEvents) events.push({ step: game.tick, event });
  };
  const driver: MouseDriver = {
    game,
    view: game.view,
    events,
    steerPx(px) {
      pending.push({ kind: 'steer', targetPx: px });
      return driver;
    },
    keys(left, right) {
      pending.push({ kind: 'keys', left, right });
      return driver;
    },
    step(steps = 1) {
      for (let i = 0; i < steps && !game.over; i++) once();
      return driver;
    },
    stepUntil(done, maxSteps, autopilot = false) {
      for (let i = 0; i < maxSteps && !game.over && !done(game.view); i++) {
        if (autopilot) pending.push({ kind: 'steer', targetPx: autopilotPx(game.view) });
        once();
      }
      return driver;
    },
    firstStep(event, from = 0) {
      return events.find((e) => e.event === event && e.step >= from)?.step;
    },
  };
  return driver;
}
