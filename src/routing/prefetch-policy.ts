/**
 * Spec §7: links prefetch the chunk of the route they point to, unless the visitor is offline, on a 2g
 * connection or has asked to save data; idle prefetch waits for the browser to be idle, at most 2000 ms.
 */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

/** The parts of `navigator` the policy reads (Network Information API where the browser has it). */
export interface NetworkHints {
  onLine?: boolean;
  connection?: { effectiveType?: string; saveData?: boolean } | undefined;
}

export type PrefetchBlock = 'offline' | 'slow-connection' | 'save-data';

/** Why a prefetch must not happen now, or null when it may. */
export function prefetchBlock(hints: NetworkHints): PrefetchBlock | null {
  if (hints.onLine === false) return 'offline';
  if (hints.connection?.saveData) return 'save-data';
  if (hints.connection?.effectiveType?.includes('2g')) return 'slow-connection';
  return null;
}

/** The scheduling functions the idle prefetch needs; `window` provides them in the browser. */
export interface IdleHost {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * Runs `task` once the browser is idle, at the latest after IDLE_PREFETCH_TIMEOUT_MS; where there is no
 * requestIdleCallback (Safari), after that time. Returns the cancel function.
 */
export function whenIdle(task: () => void, host: IdleHost): () => void {
  if (host.requestIdleCallback) {
    const handle = host.requestIdleCallback(task, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => host.cancelIdleCallback?.(handle);
  }
  const handle = host.setTimeout(task, IDLE_PREFETCH_TIMEOUT_MS);
  return () => host.clearTimeout(handle as never);
}
