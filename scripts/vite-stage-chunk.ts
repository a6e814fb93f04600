import type { Plugin } from 'vite';

/**
 * One chunk for the 3D stage's own code. Rolldown splits a module shared by two lazily loaded chunks into a
 * chunk of its own, and the stage's lazy parts (each world's scene, the effects, the turntable, Babylon's
 * shaders) share most of Babylon with it: the stage came as 19 files, each a round trip on a slow network
 * (issue 18). The stage always loads before those parts, so every module the stage imports statically, and the
 * first page does not, goes into one chunk. The set is read from the module graph once it is complete (buildEnd,
 * before chunking).
 */
export function stageChunk(stageSource: string) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'stage-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[], lazy = false) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          stack.push(...(info?.importedIds ?? []), ...((lazy && info?.dynamicallyImportedIds) || []));
        }
        return seen;
      };
      const stage = ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${stageSource}`));
      if (!stage) return;
      // What the first page imports stays out, and so does what another lazy part (a screen, a dialog, the API
      // client) imports, Babylon excepted: a screen sharing a small module with the stage must not wait for the
      // whole stage, while a part that draws with Babylon (a game's run) draws on the stage anyway.
      const firstPage = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const behindStage = closure([stage], true);
      const elsewhere = closure(
        ids.filter((id) => this.getModuleInfo(id)?.dynamicImporters.length && !behindStage.has(id)),
      );
      const babylon = (id: string) => /[\\/]node_modules[\\/]@babylonjs[\\/]/.test(id);
      for (const id of closure([stage])) {
        // The stage's own module stays the chunk its dynamic import names (the manifest, the preload hints).
        if (id === stage || firstPage.has(id) || (elsewhere.has(id) && !babylon(id))) continue;
        members.add(id);
      }
    },
  };
  return {
    plugin,
    /** The group for `build.rolldownOptions.output.codeSplitting.groups`. */
    group: {
      name: 'stage',
      test: (id: string) => members.has(id),
      // The first page's modules the stage imports stay where they are (the group must not pull them in).
      includeDependenciesRecursively: false,
    },
  };
}
