import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '../api/health.ts';
import { ApiErrorSchema } from '../api/errors.ts';
import { LOCALES } from '../api/locales.ts';
import { SITE_DESCRIPTIONS } from '../api/site-descriptions.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { cspHash, FIRST_PAINT_SCRIPT_HASHES } from './first-paint-scripts.ts';
import { loadMigrations } from './db/migrate.ts';
import { createTestApp, DATABASE_KINDS, FIXTURE_SITE } from '../test/server-harness.ts';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import type { Database } from './db/database.ts';

/** An app whose database answers while it starts, then fails every query with `message`. */
async function appWhoseDatabaseFails(real: Database, message: string) {
  let down = false;
  const flaky: Database = {
    ...real,
    query: ((sql: string, params?: readonly unknown[]) =>
      down ? Promise.reject(new Error(message)) : real.query(sql, params)) as Database['query'],
  };
  const app = await buildApp({
    config: { ...readConfig({}), staticDir: FIXTURE_SITE },
    db: flaky,
    logger: false,
  });
  down = true;
  return app;
}

describe.each(DATABASE_KINDS)('server on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('reports health with the database it runs on', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'ok',
      database: { kind, ok: true, schemaVersion: loadMigrations().at(-1)!.version },
    });
    expect(body.database.serverVersion).toMatch(/^\d+/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports a broken database as degraded with 503, not as a crash', async () => {
    const app = await appWhoseDatabaseFails(harness.database.db, 'connection refused');
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(HealthSchema.parse(response.json()).database).toMatchObject({
      ok: false,
      error: 'connection refused',
    });
    await app.close();
  });

  it('answers an empty board with an empty list', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/scoreboards/keyboard?limit=30' });
    expect(response.json()).toEqual({ success: true, items: [], total: 0, offset: 0, user_position: null });
  });

  it('answers an internal failure with the spec’s global error and no details', async () => {
    const app = await appWhoseDatabaseFails(harness.database.db, 'secret internal detail');
    const response = await app.inject({ method: 'GET', url: '/api/scoreboards/total' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'global_error',
      message: 'An error occurred, please try again later',
    });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/users/zzz'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await harness.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(ApiErrorSchema.parse(response.json())).toMatchObject({ error: 'not_found' });
    }
  });

  it('redirects the root to /en', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
  });

  it('sends a deep link as HTML with lang, dir, canonical, hreflang alternates, locale meta and theme colour', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/ar/product/mouse' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="canonical" href="https://play.example.com/ar/product/mouse"');
    expect(html).toContain('<meta name="theme-color" content="#1d1d1b"');
    expect(html).toContain('<meta property="og:locale" content="ar_AR"');
    // The description in the page's language, once (index.html carries none of its own).
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="${SITE_DESCRIPTIONS.ar}"`);
    for (const locale of LOCALES) {
      expect(html).toContain(
        `hreflang="${locale.iso}" href="https://play.example.com/${locale.code}/product/mouse"`,
      );
    }
    expect(html).toContain('hreflang="x-default" href="https://play.example.com/en/product/mouse"');
    expect(html).toContain('<base href="/">');
    expect(response.headers['content-language']).toBe('ar');
  });

  it('sends a legal page as HTML in its language, with its own canonical address', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/ar/page/cookie-policy' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain(
      '<link rel="canonical" href="https://play.example.com/ar/page/cookie-policy"',
    );
    expect(response.body).toContain(
      'hreflang="zh-Hant" href="https://play.example.com/zh-tw/page/cookie-policy"',
    );
    const validate = await harness.app.inject({ method: 'GET', url: '/de/validate-email?token=x' });
    expect(validate.statusCode).toBe(200);
    expect(validate.body).toContain('<html lang="de" dir="ltr">');
    expect(validate.body).toContain('<meta name="robots" content="noindex"');
  });

  it('uses the correct ISO codes for the site’s own locale codes', async () => {
    const html = (await harness.app.inject({ method: 'GET', url: '/cz' })).body;
    expect(html).toContain('<html lang="cs" dir="ltr">');
    for (const [iso, code] of [
      ['ja', 'jp'],
      ['ko', 'kr'],
      ['uk', 'ua'],
      ['vi', 'vn'],
      ['zh-Hans', 'zh-cn'],
      ['zh-Hant', 'zh-tw'],
    ]) {
      expect(html).toContain(`hreflang="${iso}" href="https://play.example.com/${code}"`);
    }
  });

  it('serves every route of the spec under every locale, and 404s the rest', async () => {
    const paths = [
      '',
      '/my-score',
      '/game/mouse',
      '/game/headset',
      '/game/keyboard',
      '/product/mouse',
      '/product/headset',
      '/product/keyboard',
      '/share',
      '/page/privacy-policy',
      '/page/website-terms-of-use',
      '/page/cookie-policy',
      '/validate-email?token=abc',
    ];
    for (const locale of LOCALES) {
      for (const path of paths) {
        const response = await harness.app.inject({ method: 'GET', url: `/${locale.code}${path}` });
        expect(response.statusCode, `/${locale.code}${path}`).toBe(200);
      }
    }
    expect((await harness.app.inject({ method: 'GET', url: '/reset-password/?token=abc' })).statusCode).toBe(
      200,
    );
    for (const url of [
      '/xx',
      '/en/product/phone',
      '/en/share/not-a-uuid',
      // The old uuid-shaped share links: the API has only slugs (server/routes/share.test.ts has the real ones).
      '/en/share/3f1c2b9e-6a0d-4c55-9a43-1f0e2d3c4b5a',
      '/en/game/mouse/extra',
      '/EN',
      '/en/page/terms',
      '/en/page/privacy-policy/extra',
      '/page/privacy-policy',
    ]) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('sends the reset page in the visitor’s language from the cookie or Accept-Language', async () => {
    const byCookie = await harness.app.inject({
      method: 'GET',
      url: '/reset-password/',
      headers: { cookie: 'i18n_redirected=de' },
    });
    expect(byCookie.body).toContain('<html lang="de" dir="ltr">');
    const badCookie = await harness.app.inject({
      method: 'GET',
      url: '/reset-password/',
      headers: { cookie: 'i18n_redirected=xx', 'accept-language': 'ar-EG,ar;q=0.9' },
    });
    expect(badCookie.body).toContain('<html lang="ar" dir="rtl">');
  });

  /** The policy admitting the site's two inline scripts and exactly the page's inline styles, by their hashes. */
  const pagePolicy = (html: string) => {
    const styles = [...html.matchAll(/<style>([^]*?)<\/style>/g)].map((m) => cspHash(m[1]!));
    return contentSecurityPolicy(harness.config, { scripts: FIRST_PAINT_SCRIPT_HASHES, styles });
  };

  it('admits each inline script and style of a page by its hash, and no other inline code', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/en' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    const scripts = [...response.body.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1]!);
    // The cookie banner's early press (this fixture build has no preload hints, so no 3D to start).
    expect(scripts).toHaveLength(1);
    for (const script of scripts) expect(policy).toContain(cspHash(script));
  });

  it('writes the style sheets into the page, leaving each link disabled for the loader to see', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/en' });
    const css = '.app{color:#fff}\n.cookie-banner{position:fixed}\n';
    expect(response.body).toContain(`<style>${css}</style>`);
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="./assets/app-Abc123_x.css" disabled>',
    );
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' ${cspHash(css)};`);
  });

  it('paints the cookie banner in the HTML in the page’s language until the visitor has chosen', async () => {
    const banner = (html: string) => /<section[^>]*id="cookie-banner-early"[^]*?<\/section>/.exec(html)?.[0];
    const undecided = await harness.app.inject({ method: 'GET', url: '/de/product/mouse' });
    expect(banner(undecided.body)).toContain('Cookies auf dieser Website');
    // After the app's root, so it stacks as the app's own banner does.
    expect(undecided.body.indexOf('id="cookie-banner-early"')).toBeGreaterThan(
      undecided.body.indexOf('<div id="root"></div>'),
    );
    const chosen = `cookie_consent=${encodeURIComponent(
      JSON.stringify({ v: 1, analytics: false, marketing: false, social: true, at: 1 }),
    )}`;
    const decided = await harness.app.inject({ method: 'GET', url: '/de', headers: { cookie: chosen } });
    expect(banner(decided.body)).toBeUndefined();
    expect(decided.body).not.toContain('data-consent=');
    // A cookie the page would not accept as a choice asks again, whatever it holds.
    for (const cookie of [
      'cookie_consent=%7Bnot json',
      'cookie_consent=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `cookie_consent=${'x'.repeat(4000)}`,
      `cookie_consent=${encodeURIComponent(JSON.stringify({ v: 2, analytics: true, marketing: true, social: true, at: 1 }))}`,
    ]) {
      const page = await harness.app.inject({ method: 'GET', url: '/ar', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(banner(page.body)).toBeDefined();
      expect(page.body).not.toContain('<script>alert');
    }
  });

  it('sets security headers with a Content-Security-Policy that allows no outside host', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/en' });
    expect(response.headers['content-security-policy']).toBe(pagePolicy(response.body));
    expect(response.headers['content-security-policy']).not.toMatch(/https?:|\*/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves the document-only headers off a hashed script, keeping its policy, nosniff and resource policy', async () => {
    const asset = await harness.app.inject({ method: 'GET', url: '/assets/app-Abc123_x.js' });
    expect(asset.statusCode).toBe(200);
    const page = await harness.app.inject({ method: 'GET', url: '/en' });
    expect(asset.headers['content-security-policy']).toBe(pagePolicy(page.body));
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['permissions-policy']).toBeUndefined();
  });

  it('serves hashed assets with a long cache and compression, and never the raw template', async () => {
    const asset = await harness.app.inject({
      method: 'GET',
      url: '/assets/app-Abc123_x.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect((await harness.app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: '/assets/missing-12345678.js' })).statusCode).toBe(
      404,
    );
  });

  it('serves the Opus and mp3 sounds as audio, with the long cache, uncompressed', async () => {
    for (const [url, type] of [
      ['/generated/audio/click--Zibfxzk2Q.opus', 'audio/ogg'],
      ['/generated/audio/click-q4M87P0y6m.mp3', 'audio/mpeg'],
    ] as const) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      // Already compressed: recompressing would cost CPU for nothing.
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
  });
});

describe('server under a base path', () => {
  it('serves pages, assets, the API and the root redirect under BASE_PATH', async () => {
    const harness = await createTestApp('pglite', { basePath: '/gear/' });
    try {
      const root = await harness.app.inject({ method: 'GET', url: '/gear/' });
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/gear/en');
      const page = await harness.app.inject({ method: 'GET', url: '/gear/fr/my-score' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<base href="/gear/">');
      expect(page.body).toContain('href="https://play.example.com/gear/fr/my-score"');
      expect((await harness.app.inject({ method: 'GET', url: '/gear/api/health' })).statusCode).toBe(200);
      expect(
        (await harness.app.inject({ method: 'GET', url: '/gear/assets/app-Abc123_x.js' })).statusCode,
      ).toBe(200);
      expect((await harness.app.inject({ method: 'GET', url: '/en' })).statusCode).toBe(404);
    } finally {
      await harness.close();
    }
  });
});
