import { commitRemovals } from 'bitecs';
import { runSystems } from '../system.ts';
import type { MouseCommand } from './commands.ts';
import { mouseSystems } from './pipeline.ts';
import type { MouseWorld } from './world.ts';

/** One fixed step: the browser's facade and the server's replay both go through here, with the same commands. */
export function stepMouseWorld(world: MouseWorld, commands: readonly MouseCommand[]): void {
  const ctx = world.ctx;
  ctx.commands = commands;
  ctx.events.length = 0;
  // Entities removed since the last step leave the query lists the systems iterate (register-queries.ts).
  commitRemovals(world);
  runSystems(world, mouseSystems);
  ctx.tick++;
}

/** The run is over once the gauge has taken every point of the player. */
export function isRunOver(world: MouseWorld): boolean {
  const { Health } = world.c;
  for (const player of world.queries.healthy) if (Health.points[player] === 0) return true;
  return false;
}
