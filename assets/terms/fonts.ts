import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TermsPdfLocale } from '../../api/terms-languages.ts';
import type { BreakMode } from './line-breaks.ts';

const require = createRequire(import.meta.url);

/** A Noto family from @expo-google-fonts, by its package and file stem. */
export interface Typeface {
  regular: Uint8Array;
  bold: Uint8Array;
}

const cache = new Map<string, Typeface>();

function noto(pkg: string, stem: string): Typeface {
  const cached = cache.get(stem);
  if (cached) return cached;
  const file = (weight: string) =>
    readFileSync(require.resolve(`@expo-google-fonts/${pkg}/${weight}/${stem}_${weight}.ttf`));
  const face = { regular: file('400Regular'), bold: file('700Bold') };
  cache.set(stem, face);
  return face;
}

/** How one language is set: its typeface, a Latin one for what that lacks, its direction and line breaking. */
export interface Script {
  face: Typeface;
  /** For characters the main face has no glyph for (brand and game names, "UTC" in Arabic and Thai). */
  fallback: Typeface | null;
  dir: 'ltr' | 'rtl';
  breaks: BreakMode;
  /** Line height as a multiple of the size: Thai stacks marks above and below, so it needs more room. */
  leading: number;
}

export function scriptFor(locale: TermsPdfLocale): Script {
  const latin = () => noto('noto-sans', 'NotoSans');
  const base = { fallback: null, dir: 'ltr', breaks: 'spaces', leading: 1.45 } as const;
  switch (locale) {
    case 'ar':
      return {
        ...base,
        face: noto('noto-sans-arabic', 'NotoSansArabic'),
        fallback: latin(),
        dir: 'rtl',
        leading: 1.6,
      };
    case 'th':
      return {
        ...base,
        face: noto('noto-sans-thai', 'NotoSansThai'),
        fallback: latin(),
        breaks: 'words',
        leading: 1.7,
      };
    case 'jp':
      return { ...base, face: noto('noto-sans-jp', 'NotoSansJP'), breaks: 'words', leading: 1.6 };
    case 'kr':
      // Korean separates words with spaces and breaks lines there.
      return { ...base, face: noto('noto-sans-kr', 'NotoSansKR'), leading: 1.6 };
    case 'zh-cn':
      return { ...base, face: noto('noto-sans-sc', 'NotoSansSC'), breaks: 'words', leading: 1.6 };
    case 'zh-tw':
      return { ...base, face: noto('noto-sans-tc', 'NotoSansTC'), breaks: 'words', leading: 1.6 };
    default:
      return { ...base, face: latin() };
  }
}
