import { createHash } from 'node:crypto';
import type { GeneratedAsset } from '../assets/generated-asset.ts';

/** Each file's path and SHA-256: two generator runs must give equal lists (the same bytes, in the same order). */
export function digests(assets: readonly GeneratedAsset[]): string[] {
  return assets.map((a) => `${a.file} ${createHash('sha256').update(a.bytes).digest('hex')}`);
}
