import OpusScript from 'opusscript';
import { toInt16 } from './dsp.ts';
import { muxOggOpus, parseOggOpus } from './ogg.ts';
import { OPUS_RATE, resampleTo48k } from './resample.ts';

/**
 * Opus encoding through opusscript (libopus compiled to wasm), muxed into Ogg (ogg.ts).
 *
 * The 44.1 kHz PCM is resampled to 48 kHz, encoded in 20 ms frames with the encoder tuned for music, and the
 * stream's end padded with silence so the encoder's lookahead flushes the last input sample out. OpusHead's
 * pre-skip is that lookahead, so a conforming decoder drops it and input sample 0 is decoded sample 0: unlike
 * the mp3, an Opus file needs no offset in its metadata. The last granule position trims the padding.
 */
export const FRAME_SAMPLES = 960;
/** libopus' lookahead at 48 kHz in the AUDIO application: 2.5 ms of delay compensation + 4 ms of analysis. */
export const OPUS_LOOKAHEAD = 312;
export const OPUS_TYPE = 'audio/ogg; codecs="opus"';

const OPUS_SET_COMPLEXITY = 4010;
const OPUS_SET_SIGNAL = 4024;
const OPUS_SIGNAL_MUSIC = 3002;

/** Encodes mono 44.1 kHz PCM to Ogg Opus at `kbps` (VBR, the encoder's own choice frame by frame). */
export function encodeOpus(pcm: Float32Array, kbps: number): Uint8Array {
  const samples = resampleTo48k(pcm);
  const frames = Math.ceil((OPUS_LOOKAHEAD + samples.length) / FRAME_SAMPLES);
  const input = new Int16Array(frames * FRAME_SAMPLES);
  input.set(toInt16(samples));
  const encoder = new OpusScript(OPUS_RATE, 1, OpusScript.Application.AUDIO);
  try {
    encoder.setBitrate(kbps * 1000);
    encoder.encoderCTL(OPUS_SET_COMPLEXITY, 10);
    encoder.encoderCTL(OPUS_SET_SIGNAL, OPUS_SIGNAL_MUSIC);
    const packets: Uint8Array[] = [];
    for (let f = 0; f < frames; f++) {
      const frame = input.subarray(f * FRAME_SAMPLES, (f + 1) * FRAME_SAMPLES);
      // The returned Buffer is a fresh copy, safe to keep across calls.
      packets.push(
        encoder.encode(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), FRAME_SAMPLES),
      );
    }
    return muxOggOpus({
      packets,
      frameSamples: FRAME_SAMPLES,
      channels: 1,
      preSkip: OPUS_LOOKAHEAD,
      samples: samples.length,
      inputSampleRate: 44100,
      vendor: 'libopus (opusscript)',
    });
  } finally {
    encoder.delete();
  }
}

/**
 * Decodes an Ogg Opus file as a player must (RFC 7845 §4): every packet, then pre-skip dropped from the start
 * and the output cut at the last granule position. Mono, 48 kHz; for tests and measurements.
 */
export function decodeOggOpus(bytes: Uint8Array): Float32Array {
  const info = parseOggOpus(bytes);
  if (info.channels !== 1) throw new Error('decodeOggOpus: mono only');
  const decoder = new OpusScript(OPUS_RATE, 1, OpusScript.Application.AUDIO);
  try {
    const decoded = info.packets.map((packet) => {
      const pcm = decoder.decode(Buffer.from(packet));
      return new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length));
    });
    const all = new Int16Array(decoded.reduce((n, d) => n + d.length, 0));
    let at = 0;
    for (const d of decoded) {
      all.set(d, at);
      at += d.length;
    }
    const out = new Float32Array(info.samples);
    for (let i = 0; i < out.length; i++) out[i] = (all[info.preSkip + i] ?? 0) / 32767;
    return out;
  } finally {
    decoder.delete();
  }
}
