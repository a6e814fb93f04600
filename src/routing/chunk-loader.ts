import { speculatively, unlessReloading } from '../boot/chunk-reload.ts';

/** What a prefetch came to: the chunk is here, or the guess failed (a real navigation will try again). */
export type PrefetchResult = 'loaded' | 'failed';

export interface ChunkLoader<M> {
  /** Loads a chunk once; a failed load is forgotten, so the next call (a retry, a navigation) fetches again. */
  load<N extends keyof M>(name: N): Promise<M[N]>;
  /** The same load, marked as one nobody waits for; it never rejects. */
  prefetch(name: keyof M): Promise<PrefetchResult>;
  isLoaded(name: keyof M): boolean;
}

/**
 * One load per chunk however many links, prefetches and renders ask for it, shared by all of them: a prefetch
 * that is still on its way when the visitor clicks is the navigation's load.
 *
 * An importer may resolve to undefined: Vite wraps each `import()` in its preload helper, which turns a failed
 * chunk into undefined once the page has chosen to reload (`installPreloadErrorReload`). Such a load never
 * settles (`unlessReloading`), here, outside the helper: inside it, the undefined would come after the check and
 * reach the caller as a module (a screen read from undefined, logged just before the reload).
 */
export function createChunkLoader<M>(
  importers: { [N in keyof M]: () => Promise<M[N] | undefined> },
  runSpeculatively: <T>(load: () => Promise<T>) => Promise<T> = speculatively,
): ChunkLoader<M> {
  const inFlight = new Map<keyof M, Promise<unknown>>();
  const loaded = new Set<keyof M>();
  const load = <N extends keyof M>(name: N): Promise<M[N]> => {
    const pending = inFlight.get(name) as Promise<M[N]> | undefined;
    if (pending) return pending;
    const started = importers[name]()
      .then(unlessReloading)
      .then(
        (module) => {
          loaded.add(name);
          return module;
        },
        (error: unknown) => {
          inFlight.delete(name);
          throw error;
        },
      );
    inFlight.set(name, started);
    return started;
  };
  return {
    load,
    prefetch(name) {
      if (loaded.has(name)) return Promise.resolve('loaded');
      const pending = inFlight.get(name);
      const attempt = pending ?? runSpeculatively(() => load(name));
      return attempt.then(
        (): PrefetchResult => 'loaded',
        (): PrefetchResult => 'failed',
      );
    },
    isLoaded: (name) => loaded.has(name),
  };
}
