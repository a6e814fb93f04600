import { BRAND } from '../../assets/models/materials.ts';
import { EXPOSURE, type QualitySettings } from '../engine/quality.ts';

/**
 * The studio's look as numbers, apart from Babylon so that each quality tier's mapping to what the scene applies
 * is tested in Node (studio-look.test.ts). `studio-rig.ts` applies it.
 *
 * The spec's values (§9) are three.js's: exposure 0.68 under ACES filmic tone mapping, and an UnrealBloomPass of
 * threshold 0.6, strength 3, radius 0.5 drawn 256 or 512 px high. Babylon's own ACES (ImageProcessingConfiguration
 * TONEMAPPING_ACES, the same Hill fit) leaves out three's 1/0.6 pre-scale, so the same picture needs exposure
 * 0.68 / 0.6 here. Its bloom is one blur at a share of the render's size where three's sums five mips: the
 * threshold carries over as it is, the height becomes that share, the radius a kernel, and the strength a weight
 * (see `BLOOM_WEIGHT_PER_STRENGTH`, chosen by side-by-side screenshots: docs/looks/models/).
 */

/** three.js's ACESFilmicToneMapping multiplies the colour by exposure / 0.6 before the fit; Babylon's does not. */
export const THREE_ACES_PRESCALE = 1 / 0.6;

/** three's bloom strength 3 sums five blurred mips (about 3 × 0.6 each at radius 0.5); Babylon's one blur at weight
 * 3 washes the shells in the strips' colour, so each unit of strength is this much of Babylon's weight. */
export const BLOOM_WEIGHT_PER_STRENGTH = 0.3;
/** three's radius 0..1 spreads the bloom over its mips; Babylon's kernel is in pixels of the bloom's target. */
export const BLOOM_KERNEL_PER_RADIUS = 128;
/** Babylon's bloom scale is a share of the render's size; these bound the share the height gives. */
const MIN_BLOOM_SCALE = 0.1;
const MAX_BLOOM_SCALE = 1;

export interface StudioBloom {
  readonly threshold: number;
  readonly weight: number;
  /** Blur kernel, pixels of the bloom's render target. */
  readonly kernel: number;
  /** The spec's bloom height, in pixels; `bloomScaleFor` turns it into Babylon's share of the render. */
  readonly height: number;
}

export interface StudioLook {
  /** Babylon's exposure, under ACES tone mapping. Applied at every tier (in the materials' shaders without a pipeline). */
  readonly exposure: number;
  readonly toneMapping: 'aces';
  /** The post-processing pipeline's bloom, or null where the tier draws no post-processing or no bloom. */
  readonly bloom: StudioBloom | null;
  /** Multisampling of the pipeline's render target (high quality). */
  readonly samples: number;
}

/** The spec's exposure, in Babylon's terms (what every tier applies). */
export const STUDIO_EXPOSURE = Math.round(EXPOSURE * THREE_ACES_PRESCALE * 1000) / 1000;

export function studioLookFor(settings: QualitySettings): StudioLook {
  const bloom = settings.postProcessing && settings.bloom.enabled ? settings.bloom : null;
  return {
    exposure: round3(settings.exposure * THREE_ACES_PRESCALE),
    toneMapping: 'aces',
    bloom: bloom && {
      threshold: bloom.threshold,
      weight: round3(bloom.strength * BLOOM_WEIGHT_PER_STRENGTH),
      kernel: Math.round(bloom.radius * BLOOM_KERNEL_PER_RADIUS),
      height: bloom.height,
    },
    samples: settings.multisampling ? 4 : 1,
  };
}

/** Babylon's `bloomScale` for the spec's bloom height and the render's height in pixels. */
export function bloomScaleFor(height: number, renderHeight: number): number {
  if (!(renderHeight > 0)) return MAX_BLOOM_SCALE / 2;
  return Math.min(MAX_BLOOM_SCALE, Math.max(MIN_BLOOM_SCALE, height / renderHeight));
}

/** The brand's night (the home's clear colour), sRGB 0..1: the studio's backdrop. */
export const STUDIO_BACKGROUND = [11 / 255, 16 / 255, 32 / 255] as const;

const round3 = (v: number): number => Math.round(v * 1000) / 1000;

// ------------------------------------------------------------------------------------------- RGB zones

/** Materials whose emissive colour is an RGB zone (the models name them `<device>-rgb-<…>`). */
export const RGB_ZONE = /-rgb-/;

export type Rgb = readonly [number, number, number];

/** The brand's three colours, linear (as the models store them): cyan, magenta, green. */
export const BRAND_LOOP: readonly Rgb[] = [BRAND.cyan, BRAND.magenta, BRAND.green];

/** Seconds for a zone to go once round the brand's colours: slow enough to read as calm, not as a light show. */
export const RGB_CYCLE_S = 18;

/** The brand loop cyan → magenta → green → cyan at phase t (any real; one turn per unit), eased between stops. */
export function brandLoop(t: number): Rgb {
  const turns = t - Math.floor(t);
  const at = turns * BRAND_LOOP.length;
  const i = Math.floor(at) % BRAND_LOOP.length;
  const a = BRAND_LOOP[i]!;
  const b = BRAND_LOOP[(i + 1) % BRAND_LOOP.length]!;
  const f = at - Math.floor(at);
  // Smoothstep: each colour holds a moment before it flows on to the next.
  const k = f * f * (3 - 2 * f);
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/**
 * How bright an RGB zone is drawn, as luminance before tone mapping: over the bloom's threshold (0.6) for every
 * colour of the loop, so the magenta (luminance 0.28 at full value) glows like the cyan and the green instead of
 * staying a flat stripe. Equal luminance also keeps the cycle calm: no colour flashes brighter than the next.
 */
export const RGB_ZONE_LUMINANCE = 0.95;
/** The most a zone's colour is scaled by (a dim colour is not blown up to a white glare). */
const RGB_ZONE_MAX_GAIN = 4;

/** A zone's emissive colour for a brand colour: scaled to `RGB_ZONE_LUMINANCE` (Rec. 709 luminance, linear). */
export function zoneColour(colour: Rgb): Rgb {
  const luminance = 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2];
  const gain = luminance > 0 ? Math.min(RGB_ZONE_MAX_GAIN, RGB_ZONE_LUMINANCE / luminance) : 1;
  return [colour[0] * gain, colour[1] * gain, colour[2] * gain];
}

/** The phase on the brand loop whose colour is nearest `colour`: each zone starts from the colour it was made in. */
export function phaseOf(colour: Rgb): number {
  const steps = 96;
  let best = 0;
  let bestDistance = Infinity;
  for (let s = 0; s < steps; s++) {
    const c = brandLoop(s / steps);
    const d = (c[0] - colour[0]) ** 2 + (c[1] - colour[1]) ** 2 + (c[2] - colour[2]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = s / steps;
    }
  }
  return best;
}

// --------------------------------------------------------------------------------- colours through the look

const ACES_IN = [
  [0.59719, 0.35458, 0.04823],
  [0.076, 0.90834, 0.01566],
  [0.0284, 0.13383, 0.83777],
] as const;
const ACES_OUT = [
  [1.60475, -0.53108, -0.07367],
  [-0.10208, 1.10813, -0.00605],
  [-0.00327, -0.07276, 1.07602],
] as const;
const mat = (m: readonly (readonly number[])[], v: Rgb): Rgb => [
  m[0]![0]! * v[0] + m[0]![1]! * v[1] + m[0]![2]! * v[2],
  m[1]![0]! * v[0] + m[1]![1]! * v[1] + m[1]![2]! * v[2],
  m[2]![0]! * v[0] + m[2]![1]! * v[1] + m[2]![2]! * v[2],
];
const fit = (v: number): number =>
  (v * (v + 0.0245786) - 0.000090537) / (v * (0.983729 * v + 0.432951) + 0.238081);
const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** What Babylon's image processing shows for a linear colour: exposure, ACES (Hill's fit), gamma 1/2.2. */
export function displayed(linear: Rgb, exposure: number): Rgb {
  const [r, g, b] = mat(
    ACES_OUT,
    mat(ACES_IN, [linear[0] * exposure, linear[1] * exposure, linear[2] * exposure]).map(
      fit,
    ) as unknown as Rgb,
  );
  return [clamp01(r) ** (1 / 2.2), clamp01(g) ** (1 / 2.2), clamp01(b) ** (1 / 2.2)];
}

/**
 * The linear colour that the image processing shows as `shown` (sRGB 0..1): the background and the fog go through
 * the tone mapping like everything else, and must still come out as the page's navy behind the canvas.
 */
export function beforeToneMapping(shown: Rgb, exposure: number): Rgb {
  let x: [number, number, number] = [shown[0] ** 2.2, shown[1] ** 2.2, shown[2] ** 2.2];
  for (let i = 0; i < 60; i++) {
    const now = displayed(x, exposure);
    // The look is monotone in each channel and nearly diagonal: a damped step on each channel's own error.
    x = [0, 1, 2].map((c) => {
      const target = shown[c]! ** 2.2;
      const got = now[c]! ** 2.2;
      return Math.max(0, x[c]! * (got > 0 ? Math.min(4, Math.max(0.25, target / got)) : 2));
    }) as [number, number, number];
  }
  return x;
}
