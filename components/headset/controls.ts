import { HEADSET_CAPACITY } from './capacity.ts';

/**
 * What the player holds: the pointer (mouse button or touch, "walk held") and the keyboard's walking keys as bits
 * (the rules' KEY_* bits: forward, back, turn left, turn right). Pointer movement turns the character once, by
 * a command; held keys act every step.
 */
export function createControls(capacity = HEADSET_CAPACITY) {
  return {
    pointerHeld: new Uint8Array(capacity),
    keys: new Uint8Array(capacity),
    /** 1 when the character moved this step (for the view's walk animation). */
    walking: new Uint8Array(capacity),
  };
}
export type Controls = ReturnType<typeof createControls>;
