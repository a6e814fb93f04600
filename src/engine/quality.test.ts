import { describe, expect, it } from 'vitest';
import type { GpuTier } from './gpu-tier.ts';
import {
  EXPOSURE,
  frameIntervalMs,
  hardwareScalingFor,
  qualityFor,
  stageFpsCap,
  stepDown,
  stepsBelow,
  type DeviceKind,
  type QualityName,
} from './quality.ts';

const desktop: DeviceKind = { mobile: false, touch: false };
const touchLaptop: DeviceKind = { mobile: false, touch: true };
const phone: DeviceKind = { mobile: true, touch: true };
const narrowWindow: DeviceKind = { mobile: true, touch: false };

/** The spec's numbers, written out for every tier and device rather than recomputed. */
const expected: [
  GpuTier,
  DeviceKind,
  { name: QualityName; pixelRatio: number; lowResTextures: boolean; fpsCap: number; bloomHeight: number },
][] = [
  // Tier 0 is a software renderer: 30 frames a second, as a phone.
  [0, desktop, { name: 'low', pixelRatio: 1, lowResTextures: true, fpsCap: 30, bloomHeight: 256 }],
  [1, desktop, { name: 'low', pixelRatio: 1, lowResTextures: true, fpsCap: 60, bloomHeight: 256 }],
  [2, desktop, { name: 'low', pixelRatio: 1, lowResTextures: false, fpsCap: 60, bloomHeight: 256 }],
  [3, desktop, { name: 'high', pixelRatio: 2, lowResTextures: false, fpsCap: 60, bloomHeight: 512 }],
  [0, touchLaptop, { name: 'medium', pixelRatio: 1, lowResTextures: true, fpsCap: 30, bloomHeight: 256 }],
  [1, touchLaptop, { name: 'medium', pixelRatio: 1, lowResTextures: true, fpsCap: 60, bloomHeight: 256 }],
  [2, touchLaptop, { name: 'medium', pixelRatio: 2, lowResTextures: false, fpsCap: 60, bloomHeight: 256 }],
  [3, touchLaptop, { name: 'medium', pixelRatio: 2, lowResTextures: false, fpsCap: 60, bloomHeight: 512 }],
  [0, phone, { name: 'medium', pixelRatio: 1, lowResTextures: true, fpsCap: 30, bloomHeight: 256 }],
  [1, phone, { name: 'medium', pixelRatio: 1, lowResTextures: true, fpsCap: 30, bloomHeight: 256 }],
  [2, phone, { name: 'medium', pixelRatio: 2, lowResTextures: true, fpsCap: 30, bloomHeight: 256 }],
  [3, phone, { name: 'medium', pixelRatio: 2, lowResTextures: true, fpsCap: 30, bloomHeight: 512 }],
  [0, narrowWindow, { name: 'medium', pixelRatio: 1, lowResTextures: true, fpsCap: 30, bloomHeight: 256 }],
  [3, narrowWindow, { name: 'medium', pixelRatio: 2, lowResTextures: true, fpsCap: 30, bloomHeight: 512 }],
];

describe('quality from the GPU tier and the device (spec §9)', () => {
  it.each(expected)('tier %s on %o', (tier, device, want) => {
    const q = qualityFor(tier, device);
    const high = want.name === 'high';
    expect(q).toEqual({
      name: want.name,
      tier,
      mobile: device.mobile,
      touch: device.touch,
      pixelRatio: want.pixelRatio,
      postProcessing: high,
      multisampling: high,
      shadowMap: high,
      shadowMapResolution: high ? 512 : 0,
      shadowCastingLights: high ? 2 : 0,
      lowResTextures: want.lowResTextures,
      // Bloom needs post-processing, which only high has (and high is always above tier 1).
      bloom: { enabled: high, height: want.bloomHeight, threshold: 0.6, strength: 3, radius: 0.5 },
      exposure: 0.68,
      fpsCap: want.fpsCap,
    });
  });

  it('keeps the constants the spec gives', () => {
    expect(EXPOSURE).toBe(0.68);
    const high = qualityFor(3, desktop);
    expect(high.bloom).toEqual({ enabled: true, height: 512, threshold: 0.6, strength: 3, radius: 0.5 });
    expect([high.shadowMapResolution, high.shadowCastingLights, high.pixelRatio]).toEqual([512, 2, 2]);
  });
});

describe('stepping down', () => {
  it('goes high → medium → low → low, keeping the tier, textures and frame cap', () => {
    const high = qualityFor(3, desktop);
    const medium = stepDown(high);
    expect(medium).toMatchObject({
      name: 'medium',
      tier: 3,
      pixelRatio: 2,
      postProcessing: false,
      multisampling: false,
      shadowMap: false,
      shadowMapResolution: 0,
      shadowCastingLights: 0,
      lowResTextures: false,
      fpsCap: 60,
    });
    expect(medium.bloom.enabled).toBe(false);
    const low = stepDown(medium);
    expect(low).toMatchObject({ name: 'low', tier: 3, pixelRatio: 1, postProcessing: false, fpsCap: 60 });
    expect(stepDown(low)).toBe(low);
    expect([stepsBelow(high), stepsBelow(medium), stepsBelow(low)]).toEqual([2, 1, 0]);
  });

  it('takes a phone from medium to low at its own frame cap and textures', () => {
    const medium = qualityFor(2, phone);
    const low = stepDown(medium);
    expect(low).toMatchObject({ name: 'low', pixelRatio: 1, lowResTextures: true, fpsCap: 30, mobile: true });
    expect(stepDown(low)).toBe(low);
  });

  it('a desktop below tier 3 is already at the bottom', () => {
    const low = qualityFor(2, desktop);
    expect(stepsBelow(low)).toBe(0);
    expect(stepDown(low)).toBe(low);
  });
});

describe('hardware scaling and the frame interval', () => {
  it.each([
    [2, 1, 1],
    [2, 2, 0.5],
    [2, 3, 0.5],
    [1, 3, 1],
    [2, 1.5, 1 / 1.5],
    [1, 0.5, 2],
    [2, 0, 1],
    [2, Number.NaN, 1],
  ])('pixel ratio %s on a %s× screen → level %s', (pixelRatio, dpr, level) => {
    expect(hardwareScalingFor(pixelRatio, dpr)).toBeCloseTo(level, 10);
  });

  it('gives 16.7 ms at 60 fps and 33.3 ms at 30', () => {
    expect(frameIntervalMs(60)).toBeCloseTo(16.667, 3);
    expect(frameIntervalMs(30)).toBeCloseTo(33.333, 3);
    expect(frameIntervalMs(qualityFor(1, phone).fpsCap)).toBeCloseTo(33.333, 3);
    expect(() => frameIntervalMs(0)).toThrow(RangeError);
    expect(() => frameIntervalMs(Number.NaN)).toThrow(RangeError);
  });

  it('draws the backdrop behind a page at 15 fps at most, and the stage itself at the quality’s cap', () => {
    expect(stageFpsCap(qualityFor(3, desktop), false)).toBe(60);
    expect(stageFpsCap(qualityFor(1, phone), false)).toBe(30);
    expect(stageFpsCap(qualityFor(3, desktop), true)).toBe(15);
    expect(stageFpsCap(qualityFor(1, phone), true)).toBe(15);
    // Before the GPU is measured: the spec's 60, or the backdrop's 15.
    expect(stageFpsCap(null, false)).toBe(60);
    expect(stageFpsCap(null, true)).toBe(15);
  });
});
