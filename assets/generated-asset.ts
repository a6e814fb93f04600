import type { AssetMeta } from './manifest.ts';

/**
 * What every asset generator returns: bytes and where they go under the generated-assets folder. Generators
 * are pure and deterministic — the same code gives the same bytes — so a build can regenerate everything and a
 * test can prove nothing drifted.
 */
export interface GeneratedAsset {
  /** The manifest name the game code asks for, e.g. 'mouse' or 'sound/click'. */
  name: string;
  /** Path under the output folder, e.g. 'models/mouse.glb'; the build adds a content hash to the file name. */
  file: string;
  bytes: Uint8Array;
  /**
   * Set on another encoding of an asset already generated under `name` (Opus beside an mp3): its MIME type
   * with codecs, which the browser checks before it fetches this file instead.
   */
  type?: string;
  /** Facts the loader needs beside the bytes (e.g. a loop's start and end in ms). */
  meta?: AssetMeta;
}
