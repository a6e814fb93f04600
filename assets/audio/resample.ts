import { SAMPLE_RATE } from './dsp.ts';

/**
 * 44.1 → 48 kHz resampling for the Opus encoder (Opus runs at 48 kHz only): a polyphase windowed-sinc filter.
 * 48000 / 44100 = 160 / 147, so output sample j sits at input position j × 147 / 160 and there are exactly 160
 * distinct fractional positions, each with its own precomputed taps. Time is kept: input sample i and output
 * sample i × 160 / 147 are the same instant, so positions in ms carry over unchanged.
 */
export const OPUS_RATE = 48000;
const UP = 160;
const DOWN = 147;
/** Taps either side of the interpolated point: a transition band of about 1 kHz below 22.05 kHz. */
const HALF_TAPS = 32;
/** The pass band ends at 20.5 kHz: the top of hearing kept, images above 22.05 kHz gone. */
const CUTOFF = 20500 / (SAMPLE_RATE / 2);

/** Blackman-windowed sinc at distance x (input samples) from the point, normalised later per phase. */
function kernel(x: number): number {
  if (Math.abs(x) >= HALF_TAPS) return 0;
  const sinc = x === 0 ? 1 : Math.sin(Math.PI * CUTOFF * x) / (Math.PI * CUTOFF * x);
  const w = (x + HALF_TAPS) / (2 * HALF_TAPS);
  const window = 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
  return sinc * window;
}

const PHASES: Float64Array[] = Array.from({ length: UP }, (_, phase) => {
  const frac = phase / UP;
  const taps = new Float64Array(2 * HALF_TAPS);
  for (let k = 0; k < taps.length; k++) taps[k] = kernel(k - HALF_TAPS + 1 - frac);
  // Unity gain at DC for every phase, so a constant stays constant.
  const sum = taps.reduce((a, b) => a + b, 0);
  return taps.map((t) => t / sum);
});

/** Output length: every 48 kHz instant from 0 up to the input's last sample. */
export const resampledLength = (inputLength: number): number =>
  inputLength === 0 ? 0 : Math.floor(((inputLength - 1) * UP) / DOWN) + 1;

/** Resamples 44.1 kHz PCM to 48 kHz; samples outside the input count as silence. */
export function resampleTo48k(input: Float32Array): Float32Array {
  const out = new Float32Array(resampledLength(input.length));
  for (let j = 0; j < out.length; j++) {
    const base = Math.floor((j * DOWN) / UP);
    const taps = PHASES[(j * DOWN) % UP]!;
    const first = base - HALF_TAPS + 1;
    let acc = 0;
    for (let k = 0; k < taps.length; k++) {
      const i = first + k;
      if (i >= 0 && i < input.length) acc += input[i]! * taps[k]!;
    }
    out[j] = acc;
  }
  return out;
}
