import { useEffect, useRef } from 'react';
import { useAppServices } from '../../site/app-services.tsx';
import { pageFacts } from '../../engine/page-preloads.ts';
import { environmentFacts } from '../../engine/stage-environment.ts';
import { pageShowcaseHost } from '../home/showcase-host.ts';
import { pageProductHost } from '../product/product-page.ts';
import { listenToHomePointer } from '../home/home-pointer.ts';
import { mirrorQuality } from './quality-mirror.ts';
import { showcaseProxy } from './showcase-proxy.ts';
import type { FromWorker, ToWorker, WorkerScene } from './stage-messages.ts';
import type { SmokeAndHomeProps } from '../stage-props.ts';

export interface OffscreenStageProps extends SmokeAndHomeProps {
  scene: WorkerScene;
  /** The canvas's drawing buffer at first, in device pixels: the worker starts at that size. */
  canvasSize: { width: number; height: number };
  /** The canvas's multisampling (src/engine/canvas-multisampling.ts). */
  antialias: boolean;
  /** The worker could not start its engine: the stage draws on the page's thread instead. */
  onUnavailable(error: Error): void;
  /** The product page's device has been drawn. */
  onProductReady(): void;
}

/**
 * The stage's canvas, drawn by its worker (stage-worker.tsx): the page sends what the stage should show, its size
 * and visibility, the focus machine's commands, the header's edge and a product page's layout; the worker answers
 * with the loader's progress, the quality it chose, where the devices are, and the product page's state. The page keeps the visitor's pointer and picks on
 * the worker's last snapshot.
 */
export function OffscreenStage(props: OffscreenStageProps) {
  const { quality, homeFocus } = useAppServices();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const worker = useRef<Worker | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const send = (message: ToWorker) => worker.current?.postMessage(message);
  const sendProductLayout = useRef(() => {});
  // A canvas hands its drawing over once: React's development double mount must find the same worker, so a
  // worker is let go only when the stage stays unmounted past the current task.
  const session = useRef<{ dispose(): void; mounted: boolean } | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    if (session.current) {
      session.current.mounted = true;
      return release(session);
    }
    const first = latest.current;
    const offscreen = element.transferControlToOffscreen();
    const stageWorker = new Worker(new URL('./stage-worker.tsx', import.meta.url), {
      type: 'module',
      name: 'stage',
    });
    worker.current = stageWorker;
    const post = (message: ToWorker) => stageWorker.postMessage(message);
    const cssSize = () =>
      element.isConnected ? { width: element.clientWidth, height: element.clientHeight } : null;
    const proxy = showcaseProxy((command) => post({ type: 'control', command }), cssSize);
    const pageHost = pageShowcaseHost(homeFocus, latest.current.marker);
    const productPage = pageProductHost(document);
    let sentLayout = '';
    // The worker reads the page's layout only as sent: on a change, never twice the same.
    sendProductLayout.current = () => {
      const layout = productPage.read();
      const text = JSON.stringify(layout);
      if (text === sentLayout) return;
      sentLayout = text;
      post({ type: 'product-layout', layout });
    };
    let stopProductWatch: (() => void) | null = null;
    const mirror = mirrorQuality(quality, (settings, detection) =>
      post({ type: 'quality', settings, detection }),
    );
    let detach: (() => void) | null = null;
    let stopPointer: (() => void) | null = null;
    let stopHeader: (() => void) | null = null;

    stageWorker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      const now = latest.current;
      switch (data.type) {
        case 'engine':
          if (!data.ok) now.onUnavailable(new Error(data.message));
          break;
        case 'first-frame':
          now.onFirstFrame();
          break;
        case 'quality':
          mirror.receive(data.settings, data.detection);
          break;
        case 'figures':
          quality.setFigures({ fps: data.fps, drawCallsPerFrame: data.drawCallsPerFrame });
          break;
        case 'home-progress':
          now.onHomeProgress(data.loaded, data.total);
          break;
        case 'home-loaded':
          now.onHomeLoaded();
          break;
        case 'home-failed':
          now.onHomeFailed(new Error(data.message));
          break;
        case 'attached':
          detach?.();
          detach = homeFocus.attach(proxy);
          break;
        case 'detached':
          detach?.();
          detach = null;
          break;
        case 'listening':
          stopPointer?.();
          stopPointer = data.on ? listenToHomePointer(proxy, homeFocus) : null;
          break;
        case 'watch-header':
          stopHeader?.();
          stopHeader = data.on ? pageHost.watchHeader((bottom) => post({ type: 'header', bottom })) : null;
          break;
        case 'snapshot':
          proxy.update(data.snapshot);
          break;
        case 'showcase-ready':
          pageHost.showcaseReady(data.ready);
          break;
        case 'context':
          window.dispatchEvent(new CustomEvent('stage-context', { detail: data.event }));
          break;
        case 'product-watch':
          stopProductWatch?.();
          stopProductWatch = data.on ? productPage.onChange(() => sendProductLayout.current()) : null;
          sendProductLayout.current();
          break;
        case 'product-state':
          productPage.write(data.state);
          break;
        case 'product-settled':
          productPage.settled(data.on);
          break;
        case 'product-ready':
          now.onProductReady();
          break;
        case 'product-failed':
          productPage.failed();
          break;
        case 'product-clear':
          productPage.clear();
          break;
      }
    };
    stageWorker.onerror = (event) =>
      latest.current.onUnavailable(new Error(event.message || 'the stage worker failed'));

    const size = cssSize() ?? { width: innerWidth, height: innerHeight };
    stageWorker.postMessage(
      {
        type: 'start',
        canvas: offscreen,
        width: size.width,
        height: size.height,
        environment: environmentFacts(),
        page: pageFacts(),
        antialias: first.antialias,
        lowRes: first.lowRes,
        reducedMotion: first.reducedMotion,
        taglines: { taglines: first.taglines, rtl: first.rtl },
        scene: first.scene,
      } satisfies ToWorker,
      { transfer: [offscreen] },
    );
    const settings = quality.get().settings;
    if (settings) post({ type: 'quality', settings, detection: quality.get().detection });

    const onResize = () => {
      const now = cssSize();
      if (now) post({ type: 'size', ...now, devicePixelRatio });
    };
    const onVisibility = () => {
      if (!document.hidden) post({ type: 'shown' });
    };
    addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', onVisibility);
    let removeHook = () => {};
    if (import.meta.env.MODE === 'e2e') {
      // Test builds: the worker's WebGL context lost and given back, as the page's own canvas allows.
      const w = window as unknown as { __stage?: object };
      const hook = { loseContext: () => post({ type: 'lose-context' }) };
      w.__stage = hook;
      removeHook = () => {
        if (w.__stage === hook) delete w.__stage;
      };
    }
    session.current = {
      mounted: true,
      dispose() {
        removeEventListener('resize', onResize);
        document.removeEventListener('visibilitychange', onVisibility);
        removeHook();
        stopPointer?.();
        stopHeader?.();
        stopProductWatch?.();
        detach?.();
        pageHost.showcaseReady(false);
        mirror.stop();
        stageWorker.terminate();
        worker.current = null;
      },
    };
    return release(session);
  }, [quality, homeFocus]);

  const { loading, home, showHome, backdrop, paused, product } = props.scene;
  useEffect(() => {
    send({ type: 'scene', scene: { loading, home, showHome, backdrop, paused, product } });
    // The device's first frame is placed from a layout the worker already holds.
    if (product) sendProductLayout.current();
  }, [loading, home, showHome, backdrop, paused, product]);
  useEffect(() => {
    send({ type: 'taglines', taglines: { taglines: props.taglines, rtl: props.rtl } });
  }, [props.taglines, props.rtl]);

  return (
    <canvas
      id="stage-canvas"
      ref={canvas}
      width={props.canvasSize.width}
      height={props.canvasSize.height}
      tabIndex={-1}
    />
  );
}

/** The effect's clean-up: the worker goes when the stage has not been mounted again by the next task. */
function release(session: { current: { dispose(): void; mounted: boolean } | null }) {
  return () => {
    const current = session.current;
    if (!current) return;
    current.mounted = false;
    setTimeout(() => {
      if (current.mounted || session.current !== current) return;
      session.current = null;
      current.dispose();
    }, 0);
  };
}
