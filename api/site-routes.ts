import { isLocaleCode, type LocaleCode } from './locales.ts';

/**
 * The site's addresses, shared by the browser router and the server (which answers deep links with the
 * right status and head tags). Paths here are relative to the base path and always start with '/'.
 */
export const GAME_IDS = ['mouse', 'headset', 'keyboard'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/** The legal pages (spec §2: the cookie-policy text links to /page/{id}). */
export const LEGAL_PAGE_IDS = ['privacy-policy', 'website-terms-of-use', 'cookie-policy'] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

export function isLegalPageId(value: unknown): value is LegalPageId {
  return typeof value === 'string' && (LEGAL_PAGE_IDS as readonly string[]).includes(value);
}

export type SiteRoute =
  | { name: 'home'; locale: LocaleCode }
  | { name: 'product'; locale: LocaleCode; game: GameId }
  | { name: 'game'; locale: LocaleCode; game: GameId }
  | { name: 'my-score'; locale: LocaleCode }
  /** `slug`: the player's public slug (GET users/me/share), or null for the plain invitation. */
  | { name: 'share'; locale: LocaleCode; slug: string | null }
  | { name: 'reset-password'; locale: LocaleCode }
  | { name: 'page'; locale: LocaleCode; page: LegalPageId }
  /** The validation mail's link; its token travels in the query string, not in the route. */
  | { name: 'validate-email'; locale: LocaleCode }
  /** The operators' replay viewer of one stored run (its uuid); answered noindex, in no alternates. */
  | { name: 'replay'; locale: LocaleCode; uuid: string }
  | { name: 'not-found'; locale: LocaleCode };

/**
 * A player's public slug as the server issues it: 9 random bytes in base64url, 12 characters
 * (server/accounts/users.ts). Case matters. Any other shape names nobody, so it is not found without a look-up.
 */
export const PUBLIC_SLUG = /^[A-Za-z0-9_-]{12}$/;

/** A run's id (the replay viewer's address). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isPublicSlug(value: unknown): value is string {
  return typeof value === 'string' && PUBLIC_SLUG.test(value);
}

/** Where the bare root goes: the language code always leads the path (spec §2). */
export const ROOT_REDIRECT = '/en';

/**
 * Parses a path (base path already removed). `fallbackLocale` is used for paths that carry no locale
 * (the reset-password page, unknown locales). Returns null only for the bare root, which redirects.
 */
export function parseSitePath(path: string, fallbackLocale: LocaleCode = 'en'): SiteRoute | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const [first, ...rest] = segments;
  if (first === 'reset-password' && rest.length === 0)
    return { name: 'reset-password', locale: fallbackLocale };
  if (!isLocaleCode(first)) return { name: 'not-found', locale: fallbackLocale };
  const locale = first;
  const notFound: SiteRoute = { name: 'not-found', locale };
  const [section, id, ...extra] = rest;
  if (extra.length > 0) return notFound;
  switch (section) {
    case undefined:
      return { name: 'home', locale };
    case 'my-score':
      return id === undefined ? { name: 'my-score', locale } : notFound;
    case 'product':
      return isGameId(id) ? { name: 'product', locale, game: id } : notFound;
    case 'game':
      return isGameId(id) ? { name: 'game', locale, game: id } : notFound;
    case 'page':
      return isLegalPageId(id) ? { name: 'page', locale, page: id } : notFound;
    case 'validate-email':
      return id === undefined ? { name: 'validate-email', locale } : notFound;
    case 'share':
      if (id === undefined) return { name: 'share', locale, slug: null };
      return isPublicSlug(id) ? { name: 'share', locale, slug: id } : notFound;
    case 'replay':
      return id !== undefined && UUID.test(id)
        ? { name: 'replay', locale, uuid: id.toLowerCase() }
        : notFound;
    default:
      return notFound;
  }
}

/** The canonical path of a route (base path not included). Not-found routes have no address of their own. */
export function sitePath(route: SiteRoute): string {
  switch (route.name) {
    case 'home':
      return `/${route.locale}`;
    case 'product':
      return `/${route.locale}/product/${route.game}`;
    case 'game':
      return `/${route.locale}/game/${route.game}`;
    case 'my-score':
      return `/${route.locale}/my-score`;
    case 'share':
      return route.slug ? `/${route.locale}/share/${route.slug}` : `/${route.locale}/share`;
    case 'reset-password':
      return '/reset-password/';
    case 'page':
      return `/${route.locale}/page/${route.page}`;
    case 'validate-email':
      return `/${route.locale}/validate-email`;
    case 'replay':
      return `/${route.locale}/replay/${route.uuid}`;
    case 'not-found':
      return `/${route.locale}`;
  }
}

/** The same route in another language (the switcher keeps the page). */
export function withLocale(route: SiteRoute, locale: LocaleCode): SiteRoute {
  return { ...route, locale };
}

/** Normalises a base path to the form '/x/y/' (or '/'), refusing anything that is not a plain path. */
export function normaliseBasePath(base: string | undefined): string {
  const raw = (base ?? '/').trim();
  if (!/^[A-Za-z0-9/_.~-]*$/.test(raw) || raw.includes('..')) {
    throw new Error(`BASE_PATH must be a plain URL path such as /gear/, got ${JSON.stringify(base)}`);
  }
  const parts = raw.split('/').filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}
