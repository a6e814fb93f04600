import { addComponent, addEntity, type World } from 'bitecs';
import { KEYBOARD_CAPACITY } from './capacity.ts';

/** The key a row asks for (KEY_NONE: a plain row of the warm-up path, nothing to hit). */
export const KEY_NONE = 0;
export const KEY_LEFT = 1;
export const KEY_RIGHT = 2;
export const KEY_UP = 3;
export const KEY_DOWN = 4;

/**
 * A row of three key tiles on one beat (spec §4, §5), with its pending entry (spec §3): `position`, the index
 * (0, 1, 2) of the tile that shows the key, the lane the runner ends in; `offset`, the beats since the previous
 * row (1 or 2); `halfway`, the runner stays in its lane (a jump or a duck), so the key tile lowers only halfway.
 * `z` is where the row lies along the run; `result` its rating once judged (judgement.ts's RATING_*; 0 pending).
 */
export function createBeatRow(capacity = KEYBOARD_CAPACITY) {
  return {
    beat: new Int32Array(capacity),
    key: new Uint8Array(capacity),
    position: new Uint8Array(capacity),
    offset: new Uint8Array(capacity),
    halfway: new Uint8Array(capacity),
    z: new Float64Array(capacity),
    result: new Uint8Array(capacity),
  };
}
export type BeatRow = ReturnType<typeof createBeatRow>;

export interface RowParams {
  beat: number;
  key: number;
  position: number;
  offset: 1 | 2;
  halfway: boolean;
  z: number;
}

export interface RowComponents {
  readonly BeatRow: BeatRow;
}

/** Adds a row, not judged yet. Its tiles and obstacles are entities of their own (key-tile.ts, obstacle.ts). */
export function spawnRow(world: World<{ readonly c: RowComponents }>, params: RowParams): number {
  const { c } = world;
  const eid = addEntity(world);
  addComponent(world, eid, c.BeatRow);
  const r = c.BeatRow;
  r.beat[eid] = params.beat;
  r.key[eid] = params.key;
  r.position[eid] = params.position;
  r.offset[eid] = params.offset;
  r.halfway[eid] = params.halfway ? 1 : 0;
  r.z[eid] = params.z;
  r.result[eid] = 0;
  return eid;
}
