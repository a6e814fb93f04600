import type { MouseCommand, MouseInput } from './commands.ts';
import { INPUT_SAMPLE_STEPS, POINTER_LIMIT_PX, PX_PER_QUANTUM } from './rules.ts';

/** A pointer offset in px as a steering target in quanta: clamped to ±320 px (spec §5), then rounded. */
export function quantizePointer(px: number): number {
  const clamped = px > POINTER_LIMIT_PX ? POINTER_LIMIT_PX : px < -POINTER_LIMIT_PX ? -POINTER_LIMIT_PX : px;
  return Math.round(clamped / PX_PER_QUANTUM);
}

export interface InputSampler {
  /** Raw input of this frame; the latest of each kind wins until the next sample. */
  offer(inputs: readonly MouseInput[]): void;
  /**
   * The command to run at step `tick`, or null. Only every INPUT_SAMPLE_STEPS steps, at most one: a change of
   * keys first (a steer waits for the next sample), else a pointer move that changes the target.
   */
  take(tick: number, targetQuanta: number, holdLeft: boolean, holdRight: boolean): MouseCommand | null;
}

/**
 * Turns a human's input into the few commands a replay records, the same way in every browser. A pointer
 * offset counts only when the pointer moved (a steer input arrived since the last sample), so held keys that
 * moved the target are not undone by a pointer at rest.
 */
export function createInputSampler(): InputSampler {
  let steerQuanta = 0;
  let steerMoved = false;
  let left = false;
  let right = false;
  return {
    offer(inputs) {
      for (const input of inputs) {
        if (input.kind === 'steer') {
          if (!Number.isFinite(input.targetPx)) continue;
          steerQuanta = quantizePointer(input.targetPx);
          steerMoved = true;
        } else {
          left = input.left;
          right = input.right;
        }
      }
    },
    take(tick, targetQuanta, holdLeft, holdRight) {
      if (tick % INPUT_SAMPLE_STEPS !== 0) return null;
      if (left !== holdLeft || right !== holdRight) return { kind: 'keys', left, right };
      if (!steerMoved) return null;
      steerMoved = false;
      return steerQuanta === targetQuanta ? null : { kind: 'steer', quanta: steerQuanta };
    },
  };
}
