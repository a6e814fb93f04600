import { CubeMapToSphericalPolynomialTools } from '@babylonjs/core/Misc/HighDynamicRange/cubemapToSphericalPolynomial.js';
import type { SphericalPolynomial } from '@babylonjs/core/Maths/sphericalPolynomial.js';
import type { CubeFace } from './studio-environment.ts';

/** The polynomial's terms in the order Babylon's `SphericalPolynomial.FromArray` reads them. */
const TERMS = ['x', 'y', 'z', 'xx', 'yy', 'zz', 'yz', 'zx', 'xy'] as const;

/**
 * The diffuse light of a cube map as Babylon's spherical polynomial: 9 RGB terms, flattened to 27 numbers.
 *
 * A PBR material lit by an environment needs this polynomial. Left to itself, Babylon computes it in the page
 * by reading the six faces back from the GPU: a synchronous `readPixels` per face that stalls the main thread
 * (1.3 s in SwiftShader on the home's first load). The faces are made here, so the same Babylon function runs
 * on them at build time, with the parameters the page's readback would give: 8-bit RGB in sRGB as decoded from the shipped files, faces in
 * WebGL's order (right, left, up, down, front, back = px, nx, py, ny, pz, nz).
 */
export function irradiancePolynomial(faces: Record<CubeFace, Uint8Array>, size: number): number[] {
  const polynomial: SphericalPolynomial =
    CubeMapToSphericalPolynomialTools.ConvertCubeMapToSphericalPolynomial({
      size,
      right: faces.px,
      left: faces.nx,
      up: faces.py,
      down: faces.ny,
      front: faces.pz,
      back: faces.nz,
      format: 4, // Constants.TEXTUREFORMAT_RGB: three bytes a pixel
      type: 0, // Constants.TEXTURETYPE_UNSIGNED_BYTE
      gammaSpace: true,
    });
  // Six significant digits: far below what an 8-bit colour can show, and the index stays readable.
  return TERMS.flatMap((term) => polynomial[term].asArray().map((v) => Number(v.toPrecision(6))));
}
