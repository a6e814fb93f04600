import { describe, expect, it, vi } from 'vitest';
import type { DecodedSound } from '../../audio/decode-sound.ts';
import { INTRO_SOUND, createMusicClock } from './music-clock.ts';

const OPUS = 'audio/ogg; codecs="opus"';
const buffer = (onsetSample: number) => {
  const data = new Float32Array(48_000);
  data[onsetSample] = 0.5;
  return { getChannelData: () => data, sampleRate: 48_000, duration: 1 } as unknown as AudioBuffer;
};

// The decoder: the intro decodes as Opus, the loop's Opus file fails (its mp3 is what comes back) unless only
// the mp3 is asked for, which both then are.
const decodeSound = vi.hoisted(() => vi.fn());
vi.mock('../../audio/decode-sound.ts', () => ({ decodeSound }));

describe('music clock', () => {
  it('takes intro and loop from one codec: the loop’s shift is measured on the intro', async () => {
    decodeSound.mockImplementation(
      async (_c: unknown, name: string, options?: { canPlay?: () => boolean }): Promise<DecodedSound> => {
        const opus = (options?.canPlay ?? (() => true))() && name === INTRO_SOUND;
        return opus
          ? { buffer: buffer(0), meta: { firstBeatMs: 0, endMs: 2553 }, url: 'i.opus', type: OPUS }
          : { buffer: buffer(1200), meta: { firstBeatMs: 25, endMs: 2578, loopStartMs: 100 }, url: 'x.mp3' };
      },
    );
    const context = { getOutputTimestamp: () => ({}), currentTime: 0, outputLatency: 0 };
    const clock = createMusicClock(
      Promise.resolve({ context: context as unknown as AudioContext, destination: {} as AudioNode }),
    );
    await clock.ready;
    expect(clock.testState!()).toMatchObject({ musicType: 'audio/mpeg + audio/mpeg', musicOnsetMs: 25 });
    expect(decodeSound).toHaveBeenCalledTimes(3);
  });
});
