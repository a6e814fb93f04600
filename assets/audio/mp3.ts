import { Mp3Encoder } from '@breezystack/lamejs';
import { SAMPLE_RATE, toInt16 } from './dsp.ts';

/**
 * MP3 encoding through lamejs, and the timing facts a loop needs from it.
 *
 * lamejs' Mp3Encoder is LAME 3.x with a fixed setup: CBR, plain stereo or mono, no bit reservoir, and no
 * Xing/LAME info frame and no ID3 tag (it clears bWriteVbrTag and write_id3tag_automatic), so the file is bare
 * MPEG-1 Layer III frames of 1152 samples. With no info frame a decoder has nothing to tell it to trim the
 * start, and it outputs every frame's samples, so in the decoded file:
 *   - LAME puts ENCDELAY = 576 samples of silence before the first input sample, and
 *   - the decoder's synthesis filterbank delays everything by a further 528 + 1 samples,
 * hence input sample 0 plays at decoded sample 576 + 529 = 1105: the usual figure for LAME files decoded without
 * gapless trimming (FFmpeg, which browsers' decodeAudioData build on, trims only when an info frame says how
 * much). Nothing here can decode MP3, so this is documented, not measured: the frame count lamejs writes is
 * checked instead (see expectedFrames), and index.ts lays loops out so that an offset wrong by tens of
 * milliseconds still loops seamlessly. At the end, lamejs' flush pads with 576…1727 samples of silence to fill
 * the last frame, more than the 529-sample decoder delay, so no input sample is ever cut off.
 */
export const ENCODER_DELAY = 576;
export const DECODER_DELAY = 529;
/** Decoded sample index of input sample 0. */
export const DECODED_OFFSET = ENCODER_DELAY + DECODER_DELAY;
export const FRAME_SAMPLES = 1152;
/**
 * LAME's CBR presets (8 to 128 kbps, lamejs' table as LAME's own) scale the input by 0.95 before encoding, so
 * every decoder plays the file 0.45 dB quieter than its PCM. encodeSound gives the mp3 the inverse, so a browser
 * that gets the mp3 hears each sound as loud as one that gets the Opus file (mp3.test.ts measures it).
 */
export const LAME_PRESET_SCALE = 0.95;

/** How many frames lamejs writes for `samples` input samples (its flush pads to ≥ 576 samples past the end). */
export function expectedFrames(samples: number): number {
  const used = ENCODER_DELAY + samples;
  let padding = FRAME_SAMPLES - (used % FRAME_SAMPLES);
  if (padding < 576) padding += FRAME_SAMPLES;
  return (used + padding) / FRAME_SAMPLES;
}

/**
 * Encodes mono or stereo PCM at 44.1 kHz. Input goes in 1152-sample chunks (one MPEG frame each); lamejs
 * returns views into its own scratch buffer, so each chunk is copied before the next call reuses it.
 */
export function encodeMp3(channels: Float32Array[], kbps: number): Uint8Array {
  const [left, right] = channels;
  if (!left || channels.length > 2) throw new Error('encodeMp3: one or two channels');
  if (right && right.length !== left.length) throw new Error('encodeMp3: channels differ in length');
  const encoder = new Mp3Encoder(channels.length, SAMPLE_RATE, kbps);
  const l16 = toInt16(left);
  const r16 = right ? toInt16(right) : undefined;
  const chunks: Uint8Array[] = [];
  const keep = (chunk: Int8Array | Uint8Array) => {
    if (chunk.length > 0) chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length).slice());
  };
  for (let i = 0; i < l16.length; i += FRAME_SAMPLES) {
    const end = Math.min(l16.length, i + FRAME_SAMPLES);
    keep(
      r16
        ? encoder.encodeBuffer(l16.subarray(i, end), r16.subarray(i, end))
        : encoder.encodeBuffer(l16.subarray(i, end)),
    );
  }
  keep(encoder.flush());
  return new Uint8Array(Buffer.concat(chunks));
}

export interface Mp3Info {
  frames: number;
  /** Every distinct bitrate met, in kbps (one value for CBR). */
  bitrates: number[];
  sampleRate: number;
  channels: number;
  /** Samples a decoder outputs: frames × 1152. */
  decodedSamples: number;
}

const BITRATES_MPEG1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES_MPEG1 = [44100, 48000, 32000];

/**
 * Walks an MPEG-1 Layer III stream frame by frame (skipping an ID3v2 tag if present) and throws at the first
 * byte that is not a frame header: a cheap structural check that the encoder's output is a clean stream.
 */
export function parseMp3(bytes: Uint8Array): Mp3Info {
  let at = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    at = 10 + size;
  }
  let frames = 0;
  const bitrates = new Set<number>();
  let sampleRate = 0;
  let channels = 0;
  while (at < bytes.length) {
    const b1 = bytes[at + 1] ?? 0;
    const b2 = bytes[at + 2] ?? 0;
    const b3 = bytes[at + 3] ?? 0;
    // 11 sync bits, MPEG-1 (0b11), Layer III (0b01).
    if (bytes[at] !== 0xff || (b1 & 0xfe) !== 0xfa)
      throw new Error(`parseMp3: no frame header at byte ${at}`);
    const kbps = BITRATES_MPEG1_L3[b2 >> 4];
    const rate = SAMPLE_RATES_MPEG1[(b2 >> 2) & 3];
    if (!kbps || !rate) throw new Error(`parseMp3: bad bitrate or sample rate at byte ${at}`);
    const padding = (b2 >> 1) & 1;
    bitrates.add(kbps);
    sampleRate = rate;
    channels = b3 >> 6 === 3 ? 1 : 2;
    at += Math.floor((144 * kbps * 1000) / rate) + padding;
    frames++;
  }
  if (at !== bytes.length) throw new Error('parseMp3: truncated last frame');
  return { frames, bitrates: [...bitrates], sampleRate, channels, decodedSamples: frames * FRAME_SAMPLES };
}
