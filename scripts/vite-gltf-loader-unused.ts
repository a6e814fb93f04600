import type { Plugin } from 'vite';

/**
 * Babylon's glTF 2.0 loader imports, statically, a class for every kind of node a file may hold. Our models are
 * made by code (assets/models) and hold neither morph targets nor cameras (assets/models/models.test.ts holds
 * every generated model to that), yet the loader's imports put MorphTarget, MorphTargetManager and FreeCamera,
 * with FreeCamera's keyboard, mouse, wheel and touch inputs, in the 3D stage's first chunk. This build step
 * resolves those imports, and only the loader's, to stand-ins that throw a clear error if a model ever declares
 * one. Skins and animations stay: the worlds' characters use them.
 */
export const GLTF_LOADER_UNUSED: Readonly<Record<string, readonly string[]>> = {
  '@babylonjs/core/Cameras/freeCamera.js': ['FreeCamera'],
  '@babylonjs/core/Morph/morphTarget.js': ['MorphTarget'],
  '@babylonjs/core/Morph/morphTargetManager.js': ['MorphTargetManager'],
};

const LOADER = /[\\/]@babylonjs[\\/]loaders[\\/]glTF[\\/]2\.0[\\/]glTFLoader\.js$/;
const PREFIX = '\0gltf-loader-unused:';

/** The stand-in module for `source`: each export a class whose constructor names what to change. */
export function standInModule(source: string, names: readonly string[]): string {
  return names
    .map(
      (name) =>
        `export class ${name} { constructor() { throw new Error(${JSON.stringify(
          `A model declares a glTF feature the build left out (${name} from ${source}): remove it from ` +
            'GLTF_LOADER_UNUSED in scripts/vite-gltf-loader-unused.ts',
        )}); } }`,
    )
    .join('\n');
}

export function gltfLoaderUnused(
  unused: Readonly<Record<string, readonly string[]>> = GLTF_LOADER_UNUSED,
): Plugin {
  return {
    name: 'gltf-loader-unused',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !LOADER.test(importer) || !(source in unused)) return null;
      return PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const source = id.slice(PREFIX.length);
      return standInModule(source, unused[source] ?? []);
    },
  };
}
