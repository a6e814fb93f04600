import { addComponent, addEntity, createWorld, query } from 'bitecs';
import { createRandom } from '../systems/random.ts';
import { runSystems, type GameWorld, type StepContext, type System } from '../systems/system.ts';
import { fcos, fsin } from '../systems/fixed-math.ts';
import { STEP_MS } from '../systems/loop.ts';

/**
 * A small bitecs game used to prove the loop deterministic: steered drifters with seeded jitter. Like every
 * game, each world allocates its own stores, so two toy games never share state.
 */
export type ToyCommand = { steer: number };

const CAPACITY = 64;

function createToyComponents() {
  return {
    Position: { x: new Float64Array(CAPACITY), y: new Float64Array(CAPACITY) },
    PreviousPosition: { x: new Float64Array(CAPACITY), y: new Float64Array(CAPACITY) },
    Heading: { angle: new Float64Array(CAPACITY) },
  };
}
type ToyWorld = GameWorld<ToyCommand, never, { c: ReturnType<typeof createToyComponents> }>;

const rememberPrevious: System<ToyWorld> = (world) => {
  const { Position, PreviousPosition } = world.c;
  for (const eid of query(world, [Position, PreviousPosition])) {
    PreviousPosition.x[eid] = Position.x[eid]!;
    PreviousPosition.y[eid] = Position.y[eid]!;
  }
};
const steer: System<ToyWorld> = (world) => {
  const { Heading } = world.c;
  for (const command of world.ctx.commands)
    for (const eid of query(world, [Heading])) Heading.angle[eid]! += command.steer * 0.01;
};
const drift: System<ToyWorld> = (world) => {
  const { Heading, Position } = world.c;
  const dt = world.ctx.dtMs / 1000;
  for (const eid of query(world, [Position, Heading])) {
    const a = Heading.angle[eid]! + world.ctx.rng.range(-0.05, 0.05);
    Heading.angle[eid] = a;
    Position.x[eid]! += fcos(a) * dt;
    Position.y[eid]! += fsin(a) * dt;
  }
};
export const toySystems = [rememberPrevious, steer, drift] as const;

export function createToyGame(seed: number, drifters = 8) {
  const ctx: StepContext<ToyCommand, never> = {
    dtMs: STEP_MS,
    tick: 0,
    commands: [],
    rng: createRandom(seed),
    events: [],
  };
  const c = createToyComponents();
  const world: ToyWorld = createWorld({ ctx, c });
  for (let i = 0; i < drifters; i++) {
    const eid = addEntity(world);
    addComponent(world, eid, c.Position);
    addComponent(world, eid, c.PreviousPosition);
    addComponent(world, eid, c.Heading);
    c.Heading.angle[eid] = world.ctx.rng.range(0, 6);
  }
  return {
    world,
    step(tick: number, commands: readonly ToyCommand[]) {
      ctx.tick = tick;
      ctx.commands = commands;
      runSystems(world, toySystems);
    },
    /** Every number of the state, as raw bytes, so equality is bit for bit. */
    snapshot(): string {
      return Buffer.concat([
        Buffer.from(c.Position.x.buffer),
        Buffer.from(c.Position.y.buffer),
        Buffer.from(c.Heading.angle.buffer),
        Buffer.from(new Uint32Array(ctx.rng.getState()).buffer),
      ]).toString('base64');
    },
  };
}

/** Commands depend only on the tick, as recorded input does in a replay. */
export function scriptedCommands(tick: number): ToyCommand[] {
  return tick % 7 === 0 ? [{ steer: (tick % 3) - 1 }] : [];
}
