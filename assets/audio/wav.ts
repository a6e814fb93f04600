import { SAMPLE_RATE, toInt16 } from './dsp.ts';

/**
 * A 16-bit PCM WAV writer: the lossless form of a sound, for tests and for listening while tuning. Channels are
 * interleaved; all must be the same length.
 */
export function encodeWav(channels: Float32Array[], sampleRate = SAMPLE_RATE): Uint8Array {
  const count = channels.length;
  if (count === 0) throw new Error('encodeWav: no channel');
  const frames = channels[0]?.length ?? 0;
  if (channels.some((c) => c.length !== frames)) throw new Error('encodeWav: channels differ in length');
  const pcm = channels.map(toInt16);
  const dataBytes = frames * count * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, count, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * count * 2, true);
  view.setUint16(32, count * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < frames; i++)
    for (let c = 0; c < count; c++) view.setInt16(44 + (i * count + c) * 2, pcm[c]?.[i] ?? 0, true);
  return bytes;
}
