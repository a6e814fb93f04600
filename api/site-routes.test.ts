import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from './locales.ts';
import {
  GAME_IDS,
  LEGAL_PAGE_IDS,
  normaliseBasePath,
  parseSitePath,
  sitePath,
  withLocale,
  type SiteRoute,
} from './site-routes.ts';
import { headTagsFor, renderHeadTags } from './head-tags.ts';

describe('site routes', () => {
  it('round-trips every route of every locale through its path', () => {
    const slug = 'aB3_-x9Zq0Lk';
    const uuid = '3f1c2b9e-6a0d-4c55-9a43-1f0e2d3c4b5a';
    for (const locale of LOCALE_CODES) {
      const routes: SiteRoute[] = [
        { name: 'home', locale },
        { name: 'my-score', locale },
        { name: 'share', locale, slug: null },
        { name: 'share', locale, slug },
        { name: 'validate-email', locale },
        { name: 'replay', locale, uuid },
        ...LEGAL_PAGE_IDS.map((page) => ({ name: 'page' as const, locale, page })),
        ...GAME_IDS.flatMap((game) => [
          { name: 'product' as const, locale, game },
          { name: 'game' as const, locale, game },
        ]),
      ];
      for (const route of routes) expect(parseSitePath(sitePath(route))).toEqual(route);
    }
  });

  it('sends unknown locales, sections, ids and extra segments to not-found', () => {
    for (const path of [
      '/xx',
      '/EN',
      '/en/products/mouse',
      '/en/product/phone',
      '/en/game',
      '/en/share/123',
      '/en/my-score/x',
      '/en/game/mouse/1',
      '/en/page',
      '/en/page/terms',
      '/en/page/Privacy-Policy',
      '/en/page/privacy-policy/x',
      '/en/validate-email/abc',
      '/en/replay',
      '/en/replay/123',
      '/en/replay/3f1c2b9e-6a0d-4c55-9a43-1f0e2d3c4b5a/x',
    ])
      expect(parseSitePath(path, 'de')?.name, path).toBe('not-found');
    expect(parseSitePath('/xx', 'de')?.locale).toBe('de');
    expect(parseSitePath('/')).toBeNull();
    expect(parseSitePath('/reset-password/', 'fr')).toEqual({ name: 'reset-password', locale: 'fr' });
  });

  it('takes a share link’s slug exactly in the shape the server issues (12 base64url characters)', () => {
    // As server/accounts/users.ts makes them: 9 random bytes, base64url.
    for (const slug of ['AAAAAAAAAAAA', 'zz__--09aZ_-', 'Qm9uam91ciEh'])
      expect(parseSitePath(`/fr/share/${slug}`)).toEqual({ name: 'share', locale: 'fr', slug });
    // Case is part of the slug: never folded.
    expect(parseSitePath('/en/share/AbCdEfGhIjKl')).toMatchObject({ slug: 'AbCdEfGhIjKl' });
    for (const id of [
      // The old uuid-shaped links: the API has only slugs, so they name nobody.
      '3f1c2b9e-6a0d-4c55-9a43-1f0e2d3c4b5a',
      'AAAAAAAAAAA',
      'AAAAAAAAAAAAA',
      'AAAAAAAAAA+A',
      'AAAAAAAAAA/A',
      'AAAAAAAAAA=A',
      'AAAAAAAAAA%20',
      'AAAAAAAAAAA.',
    ])
      expect(parseSitePath(`/en/share/${id}`)?.name, id).toBe('not-found');
    expect(parseSitePath('/en/share')).toEqual({ name: 'share', locale: 'en', slug: null });
  });

  it('keeps the page when the language changes', () => {
    expect(sitePath(withLocale({ name: 'product', locale: 'en', game: 'mouse' }, 'ar'))).toBe(
      '/ar/product/mouse',
    );
    expect(sitePath(withLocale({ name: 'page', locale: 'en', page: 'cookie-policy' }, 'zh-tw'))).toBe(
      '/zh-tw/page/cookie-policy',
    );
    expect(parseSitePath('/en/page/privacy-policy')).toEqual({
      name: 'page',
      locale: 'en',
      page: 'privacy-policy',
    });
  });

  it('normalises base paths and refuses unsafe ones', () => {
    expect(normaliseBasePath(undefined)).toBe('/');
    expect(normaliseBasePath('gear')).toBe('/gear/');
    expect(normaliseBasePath('/a/b//')).toBe('/a/b/');
    expect(() => normaliseBasePath('/../etc')).toThrow(/BASE_PATH/);
    expect(() => normaliseBasePath('/x"><script>')).toThrow(/BASE_PATH/);
  });

  it('builds head tags: 18 alternates plus x-default, escaped when rendered', () => {
    const tags = headTagsFor({ name: 'home', locale: 'jp' }, { origin: 'https://x.test', basePath: '/g/' });
    expect(tags.filter((t) => t.tag === 'link' && t.attrs.rel === 'alternate')).toHaveLength(19);
    expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: 'https://x.test/g/jp' } });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:locale', content: 'ja_JP' } });
    expect(renderHeadTags([{ tag: 'meta', attrs: { name: 'x', content: '"><b>' } }])).toBe(
      '<meta name="x" content="&quot;&gt;&lt;b&gt;" data-head>',
    );
    expect(
      headTagsFor({ name: 'not-found', locale: 'en' }, { origin: 'https://x.test', basePath: '/' }).some(
        (t) => t.tag === 'meta' && t.attrs.content === 'noindex',
      ),
    ).toBe(true);
  });

  it('gives legal pages their alternates, and keeps the validation page (a mailed token) out of indexes', () => {
    const ctx = { origin: 'https://x.test', basePath: '/' };
    const legal = headTagsFor({ name: 'page', locale: 'ar', page: 'website-terms-of-use' }, ctx);
    expect(legal).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: 'https://x.test/ar/page/website-terms-of-use' },
    });
    expect(legal).toContainEqual({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'ja', href: 'https://x.test/jp/page/website-terms-of-use' },
    });
    const validate = headTagsFor({ name: 'validate-email', locale: 'fr' }, ctx);
    expect(validate).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    expect(validate.some((t) => t.tag === 'link' && t.attrs.rel === 'alternate')).toBe(false);
  });

  it("keeps the operators' replay viewer out of indexes, with no canonical address and no alternates", () => {
    const ctx = { origin: 'https://x.test', basePath: '/' };
    const tags = headTagsFor(
      { name: 'replay', locale: 'fr', uuid: '3f1c2b9e-6a0d-4c55-9a43-1f0e2d3c4b5a' },
      ctx,
    );
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });
    expect(tags.some((t) => t.tag === 'link')).toBe(false);
    expect(tags.some((t) => t.tag === 'meta' && t.attrs.property?.startsWith('og:'))).toBe(false);
  });

  it('describes the site in each page’s language, once, keeping the brand’s slogan', () => {
    const ctx = { origin: 'https://x.test', basePath: '/' };
    const descriptions = LOCALES.map((locale) => {
      const tags = headTagsFor({ name: 'home', locale: locale.code }, ctx);
      const meta = tags.flatMap((t) => (t.tag === 'meta' && t.attrs.name === 'description' ? [t.attrs] : []));
      expect(meta).toHaveLength(1);
      const content = meta[0]!.content;
      expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:description', content } });
      return content;
    });
    for (const text of descriptions) expect(text.startsWith('Gear Up. Game On')).toBe(true);
    // 18 different texts: none left in English but the English one.
    expect(new Set(descriptions).size).toBe(LOCALES.length);
  });
});
