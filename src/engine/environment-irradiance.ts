import { SphericalPolynomial } from '@babylonjs/core/Maths/sphericalPolynomial.js';
import type { IndexedAsset } from './asset-index.ts';

/**
 * A cube map's diffuse light, as the asset build computed it from the faces it made
 * (assets/textures/environment-irradiance.ts): 27 numbers, the polynomial's 9 RGB terms. Undefined when the
 * index has none, and Babylon then computes it in the page as usual.
 */
export function irradianceOf(meta: IndexedAsset['meta']): SphericalPolynomial | undefined {
  const terms = meta?.irradiance;
  if (!Array.isArray(terms) || terms.length !== 27 || !terms.every(Number.isFinite)) return undefined;
  return SphericalPolynomial.FromArray(Array.from({ length: 9 }, (_, i) => terms.slice(i * 3, i * 3 + 3)));
}
