import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpatialMix } from './spatial-mix.ts';

/**
 * The loop a source plays, checked on a stand-in context (the panning itself is measured in Chromium by
 * e2e/spatial-audio.spec.ts): a built loop is wrapped in copies of its own end and start for the encoder, and
 * only the seamless region between them may repeat.
 */
function fakeContext() {
  const param = () => ({ value: 0, setTargetAtTime: vi.fn() });
  const node = () => ({ connect: vi.fn((next: unknown) => next), disconnect: vi.fn() });
  const sources: { loop: boolean; loopStart: number; loopEnd: number; start: ReturnType<typeof vi.fn> }[] =
    [];
  const context = {
    currentTime: 1,
    listener: {},
    createGain: () => ({ ...node(), gain: param() }),
    createBufferSource: () => {
      const source = {
        ...node(),
        buffer: null,
        loop: false,
        loopStart: 0,
        loopEnd: 0,
        start: vi.fn(),
        stop: vi.fn(),
      };
      sources.push(source);
      return source;
    },
  };
  return { context: context as unknown as AudioContext, sources };
}

describe('a spatial source', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() =>
    vi.stubGlobal(
      'PannerNode',
      class {
        positionX = { value: 0, setTargetAtTime: vi.fn() };
        positionY = { value: 0, setTargetAtTime: vi.fn() };
        positionZ = { value: 0, setTargetAtTime: vi.fn() };
        connect = vi.fn((next: unknown) => next);
        disconnect = vi.fn();
      },
    ),
  );

  it('loops only the seamless region, starting at its beginning', () => {
    const { context, sources } = fakeContext();
    const mix = createSpatialMix(context, context.createGain() as unknown as AudioNode);
    mix.addSource({} as AudioBuffer, 0.6, { startMs: 100, endMs: 3100 });
    expect(sources[0]).toMatchObject({ loop: true, loopStart: 0.1, loopEnd: 3.1 });
    expect(sources[0]!.start).toHaveBeenCalledWith(0, 0.1);
  });

  it('loops the whole buffer when it has no region', () => {
    const { context, sources } = fakeContext();
    const mix = createSpatialMix(context, context.createGain() as unknown as AudioNode);
    mix.addSource({} as AudioBuffer, 0.6, null);
    expect(sources[0]).toMatchObject({ loop: true, loopStart: 0, loopEnd: 0 });
    expect(sources[0]!.start).toHaveBeenCalledWith(0, 0);
  });
});
