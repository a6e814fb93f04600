import { createWorld } from 'bitecs';
import {
  createMouseComponents,
  spawnCircuit,
  spawnCircuitTile,
  spawnPlayer,
  type MouseComponents,
} from '../../components/mouse/index.ts';
import { registerQueries, type RegisteredQueries } from '../register-queries.ts';
import { createRandom } from '../random.ts';
import type { GameWorld, StepContext } from '../system.ts';
import type { MouseCommand, MouseEvent } from './commands.ts';
import { generateTile } from './generate-tile.ts';
import { mouseQueries } from './queries.ts';
import {
  HEALTH_POINTS,
  SAFE_MODE_STEPS,
  SPEED_IDLE,
  SPEED_MAX_DEFAULT,
  SPEED_MAX_GAME,
  SPEED_START,
  TILE_COUNT,
  TILES_BEHIND,
} from './rules.ts';
import { ScrollMode, type MouseMode } from './scroll-mode.ts';

export interface MouseWorldData {
  /** This world's own component stores (never shared with another world). */
  readonly c: MouseComponents;
  /** This world's registered queries (systems/mouse/queries.ts), live lists of entities for systems to iterate. */
  readonly queries: RegisteredQueries<typeof mouseQueries>;
  /** The tile entity showing path index i sits in slot i mod TILE_COUNT, so finding a tile is one lookup. */
  readonly tileBySlot: Int32Array;
}
export type MouseWorld = GameWorld<MouseCommand, MouseEvent, MouseWorldData>;

export function tileSlot(index: number): number {
  return index - TILE_COUNT * Math.floor(index / TILE_COUNT);
}

/**
 * A fresh world at the start of a run, with its own stores, queries and seeded source: the player (full health,
 * the safe period), the circuit (the mode's starting speed) and the pool of tiles, generated in path order.
 */
export function createMouseWorld(seed: number, mode: MouseMode): MouseWorld {
  const ctx: StepContext<MouseCommand, MouseEvent> = {
    dtMs: 1000 / 60,
    tick: 0,
    commands: [],
    rng: createRandom(seed),
    events: [],
  };
  const c = createMouseComponents();
  const base = createWorld({ ctx, c, tileBySlot: new Int32Array(TILE_COUNT) });
  const world: MouseWorld = Object.assign(base, { queries: registerQueries(base, c, mouseQueries) });
  spawnPlayer(world, { healthPoints: HEALTH_POINTS, safeSteps: SAFE_MODE_STEPS });
  const code = ScrollMode[mode];
  const circuit = spawnCircuit(world, {
    mode: code,
    speed: code === ScrollMode.debug ? 0 : code === ScrollMode.idle ? SPEED_IDLE : SPEED_START,
    speedMax: code === ScrollMode.game ? SPEED_MAX_GAME : SPEED_MAX_DEFAULT,
    firstTileIndex: -TILES_BEHIND,
  });
  // The pool, from TILES_BEHIND behind the player to the rest ahead, generated in path order.
  for (let index = -TILES_BEHIND; index < TILE_COUNT - TILES_BEHIND; index++) {
    const tile = spawnCircuitTile(world, { index });
    world.tileBySlot[tileSlot(index)] = tile;
    generateTile(world, circuit, tile, index);
  }
  return world;
}
