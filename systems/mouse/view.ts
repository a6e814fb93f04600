import type { MouseWorld } from './world.ts';
import { circuitOf, playerOf } from './queries.ts';
import { laneDelta, laneX, TILE_KIND_NAMES, tileCentreZ, type TileKindName } from './tile-geometry.ts';
import {
  CLIPPING_PLANE_CONSTANT,
  HEALTH_POINTS,
  HIT_DELAY_STEPS,
  PX_PER_QUANTUM,
  TILE_COUNT,
  TILE_SIZE,
  TUTORIAL_TILE_COUNT,
} from './rules.ts';
import { scoreOf } from './score-run.ts';

/** One pooled tile as the scene and a player see it. The object of a slot stays the same for the whole game. */
export interface TileView {
  readonly eid: number;
  /** Position along the path (0 is the first tutorial tile). */
  readonly index: number;
  readonly kind: number;
  readonly kindName: TileKindName;
  readonly entryLane: number;
  readonly exitLane: number;
  /** x to translate the tile model by: its entry lane's centre. */
  readonly x: number;
  /** z of the tile's centre relative to the player (who stays at z = 0). */
  readonly z: number;
  /** Nearer than the clipping plane: drawn, and all a player can see of the path ahead. */
  readonly visible: boolean;
  readonly tutorial: boolean;
}

/** Read-only state for rendering, the HUD and bots: getters over the live stores, nothing copied per frame. */
export interface MouseView {
  readonly x: number;
  readonly previousX: number;
  /** The steering target in px: the input adapter adds pointer movement to it, so keys and pointer agree. */
  readonly targetPx: number;
  readonly tiles: readonly TileView[];
  readonly distance: number;
  readonly speed: number;
  readonly points: number;
  readonly willHit: boolean;
  readonly invulnerable: boolean;
  readonly safe: boolean;
  readonly canHit: boolean;
  /** The temperature gauge, 0 (cool) to 1 (shut down): points lost plus the pending hit's progress. */
  readonly heat: number;
  readonly onPath: boolean;
  readonly score: number;
  readonly over: boolean;
  readonly clippingPlaneConstant: number;
}

export function createMouseView(world: () => MouseWorld): MouseView {
  const tiles: TileView[] = [];
  for (let slot = 0; slot < TILE_COUNT; slot++) {
    const eidOf = (w: MouseWorld) => w.tileBySlot[slot]!;
    const indexOf = (w: MouseWorld) => w.c.CircuitTile.index[eidOf(w)]!;
    const kindOf = (w: MouseWorld) => w.c.CircuitTile.kind[eidOf(w)]!;
    const entryOf = (w: MouseWorld) => w.c.CircuitTile.entryLane[eidOf(w)]!;
    const distanceOf = (w: MouseWorld) => w.c.Scroller.distance[circuitOf(w)]!;
    tiles.push({
      get eid() {
        return eidOf(world());
      },
      get index() {
        return indexOf(world());
      },
      get kind() {
        return kindOf(world());
      },
      get kindName() {
        return TILE_KIND_NAMES[kindOf(world())]!;
      },
      get entryLane() {
        return entryOf(world());
      },
      get exitLane() {
        const w = world();
        return entryOf(w) + laneDelta(kindOf(w));
      },
      get x() {
        return laneX(entryOf(world()));
      },
      get z() {
        const w = world();
        return tileCentreZ(indexOf(w), distanceOf(w));
      },
      get visible() {
        const w = world();
        return indexOf(w) * TILE_SIZE - distanceOf(w) < CLIPPING_PLANE_CONSTANT;
      },
      get tutorial() {
        const index = indexOf(world());
        return index >= 0 && index < TUTORIAL_TILE_COUNT;
      },
    });
  }
  const health = () => {
    const w = world();
    return { h: w.c.Health, p: playerOf(w) };
  };
  return {
    get x() {
      const w = world();
      return w.c.LateralPosition.x[playerOf(w)]!;
    },
    get previousX() {
      const w = world();
      return w.c.LateralPosition.previousX[playerOf(w)]!;
    },
    get targetPx() {
      const w = world();
      return w.c.Steering.targetQuanta[playerOf(w)]! * PX_PER_QUANTUM;
    },
    tiles,
    get distance() {
      const w = world();
      return w.c.Scroller.distance[circuitOf(w)]!;
    },
    get speed() {
      const w = world();
      return w.c.Scroller.speed[circuitOf(w)]!;
    },
    get points() {
      const { h, p } = health();
      return h.points[p]!;
    },
    get willHit() {
      const { h, p } = health();
      return h.willHit[p] === 1;
    },
    get invulnerable() {
      const { h, p } = health();
      return h.invulnerable[p] === 1;
    },
    get safe() {
      const { h, p } = health();
      return h.safeStepsLeft[p]! > 0;
    },
    get canHit() {
      const { h, p } = health();
      return h.points[p]! > 0 && h.willHit[p] === 0 && h.invulnerable[p] === 0 && h.safeStepsLeft[p] === 0;
    },
    get heat() {
      const { h, p } = health();
      const pending = h.willHit[p] === 1 ? (HIT_DELAY_STEPS - h.hitStepsLeft[p]!) / HIT_DELAY_STEPS : 0;
      return (HEALTH_POINTS - h.points[p]! + pending) / HEALTH_POINTS;
    },
    get onPath() {
      const w = world();
      return w.c.PathContact.onPath[playerOf(w)] === 1;
    },
    get score() {
      return scoreOf(world());
    },
    get over() {
      const { h, p } = health();
      return h.points[p] === 0;
    },
    clippingPlaneConstant: CLIPPING_PLANE_CONSTANT,
  };
}
