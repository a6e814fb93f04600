import { sceneEntries, type AssetKind, type ResolvedEntry, type SceneId } from '../../assets/manifest.ts';
import { resolveAsset, type AssetIndex, type IndexedAsset } from './asset-index.ts';

/**
 * The loading queue (spec §4: asset loading goes through a queue, reports progress, then signals loaded;
 * scenes are marked loaded one by one). Loaders are injected per kind, so the queue is tested without a
 * browser and Babylon stays in src/engine/babylon-loaders.ts.
 */
export type Loader<T> = (asset: IndexedAsset, name: string) => Promise<T>;
export type Loaders = Record<AssetKind, Loader<unknown>>;

export interface LoadedAsset {
  entry: ResolvedEntry;
  value: unknown;
  dispose(): void;
}

export interface QueueProgress {
  scene: SceneId;
  loaded: number;
  total: number;
}

export interface AssetQueueOptions {
  index: AssetIndex;
  loaders: Loaders;
  dispose?: (kind: AssetKind, value: unknown) => void;
  lowRes?: boolean;
  /**
   * Whether the page already asked the browser for a file (its HTML's preload links). A low-resolution device
   * still gets the full set of an `optim` asset whose every file was preloaded: the bytes are spent, and the low
   * set would be a second download a round trip later (the server cannot see a weak desktop GPU).
   */
  preloaded?: (url: string) => boolean;
  onProgress?: (progress: QueueProgress) => void;
  /** Pause before the one retry of a failed request (a flaky mobile connection often recovers). */
  retryDelayMs?: number;
}

export class AssetLoadError extends Error {
  readonly assetName: string;
  constructor(name: string, cause: unknown) {
    super(`could not load asset ${name}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.assetName = name;
  }
}

export function createAssetQueue(options: AssetQueueOptions) {
  const cache = new Map<string, LoadedAsset>();
  const loadedScenes = new Set<SceneId>();
  const pending = new Map<string, Promise<LoadedAsset>>();
  /** After disposeAll: what was still in flight is freed as it arrives, never cached. */
  let closed = false;

  const chooseAsset = (entry: ResolvedEntry): IndexedAsset => {
    const lowRes = options.lowRes ?? false;
    if (lowRes && entry.optim && options.preloaded) {
      const full = resolveAsset(options.index, entry.name, false, false);
      if ((full.urls ?? [full.url]).every(options.preloaded)) return full;
    }
    return resolveAsset(options.index, entry.name, lowRes, entry.optim);
  };

  const loadOne = (entry: ResolvedEntry): Promise<LoadedAsset> => {
    const key = `${entry.kind}:${entry.name}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const promise = (async () => {
      // A missing name fails at once and clearly; it is a build or manifest bug, not a network hiccup.
      const asset = chooseAsset(entry);
      const loader = options.loaders[entry.kind];
      let value: unknown;
      try {
        value = await loader(asset, entry.name);
      } catch {
        await new Promise((r) => setTimeout(r, options.retryDelayMs ?? 300));
        try {
          value = await loader(asset, entry.name);
        } catch (error) {
          throw new AssetLoadError(entry.name, error);
        }
      }
      if (closed) {
        options.dispose?.(entry.kind, value);
        throw new AssetLoadError(entry.name, new Error('its scene has left'));
      }
      const loaded: LoadedAsset = { entry, value, dispose: () => options.dispose?.(entry.kind, value) };
      cache.set(key, loaded);
      return loaded;
    })().finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  };

  return {
    /** Loads what a scene needs that is not loaded yet, reporting progress after each asset. */
    async loadScene(scene: SceneId): Promise<Map<string, unknown>> {
      const entries = sceneEntries(scene);
      let loaded = 0;
      options.onProgress?.({ scene, loaded, total: entries.length });
      const results = await Promise.all(
        entries.map(async (entry) => {
          const asset = await loadOne(entry);
          loaded++;
          options.onProgress?.({ scene, loaded, total: entries.length });
          return [entry.name, asset.value] as const;
        }),
      );
      loadedScenes.add(scene);
      return new Map(results);
    },
    isSceneLoaded: (scene: SceneId) => loadedScenes.has(scene),
    /** Leaving a scene frees its assets, except the persistant ones and those another loaded scene still uses. */
    releaseScene(scene: SceneId): void {
      loadedScenes.delete(scene);
      const stillNeeded = new Set(
        [...loadedScenes].flatMap((s) => sceneEntries(s).map((e) => `${e.kind}:${e.name}`)),
      );
      for (const entry of sceneEntries(scene)) {
        const key = `${entry.kind}:${entry.name}`;
        const asset = cache.get(key);
        if (!asset || entry.persistant || stillNeeded.has(key)) continue;
        asset.dispose();
        cache.delete(key);
      }
    },
    /** The Babylon scene that owned these assets is leaving: every asset goes, persistant or not. */
    disposeAll(): void {
      closed = true;
      loadedScenes.clear();
      for (const asset of cache.values()) asset.dispose();
      cache.clear();
    },
    get(name: string): unknown {
      for (const asset of cache.values()) if (asset.entry.name === name) return asset.value;
      return undefined;
    },
    get size() {
      return cache.size;
    },
  };
}

export type AssetQueue = ReturnType<typeof createAssetQueue>;
