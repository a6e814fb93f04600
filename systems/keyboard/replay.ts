import { z } from 'zod';
import {
  createTimelineStepper,
  InvalidReplayError,
  parseReplay,
  playTimeline,
  type CommandTimeline,
  type ReplayOptions,
  type TimelineStepper,
} from '../replay-timeline.ts';
import type { WorldCheckpoint } from '../world-hash.ts';
import { STEP_US_TIMES_3 } from './beat-time.ts';
import { recordCheckpoint } from './checkpoints.ts';
import type { KeyboardCommand, KeyName } from './commands.ts';
import { durationOf } from './game.ts';
import type { KeyLetter } from './replay-format.ts';
import {
  CALIBRATION_LIMIT_MS,
  LATE_PRESS_LIMIT_MS,
  MAX_PRESSES_PER_SECOND,
  RULES_OF_VERSION,
  RULES_VERSIONS,
  STEPS_PER_SECOND,
  type KeyboardRulesVersion,
} from './rules.ts';
import { ratingsOf, scoreOf, type RatingTally } from './score-run.ts';
import { isRunOver, stepKeyboardWorld } from './step-world.ts';
import { createKeyboardWorld, type KeyboardWorld } from './world.ts';

/**
 * The longest run a replay may describe: 3 minutes (the whole run, four loops of the music, lasts about 166 s; the
 * server's plausibility limit for the keyboard game is looser).
 */
export const MAX_REPLAY_STEPS = 3 * 60 * STEPS_PER_SECOND;

/** A press's time: ms of music time with at most 3 decimals (whole µs). */
const timeMs = z
  .number()
  .min(-LATE_PRESS_LIMIT_MS)
  .max((MAX_REPLAY_STEPS * 1000) / STEPS_PER_SECOND)
  .refine((ms) => {
    const us = ms * 1000;
    return Math.abs(us - Math.round(us)) < 1e-4;
  }, 'a press time has at most 3 decimals (whole µs)');
const Entry = z.tuple([z.number().int().nonnegative(), z.enum(['l', 'r', 'u', 'd']), timeMs]);
const KeyboardGameDataSchema = z.object({
  rulesVersion: z.number(),
  seed: z.number().int().optional(),
  ticks: z.number().int().min(1).max(MAX_REPLAY_STEPS),
  calibrationMs: z.number().int().min(-CALIBRATION_LIMIT_MS).max(CALIBRATION_LIMIT_MS),
  commands: z.array(Entry).max((MAX_REPLAY_STEPS / STEPS_PER_SECOND) * MAX_PRESSES_PER_SECOND),
});

export interface KeyboardReplayResult extends RatingTally {
  score: number;
  durationMs: number;
  ticks: number;
  /** Whether the run ended by itself on its last step (three misses or the last loop), not by the player leaving. */
  over: boolean;
  calibrationMs: number;
  /** The rules version the run was replayed under: the one its replay names. */
  rulesVersion: KeyboardRulesVersion;
  /** The world's hash every `checkpoints` steps and after the last step; empty unless asked for. */
  checkpoints: WorldCheckpoint[];
}

export type KeyboardReplayOptions = ReplayOptions<KeyboardWorld>;

export { InvalidReplayError };

const KEYS: Readonly<Record<KeyLetter, KeyName>> = { l: 'left', r: 'right', u: 'up', d: 'down' };

/**
 * The presses by step. Each is played on its recorded step, which an honest client chooses as the step whose span
 * holds the press's time, or a later one (an input that reached the game late, by at most 250 ms): so a press
 * after its step's end, or more than 250 ms before its start, is refused, and so are presses on or after the run's
 * last step and more than 30 within any 60 steps.
 */
function pressTimeline(
  entries: readonly [number, KeyLetter, number][],
  ticks: number,
): CommandTimeline<KeyboardCommand> {
  const pressTicks: number[] = [];
  const commands: KeyboardCommand[][] = [];
  const entryTicks = new Int32Array(entries.length);
  let tick = 0;
  entries.forEach(([gap, letter, ms], i) => {
    tick += gap;
    if (tick >= ticks) throw new InvalidReplayError(`commands.${i}: after the run's last step`);
    const timeUs = Math.round(ms * 1000);
    if (3 * timeUs >= STEP_US_TIMES_3 * (tick + 1))
      throw new InvalidReplayError(`commands.${i}: pressed at ${ms} ms, after its step (${tick}) ended`);
    if (3 * timeUs < STEP_US_TIMES_3 * tick - 3000 * LATE_PRESS_LIMIT_MS)
      throw new InvalidReplayError(
        `commands.${i}: pressed at ${ms} ms, more than ${LATE_PRESS_LIMIT_MS} ms before its step (${tick})`,
      );
    const back = i - MAX_PRESSES_PER_SECOND;
    if (back >= 0 && tick - entryTicks[back]! < STEPS_PER_SECOND)
      throw new InvalidReplayError(
        `commands.${i}: more than ${MAX_PRESSES_PER_SECOND} presses within a second`,
      );
    entryTicks[i] = tick;
    const command = { key: KEYS[letter], timeUs };
    if (pressTicks[pressTicks.length - 1] === tick) commands[commands.length - 1]!.push(command);
    else {
      pressTicks.push(tick);
      commands.push([command]);
    }
  });
  return { ticks: Int32Array.from(pressTicks), commands };
}

/**
 * The replay checked and laid out on its steps, with the fresh world it plays on: under the rules version the
 * replay names (any of RULES_VERSIONS), so a run keeps the score it was played for after the rules change. A
 * replay cannot gain by naming another version than it was played under: the chart is the same in every version,
 * and a later version only forgives what an earlier one counted (rules.ts KeyboardRules).
 */
function prepare(gameData: unknown, seed: number) {
  const data = parseReplay(KeyboardGameDataSchema, gameData, seed, RULES_VERSIONS);
  const timeline = pressTimeline(data.commands, data.ticks);
  const rules = RULES_OF_VERSION[data.rulesVersion as KeyboardRulesVersion];
  return {
    ticks: data.ticks,
    calibrationMs: data.calibrationMs,
    rulesVersion: rules.version,
    timeline,
    world: createKeyboardWorld(seed, data.calibrationMs, rules),
  };
}

/**
 * The same replay as replayKeyboardRun, played a step at a time (the operators' replay viewer). Throws
 * InvalidReplayError for game data replayKeyboardRun refuses.
 */
export function keyboardReplayStepper(gameData: unknown, seed: number): TimelineStepper<KeyboardWorld> {
  const { ticks, timeline, world } = prepare(gameData, seed);
  return createTimelineStepper(world, ticks, timeline, { step: stepKeyboardWorld, isRunOver });
}

/**
 * Plays a recorded run (game.ts's `recording()`) through the same systems from the run's seed and returns what it
 * scores under the rules version it names. Throws InvalidReplayError, with a reason a person can read, for data no
 * honest client sends: a rules version this server does not play, another seed, a calibration out of range, presses off their step or too many, steps after the run's end.
 */
export function replayKeyboardRun(
  gameData: unknown,
  seed: number,
  options: KeyboardReplayOptions = {},
): KeyboardReplayResult {
  const { ticks, calibrationMs, rulesVersion, timeline, world } = prepare(gameData, seed);
  const checkpoints = playTimeline(
    world,
    ticks,
    timeline,
    { step: stepKeyboardWorld, isRunOver, recordCheckpoint },
    options,
  );
  return {
    score: scoreOf(world),
    durationMs: durationOf(ticks),
    ticks,
    ...ratingsOf(world),
    over: isRunOver(world),
    calibrationMs,
    rulesVersion,
    checkpoints,
  };
}
