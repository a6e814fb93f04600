import { headTagsFor, HEAD_TAG_MARKER, type HeadContext } from '../../api/head-tags.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localeByCode, type LocaleCode } from '../../api/locales.ts';
import type { SiteRoute } from '../../api/site-routes.ts';

/** Keeps <html lang/dir> and the managed head tags equal to what the server would send for `route`. */
export function applyDocumentLocale(route: SiteRoute, ctx: HeadContext): void {
  const locale = localeByCode(route.locale);
  document.documentElement.lang = locale.iso;
  document.documentElement.dir = locale.dir;
  for (const old of document.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) old.remove();
  for (const { tag, attrs } of headTagsFor(route, ctx)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs))
      if (value !== undefined) element.setAttribute(name, value);
    element.setAttribute(HEAD_TAG_MARKER, '');
    document.head.append(element);
  }
}

/** Spec §4: the switcher stores the locale cookie (365 days, path /, SameSite lax). */
export function storeLocaleCookie(code: LocaleCode): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}
