import { z } from 'zod';
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

export interface MouseReplayOptions {
  /**
   * Hash the world every this many steps and after the last (CHECKPOINT_STEPS for the golden replays), so
   * another engine, or the same code after a change, can tell where its state first departs from this run's.
   */
  checkpoints?: number;
  /**
   * Called after every step, before that step's checkpoint: for tests and tools that probe or perturb a run.
   * The server passes none.
   */
  afterStep?: (world: MouseWorld) => void;
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
  const parsed = MouseGameDataSchema.safeParse(gameData);
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
  const commands: MouseCommand[][] = [];
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
    commands.push([
      entry.length === 2
        ? { kind: 'steer', quanta: entry[1] }
        : { kind: 'keys', left: (entry[2] & KEY_LEFT_BIT) !== 0, right: (entry[2] & KEY_RIGHT_BIT) !== 0 },
    ]);
  });

  const world = createMouseWorld(seed, 'game');
  const none: readonly MouseCommand[] = [];
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
    stepMouseWorld(world, stepCommands);
    if (afterStep) afterStep(world);
    if (every !== 0 && (t + 1) % every === 0) recordCheckpoint(checkpoints, world);
  }
  if (every !== 0) recordCheckpoint(checkpoints, world);
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
