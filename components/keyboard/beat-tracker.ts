import { addComponent, addEntity, type World } from 'bitecs';
import { KEYBOARD_CAPACITY } from './capacity.ts';

/** Where the run stands (spec §4): waiting for start, pending (3 s), playing (the intro phase first), over. */
export const PHASE_WAITING = 0;
export const PHASE_PENDING = 1;
export const PHASE_PLAYING = 2;
export const PHASE_OVER = 3;

/**
 * The beat tracker: the music's time is the simulation's (tick × dt, the loop being fed the audio clock), so the
 * tracker keeps only what the flow needs: the phase, the steps of pending left, the row the game waits for
 * before it plays (its eid, −1 while none), whether the intro phase runs, the next beat a row may be placed on,
 * the speed (world units per beat) and how many music loops have completed; the beat of the last row placed, the beat of the first row with a
 * key (a bar boundary chosen at the ready, −1 before) and the lane the path of rows leads to (the lane a runner
 * that hits every key stands in after the last row placed: keys are chosen from it).
 */
export function createBeatTracker(capacity = KEYBOARD_CAPACITY) {
  return {
    phase: new Uint8Array(capacity),
    pendingStepsLeft: new Int32Array(capacity),
    waitRow: new Int32Array(capacity),
    intro: new Uint8Array(capacity),
    nextRowBeat: new Int32Array(capacity),
    unitsPerBeat: new Float64Array(capacity),
    loopsDone: new Int32Array(capacity),
    lastRowBeat: new Int32Array(capacity),
    firstKeyBeat: new Int32Array(capacity),
    pathLane: new Int8Array(capacity),
  };
}
export type BeatTracker = ReturnType<typeof createBeatTracker>;

/** Tag: the one entity that tracks the beat and the run's flow. Fresh per world. */
export type IsTracker = Record<string, never>;
export function createIsTracker(): IsTracker {
  return {};
}

export interface TrackerComponents {
  readonly IsTracker: IsTracker;
  readonly BeatTracker: BeatTracker;
}

export interface TrackerParams {
  /** The speed at the start, world units per beat (the rules' INITIAL_UNITS_PER_BEAT). */
  unitsPerBeat: number;
}

/** Adds the tracker: waiting for start, no row waited for, no loop done. */
export function spawnTracker(world: World<{ readonly c: TrackerComponents }>, params: TrackerParams): number {
  const { c } = world;
  const eid = addEntity(world);
  addComponent(world, eid, c.IsTracker);
  addComponent(world, eid, c.BeatTracker);
  c.BeatTracker.phase[eid] = PHASE_WAITING;
  c.BeatTracker.waitRow[eid] = -1;
  c.BeatTracker.firstKeyBeat[eid] = -1;
  c.BeatTracker.unitsPerBeat[eid] = params.unitsPerBeat;
  return eid;
}
