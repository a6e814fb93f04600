import { createCommandRecorder } from '../command-recorder.ts';
import { STEP_US_TIMES_3, stepOfUs } from './beat-time.ts';
import {
  KEY_NAMES,
  type KeyboardCommand,
  type KeyboardEvent,
  type KeyboardInput,
  type KeyName,
} from './commands.ts';
import type { KeyboardGameData, KeyLetter, ReplayEntry } from './replay-format.ts';
import {
  CALIBRATION_LIMIT_MS,
  LATE_PRESS_LIMIT_MS,
  MAX_PRESSES_PER_SECOND,
  RULES_OF_VERSION,
  RULES_VERSION,
  STEPS_PER_SECOND,
  type KeyboardRulesVersion,
} from './rules.ts';
import { scoreOf } from './score-run.ts';
import { isRunOver, stepKeyboardWorld } from './step-world.ts';
import { createKeyboardView, type KeyboardView } from './view.ts';
import { createKeyboardWorld, type KeyboardWorld } from './world.ts';

export interface KeyboardGameOptions {
  /** The device's audio-to-input offset, ms: rounded and clamped to a whole number in −250 … 250. Default 0. */
  calibrationMs?: number;
  /**
   * The rules version to play under (rules.ts RULES_VERSIONS), written into the recording. Default the current
   * one: the browser always plays it; tests and benches record older versions' runs with it.
   */
  rulesVersion?: KeyboardRulesVersion;
}

/**
 * One Jungle Board game for the browser (and for bots): hand it each frame's key presses, stamped with the music's
 * time, step it at the fixed rate, draw its view. It queues, records and releases the presses itself, so what the
 * server replays is exactly what the systems saw here.
 */
export interface KeyboardGame {
  readonly seed: number;
  readonly calibrationMs: number;
  /** Steps run since the last reset; music time is tick × 1000/60 ms. */
  readonly tick: number;
  readonly over: boolean;
  readonly score: number;
  /** The run's duration so far, whole ms of music time. */
  readonly durationMs: number;
  readonly view: KeyboardView;
  /**
   * The current run's ECS world, read-only by contract: a scene keeps its `eid → node` map from it and reads
   * components; it never writes them. `reset()` starts a new world, so whoever observes must read this again.
   */
  readonly world: KeyboardWorld;
  /**
   * One fixed step. Inputs (any number, any time) are queued by time: each is released to the step whose span
   * [tick·dt, (tick+1)·dt) holds its timeMs (a press already in the past is released on this step), recorded, and
   * judged by its own time: a late frame cannot change a rating. A press more than 250 ms before this step's start,
   * or beyond 30 within a second, is dropped (the server would refuse it). The first step is the start. Returns the
   * step's events (valid until the next step). Does nothing once over.
   */
  step(inputs?: readonly KeyboardInput[]): readonly KeyboardEvent[];
  /** "Stop re-arms the start signal": a fresh world, waiting for start, with this seed or another. */
  reset(seed?: number): void;
  /** The replay of the run so far: what POST games/end sends as game_data. */
  recording(): KeyboardGameData;
}

const NO_EVENTS: readonly KeyboardEvent[] = [];

export const KEY_LETTERS: Readonly<Record<KeyName, KeyLetter>> = {
  left: 'l',
  right: 'r',
  up: 'u',
  down: 'd',
};

export function durationOf(ticks: number): number {
  return Math.round((ticks * 1000) / STEPS_PER_SECOND);
}

/** A calibration as the rules take it: a whole number of ms in −250 … 250 (anything else counts as 0). */
export function clampCalibration(ms: number | undefined): number {
  if (ms === undefined || !Number.isFinite(ms)) return 0;
  const whole = Math.round(ms);
  return whole < -CALIBRATION_LIMIT_MS
    ? -CALIBRATION_LIMIT_MS
    : whole > CALIBRATION_LIMIT_MS
      ? CALIBRATION_LIMIT_MS
      : whole + 0;
}

/** A press as its replay entry (replay-format.ts). */
export function entryOf(gap: number, command: KeyboardCommand): ReplayEntry {
  return [gap, KEY_LETTERS[command.key], command.timeUs / 1000];
}

export function createKeyboardGame(seed: number, options: KeyboardGameOptions = {}): KeyboardGame {
  let currentSeed = seed;
  const calibrationMs = clampCalibration(options.calibrationMs);
  const rules = RULES_OF_VERSION[options.rulesVersion ?? RULES_VERSION];
  let world = createKeyboardWorld(currentSeed, calibrationMs, rules);
  let recorder = createCommandRecorder(entryOf);
  /** Presses not yet released, by time (stable: equal times keep their order). */
  let queue: KeyboardCommand[] = [];
  /** The steps of the last MAX_PRESSES_PER_SECOND presses released, as a ring. */
  let recent = new Int32Array(MAX_PRESSES_PER_SECOND).fill(-STEPS_PER_SECOND);
  let pressCount = 0;
  const released: KeyboardCommand[] = [];
  const view = createKeyboardView(() => world);

  const offer = (input: KeyboardInput, tick: number) => {
    if (input.kind !== 'press' || !KEY_NAMES.includes(input.key) || !Number.isFinite(input.timeMs)) return;
    const timeUs = Math.round(input.timeMs * 1000);
    // More than 250 ms before this step's start: no honest client hands a press that late.
    if (3 * timeUs < STEP_US_TIMES_3 * tick - 3000 * LATE_PRESS_LIMIT_MS) return;
    let at = queue.length;
    while (at > 0 && queue[at - 1]!.timeUs > timeUs) at--;
    queue.splice(at, 0, { key: input.key, timeUs });
  };

  return {
    get seed() {
      return currentSeed;
    },
    calibrationMs,
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
      const tick = world.ctx.tick;
      if (inputs) for (const input of inputs) offer(input, tick);
      released.length = 0;
      let due = 0;
      while (due < queue.length && stepOfUs(queue[due]!.timeUs) <= tick) due++;
      for (let i = 0; i < due; i++) {
        const press = queue[i]!;
        // At most 30 presses in any 60 steps: the 30th press back must be a second ago.
        const slot = pressCount % MAX_PRESSES_PER_SECOND;
        if (tick - recent[slot]! < STEPS_PER_SECOND) continue;
        recent[slot] = tick;
        pressCount++;
        recorder.record(tick, press);
        released.push(press);
      }
      if (due > 0) queue = queue.slice(due);
      stepKeyboardWorld(world, released);
      return world.ctx.events;
    },
    reset(nextSeed) {
      if (nextSeed !== undefined) currentSeed = nextSeed;
      world = createKeyboardWorld(currentSeed, calibrationMs, rules);
      recorder = createCommandRecorder(entryOf);
      queue = [];
      recent = new Int32Array(MAX_PRESSES_PER_SECOND).fill(-STEPS_PER_SECOND);
      pressCount = 0;
    },
    recording() {
      return {
        rulesVersion: rules.version,
        seed: currentSeed,
        ticks: world.ctx.tick,
        calibrationMs,
        commands: recorder.entries(),
      };
    },
  };
}
