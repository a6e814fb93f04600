/**
 * Every sound of the site, made by code and encoded twice: to MP3 (44.1 kHz, mono, CBR; 128 kbps for the
 * music, 96 kbps for the rest), which every browser plays, and to Opus in Ogg (48 kHz, mono, VBR at
 * OPUS_KBPS), a third of the bytes, which browsers that can play it fetch instead (the index lists it under
 * `sources`, see src/audio/sound-source.ts). Deterministic: seeded PRNGs only, so every run gives the same bytes.
 *
 * One-shots: sound/click (50 ms tick), sound/hover (70 ms soft blip), sound/failure (0.5 s double buzz),
 * sound/mouse-fail (0.4 s electric zap), sound/headset-found (0.8 s bell arpeggio), sound/keyboard-perfect
 * (0.3 s sparkle), sound/game-over (1.5 s descending stabs), sound/mouse-cue (1 s ready-steady-go beeps),
 * sound/find-source (exactly 5 s of sonar pings), sound/keyboard-intro (8 beats of drums at 188 BPM that lead
 * into the music loop).
 * Loops: sound/overheating (2 s alarm and sizzle), sound/ambiance (20 s dark pad), sound/keyboard-loop (the
 * 128-beat Jungle Board music at 188 BPM), sound/headset-source-1/-2/-3 (3 s radio, 2 s clock, 4 s bubbles).
 *
 * Positions in `meta` are milliseconds in the DECODED mp3, which starts with DECODED_OFFSET = 1105 samples
 * (LAME's 576-sample encoder delay plus the decoder's 529; see mp3.ts) before the first sample of the sound:
 *   - every asset: `durationMs` (length of the PCM before encoding; for a loop, of one period), `loop`, and
 *     `startMs`, where the sound's first sample is (≈ 25.06 ms; a one-shot that is not music has MP3_ONE_SHOT_LEAD
 *     samples of silence more, ≈ 38.1 ms);
 *   - loops: `loopStartMs` and `loopEndMs`, the seamless region [start, end) to loop. A loop is encoded as
 *     [its last LOOP_PREROLL samples, the loop, its first LOOP_POSTROLL samples], so the decoded audio on both
 *     sides of either point is the loop's own continuation: the MP3 edge effects (codec pre-echo and the fade
 *     from silence) fall outside the region, and a player that is off by a few milliseconds still loops
 *     seamlessly (only the beat phase moves). The pre-roll makes loopStartMs exactly 100 ms.
 *   - music: `bpm` (188), `beats`, `beatMs` (60000 / 188), `firstBeatMs` (beat 1 in the decoded file; the loop's
 *     beat 1 is at loopStartMs); the intro also has `endMs`, where its 8 beats end and the loop's beat 1 belongs.
 * The Opus file has its own meta, the same facts for its decoded form: its decoder drops the encoder's lookahead
 * (OpusHead's pre-skip, see opus.ts), so the sound's first sample is decoded sample 0, startMs is 0 for a
 * one-shot and a loop starts after its pre-roll alone (LOOP_PREROLL samples, ≈ 74.94 ms, or a few 10 ms steps more
 * where that seam clicked: see encodeOpusLoop).
 *
 * Every sound is mastered last (mastering.ts): brought to its class's loudness under a true-peak ceiling with
 * the encoders' headroom, and the mp3 given back the 0.45 dB LAME's presets take off (mp3.ts).
 */
import type { GeneratedAsset } from '../generated-asset.ts';
import { SAMPLE_RATE, applyGain, msFor, samplesFor } from './dsp.ts';
import { DECODED_OFFSET, LAME_PRESET_SCALE, encodeMp3 } from './mp3.ts';
import { CLICK_LIMIT_DB, LOUDNESS_TARGETS, masterLoudness, type SoundClass } from './mastering.ts';
import { OPUS_TYPE, decodeOggOpus, encodeOpus } from './opus.ts';
import { OPUS_RATE } from './resample.ts';
import { clickDb } from './analysis.ts';
import {
  BEAT_MS,
  BPM,
  INTRO_BEATS,
  LOOP_BEATS,
  beatStart,
  renderKeyboardIntro,
  renderKeyboardLoop,
} from './music.ts';
import {
  FIND_SOURCE_PINGS,
  FIND_SOURCE_PING_SECONDS,
  renderFailure,
  renderFindSource,
  renderGameOver,
  renderHeadsetFound,
  renderKeyboardPerfect,
  renderMouseCue,
  renderMouseFail,
} from './sounds/cues.ts';
import { renderAmbiance, renderOverheating } from './sounds/loops.ts';
import { renderHeadsetSource1, renderHeadsetSource2, renderHeadsetSource3 } from './sounds/sources.ts';
import { renderClick, renderHover } from './sounds/ui.ts';

/** Loop copies around the loop in the encoded file: 3305 + 1105 = 4410 samples puts the loop start at 100 ms. */
export const LOOP_PREROLL = 3305;
export const LOOP_POSTROLL = 2205;

export interface SoundSpec {
  name: string;
  /** Which loudness target it is mastered to (mastering.ts). */
  mix: SoundClass;
  /** A lower true-peak ceiling for the encoders' input, for a sound they overshoot more than most (dBTP). */
  ceilingDb?: number;
  file: string;
  kbps: number;
  loop: boolean;
  /**
   * The PCM before encoding: mono, 44.1 kHz, mastered to its class's loudness under the encoders' true-peak
   * ceiling; for a loop, exactly one period.
   */
  render: () => Float32Array;
  /** Seconds into the sound where its generator joins segments (notes, pings): where a click would sit. */
  joins?: number[];
  /** Music timing facts, given where the PCM's first sample sits in the decoded file (ms). */
  timing?: (startMs: number) => Record<string, number>;
}

const SFX_KBPS = 96;
const MUSIC_KBPS = 128;
/**
 * Every Opus file's bit rate: mono music at 40 kbps is what stereo music gets at about 80, and it keeps the
 * keyboard world (scene + music) under 400 KB with room to spare; see docs/decisions.md.
 */
export const OPUS_KBPS = 40;

const DESIGNS: SoundDesign[] = [
  {
    name: 'sound/click',
    file: 'audio/click.mp3',
    kbps: SFX_KBPS,
    loop: false,
    mix: 'interface',
    render: renderClick,
  },
  {
    name: 'sound/hover',
    file: 'audio/hover.mp3',
    kbps: SFX_KBPS,
    loop: false,
    mix: 'interface',
    render: renderHover,
  },
  {
    name: 'sound/failure',
    file: 'audio/failure.mp3',
    kbps: SFX_KBPS,
    loop: false,
    mix: 'cue',
    render: renderFailure,
  },
  {
    name: 'sound/mouse-fail',
    file: 'audio/mouse-fail.mp3',
    // Its crackle is broadband noise switched on and off, which both encoders overshoot more than anything
    // else here (LAME at 96 kbps by 2 dB, at 128 by 1): the better rate and a lower ceiling keep it under.
    kbps: MUSIC_KBPS,
    loop: false,
    mix: 'cue',
    render: renderMouseFail,
    ceilingDb: -3,
  },
  {
    name: 'sound/headset-found',
    file: 'audio/headset-found.mp3',
    kbps: SFX_KBPS,
    loop: false,
    mix: 'cue',
    render: renderHeadsetFound,
  },
  {
    name: 'sound/keyboard-perfect',
    file: 'audio/keyboard-perfect.mp3',
    kbps: SFX_KBPS,
    loop: false,
    mix: 'cue',
    render: renderKeyboardPerfect,
  },
  {
    name: 'sound/game-over',
    file: 'audio/game-over.mp3',
    kbps: SFX_KBPS,
    loop: false,
    mix: 'cue',
    render: renderGameOver,
  },
  {
    name: 'sound/mouse-cue',
    file: 'audio/mouse-cue.mp3',
    kbps: SFX_KBPS,
    loop: false,
    mix: 'cue',
    render: renderMouseCue,
  },
  {
    name: 'sound/find-source',
    file: 'audio/find-source.mp3',
    // At 96 kbps LAME overshoots its pure pings by up to 2.6 dB (the clipping, and the clicks the issue heard);
    // at 128 it keeps them within 0.3 dB.
    kbps: MUSIC_KBPS,
    loop: false,
    mix: 'cue',
    render: renderFindSource,
    // Each ping's end, where its tail used to be cut off (its start is an onset by design).
    joins: FIND_SOURCE_PINGS.map((at) => at + FIND_SOURCE_PING_SECONDS),
  },
  {
    name: 'sound/overheating',
    file: 'audio/overheating.mp3',
    kbps: SFX_KBPS,
    loop: true,
    mix: 'cue',
    render: renderOverheating,
  },
  {
    name: 'sound/ambiance',
    file: 'audio/ambiance.mp3',
    kbps: SFX_KBPS,
    loop: true,
    mix: 'music',
    render: renderAmbiance,
  },
  {
    name: 'sound/headset-source-1',
    file: 'audio/headset-source-1.mp3',
    kbps: SFX_KBPS,
    loop: true,
    mix: 'cue',
    render: renderHeadsetSource1,
  },
  {
    name: 'sound/headset-source-2',
    file: 'audio/headset-source-2.mp3',
    kbps: SFX_KBPS,
    loop: true,
    mix: 'cue',
    render: renderHeadsetSource2,
  },
  {
    name: 'sound/headset-source-3',
    file: 'audio/headset-source-3.mp3',
    kbps: SFX_KBPS,
    loop: true,
    mix: 'cue',
    render: renderHeadsetSource3,
  },
  {
    name: 'sound/keyboard-intro',
    file: 'audio/keyboard-intro.mp3',
    kbps: MUSIC_KBPS,
    loop: false,
    mix: 'music',
    render: renderKeyboardIntro,
    timing: (startMs) => ({
      bpm: BPM,
      beats: INTRO_BEATS,
      beatMs: BEAT_MS,
      firstBeatMs: startMs,
      endMs: startMs + msFor(beatStart(INTRO_BEATS)),
    }),
  },
  {
    name: 'sound/keyboard-loop',
    file: 'audio/keyboard-loop.mp3',
    kbps: MUSIC_KBPS,
    loop: true,
    mix: 'music',
    render: renderKeyboardLoop,
    timing: (startMs) => ({ bpm: BPM, beats: LOOP_BEATS, beatMs: BEAT_MS, firstBeatMs: startMs }),
  },
];

/**
 * Silence before a one-shot in its mp3: one granule (576 samples, 13 ms). lamejs encodes an attack that falls
 * in the stream's first granule erratically (mouse-fail's zap decoded 4 dB over its PCM at 128 kbps, click's
 * loudness swung 3 LU with the bit rate); a granule later the same attacks decode within a few tenths of a dB.
 * The music has none: its beat grid stays where the music schedule expects it (music-schedule.ts), and its first
 * kick encodes cleanly. Loops start inside their pre-roll anyway.
 */
export const MP3_ONE_SHOT_LEAD = 576;
const mp3LeadOf = (spec: Pick<SoundSpec, 'loop' | 'mix'>): number =>
  spec.loop || spec.mix === 'music' ? 0 : MP3_ONE_SHOT_LEAD;

/** A sound as its generator makes it, before mastering. */
type SoundDesign = SoundSpec;

/** Every sound, mastered: its design's PCM brought to its class's loudness under the true-peak ceiling. */
export const SOUNDS: SoundSpec[] = DESIGNS.map((design) => ({
  ...design,
  render: () => {
    const pcm = design.render();
    masterLoudness(pcm, {
      lufs: LOUDNESS_TARGETS[design.mix],
      loop: design.loop,
      ...(design.ceilingDb !== undefined ? { ceilingDb: design.ceilingDb } : {}),
    });
    return pcm;
  },
}));

/** What goes into the encoder: a one-shot as it is, a loop wrapped in copies of its own end and start. */
export function encoderInput(
  spec: Pick<SoundSpec, 'loop'>,
  pcm: Float32Array,
  preroll = LOOP_PREROLL,
): Float32Array {
  if (!spec.loop) return pcm;
  const n = pcm.length;
  const out = new Float32Array(preroll + n + LOOP_POSTROLL);
  for (let i = 0; i < out.length; i++) out[i] = pcm[(((i - preroll) % n) + n) % n] ?? 0;
  return out;
}

/** Pre-rolls tried for an Opus loop whose seam clicks: 10 ms steps after LOOP_PREROLL. */
const OPUS_PREROLL_TRIES = 12;

/**
 * A loop's Opus file. The codec's error (about 23 dB under the signal at 40 kbps) differs at the loop's two
 * ends, so where a sound is loud and smooth at its seam (headset-source-3's drone) the jump from one to the
 * other can click. The encoder's frames fall differently with every pre-roll, and so does its error: this tries
 * pre-rolls 10 ms apart until the decoded seam stands under CLICK_LIMIT_DB, keeping the best one met.
 */
function encodeOpusLoop(spec: SoundSpec, pcm: Float32Array): { bytes: Uint8Array; preroll: number } {
  let best: { bytes: Uint8Array; preroll: number; click: number } = {
    bytes: new Uint8Array(0),
    preroll: LOOP_PREROLL,
    click: Infinity,
  };
  for (let k = 0; k < OPUS_PREROLL_TRIES; k++) {
    const preroll = LOOP_PREROLL + k * samplesFor(0.01);
    const bytes = encodeOpus(encoderInput(spec, pcm, preroll), OPUS_KBPS);
    const decoded = decodeOggOpus(bytes);
    const start = Math.round((preroll * OPUS_RATE) / SAMPLE_RATE);
    const seam = decoded.slice(start, start + Math.round((pcm.length * OPUS_RATE) / SAMPLE_RATE));
    const click = clickDb(seam, [0], { rate: OPUS_RATE, circular: true })[0]!;
    if (click < best.click) best = { bytes, preroll, click };
    if (click <= CLICK_LIMIT_DB - 3) break;
  }
  return best;
}

/** The meta of one encoded file, given where the sound's first sample sits in its decoded form. */
function soundMeta(spec: SoundSpec, length: number, startSample: number): Record<string, number | boolean> {
  const startMs = msFor(startSample);
  const meta: Record<string, number | boolean> = { durationMs: msFor(length), loop: spec.loop, startMs };
  if (spec.loop) {
    meta.loopStartMs = startMs;
    meta.loopEndMs = msFor(startSample + length);
  }
  return Object.assign(meta, spec.timing?.(startMs));
}

/**
 * Encodes one rendered sound to mp3 and to Opus, each with where the sound sits in its decoded file; the Opus
 * file carries its MIME type, which makes it the alternative to the mp3 in the asset index.
 */
export function encodeSound(spec: SoundSpec, pcm: Float32Array): GeneratedAsset[] {
  const mp3Lead = mp3LeadOf(spec);
  const mp3Input = new Float32Array(mp3Lead + encoderInput(spec, pcm).length);
  mp3Input.set(encoderInput(spec, pcm), mp3Lead);
  const opus = spec.loop ? encodeOpusLoop(spec, pcm) : { bytes: encodeOpus(pcm, OPUS_KBPS), preroll: 0 };
  return [
    {
      name: spec.name,
      file: spec.file,
      bytes: encodeMp3([applyGain(mp3Input, 1 / LAME_PRESET_SCALE)], spec.kbps),
      meta: soundMeta(spec, pcm.length, DECODED_OFFSET + (spec.loop ? LOOP_PREROLL : mp3Lead)),
    },
    {
      name: spec.name,
      file: spec.file.replace(/\.mp3$/, '.opus'),
      type: OPUS_TYPE,
      bytes: opus.bytes,
      meta: soundMeta(spec, pcm.length, opus.preroll),
    },
  ];
}

export async function generateSounds(): Promise<GeneratedAsset[]> {
  return SOUNDS.flatMap((spec) => encodeSound(spec, spec.render()));
}
