import { addComponent, addEntity, type World } from 'bitecs';
import type { PathGenerator } from './path-generator.ts';
import type { Scroller } from './scroller.ts';

/** Tag: the circuit, the one entity that scrolls the path and generates its tiles. Fresh per world. */
export type IsCircuit = Record<string, never>;
export function createIsCircuit(): IsCircuit {
  return {};
}

/** The components the circuit entity has. */
export interface CircuitComponents {
  readonly IsCircuit: IsCircuit;
  readonly Scroller: Scroller;
  readonly PathGenerator: PathGenerator;
}

export interface CircuitParams {
  /** A scroll mode code (systems' ScrollMode). */
  mode: number;
  /** Starting speed, and its cap (the rules' numbers for the mode). */
  speed: number;
  speedMax: number;
  /** Path index of the tile furthest behind the player (minus the rules' TILES_BEHIND). */
  firstTileIndex: number;
  /** The lane the path starts on; default 0, the centre lane. */
  startLane?: number;
}

/**
 * Adds the circuit: at distance 0 with no step counted towards acceleration, its path generator placed just
 * before `firstTileIndex`, leaving on `startLane`, so the first tile it generates is the pool's first.
 */
export function spawnCircuit(world: World<{ readonly c: CircuitComponents }>, params: CircuitParams): number {
  const { c } = world;
  const eid = addEntity(world);
  for (const component of [c.IsCircuit, c.Scroller, c.PathGenerator]) addComponent(world, eid, component);
  c.Scroller.mode[eid] = params.mode;
  c.Scroller.speed[eid] = params.speed;
  c.Scroller.speedMax[eid] = params.speedMax;
  c.Scroller.firstTileIndex[eid] = params.firstTileIndex;
  c.PathGenerator.lastIndex[eid] = params.firstTileIndex - 1;
  c.PathGenerator.exitLane[eid] = params.startLane ?? 0;
  return eid;
}
