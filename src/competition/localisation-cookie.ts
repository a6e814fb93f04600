import { DEFAULT_COUNTRY } from '../../api/competition.ts';
import type { VisitorCountry } from '../../machines/competition.ts';
import type { ApiClient } from '../api/client.ts';
import { basePath } from '../routing/base-path.ts';
import { cookieValue } from '../../api/cookie-value.ts';

/**
 * The visitor's country, kept for a week so the API is asked once (spec §4, §7, §9): the cookie `localisation`
 * holds JSON `{"countryCode":"FR","segment":false}`, the segment being "DE" for Germany only (spec §4's
 * wording: "DE only for Germany, otherwise false").
 */
export { LOCALISATION_COOKIE } from '../content/cookies.ts';
import { LOCALISATION_COOKIE, LOCALISATION_COOKIE_MAX_AGE_DAYS } from '../content/cookies.ts';
export const LOCALISATION_COOKIE_MAX_AGE_S = LOCALISATION_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export interface Localisation {
  countryCode: string;
  segment: 'DE' | false;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

export function localisationFor(countryCode: string): Localisation {
  return { countryCode, segment: countryCode === 'DE' ? 'DE' : false };
}

/** The stored localisation, or null when there is none or it is not exactly what this site writes. */
export function readLocalisation(cookieHeader: string | null | undefined): Localisation | null {
  const raw = cookieValue(cookieHeader, LOCALISATION_COOKIE);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null) return null;
    const { countryCode, segment } = value as Record<string, unknown>;
    if (typeof countryCode !== 'string' || !COUNTRY_CODE.test(countryCode)) return null;
    // A segment that disagrees with the country was not written by this site.
    return segment === localisationFor(countryCode).segment ? localisationFor(countryCode) : null;
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that stores `localisation` under the site's base path. */
export function localisationCookie(value: Localisation, path: string, secure: boolean): string {
  const json = encodeURIComponent(JSON.stringify(value));
  return `${LOCALISATION_COOKIE}=${json}; Max-Age=${LOCALISATION_COOKIE_MAX_AGE_S}; Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function storeLocalisation(value: Localisation): void {
  document.cookie = localisationCookie(value, basePath(), location.protocol === 'https:');
}

/**
 * The competition machine's country loader: the cookie when it holds a valid country; otherwise one call to
 * GET /api/country, whose answer is stored (null, "nothing tells", is stored as the default country so the
 * question is not asked on every page). A failed call stores nothing: the next visit asks again.
 */
export async function loadVisitorCountry(
  api: () => Promise<Pick<ApiClient, 'country'>>,
  /** The page's own answer (api/site-boot.ts), the one the API would give; undefined when the page has none. */
  known?: string | null,
): Promise<VisitorCountry> {
  const stored = readLocalisation(document.cookie);
  if (stored) return { country: stored.countryCode, segment: stored.segment || null };
  const country = known !== undefined ? known : (await (await api()).country()).country_code;
  const localisation = localisationFor(country ?? DEFAULT_COUNTRY);
  storeLocalisation(localisation);
  return { country: localisation.countryCode, segment: localisation.segment || null };
}
