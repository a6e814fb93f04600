import type { World } from 'bitecs';
import type { Random } from './random.ts';

/**
 * What every system of a game receives through its world: the fixed step, this step's input commands, the
 * seeded random source and an outbox of events for the machines. Systems read nothing else.
 */
export interface StepContext<Command, Event> {
  readonly dtMs: number;
  tick: number;
  commands: readonly Command[];
  readonly rng: Random;
  readonly events: Event[];
}

export type GameWorld<Command = unknown, Event = unknown, Extra extends object = object> = World<
  { ctx: StepContext<Command, Event> } & Extra
>;

export type System<W> = (world: W) => void;

/** Runs a game's ordered systems once; the order is data declared by each game. */
export function runSystems<W>(world: W, systems: readonly System<W>[]): void {
  for (const system of systems) system(world);
}
