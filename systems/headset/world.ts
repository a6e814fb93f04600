import { createWorld } from 'bitecs';
import {
  createHeadsetComponents,
  spawnAudioEmitter,
  spawnCharacter,
  spawnHunt,
  type HeadsetComponents,
} from '../../components/headset/index.ts';
import { registerQueries, type RegisteredQueries } from '../register-queries.ts';
import { createRandom } from '../random.ts';
import type { GameWorld, StepContext } from '../system.ts';
import type { HeadsetCommand, HeadsetEvent } from './commands.ts';
import { headsetQueries } from './queries.ts';
import { DRAIN_UNITS_START, INITIAL_TIME_UNITS, SOURCE_COUNT, SOURCE_HEIGHT } from './rules.ts';

export interface HeadsetWorldData {
  /** This world's own component stores (never shared with another world). */
  readonly c: HeadsetComponents;
  /** This world's registered queries (systems/headset/queries.ts), live lists of entities for systems to iterate. */
  readonly queries: RegisteredQueries<typeof headsetQueries>;
}
export type HeadsetWorld = GameWorld<HeadsetCommand, HeadsetEvent, HeadsetWorldData>;

/**
 * A fresh world at the start of a run, with its own stores, queries and seeded source: the character at the
 * floor's centre facing +z, the hunt (the clock full, the first source due on the first step) and the three
 * audio objects, hidden.
 */
export function createHeadsetWorld(seed: number): HeadsetWorld {
  const ctx: StepContext<HeadsetCommand, HeadsetEvent> = {
    dtMs: 1000 / 60,
    tick: 0,
    commands: [],
    rng: createRandom(seed),
    events: [],
  };
  const c = createHeadsetComponents();
  const base = createWorld({ ctx, c });
  const world: HeadsetWorld = Object.assign(base, { queries: registerQueries(base, c, headsetQueries) });
  spawnCharacter(world);
  spawnHunt(world, { unitsLeft: INITIAL_TIME_UNITS, drainPerStep: DRAIN_UNITS_START });
  for (let src = 0; src < SOURCE_COUNT; src++) spawnAudioEmitter(world, { src, y: SOURCE_HEIGHT });
  return world;
}
