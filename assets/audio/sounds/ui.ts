import {
  applyGain,
  biquad,
  decayEnvelope,
  fadeEdges,
  master,
  mixInto,
  seededRandom,
  noise,
  oscillator,
  samplesFor,
} from '../dsp.ts';

/** Interface sounds: short enough to fire on every click and hover without ever piling up. */

/** A crisp tick: a bright ping over a tiny noise snap, gone in 50 ms. */
export function renderClick(): Float32Array {
  const rng = seededRandom(0xc11c);
  const n = samplesFor(0.05);
  const ping = oscillator(n, (t) => 2600 * (1 + 0.25 * Math.exp(-t / 0.003)));
  applyGain(ping, decayEnvelope(n, 0.007, 0.0003));
  const body = oscillator(n, 950, 'triangle');
  applyGain(body, decayEnvelope(n, 0.01, 0.0005));
  const snap = biquad(noise(n, rng), 'highpass', 3500);
  applyGain(snap, decayEnvelope(n, 0.0015, 0));
  const out = new Float32Array(n);
  mixInto(out, ping, 0, 0.6);
  mixInto(out, body, 0, 0.35);
  mixInto(out, snap, 0, 0.5);
  return fadeEdges(master(out, { drive: 1 }), 0.3, 4);
}

/**
 * A soft, rounded blip that glides up a little: sine only, with a gentle attack, so it reads as quieter than the
 * click at the same peak level (the sound bank sets the actual volumes).
 */
export function renderHover(): Float32Array {
  const n = samplesFor(0.07);
  const tone = oscillator(n, (t) => 1150 + 350 * Math.min(1, t / 0.03));
  mixInto(
    tone,
    oscillator(n, (t) => 2 * (1150 + 350 * Math.min(1, t / 0.03))),
    0,
    0.12,
  );
  applyGain(tone, decayEnvelope(n, 0.018, 0.006));
  return fadeEdges(master(tone, { drive: 1 }), 1, 8);
}
