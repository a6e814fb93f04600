import { describe, expect, it } from 'vitest';
import { irradianceOf } from './environment-irradiance.ts';

describe('a cube map’s diffuse light from the asset index', () => {
  const terms = Array.from({ length: 27 }, (_, i) => (i + 1) / 100);

  it('reads the 27 numbers as the polynomial’s terms, in Babylon’s order', () => {
    const polynomial = irradianceOf({ irradiance: terms });
    expect(polynomial?.x.asArray()).toEqual([0.01, 0.02, 0.03]);
    expect(polynomial?.zz.asArray()).toEqual([0.16, 0.17, 0.18]);
    expect(polynomial?.xy.asArray()).toEqual([0.25, 0.26, 0.27]);
  });

  it('gives nothing for a missing or malformed entry, so that Babylon computes it itself', () => {
    expect(irradianceOf(undefined)).toBeUndefined();
    expect(irradianceOf({ width: 256 })).toBeUndefined();
    expect(irradianceOf({ irradiance: terms.slice(1) })).toBeUndefined();
    expect(irradianceOf({ irradiance: [...terms.slice(1), Number.NaN] })).toBeUndefined();
    expect(irradianceOf({ irradiance: 'x' })).toBeUndefined();
  });
});
