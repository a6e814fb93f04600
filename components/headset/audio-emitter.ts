import { addComponent, addEntity, type World } from 'bitecs';
import { HEADSET_CAPACITY } from './capacity.ts';
import type { FloorPosition } from './floor-position.ts';

/**
 * One of the sound sources (spec §3 headset audio objects: x, y, z, src, visible): which sound it plays (`src`,
 * an index into the game's three source sounds), the height it plays at, and whether it is shown. x and z are its
 * FloorPosition. One is visible at a time; the hidden ones wait their turn in the cycle.
 */
export function createAudioEmitter(capacity = HEADSET_CAPACITY) {
  return {
    src: new Uint8Array(capacity),
    y: new Float64Array(capacity),
    visible: new Uint8Array(capacity),
  };
}
export type AudioEmitter = ReturnType<typeof createAudioEmitter>;

/** The components an audio object has. */
export interface AudioEmitterComponents {
  readonly AudioEmitter: AudioEmitter;
  readonly FloorPosition: FloorPosition;
}

export interface AudioEmitterParams {
  /** Which of the source sounds it plays. */
  src: number;
  /** Height above the floor (the rules' SOURCE_HEIGHT). */
  y: number;
  /** Default 0, 0: the floor's centre, until it is shown somewhere. */
  x?: number;
  z?: number;
  /** Default false: sources wait hidden until the hunt shows them. */
  visible?: boolean;
}

/** Adds one audio object, hidden at the floor's centre unless the params say otherwise. */
export function spawnAudioEmitter(
  world: World<{ readonly c: AudioEmitterComponents }>,
  params: AudioEmitterParams,
): number {
  const { c } = world;
  const eid = addEntity(world);
  addComponent(world, eid, c.AudioEmitter);
  addComponent(world, eid, c.FloorPosition);
  const x = params.x ?? 0;
  const z = params.z ?? 0;
  c.AudioEmitter.src[eid] = params.src;
  c.AudioEmitter.y[eid] = params.y;
  c.AudioEmitter.visible[eid] = params.visible ? 1 : 0;
  c.FloorPosition.x[eid] = x;
  c.FloorPosition.z[eid] = z;
  c.FloorPosition.previousX[eid] = x;
  c.FloorPosition.previousZ[eid] = z;
  return eid;
}
