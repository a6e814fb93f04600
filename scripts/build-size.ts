import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sceneEntries, WORLD_SOUNDS, type SceneId } from '../assets/manifest.ts';
import { OPUS_TYPE } from '../assets/audio/opus.ts';
import {
  PAGE_STAGE_SOURCE,
  STAGE_SOURCE,
  WORKER_FIRST_SHADERS_CHUNK,
  WORKER_HOME_CHUNK,
  type BuildChunk,
} from '../server/preload-hints.ts';

/**
 * Bytes over the wire of a built client, from its chunk graph (`.vite/manifest.json`) and its generated asset
 * index: what first paint needs, what the 3D stage needs, each route's first visit, each scene's assets. Shared
 * by `npm run bench:size` (prints) and the size budget test (asserts).
 */
/** One chunk of the build's manifest: the same shape the server's preload hints read. */
export type ManifestChunk = BuildChunk;
export interface Bytes {
  raw: number;
  gz: number;
  br: number;
}
type AssetIndex = Record<string, { url: string; urls?: string[]; sources?: { type: string; url: string }[] }>;
/**
 * Which file of a sound counts: the Opus one that every current Chromium and Firefox fetches, or the mp3 that
 * the others fall back to.
 */
export type Codec = 'opus' | 'mp3';

export interface BuiltClient {
  dir: string;
  manifest: Record<string, ManifestChunk>;
  /** The stage worker's chunk graph (scripts/vite-load-chunks.ts, `workerChunks`). */
  worker: Record<string, ManifestChunk>;
  /** Manifest keys of the entry and every chunk it imports statically. */
  entry: Set<string>;
  /** The English catalog's chunk, which the first page of /en fetches with the entry. */
  catalogFile: string;
  assetIndex: AssetIndex;
}

export function readBuiltClient(dir = 'dist/client'): BuiltClient {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const catalogKey = Object.keys(manifest).find((k) => k.endsWith('locales/en/messages.po'));
  if (!entryKey || !catalogKey)
    throw new Error(`${dir}/.vite/manifest.json has no entry or no English catalog`);
  const worker = JSON.parse(readFileSync(join(dir, '.vite/worker-manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const built = { dir, manifest, worker, entry: new Set<string>(), catalogFile: manifest[catalogKey]!.file };
  return {
    ...built,
    entry: closureOf(built, [entryKey]),
    assetIndex: JSON.parse(readFileSync('assets/.generated/asset-index.json', 'utf8')) as AssetIndex,
  };
}

/** The chunks `keys` import statically, themselves included. */
export function closureOf(
  { manifest }: Pick<BuiltClient, 'manifest'>,
  keys: string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closureOf({ manifest }, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

export function keyOf({ manifest }: Pick<BuiltClient, 'manifest'>, source: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(source));
  if (!key) throw new Error(`no chunk for ${source} in the build`);
  return key;
}

export function filesOf({ manifest }: Pick<BuiltClient, 'manifest'>, keys: Iterable<string>): string[] {
  return [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]);
}

const compressed = new Map<string, Bytes>();

/** Each file's bytes raw, gzipped (level 9) and brotli-compressed; computed once per file (brotli is slow). */
export function sizeOf(dir: string, files: Iterable<string>): Bytes {
  const total = { raw: 0, gz: 0, br: 0 };
  for (const file of new Set(files)) {
    const path = join(dir, file);
    let size = compressed.get(path);
    if (!size) {
      const bytes = readFileSync(path);
      size = {
        raw: bytes.length,
        gz: gzipSync(bytes, { level: 9 }).length,
        br: brotliCompressSync(bytes).length,
      };
      compressed.set(path, size);
    }
    total.raw += size.raw;
    total.gz += size.gz;
    total.br += size.br;
  }
  return total;
}

/** The script files a first visit runs before its first paint: the entry with its static imports, the catalog. */
export const firstPaintFiles = (client: BuiltClient): string[] => [
  ...filesOf(client, client.entry).filter((f) => f.endsWith('.js')),
  client.catalogFile,
];

export const firstPaintJs = (client: BuiltClient): Bytes => sizeOf(client.dir, firstPaintFiles(client));

/** The files of a lazily loaded module and everything it imports statically that first paint did not bring. */
export function lazyFiles(client: BuiltClient, source: string): string[] {
  const keys = closureOf(client, [keyOf(client, source)]);
  for (const key of client.entry) keys.delete(key);
  return filesOf(client, keys);
}

export const lazyChunk = (client: BuiltClient, source: string): Bytes =>
  sizeOf(client.dir, lazyFiles(client, source));

/**
 * The worker's chunks `names` name (its entry by `isEntry`) with what they import statically, less `without`'s.
 */
function workerFiles(client: BuiltClient, names: (string | 'entry')[], without: string[] = []): string[] {
  const keys = Object.keys(client.worker);
  const roots = names.map((name) => {
    const key = keys.find((k) =>
      name === 'entry' ? client.worker[k]!.isEntry : client.worker[k]!.name === name,
    );
    if (!key) throw new Error(`the stage worker's build has no ${name} chunk`);
    return key;
  });
  const files = filesOf({ manifest: client.worker }, closureOf({ manifest: client.worker }, roots));
  return files.filter((f) => !without.includes(f));
}

/**
 * The 3D stage up to the smoke's first frame: the page's small stage chunk (src/scenes/stage.tsx) and the worker
 * that draws (src/scenes/offscreen/): its script, with Babylon, react-babylonjs and the smoke, and the smoke's
 * shaders.
 */
export const stageFiles = (client: BuiltClient): string[] => [
  ...lazyFiles(client, STAGE_SOURCE).filter((f) => f.endsWith('.js')),
  // A file the first page brought (the bundler's runtime) is in the browser's cache for the worker too.
  ...workerFiles(client, ['entry', WORKER_FIRST_SHADERS_CHUNK], firstPaintFiles(client)),
];
export const stageJs = (client: BuiltClient): Bytes => sizeOf(client.dir, stageFiles(client));

/** The engine on the page's thread, for the game worlds and the turntable (src/scenes/page-stage.tsx). */
export const pageStageFiles = (client: BuiltClient): string[] => {
  const loaded = new Set(lazyFiles(client, STAGE_SOURCE));
  return lazyFiles(client, PAGE_STAGE_SOURCE).filter((f) => f.endsWith('.js') && !loaded.has(f));
};
export const pageStageJs = (client: BuiltClient): Bytes => sizeOf(client.dir, pageStageFiles(client));

/** Home's scene in the worker (the glTF loader, the PBR shaders, the showcase), imported once home is on stage. */
export const homeSceneFiles = (client: BuiltClient): string[] =>
  workerFiles(client, [WORKER_HOME_CHUNK], stageFiles(client));
export const homeSceneJs = (client: BuiltClient): Bytes => sizeOf(client.dir, homeSceneFiles(client));

const wire = (dir: string, url: string) => {
  const bytes = readFileSync(join(dir, url));
  // Models are served compressed; PNG, WebP and audio already are.
  return url.endsWith('.glb') ? gzipSync(bytes, { level: 9 }).length : bytes.length;
};

export function assetBytes(client: BuiltClient, name: string, codec: Codec = 'opus'): number {
  const asset = client.assetIndex[name];
  if (!asset) throw new Error(`can't find asset with name ${name}`);
  const opus = codec === 'opus' ? asset.sources?.find((s) => s.type === OPUS_TYPE) : undefined;
  return (opus ? [opus.url] : (asset.urls ?? [asset.url])).reduce(
    (sum, url) => sum + wire(client.dir, url),
    0,
  );
}

export function soundBytes(client: BuiltClient, names: readonly string[], codec: Codec = 'opus'): number {
  return names.reduce((sum, name) => sum + assetBytes(client, name, codec), 0);
}

/** A scene's assets as its queue loads them, at high or low resolution. */
export function sceneBytes(client: BuiltClient, scene: SceneId, low: boolean): number {
  return sceneEntries(scene).reduce(
    (sum, e) =>
      sum +
      assetBytes(client, low && e.optim && client.assetIndex[`${e.name}-low`] ? `${e.name}-low` : e.name),
    0,
  );
}

/** A game world: its scene's assets and the sounds its game plays. */
export function worldBytes(
  client: BuiltClient,
  world: 'mouse' | 'headset' | 'keyboard',
  low: boolean,
  codec: Codec = 'opus',
): number {
  return sceneBytes(client, world, low) + soundBytes(client, WORLD_SOUNDS[world], codec);
}

/** What the first visit of the home brings before its devices are drawn: page, CSS, script, 3D and assets. */
export function homeFirstLoad(client: BuiltClient, low: boolean): number {
  const css = filesOf(client, client.entry).filter((f) => f.endsWith('.css'));
  const page = sizeOf(client.dir, ['index.html', ...css]).gz;
  return (
    page +
    firstPaintJs(client).gz +
    stageJs(client).gz +
    homeSceneJs(client).gz +
    sceneBytes(client, 'home', low)
  );
}

/**
 * The product page's device (issue 40): its scene's own chunk in the stage's worker (`product-scene`), with what it
 * imports that the stage's first frame did not bring (home's chunk, which holds the glTF loader, the PBR material
 * and the studio rig).
 */
export const PRODUCT_SCENE_CHUNK = 'product-scene';
export const productSceneFiles = (client: BuiltClient): string[] =>
  workerFiles(client, [PRODUCT_SCENE_CHUNK], stageFiles(client));
export const productSceneJs = (client: BuiltClient): Bytes => sizeOf(client.dir, productSceneFiles(client));

/**
 * A product page's first visit with its device drawn: the page and its styles, the first screen's script, the
 * product screen's chunk, its background picture, the stage to the smoke's first frame, the product scene in the
 * stage's worker, the device's model and the studio environment.
 */
export function productFirstLoad(
  client: BuiltClient,
  game: 'mouse' | 'headset' | 'keyboard',
  background: string,
  low: boolean,
): number {
  const css = filesOf(client, client.entry).filter((f) => f.endsWith('.css'));
  const screen = lazyFiles(client, 'src/screens/product-screen.tsx');
  const environment = low && client.assetIndex['env/studio-low'] ? 'env/studio-low' : 'env/studio';
  const picture = low && client.assetIndex[`${background}-low`] ? `${background}-low` : background;
  return (
    sizeOf(client.dir, ['index.html', ...css, ...screen]).gz +
    firstPaintJs(client).gz +
    stageJs(client).gz +
    productSceneJs(client).gz +
    assetBytes(client, game) +
    assetBytes(client, environment) +
    assetBytes(client, picture)
  );
}
