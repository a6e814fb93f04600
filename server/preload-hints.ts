import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../api/escape-html.ts';
import { LOCALES, type LocaleCode } from '../api/locales.ts';
import type { GameId, SiteRoute } from '../api/site-routes.ts';
import {
  ENVIRONMENT_BRDF_ASSET,
  sceneEntries,
  SMALL_BACKGROUND_MEDIA,
  WORLD_BACKGROUNDS,
} from '../assets/manifest.ts';

/**
 * `<link rel="modulepreload">` and `<link rel="preload">` for what a first visit to a route will fetch, so the
 * browser asks for it early instead of discovering it one round trip at a time (HTML → entry → catalog → 3D chunk
 * → its shaders → the scene's assets): what the first paint and the page's script need with the HTML, the 3D's
 * files as soon as the text is on screen (`RouteHints`). Everything is read from the build's
 * chunk graph (dist/client/.vite/manifest.json) and the generated asset index by source path or asset name,
 * never by chunk file name: chunking may change freely. Without a manifest (the dev server) there are no hints.
 */

/** One chunk of Vite's build manifest (the fields read here). */
export interface BuildChunk {
  file: string;
  /** A chunk's name: its source's, or a group's (scripts/vite-load-chunks.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, BuildChunk>;

/**
 * The key of a chunk the build made as a `codeSplitting` group (scripts/vite-load-chunks.ts): its modules are
 * inside it, so the manifest knows it by the group's name, not by a source.
 */
export function groupChunkKey(manifest: BuildManifest, name: string): string | undefined {
  return Object.keys(manifest).find((k) => manifest[k]!.name === name && !manifest[k]!.src);
}

/** The generated asset index (assets/.generated/asset-index.json): asset name → built URL(s). */
export type BuiltAssetIndex = Record<string, { url: string; urls?: string[] }>;

/** The screen chunk each route lazy-loads (src/routing/route-chunks.ts); home and the error pages are in the entry. */
export const ROUTE_SCREEN_SOURCES: Readonly<Record<SiteRoute['name'], string | null>> = {
  home: null,
  product: 'src/screens/product-screen.tsx',
  game: 'src/screens/game/game-screen.tsx',
  'my-score': 'src/screens/my-score-screen.tsx',
  share: 'src/screens/share-screen.tsx',
  'reset-password': 'src/screens/reset-password-screen.tsx',
  page: 'src/screens/legal/legal-screen.tsx',
  'validate-email': 'src/screens/validate-email-screen.tsx',
  replay: 'src/screens/replay/replay-screen.tsx',
  'not-found': null,
};

/** The stage, lazily imported by src/app.tsx after first paint on every route: it starts the stage's worker. */
export const STAGE_SOURCE = 'src/scenes/stage.tsx';
/**
 * The stage's worker, which draws the loading smoke and home's showcase (src/scenes/offscreen/): a build of its
 * own, listed in `.vite/worker-manifest.json` (scripts/vite-load-chunks.ts, `workerChunks`).
 */
export const STAGE_WORKER_SOURCE = 'src/scenes/offscreen/stage-worker.tsx';
/** The engine on the page's thread: the game worlds, the turntable, and browsers that cannot draw in a worker. */
export const PAGE_STAGE_SOURCE = 'src/scenes/page-stage.tsx';

/**
 * Home's scene, lazily imported by the stage: its chunk (named HOME_CHUNK by the build) carries the glTF loader and
 * home's shaders, none of which the loader's smoke needs. It is hinted last, after home's models: over HTTP/1.1
 * Chromium hands a host's six connections out in that order, so it arrives after the stage's code instead of
 * sharing the link with it (see docs/decisions.md, "Home's scene after the stage").
 */
export const HOME_SCENE_SOURCE = 'src/scenes/home/home-scene.tsx';
export const HOME_CHUNK = 'home';
/** Home's scene and the smoke's shaders in the stage worker's build (scripts/vite-load-chunks.ts, `workerChunks`). */
export const WORKER_HOME_CHUNK = 'stage-worker-home';
export const WORKER_FIRST_SHADERS_CHUNK = 'worker-first-shaders';

/**
 * Routes where the 3D scene is the page: the loader's smoke is drawn before the page shows, home's totem is
 * its content, product and game stand on the stage. Elsewhere the stage is a faded backdrop that is not worth
 * taking bandwidth from the screen's own chunk.
 */
const ROUTES_WITH_3D: ReadonlySet<SiteRoute['name']> = new Set(['home', 'product', 'game']);

/**
 * Babylon's GLSL shader modules, by name under @babylonjs/core/Shaders/, that Chromium fetched before the first
 * frames in the network log of the built site (Playwright, SwiftShader): the loading smoke's first frame needs
 * the particle shaders on every 3D route; home's scene decodes its environment and compiles the PBR material
 * once its models are in. The glow's and the shadow maps' shaders come only at high quality, with the effects'
 * own chunk (src/scenes/effects/), and are not hinted. A name missing from the build (bundled
 * statically, or no longer used) is skipped; `npm run bench:load` lists what was fetched but not hinted.
 */
export const FIRST_FRAME_SHADERS = [
  'particles.vertex',
  'particles.fragment',
  'postprocess.vertex',
  'pass.fragment',
] as const;
/** Built into home's chunk (HOME_SCENE_SOURCE), so they come with the scene that compiles them. */
export const HOME_SHADERS = ['rgbdDecode.fragment', 'pbr.vertex', 'pbr.fragment'] as const;
/**
 * The build puts the first frames' shaders and their includes into one chunk of this name
 * (scripts/vite-load-chunks.ts): one request instead of several. It is hinted with the stage on every 3D route.
 */
export const FIRST_SHADERS_CHUNK = 'first-shaders';

/** Which of home's `optim` assets to preload: the low set on a data-saver request, a phone or `?res=low`. */
export type Resolution = 'high' | 'low';

/**
 * What the server can know of the client's resolution choice (src/engine/resolution.ts): `?res=` wins, then
 * Save-Data, then Chromium's `Sec-CH-UA-Mobile` (sent by default). A coarse pointer on other browsers and a GPU
 * tier below 2 are only known in the page: those visitors get the high set preloaded (see docs/decisions.md).
 */
export function requestedResolution(
  query: Record<string, unknown> | undefined,
  headers: Record<string, string | string[] | undefined>,
): Resolution {
  const res = query?.res;
  if (res === 'low' || res === 'high') return res;
  const header = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  };
  if (header('save-data') === 'on' || header('sec-ch-ua-mobile') === '?1') return 'low';
  return 'high';
}

/** The request headers that change the hints: a shared cache keys the page on them. */
export const PRELOAD_VARY = 'Save-Data, Sec-CH-UA-Mobile';

/** One page's `<link>` tags, one per line; '' where there are none (a build without a manifest has none at all). */
export interface RouteHints {
  /** What the page's first paint and its own script need: written in <head>, asked for with the HTML. */
  now: string;
  /**
   * The 3D's files, asked for once the page's text is on screen (server/first-paint-scripts.ts): on a slow link
   * the text's few files get it to themselves first, and the 3D still starts long before the page's script could
   * ask for it.
   */
  afterFirstPaint: string;
}

export interface PreloadHints {
  forRoute(route: Pick<SiteRoute, 'name' | 'locale'> & { game?: GameId }, resolution: Resolution): RouteHints;
}

const NO_HINTS: RouteHints = { now: '', afterFirstPaint: '' };

type Link =
  | { rel: 'modulepreload'; priority?: 'low' }
  | { rel: 'preload'; as: 'style' | 'fetch' | 'image'; priority?: 'low'; media?: string; noCors?: true };

/**
 * A script of the stage's worker. A module preload would be of no use to it (a worker keeps a module map of its
 * own) and would compile the script on the page's thread; a plain fetch puts it in the HTTP cache (the files are
 * hashed and immutable), where the worker's own request finds it, or waits for it while it is still arriving.
 */
const WORKER_SCRIPT: Link = { rel: 'preload', as: 'fetch', priority: 'low' };

function linkTag(href: string, link: Link): string {
  // crossorigin (anonymous) everywhere but for a page's own <img>: it is the mode module scripts, Vite's CSS
  // loader and Babylon's XHR and images request in, and a preload is only reused by a request of the same mode.
  const as = link.rel === 'preload' ? ` as="${link.as}"` : '';
  const priority = link.priority ? ` fetchpriority="${link.priority}"` : '';
  const media = link.rel === 'preload' && link.media ? ` media="${escapeHtml(link.media)}"` : '';
  const cors = link.rel === 'preload' && link.noCors ? '' : ' crossorigin';
  return `<link rel="${link.rel}"${as}${priority}${media}${cors} href="${escapeHtml(href)}">`;
}

const LARGE_SCREEN_MEDIA = `not all and ${SMALL_BACKGROUND_MEDIA}`;

/** The hints from a manifest, an asset index and the template (whose own tags are not repeated). */
export function createPreloadHints(
  manifest: BuildManifest | null,
  assets: BuiltAssetIndex | null,
  template: string,
  /** Whether a built file exists (a stale asset index must not send browsers after missing files). */
  fileExists: (file: string) => boolean = () => true,
  /** The stage worker's chunk graph (.vite/worker-manifest.json); null: the build draws on the page's thread. */
  workerManifest: BuildManifest | null = null,
): PreloadHints {
  if (!manifest) return { forRoute: () => NO_HINTS };
  const chunks = manifest;
  const keys = Object.keys(chunks);
  const inTemplate = new Set(
    [...template.matchAll(/(?:href|src)="(?:\.\/)?([^"]+)"/g)].map((match) => match[1]!),
  );

  /** A chunk's file and CSS after those of every chunk it imports statically (dependencies first). */
  function closure(
    key: string,
    seen: Set<string>,
    acc: [string, Link][],
    graph: BuildManifest = chunks,
    link: Link = { rel: 'modulepreload' },
  ): void {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = graph[key];
    if (!chunk) return;
    for (const dep of chunk.imports ?? []) closure(dep, seen, acc, graph, link);
    acc.push([chunk.file, link]);
    for (const css of chunk.css ?? []) acc.push([css, { rel: 'preload', as: 'style' }]);
  }
  const keyForSource = (source: string) =>
    keys.find((k) => k === source || chunks[k]!.src === source || k.endsWith(`/${source}`));
  const keyForShader = (name: string) => keys.find((k) => k.endsWith(`@babylonjs/core/Shaders/${name}.js`));
  const chunkGroup = (sources: (string | undefined)[]): [string, Link][] => {
    const seen = new Set<string>();
    const acc: [string, Link][] = [];
    for (const key of sources) if (key) closure(key, seen, acc);
    return acc;
  };

  const entryKey = keys.find((k) => chunks[k]!.isEntry);
  const entry = entryKey ? chunkGroup([entryKey]) : [];
  const catalogs = new Map<LocaleCode, [string, Link][]>(
    LOCALES.map((l) => [l.code, chunkGroup([keyForSource(`locales/${l.code}/messages.po`)])]),
  );
  const screens = new Map<SiteRoute['name'], [string, Link][]>(
    Object.entries(ROUTE_SCREEN_SOURCES).map(([name, source]) => [
      name as SiteRoute['name'],
      source ? chunkGroup([keyForSource(source)]) : [],
    ]),
  );
  const firstShaders = groupChunkKey(chunks, FIRST_SHADERS_CHUNK);
  const pageStage = chunkGroup([
    keyForSource(workerManifest ? PAGE_STAGE_SOURCE : STAGE_SOURCE),
    firstShaders,
    ...FIRST_FRAME_SHADERS.map(keyForShader),
  ]);
  // With a worker, every route's stage is the small chunk that starts it, the worker's script and the smoke's
  // shaders; the page's own engine (its Babylon) is for the game worlds.
  const workerFiles = (roots: (string | undefined)[], without: [string, Link][] = []) => {
    if (!workerManifest) return [];
    const seen = new Set<string>();
    const files: [string, Link][] = [];
    for (const root of roots) if (root) closure(root, seen, files, workerManifest, WORKER_SCRIPT);
    const known = new Set(without.map(([file]) => file));
    return files.filter(([file]) => !known.has(file));
  };
  const workerKeys = workerManifest ? Object.keys(workerManifest) : [];
  const workerEntry = workerKeys.find((k) => workerManifest![k]!.isEntry);
  const workerGroup = (name: string) => workerKeys.find((k) => workerManifest![k]!.name === name);
  const workerFirstFrame = workerFiles([workerEntry, workerGroup(WORKER_FIRST_SHADERS_CHUNK)]);
  const stage = workerManifest
    ? [...chunkGroup([keyForSource(STAGE_SOURCE)]), ...workerFirstFrame]
    : pageStage;

  const homeAssets = (resolution: Resolution): [string, Link][] =>
    sceneEntries('home').flatMap((entry) => {
      const low = resolution === 'low' && entry.optim ? assets?.[`${entry.name}-low`] : undefined;
      const asset = low ?? assets?.[entry.name];
      if (!asset) return [];
      // Models are read by Babylon's XHR; cube faces and textures are images it loads with crossOrigin set.
      // Low priority: Chromium hands its few HTTP/1.1 connections to the code first, so the loader's smoke
      // (which needs only code) is drawn while the models still arrive.
      const as = entry.kind === 'model' ? 'fetch' : 'image';
      return (asset.urls ?? [asset.url]).map((url): [string, Link] => [
        url,
        { rel: 'preload', as, priority: 'low' },
      ]);
    });
  const lowPriority = (group: [string, Link][]): [string, Link][] =>
    group.map(([file, link]) => [file, { ...link, priority: 'low' }]);

  const home = { high: homeAssets('high'), low: homeAssets('low') };
  const homeScene = workerManifest
    ? workerFiles([workerGroup(WORKER_HOME_CHUNK)], workerFirstFrame)
    : lowPriority(chunkGroup([groupChunkKey(chunks, HOME_CHUNK)]));
  /**
   * The PBR materials' lookup table (src/engine/environment-brdf.ts): every scene of the stage draws through
   * it, and no material is drawn before it is in. An image Babylon loads with crossOrigin set.
   */
  const brdf = assets?.[ENVIRONMENT_BRDF_ASSET];
  const brdfTable: [string, Link][] = brdf
    ? [[brdf.url, { rel: 'preload', as: 'image', priority: 'low' }]]
    : [];

  /**
   * The product page's background (src/screens/product-screen.tsx): its small file on small screens, else the
   * file for the resolution (the low one for a phone or a data saver). A plain <img>, so no crossorigin.
   */
  const productBackground = (game: GameId, resolution: Resolution): [string, Link][] => {
    const { image } = WORLD_BACKGROUNDS[game];
    const small = assets?.[`${image}-low`] ?? assets?.[image];
    const full = (resolution === 'low' ? small : undefined) ?? assets?.[image];
    if (!small || !full) return [];
    if (small.url === full.url) return [[full.url, { rel: 'preload', as: 'image', noCors: true }]];
    return [
      [small.url, { rel: 'preload', as: 'image', media: SMALL_BACKGROUND_MEDIA, noCors: true }],
      [full.url, { rel: 'preload', as: 'image', media: LARGE_SCREEN_MEDIA, noCors: true }],
    ];
  };

  return {
    forRoute(route, resolution) {
      const emitted = new Set(inTemplate);
      const now: string[] = [];
      const later: string[] = [];
      const add = (group: [string, Link][], tags = now) => {
        for (const [file, link] of group) {
          if (emitted.has(file) || !fileExists(file)) continue;
          emitted.add(file);
          tags.push(linkTag(file, link));
        }
      };
      // First paint's needs first: the entry's imports Vite did not list, the language, the route's screen.
      add(entry);
      add(catalogs.get(route.locale) ?? []);
      add(screens.get(route.name) ?? []);
      if (route.name === 'product' && route.game) add(productBackground(route.game, resolution));
      // Then, once the text is painted, the 3D: its chunk and the shaders of its first frame; home's models and
      // environment at low priority and its scene's code after them (HOME_SCENE_SOURCE). Over HTTP/1.1 Chromium
      // gives a host six connections and hands them out by priority, then in order, so the page's own later
      // requests (its API calls) are not queued behind them, and the stage's code is not sharing the link with
      // home's.
      if (ROUTES_WITH_3D.has(route.name)) {
        add(lowPriority(stage), later);
        add(brdfTable, later);
      }
      if (route.name === 'home') {
        add(home[resolution], later);
        add(homeScene, later);
      }
      // A game's world is drawn by the page's own engine, over the worker's smoke.
      if (route.name === 'game' && workerManifest) add(lowPriority(pageStage), later);
      return { now: now.join('\n    '), afterFirstPaint: later.join('\n    ') };
    },
  };
}

/**
 * Reads the build's manifest and the asset index once, at start-up. Either missing (the dev server, a build
 * without `build.manifest`) means no hints, not a failure.
 */
export function loadPreloadHints(
  staticDir: string,
  template: string,
  assetIndexPath: string | URL = new URL('../assets/.generated/asset-index.json', import.meta.url),
): PreloadHints {
  const readJson = <T>(path: string | URL): T | null => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as T;
    } catch {
      return null;
    }
  };
  return createPreloadHints(
    readJson<BuildManifest>(join(staticDir, '.vite', 'manifest.json')),
    readJson<BuiltAssetIndex>(assetIndexPath),
    template,
    (file) => existsSync(join(staticDir, file)),
    readJson<BuildManifest>(join(staticDir, '.vite', 'worker-manifest.json')),
  );
}
