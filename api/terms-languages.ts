import type { LocaleCode } from './locales.ts';

/**
 * The locales whose terms and conditions exist in their own language; the others read the English PDF (spec §5:
 * pl, ru, tr, it and ua). The build makes one PDF per entry and the site links each locale to its entry, so both
 * read this list.
 */
export const TERMS_PDF_LOCALES = [
  'ar',
  'cz',
  'de',
  'en',
  'es',
  'fr',
  'id',
  'jp',
  'kr',
  'th',
  'vn',
  'zh-cn',
  'zh-tw',
] as const satisfies readonly LocaleCode[];
export type TermsPdfLocale = (typeof TERMS_PDF_LOCALES)[number];

export function termsPdfLocale(locale: LocaleCode): TermsPdfLocale {
  return (TERMS_PDF_LOCALES as readonly string[]).includes(locale) ? (locale as TermsPdfLocale) : 'en';
}
