import { createIsCircuit } from './circuit.ts';
import { createCircuitTile } from './circuit-tile.ts';
import { createHealth } from './health.ts';
import { createLateralPosition } from './lateral-position.ts';
import { createPathContact } from './path-contact.ts';
import { createPathGenerator } from './path-generator.ts';
import { createIsPlayer } from './player.ts';
import { createScore } from './score.ts';
import { createScroller } from './scroller.ts';
import { createSteering } from './steering.ts';

export { MOUSE_CAPACITY } from './capacity.ts';
export { spawnCircuit, type CircuitComponents, type CircuitParams, type IsCircuit } from './circuit.ts';
export { spawnCircuitTile, type CircuitTile, type CircuitTileParams } from './circuit-tile.ts';
export type { Health } from './health.ts';
export type { LateralPosition } from './lateral-position.ts';
export type { PathContact } from './path-contact.ts';
export type { PathGenerator } from './path-generator.ts';
export { spawnPlayer, type IsPlayer, type PlayerComponents, type PlayerParams } from './player.ts';
export type { Score } from './score.ts';
export type { Scroller } from './scroller.ts';
export type { Steering } from './steering.ts';

/**
 * Every store of one Circuit Shutdown world, freshly allocated. A world keeps its own set, so worlds never
 * share typed arrays; the tags are fresh objects too, so bitecs registers them per world. Each concept's file
 * holds its store (or tag) and, for the entities a run starts with, the spawner that adds one.
 */
export function createMouseComponents() {
  return {
    IsPlayer: createIsPlayer(),
    IsCircuit: createIsCircuit(),
    LateralPosition: createLateralPosition(),
    Steering: createSteering(),
    PathContact: createPathContact(),
    Health: createHealth(),
    Score: createScore(),
    Scroller: createScroller(),
    PathGenerator: createPathGenerator(),
    CircuitTile: createCircuitTile(),
  };
}
export type MouseComponents = ReturnType<typeof createMouseComponents>;
