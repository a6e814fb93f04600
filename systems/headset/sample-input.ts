import type { HeadsetCommand, HeadsetInput } from './commands.ts';
import {
  INPUT_SAMPLE_STEPS,
  KEY_BACK,
  KEY_FORWARD,
  KEY_LEFT,
  KEY_RIGHT,
  MAX_TURN_QUANTA,
  PX_PER_HEADING_QUANTUM,
} from './rules.ts';

/** The held walking keys as a keys command's bits. */
export function keyBits(forward: boolean, back: boolean, left: boolean, right: boolean): number {
  return (
    (forward ? KEY_FORWARD : 0) | (back ? KEY_BACK : 0) | (left ? KEY_LEFT : 0) | (right ? KEY_RIGHT : 0)
  );
}

export interface InputSampler {
  /** Raw input of this frame: turns add up, the latest walk and keys win until the next sample. */
  offer(inputs: readonly HeadsetInput[]): void;
  /**
   * The command to run at step `tick`, or null. Only every INPUT_SAMPLE_STEPS steps, at most one: a change of keys
   * first, then of the pointer held, then the pointer's movement since the last turn (a turn waits for the next
   * free sample; nothing of it is lost).
   */
  take(tick: number, pointerHeld: boolean, keys: number): HeadsetCommand | null;
}

/**
 * Turns a human's input into the few commands a replay records, the same way in every browser. The pointer's
 * horizontal movement adds up in px; a sample turns by the whole quanta it reached since the last turn (rounded,
 * so a slow drag's fractions are not lost), at most MAX_TURN_QUANTA at a time.
 */
export function createInputSampler(): InputSampler {
  let movedPx = 0;
  let turnedQuanta = 0;
  let held = false;
  let keys = 0;
  return {
    offer(inputs) {
      for (const input of inputs) {
        if (input.kind === 'turn') {
          if (Number.isFinite(input.dxPx)) movedPx += input.dxPx;
        } else if (input.kind === 'walk') held = input.held;
        else keys = keyBits(input.forward, input.back, input.left, input.right);
      }
    },
    take(tick, pointerHeld, heldKeys) {
      if (tick % INPUT_SAMPLE_STEPS !== 0) return null;
      if (keys !== heldKeys) return { kind: 'keys', bits: keys };
      if (held !== pointerHeld) return { kind: 'walk', held };
      const due = Math.round(movedPx / PX_PER_HEADING_QUANTUM) - turnedQuanta;
      if (due === 0) return null;
      const quanta =
        due > MAX_TURN_QUANTA ? MAX_TURN_QUANTA : due < -MAX_TURN_QUANTA ? -MAX_TURN_QUANTA : due;
      turnedQuanta += quanta;
      return { kind: 'turn', quanta };
    },
  };
}
