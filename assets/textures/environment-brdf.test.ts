import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_BRDF_ASSET } from '../manifest.ts';
import { decode, type Decoded } from './image-checks.ts';
import { encodeRgbd, sheenTerm, specularTerms } from './environment-brdf.ts';
import { generateTextures } from './index.ts';

/** Babylon's reader: pow(rgb, 2.2) / D, per texel. */
function texel(table: Decoded, x: number, y: number): number[] {
  const clampTo = (v: number, n: number) => Math.min(n - 1, Math.max(0, v));
  const i = (clampTo(y, table.height) * table.width + clampTo(x, table.width)) * 4;
  const d = (table.data[i + 3] as number) / 255;
  return [0, 1, 2].map((c) => ((table.data[i + c] as number) / 255) ** 2.2 / d);
}
/** What the GPU samples at (u, v) with bilinear filtering and clamped edges. */
function sample(table: Decoded, u: number, v: number): number[] {
  const fx = u * table.width - 0.5;
  const fy = v * table.height - 0.5;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  const tx = fx - x;
  const ty = fy - y;
  const [a, b, c, d] = [
    texel(table, x, y),
    texel(table, x + 1, y),
    texel(table, x, y + 1),
    texel(table, x + 1, y + 1),
  ];
  return a.map((_, k) => {
    const top = (a[k] as number) * (1 - tx) + (b[k] as number) * tx;
    const bottom = (c[k] as number) * (1 - tx) + (d[k] as number) * tx;
    return top * (1 - ty) + bottom * ty;
  });
}
/** The table Babylon inlines in Misc/brdfTextureTools.js, which ours replaces in the built site. */
async function babylonsTable(): Promise<Decoded> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('@babylonjs/core/Misc/brdfTextureTools.js'), 'utf8');
  const base64 = /"data:image\/png;base64,([^"]+)"/.exec(source)?.[1];
  if (!base64) throw new Error('Babylon no longer inlines its table: check scripts/vite-environment-brdf.ts');
  return decode(new Uint8Array(Buffer.from(base64, 'base64')));
}

describe('the PBR lookup table made at build time', () => {
  it('knows the limits: a mirror seen head-on reflects all of R0 and nothing of R90', () => {
    const [fresnel, total] = specularTerms(1, 0);
    expect(fresnel).toBeLessThan(1e-3);
    expect(total).toBeCloseTo(1, 2);
    // Rough surfaces lose energy to masking; grazing views gain Fresnel.
    expect(specularTerms(1, 1)[1]).toBeLessThan(0.5);
    expect(specularTerms(0.05, 0.3)[0]).toBeGreaterThan(0.3);
    expect(sheenTerm(0.5, 0.5)).toBeGreaterThan(0.1);
  });

  it('encodes RGBD the way Babylon decodes it, above 1 included', () => {
    for (const color of [
      [0.5, 0.25, 0.02],
      [0.9, 0.98, 4.2],
      [0, 1, 0],
    ] as const) {
      const [r, g, b, d] = encodeRgbd(color);
      const decoded = [r, g, b].map((c) => (c / 255) ** 2.2 / (d / 255));
      decoded.forEach((v, k) => expect(v).toBeCloseTo(color[k] as number, 1));
    }
  });

  it('matches Babylon’s own table wherever a surface can be seen, and closely at grazing mirrors', async () => {
    const asset = (await generateTextures()).find((a) => a.name === ENVIRONMENT_BRDF_ASSET);
    expect(asset?.meta).toMatchObject({ width: 128, height: 128, rgbd: true });
    const ours = await decode(asset!.bytes);
    const theirs = await babylonsTable();
    const worst = { everywhere: [0, 0, 0], visible: [0, 0, 0] };
    for (let y = 0; y < 256; y += 3)
      for (let x = 0; x < 256; x += 3) {
        const u = (x + 0.5) / 256;
        const v = (y + 0.5) / 256;
        const a = sample(ours, u, v);
        const b = sample(theirs, u, v);
        for (let k = 0; k < 3; k++) {
          const difference = Math.abs((a[k] as number) - (b[k] as number));
          worst.everywhere[k] = Math.max(worst.everywhere[k] as number, difference);
          // Away from the corner of views at a grazing angle (NdotV < 0.05) on near-mirrors (roughness < 0.1).
          if (u > 0.05 && v > 0.1) worst.visible[k] = Math.max(worst.visible[k] as number, difference);
        }
      }
    // Reflectance terms within 0.025 (about 6 steps of an 8-bit channel), the sheen within 0.025 too.
    expect(worst.visible[0]).toBeLessThan(0.025);
    expect(worst.visible[1]).toBeLessThan(0.025);
    expect(worst.visible[2]).toBeLessThan(0.025);
    // At the corner the functions are steep and the sheen's distribution degenerates: reflectance within 0.06.
    expect(worst.everywhere[0]).toBeLessThan(0.06);
    expect(worst.everywhere[1]).toBeLessThan(0.06);
  }, 60_000);
});
