import { describe, expect, it } from 'vitest';
import { spawnPlayer } from '../../components/mouse/index.ts';
import { HEALTH_POINTS, SAFE_MODE_STEPS } from './rules.ts';
import { playerOf } from './queries.ts';
import { stepMouseWorld } from './step-world.ts';
import { createMouseWorld } from './world.ts';

describe('Circuit Shutdown systems iterate queries', () => {
  it('step every entity that has the components, not a singleton: a second sphere glides, is tested and scores', () => {
    const world = createMouseWorld(12, 'game');
    const { c } = world;
    const first = playerOf(world);
    const second = spawnPlayer(world, {
      healthPoints: HEALTH_POINTS,
      safeSteps: SAFE_MODE_STEPS,
      x: 0.6,
      targetQuanta: 60,
    });
    expect([...world.queries.players]).toEqual([first, second]);
    for (let i = 0; i < 60; i++) stepMouseWorld(world, []);
    // The player stays on the centre lane, the tutorial's path; the second sphere holds the outer lane, off the
    // lines: it earns nothing, and the safe period runs down for both.
    expect(c.LateralPosition.x[first]).toBe(0);
    expect(c.LateralPosition.x[second]).toBeCloseTo(0.6, 12);
    expect(c.PathContact.onPath[first]).toBe(1);
    expect(c.PathContact.onPath[second]).toBe(0);
    expect(c.Score.stepsOnPath[first]).toBe(60);
    expect(c.Score.stepsOnPath[second]).toBe(0);
    expect(c.Health.safeStepsLeft[second]).toBe(SAFE_MODE_STEPS - 60);
    stepMouseWorld(world, [{ kind: 'steer', quanta: -30 }]);
    expect(c.Steering.targetQuanta[first]).toBe(-30);
    expect(c.Steering.targetQuanta[second]).toBe(-30);
  });
});
