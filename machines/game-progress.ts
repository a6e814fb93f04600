import type { RunStats } from '../api/games.ts';
import { GAME_CYCLE, nextInCycle } from '../api/game-cycle.ts';
import { GAME_IDS, type GameId } from '../api/site-routes.ts';

/** What the site remembers of each game of the journey (spec §3, game score entry). */
export interface GameProgress {
  played: boolean;
  score: number;
  durationMs: number;
  /** The server holds the run for review (its inputs look programmed): it counts once an operator clears it. */
  held: boolean;
  /** The run's uuid on the server: the journey is restored from it, so a reload shows the verified score. */
  uuid: string | null;
  /** When the run started and ended (epoch ms, the browser's clock); null until played. */
  startedAt: number | null;
  endedAt: number | null;
  /** What the server's replay measured (the skills are drawn from it). */
  stats: RunStats | null;
}

export type GamesProgress = Record<GameId, GameProgress>;

export const UNPLAYED: GameProgress = Object.freeze({
  played: false,
  score: 0,
  durationMs: 0,
  held: false,
  uuid: null,
  startedAt: null,
  endedAt: null,
  stats: null,
});

export function freshProgress(): GamesProgress {
  return Object.fromEntries(GAME_IDS.map((id) => [id, { ...UNPLAYED }])) as GamesProgress;
}

/**
 * The run the next one chains to (`previous_game`), so the journey's games add up to one total on the server:
 * the latest ended run of the journey. None after a reset, so a journey after a save starts a new chain.
 */
export function chainTip(games: GamesProgress): string | null {
  let tip: GameProgress | null = null;
  for (const id of GAME_IDS) {
    const game = games[id];
    if (game.played && game.uuid && (tip === null || (game.endedAt ?? 0) > (tip.endedAt ?? 0))) tip = game;
  }
  return tip?.uuid ?? null;
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
