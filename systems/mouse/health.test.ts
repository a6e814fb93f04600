import { describe, expect, it } from 'vitest';
import { driveMouse } from './driver.ts';
import { HEALTH_POINTS, HIT_DELAY_STEPS, INVULNERABLE_STEPS, SAFE_MODE_STEPS } from './rules.ts';

// Steering to the far right (320 px → x 0.8) leaves every lane (the outermost centre is 0.6, half width 0.175).
const FAR_RIGHT = 320;

describe('Circuit Shutdown health (spec §4, timed to the step at 60 Hz)', () => {
  it('states the spec’s numbers in steps', () => {
    expect([HEALTH_POINTS, HIT_DELAY_STEPS, INVULNERABLE_STEPS, SAFE_MODE_STEPS]).toEqual([3, 15, 150, 120]);
  });

  it('starts with 3 points and 2 s safe: leaving the path in the safe period does nothing', () => {
    const d = driveMouse(1).steerPx(FAR_RIGHT).step(1);
    expect(d.view.onPath).toBe(false);
    expect(d.view).toMatchObject({ points: 3, safe: true, canHit: false, willHit: false });
    d.step(SAFE_MODE_STEPS - 1);
    expect(d.view).toMatchObject({ points: 3, safe: false, willHit: false });
    expect(d.firstStep('safe-ended')).toBe(120);
    d.step(1);
    expect(d.firstStep('will-hit')).toBe(121);
    expect(d.view).toMatchObject({ willHit: true, canHit: false, points: 3 });
  });

  it('lands a pending hit exactly 15 steps (0.25 s) after leaving, then blocks hits for exactly 150 steps (2.5 s)', () => {
    const d = driveMouse(1).steerPx(FAR_RIGHT).step(135);
    expect(d.view).toMatchObject({ points: 3, willHit: true });
    d.step(1);
    expect(d.firstStep('hit')).toBe(121 + 15);
    expect(d.view).toMatchObject({ points: 2, willHit: false, invulnerable: true, canHit: false });
    d.step(149);
    expect(d.view).toMatchObject({ points: 2, invulnerable: true });
    d.step(1);
    // Hits are allowed again on step 136 + 150, and the player is still off the path: a new hit is pending.
    expect(d.firstStep('recovered')).toBe(136 + 150);
    expect(d.firstStep('will-hit', 137)).toBe(286);
    expect(d.view).toMatchObject({ invulnerable: false, willHit: true });
  });

  it('ends the run at 0 points: dead, and the game stops stepping', () => {
    const d = driveMouse(1).steerPx(FAR_RIGHT).step(2000);
    expect(d.events.filter((e) => e.event === 'hit').map((e) => e.step)).toEqual([136, 301, 466]);
    expect(d.firstStep('dead')).toBe(466);
    expect(d.view).toMatchObject({ points: 0, over: true, heat: 1 });
    expect(d.game.tick).toBe(466);
    expect(d.game.step()).toEqual([]);
    expect(d.game.tick).toBe(466);
  });

  it('discards the pending hit when the player is back on the path before it lands', () => {
    const d = driveMouse(1).steerPx(FAR_RIGHT).step(121);
    expect(d.view.willHit).toBe(true);
    // Steered back on step 124 (the next input sample); the sphere glides in and is on the lane on step 127.
    d.steerPx(0).step(6);
    expect(d.firstStep('hit-cancelled')).toBe(127);
    expect(d.view).toMatchObject({ points: 3, willHit: false, canHit: true, onPath: true });
    d.step(20);
    expect(d.firstStep('hit')).toBeUndefined();
  });

  it('shows the pending hit’s progress on the temperature gauge', () => {
    const d = driveMouse(1).steerPx(FAR_RIGHT).step(121);
    expect(d.view.heat).toBe(0);
    d.step(5);
    expect(d.view.heat).toBeCloseTo(5 / 15 / 3, 12);
    d.step(10);
    expect(d.view.heat).toBeCloseTo(1 / 3, 12);
  });

  it('reset gives 3 points and a new 2 s safe period', () => {
    const d = driveMouse(1).steerPx(FAR_RIGHT).step(300);
    expect(d.view.points).toBe(2);
    d.game.reset();
    expect(d.game.tick).toBe(0);
    expect(d.view).toMatchObject({
      points: 3,
      safe: true,
      willHit: false,
      invulnerable: false,
      score: 0,
      distance: 0,
    });
    d.steerPx(FAR_RIGHT).step(SAFE_MODE_STEPS);
    expect(d.view).toMatchObject({ points: 3, willHit: false });
  });

  it('never heats up in idle mode (the attract loop), and does in debug mode', () => {
    const idle = driveMouse(1, { mode: 'idle' }).steerPx(FAR_RIGHT).step(1000);
    expect(idle.view).toMatchObject({ points: 3, over: false });
    expect(idle.events).toEqual([]);
    const debug = driveMouse(1, { mode: 'debug' }).steerPx(FAR_RIGHT).step(200);
    expect(debug.firstStep('hit')).toBe(136);
  });
});
