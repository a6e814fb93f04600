/**
 * The static models of the game scenes: Circuit Shutdown's tiles (straight, shift-left, shift-right) and player
 * sphere, Headspace's sound emitter, and the Jungle Board's key tile, obstacle and plant. Same rules as the
 * product models: Y up, resting on y = 0, facing +Z, deterministic bytes.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import {
  generateCircuitTile,
  generateCircuitTileShiftLeft,
  generateCircuitTileShiftRight,
} from './circuit-tile.ts';
import { generateHeadsetEmitter } from './headset-emitter.ts';
import { generateJunglePlant } from './jungle-plant.ts';
import { generateKeyTile } from './key-tile.ts';
import { generateObstacle } from './obstacle.ts';
import { generatePlayerSphere } from './player-sphere.ts';

export const GAME_PIECE_GENERATORS: readonly (() => Promise<GeneratedAsset>)[] = [
  generateCircuitTile,
  generateCircuitTileShiftLeft,
  generateCircuitTileShiftRight,
  generatePlayerSphere,
  generateHeadsetEmitter,
  generateKeyTile,
  generateObstacle,
  generateJunglePlant,
];
