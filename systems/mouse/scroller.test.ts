import { describe, expect, it } from 'vitest';
import { driveMouse } from './driver.ts';
import {
  CLIPPING_PLANE_CONSTANT,
  LANE_MAX,
  LANE_MIN,
  SPEED_IDLE,
  SPEED_MAX_GAME,
  SPEED_START,
  STEPS_PER_SECOND,
  TILE_COUNT,
  TILE_SIZE,
  TILE_VISIBLE_COUNT,
  TUTORIAL_TILE_COUNT,
} from './rules.ts';
import type { MouseView } from './view.ts';

function sortedTiles(view: MouseView) {
  return [...view.tiles].sort((a, b) => a.index - b.index);
}

describe('Circuit Shutdown scroller (spec §3, §4, §9)', () => {
  it('pools 12 tiles of size 1, 4 visible ahead, 3 straight tutorial tiles on the centre lane first', () => {
    expect([TILE_COUNT, TILE_VISIBLE_COUNT, TUTORIAL_TILE_COUNT, TILE_SIZE]).toEqual([12, 4, 3, 1]);
    const { view } = driveMouse(5);
    expect(view.tiles).toHaveLength(12);
    expect(view.clippingPlaneConstant).toBe(CLIPPING_PLANE_CONSTANT);
    const tiles = sortedTiles(view);
    expect(tiles.filter((t) => t.tutorial).map((t) => [t.index, t.kindName, t.entryLane])).toEqual([
      [0, 'straight', 0],
      [1, 'straight', 0],
      [2, 'straight', 0],
    ]);
    expect(tiles.filter((t) => t.visible && t.index >= 0).map((t) => t.index)).toEqual([0, 1, 2, 3]);
  });

  it('recycles tiles behind the player to the front as one continuous path within the lanes', () => {
    const d = driveMouse(5).stepUntil(() => false, 60 * STEPS_PER_SECOND, true);
    expect(d.view.over).toBe(false);
    const tiles = sortedTiles(d.view);
    const first = tiles[0]!.index;
    expect(tiles.map((t) => t.index)).toEqual(Array.from({ length: 12 }, (_, i) => first + i));
    expect(first).toBeGreaterThan(50);
    for (let i = 1; i < tiles.length; i++) expect(tiles[i]!.entryLane).toBe(tiles[i - 1]!.exitLane);
    for (const t of tiles) {
      expect(t.entryLane).toBeGreaterThanOrEqual(LANE_MIN);
      expect(t.exitLane).toBeLessThanOrEqual(LANE_MAX);
    }
    expect(tiles.filter((t) => t.visible && t.z > -0.5).length).toBeGreaterThanOrEqual(4);
    // The player stands on the tile containing distance: the nearest tile straddles z = 0.
    expect(tiles.some((t) => t.z - 0.5 <= 0 && t.z + 0.5 > 0)).toBe(true);
  });

  it('game mode: starts at 0.1 and gains 0.005 per second (0.4 after 60 s), capped at 1 after 180 s', () => {
    const d = driveMouse(5);
    expect(d.view.speed).toBe(SPEED_START);
    d.stepUntil(() => false, 60 * STEPS_PER_SECOND, true);
    expect(d.view.points).toBe(3);
    expect(d.view.speed).toBeCloseTo(0.4, 12);
    d.stepUntil(() => false, 120 * STEPS_PER_SECOND - 1, true);
    expect(d.view.points).toBe(3);
    expect(d.game.tick).toBe(180 * STEPS_PER_SECOND - 1);
    expect(d.view.speed).toBeCloseTo(SPEED_START + (0.005 * (180 * STEPS_PER_SECOND - 1)) / 60, 12);
    expect(d.view.speed).toBeLessThan(1);
    d.stepUntil(() => false, 1, true);
    expect(d.view.speed).toBe(SPEED_MAX_GAME);
    d.stepUntil(() => false, 600, true);
    expect(d.view.speed).toBe(SPEED_MAX_GAME);
  });

  it('does not accelerate while a hit is pending or during the invulnerability that follows', () => {
    const d = driveMouse(1).steerPx(320).step(120);
    const before = d.view.speed;
    expect(before).toBeCloseTo(SPEED_START + 0.005 * 2, 12);
    d.step(1); // step 121: the hit becomes pending
    expect(d.view.willHit).toBe(true);
    d.step(15 + 149); // through the hit (136) to the last invulnerable step (285)
    expect(d.view.invulnerable).toBe(true);
    expect(d.view.speed).toBe(before);
    d.steerPx(0)
      .step(2)
      .stepUntil((v) => v.onPath && !v.willHit && !v.invulnerable, 60);
    const recovered = d.view.speed;
    d.step(60);
    expect(d.view.speed - recovered).toBeCloseTo(0.005, 12);
  });

  it('idle mode scrolls at 0.1 without accelerating; debug mode stands still', () => {
    const idle = driveMouse(5, { mode: 'idle' }).step(600);
    expect(idle.view.speed).toBe(SPEED_IDLE);
    expect(idle.view.distance).toBeCloseTo((600 * (0.1 * 8)) / 60, 9);
    const debug = driveMouse(5, { mode: 'debug' }).step(600);
    expect(debug.view.speed).toBe(0);
    expect(debug.view.distance).toBe(0);
  });

  it('setMode switches and starts over', () => {
    const d = driveMouse(5, { mode: 'idle' }).step(100);
    d.game.setMode('game');
    expect(d.game.mode).toBe('game');
    expect(d.game.tick).toBe(0);
    expect(d.view).toMatchObject({ speed: SPEED_START, distance: 0, points: 3, safe: true });
  });
});
