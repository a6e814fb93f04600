import {
  applyGain,
  biquad,
  decayEnvelope,
  fadeEdges,
  loopOscillator,
  master,
  mixInto,
  seededRandom,
  noise,
  oscillator,
  processLooped,
  reverb,
  samplesFor,
} from '../dsp.ts';

/**
 * Headspace's three sound sources. The engine places them in 3D, so each is mono, loops seamlessly, and is
 * broadband (hum, noise and clicks together): the ear localises a wide spectrum far better than a pure tone.
 * Each is clearly different from the others, so a player can tell which one is playing.
 */

/** Source 1, 3 s: a detuned radio — mains hum, hissing static, Morse blips and a faint wandering whistle. */
export function renderHeadsetSource1(): Float32Array {
  const rng = seededRandom(0x5ad1);
  const n = samplesFor(3);
  const out = new Float32Array(n);

  const hum = loopOscillator(n, 100, 'saw');
  mixInto(
    out,
    processLooped(hum, (x) => biquad(x, 'bandpass', 400, 0.5), 0.1),
    0,
    0.35,
  );
  mixInto(out, loopOscillator(n, 50), 0, 0.2);

  // Static swells and fades at random every 20 ms; smoothing on the circle keeps the seam level.
  const swell = new Float32Array(n);
  const step = samplesFor(0.02);
  for (let s = 0; s < n; s += step) swell.fill(0.3 + 0.7 * rng(), s, Math.min(n, s + step));
  const level = processLooped(swell, (x) => biquad(x, 'lowpass', 25), 0.2);
  const hiss = processLooped(noise(n, rng), (x) => biquad(x, 'bandpass', 1800, 0.6), 0.05);
  mixInto(out, applyGain(hiss, level), 0, 0.35);

  // Morse: dits and dahs [start, length] in seconds, none across the loop point.
  const morse: [number, number][] = [
    [0.2, 0.06],
    [0.32, 0.06],
    [0.44, 0.18],
    [0.9, 0.06],
    [1.02, 0.18],
    [1.26, 0.06],
    [2.0, 0.18],
    [2.24, 0.06],
    [2.36, 0.06],
  ];
  for (const [start, length] of morse) {
    const m = samplesFor(length);
    const beep = oscillator(m, 1250);
    mixInto(beep, oscillator(m, 2500), 0, 0.15);
    mixInto(out, fadeEdges(beep, 3, 3), samplesFor(start), 0.4);
  }

  mixInto(
    out,
    loopOscillator(n, (t) => 2300 + 80 * Math.sin((2 * Math.PI * t) / 1.5)),
    0,
    0.05,
  );
  return master(out, { drive: 1.3, loop: true });
}

/**
 * One clock tick: a resonant ping, a burst of band-passed noise and a wooden knock. The ping and the knock ring
 * for tens of milliseconds, not a few: a tick that is all attack is all peak, and could only be made as loud as
 * the other sources by crushing it in the limiter.
 */
function tick(hz: number, seed: number): Float32Array {
  const m = samplesFor(0.2);
  const out = oscillator(m, hz);
  applyGain(out, decayEnvelope(m, 0.035, 0.0008));
  const burst = biquad(noise(m, seededRandom(seed)), 'bandpass', hz * 1.3, 4);
  mixInto(out, applyGain(burst, decayEnvelope(m, 0.004, 0.0003)), 0, 1.2);
  const knock = oscillator(m, (t) => 520 * (1 + 0.4 * Math.exp(-t / 0.004)));
  mixInto(out, applyGain(knock, decayEnvelope(m, 0.04, 0.0008)), 0, 0.6);
  return fadeEdges(out, 0, 20);
}

/**
 * Source 2, 2 s: a fast clock — tick, tock, four times a second, over the quiet whirr of its mechanism. The
 * ticks sit an eighth of a second off the loop points, so the seam falls in a quiet gap.
 */
export function renderHeadsetSource2(): Float32Array {
  const rng = seededRandom(0xc10c);
  const n = samplesFor(2);
  const out = new Float32Array(n);
  for (let k = 0; k < 8; k++)
    mixInto(
      out,
      tick(k % 2 === 0 ? 3200 : 2150, 0x71c + k),
      samplesFor(0.125 + 0.25 * k),
      k % 2 === 0 ? 1 : 0.85,
      // The last tick's ring runs on past the loop's end, into its start.
      true,
    );
  const whirr = processLooped(noise(n, rng), (x) => biquad(x, 'lowpass', 500), 0.05);
  // The mechanism's whirr and hum carry between the ticks, at a level that keeps the ticks in front.
  mixInto(out, whirr, 0, 0.3);
  mixInto(out, loopOscillator(n, 120, 'triangle'), 0, 0.05);
  const roomy = processLooped(out, (x) => reverb(x, { size: 0.6, damping: 0.5, wet: 0.35 }), 1);
  return master(roomy, { drive: 1.2, loop: true });
}

/**
 * Source 3, 4 s: a bubbling synth — a resonant, wobbling low drone with bubbles (sines gliding up as they
 * burst) rising through it at random.
 */
export function renderHeadsetSource3(): Float32Array {
  const rng = seededRandom(0xb0b1);
  const seconds = 4;
  const n = samplesFor(seconds);
  const out = new Float32Array(n);

  // The drone's filter wobbles 8 times per loop, so it ends where it started.
  const drone = loopOscillator(n, 146.83, 'saw');
  const wobble = (t: number) => 900 + 600 * Math.sin((2 * Math.PI * 8 * t) / seconds);
  mixInto(
    out,
    processLooped(drone, (x) => biquad(x, 'lowpass', (t) => wobble(t % seconds), 4), 0.1),
    0,
    0.35,
  );

  for (let k = 0; k < 34; k++) {
    // Bubbles stay clear of the loop point, so both sides of the seam are the drone alone.
    const at = 0.05 + 3.7 * rng();
    const f0 = 300 + 900 * rng();
    const length = 0.03 + 0.06 * rng();
    const m = samplesFor(length);
    const bubble = oscillator(m, (t) => f0 * (1 + 1.8 * (t / length) ** 1.5));
    applyGain(bubble, decayEnvelope(m, length / 2.5, 0.002));
    mixInto(out, fadeEdges(bubble, 0, 3), samplesFor(at), 0.25 + 0.3 * rng());
  }
  const roomy = processLooped(out, (x) => reverb(x, { size: 0.55, damping: 0.4, wet: 0.2 }), 1);
  return master(roomy, { drive: 1.2, loop: true });
}
