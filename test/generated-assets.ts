import { beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { GeneratedAsset } from '../assets/generated-asset.ts';

/** Each file's path and SHA-256: two generator runs must give equal lists (the same bytes, in the same order). */
export function digests(assets: readonly GeneratedAsset[]): string[] {
  return assets.map((a) => `${a.file} ${createHash('sha256').update(a.bytes).digest('hex')}`);
}

/**
 * Runs a generator twice before the enclosing describe's tests and checks that both runs give the same bytes;
 * the first run's assets are what the other tests read.
 */
export function generatedTwice(generate: () => Promise<GeneratedAsset[]>) {
  let first: GeneratedAsset[] = [];
  let second: GeneratedAsset[] = [];
  beforeAll(async () => {
    first = await generate();
    second = await generate();
  }, 60_000);
  it('makes the same bytes on every run', () => {
    expect(digests(second)).toEqual(digests(first));
  });
  return {
    get assets(): GeneratedAsset[] {
      return first;
    },
    byFile(file: string): GeneratedAsset {
      const asset = first.find((a) => a.file === file);
      if (!asset) throw new Error(`no asset ${file}`);
      return asset;
    },
  };
}
