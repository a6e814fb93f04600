import { MAX_ENTITIES } from './capacity.ts';

/**
 * Where an entity is now and where it was one step ago. The view draws lerp(previous, current, alpha) with the
 * loop's alpha, so motion is smooth at any display rate while the simulation stays at a fixed step.
 * Float64 so that the server's replay and the browser hold the very same numbers.
 */
export const Position = {
  x: new Float64Array(MAX_ENTITIES),
  y: new Float64Array(MAX_ENTITIES),
  z: new Float64Array(MAX_ENTITIES),
};

export const PreviousPosition = {
  x: new Float64Array(MAX_ENTITIES),
  y: new Float64Array(MAX_ENTITIES),
  z: new Float64Array(MAX_ENTITIES),
};

/** Tag: this entity moves and is interpolated by the view. */
export const Interpolated = {};
