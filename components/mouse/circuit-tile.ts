import { addComponent, addEntity, type World } from 'bitecs';
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

export interface CircuitTileParams {
  /** Position along the path. */
  index: number;
  /** A `TileKind` code; default 0, straight. The path generator gives each tile its shape. */
  kind?: number;
  /** Default 0, the centre lane. */
  entryLane?: number;
}

/** Adds one tile of the pool, showing path tile `index`. */
export function spawnCircuitTile(
  world: World<{ readonly c: { readonly CircuitTile: CircuitTile } }>,
  params: CircuitTileParams,
): number {
  const { CircuitTile } = world.c;
  const eid = addEntity(world);
  addComponent(world, eid, CircuitTile);
  CircuitTile.index[eid] = params.index;
  CircuitTile.kind[eid] = params.kind ?? 0;
  CircuitTile.entryLane[eid] = params.entryLane ?? 0;
  return eid;
}
