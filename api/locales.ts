/**
 * The 18 locales of the site. `code` leads every path (the spec's codes, kept for its URLs); `iso` is the
 * BCP 47 tag used for hreflang, <html lang>, Intl and plural rules; `og` is the Open Graph locale.
 */
export interface Locale {
  readonly code: string;
  readonly iso: string;
  readonly og: string;
  readonly dir: 'ltr' | 'rtl';
  /** The language's own name, shown in the language switcher. */
  readonly name: string;
}

export const LOCALES = [
  { code: 'ar', iso: 'ar', og: 'ar_AR', dir: 'rtl', name: 'العربية' },
  { code: 'cz', iso: 'cs', og: 'cs_CZ', dir: 'ltr', name: 'Čeština' },
  { code: 'de', iso: 'de', og: 'de_DE', dir: 'ltr', name: 'Deutsch' },
  { code: 'en', iso: 'en', og: 'en_US', dir: 'ltr', name: 'English' },
  { code: 'es', iso: 'es', og: 'es_ES', dir: 'ltr', name: 'Español' },
  { code: 'fr', iso: 'fr', og: 'fr_FR', dir: 'ltr', name: 'Français' },
  { code: 'id', iso: 'id', og: 'id_ID', dir: 'ltr', name: 'Bahasa Indonesia' },
  { code: 'it', iso: 'it', og: 'it_IT', dir: 'ltr', name: 'Italiano' },
  { code: 'jp', iso: 'ja', og: 'ja_JP', dir: 'ltr', name: '日本語' },
  { code: 'kr', iso: 'ko', og: 'ko_KR', dir: 'ltr', name: '한국어' },
  { code: 'pl', iso: 'pl', og: 'pl_PL', dir: 'ltr', name: 'Polski' },
  { code: 'ru', iso: 'ru', og: 'ru_RU', dir: 'ltr', name: 'Русский' },
  { code: 'th', iso: 'th', og: 'th_TH', dir: 'ltr', name: 'ไทย' },
  { code: 'tr', iso: 'tr', og: 'tr_TR', dir: 'ltr', name: 'Türkçe' },
  { code: 'ua', iso: 'uk', og: 'uk_UA', dir: 'ltr', name: 'Українська' },
  { code: 'vn', iso: 'vi', og: 'vi_VN', dir: 'ltr', name: 'Tiếng Việt' },
  { code: 'zh-cn', iso: 'zh-Hans', og: 'zh_CN', dir: 'ltr', name: '简体中文' },
  { code: 'zh-tw', iso: 'zh-Hant', og: 'zh_TW', dir: 'ltr', name: '繁體中文' },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeByCode(code: LocaleCode): Locale {
  const locale = LOCALES.find((l) => l.code === code);
  if (!locale) throw new Error(`Unknown locale code: ${code}`);
  return locale;
}

/** The locale cookie the switcher writes (spec: key i18n_redirected, 365 days, path /, SameSite lax). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Reads the locale cookie; any value that is not a supported code is ignored. */
export function localeFromCookieHeader(cookieHeader: string | undefined | null): LocaleCode | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    return isLocaleCode(value) ? value : null;
  }
  return null;
}

/** Picks the best supported locale from an Accept-Language header, by its q-weights. */
export function localeFromAcceptLanguage(header: string | undefined | null): LocaleCode | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((item) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const { tag } of ranked) {
    const exact = LOCALES.find((l) => l.iso.toLowerCase() === tag || l.code === tag);
    if (exact) return exact.code;
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo') return 'zh-tw';
    if (tag.startsWith('zh')) return 'zh-cn';
    const primary = tag.split('-')[0];
    const byLanguage = LOCALES.find((l) => l.iso.split('-')[0]!.toLowerCase() === primary);
    if (byLanguage) return byLanguage.code;
  }
  return null;
}
