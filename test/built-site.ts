import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LOCALES } from '../api/locales.ts';
import type { BuildManifest, BuiltAssetIndex } from '../server/preload-hints.ts';

/**
 * A built site as Vite and `npm run assets` leave it, small: index.html with the entry's tags, the chunk graph
 * (.vite/manifest.json) and every file it names, and the generated asset index. Chunk names are made up on
 * purpose (the hints must find chunks by source path), and the Babylon shaders sit under node_modules as in
 * a checkout whose node_modules is a link elsewhere.
 */
export const BUILT_TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <!--app-head-->
    <script type="module" crossorigin src="./assets/index-Entry001.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/runtime-Run00001.js">
    <link rel="stylesheet" crossorigin href="./assets/index-Style001.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const SHADERS = '../elsewhere/node_modules/@babylonjs/core/Shaders';

export const BUILT_MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-Entry001.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-Run00001.js', '_late-Late0001.js'],
    css: ['assets/index-Style001.css'],
  },
  '_runtime-Run00001.js': { file: 'assets/runtime-Run00001.js' },
  // An entry import Vite did not list in the template (the hints add it).
  '_late-Late0001.js': { file: 'assets/late-Late0001.js' },
  ...Object.fromEntries(
    LOCALES.map((l) => [
      `locales/${l.code}/messages.po`,
      { file: `assets/messages-${`Cat${l.code}`.padEnd(8, '0')}.js`, src: `locales/${l.code}/messages.po` },
    ]),
  ),
  'src/screens/product-screen.tsx': {
    file: 'assets/product-Scr00001.js',
    src: 'src/screens/product-screen.tsx',
    imports: ['index.html', '_runtime-Run00001.js', '_shared-Shr00001.js'],
    css: ['assets/product-Css00001.css'],
  },
  'src/screens/game/game-screen.tsx': {
    file: 'assets/game-Scr00002.js',
    src: 'src/screens/game/game-screen.tsx',
    imports: ['_shared-Shr00001.js'],
  },
  'src/screens/my-score-screen.tsx': { file: 'assets/score-Scr00003.js' },
  'src/screens/share-screen.tsx': { file: 'assets/share-Scr00004.js' },
  'src/screens/reset-password-screen.tsx': { file: 'assets/reset-Scr00005.js' },
  'src/screens/legal/legal-screen.tsx': { file: 'assets/legal-Scr00006.js' },
  'src/screens/validate-email-screen.tsx': { file: 'assets/validate-Scr00007.js' },
  'src/screens/replay/replay-screen.tsx': { file: 'assets/replay-Scr00008.js' },
  '_shared-Shr00001.js': { file: 'assets/shared-Shr00001.js' },
  'src/scenes/stage.tsx': {
    file: 'assets/stage-Stg00001.js',
    src: 'src/scenes/stage.tsx',
    imports: ['index.html', '_mesh-Msh00001.js'],
    dynamicImports: [`${SHADERS}/particles.vertex.js`, '_home-Hom00001.js'],
  },
  '_mesh-Msh00001.js': { file: 'assets/mesh-Msh00001.js' },
  [`${SHADERS}/particles.vertex.js`]: { file: 'assets/particles.vertex-Shd00001.js' },
  [`${SHADERS}/particles.fragment.js`]: { file: 'assets/particles.fragment-Shd00002.js' },
  // Home's scene with the PBR shaders: the build's `home` group, its source module inside it (no `src`).
  '_home-Hom00001.js': { file: 'assets/home-Hom00001.js', name: 'home', imports: ['_mesh-Msh00001.js'] },
  // A shader no first frame needs: never hinted.
  [`${SHADERS}/fxaa.fragment.js`]: { file: 'assets/fxaa.fragment-Shd00004.js' },
};

/**
 * A build whose stage draws in a worker: the page's light stage chunk starts it; the worker's own graph
 * (.vite/worker-manifest.json) has its entry, the core it imports, the smoke's shaders and home's scene.
 */
export const BUILT_WITH_WORKER: BuildManifest = {
  ...BUILT_MANIFEST,
  'src/scenes/stage.tsx': {
    file: 'assets/stage-Lgt00001.js',
    src: 'src/scenes/stage.tsx',
    imports: ['index.html'],
    dynamicImports: ['src/scenes/page-stage.tsx'],
  },
  'src/scenes/page-stage.tsx': {
    file: 'assets/page-stage-Pst00001.js',
    src: 'src/scenes/page-stage.tsx',
    imports: ['index.html', '_mesh-Msh00001.js'],
    dynamicImports: [`${SHADERS}/particles.vertex.js`, '_home-Hom00001.js'],
  },
};
export const BUILT_WORKER_MANIFEST: BuildManifest = {
  'assets/stage-worker-Wrk00001.js': {
    file: 'assets/stage-worker-Wrk00001.js',
    name: 'stage-worker',
    src: 'src/scenes/offscreen/stage-worker.tsx',
    isEntry: true,
    imports: ['assets/stage-worker-core-Wrk00002.js'],
    dynamicImports: ['assets/stage-worker-home-Wrk00004.js', 'assets/worker-first-shaders-Wrk00003.js'],
  },
  'assets/stage-worker-core-Wrk00002.js': {
    file: 'assets/stage-worker-core-Wrk00002.js',
    name: 'stage-worker-core',
  },
  'assets/worker-first-shaders-Wrk00003.js': {
    file: 'assets/worker-first-shaders-Wrk00003.js',
    name: 'worker-first-shaders',
    imports: ['assets/stage-worker-core-Wrk00002.js'],
  },
  'assets/stage-worker-home-Wrk00004.js': {
    file: 'assets/stage-worker-home-Wrk00004.js',
    name: 'stage-worker-home',
    imports: ['assets/stage-worker-core-Wrk00002.js', 'assets/worker-first-shaders-Wrk00003.js'],
  },
  // An effect's chunk, loaded only at high quality: never hinted.
  'assets/glow-Wrk00005.js': { file: 'assets/glow-Wrk00005.js', name: 'glowLayer', imports: [] },
};

export const BUILT_ASSET_INDEX: BuiltAssetIndex = {
  totem: { url: 'generated/models/totem-Mdl0000001.glb' },
  mouse: { url: 'generated/models/mouse-Mdl0000002.glb' },
  headset: { url: 'generated/models/headset-Mdl0000003.glb' },
  keyboard: { url: 'generated/models/keyboard-Mdl0000004.glb' },
  'env/studio': {
    url: 'generated/env/studio-px-Env000000px.png',
    urls: ['px', 'nx', 'py', 'ny', 'pz', 'nz'].map((f) => `generated/env/studio-${f}-Env000000${f}.png`),
  },
  'env/studio-low': {
    url: 'generated/env/studio-low-px-Low000000px.png',
    urls: ['px', 'nx', 'py', 'ny', 'pz', 'nz'].map((f) => `generated/env/studio-low-${f}-Low000000${f}.png`),
  },
  'game/walker': { url: 'generated/models/game/walker-Mdl0000005.glb' },
  'texture/environment-brdf': { url: 'generated/textures/environment-brdf-Tex0000001.png' },
  'image/background-1': { url: 'generated/images/background-1-Img0000001.webp' },
  'image/background-1-low': { url: 'generated/images/background-1-low-Img0000002.webp' },
  'image/background-2': { url: 'generated/images/background-2-Img0000003.webp' },
  'image/background-2-low': { url: 'generated/images/background-2-low-Img0000004.webp' },
};

/**
 * Writes the site into a new temporary folder; returns it and where its asset index is. `worker`: the build whose
 * stage draws in a worker.
 */
export function writeBuiltSite({ worker = false } = {}): { staticDir: string; assetIndexPath: string } {
  const staticDir = mkdtempSync(join(tmpdir(), 'built-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(staticDir, file)), { recursive: true });
    writeFileSync(join(staticDir, file), text);
  };
  write('index.html', BUILT_TEMPLATE);
  const manifest = worker ? BUILT_WITH_WORKER : BUILT_MANIFEST;
  write('.vite/manifest.json', JSON.stringify(manifest));
  if (worker) write('.vite/worker-manifest.json', JSON.stringify(BUILT_WORKER_MANIFEST));
  for (const chunk of [...Object.values(manifest), ...(worker ? Object.values(BUILT_WORKER_MANIFEST) : [])]) {
    write(chunk.file, 'export {};\n');
    for (const css of chunk.css ?? []) write(css, 'body{}\n');
  }
  for (const asset of Object.values(BUILT_ASSET_INDEX))
    for (const url of asset.urls ?? [asset.url]) write(url, 'bytes');
  const assetIndexPath = join(mkdtempSync(join(tmpdir(), 'asset-index-')), 'asset-index.json');
  writeFileSync(assetIndexPath, JSON.stringify(BUILT_ASSET_INDEX));
  return { staticDir, assetIndexPath };
}
