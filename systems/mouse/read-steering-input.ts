import type { MouseWorld } from './world.ts';
import { KEY_QUANTA_PER_STEP, QUANTA_LIMIT } from './rules.ts';

/**
 * This step's command becomes the player's steering target; held keys then push the target at their fixed rate,
 * so a key held for n steps moves it by n * KEY_QUANTA_PER_STEP quanta whatever the frame rate.
 */
export function readSteeringInput(world: MouseWorld): void {
  const { Steering } = world.c;
  const commands = world.ctx.commands;
  for (const eid of world.queries.steeredPlayers) {
    for (const command of commands) {
      if (command.kind === 'steer') {
        Steering.targetQuanta[eid] = command.quanta;
      } else {
        Steering.holdLeft[eid] = command.left ? 1 : 0;
        Steering.holdRight[eid] = command.right ? 1 : 0;
      }
    }
    const push = (Steering.holdRight[eid]! - Steering.holdLeft[eid]!) * KEY_QUANTA_PER_STEP;
    if (push !== 0) {
      const target = Steering.targetQuanta[eid]! + push;
      Steering.targetQuanta[eid] =
        target > QUANTA_LIMIT ? QUANTA_LIMIT : target < -QUANTA_LIMIT ? -QUANTA_LIMIT : target;
    }
  }
}
