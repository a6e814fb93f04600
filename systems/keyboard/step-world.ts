import { commitRemovals } from 'bitecs';
import { PHASE_OVER } from '../../components/keyboard/index.ts';
import { runSystems } from '../system.ts';
import type { KeyboardCommand } from './commands.ts';
import { keyboardSystems } from './pipeline.ts';
import { trackerOf } from './queries.ts';
import type { KeyboardWorld } from './world.ts';

/** One fixed step: the browser's facade and the server's replay both go through here, with the same commands. */
export function stepKeyboardWorld(world: KeyboardWorld, commands: readonly KeyboardCommand[]): void {
  const ctx = world.ctx;
  ctx.commands = commands;
  ctx.events.length = 0;
  // Entities removed since the last step leave the query lists the systems iterate (register-queries.ts).
  commitRemovals(world);
  runSystems(world, keyboardSystems);
  ctx.tick++;
}

/** The run is over: the third miss, or the last loop of the music completed. */
export function isRunOver(world: KeyboardWorld): boolean {
  return world.c.BeatTracker.phase[trackerOf(world)] === PHASE_OVER;
}
