import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/server-harness.ts';

describe('CORS', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp('pglite', { corsOrigins: ['https://partner.example.com'] });
  });
  afterAll(async () => harness?.close());

  it('lets a listed origin read answers and preflight, without credentials', async () => {
    const answer = await harness.app.inject({
      method: 'GET',
      url: '/api/frontend_data',
      headers: { origin: 'https://partner.example.com' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/games/start',
      headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
  });

  it('gives any other origin no CORS headers', async () => {
    const answer = await harness.app.inject({
      method: 'GET',
      url: '/api/frontend_data',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/users',
      headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
