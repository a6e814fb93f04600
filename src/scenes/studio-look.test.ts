import { describe, expect, it } from 'vitest';
import { BRAND } from '../../assets/models/materials.ts';
import {
  BLOOM_HEIGHT_HIGH,
  BLOOM_HEIGHT_LOW,
  BLOOM_RADIUS,
  BLOOM_STRENGTH,
  BLOOM_THRESHOLD,
  EXPOSURE,
  qualityFor,
  stepDown,
} from '../engine/quality.ts';
import {
  beforeToneMapping,
  bloomScaleFor,
  BLOOM_KERNEL_PER_RADIUS,
  BLOOM_WEIGHT_PER_STRENGTH,
  brandLoop,
  displayed,
  phaseOf,
  RGB_ZONE_LUMINANCE,
  STUDIO_BACKGROUND,
  studioLookFor,
  zoneColour,
} from './studio-look.ts';

const desktop = { mobile: false, touch: false };
const phone = { mobile: true, touch: true };
const luminance = (c: readonly number[]) => 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;

describe('the studio’s look per quality tier', () => {
  it('applies the spec’s exposure at every tier, in Babylon’s ACES terms (three’s 1/0.6 pre-scale folded in)', () => {
    for (const tier of [0, 1, 2, 3] as const)
      for (const device of [desktop, phone]) {
        const look = studioLookFor(qualityFor(tier, device));
        expect(look.toneMapping).toBe('aces');
        expect(look.exposure).toBeCloseTo(EXPOSURE / 0.6, 3);
      }
  });

  it('blooms with the spec’s threshold, strength, radius and height where the tier draws post-processing', () => {
    const high = studioLookFor(qualityFor(3, desktop));
    expect(high.bloom).toEqual({
      threshold: BLOOM_THRESHOLD,
      weight: Math.round(BLOOM_STRENGTH * BLOOM_WEIGHT_PER_STRENGTH * 1000) / 1000,
      kernel: Math.round(BLOOM_RADIUS * BLOOM_KERNEL_PER_RADIUS),
      height: BLOOM_HEIGHT_HIGH,
    });
    expect(high.samples).toBe(4);
    // Below tier 3 on a desktop, a phone at any tier, and a stepped-down high: no post-processing, no bloom.
    for (const settings of [
      qualityFor(2, desktop),
      qualityFor(0, desktop),
      qualityFor(3, phone),
      stepDown(qualityFor(3, desktop)),
    ])
      expect(studioLookFor(settings).bloom).toBeNull();
  });

  it('keeps the spec’s 256 px bloom for a tier-2 GPU forced to post-process', () => {
    const tier2 = {
      ...qualityFor(2, desktop),
      postProcessing: true,
      bloom: { ...qualityFor(2, desktop).bloom, enabled: true },
    };
    expect(studioLookFor(tier2).bloom?.height).toBe(BLOOM_HEIGHT_LOW);
  });

  it('turns the bloom’s height into Babylon’s share of the render, bounded', () => {
    expect(bloomScaleFor(512, 1024)).toBe(0.5);
    expect(bloomScaleFor(512, 256)).toBe(1);
    expect(bloomScaleFor(256, 10_000)).toBe(0.1);
    expect(bloomScaleFor(256, 0)).toBe(0.5);
  });
});

describe('colours through the look', () => {
  it('keeps the backdrop and the fog the page’s navy after tone mapping', () => {
    const linear = beforeToneMapping(STUDIO_BACKGROUND, EXPOSURE / 0.6);
    const shown = displayed(linear, EXPOSURE / 0.6);
    for (let c = 0; c < 3; c++) expect(Math.abs(shown[c]! - STUDIO_BACKGROUND[c]!) * 255).toBeLessThan(0.75);
  });

  it('cycles the RGB zones round the brand’s colours, each starting from its own, all equally bright', () => {
    expect(brandLoop(0)).toEqual(BRAND.cyan);
    expect(brandLoop(1 / 3)).toEqual(BRAND.magenta);
    expect(brandLoop(2 / 3)).toEqual(BRAND.green);
    expect(brandLoop(1)).toEqual(BRAND.cyan);
    expect(phaseOf(BRAND.magenta)).toBeCloseTo(1 / 3, 2);
    expect(phaseOf(BRAND.green)).toBeCloseTo(2 / 3, 2);
    // Every colour on the way is drawn over the bloom's threshold, at one brightness: a calm cycle.
    for (let t = 0; t < 1; t += 0.01) {
      const zone = zoneColour(brandLoop(t));
      expect(luminance(zone)).toBeGreaterThan(BLOOM_THRESHOLD);
      expect(luminance(zone)).toBeCloseTo(RGB_ZONE_LUMINANCE, 3);
    }
  });
});
