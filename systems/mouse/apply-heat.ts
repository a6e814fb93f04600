import type { Health as HealthStore } from '../../components/mouse/index.ts';
import type { MouseEvent } from './commands.ts';
import type { MouseWorld } from './world.ts';
import { ScrollMode } from './scroll-mode.ts';
import { HIT_DELAY_STEPS, INVULNERABLE_STEPS } from './rules.ts';

/**
 * The health rules (spec §4), from this step's on-path result. Leaving the path makes a hit pending; it lands
 * HIT_DELAY_STEPS later unless the player is back on the path first. A landed hit costs a point and blocks
 * hits for INVULNERABLE_STEPS; the reset's safe period blocks them too. Idle mode (the attract loop) never
 * heats up.
 */
export function applyHeat(world: MouseWorld): void {
  const { Health, PathContact, Scroller } = world.c;
  const events = world.ctx.events;
  const players = world.queries.heated;
  for (const circuit of world.queries.circuits) {
    if (Scroller.mode[circuit] === ScrollMode.idle) continue;
    for (const player of players) heatPlayer(Health, PathContact.onPath[player] === 1, player, events);
  }
}

/** One player's step of the rules (early returns end its step, not the system's). */
function heatPlayer(Health: HealthStore, onPath: boolean, player: number, events: MouseEvent[]): void {
  if (Health.points[player] === 0) return;

  const safe = Health.safeStepsLeft[player]!;
  if (safe > 0) {
    Health.safeStepsLeft[player] = safe - 1;
    if (safe === 1) events.push('safe-ended');
    return;
  }
  if (Health.invulnerable[player] === 1) {
    const left = Health.invulnerableStepsLeft[player]! - 1;
    Health.invulnerableStepsLeft[player] = left;
    if (left > 0) return;
    Health.invulnerable[player] = 0;
    events.push('recovered');
  }
  if (Health.willHit[player] === 1) {
    if (onPath) {
      Health.willHit[player] = 0;
      events.push('hit-cancelled');
      return;
    }
    const left = Health.hitStepsLeft[player]! - 1;
    Health.hitStepsLeft[player] = left;
    if (left > 0) return;
    Health.willHit[player] = 0;
    const points = Health.points[player]! - 1;
    Health.points[player] = points;
    events.push('hit');
    if (points === 0) {
      events.push('dead');
      return;
    }
    Health.invulnerable[player] = 1;
    Health.invulnerableStepsLeft[player] = INVULNERABLE_STEPS;
  } else if (!onPath) {
    Health.willHit[player] = 1;
    Health.hitStepsLeft[player] = HIT_DELAY_STEPS;
    events.push('will-hit');
  }
}
