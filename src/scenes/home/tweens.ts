/** Smoothstep: eases in and out over 0..1, and holds at either end outside it. */
export const ease = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/** A number that moves to its goal over a duration (or jumps there with 0), read every frame. */
export interface Tweened {
  /** Starts a move from the current value to `goal`, lasting `durationMs` (0 jumps). */
  set(goal: number, durationMs: number): void;
  /** The scene's clock, in seconds; the value follows it. */
  tick(time: number): void;
  readonly value: number;
  /** Where the value is heading. */
  readonly goal: number;
  /** Whether it is still on its way there. */
  readonly moving: boolean;
}

export function tweened(initial: number): Tweened {
  let from = initial;
  let to = initial;
  let start = 0;
  let duration = 0;
  let now = 0;
  const value = () => (duration <= 0 ? to : from + (to - from) * ease((now - start) / duration));
  return {
    set(goal, durationMs) {
      from = value();
      to = goal;
      start = now;
      duration = durationMs / 1000;
    },
    tick(time) {
      now = time;
    },
    get value() {
      return value();
    },
    get goal() {
      return to;
    },
    get moving() {
      return duration > 0 && now - start < duration;
    },
  };
}
