import {
  SAMPLE_RATE,
  adsr,
  applyGain,
  biquad,
  clap,
  crash,
  decayEnvelope,
  detuned,
  fadeEdges,
  feedbackDelay,
  hat,
  kick,
  master,
  midiToHz,
  mixInto,
  seededRandom,
  noise,
  oscillator,
  processLooped,
  reverb,
  samplesFor,
  shaker,
  snare,
  tom,
  woodBlock,
  type Rng,
} from './dsp.ts';

/**
 * Jungle Board's music: a 188 BPM four-on-the-floor groove in A minor with a tribal edge (toms, shaker,
 * clave), a rolling off-beat bass, an arpeggio, a pad and, in the second half, a lead melody. The chords follow
 * i–VI–III–VII (Am–F–C–G), one per 16 beats; the loop is 128 beats, the intro 8 beats of drums building up.
 *
 * Timing is sample-exact: beat n starts at round(n × 44100 × 60 / 188), every kick starts on that sample, and the
 * intro is exactly 8 beats long, so the loop's beat 1 follows the intro's last beat with no gap. The loop is
 * rendered on a circle: every note that rings past the end is mixed back in at the start, and the reverb and
 * echo run as if the loop had already been playing, so the seam is inaudible.
 */

export const BPM = 188;
export const LOOP_BEATS = 128;
export const INTRO_BEATS = 8;
export const SAMPLES_PER_BEAT = (SAMPLE_RATE * 60) / BPM;
export const BEAT_MS = 60000 / BPM;

/** First sample of beat `beat` (fractions allowed: 0.5 is the off-beat). */
export const beatStart = (beat: number): number => Math.round(beat * SAMPLES_PER_BEAT);
const SIXTEENTH_SECONDS = 60 / BPM / 4;

interface Chord {
  /** Bass note (MIDI). */
  root: number;
  pad: number[];
  arp: number[];
}

const CHORDS: Chord[] = [
  { root: 45, pad: [57, 60, 64], arp: [69, 72, 76, 81] }, // Am
  { root: 41, pad: [57, 60, 65], arp: [65, 69, 72, 77] }, // F
  { root: 48, pad: [55, 60, 64], arp: [67, 72, 76, 79] }, // C
  { root: 43, pad: [55, 59, 62], arp: [67, 71, 74, 79] }, // G
];
const chordAt = (beat: number): Chord => CHORDS[Math.floor(beat / 16) % CHORDS.length] ?? CHORDS[0]!;

const NOTE_NAMES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** Reads a phrase written as "E5:1.5 D5:.5 -:1 | …" (note or rest : beats; bars marked for the eye only). */
function phrase(text: string): [number | null, number][] {
  return text
    .split(/[\s|]+/)
    .filter(Boolean)
    .map((token) => {
      const [name = '', beats = ''] = token.split(':');
      const match = /^([A-G])(#?)(\d)$/.exec(name);
      const note = match
        ? 12 * (Number(match[3]) + 1) + (NOTE_NAMES[match[1] ?? ''] ?? 0) + (match[2] ? 1 : 0)
        : null;
      return [note, Number(beats)];
    });
}

/** The lead's phrase over each chord, 16 beats each, answering itself every two bars. */
export const MELODY = [
  'E5:1.5 D5:.5 C5:1 D5:1 | E5:3 -:1 | A5:1.5 G5:.5 E5:1 D5:1 | C5:2 D5:2', // Am
  'C5:1.5 D5:.5 E5:1 F5:1 | E5:3 -:1 | C5:1.5 A4:.5 C5:1 E5:1 | F5:2 E5:2', // F
  'G5:1.5 E5:.5 C5:1 E5:1 | G5:3 -:1 | C6:1.5 B5:.5 G5:1 E5:1 | D5:2 E5:2', // C
  'D5:1.5 B4:.5 G4:1 B4:1 | D5:2 G5:2 | F5:1 E5:1 D5:1 B4:1 | D5:2 E5:2', // G, leading back to E over Am
].map(phrase);

const ARP_PATTERN = [0, 1, 2, 3, 2, 1, 3, 2];
/** Son clave (3-2) over two 4-beat bars, in beats. */
const CLAVE = [0, 1.5, 3, 5, 6];
const TOM_HIGH = 330;
const TOM_MID = 250;
const TOM_LOW = 190;
/** The tribal tom figure of one 4-beat bar: [beat offset, Hz]. Toms stay above 180 Hz, clear of the kick. */
const TOM_BAR: [number, number][] = [
  [0.75, TOM_HIGH],
  [1.5, TOM_MID],
  [2.75, TOM_HIGH],
  [3.25, TOM_MID],
  [3.5, TOM_LOW],
];
/** The fill that closes each half of the loop: descending toms in 16ths over the last two beats. */
const TOM_FILL = [380, 380, 340, 340, 300, 260, 230, 200];

// ---------------------------------------------------------------------------------------------- instruments

/** Rolling bass: one short, filter-plucked 16th note of saw and square. */
function bassNote(note: number): Float32Array {
  const length = samplesFor(SIXTEENTH_SECONDS * 0.95);
  const hz = midiToHz(note);
  const tone = oscillator(length, hz, 'saw');
  mixInto(tone, oscillator(length, hz, 'square'), 0, 0.5);
  const filtered = biquad(tone, 'lowpass', (t) => 320 + 1700 * Math.exp(-t / 0.025), 1.3);
  applyGain(
    filtered,
    adsr(length, { attack: 0.002, decay: 0.05, sustain: 0.55, release: 0.012 }, length / SAMPLE_RATE - 0.012),
  );
  return filtered;
}

/** Arpeggio pluck: a saw whose filter snaps shut, like a plucked string. */
function pluck(note: number): Float32Array {
  const length = samplesFor(0.32);
  const hz = midiToHz(note);
  const tone = oscillator(length, hz, 'saw');
  mixInto(tone, oscillator(length, hz * 2, 'square', { pulseWidth: 0.3 }), 0, 0.25);
  const filtered = biquad(tone, 'lowpass', (t) => 600 + 4200 * Math.exp(-t / 0.045), 1.1);
  return fadeEdges(applyGain(filtered, decayEnvelope(length, 0.09, 0.002)), 0, 10);
}

/** Lead: three detuned saws with a square an octave down, a soft filter and delayed vibrato. */
function leadNote(note: number, beats: number, rng: Rng): Float32Array {
  const gate = (beats * 60) / BPM - 0.03;
  const length = samplesFor(gate + 0.15);
  const hz = midiToHz(note);
  const vibrato = (t: number) =>
    1 + 0.005 * Math.sin(2 * Math.PI * 5.5 * t) * Math.min(1, Math.max(0, (t - 0.15) / 0.2));
  const tone = new Float32Array(length);
  for (const cents of [-11, 0, 11]) {
    const ratio = 2 ** (cents / 1200);
    mixInto(
      tone,
      oscillator(length, (t) => hz * ratio * vibrato(t), 'saw', { phase: rng() }),
      0,
      0.33,
    );
  }
  mixInto(
    tone,
    oscillator(length, (t) => (hz / 2) * vibrato(t), 'square'),
    0,
    0.2,
  );
  const filtered = biquad(tone, 'lowpass', (t) => 2200 + 1800 * Math.exp(-t / 0.12), 0.9);
  return applyGain(filtered, adsr(length, { attack: 0.008, decay: 0.25, sustain: 0.7, release: 0.12 }, gate));
}

/** Pad: a chord of detuned saws behind a dark low-pass, swelling in and out over 16 beats. */
function padChord(notes: number[], beats: number, rng: Rng): Float32Array {
  const gate = (beats * 60) / BPM;
  const length = samplesFor(gate + 0.9);
  const out = new Float32Array(length);
  for (const note of notes)
    mixInto(out, detuned(length, midiToHz(note), 'saw', 3, 14, rng), 0, 1 / notes.length);
  const filtered = biquad(out, 'lowpass', (t) => 900 + 500 * Math.sin((2 * Math.PI * t) / gate), 0.8);
  return applyGain(filtered, adsr(length, { attack: 0.6, decay: 1.5, sustain: 0.75, release: 0.8 }, gate));
}

// ---------------------------------------------------------------------------------------------- arrangement

/** A bus being written: `wrap` sends tails that spill past the end back to the start (loops only). */
interface Bus {
  pcm: Float32Array;
  wrap: boolean;
}
const newBus = (length: number, wrap: boolean): Bus => ({ pcm: new Float32Array(length), wrap });
const play = (bus: Bus, sound: Float32Array, beat: number, gain: number) =>
  mixInto(bus.pcm, sound, beatStart(beat), gain, bus.wrap);

/** Sidechain-style pumping: the synths dip under every kick and swell back, periodic in the beat. */
function duck(x: Float32Array, depth: number): Float32Array {
  let beat = 0;
  for (let i = 0; i < x.length; i++) {
    while (beatStart(beat + 1) <= i) beat++;
    const t = (i - beatStart(beat)) / SAMPLE_RATE;
    // The 4 ms ramp into the dip keeps the gain change itself from clicking.
    const dip = Math.min(1, t / 0.004) * Math.exp(-t / 0.1);
    x[i] = (x[i] ?? 0) * (1 - depth * dip);
  }
  return x;
}

/** The kick every beat always uses: identical hits keep the onsets, and the groove, exact. */
const KICK = kick(seededRandom(188));
const BLOCK = woodBlock();

/** Renders each distinct note once: the bass and arpeggio repeat a handful of pitches hundreds of times. */
function memo(render: (note: number) => Float32Array): (note: number) => Float32Array {
  const cache = new Map<number, Float32Array>();
  return (note) => {
    let sound = cache.get(note);
    if (!sound) cache.set(note, (sound = render(note)));
    return sound;
  };
}

/** Renders the 128-beat loop as PCM (before encoding): exactly beatStart(128) samples, seamless when looped. */
export function renderKeyboardLoop(): Float32Array {
  const rng = seededRandom(0x6a756e67);
  const length = beatStart(LOOP_BEATS);
  const drums = newBus(length, true);
  const drumRoom = newBus(length, true);
  const bass = newBus(length, true);
  const synths = newBus(length, true);
  const lead = newBus(length, true);
  const bassFor = memo(bassNote);
  const pluckFor = memo(pluck);

  for (let n = 0; n < LOOP_BEATS; n++) {
    const segment = Math.floor(n / 16);
    const inBar = n % 4;
    const inHalf = n % 64;
    const fill = inHalf >= 62;
    const chord = chordAt(n);

    play(drums, KICK, n, 1);
    if (inBar === 1 || inBar === 3) {
      const s = snare(rng);
      const c = clap(rng);
      play(drums, s, n, 0.5);
      play(drums, c, n, 0.3);
      play(drumRoom, s, n, 0.3);
      play(drumRoom, c, n, 0.3);
    }
    play(drums, hat(rng), n + 0.5, 0.3);
    if (segment >= 4) {
      play(drums, hat(rng), n + 0.25, 0.09);
      play(drums, hat(rng), n + 0.75, 0.11);
    }
    [0.04, 0.07, 0.055, 0.1].forEach((gain, k) =>
      play(drums, shaker(rng), n + k / 4, gain * (segment >= 2 ? 1.3 : 1)),
    );
    if (n % 8 === 0 && segment >= 1)
      for (const at of CLAVE) {
        play(drums, BLOCK, n + at, 0.14);
        play(drumRoom, BLOCK, n + at, 0.2);
      }
    if (fill) {
      for (let k = 0; k < 4; k++) {
        const hz = TOM_FILL[(inHalf - 62) * 4 + k] ?? TOM_LOW;
        const t = tom(rng, hz, 0.1);
        play(drums, t, n + k / 4, 0.22 + 0.03 * k);
        play(drumRoom, t, n + k / 4, 0.25);
      }
    } else if (inBar === 0 && (segment % 4 === 2 || segment % 4 === 3)) {
      for (const [at, hz] of TOM_BAR) {
        const t = tom(rng, hz);
        play(drums, t, n + at, 0.24);
        play(drumRoom, t, n + at, 0.25);
      }
    }
    if (inHalf === 0) play(drums, crash(rng), n, 0.22);

    // The bass rolls on the three 16ths after each kick; the last one jumps an octave or to the fifth.
    for (let k = 1; k < 4; k++) {
      let note = chord.root;
      if (k === 3 && inBar === 3) note += 12;
      if (k === 3 && n % 16 >= 14) note += 7;
      play(bass, bassFor(note), n + k / 4, 0.5);
    }

    for (let h = 0; h < 2; h++) {
      const step = ARP_PATTERN[(2 * n + h) % ARP_PATTERN.length] ?? 0;
      const note = chord.arp[step] ?? chord.root;
      play(synths, pluckFor(note + (segment >= 4 ? 12 : 0)), n + h / 2, segment >= 4 ? 0.1 : 0.15);
    }
    if (n % 16 === 0) play(synths, padChord(chord.pad, 16, rng), n, 0.22);
  }

  // The lead sings over the second half only, so the loop builds and then breathes.
  for (let segment = 4; segment < 8; segment++) {
    let at = segment * 16;
    for (const [note, beats] of MELODY[segment % 4] ?? []) {
      if (note !== null) play(lead, leadNote(note, beats, rng), at, 0.4);
      at += beats;
    }
  }

  const echoed = processLooped(lead.pcm, (x) => feedbackDelay(x, beatStart(0.75), 0.38, 0.32, 2800), 3);
  const synthMix = new Float32Array(length);
  mixInto(synthMix, synths.pcm, 0);
  mixInto(synthMix, echoed, 0);
  const spacious = processLooped(synthMix, (x) => reverb(x, { size: 0.84, damping: 0.45, wet: 0.5 }), 4);
  duck(spacious, 0.55);
  const room = processLooped(
    drumRoom.pcm,
    (x) => reverb(x, { size: 0.6, damping: 0.6, wet: 0.35, dry: 0 }),
    2,
  );

  const mix = new Float32Array(length);
  mixInto(mix, drums.pcm, 0);
  mixInto(mix, room, 0);
  mixInto(mix, bass.pcm, 0);
  mixInto(mix, spacious, 0, 1.6);
  return master(mix, { drive: 1.4, loop: true });
}

/**
 * Renders the 8-beat intro (before encoding): kicks from the first beat, shaker, toms and clave, hats from the
 * fifth beat, a snare roll tightening to 16ths and a noise riser cut off exactly where the loop's beat 1 starts.
 */
export function renderKeyboardIntro(): Float32Array {
  const rng = seededRandom(0x696e7472);
  const length = beatStart(INTRO_BEATS);
  const drums = newBus(length, false);
  const room = newBus(length, false);

  for (let n = 0; n < INTRO_BEATS; n++) {
    const rise = n / (INTRO_BEATS - 1);
    play(drums, KICK, n, 0.8 + 0.2 * rise);
    [0.04, 0.07, 0.055, 0.1].forEach((gain, k) =>
      play(drums, shaker(rng), n + k / 4, gain * (0.6 + 0.7 * rise)),
    );
    if (n === 0 || n === 4) for (const at of CLAVE) play(drums, BLOCK, n + at, 0.14);
    if (n % 4 === 0 && n < 4)
      for (const [at, hz] of TOM_BAR) {
        const t = tom(rng, hz);
        play(drums, t, n + at, 0.24);
        play(room, t, n + at, 0.25);
      }
    if (n >= 4) play(drums, hat(rng), n + 0.5, 0.3);
    if (n >= 4) {
      const hits = n >= 6 ? 4 : 2;
      for (let k = 0; k < hits; k++) {
        const at = n + k / hits;
        const progress = (at - 4) / 4;
        const s = snare(rng, { toneHz: 180 + 90 * progress, decay: 0.05 });
        play(drums, s, at, 0.15 + 0.3 * progress);
        play(room, s, at, 0.2);
      }
    }
  }

  // The riser: noise through a band-pass sweeping up over the last four beats, louder as it climbs.
  const riserStart = beatStart(4);
  const riserLength = length - riserStart;
  const riserSeconds = riserLength / SAMPLE_RATE;
  const riser = biquad(noise(riserLength, rng), 'bandpass', (t) => 400 * 22 ** (t / riserSeconds), 1.4);
  for (let i = 0; i < riserLength; i++) riser[i] = (riser[i] ?? 0) * (i / riserLength) ** 2;
  mixInto(drums.pcm, riser, riserStart, 0.5);

  const mix = new Float32Array(length);
  mixInto(mix, drums.pcm, 0);
  mixInto(mix, reverb(room.pcm, { size: 0.6, damping: 0.6, wet: 0.35, dry: 0 }), 0);
  // Half a millisecond in keeps the first kick's attack; the riser is cut, not faded, at the loop's beat 1.
  return fadeEdges(master(mix, { drive: 1.4 }), 0.5, 4);
}
