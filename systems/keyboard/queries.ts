import type { KeyboardComponents } from '../../components/keyboard/index.ts';
import type { QueryTable } from '../register-queries.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * Every query of Jungle Board, declared once as data; each world registers them at its creation and its systems,
 * its view and the scene iterate `world.queries.<name>`.
 */
export const keyboardQueries = {
  /** The runner (one per world). */
  runners: (c: KeyboardComponents) => [c.IsRunner, c.Runner, c.Judgement],
  /** The beat tracker (one per world). */
  trackers: (c: KeyboardComponents) => [c.IsTracker, c.BeatTracker],
  /** Rows placed and not yet behind the camera. */
  rows: (c: KeyboardComponents) => [c.BeatRow],
  /** Their tiles. */
  tiles: (c: KeyboardComponents) => [c.KeyTile],
  /** Their obstacles. */
  obstacles: (c: KeyboardComponents) => [c.Obstacle],
} satisfies QueryTable<KeyboardComponents>;

export function runnerOf(world: KeyboardWorld): number {
  const eid = world.queries.runners[0];
  if (eid === undefined) throw new Error('this keyboard world has no runner');
  return eid;
}

export function trackerOf(world: KeyboardWorld): number {
  const eid = world.queries.trackers[0];
  if (eid === undefined) throw new Error('this keyboard world has no beat tracker');
  return eid;
}
