import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { escapeHtml } from '../../api/escape-html.ts';
import { SHARE_IMAGE_SIZE, SITE_NAME, THEME_COLOR } from '../../api/head-tags.ts';
import { localeByCode, type LocaleCode } from '../../api/locales.ts';
import { shareSentence } from '../../api/site-descriptions.ts';

/**
 * The picture a link preview shows of a shared result (og:image): 1200×630, the brand's dark ground, the
 * player's name, the total and the share text in the page's language. Drawn as SVG and rasterised by sharp
 * (librsvg, whose text goes through Pango, so Arabic joins and runs right to left and Thai shapes).
 */
export interface ShareImageData {
  name: string;
  total: number;
  beatPercent: number;
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

/** The Noto fonts the text is set in, from the @expo-google-fonts packages; the system's may lack most scripts. */
const FONT_PACKAGES = [
  ['noto-sans', 'NotoSans'],
  ['noto-sans-arabic', 'NotoSansArabic'],
  ['noto-sans-thai', 'NotoSansThai'],
  ['noto-sans-jp', 'NotoSansJP'],
  ['noto-sans-kr', 'NotoSansKR'],
  ['noto-sans-sc', 'NotoSansSC'],
  ['noto-sans-tc', 'NotoSansTC'],
] as const;

const require = createRequire(import.meta.url);

function fontFile(pkg: string, file: string, weight: '400Regular' | '700Bold'): string {
  return join(
    dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)),
    weight,
    `${file}_${weight}.ttf`,
  );
}

let fontsReady: Promise<void> | null = null;

/**
 * Makes the Noto files known to fontconfig, once per process. sharp's text input adds a `fontfile` to the
 * process's font configuration, which librsvg's Pango then finds by family name; rendering a dot with each file
 * is the documented way to hand libvips a font, and costs a few milliseconds per file.
 */
export function registerShareFonts(): Promise<void> {
  fontsReady ??= (async () => {
    for (const [pkg, file] of FONT_PACKAGES)
      for (const weight of ['400Regular', '700Bold'] as const)
        await sharp({ text: { text: '.', fontfile: fontFile(pkg, file, weight) } })
          .png()
          .toBuffer();
  })();
  return fontsReady;
}

/** Families in the order Pango tries them: the page's own script first, so shared Han characters look right. */
function fontFamilies(locale: LocaleCode): string {
  const cjk: Partial<Record<LocaleCode, string[]>> = {
    jp: ['Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans KR'],
    kr: ['Noto Sans KR', 'Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC'],
    'zh-cn': ['Noto Sans SC', 'Noto Sans TC', 'Noto Sans JP', 'Noto Sans KR'],
    'zh-tw': ['Noto Sans TC', 'Noto Sans SC', 'Noto Sans JP', 'Noto Sans KR'],
  };
  const han = cjk[locale] ?? ['Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans KR'];
  return ['Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', ...han].map((f) => `'${f}'`).join(', ');
}

/**
 * Text that can go into XML: no control characters (XML 1.0 refuses them), no unpaired surrogates, no
 * non-characters; then cut to `max` characters (by code point) with an ellipsis.
 */
export function svgText(text: string, max: number): string {
  const clean = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim();
  const chars = [...clean];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean;
}

/** Wide characters (Han, kana, Hangul, full-width forms) take about one em; the rest about 0.6 em at most. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The largest font size, up to `max`, at which `text` fits in `width` pixels (an estimate: SVG cannot wrap). */
export function fittedSize(text: string, width: number, max: number): number {
  const ems = [...text].reduce((sum, ch) => sum + (WIDE.test(ch) ? 1 : 0.6), 0);
  return Math.max(12, Math.min(max, Math.floor(width / Math.max(ems, 1))));
}

/** The image as SVG source; every text escaped. */
export function shareImageSvg({ name, total, beatPercent, locale }: ShareImageData): string {
  const { width: W, height: H } = SHARE_IMAGE_SIZE;
  const { iso, dir } = localeByCode(locale);
  const c = SHARE_IMAGE_COLORS;
  const rtl = dir === 'rtl';
  // In a right-to-left language the lines start at the right margin: `start` follows `direction` there.
  const x = rtl ? W - 80 : 80;
  const anchor = 'start';
  const line = (text: string, y: number, size: number, fill: string, weight: 400 | 700) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="${dir}">${escapeHtml(text)}</text>`;
  const score = new Intl.NumberFormat(iso).format(total);
  const shownName = svgText(name, 28);
  const sentence = shareSentence(locale, total, beatPercent);
  const textWidth = W - 160;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" xml:lang="${escapeHtml(iso)}">`,
    '<defs>',
    `<linearGradient id="rgb" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.cyan}"/><stop offset="0.55" stop-color="${c.magenta}"/><stop offset="1" stop-color="${c.green}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="${c.magenta}" stop-opacity="0.28"/><stop offset="1" stop-color="${c.magenta}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="${c.ground}"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    // The totem's three devices as rings, one per accent colour, behind the text on the far side.
    ...[c.cyan, c.magenta, c.green].map(
      (stroke, i) =>
        `<circle cx="${rtl ? 170 : W - 170}" cy="${250 + i * 40}" r="${150 - i * 30}" fill="none" stroke="${stroke}" stroke-opacity="0.35" stroke-width="6"/>`,
    ),
    `<g font-family="${fontFamilies(locale)}">`,
    line(SITE_NAME.toUpperCase(), 110, 30, c.cyan, 700),
    line(shownName, 205, fittedSize(shownName, textWidth, 64), c.ink, 700),
    `<text x="${x}" y="400" font-size="170" font-weight="700" fill="url(#rgb)" text-anchor="${rtl ? 'end' : 'start'}" direction="ltr">${escapeHtml(score)}</text>`,
    line(sentence, 500, fittedSize(sentence, textWidth, 34), c.inkDim, 400),
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
