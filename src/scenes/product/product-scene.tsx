import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Scene, useScene } from 'react-babylonjs';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import type { GameId } from '../../../api/site-routes.ts';
import type { QualityStore } from '../../engine/quality-store.ts';
import { releaseRootOnDispose } from '../release-scene-root.ts';
import { useGlow } from '../effects/use-glow.ts';
import { createProductView } from './product-view.ts';
import type { ProductHost } from './product-page.ts';

/**
 * A product page's device on the stage (issue 40), in a scene of its own: a lazy chunk asked for on a product
 * page once its text is on screen, in the stage's worker where the browser draws there (as home is), else on the
 * page's engine. The canvas is cleared to transparent, so the page's picture shows around the device. The glow
 * (the spec's bloom) follows the same quality store as every scene.
 */
export interface ProductSceneProps {
  game: GameId;
  /** The page the device stands on: the document, or the worker's messages to it. */
  host: ProductHost;
  quality: QualityStore;
  rtl: boolean;
  reducedMotion: boolean;
  lowRes: boolean;
  onReady(): void;
}

const GLOW = { name: 'product-glow', blurKernelSize: 32, intensity: 0.6 } as const;

export function ProductScene(props: ProductSceneProps) {
  const [clear] = useState(() => new Color4(0, 0, 0, 0));
  return (
    <Scene
      clearColor={clear}
      skipPointerMovePicking
      skipPointerDownPicking
      skipPointerUpPicking
      onCreated={releaseRootOnDispose}
    >
      <ProductDevice {...props} />
    </Scene>
  );
}

function ProductDevice({ game, host, quality, rtl, reducedMotion, lowRes, onReady }: ProductSceneProps) {
  const scene = useScene();
  const glow = useSyncExternalStore(quality.subscribe, () => quality.glow);
  useGlow(scene, glow, GLOW);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });
  // The textures' resolution is read once, when the device is built.
  const [lowResAtMount] = useState(lowRes);
  useEffect(() => {
    if (!scene) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    createProductView(
      scene,
      host,
      { game, rtl, reducedMotion, lowRes: lowResAtMount, quality: quality.get().settings },
      () => ready.current(),
    )
      .then((d) => {
        if (cancelled) d();
        else dispose = d;
      })
      .catch((error: unknown) => {
        // The page keeps its picture, and says so to tests and tools.
        console.warn('product scene: the device could not be shown', error);
        host.failed();
      });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [scene, host, game, rtl, reducedMotion, lowResAtMount, quality]);
  return null;
}
