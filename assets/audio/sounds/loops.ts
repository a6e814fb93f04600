import {
  SAMPLE_RATE,
  adsr,
  applyGain,
  biquad,
  decayEnvelope,
  detuned,
  loopOscillator,
  master,
  midiToHz,
  mixInto,
  seededRandom,
  noise,
  oscillator,
  processLooped,
  reverb,
  samplesFor,
} from '../dsp.ts';

/**
 * The looping beds: Circuit Shutdown's overheating alarm and the site's ambiance. Both are built on a circle —
 * oscillators with a whole number of cycles, notes whose tails wrap to the start, effects run as if the loop
 * had been playing already — so the loop point cannot be heard.
 */

/**
 * Overheating, 2 s: four rising "whoop" sweeps of a square alarm over a crackling sizzle and a low heat hum.
 * Each sweep fades out as its pitch snaps back down, so the reset never clicks; the loop starts at such a reset.
 */
export function renderOverheating(): Float32Array {
  const rng = seededRandom(0x4e47);
  const n = samplesFor(2);
  const period = 0.5;
  const phaseOf = (t: number) => (t % period) / period;
  const sweep = (t: number) => 620 * 2 ** (0.9 * phaseOf(t));
  const alarm = loopOscillator(n, sweep, 'square');
  mixInto(
    alarm,
    loopOscillator(n, (t) => sweep(t) * 1.007, 'saw'),
    0,
    0.5,
  );
  for (let i = 0; i < n; i++)
    alarm[i] = (alarm[i] ?? 0) * Math.sin(Math.PI * phaseOf(i / SAMPLE_RATE)) ** 0.7;
  const alarmTone = processLooped(alarm, (x) => biquad(x, 'lowpass', 3200, 0.8), 0.05);

  // Sizzle: high noise chopped into 4 ms grains of random loudness, busier towards each sweep's top.
  const sizzle = noise(n, rng);
  const grain = samplesFor(0.004);
  for (let s = 0; s < n; s += grain) {
    const level = rng() < 0.35 + 0.5 * phaseOf(s / SAMPLE_RATE) ? 0.3 + 0.7 * rng() : 0.15;
    for (let i = s; i < Math.min(n, s + grain); i++) sizzle[i] = (sizzle[i] ?? 0) * level;
  }
  const sizzleTone = processLooped(
    sizzle,
    (x) => biquad(biquad(x, 'highpass', 3500), 'lowpass', 11000),
    0.05,
  );

  const hum = loopOscillator(n, 55, 'saw');
  const humTone = processLooped(hum, (x) => biquad(x, 'lowpass', 220), 0.1);

  const out = new Float32Array(n);
  mixInto(out, alarmTone, 0, 0.55);
  mixInto(out, sizzleTone, 0, 0.35);
  mixInto(out, humTone, 0, 0.3);
  return master(out, { drive: 1.4, loop: true });
}

/**
 * Ambiance, 20 s: a dark pad alternating Am(add9) and Fmaj7 every 10 s, a sub drone, wind-like filtered noise
 * breathing in and out, and a faint dust of digital blips, all in a large reverb.
 */
export function renderAmbiance(): Float32Array {
  const rng = seededRandom(0xa3b1);
  const seconds = 20;
  const n = samplesFor(seconds);
  // Every slow movement has a period that divides the loop, so each ends where it began.
  const lfo = (t: number, cycles: number, phase = 0) =>
    Math.sin((2 * Math.PI * (cycles * t)) / seconds + phase);

  const pad = new Float32Array(n);
  const chords = [
    [45, 52, 57, 60, 64, 71],
    [41, 48, 57, 60, 64, 69],
  ];
  chords.forEach((notes, k) => {
    const start = (k * seconds) / chords.length;
    const gate = seconds / chords.length;
    const m = samplesFor(gate + 4.5);
    const chord = new Float32Array(m);
    for (const note of notes)
      mixInto(chord, detuned(m, midiToHz(note), 'saw', 3, 9, rng), 0, 1 / notes.length);
    const dark = biquad(chord, 'lowpass', (t) => 650 + 350 * lfo(start + t, 1), 0.7);
    applyGain(dark, adsr(m, { attack: 3.5, decay: 3, sustain: 0.8, release: 4 }, gate));
    mixInto(pad, dark, samplesFor(start), 1, true);
  });

  const sub = loopOscillator(n, 55);
  for (let i = 0; i < n; i++) sub[i] = (sub[i] ?? 0) * (0.7 + 0.3 * lfo(i / SAMPLE_RATE, 2));

  const wind = processLooped(
    noise(n, rng),
    (x) => biquad(x, 'bandpass', (t) => 800 + 450 * lfo(t % seconds, 3), 0.8),
    0.2,
  );
  for (let i = 0; i < n; i++) wind[i] = (wind[i] ?? 0) * (0.55 + 0.45 * lfo(i / SAMPLE_RATE, 4, 1));

  const dust = new Float32Array(n);
  for (let k = 0; k < 28; k++) {
    const m = samplesFor(0.08);
    const blip = oscillator(m, 2000 + 4000 * rng());
    applyGain(blip, decayEnvelope(m, 0.012, 0.001));
    mixInto(dust, blip, Math.floor(rng() * n), 0.02 + 0.04 * rng(), true);
  }

  const dry = new Float32Array(n);
  mixInto(dry, pad, 0, 0.6);
  mixInto(dry, sub, 0, 0.1);
  mixInto(dry, wind, 0, 0.12);
  mixInto(dry, dust, 0, 1);
  const wet = processLooped(dry, (x) => reverb(x, { size: 0.88, damping: 0.5, wet: 0.55 }), 5);
  return master(wet, { drive: 1.1, loop: true });
}
