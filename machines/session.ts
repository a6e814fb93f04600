import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Profile } from '../api/users.ts';

/**
 * The visitor's session (spec §3 "local session record", §4 "Login", §6): anonymous or logged in with a bearer
 * token. A token remembered from an earlier visit is checked with the server first (auto-login); that failing
 * only leaves the visitor anonymous, and only a 401 (the token is dead) forgets it.
 *
 * The machine decides; the app does, through the named actions and the `checkToken` actor injected with
 * `.provide()`: the `user` cookie, the session_uuid in local storage, the logout call. Nothing here reads a
 * cookie, a clock or a random source: the stored record and the id maker arrive as input.
 */

/**
 * How the visitor signed in: spec §3's `strategy`. `code`: with a code mailed to the address; `first_name`: by
 * registering without a password (before mailed codes, also the old passwordless sign-in, so older cookies keep it).
 */
export const SESSION_STRATEGIES = ['password', 'code', 'first_name', 'facebook', 'google_oauth2'] as const;
export type SessionStrategy = (typeof SESSION_STRATEGIES)[number];

/**
 * What the page knows of the player. A full-scope token reads the whole profile (GET users/me); a passwordless
 * (`play`) one may not read personal data, so the page keeps what the visitor typed when signing in.
 */
export type SessionProfile = Pick<Profile, 'id' | 'email' | 'first_name' | 'public_slug'> &
  Partial<Omit<Profile, 'id' | 'email' | 'first_name' | 'public_slug'>>;

/** Spec §3's local session record, as the `user` cookie holds it. */
export interface SessionRecord {
  /** The player's id. */
  uuid: string;
  strategy: SessionStrategy;
  token: string;
  scope: 'full' | 'play';
  profile: SessionProfile;
  /** This device's session id (also in local storage); renewed on every logout. */
  session_uuid: string;
}

/** A sign-in's result, before the machine adds this device's session id. */
export type SignIn = Omit<SessionRecord, 'session_uuid'>;

export interface SessionContext {
  record: SessionRecord | null;
  sessionUuid: string;
  newSessionUuid: () => string;
}

export interface SessionInput {
  /** The record of the `user` cookie, or null (none, or unreadable). */
  stored: SessionRecord | null;
  /** The session_uuid kept in local storage. */
  sessionUuid: string;
  /** Makes a new random session id (`crypto.randomUUID` in the app). */
  newSessionUuid: () => string;
}

/** The `checkToken` actor's failure: `status` 401 means the server no longer knows the token. */
export interface TokenCheckFailure {
  status?: number;
}

export type SessionEvent =
  /** Registration, login (password or e-mail + first name), or a password reset: the server gave a token. */
  | { type: 'session.login'; signIn: SignIn }
  /** The answer of a social sign-in callback; spec §4: without a token the visitor is logged out. */
  | { type: 'session.social'; signIn: SignIn | null }
  | { type: 'session.logout' }
  /** PUT users/me answered with the profile as saved. */
  | { type: 'session.profileUpdated'; profile: Profile }
  /** A call with the token was answered 401 (revoked elsewhere, e.g. a password change): it is dead. */
  | { type: 'session.expired' };

const recordParams = ({ context }: { context: SessionContext }): SessionRecord => context.record!;
const sessionUuidParams = ({ context }: { context: SessionContext }) => context.sessionUuid;
const persistRecord = { type: 'persistRecord', params: recordParams } as const;
const persistSessionUuid = { type: 'persistSessionUuid', params: sessionUuidParams } as const;
const revokeToken = {
  type: 'revokeToken',
  params: ({ context }: { context: SessionContext }) => context.record?.token ?? '',
} as const;
/** Spec §4: logout clears the session, makes a new session id and removes the cookie. */
const forgetSession = ['clearRecord', 'forgetRecord', 'renewSessionUuid', persistSessionUuid] as const;

function notProvided(name: string): Error {
  return new Error(`session machine: the app must provide the "${name}" actor`);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Auto-login: asks the server whether the stored token still works and answers the profile it opens. */
    checkToken: fromPromise<SessionProfile, SessionRecord>(async () => {
      throw notProvided('checkToken');
    }),
  },
  guards: {
    hasStoredToken: ({ context }) => Boolean(context.record?.token),
    tokenRefused: ({ event }) => (event as { error?: TokenCheckFailure }).error?.status === 401,
    socialGaveToken: ({ event }) => event.type === 'session.social' && event.signIn !== null,
  },
  actions: {
    signIn: assign({
      record: ({ context, event }) => {
        const signIn =
          event.type === 'session.login' || event.type === 'session.social' ? event.signIn : null;
        return signIn ? { ...signIn, session_uuid: context.sessionUuid } : context.record;
      },
    }),
    assignCheckedProfile: assign({
      record: ({ context }, profile: SessionProfile) =>
        context.record ? { ...context.record, profile } : null,
    }),
    assignUpdatedProfile: assign({
      record: ({ context, event }) =>
        event.type === 'session.profileUpdated' && context.record
          ? { ...context.record, profile: event.profile }
          : context.record,
    }),
    clearRecord: assign({ record: null }),
    renewSessionUuid: assign({ sessionUuid: ({ context }) => context.newSessionUuid() }),
    /** Writes the record (implemented by the app: the `user` cookie). */
    persistRecord: (_, _record: SessionRecord) => {},
    /** Removes the `user` cookie (implemented by the app). */
    forgetRecord: () => {},
    /** Keeps the session id (implemented by the app: local storage). */
    persistSessionUuid: (_, _uuid: string) => {},
    /** Best effort POST users/logout with the old token (implemented by the app). */
    revokeToken: (_, _token: string) => {},
    /** Spec §7: a failed auto-login only logs a warning (implemented by the app). */
    warnRestoreFailed: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'session',
  description: 'Whether the visitor is signed in, and the record of the `user` cookie that says so.',
  context: ({ input }) => ({
    record: input.stored,
    sessionUuid: input.sessionUuid,
    newSessionUuid: input.newSessionUuid,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Whether an earlier visit left a token.',
      always: [
        { guard: 'hasStoredToken', target: 'restoring' },
        { target: 'anonymous', actions: 'clearRecord' },
      ],
    },
    restoring: {
      description: 'Auto-login: the stored token is checked with the server before the page trusts it.',
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: recordParams,
        onDone: {
          target: 'loggedIn',
          actions: [{ type: 'assignCheckedProfile', params: ({ event }) => event.output }, persistRecord],
          description: 'The token works; the profile is refreshed from the server.',
        },
        onError: [
          {
            guard: 'tokenRefused',
            target: 'anonymous',
            actions: [
              {
                type: 'warnRestoreFailed',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
              ...forgetSession,
            ],
            description: '401: the server no longer knows the token, so the cookie goes.',
          },
          {
            target: 'anonymous',
            actions: [
              {
                type: 'warnRestoreFailed',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
              'clearRecord',
            ],
            description: 'Offline or a server fault: anonymous for now, the cookie stays for the next visit.',
          },
        ],
      },
      on: {
        'session.login': { target: 'loggedIn', actions: ['signIn', persistRecord] },
        'session.social': [
          { guard: 'socialGaveToken', target: 'loggedIn', actions: ['signIn', persistRecord] },
          { target: 'anonymous', actions: forgetSession },
        ],
      },
    },
    anonymous: {
      description: 'No token: the visitor plays; saving a score asks them to register or sign in.',
      on: {
        'session.login': { target: 'loggedIn', actions: ['signIn', persistRecord] },
        'session.social': [
          { guard: 'socialGaveToken', target: 'loggedIn', actions: ['signIn', persistRecord] },
          {
            target: 'anonymous',
            actions: forgetSession,
            description: 'Spec §4: a social answer without a token logs the visitor out.',
          },
        ],
      },
    },
    loggedIn: {
      description: 'A token is held: calls carry it, the header shows the player.',
      on: {
        'session.login': {
          target: 'loggedIn',
          actions: ['signIn', persistRecord],
          description: 'Another sign-in (a reset link, another account) replaces the session.',
        },
        'session.social': [
          { guard: 'socialGaveToken', target: 'loggedIn', actions: ['signIn', persistRecord] },
          { target: 'anonymous', actions: [revokeToken, ...forgetSession] },
        ],
        'session.profileUpdated': { actions: ['assignUpdatedProfile', persistRecord] },
        'session.logout': {
          target: 'anonymous',
          actions: [revokeToken, ...forgetSession],
          description:
            'Spec §4: the token is revoked (best effort), the cookie removed, a new session id made.',
        },
        'session.expired': {
          target: 'anonymous',
          actions: forgetSession,
          description: 'The server refused the token: nothing to revoke.',
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
