import { describe, expect, it, vi } from 'vitest';
import { sceneEntries } from '../../assets/manifest.ts';
import { createAssetQueue, AssetLoadError, type Loaders } from './asset-queue.ts';
import { AssetNotFoundError, type AssetIndex } from './asset-index.ts';

function fullIndex(): AssetIndex {
  const index: AssetIndex = {};
  for (const scene of ['loading', 'home', 'mouse', 'headset', 'keyboard'] as const)
    for (const entry of sceneEntries(scene)) {
      index[entry.name] = { url: `/generated/${entry.name}.bin` };
      index[`${entry.name}-low`] = { url: `/generated/${entry.name}-low.bin` };
    }
  return index;
}

function loaders(log: string[], fail: Set<string> = new Set()): Loaders {
  const load = async (asset: { url: string }) => {
    log.push(asset.url);
    if (fail.has(asset.url)) {
      fail.delete(asset.url);
      throw new Error('network');
    }
    return { url: asset.url };
  };
  return { model: load, texture: load, env: load, hdr: load, exr: load };
}

describe('asset queue', () => {
  it('loads a scene with progress after every asset, then marks it loaded', async () => {
    const progress: string[] = [];
    const log: string[] = [];
    const queue = createAssetQueue({
      index: fullIndex(),
      loaders: loaders(log),
      onProgress: (p) => progress.push(`${p.loaded}/${p.total}`),
    });
    expect(queue.isSceneLoaded('home')).toBe(false);
    const assets = await queue.loadScene('home');
    const total = sceneEntries('home').length;
    expect(progress[0]).toBe(`0/${total}`);
    expect(progress.at(-1)).toBe(`${total}/${total}`);
    expect(progress).toHaveLength(total + 1);
    expect(queue.isSceneLoaded('home')).toBe(true);
    expect(assets.get('totem')).toEqual({ url: '/generated/totem.bin' });
  });

  it('picks low-resolution variants of optim assets on low-res devices only', async () => {
    const log: string[] = [];
    await createAssetQueue({ index: fullIndex(), loaders: loaders(log), lowRes: true }).loadScene('mouse');
    expect(log).toContain('/generated/texture/circuit-low.bin');
    expect(log).toContain('/generated/env/studio-low.bin');
  });

  it('keeps the full set of an optim asset whose every file the page preloaded, on low-res devices too', async () => {
    const index = fullIndex();
    index['env/studio'] = {
      url: '/generated/env/studio-px.bin',
      urls: ['/generated/env/studio-px.bin', '/generated/env/studio-nx.bin'],
    };
    const run = async (preloaded: Set<string>) => {
      const log: string[] = [];
      await createAssetQueue({
        index,
        loaders: loaders(log),
        lowRes: true,
        preloaded: (url) => preloaded.has(url),
      }).loadScene('mouse');
      return log;
    };
    const both = await run(new Set(['/generated/env/studio-px.bin', '/generated/env/studio-nx.bin']));
    expect(both).toContain('/generated/env/studio-px.bin');
    expect(both).not.toContain('/generated/env/studio-low.bin');
    // Only what was preloaded: the circuit texture is still the low one.
    expect(both).toContain('/generated/texture/circuit-low.bin');
    // One face missing from the page's hints: the low set, as before.
    const one = await run(new Set(['/generated/env/studio-px.bin']));
    expect(one).toContain('/generated/env/studio-low.bin');
    expect(one).not.toContain('/generated/env/studio-px.bin');
  });

  it('retries a failed request once, then fails clearly instead of hanging', async () => {
    const log: string[] = [];
    const queue = createAssetQueue({
      index: fullIndex(),
      loaders: loaders(log, new Set(['/generated/mouse.bin'])),
      retryDelayMs: 1,
    });
    await queue.loadScene('home');
    expect(log.filter((u) => u === '/generated/mouse.bin')).toHaveLength(2);
    const broken: Loaders = { ...loaders([]), model: () => Promise.reject(new Error('404')) };
    const failing = createAssetQueue({ index: fullIndex(), loaders: broken, retryDelayMs: 1 });
    await expect(failing.loadScene('home')).rejects.toThrow(AssetLoadError);
    await expect(failing.loadScene('home')).rejects.toThrow(
      /could not load asset (totem|mouse|headset|keyboard): 404/,
    );
  });

  it("names a missing asset: can't find asset with name …", async () => {
    const index = fullIndex();
    delete index.totem;
    const queue = createAssetQueue({ index, loaders: loaders([]) });
    await expect(queue.loadScene('home')).rejects.toThrow(new AssetNotFoundError('totem').message);
  });

  it('keeps persistant assets and shares loads across scenes; frees the rest on leave', async () => {
    const log: string[] = [];
    const dispose = vi.fn();
    const queue = createAssetQueue({ index: fullIndex(), loaders: loaders(log), dispose });
    await Promise.all([queue.loadScene('home'), queue.loadScene('mouse')]);
    expect(log.filter((u) => u === '/generated/env/studio.bin')).toHaveLength(1);
    queue.releaseScene('home');
    const disposed = dispose.mock.calls.map((c) => (c[1] as { url: string }).url);
    expect(disposed).toEqual(
      expect.arrayContaining(['/generated/mouse.bin', '/generated/headset.bin', '/generated/keyboard.bin']),
    );
    expect(disposed).not.toContain('/generated/totem.bin');
    expect(disposed).not.toContain('/generated/env/studio.bin');
    expect(queue.get('totem')).toBeDefined();
    expect(queue.isSceneLoaded('home')).toBe(false);
    expect(queue.isSceneLoaded('mouse')).toBe(true);
  });
});
