import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { SessionMachine, SessionProfile, SessionSnapshot } from '../../machines/session.ts';

/** The one session actor, created before React (src/main.tsx) like the site's and the consent's. */
const SessionActorContext = createContext<Actor<SessionMachine> | null>(null);

export function SessionActorProvider({
  actor,
  children,
}: {
  actor: Actor<SessionMachine>;
  children: ReactNode;
}) {
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}

/** The session actor: `useSessionActor().send({ type: 'session.logout' })`. */
export function useSessionActor(): Actor<SessionMachine> {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionActorProvider>');
  return actor;
}

/** A narrow selection of the session's snapshot. */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), selector);
}

export function useSignedIn(): boolean {
  return useSession((s) => s.matches('loggedIn'));
}

/** What the page knows of the signed-in player (the whole profile with a full-scope token), else null. */
export function useProfile(): SessionProfile | null {
  return useSession((s) => (s.matches('loggedIn') ? (s.context.record?.profile ?? null) : null));
}
