import { createElement, lazy, Suspense, useSyncExternalStore } from 'react';
import { createReconciler, EngineCanvasContext } from 'react-babylonjs';
import { Engine } from '@babylonjs/core/Engines/engine.js';
import { createQualityStore } from '../../engine/quality-store.ts';
import { tellPage } from '../../engine/page-preloads.ts';
import { toldEnvironment } from '../../engine/stage-environment.ts';
import { QualityControl } from '../quality-control.tsx';
import { LoadingScene } from '../loading/loading-scene-view.tsx';
import { mirrorQuality } from './quality-mirror.ts';
import { workerShowcaseHost } from './worker-showcase-host.ts';
import { workerProductHost } from './worker-product-host.ts';
import type { FromWorker, Taglines, ToWorker, WorkerScene } from './stage-messages.ts';

/**
 * The stage's worker: the loading smoke, home's showcase and a product page's device, drawn on the page's canvas
 * handed over as an OffscreenCanvas. The engine's start, the scenes' set-up, their shader compiles (which SwiftShader makes the
 * caller wait for) and every frame run here, so the page's main thread stays free for the visitor's input
 * (docs/decisions.md, "The smoke and home drawn in a worker"). The same React scene components as on the page's
 * own engine, rendered by react-babylonjs's reconciler with the engine in its context.
 */
// The worker's global scope, as far as this file uses it (the project's types are the DOM's).
const scope = globalThis as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

const HomeScene = lazy(() => import('../home/home-scene.tsx').then((m) => ({ default: m.HomeScene })));
const ProductScene = lazy(() =>
  import('../product/product-scene.tsx').then((m) => ({ default: m.ProductScene })),
);

const post = (message: FromWorker) => scope.postMessage(message);

let started: ReturnType<typeof start> | null = null;

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    try {
      started ??= start(message);
      post({ type: 'engine', ok: true });
    } catch (error) {
      post({ type: 'engine', ok: false, message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  started?.receive(message);
};

/** A value the React tree reads and the page's messages change. */
function cell<T>(value: T) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function start(init: Extract<ToWorker, { type: 'start' }>) {
  tellPage(init.page);
  const environment = toldEnvironment(init.environment);
  const engine = new Engine(init.canvas as unknown as HTMLCanvasElement, init.antialias, {
    stencil: false,
    powerPreference: 'high-performance',
  });
  // The engine cannot measure an OffscreenCanvas on the page: it is told the canvas's CSS size, and draws it at
  // the hardware scaling the quality chose (which calls resize()).
  let cssSize = { width: init.width, height: init.height };
  const fit = () => {
    const scale = engine.getHardwareScalingLevel();
    engine.setSize(
      Math.max(1, Math.round(cssSize.width / scale)),
      Math.max(1, Math.round(cssSize.height / scale)),
    );
  };
  engine.resize = fit;
  engine.setHardwareScalingLevel(1 / environment.devicePixelRatio);

  const quality = createQualityStore();
  const mirror = mirrorQuality(quality, (settings, detection) =>
    post({ type: 'quality', settings, detection }),
  );
  let figures = quality.get().figures;
  quality.subscribe(() => {
    const now = quality.get().figures;
    if (now === figures) return;
    figures = now;
    post({ type: 'figures', ...now });
  });
  const showcase = workerShowcaseHost(post);
  const product = workerProductHost(post);
  const scene = cell<WorkerScene>(init.scene);
  // The product page's device that has been drawn: the smoke gives way to it.
  const productDrawn = cell<WorkerScene['product']>(null);
  const onProductReady = () => {
    productDrawn.set(scene.get().product);
    post({ type: 'product-ready' });
  };
  const taglines = cell<Taglines>(init.taglines);
  const onFirstFrame = () => post({ type: 'first-frame' });
  const onProgress = (loaded: number, total: number) => post({ type: 'home-progress', loaded, total });
  const onLoaded = () => post({ type: 'home-loaded' });
  const onFailed = (error: Error) => post({ type: 'home-failed', message: error.message });

  function Stage() {
    const now = useSyncExternalStore(scene.subscribe, scene.get);
    const lines = useSyncExternalStore(taglines.subscribe, taglines.get);
    const qualityKnown = useSyncExternalStore(quality.subscribe, () => quality.get().settings !== null);
    const drawn = useSyncExternalStore(productDrawn.subscribe, productDrawn.get);
    const productShown = now.product !== null && drawn === now.product;
    return (
      <EngineCanvasContext.Provider value={{ engine, canvas: init.canvas as unknown as HTMLCanvasElement }}>
        <QualityControl quality={quality} backdrop={now.backdrop} environment={environment} />
        {!qualityKnown ? null : (
          <>
            {now.home && (
              <Suspense fallback={null}>
                <HomeScene
                  active={now.showHome}
                  host={showcase.host}
                  quality={quality}
                  taglines={lines.taglines}
                  rtl={lines.rtl}
                  reducedMotion={init.reducedMotion}
                  lowRes={init.lowRes}
                  onProgress={onProgress}
                  onLoaded={onLoaded}
                  onFailed={onFailed}
                />
              </Suspense>
            )}
            {now.product && (
              <Suspense fallback={null}>
                <ProductScene
                  key={now.product}
                  game={now.product}
                  host={product.host}
                  quality={quality}
                  rtl={lines.rtl}
                  reducedMotion={init.reducedMotion}
                  lowRes={init.lowRes}
                  onReady={onProductReady}
                />
              </Suspense>
            )}
            {!now.showHome && !productShown && (
              <LoadingScene
                reducedMotion={init.reducedMotion}
                backdrop={now.backdrop}
                onFirstFrame={onFirstFrame}
              />
            )}
          </>
        )}
      </EngineCanvasContext.Provider>
    );
  }

  // The tree holds no host elements of its own: each <Scene> renders its graph through a reconciler of its own.
  const root = {
    scene: null,
    rootInstance: {
      children: [],
      customProps: {},
      hostInstance: null,
      metadata: { className: 'root' },
      observers: {},
      parent: null,
    },
  };
  createReconciler({}).render(createElement(Stage), root as never, () => {}, null);

  const draw = () => {
    for (const each of engine.scenes) if (each.activeCamera) each.render();
    showcase.afterFrame(engine);
  };
  let drawing = false;
  const follow = (now: WorkerScene) => {
    if (now.paused === !drawing) return;
    drawing = !now.paused;
    if (drawing) engine.runRenderLoop(draw);
    else engine.stopRenderLoop(draw);
  };
  follow(scene.get());
  scene.subscribe(() => follow(scene.get()));

  return {
    receive(message: Exclude<ToWorker, { type: 'start' }>) {
      switch (message.type) {
        case 'scene':
          if (message.scene.product !== scene.get().product) productDrawn.set(null);
          scene.set(message.scene);
          break;
        case 'product-layout':
          product.receive(message.layout);
          break;
        case 'taglines':
          taglines.set(message.taglines);
          break;
        case 'size':
          cssSize = { width: message.width, height: message.height };
          environment.update({ devicePixelRatio: message.devicePixelRatio });
          fit();
          break;
        case 'shown':
          environment.shown();
          break;
        case 'quality':
          mirror.receive(message.settings, message.detection);
          break;
        case 'header':
          showcase.header(message.bottom);
          break;
        case 'control':
          showcase.command(message.command);
          break;
        case 'lose-context':
          loseContext(engine);
          break;
      }
    },
  };
}

/** Test builds: the context lost and given back, as a GPU reset would. */
function loseContext(engine: Engine) {
  const canvas = engine.getRenderingCanvas() as unknown as OffscreenCanvas;
  const gl = engine._gl as WebGL2RenderingContext;
  const lose = gl.getExtension('WEBGL_lose_context');
  if (!lose) return;
  canvas.addEventListener(
    'webglcontextlost',
    () => {
      post({ type: 'context', event: 'lost' });
      setTimeout(() => lose.restoreContext(), 300);
    },
    { once: true },
  );
  canvas.addEventListener('webglcontextrestored', () => post({ type: 'context', event: 'restored' }), {
    once: true,
  });
  lose.loseContext();
}
