/**
 * Seeded randomness for the generators. Every generated file must come out byte-identical on each build, so
 * nothing here reads a clock or Math.random: a seed fixes the whole sequence.
 */

export { seededRandom } from '../seeded-random.ts';

/** A stateless hash of integer coordinates to [0, 1), so noise lattices need no stored tables. */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Integer modulo that stays positive, for wrapping coordinates onto a torus. */
export function wrap(value: number, period: number): number {
  return ((value % period) + period) % period;
}

export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

/**
 * Value noise that repeats every `period` lattice cells in both axes; sampling it at (x/size·period) makes a
 * texture whose right edge continues into its left edge, which is what a tiled floor or board needs.
 */
export function periodicValueNoise(x: number, y: number, period: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  // Quintic fade: its zero second derivative at the lattice hides the grid that a cubic fade leaves visible.
  const ux = fx * fx * fx * (fx * (fx * 6 - 15) + 10);
  const uy = fy * fy * fy * (fy * (fy * 6 - 15) + 10);
  const xa = wrap(x0, period);
  const xb = wrap(x0 + 1, period);
  const ya = wrap(y0, period);
  const yb = wrap(y0 + 1, period);
  const a = hash2(xa, ya, seed);
  const b = hash2(xb, ya, seed);
  const c = hash2(xa, yb, seed);
  const d = hash2(xb, yb, seed);
  return a + (b - a) * ux + (c - a) * uy + (a - b - c + d) * ux * uy;
}

/** Fractal sum of periodic value noise; u and v in [0, 1) cover one tile; the result is roughly in [0, 1]. */
export function periodicFbm(u: number, v: number, basePeriod: number, octaves: number, seed: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let total = 0;
  let period = basePeriod;
  for (let o = 0; o < octaves; o++) {
    sum += amplitude * periodicValueNoise(u * period, v * period, period, seed + o * 101);
    total += amplitude;
    amplitude *= 0.5;
    period *= 2;
  }
  return sum / total;
}

/** sRGB transfer curve: lighting is summed in linear light, files store sRGB. */
export function linearToSrgbByte(c: number): number {
  const x = clamp01(c);
  const s = x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055;
  return Math.round(s * 255);
}
