import type { GeneratedAsset } from '../generated-asset.ts';
import { circuitPixels } from './circuit.ts';
import { decodeRgb, encodePng, encodeWebp, rasteriseSvg } from './encode.ts';
import { floorPixels } from './floor.ts';
import { leafSvg } from './leaf.ts';
import { smokePuffPixels } from './smoke-puff.ts';
import { CUBE_FACES, studioFacePixels, type CubeFace } from './studio-environment.ts';
import { irradiancePolynomial } from './environment-irradiance.ts';
import { environmentBrdfPixels } from './environment-brdf.ts';
import { ENVIRONMENT_BRDF_ASSET } from '../manifest.ts';

/**
 * Every texture of the 3D scenes. The environment faces share one name and come in `meta.faces` order, with
 * `meta.face` naming each; the loader groups them into one cube texture, and gives it `meta.irradiance` (the
 * faces' diffuse light, see environment-irradiance.ts) so that the page need not read the faces back.
 */
/**
 * WebP quality of the environment's faces: no banding or blocks in the turntable's reflections at 92. The low
 * set's pixels are four times larger on screen and its faces' edges must still meet (the seam test): 97.
 */
const ENVIRONMENT_QUALITY = { high: 92, low: 97 };

export async function generateTextures(): Promise<GeneratedAsset[]> {
  const assets: GeneratedAsset[] = [];

  for (const [name, size, quality] of [
    ['env/studio', 256, ENVIRONMENT_QUALITY.high],
    ['env/studio-low', 64, ENVIRONMENT_QUALITY.low],
  ] as const) {
    // Lossy WebP: the faces are smooth light with soft edges, 7 KB a set instead of 55 KB as PNG. The light is
    // computed from the faces as the browser decodes them, which is what Babylon would read back.
    const encoded = new Map<CubeFace, Uint8Array>();
    const decoded = {} as Record<CubeFace, Uint8Array>;
    for (const face of CUBE_FACES) {
      const bytes = await encodeWebp(
        { pixels: studioFacePixels(face, size), width: size, height: size, channels: 3 },
        { quality },
      );
      encoded.set(face, bytes);
      decoded[face] = await decodeRgb(bytes);
    }
    const irradiance = irradiancePolynomial(decoded, size);
    for (const face of CUBE_FACES) {
      assets.push({
        name,
        file: `${name}-${face}.webp`,
        bytes: encoded.get(face) as Uint8Array,
        meta: { width: size, height: size, face, faces: CUBE_FACES.join(','), irradiance },
      });
    }
  }

  // Babylon's PBR lookup table, in a file of its own instead of inlined in the stage's script.
  const brdfSize = 128;
  assets.push({
    name: ENVIRONMENT_BRDF_ASSET,
    file: 'textures/environment-brdf.png',
    bytes: await encodePng({
      pixels: environmentBrdfPixels(brdfSize),
      width: brdfSize,
      height: brdfSize,
      channels: 4,
    }),
    meta: { width: brdfSize, height: brdfSize, rgbd: true },
  });

  const smokeSize = 128;
  assets.push({
    name: 'particle/smoke',
    file: 'particles/smoke.png',
    bytes: await encodePng({
      pixels: smokePuffPixels(smokeSize, 7),
      width: smokeSize,
      height: smokeSize,
      channels: 4,
    }),
    meta: { width: smokeSize, height: smokeSize },
  });

  for (const [name, file, size] of [
    ['texture/circuit', 'textures/circuit.webp', 512],
    ['texture/circuit-low', 'textures/circuit-low.webp', 256],
  ] as const) {
    assets.push({
      name,
      file,
      bytes: await encodeWebp(
        { pixels: circuitPixels(size), width: size, height: size, channels: 3 },
        { quality: 90 },
      ),
      meta: { width: size, height: size, tileable: true },
    });
  }

  for (const [name, file, size] of [
    ['texture/floor', 'textures/floor.webp', 512],
    ['texture/floor-low', 'textures/floor-low.webp', 256],
  ] as const) {
    assets.push({
      name,
      file,
      bytes: await encodeWebp(
        { pixels: floorPixels(size), width: size, height: size, channels: 3 },
        { quality: 90 },
      ),
      meta: { width: size, height: size, tileable: true },
    });
  }

  const leafSize = 256;
  assets.push({
    name: 'texture/jungle-leaf',
    file: 'textures/jungle-leaf.png',
    bytes: await encodePng(await rasteriseSvg(leafSvg(leafSize), false)),
    meta: { width: leafSize, height: leafSize },
  });

  return assets;
}
