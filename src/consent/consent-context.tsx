import { createContext, useContext, type ReactNode } from 'react';
import type { Actor } from 'xstate';
import type { ConsentMachine } from '../../machines/consent.ts';

/** The one consent actor, created before React (src/main.tsx) like the site's and the sound's. */
const ConsentActorContext = createContext<Actor<ConsentMachine> | null>(null);

export function ConsentActorProvider({
  actor,
  children,
}: {
  actor: Actor<ConsentMachine>;
  children: ReactNode;
}) {
  return <ConsentActorContext.Provider value={actor}>{children}</ConsentActorContext.Provider>;
}

/** The consent actor; `useConsentActor().send({ type: 'consent.open' })` opens the cookie settings. */
export function useConsentActor(): Actor<ConsentMachine> {
  const actor = useContext(ConsentActorContext);
  if (!actor) throw new Error('useConsentActor must be used inside <ConsentActorProvider>');
  return actor;
}
