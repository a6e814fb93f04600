import { LANE_SPACING, PATH_HALF_WIDTH, SHIFT_END, SHIFT_START, TILE_SIZE } from './rules.ts';

/**
 * The shapes a circuit tile takes, shared by the simulation (what counts as on the path) and the Babylon scene
 * (which tile model to place where). Codes, not an enum, because they live in typed arrays.
 *
 * Every tile's lane enters at its entry lane on the near edge (progress 0) and leaves at its exit lane on the
 * far edge (progress 1). A straight tile keeps its lane (assets' circuit-tile model, translated across by
 * laneX(entryLane)). A lane change keeps the entry lane until SHIFT_START, crosses one lane at 45° (the lane
 * sheared sideways, so its width across the path stays PATH_HALF_WIDTH * 2) and keeps the exit lane from
 * SHIFT_END: its model is the straight tile with the lane bent that way.
 */
export const TileKind = {
  straight: 0,
  shiftLeft: 1,
  shiftRight: 2,
} as const;
export type TileKind = (typeof TileKind)[keyof typeof TileKind];

export const TILE_KIND_NAMES = ['straight', 'shift-left', 'shift-right'] as const;
export type TileKindName = (typeof TILE_KIND_NAMES)[number];

/** How many lanes a tile of this kind moves its trace (left is −). */
export function laneDelta(kind: number): number {
  return kind === TileKind.shiftLeft ? -1 : kind === TileKind.shiftRight ? 1 : 0;
}

/** World x of a lane's centre line. */
export function laneX(lane: number): number {
  return lane * LANE_SPACING;
}

/**
 * World x of the lane's centre line at `progress` (0 at the tile's near edge, 1 at its far edge) through a
 * tile of `kind` entering at `entryLane`.
 */
export function laneCentreAt(kind: number, entryLane: number, progress: number): number {
  const from = laneX(entryLane);
  const delta = laneDelta(kind);
  if (delta === 0 || progress <= SHIFT_START) return from;
  if (progress >= SHIFT_END) return from + delta * LANE_SPACING;
  return from + delta * LANE_SPACING * ((progress - SHIFT_START) / (SHIFT_END - SHIFT_START));
}

/** Whether a sphere centred at `x` sits on the circuit lines at `progress` through the tile. */
export function isOnLane(kind: number, entryLane: number, progress: number, x: number): boolean {
  const offset = x - laneCentreAt(kind, entryLane, progress);
  return (offset < 0 ? -offset : offset) <= PATH_HALF_WIDTH;
}

/** The z of a tile's centre relative to the player (who stays at z = 0), for placing its model. */
export function tileCentreZ(index: number, distance: number): number {
  return (index + 0.5) * TILE_SIZE - distance;
}
