import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Engine } from 'react-babylonjs';
import { useAppServices } from '../site/app-services.tsx';
import { QualityControl } from './quality-control.tsx';
import { pageShowcaseHost } from './home/showcase-host.ts';
import { pageProductHost } from './product/product-page.ts';
import { LoadingScene } from './loading/loading-scene-view.tsx';
import type { TurntableModel } from './turntable/turntable-models.ts';
import type { WorldSceneProps } from './mouse/mouse-world-scene.tsx';
import type { SmokeAndHomeProps } from './stage-props.ts';
import type { GameId } from '../../api/site-routes.ts';

// Home's scene, with the glTF loader and the PBR material and shaders, is a chunk of its own, asked for when the
// stage's code has run: the loader's smoke needs none of it, and on a slow link every file downloading beside the
// stage's code delays its first frame by the whole file (see docs/decisions.md, "Home's scene after the stage").
let homeScene: Promise<{ default: typeof import('./home/home-scene.tsx').HomeScene }> | undefined;
const loadHomeScene = () =>
  (homeScene ??= import('./home/home-scene.tsx').then((m) => ({ default: m.HomeScene })));
const HomeScene = lazy(loadHomeScene);

// A product page's device (issue 40): a chunk of its own, asked for on a product page only.
const ProductScene = lazy(() =>
  import('./product/product-scene.tsx').then((m) => ({ default: m.ProductScene })),
);

// Designers' and tests' view of one model (#turntable=…): visitors never load it.
const TurntableScene = lazy(() =>
  import('./turntable/turntable-scene-view.tsx').then((m) => ({ default: m.TurntableScene })),
);

export interface PageStageProps extends SmokeAndHomeProps {
  /** `stage-canvas`, or `world-canvas` when the smoke and home are drawn in the stage's worker. */
  canvasId: string;
  canvasSize: { width: number; height: number };
  /** The canvas's multisampling (src/engine/canvas-multisampling.ts). */
  antialias: boolean;
  backdrop: boolean;
  qualityKnown: boolean;
  turntable: TurntableModel | null;
  World: ComponentType<WorldSceneProps> | undefined;
  /** Whether this engine draws the smoke and home (false when the stage's worker does). */
  smokeAndHome: boolean;
  homeOnStage: boolean;
  showHome: boolean;
  onTurntableReady(): void;
  /** The product page's device to show beside its text, or null off the product pages. */
  product: GameId | null;
  onProductReady(): void;
}

/**
 * The stage's engine on the page's own thread: the game worlds and the turntable always, and the smoke, home and
 * the product pages' devices where the browser cannot draw in a worker. Its code (Babylon, react-babylonjs) is the stage's largest chunk,
 * loaded only when one of those needs it.
 */
export default function PageStage(props: PageStageProps) {
  const { stage, quality, homeFocus } = useAppServices();
  const { smokeAndHome, homeOnStage, turntable, World, qualityKnown, reducedMotion, marker } = props;
  const showcaseHost = useMemo(() => pageShowcaseHost(homeFocus, marker), [homeFocus, marker]);
  const productHost = useMemo(() => pageProductHost(document), []);
  // Asked for as the stage's code runs, not when the engine has chosen the quality: its download overlaps the
  // engine's start and the smoke's first frame.
  if (smokeAndHome && homeOnStage) void loadHomeScene();
  const smoke = smokeAndHome ? (
    <LoadingScene reducedMotion={reducedMotion} backdrop={props.backdrop} onFirstFrame={props.onFirstFrame} />
  ) : null;
  return (
    <Engine
      antialias={props.antialias}
      adaptToDeviceRatio
      canvasId={props.canvasId}
      width={props.canvasSize.width}
      height={props.canvasSize.height}
      engineOptions={{ stencil: false, powerPreference: 'high-performance' }}
    >
      <QualityControl quality={quality} backdrop={props.backdrop} />
      {!qualityKnown ? null : turntable ? (
        <Suspense fallback={null}>
          <TurntableScene
            model={turntable}
            reducedMotion={reducedMotion}
            quality={quality}
            onReady={props.onTurntableReady}
          />
        </Suspense>
      ) : World ? (
        // The world's code is a chunk of its own: the smoke stays while it arrives.
        <Suspense fallback={smoke}>
          <World stage={stage} quality={quality} lowRes={props.lowRes} />
        </Suspense>
      ) : props.product ? (
        // The page's picture stays behind the text until the device is drawn: no smoke under it.
        <Suspense fallback={null}>
          <ProductScene
            game={props.product}
            host={productHost}
            quality={quality}
            rtl={props.rtl}
            reducedMotion={reducedMotion}
            lowRes={props.lowRes}
            onReady={props.onProductReady}
          />
        </Suspense>
      ) : smokeAndHome ? (
        <>
          {homeOnStage && (
            <Suspense fallback={null}>
              <HomeScene
                active={props.showHome}
                host={showcaseHost}
                quality={quality}
                taglines={props.taglines}
                rtl={props.rtl}
                reducedMotion={reducedMotion}
                lowRes={props.lowRes}
                onProgress={props.onHomeProgress}
                onLoaded={props.onHomeLoaded}
                onFailed={props.onHomeFailed}
              />
            </Suspense>
          )}
          {!props.showHome && smoke}
        </>
      ) : null}
    </Engine>
  );
}
