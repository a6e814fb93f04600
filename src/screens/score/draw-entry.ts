import { GAME_IDS } from '../../../api/site-routes.ts';
import { allPlayed, type GamesProgress } from '../../../machines/game-progress.ts';
import { windowBounds, type CompetitionPhase, type CompetitionWindow } from '../../../api/competition.ts';

/**
 * Where the visitor stands with the prize draw (issue 17): completing the three games inside the window enters
 * it once the score is saved (the draw needs an account with the rules accepted); every other case says why not.
 * Ordered as a visitor would want to hear it: first what no action can change, then what they can still do.
 */
export type DrawEntry =
  | 'excluded'
  | 'upcoming'
  | 'closed'
  | 'incomplete'
  | 'outside-window'
  | 'under-review'
  | 'save-to-enter'
  | 'barred'
  | 'entered';

export interface DrawEntryInput {
  games: GamesProgress;
  phase: CompetitionPhase | null;
  excluded: boolean;
  window: CompetitionWindow;
  saved: boolean;
  /** The server found a rule the signed-in player does not meet (GET users/me/entry): no score of theirs enters. */
  barred?: boolean;
}

export function drawEntryOf({
  games,
  phase,
  excluded,
  window,
  saved,
  barred = false,
}: DrawEntryInput): DrawEntry {
  if (excluded) return 'excluded';
  if (phase === 'upcoming' || phase === null) return 'upcoming';
  if (phase === 'closed') return 'closed';
  if (!allPlayed(games)) return 'incomplete';
  // A game kept from before the window opened does not count: it was not played in the competition.
  const { opens, closes } = windowBounds(window);
  const outside = GAME_IDS.some((id) => {
    const endedAt = games[id].endedAt;
    return endedAt !== null && (endedAt < opens || endedAt > closes);
  });
  if (outside) return 'outside-window';
  if (GAME_IDS.some((id) => games[id].held)) return 'under-review';
  if (barred) return 'barred';
  return saved ? 'entered' : 'save-to-enter';
}
