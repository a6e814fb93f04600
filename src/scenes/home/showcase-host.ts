import type { Engine } from '@babylonjs/core/Engines/engine.js';
import type { HomeFocus } from '../../site/home-focus.ts';
import type { HomeSceneControl } from './home-scene-control.ts';
import { listenToHomePointer } from './home-pointer.ts';

/**
 * Where home's scene meets the page around it. On the page's own thread that is the focus machine, the window's
 * pointer, the header and the stage's readiness marker (`pageShowcaseHost`); in the stage's worker every one of
 * them is a message to the page (src/scenes/offscreen/).
 */
export interface ShowcaseHost {
  /** The showcase is built: the focus machine moves it from now on, until the returned detach. */
  attach(control: HomeSceneControl): () => void;
  /** The showcase is drawn: the visitor's pointer sways the camera and picks devices, until the returned stop. */
  listen(control: HomeSceneControl): () => void;
  /**
   * Follows the page header's bottom edge (CSS pixels from the top of the page) while the scene is drawn: on narrow
   * screens the totem stands in the band under it. Called at once with the current edge, null where there is none.
   */
  watchHeader(onBottom: (bottom: number | null) => void): () => void;
  /** Whether the engine draws at its canvas's current size on the page (a resize is drawn a moment later). */
  drawnAtPageSize(engine: Engine): boolean;
  /** The first frame with the totem and every shown device drawn (true), or the scene gone or hidden (false). */
  showcaseReady(ready: boolean): void;
}

/** The host on the page's own thread. `marker` gets `data-showcase-ready="true"`: e2e tests wait on it. */
export function pageShowcaseHost(
  focus: HomeFocus,
  marker: { readonly current: HTMLElement | null },
  win: Window = window,
): ShowcaseHost {
  return {
    attach: (control) => focus.attach(control),
    listen: (control) => listenToHomePointer(control, focus, win),
    watchHeader(onBottom) {
      const header = win.document.querySelector<HTMLElement>('header.site-header');
      if (!header || typeof ResizeObserver === 'undefined') {
        onBottom(null);
        return () => {};
      }
      const measure = () => onBottom(header.offsetTop + header.offsetHeight);
      const observer = new ResizeObserver(measure);
      observer.observe(header);
      measure();
      return () => {
        observer.disconnect();
        onBottom(null);
      };
    },
    drawnAtPageSize(engine) {
      const canvas = engine.getRenderingCanvas();
      if (!canvas) return true;
      const scale = engine.getHardwareScalingLevel();
      return (
        Math.abs(engine.getRenderWidth() * scale - canvas.clientWidth) <= 2 &&
        Math.abs(engine.getRenderHeight() * scale - canvas.clientHeight) <= 2
      );
    },
    showcaseReady(ready) {
      const element = marker.current;
      if (!element) return;
      if (ready) element.dataset.showcaseReady = 'true';
      else delete element.dataset.showcaseReady;
    },
  };
}
