import { addComponent, addEntity, type World } from 'bitecs';
import { HEADSET_CAPACITY } from './capacity.ts';
import type { RunTimer } from './run-timer.ts';

/**
 * The hunt for sources: which audio object is the target now (its eid, −1 while none is shown), which sound is
 * shown next in the cycle, the steps until it shows, and how long the current target has been shown.
 */
export function createHunt(capacity = HEADSET_CAPACITY) {
  return {
    target: new Int32Array(capacity),
    nextSrc: new Uint8Array(capacity),
    showStepsLeft: new Int32Array(capacity),
    searchSteps: new Int32Array(capacity),
  };
}
export type Hunt = ReturnType<typeof createHunt>;

/** Tag: the hunt, the one entity that runs the clock and the cycle of sources. Fresh per world. */
export type IsHunt = Record<string, never>;
export function createIsHunt(): IsHunt {
  return {};
}

/** The components the hunt entity has. */
export interface HuntComponents {
  readonly IsHunt: IsHunt;
  readonly Hunt: Hunt;
  readonly RunTimer: RunTimer;
}

export interface HuntParams {
  /** The clock at the start, in time units (the rules' INITIAL_TIME_UNITS). */
  unitsLeft: number;
  /** Units one step drains at the start (the rules' DRAIN_UNITS_START). */
  drainPerStep: number;
  /** Steps until the first source shows; default 1: the first step (start) shows it. */
  showSteps?: number;
  /** The sound shown first; default 0. */
  firstSrc?: number;
}

/** Adds the hunt: no target yet, the first source due after `showSteps`, the clock full and running. */
export function spawnHunt(world: World<{ readonly c: HuntComponents }>, params: HuntParams): number {
  const { c } = world;
  const eid = addEntity(world);
  for (const component of [c.IsHunt, c.Hunt, c.RunTimer]) addComponent(world, eid, component);
  c.Hunt.target[eid] = -1;
  c.Hunt.nextSrc[eid] = params.firstSrc ?? 0;
  c.Hunt.showStepsLeft[eid] = params.showSteps ?? 1;
  c.RunTimer.unitsLeft[eid] = params.unitsLeft;
  c.RunTimer.drainPerStep[eid] = params.drainPerStep;
  return eid;
}
