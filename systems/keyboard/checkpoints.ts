import { hashWorld, type WorldCheckpoint } from '../world-hash.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * Golden replays carry the world's hash every CHECKPOINT_STEPS steps and after the last step, so a change that
 * moves the state by a last bit fails their test at the first checkpoint after it, even when every score stays.
 */
export const CHECKPOINT_STEPS = 500;

/** hashWorld over a Jungle Board world's own stores, its PRNG, tick and last step's events. */
export function hashKeyboardWorld(world: KeyboardWorld): string {
  return hashWorld(world, world.c);
}

/** Adds the world's checkpoint at its current tick, once (a run ending on a multiple of the interval). */
export function recordCheckpoint(checkpoints: WorldCheckpoint[], world: KeyboardWorld): void {
  const tick = world.ctx.tick;
  if (checkpoints[checkpoints.length - 1]?.tick === tick) return;
  checkpoints.push({ tick, hash: hashKeyboardWorld(world) });
}
