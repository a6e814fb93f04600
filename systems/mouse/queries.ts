import type { MouseComponents } from '../../components/mouse/index.ts';
import type { QueryTable } from '../register-queries.ts';
import type { MouseWorld } from './world.ts';

/**
 * Every query of Circuit Shutdown, declared once as data with the parts that iterate it; each world registers
 * them at its creation (registerQueries) and its systems iterate `world.queries.<name>`. The terms name what
 * the iterating code reads and writes, so a new entity with those components joins in without a code change.
 */
export const mouseQueries = {
  /** rememberPreviousX: whatever moves across the path. */
  moving: (c: MouseComponents) => [c.LateralPosition],
  /** readSteeringInput: this step's commands are the player's. */
  steeredPlayers: (c: MouseComponents) => [c.IsPlayer, c.Steering],
  /** followSteeringTarget. */
  steered: (c: MouseComponents) => [c.LateralPosition, c.Steering],
  /** scrollCircuit: it scrolls and generates the path. */
  scrolling: (c: MouseComponents) => [c.IsCircuit, c.Scroller, c.PathGenerator],
  /** testOnPath, applyHeat, scoreRun, accelerate (its mode, distance and speed); the view. */
  circuits: (c: MouseComponents) => [c.IsCircuit, c.Scroller],
  /** testOnPath. */
  tested: (c: MouseComponents) => [c.LateralPosition, c.PathContact],
  /** applyHeat. */
  heated: (c: MouseComponents) => [c.IsPlayer, c.Health, c.PathContact],
  /** scoreRun. */
  scored: (c: MouseComponents) => [c.IsPlayer, c.PathContact, c.Score],
  /** accelerate (no acceleration during a player's hit recovery), isRunOver. */
  healthy: (c: MouseComponents) => [c.IsPlayer, c.Health],
  /** The facade, the view, the replay's result, scoreOf. */
  players: (c: MouseComponents) => [c.IsPlayer],
  /** The circuit's tiles, for a view's eid → node map (the systems find tiles by slot). */
  tiles: (c: MouseComponents) => [c.CircuitTile],
} satisfies QueryTable<MouseComponents>;

/** The run's player (a Circuit Shutdown world has one, from its start), for reading it. */
export function playerOf(world: MouseWorld): number {
  const eid = world.queries.players[0];
  if (eid === undefined) throw new Error('this mouse world has no player');
  return eid;
}

/** The run's circuit (one per world, from its start). */
export function circuitOf(world: MouseWorld): number {
  const eid = world.queries.circuits[0];
  if (eid === undefined) throw new Error('this mouse world has no circuit');
  return eid;
}
