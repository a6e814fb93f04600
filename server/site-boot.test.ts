import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteBoot } from '../api/site-boot.ts';
import { createTestApp } from '../test/server-harness.ts';
import { DEFAULT_SHARE_TEMPLATES, readConfig } from './config.ts';

const DEFAULT_NETWORKS = [
  { id: 'facebook', template: DEFAULT_SHARE_TEMPLATES.facebook },
  { id: 'x', template: DEFAULT_SHARE_TEMPLATES.x },
];
/** The draw's figures the page states, as configured (the defaults here). */
const DEFAULT_DRAW = {
  minimumAge: 18,
  excludedCountries: ['IT', 'PL', 'TH', 'RU', 'TR'],
  sharePrizeWinners: 10,
};

const WINDOW = {
  competitionStart: '2026-11-01',
  competitionEnd: '2026-12-24',
  competitionTimeZone: 'Europe/Paris',
};

/** The boot data of a served page, read the way the page reads it. */
function bootOf(html: string) {
  const text = /<script type="application\/json" id="site-boot">(.*?)<\/script>/.exec(html)?.[1];
  return parseSiteBoot(text);
}

describe("the page's boot data", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp('pglite', WINDOW);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("carries the draw's window and the country the API would answer, on every kind of page", async () => {
    for (const url of ['/en', '/de/product/mouse', '/fr/my-score', '/en/no-such-page']) {
      const response = await harness.app.inject({ url, headers: { 'cf-ipcountry': 'de' } });
      expect(bootOf(response.body), url).toEqual({
        competition: { start: '2026-11-01', end: '2026-12-24', timeZone: 'Europe/Paris' },
        country: 'DE',
        share: DEFAULT_NETWORKS,
        draw: DEFAULT_DRAW,
      });
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      const api = await harness.app.inject({ url: '/api/country', headers: { 'cf-ipcountry': 'de' } });
      expect(api.json().country_code).toBe('DE');
    }
  });

  it('guesses from Accept-Language as the API does, and says null when nothing tells', async () => {
    const guessed = await harness.app.inject({
      url: '/en',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(bootOf(guessed.body)?.country).toBe('BR');
    const silent = await harness.app.inject({ url: '/en', headers: { 'accept-language': '' } });
    expect(bootOf(silent.body)).toMatchObject({ country: null });
  });

  it('ignores a forged header value and cannot be made to close its element early', async () => {
    const response = await harness.app.inject({
      url: '/en',
      headers: { 'cf-ipcountry': '</script><script>alert(1)</script>', 'accept-language': 'xx' },
    });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(bootOf(response.body)).toMatchObject({ country: null });
  });

  it('carries the share networks the configuration names, as GET /api/frontend_data does', async () => {
    const page = await harness.app.inject({ url: '/en' });
    expect(bootOf(page.body)?.share).toEqual(DEFAULT_NETWORKS);
    const api = await harness.app.inject({ url: '/api/frontend_data' });
    expect(api.json().share_networks).toEqual(DEFAULT_NETWORKS);
  });
});

describe("the page's boot data with a geolocation service", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let service: Server;
  let asked = 0;
  beforeAll(async () => {
    service = createServer((_request, response) => {
      asked += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ country_code: 'NL' }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    harness = await createTestApp('pglite', {
      ...WINDOW,
      geo: { url: `http://127.0.0.1:${port}/geo`, accessKey: 'k' },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await new Promise((resolve) => service?.close(resolve));
  });

  it('never waits on the service: the country is left to GET /api/country unless a proxy header says', async () => {
    const plain = await harness.app.inject({ url: '/en', headers: { 'accept-language': 'de-DE' } });
    expect(bootOf(plain.body)).toEqual({
      competition: { start: '2026-11-01', end: '2026-12-24', timeZone: 'Europe/Paris' },
      share: DEFAULT_NETWORKS,
      draw: DEFAULT_DRAW,
    });
    expect(asked).toBe(0);
    const proxied = await harness.app.inject({ url: '/en', headers: { 'x-country-code': 'FR' } });
    expect(bootOf(proxied.body)?.country).toBe('FR');
    expect(asked).toBe(0);
  });
});

describe('the share networks in the configuration', () => {
  it('are the networks’ own share addresses by default', () => {
    expect(readConfig({}).shareNetworks).toEqual(DEFAULT_NETWORKS);
  });

  it('take the operator’s addresses, and an empty one leaves its network out', () => {
    const config = readConfig({ SHARE_FACEBOOK_URL: '', SHARE_X_URL: 'https://x.com/intent/post?url={url}' });
    expect(config.shareNetworks).toEqual([{ id: 'x', template: 'https://x.com/intent/post?url={url}' }]);
  });

  it.each([
    ['SHARE_FACEBOOK_URL', 'https://www.facebook.com/sharer/sharer.php', /SHARE_FACEBOOK_URL .*\{url\}/],
    ['SHARE_X_URL', 'http://twitter.com/intent/tweet?url={url}', /SHARE_X_URL .*https/],
    ['SHARE_X_URL', 'javascript:alert(document.cookie)//{url}', /SHARE_X_URL .*https/],
    ['SHARE_FACEBOOK_URL', 'https://a:b@facebook.test/?u={url}', /user name or password/],
    ['SHARE_FACEBOOK_URL', 'https://facebook.test/?u={url}&t={token}', /only \{url\} and \{text\}/],
  ])('stop the server at start when %s is %s', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });
});
