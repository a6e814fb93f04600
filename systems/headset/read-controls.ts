import type { HeadsetWorld } from './world.ts';
import { wrapHeading } from './heading-geometry.ts';
import { KEY_LEFT, KEY_RIGHT, KEY_TURN_QUANTA_PER_STEP } from './rules.ts';

/**
 * This step's command: a turn turns the character by its quanta once, a walk or keys command sets what is held.
 * Held turn keys then turn it KEY_TURN_QUANTA_PER_STEP a step, so n steps held turn n times that whatever the
 * frame rate. The heading stays in 0 … 399; `previous` moves by the same wrap, so the view turns the short way.
 */
export function readControls(world: HeadsetWorld): void {
  const { Controls, Heading } = world.c;
  const commands = world.ctx.commands;
  for (const eid of world.queries.controlled) {
    let turn = 0;
    for (const command of commands) {
      if (command.kind === 'turn') turn += command.quanta;
      else if (command.kind === 'walk') Controls.pointerHeld[eid] = command.held ? 1 : 0;
      else Controls.keys[eid] = command.bits;
    }
    const keys = Controls.keys[eid]!;
    turn +=
      (((keys & KEY_RIGHT) !== 0 ? 1 : 0) - ((keys & KEY_LEFT) !== 0 ? 1 : 0)) * KEY_TURN_QUANTA_PER_STEP;
    if (turn === 0) continue;
    const turned = Heading.quanta[eid]! + turn;
    const wrapped = wrapHeading(turned);
    Heading.quanta[eid] = wrapped;
    Heading.previous[eid] = Heading.previous[eid]! + (wrapped - turned);
  }
}
