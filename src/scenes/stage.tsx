import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Engine, Scene, useScene } from 'react-babylonjs';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { LoadingProgress } from '../boot/loading-progress.ts';
import {
  createLoadingScene,
  LOADING_CLEAR_COLOR,
  type LoadingSceneControl,
} from './loading/loading-scene.ts';
import { createTurntable, turntableFromHash, type TurntableModel } from './turntable/turntable-scene.ts';
import { createAssetQueue } from '../engine/asset-queue.ts';
import { babylonLoaders, disposeBabylonAsset } from '../engine/babylon-loaders.ts';
import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { resolveAsset } from '../engine/asset-index.ts';
import { prefersLowResolution } from '../engine/resolution.ts';
import { stageHandle } from './stage-handle.ts';
import { QualityControl } from './quality-control.tsx';
import { qualityStore } from '../engine/quality-store.ts';

/** Opacity of the smoke once loading is over: it stays as a quiet backdrop until a route brings its own scene. */
export const BACKDROP_OPACITY = 0.35;

function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

function LoadingSmoke({ onFirstFrame }: { onFirstFrame: () => void }) {
  const scene = useScene();
  const control = useRef<LoadingSceneControl | null>(null);
  useEffect(() => {
    if (!scene) return;
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
    control.current = createLoadingScene(scene, reducedMotion);
    const observer = scene.onAfterRenderObservable.addOnce(() => onFirstFrame());
    return () => {
      scene.onAfterRenderObservable.remove(observer);
      control.current?.dispose();
      control.current = null;
    };
  }, [scene, onFirstFrame]);
  return null;
}

function Turntable({ model, onReady }: { model: TurntableModel; onReady: () => void }) {
  const scene = useScene();
  useEffect(() => {
    if (!scene) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    createTurntable(scene, model, matchMedia('(prefers-reduced-motion: reduce)').matches)
      .then((d) => {
        if (cancelled) return d();
        dispose = d;
        scene.onAfterRenderObservable.addOnce(() => onReady());
      })
      .catch((error: unknown) => console.error('turntable failed:', error));
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [scene, model, onReady]);
  return null;
}

/**
 * Creates the stage's asset queue once the scene exists and publishes both to the stage handle, where a game
 * run finds them. Loads the home scene's assets while the loader shows, reporting each arrival to its bar.
 */
function StageAssets({
  progress,
  loadHome,
  onHomeLoaded,
}: {
  progress: LoadingProgress;
  loadHome: boolean;
  onHomeLoaded: (assets: ReadonlyMap<string, unknown>) => void;
}) {
  const scene = useScene();
  useEffect(() => {
    if (!scene) return;
    let cancelled = false;
    const queue = createAssetQueue({
      index: BUILT_ASSETS,
      loaders: babylonLoaders(scene),
      dispose: disposeBabylonAsset,
      // Phones and data savers, and GPU tiers below 2 (QualityControl, a sibling before this one, has run).
      lowRes: prefersLowResolution(window, qualityStore.get().settings?.lowResTextures ?? false),
      onProgress: ({ scene: id, loaded, total }) => {
        if (id === 'home') progress.advance('assets', total === 0 ? 1 : loaded / total);
      },
    });
    stageHandle.setScene(scene, queue);
    // The stage is decoration (aria-hidden); Babylon makes its canvas focusable, which would put a hidden
    // element in the tab order.
    const canvas = scene.getEngine().getRenderingCanvas();
    if (canvas) canvas.tabIndex = -1;
    if (loadHome)
      queue
        .loadScene('home')
        .then((assets) => {
          progress.done('assets');
          if (!cancelled) onHomeLoaded(assets);
        })
        .catch((error: unknown) => progress.failed('assets', error));
    return () => {
      cancelled = true;
      stageHandle.setScene(null, null);
      queue.releaseScene('home');
    };
  }, [scene, progress, loadHome, onHomeLoaded]);
  return null;
}

/** The one engine and canvas of the site, behind the content. Lazily loaded after first paint. */
export default function Stage({
  loading,
  showcase,
  progress,
}: {
  loading: boolean;
  /** The route is home: the totem and its devices take the stage. */
  showcase: boolean;
  progress: LoadingProgress;
}) {
  const [supported] = useState(hasWebGL);
  const [turntable] = useState(() => turntableFromHash(location.hash));
  const [turntableReady, setTurntableReady] = useState(false);
  const [homeAssets, setHomeAssets] = useState<ReadonlyMap<string, unknown> | null>(null);
  const stageElement = useRef<HTMLDivElement | null>(null);
  const firstFrameSeen = useRef(false);
  useEffect(() => {
    progress.done('engine');
    if (!supported) {
      const reason = new Error('WebGL is not available');
      progress.failed('assets', reason);
      progress.failed('scene', reason);
    }
  }, [progress, supported]);
  const claimedBy = useSyncExternalStore(stageHandle.watchClaim, () => stageHandle.claimedBy);
  const showHome = showcase && !loading && !turntable && homeAssets !== null && claimedBy === null;
  if (!supported) {
    // No WebGL: a still picture of the brand's night stands in for the 3D scene; every page works without it.
    const picture = resolveAsset(BUILT_ASSETS, 'image/background-1', prefersLowResolution(), true);
    return (
      <div
        className="stage stage--static"
        aria-hidden="true"
        data-testid="stage-static"
        style={{ backgroundImage: `url("${new URL(picture.url, document.baseURI).toString()}")` }}
      />
    );
  }
  const onFirstFrame = () => {
    if (firstFrameSeen.current) return;
    firstFrameSeen.current = true;
    document.getElementById('loader')?.classList.add('has-scene');
    progress.done('scene');
  };
  return (
    <div
      className="stage"
      aria-hidden="true"
      data-testid="stage"
      ref={stageElement}
      style={{ opacity: loading || turntable || showHome || claimedBy ? 1 : BACKDROP_OPACITY }}
      data-claimed-by={claimedBy ?? undefined}
      data-turntable-ready={turntableReady || undefined}
    >
      <Engine
        antialias
        adaptToDeviceRatio
        canvasId="stage-canvas"
        engineOptions={{ stencil: false, powerPreference: 'high-performance' }}
      >
        <Scene clearColor={LOADING_CLEAR_COLOR}>
          <freeCamera
            name="loading-camera"
            position={new Vector3(0, 0, -12)}
            setTarget={[Vector3.Zero()]}
            fov={1.0472}
            minZ={0.01}
            maxZ={1000}
          />
          <QualityControl />
          <StageAssets progress={progress} loadHome={!turntable} onHomeLoaded={setHomeAssets} />
          {turntable ? (
            <Turntable
              model={turntable}
              onReady={() => {
                setTurntableReady(true);
                progress.done('assets');
                onFirstFrame();
              }}
            />
          ) : showHome || claimedBy ? null : (
            <LoadingSmoke onFirstFrame={onFirstFrame} />
          )}
        </Scene>
      </Engine>
    </div>
  );
}
