import { describe, expect, it } from 'vitest';
import { angleDegrees, partOffset, poseAt, PRODUCT_STORIES, storyProgress } from './product-poses.ts';

const ltr = { rtl: false, reducedMotion: false };
const rtl = { rtl: true, reducedMotion: false };
const still = { rtl: false, reducedMotion: true };

describe('storyProgress: the page scrolled → the story', () => {
  // Claims' middles 300 px apart; the focus line at 400 px; 200 px of lead before the first claim.
  const middles = (shift: number) => [700 - shift, 1000 - shift, 1300 - shift];

  it('is 0 on the hero, while the first claim is far under the focus line', () => {
    expect(storyProgress(middles(0), 400, 200)).toBe(0);
    expect(storyProgress(middles(100), 400, 200)).toBe(0);
  });

  it('grows through the lead and reaches each whole step as a claim crosses the line', () => {
    expect(storyProgress(middles(200), 400, 200)).toBeCloseTo(0.5);
    expect(storyProgress(middles(300), 400, 200)).toBe(1);
    expect(storyProgress(middles(450), 400, 200)).toBeCloseTo(1.5);
    expect(storyProgress(middles(600), 400, 200)).toBe(2);
    expect(storyProgress(middles(900), 400, 200)).toBe(3);
    expect(storyProgress(middles(2000), 400, 200)).toBe(3);
  });

  it('never moves backwards as the page scrolls down', () => {
    let last = -1;
    for (let shift = 0; shift <= 1200; shift += 7) {
      const p = storyProgress(middles(shift), 400, 200);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it('is 0 when the page has not laid out three claims', () => {
    expect(storyProgress([], 400, 200)).toBe(0);
    expect(storyProgress([100, 200], 400, 200)).toBe(0);
  });
});

describe('poseAt: the story → the device', () => {
  it.each(['mouse', 'headset', 'keyboard'] as const)(
    '%s: each whole step rests on its own pose, claim and part',
    (game) => {
      const story = PRODUCT_STORIES[game];
      story.steps.forEach((pose, step) => {
        const at = poseAt(story, step, ltr);
        expect(at).toMatchObject({
          step,
          claim: step === 0 ? null : step - 1,
          part: pose.part,
          open: pose.open,
        });
        expect(at.yaw).toBeCloseTo(pose.yaw);
        expect(at.pitch).toBeCloseTo(pose.pitch);
      });
    },
  );

  it('points each mouse claim at the part it speaks of: shell (74 g), sensor (DPI), battery (hours)', () => {
    const parts = [1, 2, 3].map((s) => poseAt(PRODUCT_STORIES.mouse, s, ltr).part);
    expect(parts).toEqual(['mouse-shell', 'mouse-sensor', 'mouse-battery']);
    expect([1, 2, 3].map((s) => poseAt(PRODUCT_STORIES.headset, s, ltr).part)).toEqual([
      'headset-cup-left',
      'headset-driver-left',
      'headset-battery',
    ]);
    expect([1, 2, 3].map((s) => poseAt(PRODUCT_STORIES.keyboard, s, ltr).part)).toEqual([
      'keyboard-switches',
      'keyboard-key-lights',
      'keyboard-touch-strip',
    ]);
  });

  it('opens the mouse to show the sensor and keeps it open for the battery', () => {
    const story = PRODUCT_STORIES.mouse;
    expect(poseAt(story, 1, ltr).open).toBe(0);
    expect(poseAt(story, 1.5, ltr).open).toBeCloseTo(0.5);
    expect(poseAt(story, 1.25, ltr).open).toBeLessThan(0.25);
    expect(poseAt(story, 2, ltr).open).toBe(1);
    expect(poseAt(story, 3, ltr).open).toBe(1);
    expect(partOffset(story, 'mouse-shell', 0.5)).toEqual([0, 0.25, -0.04]);
    expect(partOffset(story, 'mouse-sensor', 1)).toEqual([0, 0, 0]);
  });

  it('turns between steps, the nearest claim being the one in view', () => {
    const story = PRODUCT_STORIES.mouse;
    const a = poseAt(story, 1.4, ltr);
    const b = poseAt(story, 1.6, ltr);
    expect(a.step).toBe(1);
    expect(b.step).toBe(2);
    expect(a.yaw).toBeGreaterThan(story.steps[1].yaw);
    expect(a.yaw).toBeLessThan(b.yaw);
    expect(b.yaw).toBeLessThan(story.steps[2].yaw);
  });

  it('mirrors the turn in a right-to-left page, with the same step, claim, part and opening', () => {
    for (const game of ['mouse', 'headset', 'keyboard'] as const)
      for (const p of [0, 0.7, 1, 1.5, 2.2, 3]) {
        const left = poseAt(PRODUCT_STORIES[game], p, ltr);
        const right = poseAt(PRODUCT_STORIES[game], p, rtl);
        expect(right.yaw).toBeCloseTo(-left.yaw);
        expect({ ...right, yaw: 0 }).toEqual({ ...left, yaw: 0 });
      }
  });

  it('with reduced motion holds each step and changes at once, half-way', () => {
    const story = PRODUCT_STORIES.mouse;
    expect(poseAt(story, 1.49, still)).toEqual(poseAt(story, 1, ltr));
    expect(poseAt(story, 1.51, still)).toEqual(poseAt(story, 2, ltr));
    expect(poseAt(story, 0.3, still).yaw).toBe(story.steps[0].yaw);
  });

  it('clamps what is out of range', () => {
    const story = PRODUCT_STORIES.keyboard;
    expect(poseAt(story, -2, ltr)).toEqual(poseAt(story, 0, ltr));
    expect(poseAt(story, 9, ltr)).toEqual(poseAt(story, 3, ltr));
    expect(poseAt(story, Number.NaN, ltr)).toEqual(poseAt(story, 0, ltr));
  });
});

describe('angleDegrees', () => {
  it('gives whole degrees in (−180, 180]', () => {
    expect(angleDegrees(0)).toBe(0);
    expect(angleDegrees(-0.0001)).toBe(0);
    expect(angleDegrees(Math.PI / 2)).toBe(90);
    expect(angleDegrees(-Math.PI / 4)).toBe(-45);
    expect(angleDegrees(Math.PI)).toBe(180);
    expect(angleDegrees(1.5 * Math.PI)).toBe(-90);
  });
});
