import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { LocaleCode } from '../../api/locales.ts';

/** The Noto fonts the share image is set in, from the @expo-google-fonts packages; the system's may lack most scripts. */
export const SHARE_FONTS = [
  { family: 'Noto Sans', pkg: 'noto-sans', file: 'NotoSans' },
  { family: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', file: 'NotoSansArabic' },
  { family: 'Noto Sans Thai', pkg: 'noto-sans-thai', file: 'NotoSansThai' },
  { family: 'Noto Sans JP', pkg: 'noto-sans-jp', file: 'NotoSansJP' },
  { family: 'Noto Sans KR', pkg: 'noto-sans-kr', file: 'NotoSansKR' },
  { family: 'Noto Sans SC', pkg: 'noto-sans-sc', file: 'NotoSansSC' },
  { family: 'Noto Sans TC', pkg: 'noto-sans-tc', file: 'NotoSansTC' },
] as const;

export type ShareFontFamily = (typeof SHARE_FONTS)[number]['family'];
export type ShareFontWeight = 400 | 700;

const require = createRequire(import.meta.url);

/** The file of a family at a weight: the one sharp renders with and the one text-width.ts measures. */
export function shareFontFile(family: ShareFontFamily, weight: ShareFontWeight): string {
  const { pkg, file } = SHARE_FONTS.find((f) => f.family === family)!;
  const style = weight === 700 ? '700Bold' : '400Regular';
  return join(
    dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`)),
    style,
    `${file}_${style}.ttf`,
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
    for (const { family } of SHARE_FONTS)
      for (const weight of [400, 700] as const)
        await sharp({ text: { text: '.', fontfile: shareFontFile(family, weight) } })
          .png()
          .toBuffer();
  })();
  return fontsReady;
}

/** Families in the order Pango tries them: the page's own script first, so shared Han characters look right. */
export function shareFontFamilies(locale: LocaleCode): ShareFontFamily[] {
  const cjk: Partial<Record<LocaleCode, ShareFontFamily[]>> = {
    jp: ['Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans KR'],
    kr: ['Noto Sans KR', 'Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC'],
    'zh-cn': ['Noto Sans SC', 'Noto Sans TC', 'Noto Sans JP', 'Noto Sans KR'],
    'zh-tw': ['Noto Sans TC', 'Noto Sans SC', 'Noto Sans JP', 'Noto Sans KR'],
  };
  const han = cjk[locale] ?? ['Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans KR'];
  return ['Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', ...han];
}
