import type { AssetMeta } from '../../assets/manifest.ts';
import type { IndexedAsset } from '../engine/asset-index.ts';

/** One file of a sound and the timing facts for its decoded form. */
export interface SoundSource {
  url: string;
  meta: AssetMeta;
  /** The MIME type it was listed with; absent for the main (mp3) file, which every browser plays. */
  type?: string;
}

/**
 * The files to try for a sound, best first: each alternative encoding the browser says it plays (Opus, a third
 * of the mp3's bytes), then the main file as the fallback. Each keeps its own meta: the loop points and the
 * first beat lie elsewhere in an mp3 (encoder delay) than in an Opus file (pre-skip dropped by the decoder).
 */
export function soundSources(asset: IndexedAsset, canPlay: (type: string) => boolean): SoundSource[] {
  const playable = (asset.sources ?? [])
    .filter((source) => canPlay(source.type))
    .map((source) => ({ url: source.url, meta: source.meta ?? {}, type: source.type }));
  return [...playable, { url: asset.url, meta: asset.meta ?? {} }];
}

/** A loop's seamless region in its decoded file (ms), or null for a one-shot (or a file without loop points). */
export function loopRegionMs(meta: SoundSource['meta']): { startMs: number; endMs: number } | null {
  const { loop, loopStartMs, loopEndMs } = meta;
  if (loop !== true || typeof loopStartMs !== 'number' || typeof loopEndMs !== 'number') return null;
  return loopEndMs > loopStartMs ? { startMs: loopStartMs, endMs: loopEndMs } : null;
}

const answers = new Map<string, boolean>();

/**
 * The media element's answer for a MIME type with codecs, as howler asks it (an old "no" counts as no): Web
 * Audio's decoder plays what the element plays. False where there is no DOM.
 */
export function browserCanPlay(type: string): boolean {
  let answer = answers.get(type);
  if (answer === undefined) {
    const audio = typeof document === 'undefined' ? null : document.createElement('audio');
    const said = typeof audio?.canPlayType === 'function' ? audio.canPlayType(type) : '';
    answer = said !== '' && said !== ('no' as string);
    answers.set(type, answer);
  }
  return answer;
}
