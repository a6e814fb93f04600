import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../test/server-harness.ts';
import { apiClient, expectJsonError, linkIn, outboxMessages } from '../test/api-client.ts';
import { readConfig, siteOrigin } from './config.ts';

/**
 * What a client writes into Host, X-Forwarded-Host and X-Forwarded-For must not steer the server: links in mail
 * and pages come from configuration (a forged Host once made a victim's reset mail carry a valid token to the
 * attacker's site), and the client's address is the one the named proxy saw (rotated X-Forwarded-For entries
 * once voided every per-address limit).
 */
describe.each(DATABASE_KINDS)('forwarded headers on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp(kind, {
      trustProxy: 1,
      rateLimits: {
        writesPerIpPerMinute: 100_000,
        writesPerUserPerMinute: 100_000,
        loginsPerIpPerMinute: 5,
        loginsPerAccountPer15Minutes: 100_000,
        resetsPerEmailPerHour: 100_000,
      },
    });
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => harness?.close());

  const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('mails reset links on the configured origin, whatever Host and X-Forwarded-Host say', async () => {
    await api.register({ email: 'victim@example.com', first_name: 'Vic', password: 'longpassword' });
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/users/reset_password',
      headers: { ...hostile, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
      payload: JSON.stringify({ email: 'victim@example.com' }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await harness.app.backgroundIdle();
    const link = new URL(linkIn(outboxMessages(harness.config.outboxDir).at(-1)!));
    expect(link.origin).toBe('https://play.example.com');
    expect(outboxMessages(harness.config.outboxDir).at(-1)).not.toContain('evil.example');
  });

  it('mails validation links on the configured origin too', async () => {
    const { token } = await api.register({ email: 'valid@example.com', first_name: 'Val' });
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/messages/validation/send',
      headers: { ...hostile, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{}',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = outboxMessages(harness.config.outboxDir).at(-1)!;
    expect(new URL(linkIn(mail)).origin).toBe('https://play.example.com');
    expect(mail).not.toContain('evil.example');
  });

  it('writes canonical links and the API reference on the configured origin', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/en', headers: hostile });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('https://play.example.com/en');
    expect(page.body).not.toContain('evil.example');
    const doc = await harness.app.inject({ method: 'GET', url: '/api/openapi.json', headers: hostile });
    expect(doc.json().servers[0].url).toBe('https://play.example.com/api');
  });

  it('behind one trusted proxy, takes the address that proxy saw: rotated left-most entries get no new budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await harness.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '10.0.0.1',
        headers: {
          'content-type': 'application/json',
          // The client writes the first entry; the proxy appends the address it saw.
          'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`,
        },
        payload: JSON.stringify({ email: 'nobody@example.com', code: '00000000' }),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // Another client behind the same proxy has its own budget.
    const other = await harness.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
      payload: JSON.stringify({ email: 'nobody@example.com', code: '00000000' }),
    });
    expectJsonError(other, 401, 'bad_credentials');
  });

  it('sends HSTS when the configured origin is https', async () => {
    const answer = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('a server not behind a named proxy', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp('pglite', {
      publicOrigin: undefined,
      host: '0.0.0.0',
      port: 8123,
      trustProxy: ['10.0.0.1'],
      rateLimits: {
        writesPerIpPerMinute: 100_000,
        writesPerUserPerMinute: 100_000,
        loginsPerIpPerMinute: 3,
        loginsPerAccountPer15Minutes: 100_000,
        resetsPerEmailPerHour: 100_000,
      },
    });
  });
  afterAll(async () => harness?.close());

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await harness.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '192.0.2.50',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        payload: JSON.stringify({ email: 'nobody@example.com', code: '00000000' }),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('without PUBLIC_ORIGIN, mails links on its listen address, never on the Host a client sent', async () => {
    await apiClient(harness.app).register({ email: 'dev@example.com', first_name: 'Dev' });
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/users/reset_password',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'dev@example.com' }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await harness.app.backgroundIdle();
    const mail = outboxMessages(harness.config.outboxDir).at(-1)!;
    expect(new URL(linkIn(mail)).origin).toBe('http://localhost:8123');
    expect(mail).not.toContain('evil.example');
  });

  it('builds links on its listen address without PUBLIC_ORIGIN, sends no HSTS over http', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/en', headers: { host: 'evil.example' } });
    expect(page.body).toContain('http://localhost:8123/en');
    expect(page.body).not.toContain('evil.example');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY and the site origin', () => {
  it('reads a hop count or addresses, and refuses anything else', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    for (const bad of ['true', 'proxy.local', '10.0.0.1/40', '10.0.0.1/8/2'])
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be a hop count/);
  });

  it('is PUBLIC_ORIGIN, or the listen address with a wildcard host shown as localhost', () => {
    expect(siteOrigin({ publicOrigin: 'https://play.example.com', host: '0.0.0.0', port: 80 })).toBe(
      'https://play.example.com',
    );
    expect(siteOrigin({ publicOrigin: undefined, host: '0.0.0.0', port: 8080 })).toBe(
      'http://localhost:8080',
    );
    expect(siteOrigin({ publicOrigin: undefined, host: '::1', port: 8080 })).toBe('http://[::1]:8080');
    expect(siteOrigin({ publicOrigin: undefined, host: '127.0.0.1', port: 9 })).toBe('http://127.0.0.1:9');
  });
});
