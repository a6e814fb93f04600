import { useEffect, useState } from 'react';
import type { Scene } from '@babylonjs/core/scene.js';
import type { SceneId } from '../../assets/manifest.ts';
import { createAssetQueue } from '../engine/asset-queue.ts';
import type { Loaders } from '../engine/asset-queue.ts';
import { babylonLoaders, disposeBabylonAsset } from '../engine/babylon-loaders.ts';
import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { pagePreloaded } from '../engine/page-preloads.ts';

export type SceneAssets =
  | { status: 'loading' }
  | { status: 'loaded'; assets: ReadonlyMap<string, unknown> }
  | { status: 'failed'; error: Error };

/**
 * A route's Babylon scene loads its manifest's assets into itself through its own queue (models, textures and
 * environments belong to one Babylon scene), reports each arrival, and frees them all when it leaves. Files
 * are hashed and cached by the browser, so a second visit costs no network.
 */
export function useSceneAssets(
  scene: Scene | null,
  id: SceneId,
  options: {
    lowRes: boolean;
    onProgress?: (loaded: number, total: number) => void;
    /** How files become Babylon objects; the default fetches the built files (scene tests pass bytes). */
    loaders?: (scene: Scene) => Loaders;
  },
): SceneAssets {
  const [state, setState] = useState<SceneAssets>({ status: 'loading' });
  const { lowRes, onProgress, loaders = babylonLoaders } = options;
  useEffect(() => {
    if (!scene) return;
    let cancelled = false;
    const queue = createAssetQueue({
      index: BUILT_ASSETS,
      loaders: loaders(scene),
      dispose: disposeBabylonAsset,
      lowRes,
      preloaded: (url) => pagePreloaded(url),
      onProgress: ({ loaded, total }) => onProgress?.(loaded, total),
    });
    setState({ status: 'loading' });
    queue
      .loadScene(id)
      .then((assets) => {
        if (!cancelled) setState({ status: 'loaded', assets });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      cancelled = true;
      queue.disposeAll();
    };
  }, [scene, id, lowRes, onProgress, loaders]);
  return state;
}
