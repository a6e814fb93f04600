import { z } from 'zod';
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

export interface HeadsetReplayOptions {
  /**
   * Hash the world every this many steps and after the last (CHECKPOINT_STEPS for the golden replays), so another
   * engine, or the same code after a change, can tell where its state first departs from this run's.
   */
  checkpoints?: number;
  /** Called after every step, before that step's checkpoint: for tests and tools. The server passes none. */
  afterStep?: (world: HeadsetWorld) => void;
}

/** A replay that cannot be played; the server answers its message as the reason for refusing the run. */
export class InvalidReplayError extends Error {
  override name = 'InvalidReplayError';
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'malformed game data';
  const where = issue.path.length ? issue.path.join('.') : 'game data';
  return `${where}: ${issue.message}`;
}

function commandOf(entry: readonly [number, ...unknown[]]): HeadsetCommand {
  if (entry.length === 2) return { kind: 'turn', quanta: entry[1] as number };
  return entry[1] === 'walk'
    ? { kind: 'walk', held: entry[2] === 1 }
    : { kind: 'keys', bits: entry[2] as number };
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
  const parsed = HeadsetGameDataSchema.safeParse(gameData);
  if (!parsed.success) throw new InvalidReplayError(describeIssue(parsed.error));
  const data = parsed.data;
  if (data.rulesVersion !== RULES_VERSION)
    throw new InvalidReplayError(
      `recorded under rules version ${data.rulesVersion}, but this server plays version ${RULES_VERSION}`,
    );
  if (data.seed !== undefined && data.seed !== seed)
    throw new InvalidReplayError(`recorded with seed ${data.seed}, not this run's seed`);

  const ticks = data.ticks;
  const commandTicks = new Int32Array(data.commands.length);
  const commands: HeadsetCommand[][] = [];
  let tick = 0;
  data.commands.forEach((entry, i) => {
    const [step] = entry;
    if (step % INPUT_SAMPLE_STEPS !== 0 || (i > 0 && step === 0))
      throw new InvalidReplayError(
        `commands.${i}: not on an input sample (every ${INPUT_SAMPLE_STEPS} steps)`,
      );
    tick += step;
    if (tick >= ticks) throw new InvalidReplayError(`commands.${i}: after the run's last step`);
    commandTicks[i] = tick;
    commands.push([commandOf(entry)]);
  });

  const world = createHeadsetWorld(seed);
  const none: readonly HeadsetCommand[] = [];
  const { afterStep } = options;
  const every = options.checkpoints ?? 0;
  if (every !== 0 && !(Number.isInteger(every) && every > 0))
    throw new RangeError(`checkpoints must be a whole number of steps, got ${every}`);
  const checkpoints: WorldCheckpoint[] = [];
  let next = 0;
  for (let t = 0; t < ticks; t++) {
    if (isRunOver(world))
      throw new InvalidReplayError(`the run ended at step ${t}, but the replay goes on to step ${ticks}`);
    let stepCommands = none;
    if (next < commandTicks.length && commandTicks[next] === t) stepCommands = commands[next++]!;
    stepHeadsetWorld(world, stepCommands);
    if (afterStep) afterStep(world);
    if (every !== 0 && (t + 1) % every === 0) recordCheckpoint(checkpoints, world);
  }
  if (every !== 0) recordCheckpoint(checkpoints, world);
  return {
    score: scoreOf(world),
    durationMs: durationOf(ticks),
    ticks,
    finds: findsOf(world),
    timeUp: isRunOver(world),
    visual: data.visual,
    checkpoints,
  };
}
