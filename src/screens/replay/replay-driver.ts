import { createFixedStepLoop } from '../../../systems/loop.ts';
import type { TimelineStepper } from '../../../systems/replay-timeline.ts';
import { createValueStore, type ValueStore } from '../../engine/value-store.ts';

/**
 * Plays a stored run's replay for the operators' viewer: the game's own replay stepper (the one the server scores
 * with) driven by the same fixed-step loop as a live run, on a clock that runs at the chosen speed and stands still
 * while paused. Knows nothing of Babylon or React: the screen feeds it frame times and draws what it returns.
 */

export const REPLAY_SPEEDS = [0.25, 0.5, 1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * Steps one frame may run: 4× speed at 15 frames a second (SwiftShader) is 16; a longer stall is spread over the
 * next frames rather than dropped, so the replay never skips a step's drawing for good and reaches its end.
 */
export const REPLAY_STEPS_PER_FRAME = 32;

export interface ReplayStatus {
  /** Steps played. */
  tick: number;
  /** The run's length in steps. */
  ticks: number;
  /** The score of the world so far. */
  score: number;
  paused: boolean;
  speed: ReplaySpeed;
  done: boolean;
}

export interface ReplayDriver {
  /** Published on every change (at most once per frame), for the controls. */
  readonly status: ValueStore<ReplayStatus>;
  /**
   * A frame at `nowMs` (performance.now()): runs the steps due at the current speed and returns how far the
   * display sits between the last two steps (1 while paused: the state after the last step, exactly).
   */
  advance(nowMs: number): number;
  play(): void;
  pause(): void;
  setSpeed(speed: ReplaySpeed): void;
  /** While paused: plays exactly one step. */
  stepOnce(): void;
}

export interface ReplayDriverOptions<W> {
  stepper: TimelineStepper<W>;
  /** The world's score (the game's scoreOf). */
  score(world: W): number;
  /** After every step: the view's effects read the step's events here. */
  onStep?(world: W): void;
}

export function createReplayDriver<W>({ stepper, score, onStep }: ReplayDriverOptions<W>): ReplayDriver {
  let speed: ReplaySpeed = 1;
  let paused = true;
  // The replay's own clock: wall time scaled by the speed, standing still while paused.
  let clockMs = 0;
  let lastNow: number | null = null;
  let alpha = 1;
  const snapshot = (): ReplayStatus => ({
    tick: stepper.tick,
    ticks: stepper.ticks,
    score: score(stepper.world),
    paused,
    speed,
    done: stepper.done,
  });
  const status = createValueStore(snapshot());
  const publish = () => status.set(snapshot());

  const playStep = () => {
    if (stepper.step()) onStep?.(stepper.world);
  };
  const loop = createFixedStepLoop({
    step: playStep,
    keepBacklog: true,
    maxCatchUpSteps: REPLAY_STEPS_PER_FRAME,
  });
  loop.pause();

  const stop = () => {
    paused = true;
    loop.pause();
    alpha = 1;
  };

  return {
    status,
    advance(nowMs) {
      if (lastNow !== null && !paused) clockMs += (nowMs - lastNow) * speed;
      lastNow = nowMs;
      if (paused) return alpha;
      alpha = loop.advance(clockMs).alpha;
      if (stepper.done) stop();
      publish();
      return alpha;
    },
    play() {
      if (!paused || stepper.done) return;
      paused = false;
      loop.resume(clockMs);
      publish();
    },
    pause() {
      if (paused) return;
      stop();
      publish();
    },
    setSpeed(next) {
      speed = next;
      publish();
    },
    stepOnce() {
      if (!paused || stepper.done) return;
      playStep();
      alpha = 1;
      publish();
    },
  };
}
