import { addComponent, addEntity, type World } from 'bitecs';
import type { Controls } from './controls.ts';
import type { FloorPosition } from './floor-position.ts';
import type { Heading } from './heading.ts';
import type { IdleIndicator } from './idle-indicator.ts';
import type { Score } from './score.ts';

/** Tag: the third-person character the player walks. A fresh object per world, like every store of it. */
export type IsCharacter = Record<string, never>;
export function createIsCharacter(): IsCharacter {
  return {};
}

/** The components a character entity has. */
export interface CharacterComponents {
  readonly IsCharacter: IsCharacter;
  readonly FloorPosition: FloorPosition;
  readonly Heading: Heading;
  readonly Controls: Controls;
  readonly IdleIndicator: IdleIndicator;
  readonly Score: Score;
}

export interface CharacterParams {
  /** Default 0, 0: the floor's centre. */
  x?: number;
  z?: number;
  /** Heading quanta; default 0, facing +z. */
  heading?: number;
}

/**
 * Adds the character: its tag and stores, at (x, z) (previous the same, so the first frame draws no jump),
 * facing `heading`, nothing held, the indicator off with no distance measured yet (−1), no score.
 */
export function spawnCharacter(
  world: World<{ readonly c: CharacterComponents }>,
  params: CharacterParams = {},
): number {
  const { c } = world;
  const eid = addEntity(world);
  for (const component of [c.IsCharacter, c.FloorPosition, c.Heading, c.Controls, c.IdleIndicator, c.Score])
    addComponent(world, eid, component);
  const x = params.x ?? 0;
  const z = params.z ?? 0;
  const heading = params.heading ?? 0;
  c.FloorPosition.x[eid] = x;
  c.FloorPosition.z[eid] = z;
  c.FloorPosition.previousX[eid] = x;
  c.FloorPosition.previousZ[eid] = z;
  c.Heading.quanta[eid] = heading;
  c.Heading.previous[eid] = heading;
  // No target measured yet: the first one shown starts the idle count afresh.
  c.IdleIndicator.lastDistance[eid] = -1;
  return eid;
}
