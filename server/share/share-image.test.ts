import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { graphemeCount } from '../../api/display-name.ts';
import type { LocaleCode } from '../../api/locales.ts';
import { SHARE_IMAGE_SIZE } from '../../api/head-tags.ts';
import {
  MIN_TEXT_SIZE,
  registerShareFonts,
  SHARE_TEXT_MARGIN,
  shareImageSvg,
  renderShareImage,
} from './share-image.ts';
import { shareFontFamilies } from './share-fonts.ts';
import { fitLine, textWidthEm } from './text-width.ts';

const { width: W } = SHARE_IMAGE_SIZE;
const BOX = W - 2 * SHARE_TEXT_MARGIN;

/**
 * Where the name was drawn: the bounding box of the near-white pixels (the name is the only text in the ink
 * colour #f4f5f7; the rest is cyan, the score's gradient, the dimmed sentence and the rings, all far from white).
 */
async function inkBox(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 200) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return { left, right, top, bottom, width: right - left + 1 };
}

/** The SVG rasterised as sharp does it, without the clip that backs the fitting up: what the fitting alone does. */
async function renderUnclipped(name: string, locale: LocaleCode): Promise<Buffer> {
  await registerShareFonts();
  const svg = shareImageSvg({ name, total: 31_415, beat: { kind: 'beat', percent: 42 }, locale }).replaceAll(
    ' clip-path="url(#text-box)"',
    '',
  );
  expect(svg).not.toContain('clip-path=');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const nameSize = (name: string, locale: LocaleCode) =>
  Number(
    /font-size="(\d+)" font-weight="700" fill="#f4f5f7"/.exec(
      shareImageSvg({ name, total: 1, beat: { kind: 'beat', percent: 0 }, locale }),
    )![1],
  );

describe('the share image’s name line', () => {
  it('measures with the font’s glyphs: a bold M is about 0.94 em, not the 0.6 em once assumed', () => {
    const latin = shareFontFamilies('en');
    expect(textWidthEm('M'.repeat(40), latin, 700) / 40).toBeCloseTo(0.943, 2);
    expect(textWidthEm('i'.repeat(40), latin, 700) / 40).toBeLessThan(0.35);
    // Bold is wider than regular; a Han character is one em in the CJK fonts.
    expect(textWidthEm('Ada', latin, 700)).toBeGreaterThan(textWidthEm('Ada', latin, 400));
    expect(textWidthEm('王小明', shareFontFamilies('zh-cn'), 700)).toBeCloseTo(3, 1);
  });

  it.each([
    ['40 bold M', 'M'.repeat(40), 'en'],
    ['40 bold W', 'W'.repeat(40), 'en'],
    ['an 80-letter first name and an initial', `${'W'.repeat(80)} W.`, 'de'],
    ['a long Arabic name', 'محمد عبد الرحمن بن عبد الله آل '.repeat(3).trim(), 'ar'],
    ['40 Han characters', '龘'.repeat(40), 'jp'],
    ['40 Hangul syllables on a Chinese page', '햏'.repeat(40), 'zh-tw'],
    ['a name that mixes scripts', `Max 王 محمد สมชาย ${'W'.repeat(30)}`, 'en'],
  ] as const)('draws %s inside the text box, as large as fits', async (_, name, locale) => {
    const png = await renderUnclipped(name, locale);
    const box = await inkBox(png);
    expect(box.left).toBeGreaterThanOrEqual(SHARE_TEXT_MARGIN - 2);
    expect(box.right).toBeLessThan(W - SHARE_TEXT_MARGIN + 2);
    // Fitted to the box, not shrunk far below it: the measure is close to what Pango draws.
    const size = nameSize(name, locale);
    if (size < 64) expect(box.width).toBeGreaterThan(BOX * 0.9);
    // The real image (with its clip) draws the very same pixels.
    expect(
      await inkBox(
        await renderShareImage({ name, total: 31_415, beat: { kind: 'beat', percent: 42 }, locale }),
      ),
    ).toEqual(box);
  });

  it('cuts a line too wide even at the smallest size, at a grapheme, with an ellipsis', () => {
    const families = shareFontFamilies('ar');
    const wide = '\ufdfd'.repeat(40);
    const fitted = fitLine(wide, families, 700, { width: BOX, max: 64, min: MIN_TEXT_SIZE });
    expect(fitted.size).toBe(MIN_TEXT_SIZE);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(fitted.width).toBeLessThanOrEqual(BOX);
    expect(graphemeCount(fitted.text)).toBeLessThan(40);
    // Emoji are in none of the fonts: each counts wide, and a family stays whole when the line is cut.
    const family = '👨‍👩‍👧‍👦';
    const emoji = fitLine(family.repeat(80), shareFontFamilies('en'), 700, {
      width: BOX,
      max: 64,
      min: MIN_TEXT_SIZE,
    });
    expect(emoji.text).toBe(`${family.repeat(graphemeCount(emoji.text) - 1)}…`);
  });

  it('keeps a short name at the largest size', () => {
    expect(nameSize('Ada L.', 'en')).toBe(64);
  });
});
