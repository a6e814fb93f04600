import { addComponent, addEntity, type World } from 'bitecs';
import type { Health } from './health.ts';
import type { LateralPosition } from './lateral-position.ts';
import type { PathContact } from './path-contact.ts';
import type { Score } from './score.ts';
import type { Steering } from './steering.ts';

/** Tag: the sphere the player steers. A fresh object per world, like every store of a mouse world. */
export type IsPlayer = Record<string, never>;
export function createIsPlayer(): IsPlayer {
  return {};
}

/** The components a player entity has. */
export interface PlayerComponents {
  readonly IsPlayer: IsPlayer;
  readonly LateralPosition: LateralPosition;
  readonly Steering: Steering;
  readonly PathContact: PathContact;
  readonly Health: Health;
  readonly Score: Score;
}

export interface PlayerParams {
  /** Health points at the start (the rules' HEALTH_POINTS). */
  healthPoints: number;
  /** Steps of the safe period the run starts with (the rules' SAFE_MODE_STEPS). */
  safeSteps: number;
  /** Across the path, world units; default 0, the centre lane. */
  x?: number;
  /** The steering target in quanta; default 0, the centre lane. */
  targetQuanta?: number;
}

/**
 * Adds the player: its tag and stores, at `x` (previous x the same, so the first frame draws no jump), steering
 * at `targetQuanta`, with full health and the safe period, on the path (nothing has tested it yet), no score,
 * no hit pending. The rule numbers come in `params` (components import no rules).
 */
export function spawnPlayer(world: World<{ readonly c: PlayerComponents }>, params: PlayerParams): number {
  const { c } = world;
  const x = params.x ?? 0;
  const eid = addEntity(world);
  for (const component of [c.IsPlayer, c.LateralPosition, c.Steering, c.PathContact, c.Health, c.Score])
    addComponent(world, eid, component);
  c.LateralPosition.x[eid] = x;
  c.LateralPosition.previousX[eid] = x;
  c.Steering.targetQuanta[eid] = params.targetQuanta ?? 0;
  c.Health.points[eid] = params.healthPoints;
  c.Health.safeStepsLeft[eid] = params.safeSteps;
  c.PathContact.onPath[eid] = 1;
  return eid;
}
