import type { z } from 'zod';
import type { WorldCheckpoint } from './world-hash.ts';

/**
 * What every game's replay shares, whatever its commands: the header checks (the schema, the rules version, the
 * seed), the command timeline (gaps on input samples, none after the last step) and the loop that plays it step by
 * step with checkpoints. Each game keeps its schema, its commands and what its result reads from the world.
 */

/** A replay that cannot be played; the server answers its message as the reason for refusing the run. */
export class InvalidReplayError extends Error {
  override name = 'InvalidReplayError';
}

/** The first issue as `path: message`, so the refusal names the field a person has to look at. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'malformed game data';
  const where = issue.path.length ? issue.path.join('.') : 'game data';
  return `${where}: ${issue.message}`;
}

/** The header every game's replay starts with. */
export interface ReplayHeader {
  rulesVersion: number;
  seed?: number | undefined;
}

/** The versions a server plays, as a refusal names them: "version 1", "versions 1 and 2". */
function describeVersions(versions: readonly number[]): string {
  if (versions.length === 1) return `version ${versions[0]}`;
  return `versions ${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}

/**
 * Parses a replay against the game's schema, then checks that it was recorded under rules this server plays (one
 * version, or each of a list: a game that changed its rules keeps replaying its older runs under their own, and
 * reads which from the replay's rulesVersion) and (when it says) with this run's seed.
 */
export function parseReplay<S extends z.ZodType<ReplayHeader>>(
  schema: S,
  gameData: unknown,
  seed: number,
  rulesVersions: number | readonly number[],
): z.output<S> {
  const parsed = schema.safeParse(gameData);
  if (!parsed.success) throw new InvalidReplayError(describeIssue(parsed.error));
  const data = parsed.data;
  const plays = typeof rulesVersions === 'number' ? [rulesVersions] : rulesVersions;
  if (!plays.includes(data.rulesVersion))
    throw new InvalidReplayError(
      `recorded under rules version ${data.rulesVersion}, but this server plays ${describeVersions(plays)}`,
    );
  if (data.seed !== undefined && data.seed !== seed)
    throw new InvalidReplayError(`recorded with seed ${data.seed}, not this run's seed`);
  return data;
}

/** The replay's commands by absolute step: `commands[i]` is the list played on step `ticks[i]`. */
export interface CommandTimeline<C> {
  ticks: Int32Array;
  commands: C[][];
}

/**
 * Turns the entries' gaps into absolute steps. Every entry must land on an input sample (every `sampleSteps`
 * steps), one at most per sample, and before the run's last step: an honest client records nothing else.
 */
export function commandTimeline<E extends readonly [number, ...unknown[]], C>(
  entries: readonly E[],
  ticks: number,
  sampleSteps: number,
  commandOf: (entry: E) => C,
): CommandTimeline<C> {
  const commandTicks = new Int32Array(entries.length);
  const commands: C[][] = [];
  let tick = 0;
  entries.forEach((entry, i) => {
    const [step] = entry;
    if (step % sampleSteps !== 0 || (i > 0 && step === 0))
      throw new InvalidReplayError(`commands.${i}: not on an input sample (every ${sampleSteps} steps)`);
    tick += step;
    if (tick >= ticks) throw new InvalidReplayError(`commands.${i}: after the run's last step`);
    commandTicks[i] = tick;
    commands.push([commandOf(entry)]);
  });
  return { ticks: commandTicks, commands };
}

/** The options every game's replay takes. */
export interface ReplayOptions<W> {
  /**
   * Hash the world every this many steps and after the last (CHECKPOINT_STEPS for the golden replays), so another
   * engine, or the same code after a change, can tell where its state first departs from this run's.
   */
  checkpoints?: number;
  /**
   * Called after every step, before that step's checkpoint: for tests and tools that probe or perturb a run.
   * The server passes none.
   */
  afterStep?: (world: W) => void;
}

/** What the loop needs of a game's rules. */
export interface ReplayedGame<W, C> {
  step(world: W, commands: readonly C[]): void;
  isRunOver(world: W): boolean;
  recordCheckpoint(checkpoints: WorldCheckpoint[], world: W): void;
}

/**
 * A replay played one step at a time: what the operators' viewer drives (at its own pace, paused, one frame at a
 * time) and what playTimeline runs through in one go, so the viewer shows exactly the run the server scored.
 */
export interface TimelineStepper<W> {
  readonly world: W;
  /** Steps played so far. */
  readonly tick: number;
  /** The replay's last step: the run's length in steps. */
  readonly ticks: number;
  /** Every step of the replay has been played. */
  readonly done: boolean;
  /**
   * Plays the next step with its recorded commands; false (and nothing played) once done. Throws
   * InvalidReplayError when the run ended before the replay's last step.
   */
  step(): boolean;
}

export function createTimelineStepper<W, C>(
  world: W,
  ticks: number,
  timeline: CommandTimeline<C>,
  game: Pick<ReplayedGame<W, C>, 'step' | 'isRunOver'>,
): TimelineStepper<W> {
  const none: readonly C[] = [];
  let t = 0;
  let next = 0;
  return {
    world,
    ticks,
    get tick() {
      return t;
    },
    get done() {
      return t >= ticks;
    },
    step() {
      if (t >= ticks) return false;
      if (game.isRunOver(world))
        throw new InvalidReplayError(`the run ended at step ${t}, but the replay goes on to step ${ticks}`);
      let stepCommands = none;
      if (next < timeline.ticks.length && timeline.ticks[next] === t)
        stepCommands = timeline.commands[next++]!;
      game.step(world, stepCommands);
      t++;
      return true;
    },
  };
}

/**
 * Plays `ticks` steps of the timeline on `world` and returns its checkpoints (empty unless asked for). A run that
 * ends before the replay's last step is refused: the client would have stopped recording there.
 */
export function playTimeline<W, C>(
  world: W,
  ticks: number,
  timeline: CommandTimeline<C>,
  game: ReplayedGame<W, C>,
  options: ReplayOptions<W>,
): WorldCheckpoint[] {
  const { afterStep } = options;
  const every = options.checkpoints ?? 0;
  if (every !== 0 && !(Number.isInteger(every) && every > 0))
    throw new RangeError(`checkpoints must be a whole number of steps, got ${every}`);
  const checkpoints: WorldCheckpoint[] = [];
  const stepper = createTimelineStepper(world, ticks, timeline, game);
  while (stepper.step()) {
    if (afterStep) afterStep(world);
    if (every !== 0 && stepper.tick % every === 0) game.recordCheckpoint(checkpoints, world);
  }
  if (every !== 0) game.recordCheckpoint(checkpoints, world);
  return checkpoints;
}
