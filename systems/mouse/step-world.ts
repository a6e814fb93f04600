import { runSystems } from '../system.ts';
import type { MouseCommand } from './commands.ts';
import { mouseSystems } from './pipeline.ts';
import type { MouseWorld } from './world.ts';

/** One fixed step: the browser's facade and the server's replay both go through here, with the same commands. */
export function stepMouseWorld(world: MouseWorld, commands: readonly MouseCommand[]): void {
  const ctx = world.ctx;
  ctx.commands = commands;
  ctx.events.length = 0;
  runSystems(world, mouseSystems);
  ctx.tick++;
}

/** The run is over once the gauge has taken every point. */
export function isRunOver(world: MouseWorld): boolean {
  return world.c.Health.points[world.player] === 0;
}
