import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { SiteMachine } from '../../machines/site.ts';

/** The one site actor, created before React so that StrictMode's double effects never restart the journey. */
const SiteActorContext = createContext<Actor<SiteMachine> | null>(null);

export function SiteActorProvider({ actor, children }: { actor: Actor<SiteMachine>; children: ReactNode }) {
  return <SiteActorContext.Provider value={actor}>{children}</SiteActorContext.Provider>;
}

export function useSiteActor(): Actor<SiteMachine> {
  const actor = useContext(SiteActorContext);
  if (!actor) throw new Error('useSiteActor must be used inside <SiteActorProvider>');
  return actor;
}

export function useSite<T>(
  selector: (snapshot: SnapshotFrom<SiteMachine>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useSiteActor(), selector, compare);
}
