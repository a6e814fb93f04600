import type { MouseWorld } from './world.ts';
import { ScrollMode } from './scroll-mode.ts';
import { SPEED_START, SPEED_STEP_PER_SECOND, STEPS_PER_SECOND } from './rules.ts';

/**
 * Game mode speeds up by SPEED_STEP_PER_SECOND up to its cap, counting only steps outside hit recovery (a hit
 * pending or invulnerability) and before the end. After heat, so this step's hit already pauses it. The speed
 * is computed from the count of steps, not summed, so it carries no rounding drift.
 */
export function accelerate(world: MouseWorld): void {
  const { Health, Scroller } = world.c;
  const players = world.queries.healthy;
  for (const circuit of world.queries.circuits) {
    if (Scroller.mode[circuit] !== ScrollMode.game) continue;
    let recovering = false;
    for (const player of players)
      if (Health.willHit[player] === 1 || Health.invulnerable[player] === 1 || Health.points[player] === 0)
        recovering = true;
    if (recovering) continue;
    const steps = Scroller.acceleratingSteps[circuit]! + 1;
    Scroller.acceleratingSteps[circuit] = steps;
    const speed = SPEED_START + (SPEED_STEP_PER_SECOND * steps) / STEPS_PER_SECOND;
    const max = Scroller.speedMax[circuit]!;
    Scroller.speed[circuit] = speed < max ? speed : max;
  }
}
