import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createPreloadHints,
  FIRST_SHADERS_CHUNK,
  loadPreloadHints,
  requestedResolution,
  ROUTE_SCREEN_SOURCES,
  type RouteHints,
} from './preload-hints.ts';
import { renderSiteHtml } from './site-html.ts';
import {
  BUILT_ASSET_INDEX,
  BUILT_MANIFEST,
  BUILT_TEMPLATE,
  BUILT_WITH_WORKER,
  BUILT_WORKER_MANIFEST,
  writeBuiltSite,
} from '../test/built-site.ts';

const hints = createPreloadHints(BUILT_MANIFEST, BUILT_ASSET_INDEX, BUILT_TEMPLATE);
/** Every hint of a page, those of its first paint and then those after it, in order. */
const all = (hints: RouteHints) => [hints.now, hints.afterFirstPaint].filter(Boolean).join('\n    ');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

describe('preload hints', () => {
  it('are empty without a build manifest (the dev server)', () => {
    expect(
      all(
        createPreloadHints(null, BUILT_ASSET_INDEX, BUILT_TEMPLATE).forRoute(
          { name: 'home', locale: 'en' },
          'high',
        ),
      ),
    ).toBe('');
    expect(
      all(
        loadPreloadHints('/nowhere/at/all', BUILT_TEMPLATE, '/nowhere/index.json').forRoute(
          { name: 'home', locale: 'fr' },
          'high',
        ),
      ),
    ).toBe('');
  });

  it('name on home the entry import Vite left out, the catalog, the 3D chunk, its shaders, the scene, then its code', () => {
    expect(hrefs(all(hints.forRoute({ name: 'home', locale: 'de' }, 'high')))).toEqual([
      'assets/late-Late0001.js',
      'assets/messages-Catde000.js',
      'assets/mesh-Msh00001.js',
      'assets/stage-Stg00001.js',
      'assets/particles.vertex-Shd00001.js',
      'assets/particles.fragment-Shd00002.js',
      'generated/textures/environment-brdf-Tex0000001.png',
      ...BUILT_ASSET_INDEX['env/studio']!.urls!,
      'generated/models/totem-Mdl0000001.glb',
      'generated/models/mouse-Mdl0000002.glb',
      'generated/models/headset-Mdl0000003.glb',
      'generated/models/keyboard-Mdl0000004.glb',
      // Last: over HTTP/1.1's six connections it then comes after the stage's code instead of beside it.
      'assets/home-Hom00001.js',
    ]);
    expect(all(hints.forRoute({ name: 'home', locale: 'de' }, 'high'))).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="assets/home-Hom00001.js">',
    );
  });

  it("name home's scene only on home, where it is drawn", () => {
    for (const name of ['product', 'game', 'my-score', 'page'] as const)
      expect(all(hints.forRoute({ name, locale: 'en', game: 'mouse' }, 'high'))).not.toContain(
        'home-Hom00001',
      );
  });

  it('write each kind of file with the request mode the page will use for it', () => {
    const html = all(hints.forRoute({ name: 'home', locale: 'en' }, 'high'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="assets/messages-Caten000.js">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="generated/models/totem-Mdl0000001.glb">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="low" crossorigin href="generated/env/studio-px-Env000000px.png">',
    );
    // The PBR lookup table, as Babylon loads it: an image with crossOrigin set.
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="low" crossorigin href="generated/textures/environment-brdf-Tex0000001.png">',
    );
    // Relative to <base href>: one build serves under any base path.
    for (const href of hrefs(html)) expect(href).toMatch(/^(assets|generated)\//);
  });

  it('take the low-resolution environment when the low set is asked for', () => {
    const html = all(hints.forRoute({ name: 'home', locale: 'en' }, 'low'));
    expect(hrefs(html)).toEqual(expect.arrayContaining(BUILT_ASSET_INDEX['env/studio-low']!.urls!));
    expect(html).not.toContain('generated/env/studio-px');
    // Models have no low set: the same ones.
    expect(html).toContain('generated/models/mouse-Mdl0000002.glb');
  });

  it('give a screen route its chunk with its imports and styles, and the 3D chunk only where 3D is the page', () => {
    expect(hrefs(all(hints.forRoute({ name: 'product', locale: 'en' }, 'high')))).toEqual([
      'assets/late-Late0001.js',
      'assets/messages-Caten000.js',
      'assets/shared-Shr00001.js',
      'assets/product-Scr00001.js',
      'assets/product-Css00001.css',
      'assets/mesh-Msh00001.js',
      'assets/stage-Stg00001.js',
      'assets/particles.vertex-Shd00001.js',
      'assets/particles.fragment-Shd00002.js',
      'generated/textures/environment-brdf-Tex0000001.png',
    ]);
    const product = all(hints.forRoute({ name: 'product', locale: 'en' }, 'high'));
    expect(product).toContain(
      '<link rel="preload" as="style" crossorigin href="assets/product-Css00001.css">',
    );
    // The screen first; the 3D behind it at low priority, on home too: the page's text comes with the entry.
    expect(product).toContain('<link rel="modulepreload" crossorigin href="assets/product-Scr00001.js">');
    expect(product).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="assets/stage-Stg00001.js">',
    );
    expect(all(hints.forRoute({ name: 'home', locale: 'en' }, 'high'))).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="assets/stage-Stg00001.js">',
    );
    expect(hrefs(all(hints.forRoute({ name: 'my-score', locale: 'jp' }, 'high')))).toEqual([
      'assets/late-Late0001.js',
      'assets/messages-Catjp000.js',
      'assets/score-Scr00003.js',
    ]);
    expect(hrefs(all(hints.forRoute({ name: 'not-found', locale: 'ar' }, 'high')))).toEqual([
      'assets/late-Late0001.js',
      'assets/messages-Catar000.js',
    ]);
  });

  it('hint the first frames’ shaders as one file when the build grouped them, on every 3D route only', () => {
    // scripts/vite-load-chunks.ts folds those shaders and their includes into one chunk, named, not keyed by a source.
    const grouped = Object.fromEntries(
      Object.entries(BUILT_MANIFEST).filter(([key]) => !/(particles|pbr)/.test(key)),
    );
    grouped['_first-shaders-Grp00001.js'] = {
      file: 'assets/first-shaders-Grp00001.js',
      name: FIRST_SHADERS_CHUNK,
    };
    const groupedHints = createPreloadHints(grouped, BUILT_ASSET_INDEX, BUILT_TEMPLATE);
    for (const name of ['home', 'product', 'game'] as const)
      expect(all(groupedHints.forRoute({ name, locale: 'en' }, 'high')), name).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="assets/first-shaders-Grp00001.js">',
      );
    expect(all(groupedHints.forRoute({ name: 'my-score', locale: 'en' }, 'high'))).not.toContain(
      'first-shaders',
    );
    // A chunk of another name is not taken for it.
    grouped['_first-shaders-Grp00001.js'] = { file: 'assets/first-shaders-Grp00001.js', name: 'other' };
    expect(
      all(
        createPreloadHints(grouped, BUILT_ASSET_INDEX, BUILT_TEMPLATE).forRoute(
          { name: 'home', locale: 'en' },
          'high',
        ),
      ),
    ).not.toContain('first-shaders');
  });

  it('give a product page its background: the small file on small screens, else the one for the resolution', () => {
    const desktop = all(hints.forRoute({ name: 'product', locale: 'de', game: 'keyboard' }, 'high'));
    // A plain <img>: no crossorigin, or the browser would fetch it twice.
    expect(desktop).toContain(
      '<link rel="preload" as="image" media="(max-width: 47.99rem)" href="generated/images/background-2-low-Img0000004.webp">',
    );
    expect(desktop).toContain(
      '<link rel="preload" as="image" media="not all and (max-width: 47.99rem)" href="generated/images/background-2-Img0000003.webp">',
    );
    // After the screen's chunk, before the 3D.
    const list = hrefs(desktop);
    expect(list.indexOf('generated/images/background-2-Img0000003.webp')).toBeGreaterThan(
      list.indexOf('assets/product-Scr00001.js'),
    );
    expect(list.indexOf('generated/images/background-2-Img0000003.webp')).toBeLessThan(
      list.indexOf('assets/stage-Stg00001.js'),
    );
    // A phone or a data saver shows the low file at every width: one hint, for every screen.
    const phone = all(hints.forRoute({ name: 'product', locale: 'ar', game: 'mouse' }, 'low'));
    expect(phone).toContain(
      '<link rel="preload" as="image" href="generated/images/background-1-low-Img0000002.webp">',
    );
    expect(phone).not.toContain('background-1-Img0000001');
    // Other pages have no background to hint.
    expect(all(hints.forRoute({ name: 'game', locale: 'en' }, 'high'))).not.toContain('generated/images/');
  });

  it('never repeat what the template already loads, nor name a shader the first frames do not need', () => {
    for (const name of Object.keys(ROUTE_SCREEN_SOURCES) as (keyof typeof ROUTE_SCREEN_SOURCES)[]) {
      const list = hrefs(all(hints.forRoute({ name, locale: 'en' }, 'high')));
      expect(new Set(list).size).toBe(list.length);
      expect(list).not.toContain('assets/index-Entry001.js');
      expect(list).not.toContain('assets/runtime-Run00001.js');
      expect(list).not.toContain('assets/index-Style001.css');
      expect(list).not.toContain('assets/fxaa.fragment-Shd00004.js');
    }
  });

  it('leave out files the build does not have (an asset index newer than the build)', () => {
    const partial = createPreloadHints(
      BUILT_MANIFEST,
      BUILT_ASSET_INDEX,
      BUILT_TEMPLATE,
      (file) => !file.endsWith('.glb'),
    );
    expect(all(partial.forRoute({ name: 'home', locale: 'en' }, 'high'))).not.toContain('.glb');
  });

  it('escape what they write', () => {
    const odd = createPreloadHints(
      { 'index.html': { file: 'assets/a"b<c>.js', isEntry: true } },
      null,
      '<!--app-head--></head>',
    );
    expect(all(odd.forRoute({ name: 'home', locale: 'en' }, 'high'))).toBe(
      '<link rel="modulepreload" crossorigin href="assets/a&quot;b&lt;c&gt;.js">',
    );
  });

  it('are read from a built site on disk', () => {
    const { staticDir, assetIndexPath } = writeBuiltSite();
    const loaded = loadPreloadHints(staticDir, BUILT_TEMPLATE, assetIndexPath);
    expect(all(loaded.forRoute({ name: 'home', locale: 'en' }, 'high'))).toBe(
      all(hints.forRoute({ name: 'home', locale: 'en' }, 'high')),
    );
  });

  it('follow the route → screen chunk table of the browser router', () => {
    const source = readFileSync(new URL('../src/routing/route-chunks.ts', import.meta.url), 'utf8');
    const table = source.slice(source.indexOf('const ROUTE_CHUNKS'), source.indexOf('};'));
    const routed = Object.fromEntries(
      [...table.matchAll(/^\s*'?([a-z-]+)'?: \(\) => import\('\.\.\/(screens\/[^']+)'\)/gm)].map((m) => [
        m[1]!,
        `src/${m[2]!}`,
      ]),
    );
    expect(Object.keys(routed).length).toBeGreaterThan(5);
    expect(
      Object.fromEntries(Object.entries(ROUTE_SCREEN_SOURCES).filter(([, source]) => source !== null)),
    ).toEqual(routed);
  });
});

describe('the resolution the hints assume', () => {
  it('follows ?res=, then Save-Data, then a phone saying so, else the high set', () => {
    expect(requestedResolution({ res: 'low' }, {})).toBe('low');
    expect(requestedResolution({ res: 'high' }, { 'save-data': 'on' })).toBe('high');
    expect(requestedResolution({}, { 'save-data': 'on' })).toBe('low');
    expect(requestedResolution({}, { 'sec-ch-ua-mobile': '?1' })).toBe('low');
    expect(requestedResolution({}, { 'sec-ch-ua-mobile': '?0' })).toBe('high');
    expect(requestedResolution({ res: ['low', 'high'] }, {})).toBe('high');
    expect(requestedResolution(undefined, {})).toBe('high');
  });
});

describe('the page with its hints', () => {
  const page = () =>
    renderSiteHtml(
      BUILT_TEMPLATE,
      { name: 'home', locale: 'en' },
      { origin: 'https://play.example.com', basePath: '/gear/' },
      { preloads: hints.forRoute({ name: 'home', locale: 'en' }, 'high') },
    );

  it('carries them at the end of <head>, after the entry script and styles the build wrote', () => {
    const head = page().slice(0, page().indexOf('</head>'));
    expect(head.indexOf('<base href="/gear/">')).toBeGreaterThan(0);
    expect(head.indexOf('assets/index-Style001.css')).toBeLessThan(head.indexOf('messages-Caten000.js'));
    expect(head).toContain('generated/models/keyboard-Mdl0000004.glb');
  });

  it("holds the 3D's in a template that the first contentful paint starts, the first paint's own outside it", () => {
    const head = page().slice(0, page().indexOf('</head>'));
    const template = head.slice(
      head.indexOf('<template id="after-first-paint">'),
      head.indexOf('</template>'),
    );
    expect(template).toContain('assets/stage-Stg00001.js');
    expect(template).toContain('generated/models/keyboard-Mdl0000004.glb');
    expect(template).not.toContain('messages-Caten000.js');
    expect(head.indexOf('messages-Caten000.js')).toBeLessThan(head.indexOf('<template'));
    // The script that moves them comes after the template it reads, and waits for the paint.
    const script = head.slice(head.indexOf('</template>'));
    expect(script).toMatch(/<script>[^<]*first-contentful-paint[^<]*<\/script>/);
  });

  it("writes what it is given as it is, dollar signs included (never read as a replacement's pattern)", () => {
    const html = renderSiteHtml(
      BUILT_TEMPLATE,
      { name: 'home', locale: 'en' },
      { origin: 'https://play.example.com', basePath: '/' },
      { firstPaint: "<p>$& $' $` $$</p>" },
    );
    expect(html).toContain('<div id="root"></div>\n    <p>$& $\' $` $$</p>');
  });

  it('has no template where a page has no 3D', () => {
    const html = renderSiteHtml(
      BUILT_TEMPLATE,
      { name: 'my-score', locale: 'en' },
      { origin: 'https://play.example.com', basePath: '/' },
      { preloads: hints.forRoute({ name: 'my-score', locale: 'en' }, 'high') },
    );
    expect(html).not.toContain('<template');
    expect(html).toContain('messages-Caten000.js');
  });
});

describe('preload hints of a stage drawn in a worker', () => {
  const worker = createPreloadHints(
    BUILT_WITH_WORKER,
    BUILT_ASSET_INDEX,
    BUILT_TEMPLATE,
    () => true,
    BUILT_WORKER_MANIFEST,
  );

  it("name on home the stage's small chunk, the worker's script and shaders, home's files, then home's scene", () => {
    const html = all(worker.forRoute({ name: 'home', locale: 'de' }, 'high'));
    expect(hrefs(html)).toEqual([
      'assets/late-Late0001.js',
      'assets/messages-Catde000.js',
      'assets/stage-Lgt00001.js',
      'assets/stage-worker-core-Wrk00002.js',
      'assets/stage-worker-Wrk00001.js',
      'assets/worker-first-shaders-Wrk00003.js',
      'generated/textures/environment-brdf-Tex0000001.png',
      ...BUILT_ASSET_INDEX['env/studio']!.urls!,
      'generated/models/totem-Mdl0000001.glb',
      'generated/models/mouse-Mdl0000002.glb',
      'generated/models/headset-Mdl0000003.glb',
      'generated/models/keyboard-Mdl0000004.glb',
      'assets/stage-worker-home-Wrk00004.js',
    ]);
    // The worker's scripts are fetched into the HTTP cache, not compiled as the page's modules.
    expect(html).toContain(
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="assets/stage-worker-core-Wrk00002.js">',
    );
    // The page's own engine, its home scene and an effect loaded at high quality only are not asked for.
    for (const file of [
      'page-stage-Pst00001',
      'mesh-Msh00001',
      'home-Hom00001',
      'particles.vertex',
      'glow-Wrk00005',
    ])
      expect(html).not.toContain(file);
  });

  it("give a game its world's engine on the page's thread, after the worker's smoke", () => {
    const list = hrefs(all(worker.forRoute({ name: 'game', locale: 'en', game: 'mouse' }, 'high')));
    expect(list.indexOf('assets/page-stage-Pst00001.js')).toBeGreaterThan(
      list.indexOf('assets/worker-first-shaders-Wrk00003.js'),
    );
    expect(list).toContain('assets/mesh-Msh00001.js');
    expect(list).not.toContain('assets/stage-worker-home-Wrk00004.js');
    // A product page shows only the smoke: no world engine.
    expect(
      hrefs(all(worker.forRoute({ name: 'product', locale: 'en', game: 'mouse' }, 'high'))),
    ).not.toContain('assets/page-stage-Pst00001.js');
  });

  it("are read with the worker's graph from a built site on disk", () => {
    const { staticDir, assetIndexPath } = writeBuiltSite({ worker: true });
    const html = all(
      loadPreloadHints(staticDir, BUILT_TEMPLATE, assetIndexPath).forRoute(
        { name: 'home', locale: 'en' },
        'high',
      ),
    );
    expect(hrefs(html)).toContain('assets/stage-worker-Wrk00001.js');
    expect(hrefs(html)).toContain('assets/stage-worker-home-Wrk00004.js');
  });
});
