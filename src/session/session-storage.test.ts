// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../../machines/session.ts';
import {
  expiredUserCookie,
  loadSessionUuid,
  parseUserCookie,
  serializeUserCookie,
  USER_COOKIE_MAX_AGE_S,
} from './session-storage.ts';

const RECORD: SessionRecord = {
  uuid: '6f1c1d3e-6a43-4f3b-9a39-3b0f3c0a1a11',
  strategy: 'first_name',
  token: 'tok;en=with,odd chars',
  scope: 'play',
  profile: {
    id: '6f1c1d3e-6a43-4f3b-9a39-3b0f3c0a1a11',
    email: 'zoë@example.com',
    first_name: 'Zoë',
    last_name: 'Ünal',
    public_slug: 'zoe-abcdef',
  },
  session_uuid: '0b7c3f0e-2d9b-4d2f-8b1e-7a0e0a7d9c11',
};

/** The `name=value` pair a browser would send back for a Set-Cookie-style string. */
const sent = (setCookie: string) => setCookie.split(';')[0]!;

describe('the user cookie', () => {
  it('round-trips the session record, whatever the names and token hold', () => {
    const header = `i18n_redirected=en; ${sent(serializeUserCookie(RECORD, { path: '/', secure: false }))}; other=1`;
    expect(parseUserCookie(header)).toEqual(RECORD);
  });

  it('is strict same-site, 30 days, on the base path, and Secure over https', () => {
    const cookie = serializeUserCookie(RECORD, { path: '/game/', secure: true });
    expect(cookie).toMatch(/; Max-Age=2592000; Path=\/game\/; SameSite=Strict; Secure$/);
    expect(USER_COOKIE_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(serializeUserCookie(RECORD, { path: '/', secure: false })).not.toContain('Secure');
    expect(expiredUserCookie({ path: '/game/', secure: true })).toBe(
      'user=; Max-Age=0; Path=/game/; SameSite=Strict; Secure',
    );
  });

  it('ignores a cookie that is not JSON, not a record, or misses the token', () => {
    expect(parseUserCookie('user=%7Bnot%20json')).toBeNull();
    expect(parseUserCookie('user=%E0%A4%A')).toBeNull();
    expect(parseUserCookie(`user=${encodeURIComponent('[1,2]')}`)).toBeNull();
    expect(
      parseUserCookie(`user=${encodeURIComponent(JSON.stringify({ ...RECORD, token: '' }))}`),
    ).toBeNull();
    expect(
      parseUserCookie(`user=${encodeURIComponent(JSON.stringify({ ...RECORD, strategy: 'twitter' }))}`),
    ).toBeNull();
    expect(parseUserCookie('user=')).toBeNull();
    expect(parseUserCookie('')).toBeNull();
    expect(parseUserCookie(null)).toBeNull();
  });
});

describe('the session id', () => {
  it('keeps the stored id, and makes and stores one when there is none or it is malformed', () => {
    localStorage.clear();
    const first = loadSessionUuid(localStorage, () => '11111111-1111-4111-8111-111111111111');
    expect(first).toBe('11111111-1111-4111-8111-111111111111');
    expect(loadSessionUuid(localStorage, () => 'unused')).toBe(first);
    localStorage.setItem('session_uuid', 'garbage');
    expect(loadSessionUuid(localStorage, () => '22222222-2222-4222-8222-222222222222')).toBe(
      '22222222-2222-4222-8222-222222222222',
    );
    expect(localStorage.getItem('session_uuid')).toBe('22222222-2222-4222-8222-222222222222');
  });
});
