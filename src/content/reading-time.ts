import type { LocaleCode } from '../../api/locales.ts';

/**
 * Spec §10: the reading-time estimate counts 800 characters a minute, 500 in Chinese and 600 in Japanese, whose
 * scripts carry more meaning per character.
 */
export const DEFAULT_CHARS_PER_MINUTE = 800;
const CHARS_PER_MINUTE: Partial<Record<LocaleCode, number>> = { 'zh-cn': 500, 'zh-tw': 500, jp: 600 };

export function charsPerMinute(locale: LocaleCode): number {
  return CHARS_PER_MINUTE[locale] ?? DEFAULT_CHARS_PER_MINUTE;
}

/**
 * Minutes to read `text` in `locale`, rounded up, never less than one for a page that has text. Characters are
 * counted as code points (an emoji or a CJK character is one), with runs of white space counted once.
 */
export function readingMinutes(text: string, locale: LocaleCode): number {
  const characters = [...text.replace(/\s+/g, ' ').trim()].length;
  return Math.ceil(characters / charsPerMinute(locale));
}
