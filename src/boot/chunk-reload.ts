/**
 * Spec §7: when a lazily loaded chunk fails (typically a new deploy replaced it), the page reloads, at most
 * once per minute, so a visitor gets the new build instead of a broken screen — and never a reload loop.
 */
export const RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload/i.test(
    message,
  );
}

/** Reloads when allowed and returns true; false when a reload happened less than a minute ago. */
export function reloadForChunkError(now = Date.now(), storage: Storage = sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  location.reload();
  return true;
}

let speculativeLoads = 0;

/**
 * Runs a load nobody is waiting for (a link's prefetch). While one is in flight the global handler below leaves
 * failures to their callers: a failed guess must never reload the page under a reader, and a real load that fails
 * meanwhile still reaches its own error boundary, which applies the same guard.
 */
export async function speculatively<T>(load: () => Promise<T>): Promise<T> {
  speculativeLoads += 1;
  try {
    return await load();
  } finally {
    speculativeLoads -= 1;
  }
}

/**
 * Vite reports a failed dynamic import (the chunk itself or one of its preloaded dependencies) with this event;
 * cancelling it makes the import resolve to undefined instead of failing, while the page reloads.
 */
export function installPreloadErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (speculativeLoads > 0) return;
    if (reloadForChunkError()) event.preventDefault();
  });
}

/**
 * A dynamic import that resolved to undefined was cancelled by the handler above: the page is reloading, so the
 * caller waits for ever instead of rendering half a module (or reporting an error the reload makes moot).
 */
export function unlessReloading<T>(module: T | undefined): Promise<T> {
  return module === undefined ? new Promise<T>(() => {}) : Promise.resolve(module);
}
