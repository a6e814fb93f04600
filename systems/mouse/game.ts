import { createCommandRecorder } from '../command-recorder.ts';
import type { MouseCommand, MouseEvent, MouseInput } from './commands.ts';
import { keyBits, type MouseGameData, type ReplayEntry } from './replay-format.ts';
import { RULES_VERSION, STEPS_PER_SECOND } from './rules.ts';
import { createInputSampler, type InputSampler } from './sample-input.ts';
import { playerOf } from './queries.ts';
import type { MouseMode } from './scroll-mode.ts';
import { scoreOf } from './score-run.ts';
import { isRunOver, stepMouseWorld } from './step-world.ts';
import { createMouseView, type MouseView } from './view.ts';
import { createMouseWorld, type MouseWorld } from './world.ts';

export interface MouseGameOptions {
  /** idle: the attract loop (speed 0.1, no heat); debug: the path stands still; game: a run. Default game. */
  mode?: MouseMode;
}

/**
 * One Circuit Shutdown game for the browser (and for bots): feed it each frame's raw input, step it at the
 * fixed rate, draw its view. It samples and records the input itself, so what the server replays is exactly
 * what the systems saw here.
 */
export interface MouseGame {
  readonly seed: number;
  readonly mode: MouseMode;
  /** Steps run since the last reset; simulation time is tick / 60 s. */
  readonly tick: number;
  readonly over: boolean;
  readonly score: number;
  /** The run's duration so far, in whole ms of simulation time. */
  readonly durationMs: number;
  readonly view: MouseView;
  /**
   * The current run's ECS world, read-only by contract: a scene keeps its `eid → node` map from it with
   * `observe(world, onAdd(world.c.CircuitTile), …)` and `onRemove`, plus one `query` for the entities that
   * already exist, and reads components; it never writes them. `reset()` and `setMode()` start a new world
   * (fresh entities and stores), so whoever observes must read this again afterwards and observe anew; the
   * old world's observers simply never fire again.
   */
  readonly world: MouseWorld;
  /**
   * Runs one fixed step with this frame's raw input (any number of inputs; the latest of each kind counts).
   * Returns the step's events (valid until the next step). Does nothing once the run is over.
   */
  step(inputs?: readonly MouseInput[]): readonly MouseEvent[];
  /** Starts over: 3 points, the safe period, the starting speed, the path rebuilt from the seed. */
  reset(seed?: number): void;
  /** Switches mode and starts over (a recording always covers one mode from its start). */
  setMode(mode: MouseMode): void;
  /** The replay of the run so far: what POST games/end sends as game_data. */
  recording(): MouseGameData;
}

const NO_COMMANDS: readonly MouseCommand[] = [];
const NO_EVENTS: readonly MouseEvent[] = [];

export function durationOf(ticks: number): number {
  return Math.round((ticks * 1000) / STEPS_PER_SECOND);
}

/** A command as its replay entry (replay-format.ts). */
function entryOf(gap: number, command: MouseCommand): ReplayEntry {
  return command.kind === 'steer'
    ? [gap, command.quanta]
    : [gap, 'keys', keyBits(command.left, command.right)];
}

export function createMouseGame(seed: number, options: MouseGameOptions = {}): MouseGame {
  let currentSeed = seed;
  let mode: MouseMode = options.mode ?? 'game';
  let world: MouseWorld = createMouseWorld(currentSeed, mode);
  let sampler: InputSampler = createInputSampler();
  let recorder = createCommandRecorder(entryOf);
  const single: MouseCommand[] = [];
  const view = createMouseView(() => world);

  const start = () => {
    world = createMouseWorld(currentSeed, mode);
    sampler = createInputSampler();
    recorder = createCommandRecorder(entryOf);
  };

  return {
    get seed() {
      return currentSeed;
    },
    get mode() {
      return mode;
    },
    get tick() {
      return world.ctx.tick;
    },
    get over() {
      return isRunOver(world);
    },
    get score() {
      return scoreOf(world);
    },
    get durationMs() {
      return durationOf(world.ctx.tick);
    },
    view,
    get world() {
      return world;
    },
    step(inputs) {
      if (isRunOver(world)) return NO_EVENTS;
      if (inputs && inputs.length > 0) sampler.offer(inputs);
      const { Steering } = world.c;
      const player = playerOf(world);
      const tick = world.ctx.tick;
      const command = sampler.take(
        tick,
        Steering.targetQuanta[player]!,
        Steering.holdLeft[player] === 1,
        Steering.holdRight[player] === 1,
      );
      let commands = NO_COMMANDS;
      if (command) {
        recorder.record(tick, command);
        single[0] = command;
        commands = single;
      }
      stepMouseWorld(world, commands);
      return world.ctx.events;
    },
    reset(nextSeed) {
      if (nextSeed !== undefined) currentSeed = nextSeed;
      start();
    },
    setMode(next) {
      mode = next;
      start();
    },
    recording() {
      return {
        rulesVersion: RULES_VERSION,
        seed: currentSeed,
        ticks: world.ctx.tick,
        commands: recorder.entries(),
      };
    },
  };
}
