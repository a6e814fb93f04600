import { fpowi } from './fixed-math.ts';
import type { Random } from './random.ts';

/**
 * The noise the bots and the synthetic players draw, from multiplications and divisions only: Math.exp and
 * Math.log may differ in the last bit between engines, and every engine must play the same fixtures.
 */

const SQRT3 = 1.7320508075688772;
const LN2 = 0.6931471805599453;

/** A standard normal draw, near enough: the sum of four uniforms (no log or sqrt of a draw needed). */
export function gaussian(rng: Random): number {
  return (rng.next() + rng.next() + rng.next() + rng.next() - 2) * SQRT3;
}

/** e^y by the compound-interest limit. */
export function exp(y: number): number {
  return fpowi(1 + y / 4096, 4096);
}

/** log2(x) for x ≥ 1: halvings, then the atanh series of the rest. */
export function log2(x: number): number {
  let whole = 0;
  while (x >= 2) {
    x /= 2;
    whole++;
  }
  const z = (x - 1) / (x + 1);
  let term = z;
  let sum = 0;
  for (let k = 1; k < 20; k += 2) {
    sum += term / k;
    term *= z * z;
  }
  return whole + (2 * sum) / LN2;
}

export function lognormal(rng: Random, median: number, sigma: number): number {
  return median * exp(sigma * gaussian(rng));
}
