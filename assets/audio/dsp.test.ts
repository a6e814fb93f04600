import { describe, expect, it } from 'vitest';
import {
  SAMPLE_RATE,
  biquad,
  fadeEdges,
  loopOscillator,
  master,
  mixInto,
  seededRandom,
  noise,
  normalize,
  oscillator,
  peak,
  processLooped,
  rotate,
  toInt16,
} from './dsp.ts';
import { rms } from './analysis.ts';
import { encodeWav } from './wav.ts';

const zeroCrossings = (x: Float32Array) => {
  let count = 0;
  for (let i = 1; i < x.length; i++) if ((x[i - 1] ?? 0) < 0 !== (x[i] ?? 0) < 0) count++;
  return count;
};

describe('dsp building blocks', () => {
  it('seededRandom repeats for a seed, differs between seeds and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const seqA = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(seqA);
    expect(Array.from({ length: 1000 }, c)).not.toEqual(seqA);
    expect(Math.min(...seqA)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...seqA)).toBeLessThan(1);
  });

  it('oscillators run at their frequency for every waveform', () => {
    for (const wave of ['sine', 'saw', 'square', 'triangle'] as const) {
      // 441 Hz over one second: 441 cycles, two zero crossings each.
      const x = oscillator(SAMPLE_RATE, 441, wave, { phase: 0.1 });
      expect(Math.abs(zeroCrossings(x) - 882)).toBeLessThanOrEqual(2);
      expect(peak(x)).toBeLessThan(1.3);
    }
  });

  it('a loop oscillator ends where it starts, whatever the frequency', () => {
    const x = loopOscillator(samplesOf(1.2345), 437.7);
    const step = Math.abs((x[1] ?? 0) - (x[0] ?? 0));
    expect(Math.abs((x[0] ?? 0) - (x[x.length - 1] ?? 0))).toBeLessThanOrEqual(step * 1.01);
  });

  it('the low-pass keeps lows and removes highs; the high-pass the reverse', () => {
    const low = oscillator(SAMPLE_RATE, 100);
    const high = oscillator(SAMPLE_RATE, 8000);
    expect(rms(biquad(low, 'lowpass', 1000))).toBeGreaterThan(0.65);
    expect(rms(biquad(high, 'lowpass', 1000))).toBeLessThan(0.02);
    expect(rms(biquad(low, 'highpass', 1000))).toBeLessThan(0.01);
    expect(rms(biquad(high, 'highpass', 1000))).toBeGreaterThan(0.65);
  });

  it('mixInto wraps the spill of a loop back to its start', () => {
    const target = new Float32Array(10);
    mixInto(target, new Float32Array([1, 2, 3, 4]), 8, 1, true);
    expect([...target]).toEqual([3, 4, 0, 0, 0, 0, 0, 0, 1, 2]);
    const clipped = new Float32Array(4);
    mixInto(clipped, new Float32Array([1, 2, 3]), -1, 2);
    expect([...clipped]).toEqual([4, 6, 0, 0]);
  });

  it('processLooped carries an effect’s tail round the loop', () => {
    const x = new Float32Array(1000);
    x[990] = 1;
    const y = processLooped(x, (v) => biquad(v, 'lowpass', 500), 0.1);
    // The impulse near the end rings on into the start, as it would when the loop repeats.
    expect(rms(y, 0, 50)).toBeGreaterThan(0.001);
  });

  it('normalises, soft-clips to -1 dBFS and fades edges to silence', () => {
    const loud = applyScale(noise(4410, seededRandom(1)), 5);
    const out = master(loud);
    expect(peak(out)).toBeCloseTo(10 ** (-1 / 20), 5);
    expect(peak(normalize(oscillator(100, 50), -6))).toBeCloseTo(10 ** (-6 / 20), 5);
    const faded = fadeEdges(new Float32Array(1000).fill(1), 2, 5);
    expect(faded[0]).toBe(0);
    expect(faded[999]).toBe(0);
  });

  it('rotate moves the cut without changing the content', () => {
    expect([...rotate(new Float32Array([1, 2, 3, 4, 5]), 2)]).toEqual([3, 4, 5, 1, 2]);
  });

  it('converts to clamped 16-bit samples and writes a valid WAV header', () => {
    expect([...toInt16(new Float32Array([0, 1, -1, 2, 0.5]))]).toEqual([0, 32767, -32767, 32767, 16384]);
    const wav = encodeWav([new Float32Array(100), new Float32Array(100)]);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.subarray(8, 12))).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
    expect(view.getUint32(40, true)).toBe(400);
    expect(wav.length).toBe(444);
  });
});

function samplesOf(seconds: number) {
  return Math.round(seconds * SAMPLE_RATE);
}

function applyScale(x: Float32Array, k: number) {
  for (let i = 0; i < x.length; i++) x[i] = (x[i] ?? 0) * k;
  return x;
}
