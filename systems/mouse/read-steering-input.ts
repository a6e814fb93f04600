import type { MouseWorld } from './world.ts';
import { KEY_QUANTA_PER_STEP, QUANTA_LIMIT } from './rules.ts';

/**
 * This step's command becomes the steering target; held keys then push the target at their fixed rate, so a
 * key held for n steps moves it by n * KEY_QUANTA_PER_STEP quanta whatever the frame rate.
 */
export function readSteeringInput(world: MouseWorld): void {
  const { Steering } = world.c;
  const player = world.player;
  for (const command of world.ctx.commands) {
    if (command.kind === 'steer') {
      Steering.targetQuanta[player] = command.quanta;
    } else {
      Steering.holdLeft[player] = command.left ? 1 : 0;
      Steering.holdRight[player] = command.right ? 1 : 0;
    }
  }
  const push = (Steering.holdRight[player]! - Steering.holdLeft[player]!) * KEY_QUANTA_PER_STEP;
  if (push !== 0) {
    const target = Steering.targetQuanta[player]! + push;
    Steering.targetQuanta[player] =
      target > QUANTA_LIMIT ? QUANTA_LIMIT : target < -QUANTA_LIMIT ? -QUANTA_LIMIT : target;
  }
}
