import {
  SAMPLE_RATE,
  adsr,
  applyGain,
  biquad,
  decayEnvelope,
  fadeEdges,
  master,
  midiToHz,
  mixInto,
  seededRandom,
  noise,
  oscillator,
  reverb,
  samplesFor,
  type Rng,
} from '../dsp.ts';

/** One-shot game cues: outcomes (fail, found, perfect, game over) and start signals. */

/** A struck bell: inharmonic partials, the higher ones dying faster, as in a real bar or bowl. */
function bell(hz: number, seconds: number): Float32Array {
  const n = samplesFor(seconds);
  const out = new Float32Array(n);
  for (const [ratio, gain, tau] of [
    [1, 1, 0.35],
    [2.76, 0.45, 0.14],
    [5.4, 0.25, 0.07],
    [8.93, 0.12, 0.035],
  ] as const) {
    const partial = oscillator(n, hz * ratio);
    mixInto(out, applyGain(partial, decayEnvelope(n, tau, 0.001)), 0, gain);
  }
  return out;
}

/** A synth stab: a chord of detuned saws behind a low-pass that closes as the note dies. */
function stab(
  notes: number[],
  seconds: number,
  rng: Rng,
  glide: (t: number) => number = () => 1,
): Float32Array {
  const n = samplesFor(seconds);
  const out = new Float32Array(n);
  for (const note of notes) {
    const hz = midiToHz(note);
    for (const cents of [-12, 0, 12]) {
      const ratio = 2 ** (cents / 1200);
      const voice = oscillator(n, (t) => hz * ratio * glide(t), 'saw', { phase: rng() });
      mixInto(out, voice, 0, 1 / (3 * notes.length));
    }
  }
  const filtered = biquad(out, 'lowpass', (t) => 500 + 3500 * Math.exp(-t / 0.12), 1.2);
  return applyGain(
    filtered,
    adsr(n, { attack: 0.004, decay: 0.15, sustain: 0.5, release: 0.1 }, seconds - 0.1),
  );
}

/** Game over: three stabs stepping down, then a last one that sinks an octave and fades into the room. */
export function renderGameOver(): Float32Array {
  const rng = seededRandom(0x6a3e);
  const n = samplesFor(1.5);
  const out = new Float32Array(n);
  mixInto(out, stab([64, 67, 71], 0.2, rng), samplesFor(0));
  mixInto(out, stab([62, 65, 69], 0.2, rng), samplesFor(0.2));
  mixInto(out, stab([60, 63, 67], 0.2, rng), samplesFor(0.4));
  const fall = stab([57, 60, 64], 0.85, rng, (t) => 2 ** -Math.min(1, t / 0.75));
  mixInto(out, fall, samplesFor(0.6), 1.1);
  const sub = oscillator(samplesFor(0.85), (t) => 110 * 2 ** -Math.min(1, t / 0.75));
  mixInto(out, applyGain(sub, decayEnvelope(sub.length, 0.3, 0.004)), samplesFor(0.6), 0.5);
  return fadeEdges(master(reverb(out, { size: 0.78, damping: 0.5, wet: 0.35 }), { drive: 1.3 }), 1, 60);
}

/** Failure: two short, dissonant, low buzzes — the second one lower. */
export function renderFailure(): Float32Array {
  const n = samplesFor(0.5);
  const out = new Float32Array(n);
  const buzz = (hz: number, seconds: number) => {
    const m = samplesFor(seconds);
    const tone = oscillator(m, hz, 'saw');
    mixInto(tone, oscillator(m, hz * 1.06, 'square'), 0, 0.6);
    // A 32 Hz flutter gives the "bzzz" grain of an old buzzer.
    for (let i = 0; i < m; i++)
      tone[i] = (tone[i] ?? 0) * (0.75 + 0.25 * Math.sin((2 * Math.PI * 32 * i) / SAMPLE_RATE));
    const filtered = biquad(tone, 'lowpass', 1800, 0.9);
    return applyGain(
      filtered,
      adsr(m, { attack: 0.004, decay: 0.05, sustain: 0.8, release: 0.03 }, seconds - 0.03),
    );
  };
  mixInto(out, buzz(110, 0.18), 0);
  mixInto(out, buzz(92.5, 0.26), samplesFor(0.22));
  return fadeEdges(master(out, { drive: 1.8 }), 0.5, 10);
}

/** Mouse fail: an electric zap — a saw diving from 2 kHz, crackling noise bursts and the thump of a cut-out. */
export function renderMouseFail(): Float32Array {
  const rng = seededRandom(0x2a9);
  const n = samplesFor(0.4);
  const out = new Float32Array(n);
  const zap = oscillator(
    n,
    (t) => 60 + 1900 * Math.exp(-t / 0.05) * (1 + 0.3 * Math.sin(2 * Math.PI * 90 * t)),
    'saw',
  );
  applyGain(zap, decayEnvelope(n, 0.09, 0.001));
  mixInto(out, biquad(zap, 'bandpass', 1400, 0.7), 0, 0.9);

  // Crackle: 3 ms slices of noise switched on at random, less and less often as the short circuit dies.
  const crackle = biquad(noise(n, rng), 'highpass', 1800);
  const slice = samplesFor(0.003);
  for (let s = 0; s < n; s += slice) {
    const t = s / n;
    const on = rng() < 0.85 * (1 - t) ** 1.5 ? 0.4 + 0.6 * rng() : 0;
    for (let i = s; i < Math.min(n, s + slice); i++) crackle[i] = (crackle[i] ?? 0) * on;
  }
  mixInto(out, biquad(crackle, 'lowpass', 9000), 0, 0.7);

  const thump = oscillator(n, (t) => 55 + 60 * Math.exp(-t / 0.02));
  mixInto(out, applyGain(thump, decayEnvelope(n, 0.07, 0.001)), 0, 0.8);
  return fadeEdges(master(out, { drive: 2 }), 0.3, 30);
}

/** Headset found: a bright major arpeggio of bells, ringing out. */
export function renderHeadsetFound(): Float32Array {
  const n = samplesFor(0.8);
  const out = new Float32Array(n);
  [84, 88, 91, 96].forEach((note, k) =>
    mixInto(out, bell(midiToHz(note), 0.8), samplesFor(0.055 * k), 0.8 + 0.1 * k),
  );
  return fadeEdges(master(reverb(out, { size: 0.75, damping: 0.3, wet: 0.4 }), { drive: 1.1 }), 0.5, 60);
}

/** Keyboard perfect: a quick upward run of glassy blips over a glint of high noise. */
export function renderKeyboardPerfect(): Float32Array {
  const rng = seededRandom(0x9e7f);
  const n = samplesFor(0.3);
  const out = new Float32Array(n);
  [93, 97, 100, 105, 109].forEach((note, k) => {
    const m = samplesFor(0.12);
    const blip = oscillator(m, midiToHz(note), 'triangle');
    mixInto(out, applyGain(blip, decayEnvelope(m, 0.03, 0.001)), samplesFor(0.028 * k), 0.5);
  });
  const glint = biquad(noise(n, rng), 'highpass', 8000);
  applyGain(glint, adsr(n, { attack: 0.05, decay: 0.08, sustain: 0, release: 0.01 }, 0.2));
  mixInto(out, glint, 0, 0.25);
  return fadeEdges(master(reverb(out, { size: 0.6, damping: 0.2, wet: 0.3 }), { drive: 1.1 }), 0.5, 40);
}

/** Mouse cue: ready, steady, go — two short beeps and a higher, longer one. */
export function renderMouseCue(): Float32Array {
  const n = samplesFor(1);
  const out = new Float32Array(n);
  const beep = (hz: number, seconds: number) => {
    const m = samplesFor(seconds + 0.08);
    const tone = oscillator(m, hz, 'square');
    mixInto(tone, oscillator(m, hz * 2), 0, 0.3);
    const soft = biquad(tone, 'lowpass', hz * 3, 0.8);
    return applyGain(soft, adsr(m, { attack: 0.003, decay: 0.05, sustain: 0.8, release: 0.06 }, seconds));
  };
  mixInto(out, beep(880, 0.11), 0);
  mixInto(out, beep(880, 0.11), samplesFor(0.3));
  mixInto(out, beep(1760, 0.3), samplesFor(0.6));
  return fadeEdges(master(reverb(out, { size: 0.6, damping: 0.5, wet: 0.2 }), { drive: 1.1 }), 0.5, 20);
}

/** Where find-source's pings start (seconds), and how long each lasts: its joins. */
export const FIND_SOURCE_PINGS = Array.from({ length: 10 }, (_, k) => 0.5 * k);
export const FIND_SOURCE_PING_SECONDS = 0.45;

/**
 * Find the source: exactly five seconds of a sonar ping every half second, each a high ping over a soft low
 * pulse — a steady beacon that reads clearly once the engine places it in space.
 */
export function renderFindSource(): Float32Array {
  const n = samplesFor(5);
  const out = new Float32Array(n);
  FIND_SOURCE_PINGS.forEach((at, k) => {
    const m = samplesFor(FIND_SOURCE_PING_SECONDS);
    const ping = oscillator(m, (t) => 1480 * (1 - 0.03 * Math.min(1, t / 0.2)));
    mixInto(ping, oscillator(m, 2960), 0, 0.2);
    applyGain(ping, decayEnvelope(m, 0.09, 0.002));
    const pulse = oscillator(m, (t) => 220 * (1 + 0.5 * Math.exp(-t / 0.01)));
    applyGain(pulse, decayEnvelope(m, 0.05, 0.002));
    mixInto(ping, pulse, 0, 0.5);
    // Each ping starts from zero and fades out its last 40 ms: cut off at 0.45 s, its tail (still 0.7 % of its
    // peak) stepped to silence, a click on every ping, and the first ping's hard start made the mp3 encoder
    // overshoot by almost 4 dB.
    fadeEdges(ping, 3, 40);
    // Every other ping a little softer: a heartbeat-like pair the ear locks on to.
    mixInto(out, ping, samplesFor(at), k % 2 === 0 ? 1 : 0.75);
  });
  return fadeEdges(master(reverb(out, { size: 0.7, damping: 0.4, wet: 0.3 }), { drive: 1.1 }), 0.5, 30);
}
