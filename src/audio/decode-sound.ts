import { BUILT_ASSETS } from '../engine/built-assets.ts';

/** Fetches a built sound and decodes it on `context` (a game that schedules its sound itself needs the samples). */
export async function decodeSound(context: BaseAudioContext, name: string): Promise<AudioBuffer> {
  const asset = BUILT_ASSETS[name];
  if (!asset) throw new Error(`can't find asset with name ${name}`);
  const response = await fetch(new URL(asset.url, document.baseURI));
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return context.decodeAudioData(await response.arrayBuffer());
}
