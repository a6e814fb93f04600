import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import type { RenderTargetWrapper } from '@babylonjs/core/Engines/renderTargetWrapper.js';
import type { InternalTexture } from '@babylonjs/core/Materials/Textures/internalTexture.js';
import type { RenderTargetCreationOptions } from '@babylonjs/core/Materials/Textures/textureCreationOptions.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { EngineCanvasContext, roots } from 'react-babylonjs';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { LoadAssetContainerAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import type { Loaders } from '../src/engine/asset-queue.ts';

/**
 * Renders a react-babylonjs scene component (`<HomeScene>`, a world, the loading backdrop) with react-dom into
 * jsdom, on a Babylon NullEngine handed down through react-babylonjs's engine context — what its `<Engine>`
 * provides, without the WebGL canvas that `<Engine>` insists on making. Tests drive frames the way the
 * engine's render loop does (every scene that has a camera) and compare the engine's census before and after.
 * Test files that use it start with `// @vitest-environment jsdom`.
 */

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A NullEngine whose texture census tells the truth. Babylon's NullEngine (7.x) never attaches the texture of a
 * render target to its wrapper, so disposing the target (a glow layer's, a shadow map's) leaves the texture
 * behind, and its `_releaseTexture` does nothing, so no texture ever leaves the loaded-textures cache. This one
 * does both, as the WebGL engine does, so `getLoadedTexturesCache()` counts the textures still alive.
 */
export class CensusNullEngine extends NullEngine {
  override createRenderTargetTexture(
    size: unknown,
    options: boolean | RenderTargetCreationOptions,
  ): RenderTargetWrapper {
    const wrapper = super.createRenderTargetTexture(size, options);
    const cache = this.getLoadedTexturesCache();
    const texture = cache[cache.length - 1];
    if (texture && !wrapper.texture) wrapper.setTexture(texture, 0, false);
    return wrapper;
  }

  override _releaseTexture(texture: InternalTexture): void {
    super._releaseTexture(texture);
    const cache = this.getLoadedTexturesCache();
    const index = cache.indexOf(texture);
    if (index !== -1) cache.splice(index, 1);
  }
}

/** What an engine holds: after a scene has come and gone, all of it should be as before. */
export interface EngineCensus {
  scenes: number;
  beginFrameObservers: number;
  endFrameObservers: number;
  resizeObservers: number;
  /** Textures alive on the engine (see `CensusNullEngine`). */
  textures: number;
  /** react-babylonjs's containers, one per mounted `<Scene>` (see src/scenes/release-scene-root.ts). */
  reactBabylonjsRoots: number;
}

export function engineCensus(engine: NullEngine): EngineCensus {
  return {
    scenes: engine.scenes.length,
    beginFrameObservers: engine.onBeginFrameObservable.observers.length,
    endFrameObservers: engine.onEndFrameObservable.observers.length,
    resizeObservers: engine.onResizeObservable.observers.length,
    textures: engine.getLoadedTexturesCache().length,
    reactBabylonjsRoots: roots.size,
  };
}

export interface RenderedScene {
  readonly engine: CensusNullEngine;
  /** The engine's scenes now. */
  scenes(): readonly Scene[];
  /** Draws frames as react-babylonjs's engine loop does: every scene that has a camera. */
  frame(count?: number): void;
  /** Renders another element in place of the first (new props). */
  rerender(element: ReactElement): Promise<void>;
  /**
   * Unmounts, then lets the deferred clean-ups run: Babylon disposes a removed material's shader at the end of
   * the engine's next frame (the engine's loop goes on after a scene leaves), and removes observers a tick
   * later; react-babylonjs's root goes a microtask after its scene.
   */
  unmount(): Promise<void>;
  census(): EngineCensus;
}

export async function renderInNullEngine(
  element: ReactElement,
  options: { engine?: CensusNullEngine; strict?: boolean } = {},
): Promise<RenderedScene> {
  const engine = options.engine ?? new CensusNullEngine();
  const strict = options.strict ?? true;
  const wrap = (child: ReactNode) => {
    const provided = (
      <EngineCanvasContext.Provider value={{ engine, canvas: null }}>{child}</EngineCanvasContext.Provider>
    );
    return strict ? <StrictMode>{provided}</StrictMode> : provided;
  };
  let rendered!: ReturnType<typeof render>;
  await act(async () => {
    rendered = render(wrap(element));
  });
  return {
    engine,
    scenes: () => engine.scenes.slice(),
    frame(count = 1) {
      for (let i = 0; i < count; i++) {
        engine.beginFrame();
        for (const scene of engine.scenes.slice()) if (scene.cameras.length > 0) scene.render();
        engine.endFrame();
      }
    },
    async rerender(next) {
      await act(async () => rendered.rerender(wrap(next)));
    },
    async unmount() {
      await act(async () => rendered.unmount());
      await nextTick();
      engine.beginFrame();
      engine.endFrame();
      await nextTick();
    },
    census: () => engineCensus(engine),
  };
}

/** Babylon removes once-observers on the next tick. */
export const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A scene's asset loaders over generated bytes: models from `models` by name, textures as a 1×1 texel, and a
 * stand-in environment (a NullEngine cannot make cube textures; scenes use an environment only when it is a
 * real texture).
 */
export function bytesLoaders(models: () => ReadonlyMap<string, Uint8Array>): (scene: Scene) => Loaders {
  return (scene) => ({
    model: async (_asset, name) => {
      const bytes = models().get(name);
      if (!bytes) throw new Error(`no generated model named ${name}`);
      return LoadAssetContainerAsync(bytes, scene, { pluginExtension: '.glb' });
    },
    texture: async () => RawTexture.CreateRGBATexture(new Uint8Array([40, 80, 80, 255]), 1, 1, scene),
    env: async () => ({ dispose() {} }),
    hdr: () => Promise.reject(new Error('no HDR in this build')),
    exr: () => Promise.reject(new Error('no EXR in this build')),
  });
}

/** jsdom has no matchMedia: every query answers "no" (no reduced motion, not a phone). */
export function stubMatchMedia(): void {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}
