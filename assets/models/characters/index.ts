/**
 * The animated, skinned characters of the game scenes: the walker of the headset world and the runner of the
 * keyboard world. Same rules as the other models: Y up, feet on y = 0, facing +Z, deterministic bytes.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import { generateRunner } from './runner.ts';
import { generateWalker } from './walker.ts';

export const CHARACTER_GENERATORS: readonly (() => Promise<GeneratedAsset>)[] = [
  generateWalker,
  generateRunner,
];
