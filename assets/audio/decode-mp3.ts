import { MPEGDecoder } from 'mpg123-decoder';

/**
 * Decodes an mp3 in Node, for the tests and the sound bench: libmpg123 compiled to wasm (mpg123-decoder), the
 * decoder behind many players. Its float output is not clipped, so overshoot past full scale is measured as it
 * is. Gapless trimming is off: the file has no info frame to trim by, and the meta's positions count the
 * decoder delay, as a browser's decoder leaves it.
 */
export async function decodeMp3(bytes: Uint8Array): Promise<{ pcm: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder({ enableGapless: false });
  await decoder.ready;
  try {
    const { channelData, sampleRate, errors } = decoder.decode(bytes);
    if (errors.length > 0) throw new Error(`decodeMp3: ${errors[0]!.message}`);
    return { pcm: channelData[0] ?? new Float32Array(0), sampleRate };
  } finally {
    decoder.free();
  }
}
