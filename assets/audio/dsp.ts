/**
 * Small DSP building blocks for the generated sounds: a seeded PRNG, band-limited oscillators, envelopes,
 * biquad and one-pole filters, a Freeverb-style reverb, a feedback delay, a drum kit, mixing, soft clipping and
 * normalisation. Everything works on mono Float32Array PCM at 44.1 kHz and is deterministic: the only source of
 * randomness is the PRNG a caller seeds, so the same code always gives the same samples.
 */

export const SAMPLE_RATE = 44100;

export const samplesFor = (seconds: number): number => Math.round(seconds * SAMPLE_RATE);
export const msFor = (samples: number): number => (samples * 1000) / SAMPLE_RATE;
export const dbToGain = (db: number): number => 10 ** (db / 20);
export const midiToHz = (note: number): number => 440 * 2 ** ((note - 69) / 12);

// ---------------------------------------------------------------------------------------------- randomness

export type Rng = () => number;

export { seededRandom } from '../seeded-random.ts';

/** White noise in [-1, 1). */
export function noise(length: number, rng: Rng): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = rng() * 2 - 1;
  return out;
}

// ---------------------------------------------------------------------------------------------- oscillators

export type Waveform = 'sine' | 'saw' | 'square' | 'triangle';
/** A constant frequency in Hz, or one that changes with time (seconds since the start of the buffer). */
export type Frequency = number | ((t: number) => number);

/**
 * PolyBLEP correction: subtracting it at each discontinuity of a naive saw or square removes most of the
 * aliasing that would otherwise fold back as inharmonic whistles on high notes.
 */
function polyBlep(phase: number, dt: number): number {
  if (phase < dt) {
    const t = phase / dt;
    return t + t - t * t - 1;
  }
  if (phase > 1 - dt) {
    const t = (phase - 1) / dt;
    return t * t + t + t + 1;
  }
  return 0;
}

function waveSample(wave: Waveform, phase: number, dt: number, pulseWidth: number): number {
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * phase);
    case 'saw':
      return 2 * phase - 1 - polyBlep(phase, dt);
    case 'square': {
      const shifted = (phase + 1 - pulseWidth) % 1;
      const naive = phase < pulseWidth ? 1 : -1;
      return naive + polyBlep(phase, dt) - polyBlep(shifted, dt);
    }
    case 'triangle':
      // A triangle's harmonics fall off as 1/n², so its naive form aliases little enough to skip the BLEP.
      return 1 - 4 * Math.abs(phase - 0.5);
  }
}

export interface OscillatorOptions {
  /** Start phase in cycles (0..1). */
  phase?: number;
  pulseWidth?: number;
}

/** A phase-accumulator oscillator; the frequency may glide, the phase stays continuous. */
export function oscillator(
  length: number,
  frequency: Frequency,
  wave: Waveform = 'sine',
  options: OscillatorOptions = {},
): Float32Array {
  const out = new Float32Array(length);
  const pulseWidth = options.pulseWidth ?? 0.5;
  let phase = options.phase ?? 0;
  for (let i = 0; i < length; i++) {
    const hz = typeof frequency === 'number' ? frequency : frequency(i / SAMPLE_RATE);
    const dt = Math.min(0.5, Math.abs(hz) / SAMPLE_RATE);
    out[i] = waveSample(wave, phase, dt, pulseWidth);
    phase += hz / SAMPLE_RATE;
    phase -= Math.floor(phase);
  }
  return out;
}

/**
 * An oscillator for a loop: the frequency curve is scaled (by far less than a cent for loops of a few seconds)
 * so that a whole number of cycles fits the buffer, and the phase at the end meets the phase at the start.
 */
export function loopOscillator(length: number, frequency: Frequency, wave: Waveform = 'sine'): Float32Array {
  let cycles = 0;
  for (let i = 0; i < length; i++)
    cycles += (typeof frequency === 'number' ? frequency : frequency(i / SAMPLE_RATE)) / SAMPLE_RATE;
  const scale = Math.max(1, Math.round(cycles)) / cycles;
  const scaled = typeof frequency === 'number' ? frequency * scale : (t: number) => frequency(t) * scale;
  return oscillator(length, scaled, wave);
}

/** Several oscillators spread around a pitch in cents: the beating between them makes a wide, "super" tone. */
export function detuned(
  length: number,
  hz: number,
  wave: Waveform,
  voices: number,
  spreadCents: number,
  rng: Rng,
): Float32Array {
  const out = new Float32Array(length);
  for (let v = 0; v < voices; v++) {
    const cents = voices === 1 ? 0 : spreadCents * ((2 * v) / (voices - 1) - 1);
    // Random start phases keep the voices from adding up to one loud spike at the note's start.
    const osc = oscillator(length, hz * 2 ** (cents / 1200), wave, { phase: rng() });
    for (let i = 0; i < length; i++) out[i]! += osc[i]! / voices;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- envelopes

export interface Adsr {
  /** Seconds. */
  attack: number;
  /** Seconds. */
  decay: number;
  /** Level, 0..1. */
  sustain: number;
  /** Seconds. */
  release: number;
}

/** Linear attack, exponential-ish decay and release; `gate` is how long the note is held (seconds). */
export function adsr(length: number, env: Adsr, gate: number): Float32Array {
  const out = new Float32Array(length);
  const attack = Math.max(1, samplesFor(env.attack));
  const decay = Math.max(1, samplesFor(env.decay));
  const release = Math.max(1, samplesFor(env.release));
  const gateEnd = samplesFor(gate);
  // The release starts from wherever the note had got to, even mid-attack, so a short note never jumps.
  let releaseFrom = 0;
  for (let i = 0; i < length; i++) {
    if (i < gateEnd) {
      const held =
        i < attack ? i / attack : env.sustain + (1 - env.sustain) * Math.exp((-4 * (i - attack)) / decay);
      releaseFrom = held;
      out[i] = held;
    } else {
      const r = (i - gateEnd) / release;
      out[i] = r >= 1 ? 0 : releaseFrom * (1 - r) * (1 - r);
    }
  }
  return out;
}

/** exp(-t / tau) after a short linear attack: the shape of every struck or plucked sound. */
export function decayEnvelope(length: number, tau: number, attack = 0.001): Float32Array {
  const out = new Float32Array(length);
  const a = samplesFor(attack);
  // exp(-t / tau) advances by a constant factor per sample, so one multiply replaces an exp.
  const factor = Math.exp(-1 / (tau * SAMPLE_RATE));
  let level = 1;
  for (let i = 0; i < length; i++) {
    out[i] = (i < a ? i / a : 1) * level;
    level *= factor;
  }
  return out;
}

/** Multiplies in place and returns the first buffer (the envelope may be shorter: the rest is silenced). */
export function applyGain(x: Float32Array, gain: Float32Array | number): Float32Array {
  for (let i = 0; i < x.length; i++) x[i] = (x[i] ?? 0) * (typeof gain === 'number' ? gain : (gain[i] ?? 0));
  return x;
}

// ---------------------------------------------------------------------------------------------- filters

export type FilterType = 'lowpass' | 'highpass' | 'bandpass';

/**
 * RBJ-cookbook biquad in transposed direct form II. A cutoff that changes with time is re-evaluated every
 * 16 samples: often enough for smooth sweeps, rare enough to keep Math.tan off the hot path.
 */
export function biquad(x: Float32Array, type: FilterType, cutoff: Frequency, q = Math.SQRT1_2): Float32Array {
  const out = new Float32Array(x.length);
  let b0 = 0,
    b1 = 0,
    b2 = 0,
    a1 = 0,
    a2 = 0;
  const design = (hz: number) => {
    const f = Math.min(Math.max(hz, 10), SAMPLE_RATE * 0.45);
    const w = (2 * Math.PI * f) / SAMPLE_RATE;
    const cos = Math.cos(w);
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    if (type === 'lowpass') {
      b0 = (1 - cos) / 2 / a0;
      b1 = (1 - cos) / a0;
      b2 = b0;
    } else if (type === 'highpass') {
      b0 = (1 + cos) / 2 / a0;
      b1 = -(1 + cos) / a0;
      b2 = b0;
    } else {
      b0 = alpha / a0;
      b1 = 0;
      b2 = -alpha / a0;
    }
    a1 = (-2 * cos) / a0;
    a2 = (1 - alpha) / a0;
  };
  if (typeof cutoff === 'number') design(cutoff);
  let z1 = 0,
    z2 = 0;
  for (let i = 0; i < x.length; i++) {
    if (typeof cutoff !== 'number' && i % 16 === 0) design(cutoff(i / SAMPLE_RATE));
    const input = x[i] ?? 0;
    const y = b0 * input + z1;
    z1 = b1 * input - a1 * y + z2;
    z2 = b2 * input - a2 * y;
    out[i] = y;
  }
  return out;
}

/** One-pole low-pass (6 dB/octave): gentle smoothing with no resonance. */
export function onePoleLowPass(x: Float32Array, cutoff: number): Float32Array {
  const out = new Float32Array(x.length);
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);
  let y = 0;
  for (let i = 0; i < x.length; i++) {
    y += k * ((x[i] ?? 0) - y);
    out[i] = y;
  }
  return out;
}

/** One-pole high-pass: the input minus its one-pole low-pass. */
export function onePoleHighPass(x: Float32Array, cutoff: number): Float32Array {
  const low = onePoleLowPass(x, cutoff);
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = (x[i] ?? 0) - (low[i] ?? 0);
  return out;
}

/** Runs a causal filter forwards then backwards: the phase shifts cancel, so nothing moves in time. */
export function zeroPhase(x: Float32Array, filter: (x: Float32Array) => Float32Array): Float32Array {
  return filter(filter(x).reverse()).reverse();
}

// ---------------------------------------------------------------------------------------------- effects

export interface ReverbOptions {
  /** Comb feedback, 0..1: larger rooms ring longer. */
  size?: number;
  /** 0..1: how fast the highs die in the tail. */
  damping?: number;
  wet?: number;
  dry?: number;
}

const COMB_DELAYS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
const ALLPASS_DELAYS = [556, 441, 341, 225];

/**
 * Mono Freeverb: eight damped feedback combs in parallel, four all-passes in series. Each filter runs over the
 * whole buffer in turn, which gives the same samples as interleaving them and keeps the inner loops tight.
 */
export function reverb(x: Float32Array, options: ReverbOptions = {}): Float32Array {
  const size = options.size ?? 0.8;
  const damping = options.damping ?? 0.4;
  const wet = options.wet ?? 0.3;
  const dry = options.dry ?? 1;
  const n = x.length;
  const tail = new Float32Array(n);
  for (const delay of COMB_DELAYS) {
    const line = new Float32Array(delay);
    let index = 0;
    let store = 0;
    for (let i = 0; i < n; i++) {
      const delayed = line[index]!;
      store = delayed * (1 - damping) + store * damping;
      line[index] = x[i]! * 0.03 + store * size;
      if (++index === delay) index = 0;
      tail[i]! += delayed;
    }
  }
  for (const delay of ALLPASS_DELAYS) {
    const line = new Float32Array(delay);
    let index = 0;
    for (let i = 0; i < n; i++) {
      const delayed = line[index]!;
      const input = tail[i]!;
      line[index] = input + delayed * 0.5;
      if (++index === delay) index = 0;
      tail[i] = delayed - input;
    }
  }
  for (let i = 0; i < n; i++) tail[i] = x[i]! * dry + tail[i]! * wet;
  return tail;
}

/** An echo whose repeats lose their highs, like tape: each repeat is low-passed once more. */
export function feedbackDelay(
  x: Float32Array,
  delaySamples: number,
  feedback: number,
  wet: number,
  toneHz = 3000,
): Float32Array {
  const line = new Float32Array(delaySamples);
  const out = new Float32Array(x.length);
  const k = 1 - Math.exp((-2 * Math.PI * toneHz) / SAMPLE_RATE);
  let lp = 0;
  let index = 0;
  for (let i = 0; i < x.length; i++) {
    const delayed = line[index] ?? 0;
    lp += k * (delayed - lp);
    line[index] = (x[i] ?? 0) + lp * feedback;
    index = (index + 1) % delaySamples;
    out[i] = (x[i] ?? 0) + delayed * wet;
  }
  return out;
}

/**
 * Runs a stateful effect on a loop as if the loop had been playing forever: the effect first hears enough
 * copies of the loop to reach its steady state, and the last copy is kept. Its start then carries the tails of
 * its own end, so filters, echoes and reverbs wrap around the loop point instead of starting cold.
 */
export function processLooped(
  x: Float32Array,
  effect: (x: Float32Array) => Float32Array,
  memorySeconds: number,
): Float32Array {
  const copies = 1 + Math.max(1, Math.ceil(samplesFor(memorySeconds) / x.length));
  const long = new Float32Array(x.length * copies);
  for (let c = 0; c < copies; c++) long.set(x, c * x.length);
  return effect(long).slice((copies - 1) * x.length);
}

// ---------------------------------------------------------------------------------------------- mixing

/**
 * Adds `source × gain` into `target` from sample `at`. With `wrap`, whatever spills past the end comes back in
 * at the start, which is what a loop hears when its last notes ring on into its first beat.
 */
export function mixInto(
  target: Float32Array,
  source: Float32Array,
  at: number,
  gain = 1,
  wrap = false,
): void {
  const n = target.length;
  if (n === 0) return;
  // Walk the source in runs that land contiguously in the target, so the inner loop has no modulo.
  let i = 0;
  while (i < source.length) {
    let j = at + i;
    if (wrap) j = ((j % n) + n) % n;
    else if (j >= n) return;
    else if (j < 0) {
      i -= j;
      continue;
    }
    const run = Math.min(source.length - i, n - j);
    for (let k = 0; k < run; k++) target[j + k] = (target[j + k] ?? 0) + (source[i + k] ?? 0) * gain;
    i += run;
  }
}

/** tanh saturation: loud peaks round off smoothly instead of clipping into harsh square corners. */
export function softClip(x: Float32Array, drive = 1): Float32Array {
  for (let i = 0; i < x.length; i++) x[i] = Math.tanh((x[i] ?? 0) * drive);
  return x;
}

export function peak(x: Float32Array): number {
  let max = 0;
  for (let i = 0; i < x.length; i++) max = Math.max(max, Math.abs(x[i] ?? 0));
  return max;
}

/** Scales in place so the loudest sample sits at `peakDb` dBFS (about -1 dB leaves room for mp3 overshoot). */
export function normalize(x: Float32Array, peakDb = -1): Float32Array {
  const p = peak(x);
  return p > 0 ? applyGain(x, dbToGain(peakDb) / p) : x;
}

/** Raised-cosine fades at a one-shot's edges, so it never starts or stops with a click. */
export function fadeEdges(x: Float32Array, inMs = 2, outMs = 5): Float32Array {
  const fadeIn = Math.min(x.length, samplesFor(inMs / 1000));
  const fadeOut = Math.min(x.length, samplesFor(outMs / 1000));
  for (let i = 0; i < fadeIn; i++) x[i] = (x[i] ?? 0) * (0.5 - 0.5 * Math.cos((Math.PI * i) / fadeIn));
  for (let i = 0; i < fadeOut; i++) {
    const j = x.length - 1 - i;
    x[j] = (x[j] ?? 0) * (0.5 - 0.5 * Math.cos((Math.PI * i) / fadeOut));
  }
  return x;
}

export interface MasterOptions {
  /** tanh drive after normalising to full scale: 1 barely touches the peaks, 2 audibly thickens. */
  drive?: number;
  peakDb?: number;
  /** A loop's DC filter runs on the circle, like every other effect on a loop. */
  loop?: boolean;
}

/** The final stage of every sound: DC removed, gentle saturation, then -1 dBFS peak. */
export function master(x: Float32Array, options: MasterOptions = {}): Float32Array {
  // Swept kicks and bubbles start at an arbitrary phase and leave a little DC, which wastes headroom.
  const dcFree = (v: Float32Array) => onePoleHighPass(v, 20);
  const out = options.loop ? processLooped(x, dcFree, 0.1) : dcFree(x);
  normalize(out, 0);
  softClip(out, options.drive ?? 1.2);
  return normalize(out, options.peakDb ?? -1);
}

/** Moves a loop's start point: a loop is a circle, so this changes where it is cut, not how it sounds. */
export function rotate(x: Float32Array, by: number): Float32Array {
  const n = x.length;
  const shift = ((by % n) + n) % n;
  const out = new Float32Array(n);
  out.set(x.subarray(shift));
  out.set(x.subarray(0, shift), n - shift);
  return out;
}

/** Clamps to [-1, 1] and scales to 16-bit integers, rounding to the nearest step. */
export function toInt16(x: Float32Array): Int16Array {
  const out = new Int16Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = Math.max(-1, Math.min(1, x[i] ?? 0));
    out[i] = Math.round(v * 32767);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- drum kit

/** Kick: a sine swept down from a punchy start to a low body, plus a short noise click for the attack. */
export function kick(
  rng: Rng,
  options: { length?: number; startHz?: number; endHz?: number; decay?: number; click?: number } = {},
): Float32Array {
  const length = samplesFor(options.length ?? 0.28);
  const startHz = options.startHz ?? 170;
  const endHz = options.endHz ?? 48;
  const decay = options.decay ?? 0.11;
  const body = oscillator(length, (t) => endHz + (startHz - endHz) * Math.exp(-t / 0.028));
  applyGain(body, decayEnvelope(length, decay, 0));
  // A little drive on the body adds harmonics, so the kick still reads on small speakers.
  for (let i = 0; i < length; i++) body[i] = Math.tanh((body[i] ?? 0) * 1.6) / Math.tanh(1.6);
  const click = biquad(noise(samplesFor(0.006), rng), 'highpass', 2500);
  applyGain(click, decayEnvelope(click.length, 0.0012, 0));
  mixInto(body, click, 0, options.click ?? 0.5);
  return fadeEdges(body, 0, 12);
}

/** Snare: a short tuned body under a longer band of noise (the wires). */
export function snare(
  rng: Rng,
  options: { toneHz?: number; decay?: number; length?: number } = {},
): Float32Array {
  const length = samplesFor(options.length ?? 0.22);
  const toneHz = options.toneHz ?? 200;
  const tone = oscillator(length, (t) => toneHz * (1 + 0.5 * Math.exp(-t / 0.01)), 'triangle');
  applyGain(tone, decayEnvelope(length, 0.035, 0.0005));
  const wires = biquad(biquad(noise(length, rng), 'highpass', 1200), 'lowpass', 9000);
  applyGain(wires, decayEnvelope(length, options.decay ?? 0.07, 0.0005));
  mixInto(wires, tone, 0, 0.8);
  return fadeEdges(wires, 0, 10);
}

/** Clap: three quick noise bursts then a short tail, band-passed around 1.2 kHz. */
export function clap(rng: Rng): Float32Array {
  const length = samplesFor(0.2);
  const env = new Float32Array(length);
  for (const [offset, tau] of [
    [0, 0.004],
    [0.011, 0.004],
    [0.022, 0.05],
  ] as const) {
    const start = samplesFor(offset);
    for (let i = start; i < length; i++)
      env[i] = Math.max(env[i] ?? 0, Math.exp(-(i - start) / SAMPLE_RATE / tau));
  }
  const out = biquad(noise(length, rng), 'bandpass', 1200, 1.2);
  return fadeEdges(applyGain(out, env), 0, 10);
}

/** Hi-hat: noise high-passed above 7 kHz; open hats ring longer. */
export function hat(rng: Rng, options: { open?: boolean } = {}): Float32Array {
  const length = samplesFor(options.open ? 0.3 : 0.06);
  const out = biquad(biquad(noise(length, rng), 'highpass', 7000), 'highpass', 7000);
  applyGain(out, decayEnvelope(length, options.open ? 0.09 : 0.014, 0.0003));
  return fadeEdges(out, 0, 5);
}

/** Crash: long, bright, band-limited noise. */
export function crash(rng: Rng): Float32Array {
  const length = samplesFor(1.6);
  const out = biquad(biquad(noise(length, rng), 'highpass', 4000), 'lowpass', 14000);
  applyGain(out, decayEnvelope(length, 0.45, 0.002));
  return fadeEdges(out, 0, 40);
}

/** Tom: a sine whose pitch drops a little as it is struck, with a touch of noise for the skin. */
export function tom(rng: Rng, hz: number, decay = 0.12): Float32Array {
  const length = samplesFor(decay * 3);
  const out = oscillator(length, (t) => hz * (1 + 0.35 * Math.exp(-t / 0.02)));
  const skin = biquad(noise(length, rng), 'bandpass', hz * 4, 1.5);
  mixInto(out, skin, 0, 0.25);
  applyGain(out, decayEnvelope(length, decay, 0.001));
  return fadeEdges(out, 0, 8);
}

/** Shaker: a short swell of band-passed noise — seeds in a gourd. */
export function shaker(rng: Rng, length = 0.07): Float32Array {
  const n = samplesFor(length);
  const out = biquad(noise(n, rng), 'bandpass', 6500, 0.9);
  const env = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / n;
    env[i] = Math.sin((Math.PI / 2) * Math.min(1, t * 3)) ** 2 * (1 - t);
  }
  return applyGain(out, env);
}

/** Clave / wood block: a pure, very short high sine — the tribal "tock". */
export function woodBlock(hz = 1800): Float32Array {
  const length = samplesFor(0.06);
  const out = oscillator(length, hz);
  mixInto(out, oscillator(length, hz * 2.76), 0, 0.3);
  return fadeEdges(applyGain(out, decayEnvelope(length, 0.012, 0.0004)), 0, 5);
}
