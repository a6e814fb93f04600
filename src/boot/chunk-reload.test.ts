// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installPreloadErrorReload,
  isChunkLoadError,
  reloadForChunkError,
  RELOAD_GUARD_MS,
  speculatively,
  unlessReloading,
} from './chunk-reload.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('chunk reload guard', () => {
  it('recognises the browsers’ chunk load errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/stage-x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('WebGL not supported'))).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const storage = memoryStorage();
    expect(reloadForChunkError(1_000_000, storage)).toBe(true);
    expect(reloadForChunkError(1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(reloadForChunkError(1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});

describe('the vite:preloadError handler', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  installPreloadErrorReload();
  const dispatch = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('reloads and cancels the error the first time, lets it through within the guard', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    expect(dispatch().defaultPrevented).toBe(true);
    expect(dispatch().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a failure during a prefetch to its caller: no reload under a reader', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    let during: Event | null = null;
    await speculatively(async () => {
      during = dispatch();
    });
    expect(during!.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Once the prefetch has settled, a real failure reloads again.
    expect(dispatch().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a speculative load that fails still counts down', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    await expect(speculatively(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(dispatch().defaultPrevented).toBe(true);
  });
});

describe('unlessReloading', () => {
  it('passes a module through', async () => {
    await expect(unlessReloading({ a: 1 })).resolves.toEqual({ a: 1 });
  });

  it('never settles for the undefined module a cancelled preload error leaves', async () => {
    const settled = vi.fn();
    void unlessReloading(undefined).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).not.toHaveBeenCalled();
  });
});
