import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError, RELOAD_GUARD_MS } from './chunk-reload.ts';

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
