import type { GameId } from '../../../api/site-routes.ts';
import type { EnvironmentFacts } from '../../engine/stage-environment.ts';
import type { PageFacts } from '../../engine/page-preloads.ts';
import type { GpuTierResult } from '../../engine/gpu-tier.ts';
import type { QualitySettings } from '../../engine/quality.ts';
import type { HomeSceneControl } from '../home/home-scene-control.ts';
import type { ScreenRect } from '../home/outlines.ts';
import type { ProductLayout, ProductState } from '../product/product-page.ts';

/**
 * The messages between the page and the stage's worker, which draws the loading smoke, home's showcase and the
 * product pages' devices on an OffscreenCanvas (docs/decisions.md, "The smoke and home drawn in a worker").
 */

/** What the worker draws: the page's view of the stage, sent whenever it changes. */
export interface WorkerScene {
  /** The loader shows: the smoke, at full strength. */
  loading: boolean;
  /** The route is home and nothing else holds the stage: home's scene loads (and draws once `showHome`). */
  home: boolean;
  /** Home's scene is drawn instead of the smoke. */
  showHome: boolean;
  /** The smoke is only the dimmed backdrop behind a page (drawn at a lower frame rate). */
  backdrop: boolean;
  /** Another canvas holds the stage (a world, the turntable): the worker draws nothing. */
  paused: boolean;
  /** The route is a product page: its device is drawn beside the text (issue 40), and the smoke once it is. */
  product: GameId | null;
}

export interface Taglines {
  taglines: Readonly<Record<GameId, readonly string[]>>;
  rtl: boolean;
}

/** A command of the focus machine to the showcase: one of HomeSceneControl's methods that return nothing. */
export type ControlCommand = {
  [K in keyof HomeSceneControl]: ReturnType<HomeSceneControl[K]> extends void
    ? { method: K; args: Parameters<HomeSceneControl[K]> }
    : never;
}[keyof HomeSceneControl];

/** Where the showcase is on screen after a frame (CSS pixels of the canvas), for the page's picking and tests. */
export interface ShowcaseSnapshot {
  devices: Partial<Record<GameId, ScreenRect | null>>;
  taglines: Partial<Record<GameId, ScreenRect | null>>;
  /** No move under way. */
  still: boolean;
  /** The size the frame was drawn at, in CSS pixels: the page compares it with its canvas's. */
  width: number;
  height: number;
}

export type ToWorker =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      /** The canvas's size in CSS pixels. */
      width: number;
      height: number;
      environment: EnvironmentFacts;
      page: PageFacts;
      /** The canvas's multisampling, made with its context (src/engine/canvas-multisampling.ts). */
      antialias: boolean;
      lowRes: boolean;
      reducedMotion: boolean;
      taglines: Taglines;
      scene: WorkerScene;
    }
  | { type: 'scene'; scene: WorkerScene }
  | { type: 'taglines'; taglines: Taglines }
  | { type: 'size'; width: number; height: number; devicePixelRatio: number }
  | { type: 'shown' }
  | { type: 'quality'; settings: QualitySettings; detection: GpuTierResult | null }
  | { type: 'header'; bottom: number | null }
  | { type: 'control'; command: ControlCommand }
  /** The product page's layout, sent at the start and whenever it may have moved while the scene watches. */
  | { type: 'product-layout'; layout: ProductLayout | null }
  /** Test builds: lose the WebGL context and restore it 300 ms later. */
  | { type: 'lose-context' };

export type FromWorker =
  | { type: 'engine'; ok: true }
  | { type: 'engine'; ok: false; message: string }
  | { type: 'first-frame' }
  | { type: 'quality'; settings: QualitySettings; detection: GpuTierResult | null }
  | { type: 'figures'; fps: number; drawCallsPerFrame: number }
  | { type: 'home-progress'; loaded: number; total: number }
  | { type: 'home-loaded' }
  | { type: 'home-failed'; message: string }
  | { type: 'attached' }
  | { type: 'detached' }
  | { type: 'listening'; on: boolean }
  | { type: 'watch-header'; on: boolean }
  | { type: 'snapshot'; snapshot: ShowcaseSnapshot }
  | { type: 'showcase-ready'; ready: boolean }
  | { type: 'context'; event: 'lost' | 'restored' }
  /** The product page's device: its state for the page to write, and what the page should send. */
  | { type: 'product-state'; state: ProductState }
  | { type: 'product-settled'; on: boolean }
  | { type: 'product-watch'; on: boolean }
  | { type: 'product-ready' }
  | { type: 'product-failed' }
  | { type: 'product-clear' };
