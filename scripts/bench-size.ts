import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

/**
 * npm run bench:size — bytes over the wire, from the build's chunk graph (dist/client/.vite/manifest.json):
 * what first paint needs (HTML, CSS, the entry chunk and its static imports, the English catalog) and what
 * arrives lazily (the Babylon stage chunk with everything it pulls in). Prints figures; asserts nothing.
 */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
// Another build's folder (BUILD_DIR) lets a change be compared with the one in dist/client.
const dir = process.env.BUILD_DIR ?? 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
function files(keys: Set<string>): string[] {
  return [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]);
}
function sizes(list: string[]) {
  let raw = 0,
    gz = 0,
    br = 0;
  for (const file of new Set(list)) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
    br += brotliCompressSync(bytes).length;
  }
  return { raw, gz, br };
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (label: string, s: { raw: number; gz: number; br: number }) =>
  console.log(
    `${label.padEnd(44)} ${kb(s.raw).padStart(11)} raw ${kb(s.gz).padStart(10)} gzip ${kb(s.br).padStart(10)} brotli`,
  );

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const entry = closure([entryKey]);
const catalogKey = Object.keys(manifest).find((k) => k.endsWith('locales/en/messages.po'))!;
const stageKey = Object.keys(manifest).find((k) => k.endsWith('src/scenes/stage.tsx'))!;
const stage = closure([stageKey]);
for (const k of entry) stage.delete(k);

const html = sizes(['index.html']);
const firstPaintCss = sizes(files(entry).filter((f) => f.endsWith('.css')));
const firstPaintJs = sizes([...files(entry).filter((f) => f.endsWith('.js')), manifest[catalogKey]!.file]);
row('index.html', html);
row('CSS before first paint', firstPaintCss);
row('JS for the first screen (entry + en catalog)', firstPaintJs);
row('Babylon stage chunk (lazy, after first paint)', sizes(files(stage)));
console.log(`\nfirst-paint JS goal: under 120 KB gzip — now ${kb(firstPaintJs.gz)}`);

// Per route: what a visitor's first page at that address fetches, the entry and its catalog plus the route's
// chunk and the chunks it imports (the 3D chunk comes after first paint on every route, so it is left out).
const ROUTE_SCREENS: Record<string, string> = {
  home: '',
  product: 'src/screens/product-screen.tsx',
  'game (intro)': 'src/screens/game/game-screen.tsx',
  'game (playing: + run view)': 'src/screens/game/game-run-view.tsx',
  'my-score': 'src/screens/my-score-screen.tsx',
  share: 'src/screens/share-screen.tsx',
  'page (legal)': 'src/screens/legal/legal-screen.tsx',
  'validate-email': 'src/screens/validate-email-screen.tsx',
  'reset-password': 'src/screens/reset-password-screen.tsx',
};
console.log('\nJS per route, first visit (entry + en catalog + the route chunk and its imports)');
for (const [route, src] of Object.entries(ROUTE_SCREENS)) {
  const keys = new Set(entry);
  if (src) {
    const screens = src.includes('game-run-view') ? ['src/screens/game/game-screen.tsx', src] : [src];
    for (const key of closure(screens)) keys.add(key);
  }
  row(`  ${route}`, sizes([...files(keys).filter((f) => f.endsWith('.js')), manifest[catalogKey]!.file]));
}

// Per scene: the generated assets each scene's queue loads (high and low resolution) and the sounds its game
// plays, in bytes over the wire (GLB is served compressed; PNG, WebP, mp3 and Opus are already compressed). Sounds
// count as the file a browser that plays Opus fetches (every current Chromium and Firefox), and again as the mp3
// fallback the others fetch.
const assetIndex = JSON.parse(readFileSync('assets/.generated/asset-index.json', 'utf8')) as Record<
  string,
  { url: string; urls?: string[]; sources?: { type: string; url: string }[] }
>;
const { sceneEntries, WORLD_SOUNDS } = await import('../assets/manifest.ts');
const { OPUS_TYPE } = await import('../assets/audio/opus.ts');
type Codec = 'opus' | 'mp3';
const wire = (url: string) => {
  const bytes = readFileSync(join(dir, url));
  return url.endsWith('.glb') ? gzipSync(bytes, { level: 9 }).length : bytes.length;
};
const assetBytes = (name: string, codec: Codec = 'opus') => {
  const asset = assetIndex[name];
  if (!asset) throw new Error(`can't find asset with name ${name}`);
  const opus = codec === 'opus' ? asset.sources?.find((s) => s.type === OPUS_TYPE) : undefined;
  return (opus ? [opus.url] : (asset.urls ?? [asset.url])).reduce((sum, url) => sum + wire(url), 0);
};
const sceneBytes = (scene: 'home' | 'mouse' | 'headset' | 'keyboard', low: boolean) =>
  sceneEntries(scene).reduce(
    (sum, e) => sum + assetBytes(low && e.optim && assetIndex[`${e.name}-low`] ? `${e.name}-low` : e.name),
    0,
  );
const shell = html.gz + firstPaintCss.gz + firstPaintJs.gz + sizes(files(stage)).gz;
console.log('\nper scene, bytes over the wire (sounds as Opus; the mp3 fallback in brackets)');
const sounds = (names: readonly string[], codec: Codec) =>
  names.reduce((sum, n) => sum + assetBytes(n, codec), 0);
for (const low of [false, true]) {
  console.log(`${low ? 'low' : 'high'} resolution`);
  console.log(
    `  ${'home, first load (page + JS + 3D chunk + assets)'.padEnd(52)} ${kb(shell + sceneBytes('home', low)).padStart(10)}`,
  );
  for (const world of ['mouse', 'headset', 'keyboard'] as const) {
    const scene = sceneBytes(world, low);
    console.log(
      `  ${`${world} world (scene assets + its sounds)`.padEnd(52)} ${kb(scene + sounds(WORLD_SOUNDS[world], 'opus')).padStart(10)}` +
        `  (mp3: ${kb(scene + sounds(WORLD_SOUNDS[world], 'mp3'))})`,
    );
  }
}
const SHARED = ['sound/click', 'sound/hover', 'sound/failure', 'sound/game-over', 'sound/ambiance'];
console.log(
  `  ${'shared sounds (after the first gesture)'.padEnd(52)} ${kb(sounds(SHARED, 'opus')).padStart(10)}  (mp3: ${kb(sounds(SHARED, 'mp3'))})`,
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
for (const [name, asset] of Object.entries(assetIndex)) {
  if (!asset.url.endsWith('.glb')) continue;
  const bytes = readFileSync(join(dir, asset.url));
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
