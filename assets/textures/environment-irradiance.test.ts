import { describe, expect, it } from 'vitest';
import { generateTextures } from './index.ts';
import { decode } from './image-checks.ts';
import { irradiancePolynomial } from './environment-irradiance.ts';
import { CUBE_FACES, type CubeFace } from './studio-environment.ts';

const SIZE = 8;
/** A cube whose faces are flat sRGB colours, `bright` on the named faces and black elsewhere. */
function flatCube(bright: Partial<Record<CubeFace, number>>): Record<CubeFace, Uint8Array> {
  return Object.fromEntries(
    CUBE_FACES.map((face) => [face, new Uint8Array(SIZE * SIZE * 3).fill(bright[face] ?? 0)]),
  ) as Record<CubeFace, Uint8Array>;
}
/** The polynomial's terms by name, red channel only. */
function red(terms: number[]): Record<string, number> {
  const names = ['x', 'y', 'z', 'xx', 'yy', 'zz', 'yz', 'zx', 'xy'];
  return Object.fromEntries(names.map((name, i) => [name, terms[i * 3] as number]));
}

describe('the environment’s diffuse light, computed at build time', () => {
  it('has no direction for a uniform environment', () => {
    const p = red(irradiancePolynomial(flatCube(Object.fromEntries(CUBE_FACES.map((f) => [f, 128]))), SIZE));
    for (const term of ['x', 'y', 'z', 'yz', 'zx', 'xy'])
      expect(Math.abs(p[term] as number)).toBeLessThan(1e-4);
    expect(p.xx).toBeGreaterThan(0);
    expect(p.yy).toBeCloseTo(p.xx as number, 5);
    expect(p.zz).toBeCloseTo(p.xx as number, 5);
  });

  it('points where the light comes from: +X lit gives +x, −X lit gives −x, and up lit gives +y', () => {
    expect(red(irradiancePolynomial(flatCube({ px: 255 }), SIZE)).x).toBeGreaterThan(0.05);
    expect(red(irradiancePolynomial(flatCube({ nx: 255 }), SIZE)).x).toBeLessThan(-0.05);
    const up = red(irradiancePolynomial(flatCube({ py: 255 }), SIZE));
    expect(up.y).toBeGreaterThan(0.05);
    expect(Math.abs(up.x as number)).toBeLessThan(1e-4);
  });

  it('is written beside each studio face, and matches the faces as shipped (decoded from the WebP files)', async () => {
    const assets = await generateTextures();
    for (const [set, size] of [
      ['env/studio', 256],
      ['env/studio-low', 64],
    ] as const) {
      const faces = assets.filter((a) => a.name === set);
      const decoded = Object.fromEntries(
        await Promise.all(faces.map(async (a) => [a.meta?.face, (await decode(a.bytes)).data] as const)),
      ) as Record<CubeFace, Uint8Array>;
      const expected = irradiancePolynomial(decoded, size);
      for (const face of faces) expect(face.meta?.irradiance, face.file).toEqual(expected);
      // The studio's cyan softbox is on +X and its magenta one on −X: blue leans to +x, red to −x.
      expect(expected[0]).toBeLessThan(0);
      expect(expected[2]).toBeGreaterThan(0);
    }
  }, 60_000);
});
