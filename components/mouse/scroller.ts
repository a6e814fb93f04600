import { MOUSE_CAPACITY } from './capacity.ts';

/**
 * The circuit's scrolling (spec §3 scroller state): the mode, how far the player has travelled along the path
 * (in tiles), the speed and its cap, and the steps that have counted towards acceleration.
 */
export function createScroller(capacity = MOUSE_CAPACITY) {
  return {
    /** A `ScrollMode` code: idle, debug or game. */
    mode: new Uint8Array(capacity),
    distance: new Float64Array(capacity),
    /** How far this step moved the player, for scoring the distance. */
    lastAdvance: new Float64Array(capacity),
    speed: new Float64Array(capacity),
    speedMax: new Float64Array(capacity),
    acceleratingSteps: new Int32Array(capacity),
    /** Path index of the nearest tile still held in the pool (the one furthest behind). */
    firstTileIndex: new Int32Array(capacity),
  };
}
export type Scroller = ReturnType<typeof createScroller>;
