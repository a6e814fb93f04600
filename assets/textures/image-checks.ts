import sharp from 'sharp';

/** Helpers the generator tests share: decoding, hashing and a look at PNG chunks. */

export interface Decoded {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

export async function decode(bytes: Uint8Array): Promise<Decoded> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height, channels: info.channels };
}

/** PNG chunk types in file order. */
export function pngChunks(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    types.push(String.fromCharCode(...bytes.subarray(at + 4, at + 8)));
    at += 12 + length;
  }
  return types;
}

/** Chunks that would make builds differ (a timestamp) or carry the build machine's details (text, profiles). */
export const UNWANTED_PNG_CHUNKS = /^(tIME|tEXt|zTXt|iTXt|eXIf|iCCP)$/;
