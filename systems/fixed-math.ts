/**
 * Arithmetic-only replacements for the Math functions that ECMAScript lets engines approximate.
 * Game rules must give the same bits in every browser and on the server, so they use these instead of
 * Math.sin, Math.cos, Math.atan2, Math.hypot, Math.pow and `**` (banned by lint in components/ and systems/).
 * Only + - * /, Math.sqrt and Math.floor are used: those are exactly specified by IEEE 754.
 */

export const PI = 3.141592653589793;
export const TAU = 6.283185307179586;
export const HALF_PI = 1.5707963267948966;

// pi/2 split in two parts (Cody-Waite) so that x - k*pi/2 stays accurate for large x.
const HALF_PI_HI = 1.5707963267341256;
const HALF_PI_LO = 6.077100506506192e-11;
const TWO_OVER_PI = 0.6366197723675814;

/** sin and cos of r for |r| <= pi/4, Taylor series to the 15th/14th power (error below 1e-15). */
function sinKernel(r: number): number {
  const r2 = r * r;
  return (
    r *
    (1 +
      r2 *
        (-1 / 6 +
          r2 *
            (1 / 120 +
              r2 *
                (-1 / 5040 +
                  r2 * (1 / 362880 + r2 * (-1 / 39916800 + r2 * (1 / 6227020800 - r2 / 1307674368000)))))))
  );
}

function cosKernel(r: number): number {
  const r2 = r * r;
  return (
    1 +
    r2 *
      (-1 / 2 +
        r2 *
          (1 / 24 +
            r2 *
              (-1 / 720 + r2 * (1 / 40320 + r2 * (-1 / 3628800 + r2 * (1 / 479001600 - r2 / 87178291200))))))
  );
}

function reduce(x: number): { r: number; quadrant: number } {
  const k = Math.floor(x * TWO_OVER_PI + 0.5);
  const r = x - k * HALF_PI_HI - k * HALF_PI_LO;
  // ((k % 4) + 4) % 4 without relying on the sign behaviour of % for negative k.
  const quadrant = k - 4 * Math.floor(k / 4);
  return { r, quadrant };
}

export function fsin(x: number): number {
  const { r, quadrant } = reduce(x);
  switch (quadrant) {
    case 0:
      return sinKernel(r);
    case 1:
      return cosKernel(r);
    case 2:
      return -sinKernel(r);
    default:
      return -cosKernel(r);
  }
}

export function fcos(x: number): number {
  const { r, quadrant } = reduce(x);
  switch (quadrant) {
    case 0:
      return cosKernel(r);
    case 1:
      return -sinKernel(r);
    case 2:
      return -cosKernel(r);
    default:
      return sinKernel(r);
  }
}

/** atan for |t| <= 1: two half-angle steps bring t under tan(pi/16), where the series converges fast. */
function atanUnit(t: number): number {
  const h1 = t / (1 + Math.sqrt(1 + t * t));
  const h2 = h1 / (1 + Math.sqrt(1 + h1 * h1));
  const s = h2 * h2;
  let sum = 0;
  // Horner over the alternating series sum (-1)^n s^n / (2n+1), 12 terms (error below 1e-17).
  for (let n = 11; n >= 0; n--) {
    const term = (n % 2 === 0 ? 1 : -1) / (2 * n + 1);
    sum = term + s * sum;
  }
  return 4 * h2 * sum;
}

export function fatan(x: number): number {
  if (x > 1) return HALF_PI - atanUnit(1 / x);
  if (x < -1) return -HALF_PI - atanUnit(1 / x);
  return atanUnit(x);
}

export function fatan2(y: number, x: number): number {
  if (x > 0) return fatan(y / x);
  if (x < 0) return y >= 0 ? fatan(y / x) + PI : fatan(y / x) - PI;
  if (y > 0) return HALF_PI;
  if (y < 0) return -HALF_PI;
  return 0;
}

export function fhypot(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}

/** x to a whole power by repeated squaring (exact sequence of multiplications, unlike Math.pow). */
export function fpowi(x: number, n: number): number {
  if (!Number.isInteger(n)) throw new RangeError(`fpowi needs an integer exponent, got ${n}`);
  let base = n < 0 ? 1 / x : x;
  let e = n < 0 ? -n : n;
  let result = 1;
  while (e > 0) {
    if (e & 1) result *= base;
    base *= base;
    e = Math.floor(e / 2);
  }
  return result;
}

export function clamp(x: number, min: number, max: number): number {
  return x < min ? min : x > max ? max : x;
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}
