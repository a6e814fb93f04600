/**
 * The brand's material palette for the product models: PBR metallic-roughness values with colours given in
 * sRGB hex (how the designers write them) and stored linear (what glTF factors mean).
 */

export type Rgb = readonly [number, number, number];

/**
 * The finishes a brand's product is made of (what the models are tested to show): matte shell, gloss plastic,
 * rubber grips, soft cushions, braided cable, metal, and the RGB zones' emissive light.
 */
export type MaterialKind = 'shell' | 'gloss' | 'rubber' | 'soft' | 'braid' | 'metal' | 'rgb';

export interface MaterialSpec {
  name: string;
  /** The finish, for the tests and the reader; not written to the glTF. */
  kind?: MaterialKind;
  /** Linear RGB. */
  baseColor: Rgb;
  metallic: number;
  roughness: number;
  /** Linear RGB; the glow layer of the scene picks these strips up. */
  emissive?: Rgb;
}

/** x^(1/5) by Newton's method from above: only + - * /, so every JS engine gives the same bits. */
function fifthRoot(a: number): number {
  if (a <= 0) return 0;
  let y = 1;
  for (let i = 0; i < 200; i++) {
    const y4 = y * y * y * y;
    const next = (4 * y + a / y4) / 5;
    if (next >= y) break;
    y = next;
  }
  return y;
}

function srgbChannelToLinear(c: number): number {
  if (c <= 0.04045) return c / 12.92;
  const x = (c + 0.055) / 1.055;
  // x^2.4 = x^2 · (x^2)^(1/5), avoiding Math.pow, whose last bits differ between engines.
  return x * x * fifthRoot(x * x);
}

// Four decimals are far below what 8-bit colour can show and keep the JSON of the GLB short and stable.
const round4 = (v: number): number => Math.round(v * 10000) / 10000;

export function srgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number): number => round4(srgbChannelToLinear(((n >> shift) & 0xff) / 255));
  return [channel(16), channel(8), channel(0)];
}

export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    round4(a[0] + (b[0] - a[0]) * t),
    round4(a[1] + (b[1] - a[1]) * t),
    round4(a[2] + (b[2] - a[2]) * t),
  ];
}

export const BRAND = {
  cyan: srgb('#00e5ff'),
  magenta: srgb('#ff2bd6'),
  green: srgb('#7cff4f'),
} as const;

/** The brand gradient cyan → magenta → green, at t in [0, 1]. */
export function brandGradient(t: number): Rgb {
  return t <= 0.5 ? mixRgb(BRAND.cyan, BRAND.magenta, t * 2) : mixRgb(BRAND.magenta, BRAND.green, t * 2 - 1);
}

/** `steps` emissive materials spread evenly along the brand gradient, named `${prefix}-0`, `-1`, … */
export function gradientMaterials(prefix: string, steps: number): MaterialSpec[] {
  return Array.from({ length: steps }, (_, i) =>
    rgbMaterial(`${prefix}-${i}`, brandGradient(i / (steps - 1))),
  );
}

// A near-black base under the glow keeps the strip from looking like grey plastic where the glow is weak.
const GLOW_BASE: Rgb = srgb('#0a0a0c');

export function rgbMaterial(name: string, colour: Rgb): MaterialSpec {
  return { name, kind: 'rgb', baseColor: GLOW_BASE, metallic: 0, roughness: 0.4, emissive: colour };
}

/** The matte shell of the game pieces and characters: dark charcoal, slightly rough, a hint of metal. */
export function shellMaterial(name: string, hex = '#1b1d22'): MaterialSpec {
  return { name, kind: 'shell', baseColor: srgb(hex), metallic: 0.1, roughness: 0.6 };
}

/** Glossy plastic, for buttons that should catch a highlight apart from the shell. */
export function glossMaterial(name: string): MaterialSpec {
  return { name, kind: 'gloss', baseColor: srgb('#16181c'), metallic: 0.1, roughness: 0.22 };
}

/** Soft, rough and darker: ear cushions, rubber wheels, headband padding. */
export function softMaterial(name: string, hex = '#0f1013'): MaterialSpec {
  return { name, kind: 'soft', baseColor: srgb(hex), metallic: 0, roughness: 0.95 };
}

/** Dark brushed metal: sliders, trims of the game pieces. */
export function metalMaterial(name: string, hex = '#2a2d33'): MaterialSpec {
  return { name, kind: 'metal', baseColor: srgb(hex), metallic: 0.8, roughness: 0.35 };
}

/**
 * The product models' finishes (the home's devices and totem, seen up close on the product pages), told apart by
 * roughness and value as a product photo shows them: a soft-touch shell with a broad sheen, gloss with a sharp
 * highlight, rubber and cushions with almost none, braided cable with a silky one, metal that mirrors the studio.
 */
export const PRODUCT_FINISH = {
  shell: (name: string): MaterialSpec => ({
    name,
    kind: 'shell',
    baseColor: srgb('#2b2e35'),
    metallic: 0,
    roughness: 0.62,
  }),
  gloss: (name: string, hex = '#15171b'): MaterialSpec => ({
    name,
    kind: 'gloss',
    baseColor: srgb(hex),
    metallic: 0,
    roughness: 0.12,
  }),
  rubber: (name: string): MaterialSpec => ({
    name,
    kind: 'rubber',
    baseColor: srgb('#17181b'),
    metallic: 0,
    roughness: 0.92,
  }),
  soft: (name: string): MaterialSpec => ({
    name,
    kind: 'soft',
    baseColor: srgb('#121317'),
    metallic: 0,
    roughness: 0.95,
  }),
  braid: (name: string): MaterialSpec => ({
    name,
    kind: 'braid',
    baseColor: srgb('#3a3e47'),
    metallic: 0.15,
    roughness: 0.55,
  }),
  metal: (name: string, hex = '#5b616b'): MaterialSpec => ({
    name,
    kind: 'metal',
    baseColor: srgb(hex),
    metallic: 1,
    roughness: 0.32,
  }),
} as const;
