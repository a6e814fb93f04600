import { createWorld, getEntityComponents, hasComponent } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { createMouseComponents, spawnCircuit, spawnCircuitTile, spawnPlayer } from './index.ts';

function world() {
  return createWorld({ c: createMouseComponents() });
}

describe('Circuit Shutdown spawners', () => {
  it('spawnPlayer adds the player’s tag and stores, the params given and the defaults for the rest', () => {
    const w = world();
    const { c } = w;
    const eid = spawnPlayer(w, { healthPoints: 3, safeSteps: 120 });
    for (const component of [c.IsPlayer, c.LateralPosition, c.Steering, c.PathContact, c.Health, c.Score])
      expect(hasComponent(w, eid, component)).toBe(true);
    expect(getEntityComponents(w, eid)).toHaveLength(6);
    expect([c.Health.points[eid], c.Health.safeStepsLeft[eid], c.PathContact.onPath[eid]]).toEqual([
      3, 120, 1,
    ]);
    expect([c.LateralPosition.x[eid], c.Steering.targetQuanta[eid], c.Health.willHit[eid]]).toEqual([
      0, 0, 0,
    ]);

    const placed = spawnPlayer(w, { healthPoints: 1, safeSteps: 0, x: 0.3, targetQuanta: 30 });
    expect([c.LateralPosition.x[placed], c.LateralPosition.previousX[placed]]).toEqual([0.3, 0.3]);
    expect(c.Steering.targetQuanta[placed]).toBe(30);
  });

  it('spawnCircuit places the path generator just before the first tile, on the centre lane by default', () => {
    const w = world();
    const { c } = w;
    const eid = spawnCircuit(w, { mode: 2, speed: 0.1, speedMax: 1, firstTileIndex: -2 });
    for (const component of [c.IsCircuit, c.Scroller, c.PathGenerator])
      expect(hasComponent(w, eid, component)).toBe(true);
    expect([c.Scroller.mode[eid], c.Scroller.speedMax[eid], c.Scroller.firstTileIndex[eid]]).toEqual([
      2, 1, -2,
    ]);
    expect(c.Scroller.speed[eid]).toBeCloseTo(0.1, 15);
    expect([c.PathGenerator.lastIndex[eid], c.PathGenerator.exitLane[eid]]).toEqual([-3, 0]);
    const shifted = spawnCircuit(w, { mode: 0, speed: 0, speedMax: 0.4, firstTileIndex: 0, startLane: -1 });
    expect(c.PathGenerator.exitLane[shifted]).toBe(-1);
  });

  it('spawnCircuitTile adds one pooled tile at its path index, straight on the centre lane by default', () => {
    const w = world();
    const { c } = w;
    const eid = spawnCircuitTile(w, { index: 7 });
    expect(getEntityComponents(w, eid)).toEqual([c.CircuitTile]);
    expect([c.CircuitTile.index[eid], c.CircuitTile.kind[eid], c.CircuitTile.entryLane[eid]]).toEqual([
      7, 0, 0,
    ]);
    const bent = spawnCircuitTile(w, { index: 8, kind: 2, entryLane: 1 });
    expect([c.CircuitTile.kind[bent], c.CircuitTile.entryLane[bent]]).toEqual([2, 1]);
  });
});
