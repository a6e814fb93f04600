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
import { Engine } from 'react-babylonjs';
import { useLingui } from '@lingui/react';
import type { LoadingProgress } from '../boot/loading-progress.ts';
import { turntableFromHash } from './turntable/turntable-models.ts';
import { taglineLines } from './home/taglines.ts';
import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { resolveAsset } from '../engine/asset-index.ts';
import { prefersLowResolution } from '../engine/resolution.ts';
import { useAppServices } from '../site/app-services.tsx';
import { QualityControl } from './quality-control.tsx';
import { warmUpWebGL } from '../engine/webgl-warm-up.ts';
import { LoadingScene } from './loading/loading-scene-view.tsx';
import { WORLD_SCENES } from './world-scenes.ts';

// Home's scene, with the glTF loader and the PBR material and shaders, is a chunk of its own, asked for when the
// stage's code has run: the loader's smoke needs none of it, and on a slow link every file downloading beside the
// stage's code delays its first frame by the whole file (see docs/decisions.md, "Home's scene after the stage").
let homeScene: Promise<{ default: typeof import('./home/home-scene.tsx').HomeScene }> | undefined;
const loadHomeScene = () =>
  (homeScene ??= import('./home/home-scene.tsx').then((m) => ({ default: m.HomeScene })));
const HomeScene = lazy(loadHomeScene);

// Designers' and tests' view of one model (#turntable=…): visitors never load it.
const TurntableScene = lazy(() =>
  import('./turntable/turntable-scene-view.tsx').then((m) => ({ default: m.TurntableScene })),
);

/** Opacity of the smoke once loading is over: it stays as a quiet backdrop until a route brings its own scene. */
export const BACKDROP_OPACITY = 0.35;

/**
 * Whether this browser can draw WebGL at all. The probe's context is given back at once: a browser keeps only a
 * few live contexts (16 in Chrome, fewer on phones) and drops the oldest when more are made, and a probe left
 * alive for the page's life would count against the engine's own.
 */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The one engine and canvas of the site, behind the content; lazily loaded after first paint. Each route
 * owns a Babylon scene, mounted while the route shows and disposed when it leaves: the loading backdrop, home
 * (from the moment the loader gives way; its files were preloaded with the stage), the world a game run has
 * claimed, or a model on the turntable.
 */
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
  const { stage, quality, homeFocus } = useAppServices();
  // Asked for as the stage's code runs, not when the engine has chosen the quality: its download overlaps the
  // engine's start and the smoke's first frame.
  if (showcase) void loadHomeScene();
  // Known once WebGL has been started off the main thread (src/engine/webgl-warm-up.ts); nothing is drawn before.
  const [supported, setSupported] = useState<boolean>();
  useEffect(() => {
    let mounted = true;
    void warmUpWebGL().then(() => {
      if (mounted) setSupported(hasWebGL());
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
  const backdrop = !(loading || turntable || showHome || claimedBy);
  return (
    <div
      className="stage"
      aria-hidden="true"
      data-testid="stage"
      ref={stageElement}
      style={{ opacity: backdrop ? BACKDROP_OPACITY : 1 }}
      data-claimed-by={claimedBy ?? undefined}
      data-turntable-ready={turntableReady || undefined}
    >
      <Engine
        antialias
        adaptToDeviceRatio
        canvasId="stage-canvas"
        width={canvasSize.width}
        height={canvasSize.height}
        engineOptions={{ stencil: false, powerPreference: 'high-performance' }}
      >
        <QualityControl quality={quality} backdrop={backdrop} />
        {!qualityKnown ? null : turntable ? (
          <Suspense fallback={null}>
            <TurntableScene model={turntable} reducedMotion={reducedMotion()} onReady={onTurntableReady} />
          </Suspense>
        ) : World ? (
          // The world's code is a chunk of its own: the smoke stays while it arrives.
          <Suspense fallback={<LoadingScene reducedMotion={reducedMotion()} onFirstFrame={onFirstFrame} />}>
            <World stage={stage} quality={quality} lowRes={lowRes} />
          </Suspense>
        ) : (
          <>
            {homeOnStage && (
              <Suspense fallback={null}>
                <HomeScene
                  active={showHome}
                  focus={homeFocus}
                  quality={quality}
                  taglines={taglines}
                  rtl={rtl}
                  reducedMotion={reducedMotion()}
                  lowRes={lowRes}
                  marker={stageElement}
                  onProgress={onHomeProgress}
                  onLoaded={onHomeLoaded}
                  onFailed={onHomeFailed}
                />
              </Suspense>
            )}
            {!showHome && <LoadingScene reducedMotion={reducedMotion()} onFirstFrame={onFirstFrame} />}
          </>
        )}
      </Engine>
    </div>
  );
}
