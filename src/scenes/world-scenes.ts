import type { ComponentType } from 'react';
import type { GameId } from '../../api/site-routes.ts';
import { HeadsetWorldScene } from './headset/headset-world-scene.tsx';
import { KeyboardWorldScene } from './keyboard/keyboard-world-scene.tsx';
import { MouseWorldScene, type WorldSceneProps } from './mouse/mouse-world-scene.tsx';

/** Each game world's scene, mounted on the stage while a run of that game holds it. */
export const WORLD_SCENES: Partial<Record<GameId, ComponentType<WorldSceneProps>>> = {
  mouse: MouseWorldScene,
  headset: HeadsetWorldScene,
  keyboard: KeyboardWorldScene,
};
