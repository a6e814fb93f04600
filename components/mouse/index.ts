import { createCircuitTile } from './circuit-tile.ts';
import { createHealth } from './health.ts';
import { createLateralPosition } from './lateral-position.ts';
import { createPathContact } from './path-contact.ts';
import { createPathGenerator } from './path-generator.ts';
import { createScore } from './score.ts';
import { createScroller } from './scroller.ts';
import { createSteering } from './steering.ts';

export { MOUSE_CAPACITY } from './capacity.ts';
export type { CircuitTile } from './circuit-tile.ts';
export type { Health } from './health.ts';
export type { LateralPosition } from './lateral-position.ts';
export type { PathContact } from './path-contact.ts';
export type { PathGenerator } from './path-generator.ts';
export type { Score } from './score.ts';
export type { Scroller } from './scroller.ts';
export type { Steering } from './steering.ts';

/**
 * Every store of one Circuit Shutdown world, freshly allocated. A world keeps its own set, so worlds never
 * share typed arrays; the tags are fresh objects too, so bitecs registers them per world.
 */
export function createMouseComponents() {
  return {
    IsPlayer: {},
    IsCircuit: {},
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
