import { loudness, truePeakDb } from './analysis.ts';
import { SAMPLE_RATE, applyGain, dbToGain } from './dsp.ts';

/**
 * The last stage of every sound: each is brought to its class's loudness and kept under a true-peak ceiling,
 * so that the sound bank's volumes (assets/manifest.ts) alone set the mix: two sounds at the same volume sound
 * equally loud, whatever their crest factor. See docs/decisions.md, "Sound mastering".
 */
export type SoundClass = 'music' | 'cue' | 'interface';

/**
 * Integrated loudness per class (LUFS, BS.1770, one channel). Music and cues at -16, the usual target for games
 * and the web on small speakers, and one that the peakiest cues (find-source's pings, mouse-fail's zap) reach
 * under the encoders' ceiling with at most a dB of limiting, where -14 took 5 to 10 dB and flattened the attacks
 * they are heard by. Cues and music alike, so the sound bank's volumes (cues 0.1–0.5 under music at 0.6) alone
 * place a cue against the music. Interface sounds 2 LU under: they answer every click and hover, and must
 * never startle.
 */
export const LOUDNESS_TARGETS: Record<SoundClass, number> = { music: -16, cue: -16, interface: -18 };
/** Largest true peak a served file may decode to (dBTP). */
export const SERVED_CEILING_DB = -1;
/**
 * True-peak ceiling of the PCM that goes into the encoders: 1.5 dB under the served ceiling, the most the mp3
 * (96–128 kbps) and Opus (40 kbps) encoders were measured to add to these sounds (npm run bench:sound).
 */
export const ENCODER_HEADROOM_DB = 1.5;
export const LOUDNESS_TOLERANCE_LU = 1;
/**
 * Most a join may stand out as a click (analysis.ts clickDb). Calibrated on a 440 Hz tone at -10 dBFS: a step of
 * 0.003 (-50 dBFS) reads 10 dB, 0.01 reads 20, 0.03 reads 30, a phase jump of 3° 24; smooth joins of these
 * sounds read under 11.
 */
export const CLICK_LIMIT_DB = 15;

export interface MasterLoudnessOptions {
  lufs: number;
  /** True-peak ceiling in dBTP; defaults to SERVED_CEILING_DB - ENCODER_HEADROOM_DB. */
  ceilingDb?: number;
  loop?: boolean;
}

const ATTACK_SECONDS = 0.002;
const RELEASE_SECONDS = 0.06;

/**
 * Per-sample peak envelope with the inter-sample peaks: the largest of the sample and the 4× interpolated points
 * either side (the same interpolation truePeakDb uses, run on a window so each sample gets its own figure).
 */
function truePeakEnvelope(x: Float32Array, loop: boolean): Float32Array {
  const n = x.length;
  const out = new Float32Array(n);
  const HALF = 16;
  const at = (i: number) => (loop ? x[((i % n) + n) % n]! : (x[i] ?? 0));
  const phases = [0.25, 0.5, 0.75].map((frac) => {
    const taps = new Float64Array(2 * HALF);
    for (let k = 0; k < taps.length; k++) {
      const d = k - HALF + 1 - frac;
      // Hann-windowed sinc: a light, slightly generous estimate (the measure itself is truePeakDb).
      taps[k] = (Math.sin(Math.PI * d) / (Math.PI * d)) * (0.5 + 0.5 * Math.cos((Math.PI * d) / HALF));
    }
    return taps;
  });
  for (let i = 0; i < n; i++) {
    let peak = Math.abs(x[i]!);
    for (const taps of phases) {
      let acc = 0;
      for (let k = 0; k < taps.length; k++) acc += at(i - HALF + 1 + k) * taps[k]!;
      peak = Math.max(peak, Math.abs(acc));
    }
    out[i] = peak;
    // The interpolated points after sample i also bound sample i + 1's gain.
    if (i + 1 < n) out[i + 1] = Math.max(out[i + 1]!, peak);
  }
  return out;
}

/**
 * A look-ahead peak limiter, run offline so it can look both ways: the gain each sample needs to stay under
 * `ceiling` is spread to ±ATTACK (a running minimum), recovers over RELEASE after each peak, and is smoothed by
 * a running mean no wider than that minimum, so the smoothed gain is never above what any sample needs. A loop
 * is limited on its circle. Returns the gain reduction applied at the loudest point, in dB.
 */
export function limit(x: Float32Array, ceiling: number, loop = false): number {
  const n = x.length;
  const envelope = truePeakEnvelope(x, loop);
  let loudest = 0;
  for (const v of envelope) loudest = Math.max(loudest, v);
  if (loudest <= ceiling) return 0;
  const radius = Math.round(ATTACK_SECONDS * SAMPLE_RATE);
  const index = (i: number) => (loop ? ((i % n) + n) % n : i);
  // The gain each sample needs, spread to ±2·radius around it (a running minimum, written from each peak).
  const spread = new Float32Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    const need = ceiling / envelope[i]!;
    if (need >= 1) continue;
    for (let j = i - 2 * radius; j <= i + 2 * radius; j++) {
      if (!loop && (j < 0 || j >= n)) continue;
      const at = index(j);
      if (need < spread[at]!) spread[at] = need;
    }
  }
  // Release: the gain climbs back towards 1 with a RELEASE time constant, never above what the peaks allow.
  // A loop runs round twice, so its start recovers from its own end.
  const k = 1 - Math.exp(-1 / (RELEASE_SECONDS * SAMPLE_RATE));
  const held = new Float32Array(n);
  let g = 1;
  for (let pass = loop ? 0 : 1; pass < 2; pass++)
    for (let i = 0; i < n; i++) {
      g = Math.min(spread[i]!, g + (1 - g) * k);
      held[i] = g;
    }
  // A running mean over ±radius, inside the ±2·radius minimum: every output gain is an average of gains each at
  // most what sample i needs, so it is at most that too (a one-shot's edge gains stand for those beyond it).
  const smooth = (v: Float32Array) => {
    const out = new Float32Array(n);
    const value = (j: number) => (loop ? v[index(j)]! : v[Math.min(n - 1, Math.max(0, j))]!);
    let sum = 0;
    for (let j = -radius; j <= radius; j++) sum += value(j);
    for (let i = 0; i < n; i++) {
      out[i] = sum / (2 * radius + 1);
      sum += value(i + radius + 1) - value(i - radius);
    }
    return out;
  };
  const gain = smooth(held);
  let deepest = 1;
  for (let i = 0; i < n; i++) deepest = Math.min(deepest, gain[i]!);
  applyGain(x, gain);
  return -20 * Math.log10(deepest);
}

export interface MasterReport {
  gainDb: number;
  limitDb: number;
  lufs: number;
  truePeakDb: number;
}

/**
 * Brings `x` (in place) to `lufs` under the true-peak ceiling: a gain to the target, the limiter for any peak
 * that gain pushed past the ceiling, and again (limiting costs a little loudness) until the loudness is within
 * 0.05 LU of the target; a final trim makes the ceiling exact.
 */
export function masterLoudness(x: Float32Array, options: MasterLoudnessOptions): MasterReport {
  const loop = options.loop ?? false;
  const ceilingDb = options.ceilingDb ?? SERVED_CEILING_DB - ENCODER_HEADROOM_DB;
  const measure = () => loudness(x, { circular: loop });
  const source = Float32Array.from(x);
  let gainDb = options.lufs - measure();
  let limitDb = 0;
  // Limit a hair under the ceiling: the smoothed gain moves between samples, and the true peak with it; a pass
  // that still lands over lowers the limiter's ceiling by its overshoot for the next.
  let limiterDb = ceilingDb - 0.05;
  let last: { gainDb: number; miss: number } | undefined;
  for (let pass = 0; pass < 12; pass++) {
    x.set(source);
    applyGain(x, dbToGain(gainDb));
    limitDb = limit(x, dbToGain(limiterDb), loop);
    const over = truePeakDb(x, { circular: loop }) - ceilingDb;
    if (over > 0) limiterDb -= over + 0.02;
    const miss = options.lufs - measure();
    if (Math.abs(miss) < 0.05 && over <= 0) break;
    // Under the limiter a dB of gain buys less than a dB of loudness: step by the rate the last step showed.
    const slope = last ? Math.min(1, Math.max(0.05, (miss - last.miss) / (last.gainDb - gainDb))) : 1;
    last = { gainDb, miss };
    gainDb += miss / slope;
  }
  const over = truePeakDb(x, { circular: loop }) - ceilingDb;
  if (over > 0) applyGain(x, dbToGain(-over));
  return { gainDb, limitDb, lufs: measure(), truePeakDb: truePeakDb(x, { circular: loop }) };
}
