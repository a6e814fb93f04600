import { addComponent, addEntity, type World } from 'bitecs';
import { KEYBOARD_CAPACITY } from './capacity.ts';
import type { Judgement } from './judgement.ts';

/** What the runner is doing (its animation): the view plays the matching clip from `actionStartTick`. */
export const ACTION_RUN = 0;
export const ACTION_STRAFE_LEFT = 1;
export const ACTION_STRAFE_RIGHT = 2;
export const ACTION_JUMP = 3;
export const ACTION_DUCK = 4;
export const ACTION_HURT = 5;

/**
 * The runner, whose eyes are the camera (spec §4: "the camera position"): its lane (−1, 0, 1; x = lane × TILE_SIZE), where the camera
 * stands now and one step ago (the view draws lerp(previous, current, alpha)), its action and the step it began,
 * and the step a failed key shook the camera (−1: never).
 */
export function createRunner(capacity = KEYBOARD_CAPACITY) {
  return {
    lane: new Int8Array(capacity),
    x: new Float64Array(capacity),
    y: new Float64Array(capacity),
    z: new Float64Array(capacity),
    previousX: new Float64Array(capacity),
    previousY: new Float64Array(capacity),
    previousZ: new Float64Array(capacity),
    action: new Uint8Array(capacity),
    actionStartTick: new Int32Array(capacity),
    shakeStartTick: new Int32Array(capacity),
  };
}
export type Runner = ReturnType<typeof createRunner>;

/** Tag: the runner the player moves. Fresh per world. */
export type IsRunner = Record<string, never>;
export function createIsRunner(): IsRunner {
  return {};
}

export interface RunnerComponents {
  readonly IsRunner: IsRunner;
  readonly Runner: Runner;
  readonly Judgement: Judgement;
}

export interface RunnerParams {
  /** The camera's start (spec §9: (0, 0.5, 1)). */
  x: number;
  y: number;
  z: number;
}

/** Adds the runner at the camera's start (previous the same), running, never shaken, nothing judged yet. */
export function spawnRunner(world: World<{ readonly c: RunnerComponents }>, params: RunnerParams): number {
  const { c } = world;
  const eid = addEntity(world);
  for (const component of [c.IsRunner, c.Runner, c.Judgement]) addComponent(world, eid, component);
  const r = c.Runner;
  r.lane[eid] = 0;
  r.x[eid] = r.previousX[eid] = params.x;
  r.y[eid] = r.previousY[eid] = params.y;
  r.z[eid] = r.previousZ[eid] = params.z;
  r.action[eid] = ACTION_RUN;
  r.actionStartTick[eid] = 0;
  r.shakeStartTick[eid] = -1;
  c.Judgement.batchStartUs[eid] = -1;
  c.Judgement.lastRatingTick[eid] = -1;
  return eid;
}
