import { SESSION_STRATEGIES, type SessionProfile, type SessionRecord } from '../../machines/session.ts';
import { SESSION_UUID_KEY, USER_COOKIE, USER_COOKIE_MAX_AGE_DAYS } from '../content/cookies.ts';
import { cookieValue } from '../../api/cookie-value.ts';
import {
  hasFields,
  isNonEmptyString,
  isString,
  oneOf,
  parseCookieJson,
  type Shape,
} from '../site/json-shape.ts';

/**
 * Where the session lives on the device (spec §3, §7):
 *
 *   user=<URI-encoded JSON of the session record>; Max-Age=30 days; Path=<the site's base path>;
 *   SameSite=Strict[; Secure over https]
 *
 * and this device's session id in local storage under `session_uuid`. A cookie that is not JSON or not a whole
 * record counts as none: the visitor is anonymous rather than half signed in.
 */
export const USER_COOKIE_MAX_AGE_S = USER_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

const optionalText: Shape<string | null | undefined> = (value): value is string | null | undefined =>
  value === undefined || value === null || isString(value);
const isStoredProfile = hasFields<SessionProfile>({
  id: isNonEmptyString,
  email: isString,
  first_name: isString,
  public_slug: isString,
  last_name: optionalText,
  nickname: optionalText,
} as { [K in keyof SessionProfile]-?: Shape<SessionProfile[K]> });
const isStoredRecord = hasFields<SessionRecord>({
  uuid: isNonEmptyString,
  strategy: oneOf(SESSION_STRATEGIES),
  token: isNonEmptyString,
  scope: oneOf(['full', 'play'] as const),
  profile: isStoredProfile,
  session_uuid: isString,
});

export function parseUserCookie(header: string | null | undefined): SessionRecord | null {
  const raw = cookieValue(header ?? '', USER_COOKIE);
  if (!raw) return null;
  const value = parseCookieJson(raw);
  return isStoredRecord(value) ? value : null;
}

export interface CookieScope {
  path: string;
  secure: boolean;
}

export function serializeUserCookie(record: SessionRecord, { path, secure }: CookieScope): string {
  const value = encodeURIComponent(JSON.stringify(record));
  return `${USER_COOKIE}=${value}; Max-Age=${USER_COOKIE_MAX_AGE_S}; Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The header that removes the cookie: same name, path and flags, already expired. */
export function expiredUserCookie({ path, secure }: CookieScope): string {
  return `${USER_COOKIE}=; Max-Age=0; Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This device's session id: the stored one, else a new one kept from now on. */
export function loadSessionUuid(storage: Storage, newUuid: () => string): string {
  let stored: string | null = null;
  try {
    stored = storage.getItem(SESSION_UUID_KEY);
  } catch {
    // Storage refused (private mode): a new id per page, which only loses continuity.
  }
  if (stored && UUID.test(stored)) return stored;
  const fresh = newUuid();
  storeSessionUuid(storage, fresh);
  return fresh;
}

export function storeSessionUuid(storage: Storage, uuid: string): void {
  try {
    storage.setItem(SESSION_UUID_KEY, uuid);
  } catch {
    // As above: the id lives as long as the page.
  }
}
