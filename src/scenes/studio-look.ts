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
  readonly toneMapping: ToneMapping;
  /** The post-processing pipeline's bloom, or null where the tier draws no post-processing or no bloom. */
  readonly bloom: StudioBloom | null;
  /** Multisampling of the pipeline's render target (high quality). */
  readonly samples: number;
}

/**
 * The tone mapping: Khronos PBR Neutral, made for product shots, rather than the spec's ACES. ACES shifts and
 * washes saturated colours: the brand's cyan #00e5ff comes out as about (88, 199, 209) (see `displayed`), the RGB
 * zones pale and the magenta pink-white up close (docs/looks/models/*-aces.webp); Neutral keeps them near the
 * brand's hex while it still rolls the highlights off.
 */
export type ToneMapping = 'aces' | 'neutral';
export const STUDIO_TONE_MAPPING: ToneMapping = 'neutral';

/** The same-brightness exposure in `STUDIO_TONE_MAPPING` for the spec's ACES exposure: mid-grey (0.18) shown alike. */
export function exposureFor(threeAcesExposure: number): number {
  const grey: Rgb = [0.18, 0.18, 0.18];
  const target = displayed(grey, threeAcesExposure * THREE_ACES_PRESCALE, 'aces')[1];
  let lo = 0.05;
  let hi = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (displayed(grey, mid, STUDIO_TONE_MAPPING)[1] < target) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 1000) / 1000;
}

export function studioLookFor(settings: QualitySettings): StudioLook {
  const bloom = settings.postProcessing && settings.bloom.enabled ? settings.bloom : null;
  return {
    exposure: exposureFor(settings.exposure),
    toneMapping: STUDIO_TONE_MAPPING,
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

/**
 * The brand's three colours, linear, as the models store them (assets/models/materials.ts's BRAND, which the
 * site's code may not import; studio-look.test.ts holds them equal): cyan, magenta, green.
 */
export const BRAND_LOOP: readonly Rgb[] = [
  [0, 0.7835, 1],
  [1, 0.0242, 0.6724],
  [0.2016, 1, 0.0782],
];

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
 * How bright an RGB zone is drawn, as luminance before exposure and tone mapping. Babylon's bloom compares
 * luminance × exposure with its threshold, so at the studio exposure (0.926) this clears 0.6 for every colour
 * of the loop: the magenta (luminance 0.28 at full value) glows like the cyan and the green instead of staying a
 * flat stripe, and no colour flashes brighter than the next (a calm cycle). Higher, ACES washes the zones towards
 * white up close (tried at 0.95: the turntable's cyan band read white).
 */
export const RGB_ZONE_LUMINANCE = 0.7;
/** The most a zone's colour is scaled by (a dim colour is not blown up to a white glare). */
const RGB_ZONE_MAX_GAIN = 2.6;

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

function neutral(c: Rgb): Rgb {
  // Khronos PBR Neutral, as Babylon's shader has it.
  const x = Math.min(c[0], c[1], c[2]);
  const offset = x < 0.08 ? x - 6.25 * x * x : 0.04;
  const v: Rgb = [c[0] - offset, c[1] - offset, c[2] - offset];
  const start = 0.76;
  const peak = Math.max(v[0], v[1], v[2]);
  if (peak < start) return v;
  const d = 1 - start;
  const newPeak = 1 - (d * d) / (peak + d - start);
  const g = 1 - 1 / (0.15 * (peak - newPeak) + 1);
  const at = (e: number) => (e * newPeak) / peak + (newPeak - (e * newPeak) / peak) * g;
  return [at(v[0]), at(v[1]), at(v[2])];
}

/** What Babylon's image processing shows for a linear colour: exposure, the tone mapping, gamma 1/2.2. */
export function displayed(
  linear: Rgb,
  exposure: number,
  toneMapping: ToneMapping = STUDIO_TONE_MAPPING,
): Rgb {
  const exposed: Rgb = [linear[0] * exposure, linear[1] * exposure, linear[2] * exposure];
  const [r, g, b] =
    toneMapping === 'neutral'
      ? neutral(exposed)
      : mat(ACES_OUT, mat(ACES_IN, exposed).map(fit) as unknown as Rgb);
  return [clamp01(r) ** (1 / 2.2), clamp01(g) ** (1 / 2.2), clamp01(b) ** (1 / 2.2)];
}

/**
 * The linear colour that the image processing shows as `shown` (sRGB 0..1): the background and the fog go through
 * the tone mapping like everything else, and must still come out as the page's navy behind the canvas.
 */
export function beforeToneMapping(shown: Rgb, exposure: number): Rgb {
  const target: Rgb = [shown[0] ** 2.2, shown[1] ** 2.2, shown[2] ** 2.2];
  let x: [number, number, number] = [target[0] / exposure, target[1] / exposure, target[2] / exposure];
  // Fixed-point steps on each channel's error, on screen, in linear light: the look is monotone in each channel
  // and its channels couple only weakly (through the darkest one), so this settles within a level.
  for (let i = 0; i < 400; i++) {
    const now = displayed(x, exposure);
    x = [0, 1, 2].map((c) => Math.max(0, x[c]! + (target[c]! - now[c]! ** 2.2) / exposure)) as [
      number,
      number,
      number,
    ];
  }
  return x;
}

/** The spec's exposure, in the studio's tone mapping (what every tier applies). */
export const STUDIO_EXPOSURE = exposureFor(EXPOSURE);
