import sharp from 'sharp';
import type { BeatLine } from '../../api/beat-share.ts';
import { escapeHtml } from '../../api/escape-html.ts';
import { SHARE_IMAGE_SIZE, SITE_NAME, THEME_COLOR } from '../../api/head-tags.ts';
import { localeByCode, type LocaleCode } from '../../api/locales.ts';
import { shareSentence } from '../../api/site-descriptions.ts';
import { registerShareFonts, shareFontFamilies, type ShareFontFamily } from './share-fonts.ts';
import { fitLine } from './text-width.ts';
import { numberFormat } from '../../api/locale-format.ts';

export { registerShareFonts } from './share-fonts.ts';

/**
 * The picture a link preview shows of a shared result (og:image): 1200×630, the brand's dark ground, the
 * player's name, the total and the share text in the page's language. Drawn as SVG and rasterised by sharp
 * (librsvg, whose text goes through Pango, so Arabic joins and runs right to left and Thai shapes).
 */
export interface ShareImageData {
  name: string;
  total: number;
  /** The comparison with the other players on the total board (api/beat-share.ts). */
  beat: BeatLine;
  locale: LocaleCode;
}

/** The site's accent colours (src/styles/loader.css: --rgb-a, --rgb-b, --rgb-c, --ink-dim); a test holds them equal. */
export const SHARE_IMAGE_COLORS = {
  ground: THEME_COLOR,
  cyan: '#00e5ff',
  magenta: '#ff2bd6',
  green: '#7cff4f',
  ink: '#f4f5f7',
  inkDim: '#a9afbd',
} as const;

/**
 * Text that can go into XML: no control characters (XML 1.0 refuses them), no unpaired surrogates, no
 * non-characters. Its length is the fitting's business (text-width.ts), which measures rather than counts.
 */
export function svgText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .trim()
  );
}

/** Where the lines go: 80 px margins on a 1200 px image. */
export const SHARE_TEXT_MARGIN = 80;
/** The smallest size a line is drawn at; a line too wide even then is cut with an ellipsis. */
export const MIN_TEXT_SIZE = 12;

/** The family list of the SVG's font-family, as Pango reads it. */
function familyList(families: readonly ShareFontFamily[]): string {
  return families.map((f) => `'${f}'`).join(', ');
}

/** The image as SVG source; every text escaped. */
export function shareImageSvg({ name, total, beat, locale }: ShareImageData): string {
  const { width: W, height: H } = SHARE_IMAGE_SIZE;
  const { iso, dir } = localeByCode(locale);
  const c = SHARE_IMAGE_COLORS;
  const rtl = dir === 'rtl';
  // In a right-to-left language the lines start at the right margin: `start` follows `direction` there.
  const x = rtl ? W - 80 : 80;
  const anchor = 'start';
  const families = shareFontFamilies(locale);
  const textWidth = W - 2 * SHARE_TEXT_MARGIN;
  // Every line is fitted to the text box by its measured width, and clipped to it should the measure be short
  // (a character none of the fonts holds is drawn by whatever the system has).
  const line = (text: string, y: number, max: number, fill: string, weight: 400 | 700) => {
    const fitted = fitLine(text, families, weight, { width: textWidth, max, min: MIN_TEXT_SIZE });
    return `<text x="${x}" y="${y}" font-size="${fitted.size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="${dir}" clip-path="url(#text-box)">${escapeHtml(fitted.text)}</text>`;
  };
  const score = numberFormat(iso).format(total);
  const scoreSize = fitLine(score, families, 700, { width: textWidth, max: 170, min: MIN_TEXT_SIZE }).size;
  const sentence = shareSentence(locale, total, beat);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" xml:lang="${escapeHtml(iso)}">`,
    '<defs>',
    `<linearGradient id="rgb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.cyan}"/><stop offset="0.55" stop-color="${c.magenta}"/><stop offset="1" stop-color="${c.green}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="${c.magenta}" stop-opacity="0.28"/><stop offset="1" stop-color="${c.magenta}" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="text-box"><rect x="${SHARE_TEXT_MARGIN}" y="0" width="${textWidth}" height="${H}"/></clipPath>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="${c.ground}"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    // The totem's three devices as rings, one per accent colour, behind the text on the far side.
    ...[c.cyan, c.magenta, c.green].map(
      (stroke, i) =>
        `<circle cx="${rtl ? 170 : W - 170}" cy="${250 + i * 40}" r="${150 - i * 30}" fill="none" stroke="${stroke}" stroke-opacity="0.35" stroke-width="6"/>`,
    ),
    `<g font-family="${familyList(families)}">`,
    line(SITE_NAME.toUpperCase(), 110, 30, c.cyan, 700),
    line(svgText(name), 205, 64, c.ink, 700),
    `<text x="${x}" y="400" font-size="${scoreSize}" font-weight="700" fill="url(#rgb)" text-anchor="${rtl ? 'end' : 'start'}" direction="ltr" clip-path="url(#text-box)">${escapeHtml(score)}</text>`,
    line(svgText(sentence), 500, 34, c.inkDim, 400),
    '</g>',
    `<rect y="${H - 14}" width="${W}" height="14" fill="url(#rgb)"/>`,
    '</svg>',
  ].join('');
}

/**
 * The PNG bytes, full colour. A palette PNG would be 40 % of the size (about 37 KB against 89 KB) but takes three
 * times as long to quantise (scripts/bench-share-image.ts); a preview fetches it once, so time won.
 */
export async function renderShareImage(data: ShareImageData): Promise<Buffer> {
  await registerShareFonts();
  return sharp(Buffer.from(shareImageSvg(data)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
