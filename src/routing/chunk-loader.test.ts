import { describe, expect, it, vi } from 'vitest';
import { createChunkLoader } from './chunk-loader.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The speculative wrapper, counting its uses. */
function countingSpeculative() {
  const calls = { count: 0 };
  const run = <T>(load: () => Promise<T>): Promise<T> => {
    calls.count += 1;
    return load();
  };
  return { run, calls };
}

type Modules = { game: { GameScreen: string }; share: { ShareScreen: string } };

describe('route chunk loader', () => {
  it('loads each chunk once, shared by every caller', async () => {
    const game = vi.fn(async () => ({ GameScreen: 'game' }));
    const loader = createChunkLoader<Modules>({ game, share: async () => ({ ShareScreen: 'share' }) });
    const [a, b] = await Promise.all([loader.load('game'), loader.load('game')]);
    expect(a).toBe(b);
    await loader.load('game');
    expect(game).toHaveBeenCalledOnce();
    expect(loader.isLoaded('game')).toBe(true);
    expect(loader.isLoaded('share')).toBe(false);
  });

  it('forgets a failed load, so the next call fetches again', async () => {
    const game = vi
      .fn<() => Promise<{ GameScreen: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/game.js'))
      .mockResolvedValueOnce({ GameScreen: 'game' });
    const loader = createChunkLoader<Modules>({ game, share: async () => ({ ShareScreen: 's' }) });
    await expect(loader.load('game')).rejects.toThrow(/dynamically imported/);
    expect(loader.isLoaded('game')).toBe(false);
    await expect(loader.load('game')).resolves.toEqual({ GameScreen: 'game' });
    expect(game).toHaveBeenCalledTimes(2);
  });

  it('a chunk that resolves to undefined (the page is reloading) never settles and never counts as loaded', async () => {
    // What Vite's preload helper yields for a failed chunk once the preloadError handler chose to reload.
    const loader = createChunkLoader<Modules>({
      game: async () => undefined,
      share: async () => ({ ShareScreen: 's' }),
    });
    const outcome = vi.fn();
    void loader.load('game').then(outcome, outcome);
    await expect(loader.prefetch('share')).resolves.toBe('loaded');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(outcome).not.toHaveBeenCalled();
    expect(loader.isLoaded('game')).toBe(false);
  });

  it('a prefetch runs speculatively, never rejects, and a navigation during it shares its load', async () => {
    const pending = deferred<{ GameScreen: string }>();
    const game = vi.fn(() => pending.promise);
    const speculative = countingSpeculative();
    const loader = createChunkLoader<Modules>(
      { game, share: async () => ({ ShareScreen: 's' }) },
      speculative.run,
    );
    const prefetched = loader.prefetch('game');
    const navigated = loader.load('game');
    expect(game).toHaveBeenCalledOnce();
    expect(speculative.calls.count).toBe(1);
    pending.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(prefetched).resolves.toBe('failed');
    await expect(navigated).rejects.toThrow();
  });

  it('a prefetch of a loaded chunk fetches nothing', async () => {
    const game = vi.fn(async () => ({ GameScreen: 'game' }));
    const speculative = countingSpeculative();
    const loader = createChunkLoader<Modules>(
      { game, share: async () => ({ ShareScreen: 's' }) },
      speculative.run,
    );
    await loader.load('game');
    await expect(loader.prefetch('game')).resolves.toBe('loaded');
    expect(game).toHaveBeenCalledOnce();
    expect(speculative.calls.count).toBe(0);
  });

  it('a prefetch while a navigation is loading waits for that load', async () => {
    const pending = deferred<{ GameScreen: string }>();
    const game = vi.fn(() => pending.promise);
    const speculative = countingSpeculative();
    const loader = createChunkLoader<Modules>(
      { game, share: async () => ({ ShareScreen: 's' }) },
      speculative.run,
    );
    const navigated = loader.load('game');
    const prefetched = loader.prefetch('game');
    pending.resolve({ GameScreen: 'game' });
    await expect(prefetched).resolves.toBe('loaded');
    await navigated;
    expect(speculative.calls.count).toBe(0);
  });
});
