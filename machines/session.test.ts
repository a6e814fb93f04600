import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Profile } from '../api/users.ts';
import {
  sessionMachine,
  type SessionEvent,
  type SessionProfile,
  type SessionRecord,
  type SignIn,
} from './session.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

const PROFILE: Profile = {
  id: '6f1c1d3e-6a43-4f3b-9a39-3b0f3c0a1a11',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  birth_date: null,
  title: null,
  country: 'GB',
  segment: null,
  nickname: null,
  avatar: null,
  avatar_url: null,
  phone: null,
  zip_code: null,
  age: null,
  opt_in_legal: true,
  opt_in_commercial: false,
  public_slug: 'ada-123456',
  locale: 'en',
};

const SIGN_IN: SignIn = {
  uuid: PROFILE.id,
  strategy: 'password',
  token: 'token-1',
  scope: 'full',
  profile: PROFILE,
};

const STORED: SessionRecord = { ...SIGN_IN, session_uuid: 'device-1' };

/** The microtasks of a settled checkToken promise. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { stored?: SessionRecord | null; check?: () => Promise<SessionProfile> } = {}) {
  const calls: string[] = [];
  let ids = 0;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        checkToken: fromPromise<SessionProfile, SessionRecord>(
          options.check ?? (() => new Promise<SessionProfile>(() => {})),
        ),
      },
      actions: {
        persistRecord: (_, record) => calls.push(`persist ${record.token} ${record.session_uuid}`),
        forgetRecord: () => calls.push('forget'),
        persistSessionUuid: (_, uuid) => calls.push(`session ${uuid}`),
        revokeToken: (_, token) => calls.push(`revoke ${token}`),
        warnRestoreFailed: () => calls.push('warn'),
      },
    }),
    {
      input: {
        stored: options.stored ?? null,
        sessionUuid: 'device-1',
        newSessionUuid: () => `device-${(ids += 1) + 1}`,
      },
    },
  );
  actor.start();
  const state = () => actor.getSnapshot().value;
  const record = () => actor.getSnapshot().context.record;
  return { actor, calls, state, record };
}

describe('session machine', () => {
  it('reaches every state and takes every declared transition, with and without a stored token', () => {
    const events: SessionEvent[] = [
      { type: 'session.login', signIn: SIGN_IN },
      { type: 'session.social', signIn: { ...SIGN_IN, strategy: 'google_oauth2', token: 'g' } },
      { type: 'session.social', signIn: null },
      { type: 'session.logout' },
      { type: 'session.profileUpdated', profile: { ...PROFILE, nickname: 'Countess' } },
      { type: 'session.expired' },
      { type: 'xstate.done.actor.checkToken', output: PROFILE } as never,
      { type: 'xstate.error.actor.checkToken', error: { status: 401 } } as never,
      { type: 'xstate.error.actor.checkToken', error: new Error('offline') } as never,
    ];
    const states = new Set<string>();
    const transitions = new Set<string>();
    const machine = sessionMachine.provide({
      actors: { checkToken: fromPromise(() => new Promise<SessionProfile>(() => {})) },
    });
    // Error events also reach states where their actor is not running; XState reports those from a timer.
    vi.useFakeTimers();
    try {
      for (const stored of [null, STORED]) {
        const covered = coverByShortestPaths(machine, {
          input: { stored, sessionUuid: 'device-1', newSessionUuid: () => 'device-2' },
          events,
          serialize: (s) => JSON.stringify([s.value, s.context.record?.token ?? null]),
        });
        covered.states.forEach((id) => states.add(id));
        covered.transitions.forEach((key) => transitions.add(key));
      }
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
    expect([...declaredStates(sessionMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(sessionMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('starts anonymous without a stored token, and touches nothing', () => {
    const { state, record, calls } = start();
    expect(state()).toBe('anonymous');
    expect(record()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('restores a stored token once the server confirms it, refreshing the profile', async () => {
    const fresh = { ...PROFILE, nickname: 'Countess' };
    const { state, record, calls } = start({ stored: STORED, check: async () => fresh });
    expect(state()).toBe('restoring');
    await settle();
    expect(state()).toBe('loggedIn');
    expect(record()?.profile).toEqual(fresh);
    expect(calls).toEqual(['persist token-1 device-1']);
  });

  it('a refused token (401) leaves the visitor anonymous and removes the cookie, with a new session id', async () => {
    const { state, record, calls, actor } = start({
      stored: STORED,
      check: () => Promise.reject({ status: 401 }),
    });
    await settle();
    expect(state()).toBe('anonymous');
    expect(record()).toBeNull();
    expect(calls).toEqual(['warn', 'forget', 'session device-2']);
    expect(actor.getSnapshot().context.sessionUuid).toBe('device-2');
  });

  it('any other failure only warns: anonymous for now, the cookie kept for the next visit', async () => {
    const { state, record, calls } = start({
      stored: STORED,
      check: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await settle();
    expect(state()).toBe('anonymous');
    expect(record()).toBeNull();
    expect(calls).toEqual(['warn']);
  });

  it('a sign-in while the stored token is being checked wins', async () => {
    let answer!: (p: SessionProfile) => void;
    const { actor, state, record, calls } = start({
      stored: STORED,
      check: () => new Promise<SessionProfile>((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'session.login', signIn: { ...SIGN_IN, token: 'token-2' } });
    expect(state()).toBe('loggedIn');
    answer({ ...PROFILE, first_name: 'Stale' });
    await settle();
    expect(record()?.token).toBe('token-2');
    expect(record()?.profile.first_name).toBe('Ada');
    expect(calls).toEqual(['persist token-2 device-1']);
  });

  it('login stores the profile, token and scope with this device’s session id', () => {
    const { actor, state, record, calls } = start();
    actor.send({
      type: 'session.login',
      signIn: { ...SIGN_IN, strategy: 'first_name', scope: 'play', token: 'play-1' },
    });
    expect(state()).toBe('loggedIn');
    expect(record()).toEqual({
      ...SIGN_IN,
      strategy: 'first_name',
      scope: 'play',
      token: 'play-1',
      session_uuid: 'device-1',
    });
    expect(calls).toEqual(['persist play-1 device-1']);
  });

  it('logout revokes the token, removes the cookie and makes a new session id', () => {
    const { actor, state, record, calls } = start();
    actor.send({ type: 'session.login', signIn: SIGN_IN });
    actor.send({ type: 'session.logout' });
    expect(state()).toBe('anonymous');
    expect(record()).toBeNull();
    expect(calls).toEqual(['persist token-1 device-1', 'revoke token-1', 'forget', 'session device-2']);
    // The next sign-in carries the new id.
    actor.send({ type: 'session.login', signIn: SIGN_IN });
    expect(record()?.session_uuid).toBe('device-2');
  });

  it('a social answer with a token signs in; one without logs the visitor out', () => {
    const { actor, state, record, calls } = start();
    actor.send({ type: 'session.social', signIn: { ...SIGN_IN, strategy: 'facebook', token: 'fb' } });
    expect(state()).toBe('loggedIn');
    expect(record()?.strategy).toBe('facebook');
    actor.send({ type: 'session.social', signIn: null });
    expect(state()).toBe('anonymous');
    expect(calls).toEqual(['persist fb device-1', 'revoke fb', 'forget', 'session device-2']);
  });

  it('a social answer without a token, while anonymous, still clears what the device holds', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'session.social', signIn: null });
    expect(state()).toBe('anonymous');
    expect(calls).toEqual(['forget', 'session device-2']);
  });

  it('a profile update replaces the stored profile and keeps the token', () => {
    const { actor, record, calls } = start();
    actor.send({ type: 'session.login', signIn: SIGN_IN });
    actor.send({ type: 'session.profileUpdated', profile: { ...PROFILE, nickname: 'Countess' } });
    expect(record()?.profile.nickname).toBe('Countess');
    expect(record()?.token).toBe('token-1');
    expect(calls).toEqual(['persist token-1 device-1', 'persist token-1 device-1']);
  });

  it('a token the server refuses later ends the session without a logout call', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'session.login', signIn: SIGN_IN });
    actor.send({ type: 'session.expired' });
    expect(state()).toBe('anonymous');
    expect(calls).toEqual(['persist token-1 device-1', 'forget', 'session device-2']);
  });

  it('ignores a logout, a profile update and an expiry while anonymous', () => {
    const { actor, state, calls } = start();
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.profileUpdated', profile: PROFILE });
    actor.send({ type: 'session.expired' });
    expect(state()).toBe('anonymous');
    expect(calls).toEqual([]);
  });
});
