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
import {
  CAMERA_START,
  CURRENT_RULES,
  INITIAL_UNITS_PER_BEAT,
  STEPS_PER_SECOND,
  type KeyboardRules,
} from './rules.ts';

export interface KeyboardWorldData {
  /** This world's own component stores. */
  readonly c: KeyboardComponents;
  readonly queries: RegisteredQueries<typeof keyboardQueries>;
  /** The player's audio-to-input offset (ms) from the calibration, subtracted from every press's time. */
  readonly calibrationMs: number;
  /**
   * The rules version's own numbers (rules.ts). Not a component: like the calibration it is fixed for the world's
   * life, so it is not part of the state a checkpoint hashes (version 1 worlds hash as they always did).
   */
  readonly rules: KeyboardRules;
}
export type KeyboardWorld = GameWorld<KeyboardCommand, KeyboardEvent, KeyboardWorldData>;

/**
 * A fresh world under `rules` (the current version's unless a replay names another): the runner at the camera's
 * start and the beat tracker, waiting for start; no rows yet.
 */
export function createKeyboardWorld(
  seed: number,
  calibrationMs = 0,
  rules: KeyboardRules = CURRENT_RULES,
): KeyboardWorld {
  const ctx: StepContext<KeyboardCommand, KeyboardEvent> = {
    dtMs: 1000 / STEPS_PER_SECOND,
    tick: 0,
    commands: [],
    rng: createRandom(seed),
    events: [],
  };
  const c = createKeyboardComponents();
  const base = createWorld({ ctx, c, calibrationMs, rules });
  const world: KeyboardWorld = Object.assign(base, { queries: registerQueries(base, c, keyboardQueries) });
  spawnRunner(world, CAMERA_START);
  spawnTracker(world, { unitsPerBeat: INITIAL_UNITS_PER_BEAT });
  return world;
}
