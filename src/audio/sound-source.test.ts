// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexedAsset } from '../engine/asset-index.ts';
import { decodeSound } from './decode-sound.ts';
import { loopRegionMs, soundSources } from './sound-source.ts';

const OPUS = 'audio/ogg; codecs="opus"';
const LOOP: IndexedAsset = {
  url: 'generated/audio/loop-a.mp3',
  meta: { loopStartMs: 100, loopEndMs: 2100 },
  sources: [
    { type: OPUS, url: 'generated/audio/loop-b.opus', meta: { loopStartMs: 74.9, loopEndMs: 2074.9 } },
  ],
};

describe('soundSources', () => {
  it('puts the Opus file first where the browser plays it, the mp3 always last', () => {
    expect(soundSources(LOOP, (type) => type === OPUS)).toEqual([
      { url: 'generated/audio/loop-b.opus', type: OPUS, meta: { loopStartMs: 74.9, loopEndMs: 2074.9 } },
      { url: 'generated/audio/loop-a.mp3', meta: { loopStartMs: 100, loopEndMs: 2100 } },
    ]);
    expect(soundSources(LOOP, () => false)).toEqual([
      { url: 'generated/audio/loop-a.mp3', meta: { loopStartMs: 100, loopEndMs: 2100 } },
    ]);
  });

  it('gives an asset without alternatives its one file', () => {
    expect(soundSources({ url: 'a.mp3' }, () => true)).toEqual([{ url: 'a.mp3', meta: {} }]);
  });
});

describe('decodeSound', () => {
  afterEach(() => vi.unstubAllGlobals());

  const context = (refuse: string) =>
    ({
      decodeAudioData: vi.fn(async (bytes: ArrayBuffer) => {
        const url = new TextDecoder().decode(bytes);
        if (url.endsWith(refuse)) throw new DOMException('Unable to decode audio data', 'EncodingError');
        return { url } as unknown as AudioBuffer;
      }),
    }) as unknown as BaseAudioContext;
  // Each file's body is its own URL, so the test sees which file was decoded.
  const fetchEcho = vi.fn(async (url: URL) => new Response(url.pathname));

  it('decodes the Opus file and hands back its meta', async () => {
    vi.stubGlobal('fetch', fetchEcho);
    const sound = await decodeSound(context('none'), 'loop', { index: { loop: LOOP }, canPlay: () => true });
    expect(sound.url).toBe('generated/audio/loop-b.opus');
    expect(sound.type).toBe(OPUS);
    expect(sound.meta).toEqual({ loopStartMs: 74.9, loopEndMs: 2074.9 });
  });

  it('falls back to the mp3 and its meta when the Opus file does not decode', async () => {
    vi.stubGlobal('fetch', fetchEcho);
    const sound = await decodeSound(context('.opus'), 'loop', { index: { loop: LOOP }, canPlay: () => true });
    expect(sound.url).toBe('generated/audio/loop-a.mp3');
    expect(sound.type).toBeUndefined();
    expect(sound.meta).toEqual({ loopStartMs: 100, loopEndMs: 2100 });
  });

  it('fails with the last error when no file decodes, and clearly for an unknown sound', async () => {
    vi.stubGlobal('fetch', fetchEcho);
    const options = { index: { loop: LOOP }, canPlay: () => true };
    await expect(decodeSound(context('.mp3'), 'loop', { ...options, canPlay: () => false })).rejects.toThrow(
      'Unable to decode',
    );
    await expect(decodeSound(context('none'), 'nope', options)).rejects.toThrow(
      "can't find asset with name nope",
    );
  });
});

describe('loopRegionMs', () => {
  it('is the seamless region of a loop, and nothing for a one-shot or a file without loop points', () => {
    expect(loopRegionMs({ loop: true, loopStartMs: 100, loopEndMs: 2100 })).toEqual({
      startMs: 100,
      endMs: 2100,
    });
    expect(loopRegionMs({ loop: false, loopStartMs: 100, loopEndMs: 2100 })).toBeNull();
    expect(loopRegionMs({ loop: true })).toBeNull();
    expect(loopRegionMs({ loop: true, loopStartMs: 100, loopEndMs: 100 })).toBeNull();
  });
});
