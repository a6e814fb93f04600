import {
  ACTION_DUCK,
  ACTION_HURT,
  ACTION_JUMP,
  ACTION_STRAFE_LEFT,
  ACTION_STRAFE_RIGHT,
  KEY_DOWN,
  KEY_LEFT,
  KEY_NONE,
  KEY_RIGHT,
  KEY_UP,
  PHASE_OVER,
  PHASE_PLAYING,
  RATING_BAD,
  RATING_GOOD,
  RATING_MISSED,
  RATING_NONE,
  RATING_PERFECT,
} from '../../components/keyboard/index.ts';
import type { KeyName } from './commands.ts';
import { beatPassedAfterStep, deltaTimes47, timeReachedAfterStep } from './beat-time.ts';
import {
  BAD_US,
  BATCH_US,
  GOOD_US,
  LANE_MAX,
  LANE_MIN,
  MISSES_TO_END,
  MISS_GRACE_US,
  PERFECT_US,
} from './rules.ts';
import { hitScore, inWarmUp } from './score-run.ts';
import type { KeyboardWorld } from './world.ts';

/** A key's bit in Judgement.batchKeys (1 left, 2 right, 4 up, 8 down) is 1 << (its KEY_* − 1). */
const KEY_OF_NAME: Readonly<Record<KeyName, number>> = {
  left: KEY_LEFT,
  right: KEY_RIGHT,
  up: KEY_UP,
  down: KEY_DOWN,
};

/**
 * Judges this step's presses (spec §4, §5), in exact integers. A press's judged time is its time minus the
 * calibration, in whole µs. Presses within 50 ms of a batch's first press join it; once music time is 50 ms past
 * that first press the batch is judged at its first press's time against the unjudged key row whose window holds
 * it (none: ignored): Perfect within 45 ms of the beat, Good 90, Bad 135 (edges inclusive), Missed on a wrong key or
 * a batch of several keys (mashing). A key row whose window has passed without a batch in it is Missed, a grace of 250 ms later (rules.ts). A hit scores
 * its points times the combo's multiplier and moves the runner (a strafe only within the lanes); a miss breaks the
 * combo, hurts the runner and shakes the camera; the third ends the run (`over`). A miss on a row of the warm-up
 * (the rules version's first bars, score-run.ts inWarmUp) does all that but is not counted towards the three.
 */
export function judgeKeys(world: KeyboardWorld): void {
  const { BeatTracker, BeatRow, Judgement } = world.c;
  const { tick, commands } = world.ctx;
  const calibrationUs = world.calibrationMs * 1000;
  for (const tracker of world.queries.trackers) {
    if (BeatTracker.phase[tracker] !== PHASE_PLAYING) continue;
    for (const runner of world.queries.runners) {
      for (const command of commands) {
        const judged = command.timeUs - calibrationUs;
        const open = Judgement.batchKeys[runner] !== 0;
        if (open && judged - Judgement.batchStartUs[runner]! >= BATCH_US) judgeBatch(world, tracker, runner);
        if (BeatTracker.phase[tracker] !== PHASE_PLAYING) return;
        if (Judgement.batchKeys[runner] === 0) Judgement.batchStartUs[runner] = judged;
        Judgement.batchKeys[runner]! |= 1 << (KEY_OF_NAME[command.key] - 1);
      }
      if (
        Judgement.batchKeys[runner] !== 0 &&
        timeReachedAfterStep(tick, Judgement.batchStartUs[runner]! + calibrationUs + BATCH_US)
      )
        judgeBatch(world, tracker, runner);
      // Rows whose window has passed unhit (and holds no batch still gathering) are missed, earliest first.
      for (;;) {
        if (BeatTracker.phase[tracker] !== PHASE_PLAYING) return;
        let late = -1;
        for (const row of world.queries.rows) {
          if (BeatRow.key[row] === KEY_NONE || BeatRow.result[row] !== RATING_NONE) continue;
          // Music time past the window's end and the grace for presses still on their way: beat + calibration +
          // 135 ms + 250 ms.
          if (!beatPassedAfterStep(tick, BeatRow.beat[row]!, calibrationUs + BAD_US + MISS_GRACE_US))
            continue;
          if (
            Judgement.batchKeys[runner] !== 0 &&
            inWindow(Judgement.batchStartUs[runner]!, BeatRow.beat[row]!)
          )
            continue;
          if (late < 0 || BeatRow.beat[row]! < BeatRow.beat[late]!) late = row;
        }
        if (late < 0) break;
        rate(world, tracker, runner, late, RATING_MISSED, 0);
      }
    }
  }
}

function inWindow(judgedUs: number, beat: number): boolean {
  const delta = deltaTimes47(judgedUs, beat);
  return delta <= 47 * BAD_US && delta >= -47 * BAD_US;
}

/** Judges the open batch at its first press's time and closes it. */
function judgeBatch(world: KeyboardWorld, tracker: number, runner: number): void {
  const { BeatRow, Judgement } = world.c;
  const start = Judgement.batchStartUs[runner]!;
  const keys = Judgement.batchKeys[runner]!;
  Judgement.batchKeys[runner] = 0;
  Judgement.batchStartUs[runner] = -1;
  let row = -1;
  for (const eid of world.queries.rows)
    if (
      BeatRow.key[eid] !== KEY_NONE &&
      BeatRow.result[eid] === RATING_NONE &&
      inWindow(start, BeatRow.beat[eid]!)
    )
      row = eid;
  // Outside every open row's window: ignored, no penalty.
  if (row < 0) return;
  const delta = deltaTimes47(start, BeatRow.beat[row]!);
  const size = delta < 0 ? -delta : delta;
  const rowKeyBit = 1 << (BeatRow.key[row]! - 1);
  let rating = RATING_MISSED;
  if (keys === rowKeyBit)
    rating = size <= 47 * PERFECT_US ? RATING_PERFECT : size <= 47 * GOOD_US ? RATING_GOOD : RATING_BAD;
  rate(world, tracker, runner, row, rating, Math.round(delta / 47));
}

const RATING_EVENTS = [null, 'perfect', 'good', 'bad', 'missed'] as const;

/** Records a row's rating and what it does: points and a move, or a miss that hurts. */
function rate(
  world: KeyboardWorld,
  tracker: number,
  runner: number,
  row: number,
  rating: number,
  deltaUs: number,
): void {
  const { BeatTracker, BeatRow, Judgement, Runner } = world.c;
  const { events } = world.ctx;
  const now = world.ctx.tick + 1;
  BeatRow.result[row] = rating;
  Judgement.lastRating[runner] = rating;
  Judgement.lastRatingTick[runner] = now;
  Judgement.lastDeltaUs[runner] = deltaUs;
  Judgement.lastRatedBeat[runner] = BeatRow.beat[row]!;
  events.push(RATING_EVENTS[rating]!);
  if (rating === RATING_MISSED) {
    Judgement.missed[runner]!++;
    Judgement.combo[runner] = 0;
    Runner.action[runner] = ACTION_HURT;
    Runner.actionStartTick[runner] = now;
    Runner.shakeStartTick[runner] = now;
    events.push('hurt');
    if (inWarmUp(world, BeatTracker.firstKeyBeat[tracker]!, BeatRow.beat[row]!)) return;
    if (++Judgement.misses[runner]! >= MISSES_TO_END) {
      BeatTracker.phase[tracker] = PHASE_OVER;
      events.push('over');
    }
    return;
  }
  if (rating === RATING_PERFECT) Judgement.perfects[runner]!++;
  else if (rating === RATING_GOOD) Judgement.goods[runner]!++;
  else Judgement.bads[runner]!++;
  const combo = Judgement.combo[runner]!;
  Judgement.points[runner]! += hitScore(rating, combo).points;
  Judgement.combo[runner] = combo + 1;
  if (combo + 1 > Judgement.maxCombo[runner]!) Judgement.maxCombo[runner] = combo + 1;
  const key = BeatRow.key[row]!;
  const lane = Runner.lane[runner]!;
  let action = -1;
  if (key === KEY_LEFT && lane > LANE_MIN) {
    Runner.lane[runner] = lane - 1;
    action = ACTION_STRAFE_LEFT;
  } else if (key === KEY_RIGHT && lane < LANE_MAX) {
    Runner.lane[runner] = lane + 1;
    action = ACTION_STRAFE_RIGHT;
  } else if (key === KEY_UP) action = ACTION_JUMP;
  else if (key === KEY_DOWN) action = ACTION_DUCK;
  // A strafe against the edge (the runner off the path after a miss) does not move.
  if (action < 0) return;
  Runner.action[runner] = action;
  Runner.actionStartTick[runner] = now;
  events.push('moved');
}
