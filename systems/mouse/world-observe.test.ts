import { observe, onAdd, onRemove, query, removeEntity } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { spawnCircuitTile } from '../../components/mouse/index.ts';
import { autopilotPx } from './driver.ts';
import { createMouseGame, type MouseGame } from './game.ts';

/** What a scene does with MouseGame.world: an eid → node map, fed by one query and then by observers. */
function tileMap(game: MouseGame) {
  const world = game.world;
  const nodes = new Map<number, string>();
  const log: string[] = [];
  for (const eid of query(world, [world.c.CircuitTile])) nodes.set(eid, `tile ${eid}`);
  const stopAdd = observe(world, onAdd(world.c.CircuitTile), (eid) => {
    nodes.set(eid, `tile ${eid}`);
    log.push(`+${eid}`);
  });
  const stopRemove = observe(world, onRemove(world.c.CircuitTile), (eid) => {
    nodes.delete(eid);
    log.push(`-${eid}`);
  });
  return { world, nodes, log, stop: () => (stopAdd(), stopRemove()) };
}

describe('MouseGame.world for a view’s eid → node map', () => {
  it('holds the twelve pooled tiles from the start, the same entities the view shows', () => {
    const game = createMouseGame(3);
    const { nodes, world } = tileMap(game);
    expect([...nodes.keys()].sort((a, b) => a - b)).toEqual(
      game.view.tiles.map((t) => t.eid).sort((a, b) => a - b),
    );
    expect(nodes.size).toBe(12);
    expect([...world.queries.tiles].sort()).toEqual([...nodes.keys()].sort());
  });

  it('keeps them through a run: tiles are recycled in place, never added or removed', () => {
    const game = createMouseGame(4);
    const { nodes, log } = tileMap(game);
    const before = [...nodes.keys()];
    for (let i = 0; i < 3000 && !game.over; i++)
      game.step([{ kind: 'steer', targetPx: autopilotPx(game.view) }]);
    expect(game.view.distance).toBeGreaterThan(20);
    expect(log).toEqual([]);
    expect([...nodes.keys()]).toEqual(before);
  });

  it('tells the observers of tiles that come and go', () => {
    const game = createMouseGame(5);
    const { nodes, log, world } = tileMap(game);
    const extra = spawnCircuitTile(world, { index: 99 });
    expect(nodes.get(extra)).toBe(`tile ${extra}`);
    removeEntity(world, extra);
    expect(nodes.has(extra)).toBe(false);
    expect(log).toEqual([`+${extra}`, `-${extra}`]);
  });

  it('gives a new world after reset or setMode, which the caller observes anew', () => {
    const game = createMouseGame(6);
    const first = tileMap(game);
    game.reset();
    expect(game.world).not.toBe(first.world);
    const second = tileMap(game);
    spawnCircuitTile(game.world, { index: 99 });
    expect(first.log).toEqual([]);
    expect(second.log).toHaveLength(1);
    game.setMode('idle');
    expect(game.world).not.toBe(second.world);
    expect(tileMap(game).nodes.size).toBe(12);
  });
});
