import { MOUSE_CAPACITY } from './capacity.ts';

/**
 * The temperature gauge as health points (spec §3: points, hit delay, invulnerability, safe mode). Timers
 * count whole steps left, so every rule lands on an exact step in the browser and in the replay.
 */
export function createHealth(capacity = MOUSE_CAPACITY) {
  return {
    points: new Uint8Array(capacity),
    /** 1 while a hit is pending: the player left the path and may still come back. */
    willHit: new Uint8Array(capacity),
    hitStepsLeft: new Int32Array(capacity),
    /** 1 after a hit landed, until hits are allowed again. */
    invulnerable: new Uint8Array(capacity),
    invulnerableStepsLeft: new Int32Array(capacity),
    /** Steps left of the safe period a reset gives. */
    safeStepsLeft: new Int32Array(capacity),
  };
}
export type Health = ReturnType<typeof createHealth>;
