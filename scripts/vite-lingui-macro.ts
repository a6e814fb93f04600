import babel from 'vite-plugin-babel';
import type { Plugin, TransformResult } from 'vite';

/** An import from one of Lingui's macro modules (`@lingui/core/macro`, `@lingui/react/macro`). */
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:[a-z]+\/)?macro['"]/;

type Transform = (code: string, id: string) => TransformResult | Promise<TransformResult>;

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`) need Babel. Only our own sources under src/ go through it, and of them
 * only the files that import a macro: Babel would parse and print every other file again for nothing.
 * vite-plugin-babel rather than @rolldown/plugin-babel, whose every release declares Node 22 while the project
 * runs on 20.19 (docs/decisions.md, "Dependencies that run on Node 20.19").
 */
export function linguiMacro(): Plugin {
  const plugin = babel({
    include: /\/src\/.*\.tsx?$/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMaps: true,
    },
  });
  const transform = plugin.transform as Transform;
  return {
    ...plugin,
    transform: (code: string, id: string) => (MACRO_IMPORT.test(code) ? transform(code, id) : undefined),
  };
}
