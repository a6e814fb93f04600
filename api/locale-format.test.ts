import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { dateFormat, numberFormat } from './locale-format.ts';

/** Digits of other numbering systems: Arabic-Indic, Extended Arabic-Indic, Thai. */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0e50-\u0e59]/;

describe('numbers and dates in every locale', () => {
  it('are written with Latin digits, whatever the locale data defaults to', () => {
    // Arabic as written in Egypt and Persian default to other digits in every engine's data: the site's own
    // locales may too in an engine with other data (WebKit's Arabic did), and this pins them the same way.
    for (const iso of [...LOCALES.map((l) => l.iso), 'ar-EG', 'fa']) {
      expect(numberFormat(iso).format(1234.5), iso).not.toMatch(OTHER_DIGITS);
      expect(numberFormat(iso, { style: 'percent' }).format(0.74), iso).not.toMatch(OTHER_DIGITS);
      expect(
        dateFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2022, 6, 28)),
        iso,
      ).not.toMatch(OTHER_DIGITS);
      expect(numberFormat(iso).resolvedOptions().numberingSystem, iso).toBe('latn');
    }
  });

  it('keep the rest of the locale: its words, separators and calendar', () => {
    expect(dateFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2022, 6, 28))).toBe(
      '28 يوليو 2022',
    );
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
    // The Thai calendar's year, in Latin digits.
    expect(dateFormat('th', { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2022, 6, 28))).toMatch(
      /2565/,
    );
  });
});
