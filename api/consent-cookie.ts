/**
 * The visitor's consent choice, remembered in a first-party cookie so it is asked once, not on every visit:
 *
 *   cookie_consent=<URI-encoded JSON {"v":1,"analytics":bool,"marketing":bool,"social":bool,"at":ms}>;
 *   Max-Age=180 days; Path=<the site's base path>; SameSite=Lax[; Secure over https]
 *
 * `at` is when the choice was made (Unix milliseconds), which a consent record must be able to tell.
 * Anything else (not JSON, another version, a missing or non-boolean category) counts as no choice, so the
 * banner asks again rather than guessing.
 */
import { cookieValue } from './cookie-value.ts';

/** The optional categories a visitor allows or refuses (machines/consent.ts asks for them). */
export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'social'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** Read by the site and by the server, which leaves the cookie banner out of the HTML of a visitor who chose. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_COOKIE_MAX_AGE_DAYS = 180;
export const CONSENT_COOKIE_VERSION = 1;
/** How long a choice is remembered before the visitor is asked again. */
export const CONSENT_COOKIE_MAX_AGE_S = CONSENT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export interface StoredConsent {
  choice: ConsentChoice;
  /** When the choice was made, Unix milliseconds. */
  at: number;
}

export function parseConsentCookie(header: string | null | undefined): StoredConsent | null {
  const raw = cookieValue(header ?? '', CONSENT_COOKIE);
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (record.v !== CONSENT_COOKIE_VERSION) return null;
  if (typeof record.at !== 'number' || !Number.isFinite(record.at) || record.at < 0) return null;
  const choice = {} as ConsentChoice;
  for (const category of CONSENT_CATEGORIES) {
    const value = record[category];
    if (typeof value !== 'boolean') return null;
    choice[category] = value;
  }
  return { choice, at: record.at };
}

export function serializeConsentCookie(
  { choice, at }: StoredConsent,
  { path, secure }: { path: string; secure: boolean },
): string {
  const value = JSON.stringify({
    v: CONSENT_COOKIE_VERSION,
    analytics: choice.analytics,
    marketing: choice.marketing,
    social: choice.social,
    at,
  });
  return `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
