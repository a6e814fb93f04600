import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSiteBoot } from '../api/site-boot.ts';
import { createTestApp } from '../test/server-harness.ts';

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
    });
    expect(asked).toBe(0);
    const proxied = await harness.app.inject({ url: '/en', headers: { 'x-country-code': 'FR' } });
    expect(bootOf(proxied.body)?.country).toBe('FR');
    expect(asked).toBe(0);
  });
});
