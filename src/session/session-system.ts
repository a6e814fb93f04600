import { createActor, fromPromise, type Actor } from 'xstate';
import {
  sessionMachine,
  type SessionMachine,
  type SessionProfile,
  type SessionRecord,
} from '../../machines/session.ts';
import { siteApi } from '../api/site-api.ts';
import { basePath } from '../routing/base-path.ts';
import { registerSession } from './current-token.ts';
import {
  expiredUserCookie,
  loadSessionUuid,
  parseUserCookie,
  serializeUserCookie,
  storeSessionUuid,
} from './session-storage.ts';

/**
 * The page's session: the session machine wired to the `user` cookie, the session id in local storage and the
 * API. The stored token is checked once at start (auto-login); calls carry the token once it is confirmed.
 */
export interface SessionSystemOptions {
  /** Checks a stored token; a test hands in a fake. Rejects with `{ status }` when the server answered. */
  checkToken?: (record: SessionRecord) => Promise<SessionProfile>;
  /** Revokes a token on logout (best effort). */
  revoke?: (token: string) => Promise<unknown>;
  storage?: Storage;
  newUuid?: () => string;
}

/**
 * A full-scope token reads the profile; a passwordless (`play`) one may not read personal data, so it is checked
 * with the share call that it may make, and the profile typed at sign-in stays.
 */
async function checkWithServer(record: SessionRecord): Promise<SessionProfile> {
  // An ApiRequestError carries the answer's `status`, which the machine reads (401: forget the token).
  const api = await siteApi({ token: () => record.token });
  if (record.scope === 'full') return (await api.me()).profile;
  await api.share();
  return record.profile;
}

async function revokeWithServer(token: string): Promise<unknown> {
  return (await siteApi({ token: () => token })).logout();
}

export function createSessionSystem({
  checkToken = checkWithServer,
  revoke = revokeWithServer,
  storage = localStorage,
  newUuid = () => crypto.randomUUID(),
}: SessionSystemOptions = {}): Actor<SessionMachine> {
  const scope = () => ({ path: basePath(), secure: location.protocol === 'https:' });
  const actor = createActor(
    sessionMachine.provide({
      actors: { checkToken: fromPromise(({ input }: { input: SessionRecord }) => checkToken(input)) },
      actions: {
        persistRecord: (_, record) => {
          document.cookie = serializeUserCookie(record, scope());
        },
        forgetRecord: () => {
          document.cookie = expiredUserCookie(scope());
        },
        persistSessionUuid: (_, uuid) => storeSessionUuid(storage, uuid),
        revokeToken: (_, token) => {
          if (token) void revoke(token).catch(() => {});
        },
        warnRestoreFailed: (_, error) => console.warn('Auto-login failed', error),
      },
    }),
    {
      input: {
        stored: parseUserCookie(document.cookie),
        sessionUuid: loadSessionUuid(storage, newUuid),
        newSessionUuid: newUuid,
      },
    },
  );
  registerSession(actor);
  actor.start();
  return actor;
}
