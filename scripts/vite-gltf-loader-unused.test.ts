import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLTF_LOADER_UNUSED, gltfLoaderUnused, standInModule } from './vite-gltf-loader-unused.ts';

const LOADER = '/app/node_modules/@babylonjs/loaders/glTF/2.0/glTFLoader.js';

describe('the glTF loader without the features our models leave out', () => {
  const plugin = gltfLoaderUnused();
  const resolve = (source: string, importer?: string) =>
    (plugin.resolveId as (source: string, importer?: string) => string | null)(source, importer);
  const load = (id: string) => (plugin.load as (id: string) => string | null)(id);

  it('resolves the loader’s imports of them to stand-ins, and nobody else’s', () => {
    const id = resolve('@babylonjs/core/Morph/morphTargetManager.js', LOADER);
    expect(id).toMatch(/^\0/);
    expect(load(id!)).toContain('export class MorphTargetManager');
    expect(resolve('@babylonjs/core/Morph/morphTargetManager.js', '/app/src/scenes/stage.tsx')).toBeNull();
    expect(resolve('@babylonjs/core/Bones/skeleton.js', LOADER)).toBeNull();
    expect(load('/app/src/scenes/stage.tsx')).toBeNull();
  });

  it('a stand-in fails with a message that says what to change', async () => {
    const code = standInModule('@babylonjs/core/Cameras/freeCamera.js', ['FreeCamera']);
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const { FreeCamera } = (await import(/* @vite-ignore */ url)) as { FreeCamera: new () => unknown };
    expect(() => new FreeCamera()).toThrow(
      /FreeCamera from @babylonjs\/core\/Cameras\/freeCamera\.js.*GLTF_LOADER_UNUSED/,
    );
  });

  it('stands in for exactly what the loader imports from each module (no stale names)', () => {
    const loader = readFileSync('node_modules/@babylonjs/loaders/glTF/2.0/glTFLoader.js', 'utf8');
    for (const [module, names] of Object.entries(GLTF_LOADER_UNUSED)) {
      const imported = new RegExp(`import \\{([^}]*)\\} from "${module.replaceAll('.', '\\.')}"`).exec(
        loader,
      )?.[1];
      expect(
        imported?.split(',').map((n) => n.trim()),
        module,
      ).toEqual(names);
    }
  });
});
