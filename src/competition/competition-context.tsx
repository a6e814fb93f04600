import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { competitionMachine, CompetitionSnapshot } from '../../machines/competition.ts';
import type { DrawFigures } from '../../api/site-boot.ts';

type CompetitionActor = Actor<typeof competitionMachine>;

const CompetitionContext = createContext<CompetitionActor | null>(null);

export function CompetitionProvider({ actor, children }: { actor: CompetitionActor; children: ReactNode }) {
  return <CompetitionContext.Provider value={actor}>{children}</CompetitionContext.Provider>;
}

export function useCompetitionActor(): CompetitionActor {
  const actor = useContext(CompetitionContext);
  if (!actor) throw new Error('useCompetitionActor must be used inside <CompetitionProvider>');
  return actor;
}

/** A narrow read of the competition (`s.context.phase`, `s.context.active`, `s.context.window`…). */
export function useCompetition<T>(
  selector: (snapshot: CompetitionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useCompetitionActor(), selector, compare);
}

/** Whether the prize draw takes entries now: open, and the visitor's country is not excluded (spec §4). */
export function useDrawOpen(): boolean {
  return useCompetition((s) => s.context.active);
}

/** The draw's configured figures (minimum age, excluded countries, share prizes), as the server states them. */
export function useDrawFigures(): DrawFigures {
  return useCompetition((s) => s.context.figures);
}
