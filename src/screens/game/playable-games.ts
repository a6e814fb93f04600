import type { GameId } from '../../../api/site-routes.ts';
import type { GAME_KITS } from './game-kits.ts';

/**
 * The games that have a kit (game-kits.ts), for the intro's play button. Read from the kits' type only, so the
 * intro carries none of the games' code (the run and its kits load when the player presses play); the record
 * below must name exactly the games that have a kit, or the build fails.
 */
const PLAYABLE: Record<keyof typeof GAME_KITS, true> = { mouse: true, headset: true, keyboard: true };

export function isPlayable(game: GameId): boolean {
  return Object.hasOwn(PLAYABLE, game);
}
