import { commitRemovals } from 'bitecs';
import { runSystems } from '../system.ts';
import type { HeadsetCommand } from './commands.ts';
import { headsetSystems } from './pipeline.ts';
import type { HeadsetWorld } from './world.ts';

/** One fixed step: the browser's facade and the server's replay both go through here, with the same commands. */
export function stepHeadsetWorld(world: HeadsetWorld, commands: readonly HeadsetCommand[]): void {
  const ctx = world.ctx;
  ctx.commands = commands;
  ctx.events.length = 0;
  // Entities removed since the last step leave the query lists the systems iterate (register-queries.ts).
  commitRemovals(world);
  runSystems(world, headsetSystems);
  ctx.tick++;
}

/** The run is over once the clock has reached zero. */
export function isRunOver(world: HeadsetWorld): boolean {
  const { RunTimer } = world.c;
  for (const hunt of world.queries.hunts) if (RunTimer.ended[hunt] === 1) return true;
  return false;
}
