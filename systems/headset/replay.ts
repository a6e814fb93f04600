import { z } from 'zod';
import {
  commandTimeline,
  createTimelineStepper,
  InvalidReplayError,
  parseReplay,
  playTimeline,
  type ReplayOptions,
  type TimelineStepper,
} from '../replay-timeline.ts';
import type { WorldCheckpoint } from '../world-hash.ts';
import { recordCheckpoint } from './checkpoints.ts';
import type { HeadsetCommand } from './commands.ts';
import { durationOf } from './game.ts';
import { INPUT_SAMPLE_STEPS, KEY_BITS, MAX_TURN_QUANTA, RULES_VERSION, STEPS_PER_SECOND } from './rules.ts';
import { findsOf, scoreOf } from './score-hunt.ts';
import { isRunOver, stepHeadsetWorld } from './step-world.ts';
import { createHeadsetWorld, type HeadsetWorld } from './world.ts';

/** The longest run a replay may describe: the server's plausibility limit for the headset game, 20 minutes. */
export const MAX_REPLAY_STEPS = 20 * 60 * STEPS_PER_SECOND;

const gap = z.number().int().nonnegative();
const TurnEntry = z.tuple([
  gap,
  z
    .number()
    .int()
    .min(-MAX_TURN_QUANTA)
    .max(MAX_TURN_QUANTA)
    .refine((quanta) => quanta !== 0, 'a turn of 0 is not recorded'),
]);
const WalkEntry = z.tuple([gap, z.literal('walk'), z.union([z.literal(0), z.literal(1)])]);
const KeysEntry = z.tuple([gap, z.literal('keys'), z.number().int().min(0).max(KEY_BITS)]);
const HeadsetGameDataSchema = z.object({
  rulesVersion: z.number(),
  seed: z.number().int().optional(),
  ticks: z.number().int().min(1).max(MAX_REPLAY_STEPS),
  visual: z.boolean(),
  commands: z.array(z.union([TurnEntry, WalkEntry, KeysEntry])).max(MAX_REPLAY_STEPS / INPUT_SAMPLE_STEPS),
});

export interface HeadsetReplayResult {
  score: number;
  durationMs: number;
  ticks: number;
  /** Sources found. */
  finds: number;
  /** Whether the clock ran out on the last step (false: the player left before it did). */
  timeUp: boolean;
  /** Played in visual mode (recorded for review; it changes nothing of the score). */
  visual: boolean;
  /** The world's hash every `checkpoints` steps and after the last step; empty unless asked for. */
  checkpoints: WorldCheckpoint[];
}

export type HeadsetReplayOptions = ReplayOptions<HeadsetWorld>;

export { InvalidReplayError };

function commandOf(entry: readonly [number, ...unknown[]]): HeadsetCommand {
  if (entry.length === 2) return { kind: 'turn', quanta: entry[1] as number };
  return entry[1] === 'walk'
    ? { kind: 'walk', held: entry[2] === 1 }
    : { kind: 'keys', bits: entry[2] as number };
}

/** The replay checked and laid out on its steps, with the fresh world it plays on. */
function prepare(gameData: unknown, seed: number) {
  const data = parseReplay(HeadsetGameDataSchema, gameData, seed, RULES_VERSION);
  const timeline = commandTimeline(data.commands, data.ticks, INPUT_SAMPLE_STEPS, commandOf);
  return { ticks: data.ticks, visual: data.visual, timeline, world: createHeadsetWorld(seed) };
}

/**
 * The same replay as replayHeadsetRun, played a step at a time (the operators' replay viewer), with whether it was
 * played in visual mode (the view shows the ripple then). Throws InvalidReplayError for game data replayHeadsetRun
 * refuses.
 */
export function headsetReplayStepper(
  gameData: unknown,
  seed: number,
): TimelineStepper<HeadsetWorld> & { readonly visual: boolean } {
  const { ticks, visual, timeline, world } = prepare(gameData, seed);
  const stepper = createTimelineStepper(world, ticks, timeline, { step: stepHeadsetWorld, isRunOver });
  return Object.assign(stepper, { visual });
}

/**
 * Plays a recorded run (game.ts's `recording()`) through the same systems from the run's seed and returns what
 * it scores. Throws InvalidReplayError, with a reason a person can read, for data no honest client sends:
 * another rules version or seed, commands off the input samples or after the run's end, steps after the end.
 */
export function replayHeadsetRun(
  gameData: unknown,
  seed: number,
  options: HeadsetReplayOptions = {},
): HeadsetReplayResult {
  const { ticks, visual, timeline, world } = prepare(gameData, seed);
  const checkpoints = playTimeline(
    world,
    ticks,
    timeline,
    { step: stepHeadsetWorld, isRunOver, recordCheckpoint },
    options,
  );
  return {
    score: scoreOf(world),
    durationMs: durationOf(ticks),
    ticks,
    finds: findsOf(world),
    timeUp: isRunOver(world),
    visual,
    checkpoints,
  };
}
