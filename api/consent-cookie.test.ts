import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_MAX_AGE_S,
  parseConsentCookie,
  serializeConsentCookie,
  type StoredConsent,
} from './consent-cookie.ts';

const stored: StoredConsent = {
  choice: { analytics: true, marketing: false, social: true },
  at: 1_700_000_000_000,
};
const cookieOf = (value: unknown) => `cookie_consent=${encodeURIComponent(JSON.stringify(value))}`;

describe('the cookie_consent cookie', () => {
  it('is written with its version, the three categories and the time, for 180 days on the base path', () => {
    const text = serializeConsentCookie(stored, { path: '/gear/', secure: false });
    const [pair, ...attributes] = text.split('; ');
    expect(JSON.parse(decodeURIComponent(pair!.slice('cookie_consent='.length)))).toEqual({
      v: 1,
      analytics: true,
      marketing: false,
      social: true,
      at: 1_700_000_000_000,
    });
    expect(attributes).toEqual([`Max-Age=${CONSENT_COOKIE_MAX_AGE_S}`, 'Path=/gear/', 'SameSite=Lax']);
    expect(CONSENT_COOKIE_MAX_AGE_S).toBe(15_552_000);
    expect(serializeConsentCookie(stored, { path: '/', secure: true })).toMatch(/; Secure$/);
  });

  it('reads back what it wrote, among other cookies', () => {
    const pair = serializeConsentCookie(stored, { path: '/', secure: false }).split(';')[0];
    expect(parseConsentCookie(`i18n_redirected=ar; ${pair}; other=1`)).toEqual(stored);
  });

  it('counts no cookie, a malformed one or another version as no choice', () => {
    const good = { v: 1, analytics: false, marketing: false, social: false, at: 5 };
    expect(parseConsentCookie(cookieOf(good))).toEqual({
      choice: { analytics: false, marketing: false, social: false },
      at: 5,
    });
    for (const header of [
      undefined,
      '',
      'i18n_redirected=en',
      'cookie_consent=',
      'cookie_consent=%7Bnot json',
      'cookie_consent=%E0%A4%A',
      cookieOf(null),
      cookieOf([good]),
      cookieOf('yes'),
      cookieOf({ ...good, v: 0 }),
      cookieOf({ ...good, v: 2 }),
      cookieOf({ ...good, v: '1' }),
      cookieOf({ ...good, analytics: 'true' }),
      cookieOf({ ...good, social: undefined }),
      cookieOf({ ...good, at: undefined }),
      cookieOf({ ...good, at: -1 }),
      cookieOf({ ...good, at: '5' }),
    ])
      expect(parseConsentCookie(header), String(header)).toBeNull();
  });

  it('does not take a cookie whose name only ends like it', () => {
    const pair = serializeConsentCookie(stored, { path: '/', secure: false }).split(';')[0];
    expect(parseConsentCookie(`x${pair}`)).toBeNull();
  });
});
