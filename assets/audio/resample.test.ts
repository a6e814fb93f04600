import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from './dsp.ts';
import { OPUS_RATE, resampleTo48k, resampledLength } from './resample.ts';

const sine = (length: number, hz: number, rate: number) =>
  Float32Array.from({ length }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate));

describe('resampleTo48k', () => {
  it('keeps time: every 48 kHz instant up to the last input sample, sample 0 on sample 0', () => {
    // Input sample 44099 is at 0.99998 s; the last 48 kHz instant before it is 47998, so 47999 samples.
    expect(resampledLength(SAMPLE_RATE)).toBe(OPUS_RATE - 1);
    expect(resampledLength(147 * 3 + 1)).toBe(160 * 3 + 1);
    expect(resampledLength(0)).toBe(0);
    const impulse = new Float32Array(4410);
    impulse[1470] = 1; // 1470 × 160 / 147 = 1600 exactly
    const out = resampleTo48k(impulse);
    const peak = out.reduce((best, v, i) => (Math.abs(v) > Math.abs(out[best]!) ? i : best), 0);
    expect(peak).toBe(1600);
  });

  it('passes a constant unchanged and a tone in the audible band 60 dB clean', () => {
    const dc = resampleTo48k(new Float32Array(4410).fill(0.5));
    for (let i = 100; i < dc.length - 100; i++) expect(dc[i]).toBeCloseTo(0.5, 6);
    for (const hz of [100, 1000, 10_000, 18_000]) {
      const out = resampleTo48k(sine(SAMPLE_RATE, hz, SAMPLE_RATE));
      const ideal = sine(out.length, hz, OPUS_RATE);
      let error = 0;
      let signal = 0;
      // Away from the edges, where the filter sees silence beyond the input.
      for (let i = 200; i < out.length - 200; i++) {
        error += (out[i]! - ideal[i]!) ** 2;
        signal += ideal[i]! ** 2;
      }
      expect(10 * Math.log10(signal / error), `${hz} Hz`).toBeGreaterThan(60);
    }
  });
});
