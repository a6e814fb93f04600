import { describe, expect, it } from 'vitest';
import { clickDb, loudness, truePeakDb } from './analysis.ts';

const sine = (seconds: number, hz: number, amplitude: number, rate = 44100, phase = 0) =>
  Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate + phase),
  );
const concat = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('loudness (BS.1770-4, one channel)', () => {
  it('reads a 997 Hz sine at -20 dBFS peak as -23 LUFS at 44.1 and 48 kHz', () => {
    // Peak 0.1 (-20 dBFS), RMS -23 dBFS; K-weighting adds 0.69 dB at 1 kHz and the -0.691 offset takes it back.
    for (const rate of [44100, 48000])
      expect(loudness(sine(5, 997, 0.1, rate), { rate })).toBeCloseTo(-23, 1);
  });

  it('weights highs up and lows down, as K-weighting does', () => {
    expect(loudness(sine(3, 4000, 0.1)) - loudness(sine(3, 997, 0.1))).toBeGreaterThan(3);
    expect(loudness(sine(3, 30, 0.1)) - loudness(sine(3, 997, 0.1))).toBeLessThan(-2);
  });

  it('gates out silence (absolute gate) and passages 10 LU quieter (relative gate)', () => {
    const tone = sine(5, 997, 0.1);
    // The blocks that straddle the change hold some of the tone, so they pass both gates and pull a little down.
    expect(Math.abs(loudness(concat(tone, new Float32Array(5 * 44100))) + 23)).toBeLessThan(0.2);
    expect(Math.abs(loudness(concat(tone, sine(5, 997, 0.01))) + 23)).toBeLessThan(0.2);
    // Within 10 LU, the quieter half counts: the mean of the two powers.
    const mixed = loudness(concat(tone, sine(5, 997, 0.05)));
    expect(Math.abs(mixed - (-23 + 10 * Math.log10((1 + 0.25) / 2)))).toBeLessThan(0.1);
  });

  it('measures a sound shorter than a block over its own length, and a loop round its seam', () => {
    expect(loudness(sine(0.05, 997, 0.1))).toBeCloseTo(-23, 0);
    expect(loudness(sine(2, 1000, 0.1), { circular: true })).toBeCloseTo(-23, 1);
  });
});

describe('true peak', () => {
  it('finds the peak between samples that the samples miss', () => {
    // A quarter-rate sine at 45°: every sample is ±0.707, the wave itself reaches 1 (0 dBTP) in between.
    const x = sine(0.5, 44100 / 4, 1, 44100, Math.PI / 4);
    let samplePeak = 0;
    for (const v of x) samplePeak = Math.max(samplePeak, Math.abs(v));
    expect(20 * Math.log10(samplePeak)).toBeCloseTo(-3.01, 1);
    expect(Math.abs(truePeakDb(x))).toBeLessThan(0.2);
  });

  it('reads a clipped sine over full scale, and a plain one at its peak', () => {
    const clipped = sine(0.5, 997, 3).map((v) => Math.max(-1, Math.min(1, v)));
    expect(truePeakDb(clipped)).toBeGreaterThan(0.2);
    expect(truePeakDb(sine(0.5, 997, 0.5))).toBeCloseTo(-6.02, 1);
  });
});

describe('clickDb', () => {
  const join = 22050;
  const tone = (jump: number, step = 0) =>
    Float32Array.from(
      { length: 44100 },
      (_, i) =>
        0.3 * Math.sin((2 * Math.PI * 440 * i) / 44100 + (i >= join ? jump : 0)) + (i >= join ? step : 0),
    );

  it('reads a smooth join as nothing and a jump as a click, growing with its size', () => {
    expect(clickDb(tone(0), [join])[0]).toBeLessThan(0);
    const steps = [0.003, 0.01, 0.03].map((step) => clickDb(tone(0, step), [join])[0]!);
    expect(steps[0]).toBeGreaterThan(5);
    expect(steps[1]).toBeGreaterThan(15);
    expect(steps[2]).toBeGreaterThan(25);
    expect(clickDb(tone(0.2), [join])[0]).toBeGreaterThan(30);
  });

  it('reads a loop’s seam round the circle', () => {
    const fits = sine(1, 440, 0.3);
    expect(clickDb(fits, [0], { circular: true })[0]).toBeLessThan(0);
    expect(clickDb(sine(1, 440.5, 0.3), [0], { circular: true })[0]).toBeGreaterThan(20);
  });

  it('does not hear the highs a sound has all along as a click', () => {
    let seed = 7;
    const noise = Float32Array.from({ length: 44100 }, () => {
      seed = (seed * 16807) % 2147483647;
      return 0.2 * ((seed / 2147483647) * 2 - 1);
    });
    expect(Math.abs(clickDb(noise, [join])[0]!)).toBeLessThan(6);
  });
});
