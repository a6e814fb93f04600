import { createCommandRecorder } from '../command-recorder.ts';
import type { HeadsetCommand, HeadsetEvent, HeadsetInput } from './commands.ts';
import type { HeadsetGameData, ReplayEntry } from './replay-format.ts';
import { RULES_VERSION, STEPS_PER_SECOND } from './rules.ts';
import { createInputSampler, type InputSampler } from './sample-input.ts';
import { characterOf } from './queries.ts';
import { scoreOf } from './score-hunt.ts';
import { isRunOver, stepHeadsetWorld } from './step-world.ts';
import { createHeadsetView, type HeadsetView } from './view.ts';
import { createHeadsetWorld, type HeadsetWorld } from './world.ts';

export interface HeadsetGameOptions {
  /**
   * Visual mode, for players who cannot hear: the browser shows a ripple towards the source. It changes neither
   * the rules nor the score; the replay records it for review. Default false.
   */
  visual?: boolean;
}

/**
 * One Headspace game for the browser (and for bots): feed it each frame's raw input, step it at the fixed rate,
 * draw its view. It samples and records the input itself, so what the server replays is exactly what the systems
 * saw here.
 */
export interface HeadsetGame {
  readonly seed: number;
  readonly visual: boolean;
  /** Steps run since the last reset; simulation time is tick / 60 s. */
  readonly tick: number;
  readonly over: boolean;
  readonly score: number;
  /** The run's duration so far, in whole ms of simulation time. */
  readonly durationMs: number;
  readonly view: HeadsetView;
  /**
   * The current run's ECS world, read-only by contract: a scene keeps its `eid → node` map from it (one `query`
   * for the entities that exist, `observe(world, onAdd(…))` for later ones) and reads components; it never writes
   * them. `reset()` starts a new world, so whoever observes must read this again afterwards.
   */
  readonly world: HeadsetWorld;
  /**
   * Runs one fixed step with this frame's raw input (any number of inputs: turns add up, the latest walk and keys
   * count). The first step is the start: it shows the first source. Returns the step's events (valid until the
   * next step). Does nothing once the run is over.
   */
  step(inputs?: readonly HeadsetInput[]): readonly HeadsetEvent[];
  /** Starts over (the restart): the clock full, the character at the centre, the indicator off. */
  reset(seed?: number): void;
  /** The replay of the run so far: what POST games/end sends as game_data. */
  recording(): HeadsetGameData;
}

const NO_COMMANDS: readonly HeadsetCommand[] = [];
const NO_EVENTS: readonly HeadsetEvent[] = [];

export function durationOf(ticks: number): number {
  return Math.round((ticks * 1000) / STEPS_PER_SECOND);
}

/** A command as its replay entry (replay-format.ts). */
export function entryOf(gap: number, command: HeadsetCommand): ReplayEntry {
  if (command.kind === 'turn') return [gap, command.quanta];
  if (command.kind === 'walk') return [gap, 'walk', command.held ? 1 : 0];
  return [gap, 'keys', command.bits];
}

export function createHeadsetGame(seed: number, options: HeadsetGameOptions = {}): HeadsetGame {
  let currentSeed = seed;
  const visual = options.visual ?? false;
  let world: HeadsetWorld = createHeadsetWorld(currentSeed);
  let sampler: InputSampler = createInputSampler();
  let recorder = createCommandRecorder(entryOf);
  const single: HeadsetCommand[] = [];
  const view = createHeadsetView(() => world);

  return {
    get seed() {
      return currentSeed;
    },
    visual,
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
      const { Controls } = world.c;
      const character = characterOf(world);
      const tick = world.ctx.tick;
      const command = sampler.take(tick, Controls.pointerHeld[character] === 1, Controls.keys[character]!);
      let commands = NO_COMMANDS;
      if (command) {
        recorder.record(tick, command);
        single[0] = command;
        commands = single;
      }
      stepHeadsetWorld(world, commands);
      return world.ctx.events;
    },
    reset(nextSeed) {
      if (nextSeed !== undefined) currentSeed = nextSeed;
      world = createHeadsetWorld(currentSeed);
      sampler = createInputSampler();
      recorder = createCommandRecorder(entryOf);
    },
    recording() {
      return {
        rulesVersion: RULES_VERSION,
        seed: currentSeed,
        ticks: world.ctx.tick,
        visual,
        commands: recorder.entries(),
      };
    },
  };
}
