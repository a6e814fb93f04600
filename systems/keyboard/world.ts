import { createWorld } from 'bitecs';
import {
  createKeyboardComponents,
  spawnRunner,
  spawnTracker,
  type KeyboardComponents,
} from '../../components/keyboard/index.ts';
import { registerQueries, type RegisteredQueries } from '../register-queries.ts';
import { createRandom } from '../random.ts';
import type { GameWorld, StepContext } from '../system.ts';
import type { KeyboardCommand, KeyboardEvent } from './commands.ts';
import { keyboardQueries } from './queries.ts';
import { CAMERA_START, STEPS_PER_SECOND } from './rules.ts';

export interface KeyboardWorldData {
  /** This world's own component stores. */
  readonly c: KeyboardComponents;
  readonly queries: RegisteredQueries<typeof keyboardQueries>;
  /** The player's audio-to-input offset (ms) from the calibration, subtracted from every press's time. */
  readonly calibrationMs: number;
}
export type KeyboardWorld = GameWorld<KeyboardCommand, KeyboardEvent, KeyboardWorldData>;

/** A fresh world: the runner at the camera's start and the beat tracker, waiting for start; no rows yet. */
export function createKeyboardWorld(seed: number, calibrationMs = 0, unitsPerBeat = 2): KeyboardWorld {
  const ctx: StepContext<KeyboardCommand, KeyboardEvent> = {
    dtMs: 1000 / STEPS_PER_SECOND,
    tick: 0,
    commands: [],
    rng: createRandom(seed),
    events: [],
  };
  const c = createKeyboardComponents();
  const base = createWorld({ ctx, c, calibrationMs });
  const world: KeyboardWorld = Object.assign(base, { queries: registerQueries(base, c, keyboardQueries) });
  spawnRunner(world, CAMERA_START);
  spawnTracker(world, { unitsPerBeat });
  return world;
}
