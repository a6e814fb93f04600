import { SAMPLE_RATE, biquad, samplesFor, zeroPhase } from './dsp.ts';

/**
 * Measurements the tests make on rendered PCM: RMS, the largest sample-to-sample jump, and a kick onset
 * detector. They live beside the generators so a tuning script can print the same figures the tests check.
 */

export function rms(x: Float32Array, from = 0, to = x.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (x[i] ?? 0) ** 2;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/** The largest |x[i+1] - x[i]| inside the buffer. */
export function maxJump(x: Float32Array): number {
  let max = 0;
  for (let i = 1; i < x.length; i++) max = Math.max(max, Math.abs((x[i] ?? 0) - (x[i - 1] ?? 0)));
  return max;
}

/** The jump a loop makes at its seam: from its last sample back to its first. */
export const wrapJump = (x: Float32Array): number => Math.abs((x[0] ?? 0) - (x[x.length - 1] ?? 0));

export interface OnsetOptions {
  /** Analyse the buffer as a loop: its start follows its end. */
  circular?: boolean;
  /** Low-pass cutoff that keeps the kick's body (its whole pitch sweep) and drops snares, hats and claps. */
  cutoffHz?: number;
  /** Length of the two energy windows compared at each sample. */
  windowSeconds?: number;
  /** Fraction of the largest energy rise that counts as an onset. */
  threshold?: number;
  /** Rises closer than this are one onset. */
  refractorySeconds?: number;
}

/**
 * Kick onsets, in samples, in two steps on the low-passed signal (filtered forwards and backwards, so nothing
 * is delayed):
 *   1. find: at every sample, the energy of the next 10 ms minus that of the previous 10 ms — the energy rise.
 *      A rise above a threshold is a kick; its largest point within the refractory span places it roughly.
 *      Long windows average out the ripple of a 50 Hz body, so each kick is found once.
 *   2. place: the onset is the first sample, from 15 ms before that rough place, whose instantaneous energy
 *      reaches a quarter of the kick's peak (half its amplitude) — a kick's body starts at full strength, so
 *      this lands within a fraction of a millisecond of its first sample, where the window's largest rise can
 *      drift by a few milliseconds as the pitch sweep moves energy around.
 */
export function detectKickOnsets(x: Float32Array, options: OnsetOptions = {}): number[] {
  const cutoff = options.cutoffHz ?? 200;
  const window = samplesFor(options.windowSeconds ?? 0.01);
  const thresholdFraction = options.threshold ?? 0.3;
  const refractory = samplesFor(options.refractorySeconds ?? 0.1);
  const lookBack = samplesFor(0.015);
  const pad = options.circular ? Math.min(x.length, samplesFor(0.5)) : window + lookBack;
  const input = new Float32Array(x.length + 2 * pad);
  if (options.circular) {
    input.set(x.subarray(x.length - pad), 0);
    input.set(x.subarray(0, pad), pad + x.length);
  }
  input.set(x, pad);

  const low = zeroPhase(input, (v) => biquad(v, 'lowpass', cutoff));
  const power = low.map((v) => v * v);
  const cumulative = new Float64Array(power.length + 1);
  for (let i = 0; i < power.length; i++) cumulative[i + 1] = (cumulative[i] ?? 0) + (power[i] ?? 0);
  const energy = (from: number) => (cumulative[from + window] ?? 0) - (cumulative[from] ?? 0);
  const rise = new Float64Array(power.length);
  let max = 0;
  for (let i = window; i + window < power.length; i++) {
    rise[i] = energy(i) - energy(i - window);
    if (i >= pad && i < pad + x.length) max = Math.max(max, rise[i] ?? 0);
  }

  const threshold = max * thresholdFraction;
  const onsets: number[] = [];
  let i = 0;
  while (i < rise.length) {
    if ((rise[i] ?? 0) < threshold) {
      i++;
      continue;
    }
    let rough = i;
    for (let j = i; j < Math.min(rise.length, i + refractory); j++)
      if ((rise[j] ?? 0) > (rise[rough] ?? 0)) rough = j;
    let peakPower = 0;
    for (let j = rough - lookBack; j < rough + 2 * window; j++)
      peakPower = Math.max(peakPower, power[j] ?? 0);
    let onset = rough - lookBack;
    while ((power[onset] ?? 0) < peakPower / 4) onset++;
    // In a loop, an onset found a little before the start is the first beat's, seen through the wrap.
    const at = onset - pad;
    const margin = options.circular ? samplesFor(0.01) : 0;
    if (at >= -margin && at < x.length - margin) onsets.push((at + x.length) % x.length);
    i = rough + refractory;
  }
  return onsets.sort((a, b) => a - b);
}

export const samplesToMs = (samples: number): number => (samples * 1000) / SAMPLE_RATE;

// ---------------------------------------------------------------------------------------------- loudness

/** One biquad section, a0 normalised to 1. */
interface Section {
  b: [number, number, number];
  a: [number, number];
}

/**
 * BS.1770's K-weighting at any sample rate: the +4 dB high shelf (the head's effect) and the 38 Hz high-pass
 * (RLB), designed from their analogue parameters by the bilinear transform as libebur128 does, so 44.1 kHz (the
 * mp3) and 48 kHz (the Opus) are weighted alike; at 48 kHz these are the standard's own coefficients.
 */
function kWeightingSections(rate: number): Section[] {
  const shelf = (() => {
    const k = Math.tan((Math.PI * 1681.974450955533) / rate);
    const q = 0.7071752369554196;
    const vh = 10 ** (3.999843853973347 / 20);
    const vb = vh ** 0.4996667741545416;
    const a0 = 1 + k / q + k * k;
    return {
      b: [(vh + (vb * k) / q + k * k) / a0, (2 * (k * k - vh)) / a0, (vh - (vb * k) / q + k * k) / a0],
      a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
    } satisfies Section;
  })();
  const highPass = (() => {
    const k = Math.tan((Math.PI * 38.13547087602444) / rate);
    const q = 0.5003270373238773;
    const a0 = 1 + k / q + k * k;
    // The standard keeps the numerator at [1, -2, 1].
    return { b: [1, -2, 1], a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] } satisfies Section;
  })();
  return [shelf, highPass];
}

function runSection(x: Float64Array, { b, a }: Section): Float64Array {
  const out = new Float64Array(x.length);
  let z1 = 0;
  let z2 = 0;
  for (let i = 0; i < x.length; i++) {
    const input = x[i]!;
    const y = b[0] * input + z1;
    z1 = b[1] * input - a[0] * y + z2;
    z2 = b[2] * input - a[1] * y;
    out[i] = y;
  }
  return out;
}

export interface LoudnessOptions {
  /** Samples per second of `x` (44.1 kHz unless told). */
  rate?: number;
  /** Measure the buffer as a loop: the filters start warm and the last blocks run on into its start. */
  circular?: boolean;
}

/**
 * Integrated loudness in LUFS, ITU-R BS.1770-4 for one channel: K-weighted mean square in 400 ms blocks every
 * 100 ms, an absolute gate at -70 LUFS and a relative one 10 LU below the ungated level. A sound shorter than a
 * block (a 50 ms click) is measured as one block of its own length: its loudness while it sounds, which is what
 * a listener compares it by. A mono file counts as one channel, as ffmpeg's ebur128 and sox read it.
 */
export function loudness(x: Float32Array, options: LoudnessOptions = {}): number {
  const rate = options.rate ?? SAMPLE_RATE;
  const n = x.length;
  if (n === 0) return -Infinity;
  const block = Math.round(0.4 * rate);
  const hop = Math.round(0.1 * rate);
  // A loop is weighted from its second copy on (warm filters), whose blocks read on into the copies after it.
  const copies = options.circular ? 2 + Math.ceil(block / n) : 1;
  const input = new Float64Array(n * copies);
  for (let c = 0; c < copies; c++) for (let i = 0; i < n; i++) input[c * n + i] = x[i]!;
  let weighted: Float64Array = input;
  for (const section of kWeightingSections(rate)) weighted = runSection(weighted, section);
  const from = options.circular ? n : 0;
  const cumulative = new Float64Array(weighted.length + 1);
  for (let i = 0; i < weighted.length; i++) cumulative[i + 1] = cumulative[i]! + weighted[i]! ** 2;
  const meanSquare = (start: number, length: number) =>
    (cumulative[start + length]! - cumulative[start]!) / length;

  const blocks: number[] = [];
  if (n < block && !options.circular) blocks.push(meanSquare(0, n));
  else
    for (let start = 0; start < n && (options.circular || start + block <= n); start += hop)
      blocks.push(meanSquare(from + start, Math.min(block, weighted.length - from - start)));
  const lufs = (z: number) => -0.691 + 10 * Math.log10(z);
  const mean = (zs: number[]) => zs.reduce((s, z) => s + z, 0) / zs.length;
  const audible = blocks.filter((z) => lufs(z) > -70);
  if (audible.length === 0) return -Infinity;
  const relative = lufs(mean(audible)) - 10;
  return lufs(mean(audible.filter((z) => lufs(z) > relative)));
}

// ---------------------------------------------------------------------------------------------- true peak

const OVERSAMPLE = 4;
/** Taps either side of an interpolated point: the inter-sample peaks of anything below 20 kHz to ~0.1 dB. */
const TRUE_PEAK_HALF_TAPS = 16;
/** Kaiser-windowed sinc phases for 4× interpolation (phase 0 is the samples themselves). */
const TRUE_PEAK_PHASES: Float64Array[] = (() => {
  const besselI0 = (v: number) => {
    let sum = 1;
    let term = 1;
    for (let k = 1; k < 30; k++) {
      term *= (v / (2 * k)) ** 2;
      sum += term;
    }
    return sum;
  };
  const beta = 8;
  return Array.from({ length: OVERSAMPLE - 1 }, (_, p) => {
    const frac = (p + 1) / OVERSAMPLE;
    const taps = new Float64Array(2 * TRUE_PEAK_HALF_TAPS);
    for (let k = 0; k < taps.length; k++) {
      const d = k - TRUE_PEAK_HALF_TAPS + 1 - frac;
      const r = d / TRUE_PEAK_HALF_TAPS;
      const window = Math.abs(r) >= 1 ? 0 : besselI0(beta * Math.sqrt(1 - r * r)) / besselI0(beta);
      taps[k] = (Math.sin(Math.PI * d) / (Math.PI * d)) * window;
    }
    return taps;
  });
})();

/**
 * True peak in dBTP, BS.1770-4 Annex 2 style: the largest magnitude of the signal interpolated 4× (a
 * windowed-sinc polyphase filter), which catches the peaks between samples that a DAC, a resampler or a
 * decoder puts out although no sample holds them. Outside the buffer is silence, or for a loop its other end.
 */
export function truePeakDb(x: Float32Array, options: { circular?: boolean } = {}): number {
  const n = x.length;
  const at = (i: number) => (options.circular ? x[((i % n) + n) % n]! : (x[i] ?? 0));
  let max = 0;
  for (let i = 0; i < n; i++) {
    max = Math.max(max, Math.abs(x[i]!));
    const first = i - TRUE_PEAK_HALF_TAPS + 1;
    const inside = first >= 0 && first + 2 * TRUE_PEAK_HALF_TAPS <= n;
    for (const taps of TRUE_PEAK_PHASES) {
      let acc = 0;
      if (inside) for (let k = 0; k < taps.length; k++) acc += x[first + k]! * taps[k]!;
      else for (let k = 0; k < taps.length; k++) acc += at(first + k) * taps[k]!;
      max = Math.max(max, Math.abs(acc));
    }
  }
  return 20 * Math.log10(Math.max(max, 1e-12));
}

// ---------------------------------------------------------------------------------------------- clicks

export interface ClickOptions {
  rate?: number;
  /** Treat the buffer as a loop (the high-pass runs round its seam). */
  circular?: boolean;
}

const CLICK_HIGH_PASS_HZ = 6000;
/** High-frequency level that counts as silence: a click must be heard, not merely measured (-80 dBFS). */
const CLICK_FLOOR = 1e-4;

/**
 * How far each join stands out as a click, in dB: the high-frequency (above 6 kHz) RMS in the 1 ms around the
 * join over the median of the same measure in the 1 ms windows from 3 to 25 ms on either side (floored at
 * -66 dBFS). A step or a kink in the waveform is broadband, so it lifts the highs at that instant far above
 * the sound's own; a join crossfaded or started from zero leaves them as they were (about 0 dB).
 */
export function clickDb(x: Float32Array, joins: number[], options: ClickOptions = {}): number[] {
  const rate = options.rate ?? SAMPLE_RATE;
  const n = x.length;
  const ms = (m: number) => Math.round((m * rate) / 1000);
  const margin = ms(30);
  const padded = new Float32Array(n + 2 * margin);
  padded.set(x, margin);
  if (options.circular) {
    padded.set(x.subarray(n - margin), 0);
    padded.set(x.subarray(0, margin), margin + n);
  }
  const highPass = (v: Float32Array) => biquad(v, 'highpass', (CLICK_HIGH_PASS_HZ * SAMPLE_RATE) / rate);
  const high = zeroPhase(zeroPhase(padded, highPass), highPass);
  const half = ms(0.25);
  const windowRms = (centre: number) =>
    rms(high, Math.max(0, centre - half), Math.min(high.length, centre + half));
  return joins.map((join) => {
    const centre = join + margin;
    const around: number[] = [];
    for (let offset = ms(3); offset <= ms(25); offset += 2 * half)
      for (const side of [-1, 1]) around.push(windowRms(centre + side * offset));
    around.sort((a, b) => a - b);
    const median = around[Math.floor(around.length / 2)] ?? 0;
    return 20 * Math.log10(windowRms(centre) / Math.max(median, CLICK_FLOOR));
  });
}
