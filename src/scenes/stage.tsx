import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLingui } from '@lingui/react';
import type { LoadingProgress } from '../boot/loading-progress.ts';
import { turntableFromHash } from './turntable/turntable-models.ts';
import { taglineLines } from './home/tagline-lines.ts';
import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { resolveAsset } from '../engine/asset-index.ts';
import { prefersLowResolution } from '../engine/resolution.ts';
import { useAppServices } from '../site/app-services.tsx';
import { warmUpWebGL } from '../engine/webgl-warm-up.ts';
import { readRendererString } from '../engine/gpu-tier.ts';
import { canvasMultisampling } from '../engine/canvas-multisampling.ts';
import { WORLD_SCENES } from './world-scenes.ts';
import { OffscreenStage } from './offscreen/offscreen-stage.tsx';
import { canDrawInWorker } from './offscreen/offscreen-support.ts';
import type { SmokeAndHomeProps } from './stage-props.ts';
import type { GameId } from '../../api/site-routes.ts';

// The engine on the page's own thread (Babylon, react-babylonjs, the scenes), asked for only when it must draw:
// a game world, the turntable, or everything where the browser cannot draw in a worker.
const PageStage = lazy(() => import('./page-stage.tsx'));

/** Opacity of the smoke once loading is over: it stays as a quiet backdrop until a route brings its own scene. */
export const BACKDROP_OPACITY = 0.35;

/**
 * Whether this browser can draw WebGL at all, and the name of what draws it, from one probe context given back at
 * once: a browser keeps only a few live contexts (16 in Chrome, fewer on phones) and drops the oldest when more
 * are made, and a probe left alive for the page's life would count against the engine's own.
 */
function probeWebGL(): { drawable: boolean; renderer: string | undefined } {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return { drawable: false, renderer: undefined };
    const renderer = readRendererString(gl);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { drawable: true, renderer };
  } catch {
    return { drawable: false, renderer: undefined };
  }
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The site's 3D stage, behind the content; lazily loaded after first paint. Each route owns a Babylon scene,
 * mounted while the route shows and disposed when it leaves: the loading backdrop, home (from the moment the
 * loader gives way; its files were preloaded with the stage), the world a game run has claimed, or a model on the
 * turntable. Where the browser can, the smoke, home and a product page's device are drawn in a worker
 * (offscreen/), off the thread that answers the visitor; the worlds and the turntable are drawn by an engine on the page's thread (page-stage.tsx),
 * on a canvas of their own over the worker's.
 */
export default function Stage({
  loading,
  showcase,
  product = null,
  progress,
}: {
  loading: boolean;
  /** The route is home: the totem and its devices take the stage. */
  showcase: boolean;
  /** The route is a product page: its device takes the stage beside the text (issue 40). */
  product?: GameId | null;
  progress: LoadingProgress;
}) {
  const { stage, quality } = useAppServices();
  // Known once WebGL has been started off the main thread (src/engine/webgl-warm-up.ts); nothing is drawn before.
  const [supported, setSupported] = useState<boolean>();
  const [inWorker, setInWorker] = useState(false);
  // The canvas's multisampling, fixed when its context is made: none on a software renderer.
  const [antialias, setAntialias] = useState(true);
  useEffect(() => {
    let mounted = true;
    void warmUpWebGL().then((workerDrew) => {
      if (!mounted) return;
      const { drawable, renderer } = probeWebGL();
      setInWorker(drawable && canDrawInWorker(workerDrew));
      setAntialias(canvasMultisampling(renderer, location.search));
      setSupported(drawable);
    });
    return () => {
      mounted = false;
    };
  }, []);
  // The canvas starts at the size the engine would give it (the viewport in device pixels, Babylon's
  // adaptToDeviceRatio): resizing a drawing buffer that exists reallocates it, once for the width and again for
  // the height, 30–40 ms before the first frame in SwiftShader. A wrong guess costs only that resize.
  const [canvasSize] = useState(() => ({
    width: Math.trunc(innerWidth * devicePixelRatio),
    height: Math.trunc(innerHeight * devicePixelRatio),
  }));
  const [turntable] = useState(() => turntableFromHash(location.hash));
  const [turntableReady, setTurntableReady] = useState(false);
  const [homeLoaded, setHomeLoaded] = useState(false);
  const stageElement = useRef<HTMLDivElement | null>(null);
  const claimedBy = useSyncExternalStore(stage.subscribe, () => stage.claimedBy);
  const { i18n } = useLingui();
  const taglines = useMemo(
    () => taglineLines((line) => i18n._(line), i18n.locale),
    // The catalog's locale decides the words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale],
  );
  const rtl = i18n.locale === 'ar';
  // Phones and data savers, and GPU tiers below 2 (known once QualityControl has run).
  const lowTier = useSyncExternalStore(quality.subscribe, () => quality.get().settings?.lowResTextures);
  const lowRes = useMemo(() => prefersLowResolution(window, lowTier ?? false), [lowTier]);
  // Scenes wait for the quality (chosen from the GPU when the engine starts): it picks their textures.
  const qualityKnown = lowTier !== undefined;
  const homeOnStage = showcase && !turntable && claimedBy === null;
  const showHome = homeOnStage && !loading && homeLoaded;
  useEffect(() => {
    if (!homeOnStage) setHomeLoaded(false);
  }, [homeOnStage]);

  useEffect(() => {
    if (supported === undefined) return;
    progress.done('engine');
    if (!supported) {
      stage.markUnavailable();
      const reason = new Error('WebGL is not available');
      progress.failed('assets', reason);
      progress.failed('scene', reason);
    }
  }, [progress, supported, stage]);
  // Only home's assets are worth waiting for behind the loader; another route's scene loads in its own time.
  useEffect(() => {
    if (supported && !turntable && !homeOnStage) progress.done('assets');
  }, [progress, supported, turntable, homeOnStage]);

  const firstFrameSeen = useRef(false);
  const onFirstFrame = useCallback(() => {
    if (firstFrameSeen.current) return;
    firstFrameSeen.current = true;
    document.getElementById('loader')?.classList.add('has-scene');
    progress.done('scene');
  }, [progress]);
  const onHomeProgress = useCallback(
    (loaded: number, total: number) => progress.advance('assets', total === 0 ? 1 : loaded / total),
    [progress],
  );
  const onHomeLoaded = useCallback(() => {
    progress.done('assets');
    setHomeLoaded(true);
  }, [progress]);
  const onHomeFailed = useCallback((error: Error) => progress.failed('assets', error), [progress]);
  // The worker could not start its engine (a context refused there): the page's own engine draws everything.
  const [workerFailed, setWorkerFailed] = useState(false);
  const onWorkerFailed = useCallback((error: Error) => {
    console.warn(`stage: drawing on the page, the worker could not (${error.message})`);
    setWorkerFailed(true);
  }, []);
  // Keyed by the device, so that another product page starts without it.
  const [productReadyFor, setProductReadyFor] = useState<GameId | null>(null);
  // Once the loader has given way: the page's engine and the device's files do not compete with its first frame.
  const productOnStage = product && !loading && !claimedBy && !turntable ? product : null;
  const productShown = productOnStage !== null && productReadyFor === productOnStage;
  const onProductReady = useCallback(() => {
    if (productOnStage) setProductReadyFor(productOnStage);
  }, [productOnStage]);
  useEffect(() => {
    // Leaving the page forgets its device: coming back waits for it to be drawn again.
    if (!productOnStage) setProductReadyFor(null);
  }, [productOnStage]);
  const onTurntableReady = useCallback(() => {
    setTurntableReady(true);
    progress.done('assets');
    onFirstFrame();
  }, [progress, onFirstFrame]);

  if (supported === undefined) return null;
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
  const World = claimedBy ? WORLD_SCENES[claimedBy] : undefined;
  const backdrop = !(loading || turntable || showHome || claimedBy || productShown);
  const drawsInWorker = inWorker && !workerFailed;
  const smokeAndHome: SmokeAndHomeProps = {
    lowRes,
    reducedMotion: reducedMotion(),
    taglines,
    rtl,
    marker: stageElement,
    onFirstFrame,
    onHomeProgress,
    onHomeLoaded,
    onHomeFailed,
  };
  return (
    <div
      className="stage"
      aria-hidden="true"
      data-testid="stage"
      ref={stageElement}
      style={{ opacity: backdrop ? BACKDROP_OPACITY : 1 }}
      data-claimed-by={claimedBy ?? undefined}
      // Where the 3D is drawn, for testers: the stage's worker, or the page where a browser cannot draw in one.
      data-drawn-in={drawsInWorker ? 'worker' : 'page'}
      data-turntable-ready={turntableReady || undefined}
      // The product's device is drawn: the stage comes over the page's picture, under its text (product.css).
      data-product-ready={productShown || undefined}
    >
      {inWorker && !workerFailed && (
        <OffscreenStage
          scene={{
            loading,
            home: homeOnStage,
            showHome,
            backdrop,
            paused: !!(World || turntable),
            product: productOnStage,
          }}
          {...smokeAndHome}
          canvasSize={canvasSize}
          antialias={antialias}
          onUnavailable={onWorkerFailed}
          onProductReady={onProductReady}
        />
      )}
      {(!drawsInWorker || World || turntable) && (
        <Suspense fallback={null}>
          <PageStage
            canvasId={drawsInWorker ? 'world-canvas' : 'stage-canvas'}
            canvasSize={canvasSize}
            antialias={antialias}
            backdrop={backdrop}
            qualityKnown={qualityKnown}
            turntable={turntable}
            World={World}
            smokeAndHome={!drawsInWorker}
            homeOnStage={homeOnStage}
            showHome={showHome}
            {...smokeAndHome}
            onTurntableReady={onTurntableReady}
            product={drawsInWorker ? null : productOnStage}
            onProductReady={onProductReady}
          />
        </Suspense>
      )}
    </div>
  );
}
