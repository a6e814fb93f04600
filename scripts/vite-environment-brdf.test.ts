import { describe, expect, it } from 'vitest';
import { environmentBrdf } from './vite-environment-brdf.ts';

describe('pointing Babylon at the generated PBR lookup table', () => {
  const resolve = (source: string, importer?: string) => {
    const hook = environmentBrdf().resolveId as (source: string, importer?: string) => string | null;
    return hook(source, importer);
  };
  const PBR = '/app/node_modules/@babylonjs/core/Materials/PBR/pbrBaseMaterial.js';

  it('redirects Babylon’s own imports of its table to the site’s module', () => {
    expect(resolve('../../Misc/brdfTextureTools.js', PBR)).toMatch(
      /src[\\/]engine[\\/]environment-brdf\.ts$/,
    );
    expect(resolve('./brdfTextureTools.js', '/app/node_modules/@babylonjs/core/Misc/index.js')).toMatch(
      /environment-brdf\.ts$/,
    );
  });

  it('leaves every other import alone, and the site’s own imports of Babylon too', () => {
    expect(resolve('../../Misc/rgbdTextureTools.js', PBR)).toBeNull();
    expect(resolve('@babylonjs/core/Misc/brdfTextureTools.js', '/app/src/scenes/stage.tsx')).toBeNull();
    expect(resolve('../../Misc/brdfTextureTools.js')).toBeNull();
  });
});
