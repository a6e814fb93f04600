import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  closureOf,
  filesOf,
  firstPaintFiles,
  firstPaintJs,
  homeFirstLoad,
  keyOf,
  readBuiltClient,
  sizeOf,
  soundBytes,
  stageFiles,
  stageJs,
  homeSceneFiles,
  homeSceneJs,
  pageStageFiles,
  pageStageJs,
  worldBytes,
  type Bytes,
  productFirstLoad,
  productSceneFiles,
  productSceneJs,
} from './build-size.ts';
import { WORLD_BACKGROUNDS } from '../assets/manifest.ts';

/**
 * npm run bench:size — bytes over the wire, from the build's chunk graph (dist/client/.vite/manifest.json, or
 * BUILD_DIR's to compare another build): what first paint needs (HTML, CSS, the entry chunk and its static
 * imports, the English catalog), what arrives lazily (the Babylon stage with everything it pulls in), each
 * route's first visit and each scene's assets. Prints figures; the budgets are test/size-budget.test.ts.
 */
const client = readBuiltClient(process.env.BUILD_DIR ?? 'dist/client');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (label: string, s: Bytes) =>
  console.log(
    `${label.padEnd(44)} ${kb(s.raw).padStart(11)} raw ${kb(s.gz).padStart(10)} gzip ${kb(s.br).padStart(10)} brotli`,
  );

const firstPaint = firstPaintJs(client);
row('index.html', sizeOf(client.dir, ['index.html']));
row(
  'CSS before first paint',
  sizeOf(
    client.dir,
    filesOf(client, client.entry).filter((f) => f.endsWith('.css')),
  ),
);
row(`First screen's JS (entry + en catalog; ${firstPaintFiles(client).length} files)`, firstPaint);
row(
  `Stage to the smoke's first frame (lazy, its worker; ${stageFiles(client).length} files)`,
  stageJs(client),
);
row(`Home's scene (in the worker; ${homeSceneFiles(client).length} files)`, homeSceneJs(client));
row(`Page-thread engine for the worlds (${pageStageFiles(client).length} files)`, pageStageJs(client));
row(
  `Product page's device scene (in the worker, after the stage; ${productSceneFiles(client).length} files)`,
  productSceneJs(client),
);
console.log(`\nfirst-paint JS goal: under 120 KB gzip — now ${kb(firstPaint.gz)}`);

// Per route: what a visitor's first page at that address fetches, the entry and its catalog plus the route's
// chunk and the chunks it imports (the 3D chunk comes after first paint on every route, so it is left out).
const ROUTE_SCREENS: Record<string, string[]> = {
  home: [],
  product: ['src/screens/product-screen.tsx'],
  'game (intro)': ['src/screens/game/game-screen.tsx'],
  'game (playing: + run view)': ['src/screens/game/game-screen.tsx', 'src/screens/game/game-run-view.tsx'],
  'my-score': ['src/screens/my-score-screen.tsx'],
  share: ['src/screens/share-screen.tsx'],
  'page (legal)': ['src/screens/legal/legal-screen.tsx'],
  'validate-email': ['src/screens/validate-email-screen.tsx'],
  'reset-password': ['src/screens/reset-password-screen.tsx'],
};
console.log('\nJS per route, first visit (entry + en catalog + the route chunk and its imports)');
for (const [route, screens] of Object.entries(ROUTE_SCREENS)) {
  const keys = closureOf(
    client,
    screens.map((src) => keyOf(client, src)),
    new Set(client.entry),
  );
  row(
    `  ${route}`,
    sizeOf(client.dir, [...filesOf(client, keys).filter((f) => f.endsWith('.js')), client.catalogFile]),
  );
}

// Per scene, bytes over the wire: GLB is served compressed; PNG, WebP, mp3 and Opus are already compressed.
console.log('\nper scene, bytes over the wire (sounds as Opus; the mp3 fallback in brackets)');
for (const low of [false, true]) {
  console.log(`${low ? 'low' : 'high'} resolution`);
  console.log(
    `  ${'home, first load (page + JS + 3D chunk + assets)'.padEnd(52)} ${kb(homeFirstLoad(client, low)).padStart(10)}`,
  );
  for (const world of ['mouse', 'headset', 'keyboard'] as const)
    console.log(
      `  ${`${world} world (scene assets + its sounds)`.padEnd(52)} ${kb(worldBytes(client, world, low)).padStart(10)}` +
        `  (mp3: ${kb(worldBytes(client, world, low, 'mp3'))})`,
    );
}
for (const low of [false, true])
  for (const game of ['mouse', 'headset', 'keyboard'] as const)
    console.log(
      `  ${`${game} product page, first load with its device (${low ? 'low' : 'high'})`.padEnd(52)} ${kb(productFirstLoad(client, game, WORLD_BACKGROUNDS[game].image, low)).padStart(10)}`,
    );
const SHARED = ['sound/click', 'sound/hover', 'sound/failure', 'sound/game-over', 'sound/ambiance'];
console.log(
  `  ${'shared sounds (after the first gesture)'.padEnd(52)} ${kb(soundBytes(client, SHARED)).padStart(10)}  (mp3: ${kb(soundBytes(client, SHARED, 'mp3'))})`,
);

// Per model: triangles and draw calls (one per primitive: every part is its own mesh and no model is
// instanced, so this is what the engine issues for it, before glow and shadow passes), and wire bytes.
interface GltfJson {
  meshes?: { primitives: { indices?: number; mode?: number }[] }[];
  nodes?: { mesh?: number }[];
  accessors?: { count: number }[];
}
const glbJson = (bytes: Buffer): GltfJson =>
  JSON.parse(bytes.subarray(20, 20 + bytes.readUInt32LE(12)).toString());
console.log('\nper model');
console.log(
  `  ${'model'.padEnd(30)} ${'triangles'.padStart(10)} ${'draw calls'.padStart(11)} ${'gzip'.padStart(10)}`,
);
for (const [name, asset] of Object.entries(client.assetIndex)) {
  if (!asset.url.endsWith('.glb')) continue;
  const bytes = readFileSync(join(client.dir, asset.url));
  const gltf = glbJson(bytes);
  let triangles = 0;
  let drawCalls = 0;
  for (const node of gltf.nodes ?? []) {
    if (node.mesh === undefined) continue;
    for (const primitive of gltf.meshes?.[node.mesh]?.primitives ?? []) {
      drawCalls++;
      triangles += (gltf.accessors?.[primitive.indices ?? -1]?.count ?? 0) / 3;
    }
  }
  console.log(
    `  ${name.padEnd(30)} ${String(triangles).padStart(10)} ${String(drawCalls).padStart(11)} ${kb(gzipSync(bytes, { level: 9 }).length).padStart(10)}`,
  );
}
