import { addComponent, addEntity, createWorld, query } from 'bitecs';
import { createRandom } from '../systems/random.ts';
import { runSystems, type GameWorld, type StepContext, type System } from '../systems/system.ts';
import { fcos, fsin } from '../systems/fixed-math.ts';
import { STEP_MS } from '../systems/loop.ts';
import { MAX_ENTITIES } from '../components/common/capacity.ts';
import { Interpolated, Position, PreviousPosition } from '../components/common/transform.ts';
import { rememberPreviousPositions } from '../systems/common/remember-previous-positions.ts';

/** A small bitecs game used to prove the loop deterministic: steered drifters with seeded jitter. */
export type ToyCommand = { steer: number };
type ToyWorld = GameWorld<ToyCommand, never>;

export const Heading = { angle: new Float64Array(MAX_ENTITIES) };

const steer: System<ToyWorld> = (world) => {
  for (const command of world.ctx.commands)
    for (const eid of query(world, [Heading])) Heading.angle[eid]! += command.steer * 0.01;
};
const drift: System<ToyWorld> = (world) => {
  const dt = world.ctx.dtMs / 1000;
  for (const eid of query(world, [Position, Heading])) {
    const a = Heading.angle[eid]! + world.ctx.rng.range(-0.05, 0.05);
    Heading.angle[eid] = a;
    Position.x[eid]! += fcos(a) * dt;
    Position.y[eid]! += fsin(a) * dt;
  }
};
export const toySystems = [rememberPreviousPositions, steer, drift] as const;

export function createToyGame(seed: number, drifters = 8) {
  for (const store of [
    Position.x,
    Position.y,
    Position.z,
    PreviousPosition.x,
    PreviousPosition.y,
    PreviousPosition.z,
    Heading.angle,
  ])
    store.fill(0);
  const ctx: StepContext<ToyCommand, never> = {
    dtMs: STEP_MS,
    tick: 0,
    commands: [],
    rng: createRandom(seed),
    events: [],
  };
  const world = createWorld({ ctx }) as ToyWorld;
  for (let i = 0; i < drifters; i++) {
    const eid = addEntity(world);
    addComponent(world, eid, Position);
    addComponent(world, eid, PreviousPosition);
    addComponent(world, eid, Interpolated);
    addComponent(world, eid, Heading);
    Heading.angle[eid] = world.ctx.rng.range(0, 6);
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
        Buffer.from(Position.x.buffer),
        Buffer.from(Position.y.buffer),
        Buffer.from(Heading.angle.buffer),
        Buffer.from(new Uint32Array(ctx.rng.getState()).buffer),
      ]).toString('base64');
    },
  };
}

/** Commands depend only on the tick, as recorded input does in a replay. */
export function scriptedCommands(tick: number): ToyCommand[] {
  return tick % 7 === 0 ? [{ steer: (tick % 3) - 1 }] : [];
}
