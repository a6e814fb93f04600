import type { HeadsetComponents } from '../../components/headset/index.ts';
import type { QueryTable } from '../register-queries.ts';
import type { HeadsetWorld } from './world.ts';

/**
 * Every query of Headspace, declared once as data with the parts that iterate it; each world registers them at
 * its creation (registerQueries) and its systems iterate `world.queries.<name>`. The terms name what the
 * iterating code reads and writes, so a new entity with those components joins in without a code change.
 */
export const headsetQueries = {
  /** rememberPrevious: whatever stands on the floor. */
  placed: (c: HeadsetComponents) => [c.FloorPosition],
  /** rememberPrevious, readControls: whatever turns. */
  turning: (c: HeadsetComponents) => [c.Heading],
  /** readControls: this step's commands are the character's. */
  controlled: (c: HeadsetComponents) => [c.IsCharacter, c.Controls, c.Heading],
  /** walkCharacter. */
  walkers: (c: HeadsetComponents) => [c.IsCharacter, c.FloorPosition, c.Heading, c.Controls],
  /** walkCharacter (collisions), showNextSource (the cycle), findSource; the view. */
  emitters: (c: HeadsetComponents) => [c.AudioEmitter, c.FloorPosition],
  /** findSource, showNextSource, trackProgress, drainTimer, isRunOver; the view. */
  hunts: (c: HeadsetComponents) => [c.IsHunt, c.Hunt, c.RunTimer],
  /** findSource. */
  scorers: (c: HeadsetComponents) => [c.IsCharacter, c.FloorPosition, c.Score],
  /** trackProgress. */
  indicated: (c: HeadsetComponents) => [c.IsCharacter, c.FloorPosition, c.IdleIndicator],
  /** The facade, the view, the replay's result, scoreOf. */
  characters: (c: HeadsetComponents) => [c.IsCharacter],
} satisfies QueryTable<HeadsetComponents>;

/** The run's character (a Headspace world has one, from its start), for reading it. */
export function characterOf(world: HeadsetWorld): number {
  const eid = world.queries.characters[0];
  if (eid === undefined) throw new Error('this headset world has no character');
  return eid;
}

/** The run's hunt (one per world, from its start). */
export function huntOf(world: HeadsetWorld): number {
  const eid = world.queries.hunts[0];
  if (eid === undefined) throw new Error('this headset world has no hunt');
  return eid;
}
