import { addComponent, addEntity, type World } from 'bitecs';
import { KEYBOARD_CAPACITY } from './capacity.ts';

/** A tile's state (spec §5): closed (its key raised), opened, lowered as the camera comes close. */
export const TILE_CLOSED = 0;
export const TILE_OPENED = 1;
export const TILE_LOWERED = 2;

/**
 * One of a row's three key tiles: its row (eid), its index in the row (0, 1, 2: lanes −1, 0, 1), where it lies
 * (x, z), its height now and one step ago (the view interpolates), its state, and the key it shows (beat-row.ts's
 * KEY_*; KEY_NONE on the row's other tiles).
 */
export function createKeyTile(capacity = KEYBOARD_CAPACITY) {
  return {
    row: new Int32Array(capacity),
    index: new Uint8Array(capacity),
    x: new Float64Array(capacity),
    z: new Float64Array(capacity),
    y: new Float64Array(capacity),
    previousY: new Float64Array(capacity),
    state: new Uint8Array(capacity),
    key: new Uint8Array(capacity),
  };
}
export type KeyTile = ReturnType<typeof createKeyTile>;

export interface KeyTileComponents {
  readonly KeyTile: KeyTile;
}

export interface KeyTileParams {
  row: number;
  index: number;
  x: number;
  z: number;
  /** Its height when closed (the key raised). */
  y: number;
  key: number;
}

export function spawnKeyTile(world: World<{ readonly c: KeyTileComponents }>, params: KeyTileParams): number {
  const { c } = world;
  const eid = addEntity(world);
  addComponent(world, eid, c.KeyTile);
  const t = c.KeyTile;
  t.row[eid] = params.row;
  t.index[eid] = params.index;
  t.x[eid] = params.x;
  t.z[eid] = params.z;
  t.y[eid] = t.previousY[eid] = params.y;
  t.state[eid] = TILE_CLOSED;
  t.key[eid] = params.key;
  return eid;
}
