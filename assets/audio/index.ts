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
 *     `startMs`, where the sound's first sample is (≈ 25.06 ms);
 *   - loops: `loopStartMs` and `loopEndMs`, the seamless region [start, end) to loop. A loop is encoded as
 *     [its last LOOP_PREROLL samples, the loop, its first LOOP_POSTROLL samples], so the decoded audio on both
 *     sides of either point is the loop's own continuation: the MP3 edge effects (codec pre-echo and the fade
 *     from silence) fall outside the region, and a player that is off by a few milliseconds still loops
 *     seamlessly (only the beat phase moves). The pre-roll makes loopStartMs exactly 100 ms.
 *   - music: `bpm` (188), `beats`, `beatMs` (60000 / 188), `firstBeatMs` (beat 1 in the decoded file; the loop's
 *     beat 1 is at loopStartMs); the intro also has `endMs`, where its 8 beats end and the loop's beat 1 belongs.
 * The Opus file has its own meta, the same facts for its decoded form: its decoder drops the encoder's lookahead
 * (OpusHead's pre-skip, see opus.ts), so the sound's first sample is decoded sample 0, startMs is 0 for a
 * one-shot and a loop starts after its pre-roll alone (LOOP_PREROLL samples, ≈ 74.94 ms).
 */
import type { GeneratedAsset } from '../generated-asset.ts';
import { msFor } from './dsp.ts';
import { DECODED_OFFSET, encodeMp3 } from './mp3.ts';
import { OPUS_TYPE, encodeOpus } from './opus.ts';
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
  file: string;
  kbps: number;
  loop: boolean;
  /** The PCM before encoding: mono, 44.1 kHz, peak ≤ -1 dBFS; for a loop, exactly one period. */
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

export const SOUNDS: SoundSpec[] = [
  { name: 'sound/click', file: 'audio/click.mp3', kbps: SFX_KBPS, loop: false, render: renderClick },
  { name: 'sound/hover', file: 'audio/hover.mp3', kbps: SFX_KBPS, loop: false, render: renderHover },
  { name: 'sound/failure', file: 'audio/failure.mp3', kbps: SFX_KBPS, loop: false, render: renderFailure },
  {
    name: 'sound/mouse-fail',
    file: 'audio/mouse-fail.mp3',
    kbps: SFX_KBPS,
    loop: false,
    render: renderMouseFail,
  },
  {
    name: 'sound/headset-found',
    file: 'audio/headset-found.mp3',
    kbps: SFX_KBPS,
    loop: false,
    render: renderHeadsetFound,
  },
  {
    name: 'sound/keyboard-perfect',
    file: 'audio/keyboard-perfect.mp3',
    kbps: SFX_KBPS,
    loop: false,
    render: renderKeyboardPerfect,
  },
  {
    name: 'sound/game-over',
    file: 'audio/game-over.mp3',
    kbps: SFX_KBPS,
    loop: false,
    render: renderGameOver,
  },
  {
    name: 'sound/mouse-cue',
    file: 'audio/mouse-cue.mp3',
    kbps: SFX_KBPS,
    loop: false,
    render: renderMouseCue,
  },
  {
    name: 'sound/find-source',
    file: 'audio/find-source.mp3',
    kbps: SFX_KBPS,
    loop: false,
    render: renderFindSource,
  },
  {
    name: 'sound/overheating',
    file: 'audio/overheating.mp3',
    kbps: SFX_KBPS,
    loop: true,
    render: renderOverheating,
  },
  { name: 'sound/ambiance', file: 'audio/ambiance.mp3', kbps: SFX_KBPS, loop: true, render: renderAmbiance },
  {
    name: 'sound/headset-source-1',
    file: 'audio/headset-source-1.mp3',
    kbps: SFX_KBPS,
    loop: true,
    render: renderHeadsetSource1,
  },
  {
    name: 'sound/headset-source-2',
    file: 'audio/headset-source-2.mp3',
    kbps: SFX_KBPS,
    loop: true,
    render: renderHeadsetSource2,
  },
  {
    name: 'sound/headset-source-3',
    file: 'audio/headset-source-3.mp3',
    kbps: SFX_KBPS,
    loop: true,
    render: renderHeadsetSource3,
  },
  {
    name: 'sound/keyboard-intro',
    file: 'audio/keyboard-intro.mp3',
    kbps: MUSIC_KBPS,
    loop: false,
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
    render: renderKeyboardLoop,
    timing: (startMs) => ({ bpm: BPM, beats: LOOP_BEATS, beatMs: BEAT_MS, firstBeatMs: startMs }),
  },
];

/** What goes into the encoder: a one-shot as it is, a loop wrapped in copies of its own end and start. */
export function encoderInput(spec: Pick<SoundSpec, 'loop'>, pcm: Float32Array): Float32Array {
  if (!spec.loop) return pcm;
  const n = pcm.length;
  const out = new Float32Array(LOOP_PREROLL + n + LOOP_POSTROLL);
  for (let i = 0; i < out.length; i++) out[i] = pcm[(((i - LOOP_PREROLL) % n) + n) % n] ?? 0;
  return out;
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
  const input = encoderInput(spec, pcm);
  const preroll = spec.loop ? LOOP_PREROLL : 0;
  return [
    {
      name: spec.name,
      file: spec.file,
      bytes: encodeMp3([input], spec.kbps),
      meta: soundMeta(spec, pcm.length, DECODED_OFFSET + preroll),
    },
    {
      name: spec.name,
      file: spec.file.replace(/\.mp3$/, '.opus'),
      type: OPUS_TYPE,
      bytes: encodeOpus(input, OPUS_KBPS),
      meta: soundMeta(spec, pcm.length, preroll),
    },
  ];
}

export async function generateSounds(): Promise<GeneratedAsset[]> {
  return SOUNDS.flatMap((spec) => encodeSound(spec, spec.render()));
}
