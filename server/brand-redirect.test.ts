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

  it('BRAND_ORIGIN must be an absolute http(s) address', () => {
    expect(readConfig({ BRAND_ORIGIN: 'https://shop.example.com/' }).brandOrigin).toBe(
      'https://shop.example.com',
    );
    expect(() => readConfig({ BRAND_ORIGIN: 'shop.example.com' })).toThrow(/BRAND_ORIGIN/);
    expect(() => readConfig({ BRAND_ORIGIN: 'javascript:alert(1)' })).toThrow(/BRAND_ORIGIN/);
  });
});
