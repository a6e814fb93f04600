import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompress } from './precompress.ts';

/** Every client build ends with its files' brotli and gzip forms beside them (scripts/precompress.ts). */
export function precompressBuild(): Plugin {
  let outDir = 'dist/client';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, before, after } = await precompress(outDir);
      this.info(
        `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli`,
      );
    },
  };
}
