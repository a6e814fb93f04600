import { describe, expect, it } from 'vitest';
import { KEYFRAMES, poseAt } from './scroll-timeline.ts';

describe('the focused device’s scroll timeline', () => {
  it('runs through its four keyframes in order, from the first to the last', () => {
    expect(poseAt(0)).toEqual({ turn: -0.5, tilt: 0.2, lift: 0.3 });
    expect(poseAt(1 / 3)).toEqual(KEYFRAMES[1]);
    expect(poseAt(1).turn).toBeCloseTo(2 * Math.PI - 0.5, 12);
    for (let p = 0; p < 1; p += 0.05) expect(poseAt(p + 0.05).turn).toBeGreaterThan(poseAt(p).turn);
  });

  it('interpolates linearly between keyframes', () => {
    const mid = poseAt(1 / 6);
    expect(mid.turn).toBeCloseTo((KEYFRAMES[0]!.turn + KEYFRAMES[1]!.turn) / 2, 12);
    expect(mid.lift).toBeCloseTo((KEYFRAMES[0]!.lift + KEYFRAMES[1]!.lift) / 2, 12);
  });

  it('clamps what lies outside 0..1, and reads NaN as the start', () => {
    expect(poseAt(-1)).toEqual(poseAt(0));
    expect(poseAt(2)).toEqual(poseAt(1));
    expect(poseAt(Number.NaN)).toEqual(poseAt(0));
  });
});
