import { removeEntity } from 'bitecs';
import { ACTION_RUN, PHASE_PENDING, PHASE_WAITING } from '../../components/keyboard/index.ts';
import { CAMERA_START, INITIAL_UNITS_PER_BEAT, PENDING_STEPS } from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * The world waits for start; its first step is the start (spec §4): the runner reset and the camera centred at
 * (0, 0.5, 1), the rows reset, the initial speed, and pending for 3000 ms. The first row of the warm-up path is
 * one beat ahead (placeRows lays it this same step), so the path shows while pending runs.
 */
export function startRun(world: KeyboardWorld): void {
  const { BeatTracker, Runner, Judgement } = world.c;
  for (const tracker of world.queries.trackers) {
    if (BeatTracker.phase[tracker] !== PHASE_WAITING) continue;
    for (const eid of world.queries.rows) removeEntity(world, eid);
    for (const eid of world.queries.tiles) removeEntity(world, eid);
    for (const eid of world.queries.obstacles) removeEntity(world, eid);
    BeatTracker.phase[tracker] = PHASE_PENDING;
    BeatTracker.pendingStepsLeft[tracker] = PENDING_STEPS;
    BeatTracker.waitRow[tracker] = -1;
    BeatTracker.intro[tracker] = 0;
    BeatTracker.lastRowBeat[tracker] = 0;
    BeatTracker.nextRowBeat[tracker] = 1;
    BeatTracker.unitsPerBeat[tracker] = INITIAL_UNITS_PER_BEAT;
    BeatTracker.loopsDone[tracker] = 0;
    BeatTracker.firstKeyBeat[tracker] = -1;
    BeatTracker.pathLane[tracker] = 0;
    for (const runner of world.queries.runners) {
      Runner.lane[runner] = 0;
      Runner.x[runner] = Runner.previousX[runner] = CAMERA_START.x;
      Runner.y[runner] = Runner.previousY[runner] = CAMERA_START.y;
      Runner.z[runner] = Runner.previousZ[runner] = CAMERA_START.z;
      Runner.action[runner] = ACTION_RUN;
      Runner.actionStartTick[runner] = 0;
      Runner.shakeStartTick[runner] = -1;
      for (const field of Object.values(Judgement)) field[runner] = 0;
      Judgement.batchStartUs[runner] = -1;
      Judgement.lastRatingTick[runner] = -1;
    }
  }
}
