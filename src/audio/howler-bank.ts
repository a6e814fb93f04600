import { Howl, Howler } from 'howler';
import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { createSoundBank, type SoundBank } from './sound-bank.ts';

/** The sound bank on the real howler and this build's sounds; its own chunk, loaded on the first gesture. */
export function createHowlerBank(): SoundBank {
  const index = Object.fromEntries(
    Object.entries(BUILT_ASSETS).map(([name, asset]) => [
      name,
      { ...asset, url: new URL(asset.url, document.baseURI).toString() },
    ]),
  );
  return createSoundBank({ index, createHowl: (options) => new Howl(options), howler: Howler });
}
