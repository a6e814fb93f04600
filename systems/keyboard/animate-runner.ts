import {
  ACTION_DUCK,
  ACTION_HURT,
  ACTION_JUMP,
  ACTION_RUN,
  ACTION_STRAFE_LEFT,
  ACTION_STRAFE_RIGHT,
} from '../../components/keyboard/index.ts';
import {
  ACTION_STEPS,
  CAMERA_START,
  DUCK_DIP,
  HURT_STEPS,
  JUMP_HEIGHT,
  STRAFE_STEP_UNITS,
  TILE_SIZE,
} from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * Plays the runner's move after judging: x slides towards its lane (a lane in STRAFE_STEPS), a jump lifts y on a
 * parabola JUMP_HEIGHT high and a duck dips it by 0.4 (spec §9) and back, each over ACTION_STEPS; a hurt shows for
 * HURT_STEPS. A finished move returns to running, from this step.
 */
export function animateRunner(world: KeyboardWorld): void {
  const { Runner } = world.c;
  const now = world.ctx.tick + 1;
  for (const runner of world.queries.runners) {
    const action = Runner.action[runner]!;
    const elapsed = now - Runner.actionStartTick[runner]!;
    const x = Runner.x[runner]!;
    const target = Runner.lane[runner]! * TILE_SIZE;
    const gap = target - x;
    Runner.x[runner] =
      gap > STRAFE_STEP_UNITS
        ? x + STRAFE_STEP_UNITS
        : gap < -STRAFE_STEP_UNITS
          ? x - STRAFE_STEP_UNITS
          : target;
    let y = CAMERA_START.y;
    let done = false;
    if (action === ACTION_JUMP || action === ACTION_DUCK) {
      const s = elapsed / ACTION_STEPS;
      if (s >= 1) done = true;
      else y += (action === ACTION_JUMP ? JUMP_HEIGHT : -DUCK_DIP) * 4 * s * (1 - s);
    } else if (action === ACTION_STRAFE_LEFT || action === ACTION_STRAFE_RIGHT)
      done = Runner.x[runner] === target;
    else if (action === ACTION_HURT) done = elapsed >= HURT_STEPS;
    Runner.y[runner] = y;
    if (done) {
      Runner.action[runner] = ACTION_RUN;
      Runner.actionStartTick[runner] = now;
    }
  }
}
