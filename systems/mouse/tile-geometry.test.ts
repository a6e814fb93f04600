import { describe, expect, it } from 'vitest';
import { CIRCUIT_LANE_WIDTH, CIRCUIT_TILE_SIZE } from '../../assets/models/game-pieces/circuit-tile.ts';
import { isOnLane, laneCentreAt, laneDelta, laneX, TileKind, tileCentreZ } from './tile-geometry.ts';
import { shiftChance } from './generate-tile.ts';
import {
  LANE_SPACING,
  PATH_HALF_WIDTH,
  PLAYER_X_LIMIT,
  SHIFT_CHANCE_MAX,
  SHIFT_END,
  SHIFT_START,
  TILE_SIZE,
} from './rules.ts';

describe('circuit tile geometry (shared with the scene)', () => {
  it('matches the tile model the scene draws: its size and its lane, rail edge to rail edge', () => {
    expect(TILE_SIZE).toBe(CIRCUIT_TILE_SIZE);
    expect(PATH_HALF_WIDTH * 2).toBe(CIRCUIT_LANE_WIDTH);
    // A sphere centred on one lane is off its neighbour: a lane change must be steered.
    expect(LANE_SPACING).toBeGreaterThan(PATH_HALF_WIDTH);
  });

  it('keeps a straight tile’s lane; bends a lane change at 45° in the middle of its tile', () => {
    for (const p of [0, 0.3, 0.5, 0.99]) expect(laneCentreAt(TileKind.straight, 1, p)).toBe(laneX(1));
    expect(SHIFT_END - SHIFT_START).toBeCloseTo(LANE_SPACING / TILE_SIZE, 15);
    expect(laneCentreAt(TileKind.shiftRight, 0, 0)).toBe(0);
    expect(laneCentreAt(TileKind.shiftRight, 0, SHIFT_START)).toBe(0);
    expect(laneCentreAt(TileKind.shiftRight, 0, 0.5)).toBeCloseTo(0.15, 15);
    expect(laneCentreAt(TileKind.shiftRight, 0, SHIFT_END)).toBeCloseTo(0.3, 15);
    expect(laneCentreAt(TileKind.shiftLeft, 0, 1)).toBeCloseTo(-0.3, 15);
    expect([
      laneDelta(TileKind.shiftLeft),
      laneDelta(TileKind.straight),
      laneDelta(TileKind.shiftRight),
    ]).toEqual([-1, 0, 1]);
  });

  it('counts a sphere as on the lines within the lane’s half width of its centre', () => {
    expect(isOnLane(TileKind.straight, 0, 0.5, PATH_HALF_WIDTH)).toBe(true);
    expect(isOnLane(TileKind.straight, 0, 0.5, -PATH_HALF_WIDTH - 1e-9)).toBe(false);
    expect(isOnLane(TileKind.shiftRight, 0, 0.5, 0.15 + PATH_HALF_WIDTH - 1e-9)).toBe(true);
    expect(isOnLane(TileKind.straight, 2, 0.5, PLAYER_X_LIMIT)).toBe(false);
  });

  it('places tile centres relative to the player', () => {
    expect(tileCentreZ(0, 0)).toBe(0.5);
    expect(tileCentreZ(3, 2.25)).toBe(1.25);
  });

  it('makes lane changes commoner with distance, never in the tutorial', () => {
    expect([shiftChance(-2), shiftChance(0), shiftChance(2)]).toEqual([0, 0, 0]);
    expect(shiftChance(3)).toBeGreaterThan(0);
    expect(shiftChance(100)).toBeGreaterThan(shiftChance(3));
    expect(shiftChance(100_000)).toBe(SHIFT_CHANCE_MAX);
  });
});
