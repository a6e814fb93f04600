import { MOUSE_CAPACITY } from './capacity.ts';

/**
 * One pooled tile of the circuit: which path tile it currently shows (its index along the path), its shape
 * (a `TileKind` code) and the lane its trace enters on. Tiles are recycled from behind the player to the
 * front, so the pool never grows.
 */
export function createCircuitTile(capacity = MOUSE_CAPACITY) {
  return {
    index: new Int32Array(capacity),
    kind: new Uint8Array(capacity),
    entryLane: new Int8Array(capacity),
  };
}
export type CircuitTile = ReturnType<typeof createCircuitTile>;
