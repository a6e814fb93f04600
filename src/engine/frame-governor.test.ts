import { describe, expect, it } from 'vitest';
import { createFrameGovernor, type FrameGovernor, type GovernorVerdict } from './frame-governor.ts';
import { frameIntervalMs, qualityFor, stepDown, stepsBelow } from './quality.ts';

const AT_60 = frameIntervalMs(60);
const AT_30 = frameIntervalMs(30);

/** Feeds the frames and returns the (1-based) frame numbers at which a step-down was reported. */
function stepDownsAt(governor: FrameGovernor, frames: Iterable<number>): number[] {
  const at: number[] = [];
  let n = 0;
  for (const ms of frames) {
    n += 1;
    const verdict: GovernorVerdict = governor.push(ms);
    if (verdict === 'step-down') at.push(n);
  }
  return at;
}

const repeat = (count: number, ms: number) => Array.from({ length: count }, () => ms);
/** A window of `count` frames of which `slow` (spread evenly) take `slowMs`, the rest `fastMs`. */
function mix(count: number, slow: number, slowMs: number, fastMs = AT_60): number[] {
  return Array.from({ length: count }, (_, i) =>
    Math.floor(((i + 1) * slow) / count) > Math.floor((i * slow) / count) ? slowMs : fastMs,
  );
}

describe('the frame governor', () => {
  it('steps down after a full window of sustained slow frames, once', () => {
    const g = createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0 });
    expect(stepDownsAt(g, repeat(119, 33.3))).toEqual([]);
    expect(g.push(33.3)).toBe('step-down');
    // The window starts again empty: the very next slow frames do not step down again at once.
    expect(stepDownsAt(g, repeat(119, 33.3))).toEqual([]);
  });

  it('ignores a single spike, however long, and a few hitches', () => {
    const g = createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0 });
    const frames = repeat(600, AT_60);
    frames[200] = 2000;
    frames[201] = 250;
    expect(stepDownsAt(g, frames)).toEqual([]);
    expect(stepDownsAt(g, mix(1200, 120, 50))).toEqual([]); // one frame in ten missed
  });

  it('judges the 75th percentile: 30 slow frames of 120 pass, 31 step down', () => {
    expect(
      stepDownsAt(createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0 }), mix(120, 30, 33.3)),
    ).toEqual([]);
    expect(
      stepDownsAt(createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0 }), mix(120, 31, 33.3)),
    ).toEqual([120]);
  });

  it('half the frames missed at vsync (16.7 / 33.3 alternating) is slow', () => {
    const alternating = Array.from({ length: 120 }, (_, i) => (i % 2 ? 33.3 : 16.7));
    expect(stepDownsAt(createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0 }), alternating)).toEqual([
      120,
    ]);
  });

  it('allows the tolerance over the budget', () => {
    const g = createFrameGovernor({ budgetMs: AT_60, tolerance: 0.2, cooldownFrames: 0 });
    expect(g.limitMs).toBeCloseTo(20, 5);
    expect(stepDownsAt(g, repeat(600, 19.9))).toEqual([]);
    // The window slides: once it is full, the 31st slow frame tips its p75 over the limit.
    expect(stepDownsAt(g, repeat(120, 20.1))).toEqual([31]);
  });

  it('takes its budget from the frame cap: 33.3 ms frames are fine at 30 fps, not at 60', () => {
    expect(
      stepDownsAt(createFrameGovernor({ budgetMs: AT_30, cooldownFrames: 0 }), repeat(600, 33.4)),
    ).toEqual([]);
    expect(stepDownsAt(createFrameGovernor({ budgetMs: AT_30, cooldownFrames: 0 }), repeat(120, 45))).toEqual(
      [120],
    );
    expect(
      stepDownsAt(createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0 }), repeat(120, 33.4)),
    ).toEqual([120]);
  });

  it('does not flap: step-downs are a cool-down plus a window apart, and stop at the lowest level', () => {
    const g = createFrameGovernor({ budgetMs: AT_60, windowFrames: 120, cooldownFrames: 60, stepsLeft: 2 });
    expect(stepDownsAt(g, repeat(2000, 40))).toEqual([180, 360]);
    expect(g.stepsLeft).toBe(0);
  });

  it('ignores the frames of the cool-down after creation (shader compilation, first uploads)', () => {
    const g = createFrameGovernor({ budgetMs: AT_60 });
    // Default cool-down is one window: 120 terrible frames, then 120 good ones: nothing.
    expect(stepDownsAt(g, [...repeat(120, 500), ...repeat(120, AT_60)])).toEqual([]);
    expect(stepDownsAt(g, repeat(120, 40))).toEqual([31]);
  });

  it('reset() forgets the window and waits a cool-down again', () => {
    const g = createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 10 });
    stepDownsAt(g, repeat(10 + 100, 40));
    g.reset();
    expect(stepDownsAt(g, repeat(10 + 119, 40))).toEqual([]);
    expect(g.push(40)).toBe('step-down');
  });

  it('never steps below the lowest: with no steps left it only says ok', () => {
    const g = createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0, stepsLeft: 0 });
    expect(stepDownsAt(g, repeat(1000, 100))).toEqual([]);
  });

  it('ignores negative and non-finite durations', () => {
    const g = createFrameGovernor({ budgetMs: AT_60, cooldownFrames: 0 });
    const frames = [...repeat(119, 40), Number.NaN, Number.POSITIVE_INFINITY, -5];
    expect(stepDownsAt(g, frames)).toEqual([]);
    expect(g.push(40)).toBe('step-down');
  });

  it('rejects nonsensical options', () => {
    expect(() => createFrameGovernor({ budgetMs: 0 })).toThrow(RangeError);
    expect(() => createFrameGovernor({ budgetMs: AT_60, windowFrames: 0 })).toThrow(RangeError);
    expect(() => createFrameGovernor({ budgetMs: AT_60, windowFrames: 1.5 })).toThrow(RangeError);
    expect(() => createFrameGovernor({ budgetMs: AT_60, tolerance: -0.1 })).toThrow(RangeError);
    expect(() => createFrameGovernor({ budgetMs: AT_60, cooldownFrames: -1 })).toThrow(RangeError);
    expect(() => createFrameGovernor({ budgetMs: AT_60, stepsLeft: -1 })).toThrow(RangeError);
  });

  it('walks a slow desktop from high to low through the quality ladder', () => {
    let quality = qualityFor(3, { mobile: false, touch: false });
    const g = createFrameGovernor({
      budgetMs: frameIntervalMs(quality.fpsCap),
      stepsLeft: stepsBelow(quality),
    });
    const names = [quality.name];
    for (let i = 0; i < 5000; i += 1) {
      if (g.push(45) === 'step-down') {
        quality = stepDown(quality);
        names.push(quality.name);
      }
    }
    expect(names).toEqual(['high', 'medium', 'low']);
  });
});
