import type { Plugin, Rollup } from 'vite';
import type { BuildChunk } from '../server/preload-hints.ts';

type ModuleInfo = (id: string) => Rollup.ModuleInfo | null;

/** The modules `roots` import statically (and dynamically, when `lazy`), themselves included. */
function closureIn(info: ModuleInfo, roots: string[], lazy = false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []), ...((lazy && info(id)?.dynamicallyImportedIds) || []));
  }
  return seen;
}

/**
 * Fewer, larger script files for the first load (issue 18). Rolldown gives a module shared by two lazily loaded
 * chunks a chunk of its own: the first page came as 14 files and the 3D stage as 19, each a round trip over
 * HTTP/1.1's six connections (562 ms on Fast 3G). Three `codeSplitting` groups, read from the finished module graph
 * (buildEnd, before chunking):
 * - `first-page`: every module the entry imports statically, but the entry's own module (the HTML names its
 *   chunk) and the catalogs (each language its own chunk, found by its source path);
 * - `stage`: every module the stage imports statically, but its own module (its dynamic import and the preload
 *   hints name it), the first page's, and those another lazy part (a screen, a dialog, the API client) imports,
 *   Babylon excepted: a screen sharing a small module with the stage must not wait for the whole stage, while a
 *   part that draws with Babylon draws on the stage anyway.
 * - `site-api`: the API client (zod and the schemas), loaded with the first API call: every module it imports
 *   statically but the first page's and its own. A screen that reads a schema loads it with the client, which
 *   it calls anyway.
 * - the first frames' shaders (`first-shaders`): Babylon imports each shader lazily, and each shader's includes
 *   are shared with others, so the loading smoke and home's PBR material came as 17 files of 1 to 25 KB. These
 *   shaders and their includes make one file; the server hints it with the stage. The other shaders (the
 *   effects', the games') keep their own files, loaded when a scene asks for them.
 * - home's scene (`home`, optional): the scene's module, what it imports that the first page, the stage, the
 *   first shaders and the API client do not, and the shaders it compiles (home's PBR). The stage imports it
 *   lazily, so the smoke's first frame does not wait for it.
 * No group pulls in dependencies recursively: each takes exactly its set, so no chunk imports one that
 * imports it back.
 */
export function loadChunks(
  stageSource: string,
  apiSource: string,
  firstShaders: { name: string; shaders: readonly string[] } = { name: 'first-shaders', shaders: [] },
  home: { name: string; source: string; shaders: readonly string[] } | null = null,
) {
  const firstPage = new Set<string>();
  const stage = new Set<string>();
  const api = new Set<string>();
  const shaders = new Set<string>();
  const homePart = new Set<string>();
  const plugin: Plugin = {
    name: 'load-chunks',
    apply: 'build',
    buildEnd() {
      firstPage.clear();
      stage.clear();
      api.clear();
      shaders.clear();
      homePart.clear();
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const closure = (roots: string[], lazy = false) => closureIn(info, roots, lazy);

      const entries = ids.filter((id) => info(id)?.isEntry);
      const starts = new Set(entries.flatMap((id) => [id, ...(info(id)?.importedIds ?? [])]));
      const initial = closure(entries);
      for (const id of initial) if (!starts.has(id) && !id.endsWith('.po')) firstPage.add(id);

      const find = (source: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${source}`));
      const client = find(apiSource);
      if (client) for (const id of closure([client])) if (id !== client && !initial.has(id)) api.add(id);

      const root = find(stageSource);
      if (!root) return;
      const stageStatic = closure([root]);

      // What the stage imports statically stays with it: the shaders' file is loaded only when a scene asks.
      const shaderModules = firstShaders.shaders.flatMap(
        (name) => find(`@babylonjs/core/Shaders/${name}.js`) ?? [],
      );
      for (const id of closure(shaderModules)) if (!initial.has(id) && !stageStatic.has(id)) shaders.add(id);

      const behindStage = closure([root], true);
      const elsewhere = closure(
        ids.filter((id) => info(id)?.dynamicImporters.length && !behindStage.has(id)),
      );
      const babylon = (id: string) => /[\\/]node_modules[\\/]@babylonjs[\\/]/.test(id);
      for (const id of stageStatic) {
        if (id === root || initial.has(id) || api.has(id) || (elsewhere.has(id) && !babylon(id))) continue;
        stage.add(id);
      }

      // Home's scene with its own module, and the shaders it compiles that the first frames do not.
      const homeRoot = home && find(home.source);
      if (!homeRoot) return;
      const homeShaders = home.shaders.flatMap((name) => find(`@babylonjs/core/Shaders/${name}.js`) ?? []);
      for (const id of closure([homeRoot, ...homeShaders])) {
        if (initial.has(id) || stageStatic.has(id) || shaders.has(id) || api.has(id)) continue;
        if (elsewhere.has(id) && !babylon(id)) continue;
        homePart.add(id);
      }
    },
  };
  const group = (name: string, members: Set<string>) => ({
    name,
    test: (id: string) => members.has(id),
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    /** For `build.rolldownOptions.output.codeSplitting.groups`. */
    groups: [
      group('first-page', firstPage),
      group('site-api', api),
      group('stage', stage),
      group(firstShaders.name, shaders),
      ...(home ? [group(home.name, homePart)] : []),
    ],
  };
}

/**
 * The stage's worker (src/scenes/offscreen/stage-worker.tsx) is a build of its own, which Vite's manifest does not
 * list. The same concern as the page's: few files, each a round trip on a slow link. Three groups:
 * - `stage-worker-core`: everything the worker imports statically (React, react-babylonjs, Babylon's engine and
 *   the loading smoke), beside the worker's own small entry file;
 * - the first frames' shaders (the smoke's particles and pass), which Babylon imports lazily;
 * - `stage-worker-home`: home's scene, the glTF loader and the PBR shaders, imported when home is on the stage.
 * `writeManifest` is the page build's plugin that writes the worker's chunk graph to `.vite/worker-manifest.json`,
 * which the server reads for its preload hints (server/preload-hints.ts) and `npm run bench:size` for its figures.
 */
export function workerChunks(
  entrySource: string,
  firstShaders: { name: string; shaders: readonly string[] },
  home: { name: string; source: string; shaders: readonly string[] },
) {
  const core = new Set<string>();
  const shaders = new Set<string>();
  const homePart = new Set<string>();
  let manifest: Record<string, BuildChunk> = {};
  const plugin = (): Plugin => ({
    name: 'worker-chunks',
    buildEnd() {
      core.clear();
      shaders.clear();
      homePart.clear();
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[]) => closureIn((id) => this.getModuleInfo(id), roots);
      const find = (source: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${source}`));
      const entry = find(entrySource);
      if (!entry) return;
      const statics = closure([entry]);
      for (const id of statics) if (id !== entry) core.add(id);
      const shaderIds = (names: readonly string[]) =>
        names.flatMap((name) => find(`@babylonjs/core/Shaders/${name}.js`) ?? []);
      for (const id of closure(shaderIds(firstShaders.shaders))) if (!statics.has(id)) shaders.add(id);
      const homeRoot = find(home.source);
      if (!homeRoot) return;
      for (const id of closure([homeRoot, ...shaderIds(home.shaders)]))
        if (!statics.has(id) && !shaders.has(id)) homePart.add(id);
    },
    generateBundle(_, bundle) {
      const root = process.cwd().replaceAll('\\', '/');
      manifest = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const src = chunk.facadeModuleId?.replaceAll('\\', '/');
        manifest[chunk.fileName] = {
          file: chunk.fileName,
          name: chunk.name,
          ...(src?.startsWith(`${root}/`) ? { src: src.slice(root.length + 1) } : {}),
          ...(chunk.isEntry ? { isEntry: true } : {}),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        };
      }
    },
  });
  const group = (name: string, members: Set<string>) => ({
    name,
    test: (id: string) => members.has(id),
    includeDependenciesRecursively: false,
  });
  const writeManifest: Plugin = {
    name: 'worker-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/worker-manifest.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
  return {
    plugin,
    writeManifest,
    groups: [group('stage-worker-core', core), group(firstShaders.name, shaders), group(home.name, homePart)],
  };
}
