import { Howl, Howler } from 'howler';
import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { createSoundBank, type SoundBank } from './sound-bank.ts';
import { browserCanPlay } from './sound-source.ts';

/** The sound bank on the real howler and this build's sounds; its own chunk, loaded on the first gesture. */
const absolute = (url: string) => new URL(url, document.baseURI).toString();

export function createHowlerBank(): SoundBank {
  const index = Object.fromEntries(
    Object.entries(BUILT_ASSETS).map(([name, asset]) => [
      name,
      {
        ...asset,
        url: absolute(asset.url),
        ...(asset.sources
          ? { sources: asset.sources.map((source) => ({ ...source, url: absolute(source.url) })) }
          : {}),
      },
    ]),
  );
  return createSoundBank({
    index,
    createHowl: (options) => new Howl(options),
    howler: Howler,
    // Howler asks the same question of the same element for a '.opus' URL (its 'opus' codec), so it agrees.
    canPlay: browserCanPlay,
  });
}
