import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, oscillator } from './dsp.ts';
import { parseOggOpus } from './ogg.ts';
import { FRAME_SAMPLES, OPUS_LOOKAHEAD, decodeOggOpus, encodeOpus } from './opus.ts';
import { resampleTo48k, resampledLength } from './resample.ts';

const snrDb = (reference: Float32Array, decoded: Float32Array, from = 0) => {
  let error = 0;
  let signal = 0;
  for (let i = from; i < reference.length; i++) {
    error += (reference[i]! - (decoded[i] ?? 0)) ** 2;
    signal += reference[i]! ** 2;
  }
  return 10 * Math.log10(signal / error);
};

describe('Opus encoding', () => {
  it('writes Ogg Opus that decodes to the input’s length, pre-skip and end padding trimmed', () => {
    for (const n of [1, 2205, 44100, 44100 + 1234]) {
      const bytes = encodeOpus(oscillator(n, 440), 40);
      const info = parseOggOpus(bytes);
      expect(info).toMatchObject({ channels: 1, preSkip: OPUS_LOOKAHEAD, samples: resampledLength(n) });
      // Enough 20 ms packets to flush the lookahead out, and not one more.
      expect(info.packets).toHaveLength(Math.ceil((OPUS_LOOKAHEAD + resampledLength(n)) / FRAME_SAMPLES));
      expect(decodeOggOpus(bytes)).toHaveLength(resampledLength(n));
    }
  });

  it('puts input sample 0 on decoded sample 0: the pre-skip is the encoder’s real lookahead', () => {
    // A click 100 ms in: after pre-skip it must decode where the resampler put it, not 312 samples late.
    const input = new Float32Array(SAMPLE_RATE / 2);
    for (let i = 0; i < 20; i++) input[4410 + i] = 0.8 * Math.sin((Math.PI * i) / 20);
    const reference = resampleTo48k(input);
    const decoded = decodeOggOpus(encodeOpus(input, 64));
    const peakOf = (x: Float32Array) =>
      x.reduce((best, v, i) => (Math.abs(v) > Math.abs(x[best]!) ? i : best), 0);
    expect(Math.abs(peakOf(decoded) - peakOf(reference))).toBeLessThanOrEqual(1);
  });

  it('keeps a tone and meets its bit rate', () => {
    const tone = oscillator(SAMPLE_RATE * 2, 440, 'sine');
    for (let i = 0; i < tone.length; i++) tone[i] = tone[i]! * 0.5;
    const bytes = encodeOpus(tone, 40);
    // Past the first frames, where the encoder starts from silence.
    expect(snrDb(resampleTo48k(tone), decodeOggOpus(bytes), 4800)).toBeGreaterThan(20);
    // VBR: a plain tone needs less than the target, never much more.
    expect(bytes.length).toBeLessThan((40_000 / 8) * 2 * 1.1);
  });

  it('gives the same bytes every run', () => {
    const input = oscillator(10_000, 330, 'saw');
    expect(encodeOpus(input, 40)).toEqual(encodeOpus(input, 40));
  });
});
