import type { GpuTier } from './gpu-tier.ts';

/**
 * Rendering quality from the GPU tier and the device (spec §9 "Home and rendering", spec §3 "Rendering quality
 * state"). Pure: the engine applies the result (hardware scaling, the post-processing pipeline, shadow
 * generators, the render loop's frame cap), so every tier and device combination is tested here in Node.
 *
 * - tier below 3 → low: pixel ratio 1, no post-processing, no shadows;
 * - tier 3 or more → high: pixel ratio 2, post-processing with multisampling, a 512 shadow map, 2 shadow-casting
 *   lights;
 * - touch or mobile → medium whatever the tier: no post-processing or shadows, pixel ratio 2 from tier 2, else 1;
 * - low-resolution textures on mobile or below tier 2;
 * - bloom from tier 2 (only where post-processing runs), 256 px high below tier 3, else 512; threshold 0.6,
 *   strength 3, radius 0.5; exposure 0.68;
 * - 60 frames per second, 30 on mobile and on a software renderer (tier 0), whose every frame the CPU draws beside
 *   the page's own work (docs/decisions.md, "A software renderer draws 30 frames a second").
 */
export type QualityName = 'low' | 'medium' | 'high';

/** From the lowest; `stepDown` walks it backwards. */
export const QUALITY_ORDER: readonly QualityName[] = ['low', 'medium', 'high'];

export const HIGH_QUALITY_TIER = 3;
/** Below this tier the low-resolution texture set is used (and always on mobile). */
export const HIGH_RES_TEXTURE_TIER = 2;
/** The medium pixel ratio is 2 from this tier, else 1. */
export const MEDIUM_RETINA_TIER = 2;
/** Bloom runs above this tier (and only with post-processing). */
export const BLOOM_ABOVE_TIER = 1;

export const PIXEL_RATIO_LOW = 1;
export const PIXEL_RATIO_HIGH = 2;
export const SHADOW_MAP_RESOLUTION = 512;
export const SHADOW_CASTING_LIGHTS = 2;
export const BLOOM_THRESHOLD = 0.6;
export const BLOOM_STRENGTH = 3;
export const BLOOM_RADIUS = 0.5;
export const BLOOM_HEIGHT_LOW = 256;
export const BLOOM_HEIGHT_HIGH = 512;
export const EXPOSURE = 0.68;
export const FPS_CAP = 60;
export const FPS_CAP_MOBILE = 30;
/** The tier of a software renderer (gpu-tier.ts): capped as a phone is. */
const SOFTWARE_TIER: GpuTier = 0;

export interface DeviceKind {
  /** The md breakpoint (spec §9: it marks mobile). */
  mobile: boolean;
  /** A coarse primary pointer. */
  touch: boolean;
}

export interface BloomSettings {
  readonly enabled: boolean;
  /** Height in pixels of the bloom's render target; its width follows the aspect ratio. */
  readonly height: number;
  readonly threshold: number;
  readonly strength: number;
  readonly radius: number;
}

export interface QualitySettings {
  readonly name: QualityName;
  /** The tier and device these settings were made for; `stepDown` keeps them. */
  readonly tier: GpuTier;
  readonly mobile: boolean;
  readonly touch: boolean;
  /** The most device pixels per CSS pixel to render; see `hardwareScalingFor`. */
  readonly pixelRatio: number;
  readonly postProcessing: boolean;
  readonly multisampling: boolean;
  readonly shadowMap: boolean;
  /** 0 without shadows. */
  readonly shadowMapResolution: number;
  /** 0 without shadows. */
  readonly shadowCastingLights: number;
  readonly lowResTextures: boolean;
  readonly bloom: BloomSettings;
  readonly exposure: number;
  readonly fpsCap: number;
}

function settingsFor(name: QualityName, tier: GpuTier, device: DeviceKind): QualitySettings {
  const high = name === 'high';
  const pixelRatio =
    name === 'high' || (name === 'medium' && tier >= MEDIUM_RETINA_TIER) ? PIXEL_RATIO_HIGH : PIXEL_RATIO_LOW;
  return {
    name,
    tier,
    mobile: device.mobile,
    touch: device.touch,
    pixelRatio,
    postProcessing: high,
    multisampling: high,
    shadowMap: high,
    shadowMapResolution: high ? SHADOW_MAP_RESOLUTION : 0,
    shadowCastingLights: high ? SHADOW_CASTING_LIGHTS : 0,
    lowResTextures: device.mobile || tier < HIGH_RES_TEXTURE_TIER,
    bloom: {
      enabled: high && tier > BLOOM_ABOVE_TIER,
      height: tier < HIGH_QUALITY_TIER ? BLOOM_HEIGHT_LOW : BLOOM_HEIGHT_HIGH,
      threshold: BLOOM_THRESHOLD,
      strength: BLOOM_STRENGTH,
      radius: BLOOM_RADIUS,
    },
    exposure: EXPOSURE,
    fpsCap: device.mobile || tier === SOFTWARE_TIER ? FPS_CAP_MOBILE : FPS_CAP,
  };
}

export function qualityNameFor(tier: GpuTier, device: DeviceKind): QualityName {
  if (device.mobile || device.touch) return 'medium';
  return tier >= HIGH_QUALITY_TIER ? 'high' : 'low';
}

export function qualityFor(tier: GpuTier, device: DeviceKind): QualitySettings {
  return settingsFor(qualityNameFor(tier, device), tier, device);
}

/**
 * The next lower level for the same tier and device (high → medium → low), for a scene that misses its frame
 * budget. Textures and the frame cap stay: they follow the device, and reloading textures mid-scene would cost
 * more than it saves. At low it returns the very same object, so `stepDown(q) === q` means "nothing lower".
 */
export function stepDown(settings: QualitySettings): QualitySettings {
  const index = QUALITY_ORDER.indexOf(settings.name);
  const lower = index > 0 ? QUALITY_ORDER[index - 1] : undefined;
  if (!lower) return settings;
  return settingsFor(lower, settings.tier, settings);
}

/** How many times `stepDown` can still lower these settings: 2 at high, 1 at medium, 0 at low. */
export function stepsBelow(settings: QualitySettings): number {
  return Math.max(0, QUALITY_ORDER.indexOf(settings.name));
}

/**
 * Babylon's hardware scaling level for a pixel ratio: the engine renders at (canvas CSS size / level), so the
 * level is 1 / min(pixelRatio, devicePixelRatio). A missing or nonsensical devicePixelRatio counts as 1.
 */
export function hardwareScalingFor(pixelRatio: number, devicePixelRatio: number): number {
  const device = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const wanted = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  return 1 / Math.min(wanted, device);
}

/** Milliseconds between frames at a frame rate cap: 16.7 at 60, 33.3 at 30. */
/**
 * The smoke behind a page that covers the stage (a product page, a game's intro, the final score, a form) is
 * decoration at a third of its opacity: drawn this often, it leaves the main thread to the page (issue 17's
 * save-to-own-row took 2.6–5.4 s with the stage drawing at full rate on a software GPU).
 */
export const FPS_CAP_BACKDROP = 15;

/** The most frames a second the stage draws: the quality's cap, or the backdrop's when it is only that. */
export function stageFpsCap(settings: Pick<QualitySettings, 'fpsCap'> | null, backdrop: boolean): number {
  const cap = settings?.fpsCap ?? FPS_CAP;
  return backdrop ? Math.min(cap, FPS_CAP_BACKDROP) : cap;
}

export function frameIntervalMs(fpsCap: number): number {
  if (!(fpsCap > 0)) throw new RangeError(`frame rate cap must be positive, got ${fpsCap}`);
  return 1000 / fpsCap;
}
