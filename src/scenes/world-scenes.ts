import { lazy, type ComponentType } from 'react';
import type { GameId } from '../../api/site-routes.ts';
import type { WorldSceneProps } from './mouse/mouse-world-scene.tsx';

/**
 * Each game world's scene, mounted on the stage while a run of that game holds it. Each is its own chunk, fetched
 * when a game's intro shows (see `preloadWorldScene`), so the home's first frame waits for none of them.
 */
const loaders = {
  mouse: () => import('./mouse/mouse-world-scene.tsx').then((m) => ({ default: m.MouseWorldScene })),
  headset: () => import('./headset/headset-world-scene.tsx').then((m) => ({ default: m.HeadsetWorldScene })),
  keyboard: () =>
    import('./keyboard/keyboard-world-scene.tsx').then((m) => ({ default: m.KeyboardWorldScene })),
} satisfies Record<GameId, () => Promise<{ default: ComponentType<WorldSceneProps> }>>;

export const WORLD_SCENES: Partial<Record<GameId, ComponentType<WorldSceneProps>>> = {
  mouse: lazy(loaders.mouse),
  headset: lazy(loaders.headset),
  keyboard: lazy(loaders.keyboard),
};

/** Starts fetching a world's scene code ahead of its run (a game intro); fetching twice costs nothing. */
export function preloadWorldScene(game: GameId): void {
  void loaders[game]();
}
