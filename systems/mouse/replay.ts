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
import type { MouseCommand } from './commands.ts';
import { durationOf } from './game.ts';
import { KEY_LEFT_BIT, KEY_RIGHT_BIT } from './replay-format.ts';
import { INPUT_SAMPLE_STEPS, QUANTA_LIMIT, RULES_VERSION, STEPS_PER_SECOND } from './rules.ts';
import { circuitOf, playerOf } from './queries.ts';
import { scoreOf } from './score-run.ts';
import { isRunOver, stepMouseWorld } from './step-world.ts';
import { createMouseWorld, type MouseWorld } from './world.ts';

/** The longest run a replay may describe: the server's plausibility limit for the mouse game, 20 minutes. */
export const MAX_REPLAY_STEPS = 20 * 60 * STEPS_PER_SECOND;

const gap = z.number().int().nonnegative();
const SteerEntry = z.tuple([gap, z.number().int().min(-QUANTA_LIMIT).max(QUANTA_LIMIT)]);
const KeysEntry = z.tuple([
  gap,
  z.literal('keys'),
  z
    .number()
    .int()
    .min(0)
    .max(KEY_LEFT_BIT | KEY_RIGHT_BIT),
]);
const MouseGameDataSchema = z.object({
  rulesVersion: z.number(),
  seed: z.number().int().optional(),
  ticks: z.number().int().min(1).max(MAX_REPLAY_STEPS),
  commands: z.array(z.union([SteerEntry, KeysEntry])).max(MAX_REPLAY_STEPS / INPUT_SAMPLE_STEPS),
});

export interface MouseReplayResult {
  score: number;
  durationMs: number;
  ticks: number;
  /** Tiles travelled. */
  distance: number;
  /** Health points left: 0 when the gauge shut the circuit down, more when the player stopped the run. */
  pointsLeft: number;
  /** Share of the run's steps spent on the circuit lines. */
  onPathShare: number;
  /** The world's hash every `checkpoints` steps and after the last step; empty unless asked for. */
  checkpoints: WorldCheckpoint[];
}

export type MouseReplayOptions = ReplayOptions<MouseWorld>;

export { InvalidReplayError };

/** The replay checked and laid out on its steps, with the fresh world it plays on. */
function prepare(gameData: unknown, seed: number) {
  const data = parseReplay(MouseGameDataSchema, gameData, seed, RULES_VERSION);
  const timeline = commandTimeline(data.commands, data.ticks, INPUT_SAMPLE_STEPS, (entry): MouseCommand =>
    entry.length === 2
      ? { kind: 'steer', quanta: entry[1] }
      : { kind: 'keys', left: (entry[2] & KEY_LEFT_BIT) !== 0, right: (entry[2] & KEY_RIGHT_BIT) !== 0 },
  );
  return { ticks: data.ticks, timeline, world: createMouseWorld(seed, 'game') };
}

/**
 * The same replay as replayMouseRun, played a step at a time (the operators' replay viewer). Throws
 * InvalidReplayError for game data replayMouseRun refuses.
 */
export function mouseReplayStepper(gameData: unknown, seed: number): TimelineStepper<MouseWorld> {
  const { ticks, timeline, world } = prepare(gameData, seed);
  return createTimelineStepper(world, ticks, timeline, { step: stepMouseWorld, isRunOver });
}

/**
 * Plays a recorded run (game.ts's `recording()`) through the same systems from the run's seed and returns what
 * it scores. Throws InvalidReplayError, with a reason a person can read, for data no honest client sends:
 * another rules version or seed, commands off the input samples or after the run's end, steps after the end.
 */
export function replayMouseRun(
  gameData: unknown,
  seed: number,
  options: MouseReplayOptions = {},
): MouseReplayResult {
  const { ticks, timeline, world } = prepare(gameData, seed);
  const checkpoints = playTimeline(
    world,
    ticks,
    timeline,
    { step: stepMouseWorld, isRunOver, recordCheckpoint },
    options,
  );
  const { Health, Score, Scroller } = world.c;
  const player = playerOf(world);
  return {
    score: scoreOf(world),
    durationMs: durationOf(ticks),
    ticks,
    distance: Scroller.distance[circuitOf(world)]!,
    pointsLeft: Health.points[player]!,
    onPathShare: Score.stepsOnPath[player]! / ticks,
    checkpoints,
  };
}
