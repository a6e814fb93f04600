// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionProfile, SessionRecord } from '../../machines/session.ts';
import { currentToken, registerSession } from './current-token.ts';
import { parseUserCookie, serializeUserCookie } from './session-storage.ts';
import { createSessionSystem } from './session-system.ts';

const PROFILE: SessionProfile = {
  id: '6f1c1d3e-6a43-4f3b-9a39-3b0f3c0a1a11',
  email: 'ada@example.com',
  first_name: 'Ada',
  public_slug: 'ada-123456',
};
const RECORD: SessionRecord = {
  uuid: PROFILE.id,
  strategy: 'password',
  token: 'stored-token',
  scope: 'full',
  profile: PROFILE,
  session_uuid: '11111111-1111-4111-8111-111111111111',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.cookie = 'user=; Max-Age=0; Path=/';
  localStorage.clear();
  registerSession(null);
});

describe('the page session', () => {
  it('restores the cookie’s token once the server confirms it; calls carry it only then', async () => {
    document.cookie = serializeUserCookie(RECORD, { path: '/', secure: false });
    let confirm!: (profile: SessionProfile) => void;
    const actor = createSessionSystem({
      checkToken: () => new Promise((resolve) => (confirm = resolve)),
      newUuid: () => '22222222-2222-4222-8222-222222222222',
    });
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(currentToken()).toBeNull();
    confirm({ ...PROFILE, first_name: 'Augusta' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(currentToken()).toBe('stored-token');
    expect(parseUserCookie(document.cookie)?.profile.first_name).toBe('Augusta');
  });

  it('a 401 at start removes the cookie; logout revokes, removes it and renews the session id', async () => {
    document.cookie = serializeUserCookie(RECORD, { path: '/', secure: false });
    const revoked: string[] = [];
    let n = 0;
    const actor = createSessionSystem({
      checkToken: () => Promise.reject({ status: 401 }),
      revoke: async (token) => revoked.push(token),
      newUuid: () => `${++n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(parseUserCookie(document.cookie)).toBeNull();
    const idAfterRefusal = localStorage.getItem('session_uuid');

    actor.send({ type: 'session.login', signIn: { ...RECORD, token: 'new-token' } });
    expect(parseUserCookie(document.cookie)?.token).toBe('new-token');
    expect(parseUserCookie(document.cookie)?.session_uuid).toBe(idAfterRefusal);
    actor.send({ type: 'session.logout' });
    expect(revoked).toEqual(['new-token']);
    expect(parseUserCookie(document.cookie)).toBeNull();
    expect(localStorage.getItem('session_uuid')).not.toBe(idAfterRefusal);
    expect(currentToken()).toBeNull();
  });
});
