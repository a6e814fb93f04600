import type { AssetMeta } from '../../assets/manifest.ts';

/**
 * Where each generated asset lives once built: the build writes content-hashed files and this index
 * (name → URL and facts such as loop points). Names are the manifest's.
 */
export interface IndexedAsset {
  url: string;
  /** Several files for one name (the six faces of a cube map), in the order the loader needs. */
  urls?: string[];
  meta?: AssetMeta;
  /**
   * Other encodings of the same sound (Opus beside the mp3), each with its MIME type and its own meta (the
   * timing facts differ by codec): a browser that plays `type` fetches it instead of `url`.
   */
  sources?: { type: string; url: string; meta?: AssetMeta }[];
}
export type AssetIndex = Record<string, IndexedAsset>;

export class AssetNotFoundError extends Error {
  constructor(name: string) {
    super(`can't find asset with name ${name}`);
  }
}

/** The low-resolution variant is chosen for `optim` assets on phones and GPU tiers below 2 (spec §9). */
export function resolveAsset(index: AssetIndex, name: string, lowRes: boolean, optim: boolean): IndexedAsset {
  const low = lowRes && optim ? index[`${name}-low`] : undefined;
  const asset = low ?? index[name];
  if (!asset) throw new AssetNotFoundError(name);
  return asset;
}
