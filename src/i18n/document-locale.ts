import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localeByCode, type LocaleCode } from '../../api/locales.ts';
import type { SiteRoute } from '../../api/site-routes.ts';

/** Keeps <html lang/dir> equal to what the server would send for `route` (the head tags: document-head-tags.ts). */
export function applyDocumentDirection(route: SiteRoute): void {
  const locale = localeByCode(route.locale);
  document.documentElement.lang = locale.iso;
  document.documentElement.dir = locale.dir;
}

/** Spec §4: the switcher stores the locale cookie (365 days, path /, SameSite lax). */
export function storeLocaleCookie(code: LocaleCode): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}
