import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = fileURLToPath(new URL('../src/engine/environment-brdf.ts', import.meta.url));

/**
 * Points Babylon's PBR materials at src/engine/environment-brdf.ts instead of `Misc/brdfTextureTools.js`, whose
 * lookup table is a 256 × 256 PNG inlined as base64: 23.5 KB gzip of the stage's script, for a table the asset
 * build now makes as a 9 KB file. Only Babylon's own imports are redirected; the dev server keeps Babylon's
 * module (its dependencies are pre-bundled), which draws the same.
 */
export function environmentBrdf(): Plugin {
  return {
    name: 'environment-brdf',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@babylonjs[\\/]core[\\/]/.test(importer)) return null;
      return /(^|\/)brdfTextureTools\.js$/.test(source) ? REPLACEMENT : null;
    },
  };
}
