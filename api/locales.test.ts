import { describe, expect, it } from 'vitest';
import {
  isLocaleCode,
  LOCALES,
  localeByCode,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
} from './locales.ts';

describe('locales', () => {
  it('has the 18 codes of the spec, Arabic right-to-left, each with a valid ISO tag', () => {
    expect(LOCALES.map((l) => l.code)).toEqual([
      'ar',
      'cz',
      'de',
      'en',
      'es',
      'fr',
      'id',
      'it',
      'jp',
      'kr',
      'pl',
      'ru',
      'th',
      'tr',
      'ua',
      'vn',
      'zh-cn',
      'zh-tw',
    ]);
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    for (const l of LOCALES) expect(Intl.getCanonicalLocales(l.iso)).toEqual([l.iso]);
    expect(localeByCode('cz').iso).toBe('cs');
    expect(() => localeByCode('xx' as never)).toThrow(/Unknown locale/);
  });

  it('accepts only supported codes from the locale cookie', () => {
    expect(localeFromCookieHeader('a=1; i18n_redirected=de; b=2')).toBe('de');
    expect(localeFromCookieHeader('i18n_redirected=zh-tw')).toBe('zh-tw');
    expect(localeFromCookieHeader('i18n_redirected=xx')).toBeNull();
    expect(localeFromCookieHeader('i18n_redirected=%E0%A4%A')).toBeNull();
    expect(localeFromCookieHeader('other=de')).toBeNull();
    expect(localeFromCookieHeader(undefined)).toBeNull();
    expect(isLocaleCode('EN')).toBe(false);
  });

  it('maps Accept-Language to the best supported locale by weight', () => {
    expect(localeFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('xx,ja;q=0.5,de;q=0.7')).toBe('de');
    expect(localeFromAcceptLanguage('cs')).toBe('cz');
    expect(localeFromAcceptLanguage('uk-UA')).toBe('ua');
    expect(localeFromAcceptLanguage('zh-TW')).toBe('zh-tw');
    expect(localeFromAcceptLanguage('zh-HK')).toBe('zh-tw');
    expect(localeFromAcceptLanguage('zh')).toBe('zh-cn');
    expect(localeFromAcceptLanguage('sw;q=1, en;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
  });
});
