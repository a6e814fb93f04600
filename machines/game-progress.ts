import { GAME_CYCLE, nextInCycle } from '../api/game-cycle.ts';
import { GAME_IDS, type GameId } from '../api/site-routes.ts';

/** What the site remembers of each game of the journey (spec §3, game score entry). */
export interface GameProgress {
  played: boolean;
  score: number;
  durationMs: number;
  /** The server holds the run for review (its inputs look programmed): it counts once an operator clears it. */
  held: boolean;
}

export type GamesProgress = Record<GameId, GameProgress>;

export function freshProgress(): GamesProgress {
  return Object.fromEntries(
    GAME_IDS.map((id) => [id, { played: false, score: 0, durationMs: 0, held: false }]),
  ) as GamesProgress;
}

export function allPlayed(games: GamesProgress): boolean {
  return GAME_IDS.every((id) => games[id].played);
}

/** The first unplayed game, walking the cycle from the one after `from`; null once all are played. */
export function nextUnplayed(games: GamesProgress, from: GameId): GameId | null {
  let candidate = from;
  for (let i = 0; i < GAME_CYCLE.length; i++) {
    candidate = nextInCycle(candidate);
    if (!games[candidate].played) return candidate;
  }
  return null;
}

/** The total of the scores that count: a run held for review does not, as on the server's chain total. */
export function totalScore(games: GamesProgress): number {
  return GAME_IDS.reduce((sum, id) => sum + (games[id].held ? 0 : games[id].score), 0);
}
