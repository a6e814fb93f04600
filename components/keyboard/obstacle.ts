import { addComponent, addEntity, type World } from 'bitecs';
import { KEYBOARD_CAPACITY } from './capacity.ts';

/** What stands on a row's tile: a rock blocks the lane (strafe away), a log lies low (jump), a branch hangs (duck). */
export const OBSTACLE_ROCK = 0;
export const OBSTACLE_LOG = 1;
export const OBSTACLE_BRANCH = 2;

/** An obstacle on a row (spec §4: "obstacles sit on the rows"): its row (eid), tile index, place and kind. */
export function createObstacle(capacity = KEYBOARD_CAPACITY) {
  return {
    row: new Int32Array(capacity),
    index: new Uint8Array(capacity),
    x: new Float64Array(capacity),
    z: new Float64Array(capacity),
    kind: new Uint8Array(capacity),
  };
}
export type Obstacle = ReturnType<typeof createObstacle>;

export interface ObstacleComponents {
  readonly Obstacle: Obstacle;
}

export interface ObstacleParams {
  row: number;
  index: number;
  x: number;
  z: number;
  kind: number;
}

export function spawnObstacle(
  world: World<{ readonly c: ObstacleComponents }>,
  params: ObstacleParams,
): number {
  const { c } = world;
  const eid = addEntity(world);
  addComponent(world, eid, c.Obstacle);
  const o = c.Obstacle;
  o.row[eid] = params.row;
  o.index[eid] = params.index;
  o.x[eid] = params.x;
  o.z[eid] = params.z;
  o.kind[eid] = params.kind;
  return eid;
}
