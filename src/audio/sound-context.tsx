import { createContext, useContext, type ReactNode } from 'react';
import type { Actor } from 'xstate';
import type { soundMachine } from '../../machines/sound.ts';

const SoundActorContext = createContext<Actor<typeof soundMachine> | null>(null);

export function SoundActorProvider({
  actor,
  children,
}: {
  actor: Actor<typeof soundMachine>;
  children: ReactNode;
}) {
  return <SoundActorContext.Provider value={actor}>{children}</SoundActorContext.Provider>;
}

export function useSoundActor(): Actor<typeof soundMachine> {
  const actor = useContext(SoundActorContext);
  if (!actor) throw new Error('useSoundActor must be used inside <SoundActorProvider>');
  return actor;
}
