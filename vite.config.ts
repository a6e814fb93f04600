import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { lingui } from '@lingui/vite-plugin';
import { trimReactBabylonjs } from './scripts/vite-trim-react-babylonjs.ts';
import { gltfLoaderUnused } from './scripts/vite-gltf-loader-unused.ts';
import { environmentBrdf } from './scripts/vite-environment-brdf.ts';
import { precompressBuild } from './scripts/vite-precompress.ts';
import { credits } from './scripts/vite-credits.ts';
import { pageProbe } from './scripts/vite-page-probe.ts';
import { workerWithoutReactDom } from './scripts/vite-worker-stand-ins.ts';
import { loadChunks, workerChunks } from './scripts/vite-load-chunks.ts';
import {
  FIRST_FRAME_SHADERS,
  FIRST_SHADERS_CHUNK,
  HOME_CHUNK,
  HOME_SCENE_SOURCE,
  HOME_SHADERS,
  STAGE_WORKER_SOURCE,
  WORKER_FIRST_SHADERS_CHUNK,
  WORKER_HOME_CHUNK,
} from './server/preload-hints.ts';

const chunks = loadChunks(
  'src/scenes/page-stage.tsx',
  'src/api/site-client.ts',
  { name: FIRST_SHADERS_CHUNK, shaders: FIRST_FRAME_SHADERS },
  { name: HOME_CHUNK, source: HOME_SCENE_SOURCE, shaders: HOME_SHADERS },
);

const worker = workerChunks(
  STAGE_WORKER_SOURCE,
  { name: WORKER_FIRST_SHADERS_CHUNK, shaders: FIRST_FRAME_SHADERS },
  { name: WORKER_HOME_CHUNK, source: HOME_SCENE_SOURCE, shaders: HOME_SHADERS },
);

export default defineConfig({
  // Relative asset URLs plus the <base href> the server writes: one build serves under any BASE_PATH.
  base: './',
  // The browser's zod never generates code (src/api/zod-without-eval.ts): the page's policy refuses eval.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: new URL('./src/api/zod-without-eval.ts', import.meta.url).pathname },
    ],
  },
  plugins: [
    react(),
    // Lingui's macros need Babel; only our own sources go through it.
    linguiMacro(),
    lingui(),
    trimReactBabylonjs(),
    gltfLoaderUnused(),
    environmentBrdf(),
    chunks.plugin,
    worker.writeManifest,
    ...credits(),
    precompressBuild(),
    pageProbe(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 6000,
    // The chunk graph, read by npm run bench:size to tell first-paint bytes from lazily loaded ones.
    manifest: true,
    // The first page in 3 script files instead of 14, the stage in 4 instead of 19 (scripts/vite-load-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  // The stage's worker (src/scenes/offscreen/stage-worker.tsx) is built on its own: an ES module worker, so its
  // scenes' code can come in chunks, with the same transforms as the page's Babylon code.
  worker: {
    format: 'es',
    plugins: () => [
      react(),
      workerWithoutReactDom(),
      trimReactBabylonjs(),
      gltfLoaderUnused(),
      environmentBrdf(),
      worker.plugin(),
    ],
    rolldownOptions: { output: { codeSplitting: { groups: worker.groups } } },
  },
  server: { port: 5173 },
});
