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
  BRAND_LOOP,
  displayed,
  phaseOf,
  RGB_ZONE_LUMINANCE,
  STUDIO_BACKGROUND,
  STUDIO_EXPOSURE,
  studioLookFor,
  zoneColour,
} from './studio-look.ts';

const desktop = { mobile: false, touch: false };
const phone = { mobile: true, touch: true };
const luminance = (c: readonly number[]) => 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;

describe('the studio’s look per quality tier', () => {
  it('applies the spec’s exposure at every tier: mid-grey as bright as three’s ACES at 0.68 shows it', () => {
    for (const tier of [0, 1, 2, 3] as const)
      for (const device of [desktop, phone]) {
        const look = studioLookFor(qualityFor(tier, device));
        expect(look.toneMapping).toBe('neutral');
        expect(look.exposure).toBe(STUDIO_EXPOSURE);
      }
    const grey = [0.18, 0.18, 0.18] as const;
    // three's ACES filmic divides by 0.6 before the fit; Babylon's ACES does not.
    const spec = displayed(grey, EXPOSURE / 0.6, 'aces')[1];
    expect(Math.abs(displayed(grey, STUDIO_EXPOSURE)[1] - spec) * 255).toBeLessThan(0.5);
  });

  it('keeps the brand’s colours near their hex, where ACES washes them', () => {
    const distance = (a: readonly number[], b: readonly number[]) =>
      Math.hypot(...[0, 1, 2].map((c) => (a[c]! - b[c]!) * 255));
    for (const colour of [BRAND.cyan, BRAND.magenta, BRAND.green]) {
      const hex = colour.map((v) => v ** (1 / 2.2));
      const neutral = distance(displayed(colour, STUDIO_EXPOSURE), hex);
      const aces = distance(displayed(colour, EXPOSURE / 0.6, 'aces'), hex);
      expect(neutral).toBeLessThan(aces);
    }
    // The cyan most of all: ACES shows #00e5ff as (88, 199, 209).
    expect(distance(displayed(BRAND.cyan, STUDIO_EXPOSURE), [0, 0.894, 1])).toBeLessThan(45);
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
    const linear = beforeToneMapping(STUDIO_BACKGROUND, STUDIO_EXPOSURE);
    const shown = displayed(linear, STUDIO_EXPOSURE);
    for (let c = 0; c < 3; c++) expect(Math.abs(shown[c]! - STUDIO_BACKGROUND[c]!) * 255).toBeLessThan(0.75);
  });

  it('cycles the RGB zones round the brand’s colours, each starting from its own, all equally bright', () => {
    expect(BRAND_LOOP).toEqual([BRAND.cyan, BRAND.magenta, BRAND.green]);
    expect(brandLoop(0)).toEqual(BRAND.cyan);
    expect(brandLoop(1 / 3)).toEqual(BRAND.magenta);
    expect(brandLoop(2 / 3)).toEqual(BRAND.green);
    expect(brandLoop(1)).toEqual(BRAND.cyan);
    expect(phaseOf(BRAND.magenta)).toBeCloseTo(1 / 3, 2);
    expect(phaseOf(BRAND.green)).toBeCloseTo(2 / 3, 2);
    // Every colour on the way is drawn over the bloom's threshold, at one brightness: a calm cycle.
    for (let t = 0; t < 1; t += 0.01) {
      const zone = zoneColour(brandLoop(t));
      // Babylon's bloom thresholds luminance × exposure.
      expect(luminance(zone) * STUDIO_EXPOSURE).toBeGreaterThan(BLOOM_THRESHOLD);
      expect(luminance(zone)).toBeCloseTo(RGB_ZONE_LUMINANCE, 3);
    }
  });
});
