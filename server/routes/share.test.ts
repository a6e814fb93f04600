import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, useStandInReplays } from '../../test/server-harness.ts';
import { beatLine, type BeatLine } from '../../api/beat-share.ts';
import { escapeHtml } from '../../api/escape-html.ts';
import { shareSentence } from '../../api/site-descriptions.ts';
import { SHARE_IMAGE_COLORS, shareImageSvg, svgText } from '../share/share-image.ts';
import { shareImageTag } from '../share/shared-result.ts';

/** The share page's head and the share picture: what a link preview of /{locale}/share/{slug} gets. */
describe('sharing a result', () => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  let slug: string;
  let token: string;
  let idle: string;
  let lastRun: string;

  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp('pglite');
    api = apiClient(harness.app, harness.database.db);
    // A player with a saved total over the three games, and one who has saved nothing.
    let previous: string | undefined;
    let accumulator = '';
    for (const [game, score] of [
      ['headset', 900],
      ['mouse', 1200],
      ['keyboard', 1350],
    ] as const) {
      const { uuid, end } = await api.play(game, score, { previous });
      previous = uuid;
      accumulator = (end.json() as { accumulator_uuid: string }).accumulator_uuid;
    }
    lastRun = previous!;
    const registered = await api.register({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      accumulator_uuid: accumulator,
      chain_secret: api.chainSecretOf(accumulator),
    });
    ({ token } = registered);
    slug = registered.public_slug;
    idle = (await api.register({ email: 'bob@example.com', first_name: 'Bob' })).public_slug;
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });
  const metaContent = (html: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
      html,
    )?.[1];

  it('issues slugs of the shape the share route takes', () => {
    expect(slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('unfurls a share page: the result in the page’s language and an absolute og:image on the configured origin', async () => {
    const response = await page(`/fr/share/${slug}`, {
      // Neither the Host nor forwarded headers may move a link the server writes.
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('evil.example');
    expect(metaContent(html, 'og:title')).toBe('Ada L. · Gear Up. Game On');
    // 3 450 with a narrow no-break space, as French writes it.
    expect(metaContent(html, 'og:description')).toBe(
      // Nobody else has a total on the board: no "battu 0 %", the player is the first.
      `J’ai marqué ${new Intl.NumberFormat('fr-FR').format(3450)} points et j’ouvre le classement`,
    );
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(
      new RegExp(`^https://play\\.example\\.com/api/share/${slug}/image\\.png\\?locale=fr&amp;v=[\\w-]+$`),
    );
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('content="noindex"');

    const picture = await page(image.replace('https://play.example.com', '').replaceAll('&amp;', '&'));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
  });

  it('answers a slug that names nobody with a 404 page that still invites to play, and never looks up other shapes', async () => {
    for (const url of [
      '/en/share/AAAAAAAAAAAA',
      '/en/share/3f1c2b9e-6a0d-4c55-9a43-1f0e2d3c4b5a',
      `/en/share/${slug}x`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<meta name="robots" content="noindex"');
      expect(response.body).not.toContain('og:image');
    }
    // Case is part of a slug.
    const flipped = slug.replace(/[a-z]/, (c) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
    if (flipped !== slug) expect((await page(`/en/share/${flipped}`)).statusCode).toBe(404);
    expect((await page('/en/share')).statusCode).toBe(200);
  });

  it('keeps the usual tags for a player with no total yet: nothing to picture', async () => {
    const response = await page(`/de/share/${idle}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('og:image');
    expect((await page(`/api/share/${idle}/image.png`)).statusCode).toBe(404);
  });

  it('serves the picture with a public cache, an ETag that changes with the picture, and 304 for a fresh copy', async () => {
    const first = await page(`/api/share/${slug}/image.png?locale=en`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await page(`/api/share/${slug}/image.png?locale=en`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another picture.
    const arabic = await page(`/api/share/${slug}/image.png?locale=ar`, { 'if-none-match': etag });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers.etag).not.toBe(etag);
    // A better total is another picture too.
    const { end } = await api.play('headset', 1500, { token, previous: lastRun });
    expect(end.statusCode, end.body).toBe(200);
    const better = await page(`/api/share/${slug}/image.png?locale=en`, { 'if-none-match': etag });
    expect(better.statusCode).toBe(200);
    expect(better.headers.etag).not.toBe(etag);
  });

  it('refuses hostile input on the picture route with 4xx JSON, never a 5xx', async () => {
    for (const path of [
      'AAAAAAAAAAAA/image.png',
      '..%2F..%2Fetc%2Fpasswd/image.png',
      '%00AAAAAAAAAAA/image.png',
      `${slug}%20/image.png`,
      `${'A'.repeat(5000)}/image.png`,
      `${slug}/image.png?locale=xx`,
      `${slug}/image.png?locale=${'<script>'}`,
      `${slug}/image.png?v=${'x'.repeat(100)}`,
    ]) {
      const response = await page(`/api/share/${path}`);
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(typeof (response.json() as { error: unknown }).error).toBe('string');
    }
    expect((await page(`/api/share/${slug}/image.png?locale=ar&email=x&__proto__=1`)).statusCode).toBe(200);
  });

  it('escapes every text it draws and drops what XML cannot hold', () => {
    const svg = shareImageSvg({
      name: '<script>"&\u0001\ud800',
      total: 5,
      beat: { kind: 'beat', percent: 50 },
      locale: 'en',
    });
    expect(svg).toContain('&lt;script&gt;&quot;&amp;');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('\u0001');
    expect(svg).not.toContain('\ud800');
    // Length is the fitting's business (server/share/text-width.ts): nothing is cut here.
    expect(svgText(` ${'x'.repeat(40)}\u0000 `)).toBe('x'.repeat(40));
  });

  it('draws in the site’s own colours', () => {
    const css = readFileSync(new URL('../../src/styles/loader.css', import.meta.url), 'utf8');
    const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
    expect(SHARE_IMAGE_COLORS).toMatchObject({
      ground: variable('brand'),
      cyan: variable('rgb-a'),
      magenta: variable('rgb-b'),
      green: variable('rgb-c'),
      ink: variable('ink'),
      inkDim: variable('ink-dim'),
    });
  });

  /** A player who plays the three games for `total` and saves it to a new account. */
  async function saveTotal(email: string, first_name: string, scores: [number, number, number]) {
    let previous: string | undefined;
    let accumulator = '';
    for (const [i, game] of (['headset', 'mouse', 'keyboard'] as const).entries()) {
      const { uuid, end } = await api.play(game, scores[i]!, { previous });
      expect(end.statusCode, end.body).toBe(200);
      previous = uuid;
      accumulator = (end.json() as { accumulator_uuid: string }).accumulator_uuid;
    }
    await api.register({
      email,
      first_name,
      accumulator_uuid: accumulator,
      chain_secret: api.chainSecretOf(accumulator),
    });
  }

  /**
   * One truth: the public player (what the share screen reads), estimated_position asked by the player (what
   * my-score reads), the share page's text and its image say the same comparison.
   */
  async function comparisonEverywhere(): Promise<BeatLine> {
    const player = (await api.get(`users/${slug}`)).json() as {
      name: string;
      scores: { total: number };
      beat_percent: number;
      challengers: number;
    };
    const total = player.scores.total;
    const estimate = (await api.get(`game_types/total/estimated_position?score=${total}`, token)).json() as {
      beat_percent: number;
      challengers: number;
    };
    const fromPlayer = beatLine(player.beat_percent, player.challengers);
    expect(beatLine(estimate.beat_percent, estimate.challengers)).toEqual(fromPlayer);
    const html = (await page(`/en/share/${slug}`)).body;
    expect(metaContent(html, 'og:description')).toBe(escapeHtml(shareSentence('en', total, fromPlayer)));
    const image = await page(`/api/share/${slug}/image.png?locale=en`);
    expect(image.statusCode).toBe(200);
    // The picture's tag is the hash of the SVG drawn from these figures: the image says the same.
    expect(image.headers.etag).toBe(
      shareImageTag({ name: player.name, total, beat: fromPlayer, locale: 'en' }),
    );
    return fromPlayer;
  }

  it('says the same comparison on the share page, its image, the public player and estimated_position', async () => {
    // Alone on the total board: the first, everywhere (never "beat 0 %" nor "beat 100 %").
    expect(await comparisonEverywhere()).toEqual({ kind: 'first' });
    // Asked anonymously, the same score has Ada herself as its challenger.
    const total = ((await api.get(`users/${slug}`)).json() as { scores: { total: number } }).scores.total;
    const anonymous = (await api.get(`game_types/total/estimated_position?score=${total}`)).json();
    expect(anonymous).toMatchObject({ challengers: 1, beat_percent: 0, position: 2, own_best: null });
    // A lower total: Ada beats all (1 of 1).
    await saveTotal('carl@example.com', 'Carl', [10, 10, 10]);
    expect(await comparisonEverywhere()).toEqual({ kind: 'beat', percent: 100 });
    // A tie beats nobody: 1 of 2 beaten.
    const ada = (await api.get(`users/${slug}`)).json() as { scores: Record<string, number> };
    const third = Math.floor(ada.scores.total! / 3);
    await saveTotal('dan@example.com', 'Dan', [third, third, ada.scores.total! - 2 * third]);
    expect(await comparisonEverywhere()).toEqual({ kind: 'beat', percent: 50 });
    // Her own best is answered to her, and her own entry is no challenger of hers.
    const own = (await api.get(`game_types/total/estimated_position?score=0`, token)).json();
    expect(own).toMatchObject({ own_best: ada.scores.total, challengers: 2, beat_percent: 0, position: 3 });
  });
});
