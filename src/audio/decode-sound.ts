import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { AssetNotFoundError, type AssetIndex } from '../engine/asset-index.ts';
import { browserCanPlay, soundSources, type SoundSource } from './sound-source.ts';

export interface DecodedSound {
  buffer: AudioBuffer;
  /** The timing facts of the file that was decoded (they differ between its mp3 and its Opus form). */
  meta: SoundSource['meta'];
  url: string;
  /** The MIME type the file was listed with; absent for the mp3. */
  type?: string;
}

/**
 * Fetches a built sound and decodes it on `context` (a game that schedules its sound itself needs the samples):
 * the Opus file where the browser says it plays it, else the mp3, which is also tried when the Opus file fails
 * to decode (a browser may claim the codec for its media element and still refuse it in Web Audio).
 */
export async function decodeSound(
  context: BaseAudioContext,
  name: string,
  options: { index?: AssetIndex; canPlay?: (type: string) => boolean } = {},
): Promise<DecodedSound> {
  const asset = (options.index ?? BUILT_ASSETS)[name];
  if (!asset) throw new AssetNotFoundError(name);
  let failure: unknown = null;
  for (const source of soundSources(asset, options.canPlay ?? browserCanPlay)) {
    try {
      const response = await fetch(new URL(source.url, document.baseURI));
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      const buffer = await context.decodeAudioData(await response.arrayBuffer());
      return { buffer, meta: source.meta, url: source.url, ...(source.type ? { type: source.type } : {}) };
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
