export { RULES_VERSION } from './rules.ts';
export * as mouseRules from './rules.ts';
export { createMouseGame, durationOf, type MouseGame, type MouseGameOptions } from './game.ts';
export type { MouseCommand, MouseEvent, MouseInput } from './commands.ts';
export type { MouseGameData, ReplayEntry } from './replay-format.ts';
export { MOUSE_MODES, type MouseMode } from './scroll-mode.ts';
export type { MouseView, TileView } from './view.ts';
export type { MouseWorld } from './world.ts';
export {
  TileKind,
  TILE_KIND_NAMES,
  laneCentreAt,
  laneDelta,
  laneX,
  isOnLane,
  tileCentreZ,
  type TileKindName,
} from './tile-geometry.ts';
export { mouseSystems } from './pipeline.ts';
