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
