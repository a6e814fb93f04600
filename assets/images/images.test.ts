import { generatedTwice } from '../../test/generated-assets.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decode, pngChunks, UNWANTED_PNG_CHUNKS } from '../textures/image-checks.ts';
import { leafSvg } from '../textures/leaf.ts';
import { circuitBackgroundSvg, fogBackgroundSvg } from './backgrounds.ts';
import { blockText, blockTextWidth } from './block-font.ts';
import { appIconSvg, faviconSvg } from './favicon.ts';
import { generateImages } from './index.ts';
import { shareSvg } from './share.ts';
import { tierBadgeSvg } from './tier-badge.ts';

const decoder = new TextDecoder();

/** What an SVG file or an SVG handed to the rasteriser must not contain. */
function expectSelfContainedSvg(svg: string, label: string): void {
  expect(svg.startsWith('<svg'), label).toBe(true);
  expect(svg, label).toMatch(/viewBox="[\d.\- ]+"/);
  expect(svg.trimEnd().endsWith('</svg>'), label).toBe(true);
  // Text would depend on the fonts of whatever machine draws it.
  expect(svg, label).not.toMatch(/<text|<tspan|font-family|@font-face/);
  // The SVG namespace is an identifier, not a download; any other URL, image or external href would be.
  const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
  expect(withoutNamespace, label).not.toMatch(/https?:|<image|<use|<script|<foreignObject|@import/i);
  expect(withoutNamespace, label).not.toMatch(/href="(?!#)/);
  // Every url(...) points at something defined in the same file.
  for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g))
    expect(svg, `${label} #${id}`).toContain(`id="${id}"`);
}

describe('generateImages', () => {
  const run = generatedTwice(generateImages);
  const byFile = run.byFile;

  it('lists every expected asset once', () => {
    const expected: Record<string, string> = {
      'image/tier-1': 'images/tier-1.webp',
      'image/tier-2': 'images/tier-2.webp',
      'image/tier-3': 'images/tier-3.webp',
      'image/background-1': 'images/background-1.webp',
      'image/background-1-low': 'images/background-1-low.webp',
      'image/background-2': 'images/background-2.webp',
      'image/background-2-low': 'images/background-2-low.webp',
      'icon/mouse-small': 'icons/mouse-small.svg',
      'icon/mouse-large': 'icons/mouse-large.svg',
      'icon/headset-small': 'icons/headset-small.svg',
      'icon/headset-large': 'icons/headset-large.svg',
      'icon/keyboard-small': 'icons/keyboard-small.svg',
      'icon/keyboard-large': 'icons/keyboard-large.svg',
      'icon/trophy': 'icons/trophy.svg',
      'icon/trophy-gold': 'icons/trophy-gold.svg',
      'favicon/svg': 'favicon.svg',
      'favicon/32': 'favicon-32.png',
      'favicon/180': 'apple-touch-icon.png',
      'favicon/192': 'icon-192.png',
      'favicon/512': 'icon-512.png',
      'image/share': 'images/share.png',
    };
    expect(Object.fromEntries(run.assets.map((a) => [a.name, a.file]))).toEqual(expected);
    expect(run.assets).toHaveLength(Object.keys(expected).length);
  });

  it('writes raster images at the stated size, with alpha only where corners must show through', async () => {
    const withAlpha = new Set([
      'images/tier-1.webp',
      'images/tier-2.webp',
      'images/tier-3.webp',
      'favicon-32.png',
    ]);
    const sizes: Record<string, [number, number]> = {
      'images/tier-1.webp': [400, 400],
      'images/background-1.webp': [1920, 1080],
      'images/background-2-low.webp': [960, 540],
      'favicon-32.png': [32, 32],
      'apple-touch-icon.png': [180, 180],
      'icon-192.png': [192, 192],
      'icon-512.png': [512, 512],
      'images/share.png': [1200, 630],
    };
    for (const asset of run.assets.filter((a) => !a.file.endsWith('.svg'))) {
      const meta = await sharp(asset.bytes).metadata();
      expect(meta.format, asset.file).toBe(asset.file.endsWith('.png') ? 'png' : 'webp');
      expect([meta.width, meta.height], asset.file).toEqual([asset.meta?.width, asset.meta?.height]);
      const size = sizes[asset.file];
      if (size) expect([meta.width, meta.height], asset.file).toEqual(size);
      expect(meta.hasAlpha, asset.file).toBe(withAlpha.has(asset.file));
      expect(meta.exif ?? meta.icc ?? meta.xmp, asset.file).toBeUndefined();
      if (meta.format === 'png') {
        expect(
          pngChunks(asset.bytes).filter((t) => UNWANTED_PNG_CHUNKS.test(t)),
          asset.file,
        ).toEqual([]);
      }
    }
  });

  it('writes self-contained, well-formed SVG files', async () => {
    const svgs = run.assets.filter((a) => a.file.endsWith('.svg'));
    expect(svgs).toHaveLength(9);
    for (const asset of svgs) {
      const svg = decoder.decode(asset.bytes);
      expectSelfContainedSvg(svg, asset.file);
      expect(svg, asset.file).toContain(`width="${asset.meta?.width}" height="${asset.meta?.height}"`);
      // The rasteriser parses the XML strictly: a malformed file throws here.
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect(meta.format, asset.file).toBe('svg');
    }
  });

  it('rasterises only SVG that needs no font and no outside file', () => {
    const sources: Array<[string, string]> = [
      ['tier 1', tierBadgeSvg(1)],
      ['tier 3', tierBadgeSvg(3)],
      ['background 1', circuitBackgroundSvg(960, 540)],
      ['background 2', fogBackgroundSvg(960, 540)],
      ['share', shareSvg()],
      ['favicon', faviconSvg(32)],
      ['app icon', appIconSvg(180)],
      ['leaf', leafSvg()],
    ];
    for (const [label, svg] of sources) expectSelfContainedSvg(svg, label);
  });

  it('draws the slogan with the block font', () => {
    expect(() => blockText('GEAR UP. GAME ON', { x: 0, y: 0, unit: 1, paint: '#fff' })).not.toThrow();
    expect(() => blockText('Z', { x: 0, y: 0, unit: 1, paint: '#fff' })).toThrow(/no glyph/);
    // Four 4-unit letters with three gaps, plus the stroke that sticks out on both sides.
    expect(blockTextWidth('GAME')).toBeCloseTo(4 * 4 + 3 * 1.7 + 1.2, 9);
  });

  it('keeps favicon corners transparent and home-screen icons opaque and dark', async () => {
    const favicon = await decode(byFile('favicon-32.png').bytes);
    expect(favicon.data[3]).toBe(0);
    expect(favicon.data[(16 * 32 + 16) * 4 + 3]).toBe(255);
    for (const file of ['apple-touch-icon.png', 'icon-192.png', 'icon-512.png']) {
      const icon = await decode(byFile(file).bytes);
      expect(icon.channels, file).toBe(3);
      // A corner pixel is the dark brand background, not black fill from a missing background.
      const [r, g, b] = [icon.data[0] ?? 0, icon.data[1] ?? 0, icon.data[2] ?? 0];
      expect(b, file).toBeGreaterThan(r);
      expect(Math.max(r, g, b), file).toBeLessThan(60);
      expect(b, file).toBeGreaterThan(15);
    }
  });

  it('leaves the badge corners transparent and the badge body opaque', async () => {
    for (const tier of [1, 2, 3]) {
      const badge = await decode(byFile(`images/tier-${tier}.webp`).bytes);
      const alpha = (x: number, y: number) => badge.data[(y * badge.width + x) * 4 + 3] ?? -1;
      expect(alpha(2, 2)).toBe(0);
      expect(alpha(397, 397)).toBe(0);
      expect(alpha(200, 200)).toBe(255);
    }
  });

  it('keeps the backgrounds dark, like the page around them', async () => {
    for (const file of ['images/background-1.webp', 'images/background-2.webp', 'images/share.png']) {
      const { width, height, channels, data } = await decode(byFile(file).bytes);
      let total = 0;
      for (let k = 0; k < width * height; k++) {
        for (let c = 0; c < 3; c++) total += data[k * channels + c] ?? 0;
      }
      const mean = total / (width * height * 3);
      expect(mean, file).toBeGreaterThan(8);
      expect(mean, file).toBeLessThan(70);
    }
  });
});
