/**
 * The fixed-step loop. Feed it wall-clock milliseconds from the render loop; it runs whole simulation
 * steps of `stepMs` and returns how far the display sits between the last two steps (alpha), so the view
 * can interpolate. Time inside the game is `tick * stepMs`, never a clock.
 *
 * Step counts derive from elapsed time since the loop's origin rather than from an accumulated sum, so
 * rounding never makes a 144 Hz display run a different number of steps than a 60 Hz one.
 */
export const STEP_MS = 1000 / 60;
/** Steps a single frame may catch up before the rest of the backlog is dropped (no spiral of death). */
export const MAX_CATCH_UP_STEPS = 5;

export interface LoopAdvance {
  /** Steps run during this call. */
  steps: number;
  /** Wall time dropped this call because the backlog exceeded the catch-up bound. */
  droppedMs: number;
  /** 0..1: position of the display between the previous and the current simulation state. */
  alpha: number;
}

export interface FixedStepLoop {
  /** Runs every step due at `nowMs`. The first call only sets the origin. */
  advance(nowMs: number): LoopAdvance;
  /** Stops the simulation; paused wall time never turns into steps. */
  pause(): void;
  /** Restarts from `nowMs` exactly where the simulation stopped. */
  resume(nowMs: number): void;
  readonly paused: boolean;
  /** Steps run since the start; simulation time is tick * stepMs. */
  readonly tick: number;
}

export interface LoopOptions {
  step: (tick: number) => void;
  stepMs?: number;
  maxCatchUpSteps?: number;
  /**
   * What happens to a backlog beyond `maxCatchUpSteps`: dropped (default: the game carries on from now, as after
   * a tab switch), or kept and run over the next frames, a few steps each, so the game's time never leaves its
   * clock's. A game on its music's clock keeps it: dropped time would put every later step off the beat.
   */
  keepBacklog?: boolean;
}

// Guards against 0.9999999 step counts caused by float wall-clock sums.
const EPSILON_STEPS = 1e-6;

export function createFixedStepLoop({
  step,
  stepMs = STEP_MS,
  maxCatchUpSteps = MAX_CATCH_UP_STEPS,
  keepBacklog = false,
}: LoopOptions): FixedStepLoop {
  let origin: number | null = null;
  let tick = 0;
  let paused = false;

  return {
    advance(nowMs) {
      if (paused) return { steps: 0, droppedMs: 0, alpha: 0 };
      if (origin === null) {
        origin = nowMs;
        return { steps: 0, droppedMs: 0, alpha: 0 };
      }
      const exact = (nowMs - origin) / stepMs;
      let due = Math.floor(exact + EPSILON_STEPS);
      let droppedMs = 0;
      if (keepBacklog) due = Math.min(due, tick + maxCatchUpSteps);
      else if (due - tick > maxCatchUpSteps) {
        const dropSteps = due - tick - maxCatchUpSteps;
        droppedMs = dropSteps * stepMs;
        origin += droppedMs;
        due -= dropSteps;
      }
      let steps = 0;
      while (tick < due) {
        step(tick);
        tick++;
        steps++;
      }
      const fraction = (nowMs - origin) / stepMs - tick;
      const alpha = fraction < 0 ? 0 : fraction > 1 ? 1 : fraction;
      return { steps, droppedMs, alpha };
    },
    pause() {
      paused = true;
    },
    resume(nowMs) {
      if (!paused) return;
      paused = false;
      // Re-anchor so that the simulation continues from `tick` with no backlog from the pause.
      origin = nowMs - tick * stepMs;
    },
    get paused() {
      return paused;
    },
    get tick() {
      return tick;
    },
  };
}
