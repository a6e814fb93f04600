import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/server-harness.ts';
import { readConfig } from './config.ts';

/** The product pages' outbound links: on to the brand's shop when BRAND_ORIGIN is set, the 404 page when not. */
describe('redirect/* links', () => {
  let withShop: Awaited<ReturnType<typeof createTestApp>>;
  let withoutShop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    withShop = await createTestApp('pglite', { brandOrigin: 'https://shop.example.com' });
    withoutShop = await createTestApp('pglite');
  });
  afterAll(async () => {
    await withShop?.close();
    await withoutShop?.close();
  });

  it('sends a product link on to the same path at the brand’s shop', async () => {
    const answer = await withShop.app.inject({ url: '/redirect/product/Gaming-Gear/gear-up-pro-mousepad' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('https://shop.example.com/product/Gaming-Gear/gear-up-pro-mousepad');
  });

  it('refuses paths that are not plain slugs, and without a shop shows the 404 page', async () => {
    expect((await withShop.app.inject({ url: '/redirect/%2F%2Fevil.example' })).statusCode).toBe(404);
    const page = await withoutShop.app.inject({
      url: '/redirect/where-to-buy',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
  });

  it('sends the privacy-policy link of each language to the brand’s page in that language', async () => {
    const answer = await withShop.app.inject({ url: '/redirect/privacy-policy/zh-tw' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('https://shop.example.com/zh-tw/privacy-policy');
    const none = await withoutShop.app.inject({ url: '/redirect/privacy-policy/en' });
    expect(none.statusCode).toBe(404);
  });

  it('never builds the privacy-policy address from anything but a known locale code or from request headers', async () => {
    for (const hostile of [
      'xx',
      'EN',
      '%2F%2Fevil.example',
      'en%2F..%2F..%2Fevil',
      'en%00',
      '..',
      'en/extra',
      '%E2%80%AEen',
      'a'.repeat(300),
    ]) {
      const answer = await withShop.app.inject({
        url: `/redirect/privacy-policy/${hostile}`,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', accept: 'text/html' },
      });
      expect(answer.statusCode, hostile).toBe(404);
      expect(answer.headers.location, hostile).toBeUndefined();
    }
    const honest = await withShop.app.inject({
      url: '/redirect/privacy-policy/ar',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(honest.headers.location).toBe('https://shop.example.com/ar/privacy-policy');
  });

  it('BRAND_ORIGIN must be an absolute http(s) address', () => {
    expect(readConfig({ BRAND_ORIGIN: 'https://shop.example.com/' }).brandOrigin).toBe(
      'https://shop.example.com',
    );
    expect(() => readConfig({ BRAND_ORIGIN: 'shop.example.com' })).toThrow(/BRAND_ORIGIN/);
    expect(() => readConfig({ BRAND_ORIGIN: 'javascript:alert(1)' })).toThrow(/BRAND_ORIGIN/);
  });
});
