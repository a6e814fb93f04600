import type { GameId } from './site-routes.ts';

/**
 * The cycle of worlds (spec §3): headset, then mouse, then keyboard, then headset again. Shared by the site
 * machine (which game to suggest next) and the server (`current_game` in frontend_data), so it lives in api/.
 */
export const GAME_CYCLE: readonly GameId[] = ['headset', 'mouse', 'keyboard'];

/** The game after `game` in the cycle, whether played or not. */
export function nextInCycle(game: GameId): GameId {
  const i = GAME_CYCLE.indexOf(game);
  return GAME_CYCLE[(i + 1) % GAME_CYCLE.length]!;
}
