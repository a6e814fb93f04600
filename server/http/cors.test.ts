import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/server-harness.ts';

const PARTNER = 'https://partner.example.com';
const STRANGER = 'https://evil.example.net';

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('origin');

describe('CORS', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp('pglite', { corsOrigins: [PARTNER] });
  });
  afterAll(async () => harness?.close());

  it('lets a listed origin read answers, without credentials', async () => {
    const answer = await harness.app.inject({
      method: 'GET',
      url: '/api/frontend_data',
      headers: { origin: PARTNER },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers['access-control-expose-headers']).toBe('retry-after');
    expect(varies(answer.headers)).toBe(true);
  });

  it("answers a listed origin's preflight with the methods and headers the API takes", async () => {
    const preflight = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/games/start',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-client-authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(preflight.headers['access-control-allow-methods']).split(', ')).toEqual([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
    expect(String(preflight.headers['access-control-allow-headers']).split(', ')).toEqual([
      'authorization',
      'content-type',
      'x-client-authorization',
      'x-project-slug',
      'x-payload-encryption',
    ]);
    expect(preflight.headers['access-control-max-age']).toBe('600');
    expect(varies(preflight.headers)).toBe(true);
  });

  it('gives any other origin no CORS headers and no preflight, and never reflects it', async () => {
    for (const origin of [STRANGER, `${PARTNER}.evil.example.net`, 'null', '*']) {
      const answer = await harness.app.inject({
        method: 'GET',
        url: '/api/frontend_data',
        headers: { origin },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(varies(answer.headers)).toBe(true);
      const preflight = await harness.app.inject({
        method: 'OPTIONS',
        url: '/api/users',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).not.toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('says Vary: Origin on a plain API answer with no Origin, which carries no CORS header', async () => {
    const answer = await harness.app.inject({ method: 'GET', url: '/api/frontend_data' });
    expect(answer.statusCode).toBe(200);
    expect(varies(answer.headers)).toBe(true);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const health = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(varies(health.headers)).toBe(true);
  });

  it('gives no CORS headers outside the API, even to a listed origin, and does not vary by Origin there', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/en', headers: { origin: PARTNER } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    // A file the browser asks for with an Origin once and without one another time is the same file: a cache
    // keeps one copy of it.
    expect(varies(page.headers)).toBe(false);
    const preflight = await harness.app.inject({
      method: 'OPTIONS',
      url: '/en',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).not.toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
