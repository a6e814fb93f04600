import { generatedTwice } from '../../test/generated-assets.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decode, pngChunks, UNWANTED_PNG_CHUNKS, type Decoded } from './image-checks.ts';
import { generateTextures } from './index.ts';
import { smokePuffPixels } from './smoke-puff.ts';
import { CUBE_FACES, faceDirection, type CubeFace, type Vec3 } from './studio-environment.ts';

/**
 * The OpenGL cube-map lookup, written from the specification's table independently of the generator: the
 * major axis picks the face, the other two components give (sc, tc).
 */
function lookup(d: Vec3): { face: CubeFace; s: number; t: number } {
  const [x, y, z] = d;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const az = Math.abs(z);
  let face: CubeFace;
  let sc: number;
  let tc: number;
  let ma: number;
  if (ax >= ay && ax >= az) {
    face = x > 0 ? 'px' : 'nx';
    sc = x > 0 ? -z : z;
    tc = -y;
    ma = ax;
  } else if (ay >= az) {
    face = y > 0 ? 'py' : 'ny';
    sc = x;
    tc = y > 0 ? z : -z;
    ma = ay;
  } else {
    face = z > 0 ? 'pz' : 'nz';
    sc = z > 0 ? x : -x;
    tc = -y;
    ma = az;
  }
  return { face, s: (sc / ma + 1) / 2, t: (tc / ma + 1) / 2 };
}

/**
 * For every border pixel of every face, steps one pixel outward (onto the neighbouring face, found with the
 * independent lookup) and compares the two colours; returns the worst mean difference over any face edge.
 */
function worstEdgeDifference(faces: Map<CubeFace, Decoded>, size: number): number {
  let worst = 0;
  for (const face of CUBE_FACES) {
    const image = faces.get(face);
    if (!image) throw new Error(`missing face ${face}`);
    const edges: Array<Array<[number, number, number, number]>> = [[], [], [], []];
    for (let k = 0; k < size; k++) {
      // [x, y, outward x step, outward y step] for the left, right, top and bottom edges.
      edges[0]?.push([0, k, -1, 0]);
      edges[1]?.push([size - 1, k, 1, 0]);
      edges[2]?.push([k, 0, 0, -1]);
      edges[3]?.push([k, size - 1, 0, 1]);
    }
    for (const edge of edges) {
      let total = 0;
      for (const [x, y, sx, sy] of edge) {
        const sc = (2 * (x + sx + 0.5)) / size - 1;
        const tc = (2 * (y + sy + 0.5)) / size - 1;
        const hit = lookup(faceDirection(face, sc, tc));
        expect(hit.face).not.toBe(face);
        const other = faces.get(hit.face);
        if (!other) throw new Error(`missing face ${hit.face}`);
        const ox = Math.min(size - 1, Math.floor(hit.s * size));
        const oy = Math.min(size - 1, Math.floor(hit.t * size));
        for (let c = 0; c < 3; c++) {
          const a = image.data[(y * size + x) * image.channels + c] ?? 0;
          const b = other.data[(oy * size + ox) * other.channels + c] ?? 0;
          total += Math.abs(a - b);
        }
      }
      worst = Math.max(worst, total / (edge.length * 3));
    }
  }
  return worst;
}

/** Mean absolute difference between two columns (or rows, with `rows`) of an image. */
function lineDifference(image: Decoded, a: number, b: number, rows: boolean): number {
  const { width, height, channels, data } = image;
  const length = rows ? width : height;
  let total = 0;
  for (let k = 0; k < length; k++) {
    const ia = rows ? (a * width + k) * channels : (k * width + a) * channels;
    const ib = rows ? (b * width + k) * channels : (k * width + b) * channels;
    for (let c = 0; c < 3; c++) total += Math.abs((data[ia + c] ?? 0) - (data[ib + c] ?? 0));
  }
  return total / (length * 3);
}

describe('generateTextures', () => {
  const run = generatedTwice(generateTextures);
  const byFile = run.byFile;

  it('lists every expected file once', () => {
    const files = run.assets.map((a) => a.file);
    expect(new Set(files).size).toBe(files.length);
    for (const set of ['env/studio', 'env/studio-low']) {
      const faces = run.assets.filter((a) => a.name === set);
      expect(faces.map((a) => a.file)).toEqual(CUBE_FACES.map((f) => `${set}-${f}.webp`));
      for (const face of faces) expect(face.meta?.faces).toBe('px,nx,py,ny,pz,nz');
    }
    expect(files).toEqual(
      expect.arrayContaining([
        'particles/smoke.png',
        'textures/circuit.webp',
        'textures/circuit-low.webp',
        'textures/floor.webp',
        'textures/floor-low.webp',
        'textures/jungle-leaf.png',
        'textures/environment-brdf.png',
      ]),
    );
  });

  it('writes the stated dimensions and format, alpha only where it is used, and no metadata', async () => {
    // The BRDF table's alpha is RGBD's divisor.
    const withAlpha = new Set([
      'particles/smoke.png',
      'textures/jungle-leaf.png',
      'textures/environment-brdf.png',
    ]);
    for (const asset of run.assets) {
      const meta = await sharp(asset.bytes).metadata();
      expect(meta.format, asset.file).toBe(asset.file.endsWith('.png') ? 'png' : 'webp');
      expect(meta.width, asset.file).toBe(asset.meta?.width);
      expect(meta.height, asset.file).toBe(asset.meta?.height);
      expect(meta.hasAlpha, asset.file).toBe(withAlpha.has(asset.file));
      expect(meta.exif ?? meta.icc ?? meta.xmp, asset.file).toBeUndefined();
      if (meta.format === 'png') {
        expect(pngChunks(asset.bytes).filter((t) => UNWANTED_PNG_CHUNKS.test(t))).toEqual([]);
      }
    }
    expect(byFile('env/studio-px.webp').meta).toMatchObject({ width: 256, height: 256 });
    expect(byFile('env/studio-low-px.webp').meta).toMatchObject({ width: 64, height: 64 });
  });

  it('maps face pixels to directions with the OpenGL cube-map convention', () => {
    for (const face of CUBE_FACES) {
      for (const [sc, tc] of [
        [0, 0],
        [0.5, -0.7],
        [-0.9, 0.3],
      ] as const) {
        const hit = lookup(faceDirection(face, sc, tc));
        expect(hit.face).toBe(face);
        expect(hit.s).toBeCloseTo((sc + 1) / 2, 9);
        expect(hit.t).toBeCloseTo((tc + 1) / 2, 9);
      }
    }
  });

  it.each([
    ['env/studio', 256],
    ['env/studio-low', 64],
  ] as const)('%s faces join without seams', async (set, size) => {
    const faces = new Map<CubeFace, Decoded>();
    for (const face of CUBE_FACES) faces.set(face, await decode(byFile(`${set}-${face}.webp`).bytes));
    expect(worstEdgeDifference(faces, size)).toBeLessThan(6);

    // The check has teeth: with the two side faces swapped, their edges no longer match.
    const swapped = new Map(faces);
    swapped.set('px', faces.get('nx') as Decoded);
    swapped.set('nx', faces.get('px') as Decoded);
    expect(worstEdgeDifference(swapped, size)).toBeGreaterThan(12);
  });

  it.each([
    'textures/circuit.webp',
    'textures/circuit-low.webp',
    'textures/floor.webp',
    'textures/floor-low.webp',
  ])('%s tiles without a visible seam', async (file) => {
    const image = await decode(byFile(file).bytes);
    for (const rows of [false, true]) {
      const n = rows ? image.height : image.width;
      let inner = 0;
      for (let k = 0; k < n - 1; k++) inner += lineDifference(image, k, k + 1, rows);
      inner /= n - 1;
      const seam = lineDifference(image, n - 1, 0, rows);
      // Across the wrap the picture changes no more than between any two neighbouring lines inside it.
      expect(seam, rows ? 'rows' : 'columns').toBeLessThan(inner * 1.5 + 1);
      // And neighbouring lines are more alike than distant ones, so the measure can tell a seam at all.
      expect(lineDifference(image, 0, Math.floor(n / 2), rows)).toBeGreaterThan(inner);
    }
  });

  it('keeps the smoke puff pixel for pixel', async () => {
    const image = await decode(byFile('particles/smoke.png').bytes);
    expect(image.channels).toBe(4);
    expect(Buffer.from(image.data).equals(Buffer.from(smokePuffPixels(128, 7)))).toBe(true);
  });

  it('draws the leaf on a transparent background', async () => {
    const image = await decode(byFile('textures/jungle-leaf.png').bytes);
    const alpha = (x: number, y: number) => image.data[(y * image.width + x) * 4 + 3] ?? -1;
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(255, 0)).toBe(0);
    expect(alpha(0, 255)).toBe(0);
    expect(alpha(128, 128)).toBe(255);
    const [r, g, b] = [0, 1, 2].map((c) => image.data[(128 * image.width + 120) * 4 + c] ?? 0);
    expect(g).toBeGreaterThan((r ?? 0) + 40);
    expect(g).toBeGreaterThan((b ?? 0) + 40);
  });
});
