import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../api/locales.ts';
import { GAME_IDS, LEGAL_PAGE_IDS, sitePath, type SiteRoute } from '../api/site-routes.ts';
import { createTestApp } from '../test/server-harness.ts';
import { BUILT_ASSET_INDEX, BUILT_MANIFEST, writeBuiltSite } from '../test/built-site.ts';

/** Every kind of page of the site, in one language. */
function routesIn(locale: LocaleCode): SiteRoute[] {
  return [
    { name: 'home', locale },
    ...GAME_IDS.map((game) => ({ name: 'product' as const, locale, game })),
    ...GAME_IDS.map((game) => ({ name: 'game' as const, locale, game })),
    { name: 'my-score', locale },
    { name: 'share', locale, slug: null },
    { name: 'reset-password', locale },
    ...LEGAL_PAGE_IDS.map((page) => ({ name: 'page' as const, locale, page })),
    { name: 'validate-email', locale },
    { name: 'replay', locale, uuid: '0b6f3a52-3c1e-4d7a-9f0e-2a4b6c8d0e1f' },
    { name: 'not-found', locale },
  ];
}

const SCREEN_FILES: Partial<Record<SiteRoute['name'], string>> = {
  product: 'assets/product-Scr00001.js',
  game: 'assets/game-Scr00002.js',
  'my-score': 'assets/score-Scr00003.js',
  share: 'assets/share-Scr00004.js',
  'reset-password': 'assets/reset-Scr00005.js',
  page: 'assets/legal-Scr00006.js',
  'validate-email': 'assets/validate-Scr00007.js',
  replay: 'assets/replay-Scr00008.js',
};
const STAGE_FILE = BUILT_MANIFEST['src/scenes/stage.tsx']!.file;
const HOME_MODEL = BUILT_ASSET_INDEX.totem!.url;

const linkHrefs = (head: string) =>
  [...head.matchAll(/<link rel="(?:module)?preload"[^>]* href="([^"]+)">/g)].map((m) => m[1]!);

describe.each(['/', '/gear/'])('preload hints in the pages served under %s', (basePath) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const { staticDir, assetIndexPath } = writeBuiltSite();
    harness = await createTestApp('pglite', { basePath, staticDir }, { assetIndexPath });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('name the language, the screen and, where 3D is the page, the 3D chunk, for every route and locale', async () => {
    const hinted = new Set<string>();
    for (const { code } of LOCALES) {
      for (const route of routesIn(code)) {
        const path = route.name === 'not-found' ? `/${code}/no-such-page` : sitePath(route);
        const response = await harness.app.inject({
          method: 'GET',
          url: basePath + path.slice(1),
          // The reset page's address has no language: the cookie picks it.
          headers: { cookie: `i18n_redirected=${code}` },
        });
        const where = `${route.name} in ${code}`;
        expect(response.statusCode, where).toBe(route.name === 'not-found' ? 404 : 200);
        expect(response.headers['cache-control'], where).toBe('private, no-cache');
        const head = response.body.slice(0, response.body.indexOf('</head>'));
        const hrefs = linkHrefs(head);
        // <base href> comes first, so every relative hint resolves under the base path.
        expect(head.indexOf(`<base href="${basePath}">`), where).toBeLessThan(
          head.indexOf('rel="modulepreload"'),
        );
        expect(hrefs, where).toContain(`assets/messages-${`Cat${code}`.padEnd(8, '0')}.js`);
        expect(
          hrefs.filter((href) => href.startsWith('assets/messages-')),
          where,
        ).toHaveLength(1);
        const screen = SCREEN_FILES[route.name];
        if (screen) expect(hrefs, where).toContain(screen);
        expect(hrefs.includes(STAGE_FILE), where).toBe(['home', 'product', 'game'].includes(route.name));
        expect(hrefs.includes(HOME_MODEL), where).toBe(route.name === 'home');
        expect(
          hrefs.some((href) => href.startsWith('generated/images/background-')),
          where,
        ).toBe(route.name === 'product');
        for (const href of hrefs) {
          expect(href, where).toMatch(/^(\.\/)?(assets|generated)\/[^/]/);
          hinted.add(href);
        }
      }
    }
    // Each hinted file is there, under the base path, cached for a year: its name changes with its content.
    for (const href of hinted) {
      const file = await harness.app.inject({
        method: 'GET',
        url: new URL(href, `http://site${basePath}`).pathname,
      });
      expect(file.statusCode, href).toBe(200);
      expect(file.headers['cache-control'], href).toBe('public, max-age=31536000, immutable');
    }
    expect([...hinted].some((href) => href.startsWith('generated/env/'))).toBe(true);
  });

  it('preload the low-resolution environment for ?res=low, Save-Data and a phone, and say what they vary on', async () => {
    const low = BUILT_ASSET_INDEX['env/studio-low']!.url;
    const high = BUILT_ASSET_INDEX['env/studio']!.url;
    const page = (query: string, headers: Record<string, string> = {}) =>
      harness.app.inject({ method: 'GET', url: `${basePath}en${query}`, headers });
    for (const response of [
      await page('?res=low'),
      await page('', { 'save-data': 'on' }),
      await page('', { 'sec-ch-ua-mobile': '?1' }),
    ]) {
      expect(linkHrefs(response.body)).toContain(low);
      expect(linkHrefs(response.body)).not.toContain(high);
    }
    const desktop = await page('');
    expect(linkHrefs(desktop.body)).toContain(high);
    expect(String(desktop.headers.vary)).toMatch(/Save-Data, Sec-CH-UA-Mobile/);
    expect(linkHrefs((await page('?res=high', { 'save-data': 'on' })).body)).toContain(high);
  });
});
