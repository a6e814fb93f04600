/**
 * The lookup table a PBR material reads its environment reflection through (the "split sum"): for the angle
 * between view and normal (u, as NdotV) and the surface's roughness (v, perceptual, top row smooth), the share
 * of the reflected environment that the Fresnel term and the masking leave, plus the sheen lobe's.
 *
 * Babylon ships this table as a 256 × 256 PNG inlined in its script as base64 (23.5 KB gzip, on the first
 * load's critical path, compressed twice). It is made here instead, at 128 × 128 in its own file, and
 * scripts/vite-environment-brdf.ts points Babylon at it. The channels follow Babylon's table exactly (its test
 * compares them):
 * - R: the Fresnel-weighted part, ∫ Fc·G_vis (Babylon's x, with `BRDF_V_HEIGHT_CORRELATED`:
 *   reflectance = (R90 − R0)·x + R0·y);
 * - G: the whole directional albedo of the GGX lobe without Fresnel, ∫ G_vis;
 * - B: the sheen lobe's albedo, Charlie distribution with Ashikhmin's visibility.
 * The specular terms use GGX importance sampling with height-correlated Smith masking; the sheen, uniform
 * hemisphere sampling. Values are stored RGBD as Babylon's reader expects (the sheen goes above 1).
 */

const SAMPLES = 512;

/** The i-th point of a Hammersley set: a low-discrepancy, deterministic spread of (ξ1, ξ2) over [0, 1)². */
function hammersley(i: number, n: number): [number, number] {
  let bits = i;
  bits = ((bits << 16) | (bits >>> 16)) >>> 0;
  bits = (((bits & 0x55555555) << 1) | ((bits & 0xaaaaaaaa) >>> 1)) >>> 0;
  bits = (((bits & 0x33333333) << 2) | ((bits & 0xcccccccc) >>> 2)) >>> 0;
  bits = (((bits & 0x0f0f0f0f) << 4) | ((bits & 0xf0f0f0f0) >>> 4)) >>> 0;
  bits = (((bits & 0x00ff00ff) << 8) | ((bits & 0xff00ff00) >>> 8)) >>> 0;
  return [i / n, bits / 4294967296];
}

/** Height-correlated Smith visibility, G / (4 NdotL NdotV), for GGX with α² = `a2`. */
function smithVisibility(NdotV: number, NdotL: number, a2: number): number {
  const lambdaV = NdotL * Math.sqrt(NdotV * NdotV * (1 - a2) + a2);
  const lambdaL = NdotV * Math.sqrt(NdotL * NdotL * (1 - a2) + a2);
  return 0.5 / (lambdaV + lambdaL);
}

/** [∫ Fc·G_vis, ∫ G_vis] of the GGX lobe for this view angle and perceptual roughness. */
export function specularTerms(NdotV: number, roughness: number): [number, number] {
  const alpha = Math.max(roughness * roughness, 1e-4);
  const a2 = alpha * alpha;
  const vx = Math.sqrt(1 - NdotV * NdotV);
  let fresnel = 0;
  let total = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const [e1, e2] = hammersley(i, SAMPLES);
    const phi = 2 * Math.PI * e1;
    const cosTheta = Math.sqrt((1 - e2) / (1 + (a2 - 1) * e2));
    const sinTheta = Math.sqrt(1 - cosTheta * cosTheta);
    const hx = sinTheta * Math.cos(phi);
    const VdotH = vx * hx + NdotV * cosTheta;
    const NdotL = 2 * VdotH * cosTheta - NdotV;
    if (NdotL <= 0) continue;
    // The sample's weight: BRDF·NdotL over the pdf of H, D·NdotH / (4 VdotH); D cancels.
    const weight = (smithVisibility(NdotV, NdotL, a2) * 4 * NdotL * VdotH) / cosTheta;
    const fc = (1 - VdotH) ** 5;
    fresnel += fc * weight;
    total += weight;
  }
  return [fresnel / SAMPLES, total / SAMPLES];
}

/** ∫ D_Charlie · V_Ashikhmin · NdotL over the hemisphere, for this view angle and perceptual roughness. */
export function sheenTerm(NdotV: number, roughness: number): number {
  const inverseAlpha = 1 / Math.max(roughness * roughness, 1e-4);
  const vx = Math.sqrt(1 - NdotV * NdotV);
  let sum = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const [e1, e2] = hammersley(i, SAMPLES);
    const phi = 2 * Math.PI * e1;
    const NdotL = 1 - e2;
    const sinTheta = Math.sqrt(1 - NdotL * NdotL);
    const lx = sinTheta * Math.cos(phi);
    const ly = sinTheta * Math.sin(phi);
    const length = Math.hypot(vx + lx, ly, NdotV + NdotL);
    const NdotH = (NdotV + NdotL) / length;
    const sin2 = Math.max(1 - NdotH * NdotH, 0);
    const distribution = ((2 + inverseAlpha) * sin2 ** (inverseAlpha / 2)) / (2 * Math.PI);
    const visibility = 1 / (4 * (NdotL + NdotV - NdotL * NdotV));
    // Uniform over the hemisphere: the pdf is 1 / 2π.
    sum += distribution * visibility * NdotL * 2 * Math.PI;
  }
  return sum / SAMPLES;
}

/**
 * Babylon's RGBD: the colour scaled by D so that its largest channel fills the byte range, then gamma-encoded
 * (which spreads PNG's 8 bits where small values need them); the reader takes pow(rgb, 2.2) / D.
 */
export function encodeRgbd(color: readonly [number, number, number]): [number, number, number, number] {
  const max = Math.max(color[0], color[1], color[2], 1e-6);
  const d = Math.min(Math.max(Math.floor(Math.max(255 / max, 1)) / 255, 0), 1);
  const byte = (v: number) => Math.round(Math.min(Math.max((v * d) ** (1 / 2.2), 0), 1) * 255);
  return [byte(color[0]), byte(color[1]), byte(color[2]), Math.round(d * 255)];
}

/** The table as RGBA pixels, texel centres on the (NdotV, roughness) grid, first row smooth. */
export function environmentBrdfPixels(size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    const roughness = (y + 0.5) / size;
    for (let x = 0; x < size; x++) {
      const NdotV = (x + 0.5) / size;
      const [fresnel, total] = specularTerms(NdotV, roughness);
      pixels.set(encodeRgbd([fresnel, total, sheenTerm(NdotV, roughness)]), (y * size + x) * 4);
    }
  }
  return pixels;
}
