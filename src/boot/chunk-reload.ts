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

/** Vite reports failed preloads of a chunk's dependencies with this event. */
export function installPreloadErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
