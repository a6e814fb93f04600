import { describe, expect, it } from 'vitest';
import { createFixedStepLoop, MAX_CATCH_UP_STEPS, STEP_MS } from './loop.ts';
import { createToyGame, scriptedCommands } from '../test/toy-game.ts';

/** Drives a toy game through the loop at a display rate for a span of wall time; returns its final state. */
function playAt(hz: number, seconds: number, seed = 42, pauseAt?: { at: number; forMs: number }) {
  const game = createToyGame(seed);
  const loop = createFixedStepLoop({ step: (tick) => game.step(tick, scriptedCommands(tick)) });
  const frameMs = 1000 / hz;
  let now = 1000; // an arbitrary origin: the loop must not care where the clock starts
  let paused = false;
  loop.advance(now);
  // Run until the simulation has covered `seconds` of game time, whatever the display rate.
  const targetTicks = Math.round((seconds * 1000) / STEP_MS);
  while (loop.tick < targetTicks) {
    now += frameMs;
    if (pauseAt && !paused && loop.tick >= pauseAt.at) {
      loop.pause();
      now += pauseAt.forMs;
      expect(loop.advance(now).steps).toBe(0);
      loop.resume(now);
      paused = true;
    }
    // Never overshoot the target, so two runs compare the same tick.
    const remaining = targetTicks - loop.tick;
    const advance = loop.advance(Math.min(now, now - frameMs + remaining * STEP_MS));
    expect(advance.alpha).toBeGreaterThanOrEqual(0);
    expect(advance.alpha).toBeLessThanOrEqual(1);
  }
  return { state: game.snapshot(), tick: loop.tick };
}

describe('fixed-step loop', () => {
  it('runs one step per 1/60 s of wall time and reports the interpolation alpha', () => {
    const ticks: number[] = [];
    const loop = createFixedStepLoop({ step: (t) => ticks.push(t) });
    loop.advance(0);
    expect(loop.advance(STEP_MS * 2.5)).toEqual({ steps: 2, droppedMs: 0, alpha: expect.closeTo(0.5, 9) });
    expect(loop.advance(STEP_MS * 3)).toMatchObject({ steps: 1, alpha: expect.closeTo(0, 9) });
    expect(ticks).toEqual([0, 1, 2]);
  });

  it('bounds catch-up after a long frame and drops the rest', () => {
    let steps = 0;
    const loop = createFixedStepLoop({ step: () => steps++ });
    loop.advance(0);
    const result = loop.advance(5000); // a tab switch: 300 steps due
    expect(result.steps).toBe(MAX_CATCH_UP_STEPS);
    expect(result.droppedMs).toBeCloseTo((300 - MAX_CATCH_UP_STEPS) * STEP_MS, 6);
    // Afterwards it runs at the normal rate again, not in a burst.
    expect(loop.advance(5000 + STEP_MS).steps).toBe(1);
  });

  it('keeps a long frame’s backlog when asked, and runs it a few steps a frame until it is on its clock again', () => {
    const ticks: number[] = [];
    const loop = createFixedStepLoop({ step: (t) => ticks.push(t), keepBacklog: true });
    loop.advance(0);
    const long = loop.advance(15 * STEP_MS); // a main thread blocked for 250 ms: 15 steps due
    expect(long).toEqual({ steps: MAX_CATCH_UP_STEPS, droppedMs: 0, alpha: 1 });
    // The next frames run the rest, a few at a time, besides the time that passes.
    expect(loop.advance(16 * STEP_MS).steps).toBe(MAX_CATCH_UP_STEPS);
    expect(loop.advance(17 * STEP_MS).steps).toBe(MAX_CATCH_UP_STEPS);
    expect(loop.advance(17.5 * STEP_MS)).toEqual({ steps: 2, droppedMs: 0, alpha: expect.closeTo(0.5, 9) });
    expect(ticks).toEqual(Array.from({ length: 17 }, (_, i) => i));
  });

  it('turns no paused time into steps and resumes where it stopped', () => {
    const loop = createFixedStepLoop({ step: () => {} });
    loop.advance(0);
    for (let i = 1; i <= 10; i++) loop.advance(STEP_MS * i);
    loop.pause();
    expect(loop.paused).toBe(true);
    expect(loop.advance(60_000).steps).toBe(0);
    loop.resume(60_000);
    expect(loop.advance(60_000 + STEP_MS).steps).toBe(1);
    expect(loop.tick).toBe(11);
  });

  it('gives bit-identical state for the same seed and commands across two runs', () => {
    expect(playAt(60, 5)).toEqual(playAt(60, 5));
    expect(playAt(60, 5, 1).state).not.toEqual(playAt(60, 5, 2).state);
  });

  it('gives the same state at 30, 60 and 144 Hz display rates', () => {
    const at60 = playAt(60, 5);
    expect(playAt(30, 5)).toEqual(at60);
    expect(playAt(144, 5)).toEqual(at60);
  });

  it('gives the same state after a pause and resume as without one', () => {
    expect(playAt(60, 5, 42, { at: 120, forMs: 7_345 })).toEqual(playAt(60, 5));
    expect(playAt(144, 5, 42, { at: 33, forMs: 250 })).toEqual(playAt(60, 5));
  });
});
