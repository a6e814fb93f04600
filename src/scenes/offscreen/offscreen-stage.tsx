import { useEffect, useRef } from 'react';
import { useAppServices } from '../../site/app-services.tsx';
import { pageFacts } from '../../engine/page-preloads.ts';
import { environmentFacts } from '../../engine/stage-environment.ts';
import { pageShowcaseHost } from '../home/showcase-host.ts';
import { listenToHomePointer } from '../home/home-pointer.ts';
import { mirrorQuality } from './quality-mirror.ts';
import { showcaseProxy } from './showcase-proxy.ts';
import type { FromWorker, ToWorker, WorkerScene } from './stage-messages.ts';
import type { SmokeAndHomeProps } from '../stage-props.ts';

export interface OffscreenStageProps extends SmokeAndHomeProps {
  scene: WorkerScene;
  /** The canvas's drawing buffer at first, in device pixels: the worker starts at that size. */
  canvasSize: { width: number; height: number };
  /** The worker could not start its engine: the stage draws on the page's thread instead. */
  onUnavailable(error: Error): void;
}

/**
 * The stage's canvas, drawn by its worker (stage-worker.tsx): the page sends what the stage should show, its size
 * and visibility, the focus machine's commands and the header's edge; the worker answers with the loader's
 * progress, the quality it chose, and where the devices are. The page keeps the visitor's pointer and picks on
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
        detach?.();
        pageHost.showcaseReady(false);
        mirror.stop();
        stageWorker.terminate();
        worker.current = null;
      },
    };
    return release(session);
  }, [quality, homeFocus]);

  const { loading, home, showHome, backdrop, paused } = props.scene;
  useEffect(() => {
    send({ type: 'scene', scene: { loading, home, showHome, backdrop, paused } });
  }, [loading, home, showHome, backdrop, paused]);
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
