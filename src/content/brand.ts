import type { GameId } from '../../api/site-routes.ts';

/**
 * Brand marks stay the same in every language (docs/decisions.md): the slogan and the games' names.
 * Everything else a visitor reads goes through Lingui.
 */
export const SLOGAN = 'Gear Up. Game On';
export const GAME_NAMES: Record<GameId, string> = {
  mouse: 'Circuit Shutdown',
  headset: 'Headspace',
  keyboard: 'Jungle Board',
};
