import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_AUTH_HEADER,
  CLIENT_AUTH_REASONS,
  PROJECT_SLUG_HEADER,
  constantTimeEqual,
  signRequest,
  verifyClientAuthorization,
  type ClientCredentials,
} from './signing.ts';

const NOW = 1_700_000_000;
const CREDS: ClientCredentials = { clientId: 'web-client', key: 's3cr3t-k3y', projectSlug: 'gear-up' };
const REQ = { method: 'POST', path: '/api/scores?game=mouse', body: '{"score":42}' };
const keys: Record<string, string> = { [CREDS.clientId]: CREDS.key };
const lookup = (id: string) => keys[id];
const OPTIONS = { projectSlug: CREDS.projectSlug, nowSeconds: NOW };

describe('client authorization signing', () => {
  it('returns the two headers in the documented format', async () => {
    const headers = await signRequest(CREDS, REQ, NOW);
    expect(Object.keys(headers).sort()).toEqual([CLIENT_AUTH_HEADER, PROJECT_SLUG_HEADER]);
    expect(headers[CLIENT_AUTH_HEADER]).toMatch(/^web-client:1700000000:[0-9a-f]{64}$/);
    expect(headers[PROJECT_SLUG_HEADER]).toBe('gear-up');
  });

  it('matches a signature computed independently with node:crypto', async () => {
    const bodyHash = createHash('sha256').update(REQ.body, 'utf8').digest('hex');
    const canonical = `POST\n/api/scores?game=mouse\n${NOW}\ngear-up\n${bodyHash}`;
    const expected = createHmac('sha256', CREDS.key).update(canonical, 'utf8').digest('hex');
    const headers = await signRequest(CREDS, { ...REQ, method: 'post' }, NOW);
    expect(headers[CLIENT_AUTH_HEADER]).toBe(`web-client:${NOW}:${expected}`);
  });

  it('hashes the empty string when there is no body, and bytes as given', async () => {
    const emptyHash = createHash('sha256').update('').digest('hex');
    expect(emptyHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const canonical = `GET\n/api/health\n${NOW}\ngear-up\n${emptyHash}`;
    const expected = createHmac('sha256', CREDS.key).update(canonical).digest('hex');
    const headers = await signRequest(CREDS, { method: 'GET', path: '/api/health' }, NOW);
    expect(headers[CLIENT_AUTH_HEADER]).toBe(`web-client:${NOW}:${expected}`);

    const bytes = new Uint8Array([0, 255, 128, 10]);
    const fromBytes = await signRequest(CREDS, { method: 'PUT', path: '/x', body: bytes }, NOW);
    const bytesCanonical = `PUT\n/x\n${NOW}\ngear-up\n${createHash('sha256').update(bytes).digest('hex')}`;
    expect(fromBytes[CLIENT_AUTH_HEADER]).toBe(
      `web-client:${NOW}:${createHmac('sha256', CREDS.key).update(bytesCanonical).digest('hex')}`,
    );
  });

  it('round-trips: a signed request verifies', async () => {
    const headers = await signRequest(CREDS, REQ, NOW);
    await expect(verifyClientAuthorization(headers, REQ, lookup, OPTIONS)).resolves.toEqual({
      ok: true,
      clientId: 'web-client',
    });
    // Within the window on either side, with header names in any case and Node's array form.
    const mixed = {
      'X-Client-Authorization': [headers[CLIENT_AUTH_HEADER] ?? ''],
      'X-Project-Slug': headers[PROJECT_SLUG_HEADER],
    };
    for (const nowSeconds of [NOW - 300, NOW + 300]) {
      expect(await verifyClientAuthorization(mixed, REQ, lookup, { ...OPTIONS, nowSeconds })).toEqual({
        ok: true,
        clientId: 'web-client',
      });
    }
  });

  it('verifies a request signed with a Uint8Array body against the same bytes', async () => {
    const body = new TextEncoder().encode('{"score":42}');
    const headers = await signRequest(CREDS, { ...REQ, body }, NOW);
    expect((await verifyClientAuthorization(headers, REQ, lookup, OPTIONS)).ok).toBe(true);
  });

  async function reasonFor(
    change: {
      headers?: (h: Record<string, string>) => Record<string, string | string[] | undefined>;
      req?: Partial<typeof REQ>;
      options?: Partial<typeof OPTIONS> & { skewSeconds?: number };
      lookup?: (id: string) => string | undefined;
      signedAt?: number;
    } = {},
  ): Promise<string | undefined> {
    const signed = await signRequest(CREDS, REQ, change.signedAt ?? NOW);
    const result = await verifyClientAuthorization(
      change.headers ? change.headers(signed) : signed,
      { ...REQ, ...change.req },
      change.lookup ?? lookup,
      { ...OPTIONS, ...change.options },
    );
    return result.ok ? undefined : result.reason;
  }

  it('refuses a tampered body, path or method, and a wrong key, as a bad signature', async () => {
    expect(await reasonFor({ req: { body: '{"score":4200}' } })).toBe(CLIENT_AUTH_REASONS.badSignature);
    expect(await reasonFor({ req: { body: undefined } })).toBe(CLIENT_AUTH_REASONS.badSignature);
    expect(await reasonFor({ req: { path: '/api/scores?game=headset' } })).toBe(
      CLIENT_AUTH_REASONS.badSignature,
    );
    expect(await reasonFor({ req: { path: '/api/scores' } })).toBe(CLIENT_AUTH_REASONS.badSignature);
    expect(await reasonFor({ req: { method: 'PUT' } })).toBe(CLIENT_AUTH_REASONS.badSignature);
    expect(await reasonFor({ lookup: () => 'another-key' })).toBe(CLIENT_AUTH_REASONS.badSignature);
    expect(
      await reasonFor({
        headers: (h) => {
          const value = h[CLIENT_AUTH_HEADER] ?? '';
          const flipped = value.slice(0, -1) + (value.endsWith('0') ? '1' : '0');
          return { ...h, [CLIENT_AUTH_HEADER]: flipped };
        },
      }),
    ).toBe(CLIENT_AUTH_REASONS.badSignature);
  });

  it('refuses an unknown client', async () => {
    expect(await reasonFor({ lookup: () => undefined })).toBe(CLIENT_AUTH_REASONS.unknownClient);
  });

  it('refuses a wrong or missing project slug', async () => {
    expect(await reasonFor({ options: { projectSlug: 'other-project' } })).toBe(
      CLIENT_AUTH_REASONS.wrongSlug,
    );
    expect(await reasonFor({ headers: (h) => ({ ...h, [PROJECT_SLUG_HEADER]: 'other-project' }) })).toBe(
      CLIENT_AUTH_REASONS.wrongSlug,
    );
    expect(await reasonFor({ headers: (h) => ({ ...h, [PROJECT_SLUG_HEADER]: undefined }) })).toBe(
      CLIENT_AUTH_REASONS.missingSlug,
    );
  });

  it('refuses old and future timestamps outside the window', async () => {
    expect(await reasonFor({ signedAt: NOW - 301 })).toBe(CLIENT_AUTH_REASONS.staleTimestamp);
    expect(await reasonFor({ signedAt: NOW + 301 })).toBe(CLIENT_AUTH_REASONS.staleTimestamp);
    expect(await reasonFor({ signedAt: NOW - 3600 })).toBe(CLIENT_AUTH_REASONS.staleTimestamp);
    expect(await reasonFor({ signedAt: NOW - 30, options: { skewSeconds: 10 } })).toBe(
      CLIENT_AUTH_REASONS.staleTimestamp,
    );
  });

  it('refuses a missing or malformed header', async () => {
    expect(await reasonFor({ headers: (h) => ({ [PROJECT_SLUG_HEADER]: h[PROJECT_SLUG_HEADER] }) })).toBe(
      CLIENT_AUTH_REASONS.missingHeader,
    );
    for (const bad of [
      'web-client',
      'web-client:1700000000',
      `web-client:abc:${'0'.repeat(64)}`,
      `web-client:1700000000:${'0'.repeat(63)}`,
      `web-client:1700000000:${'g'.repeat(64)}`,
      `:1700000000:${'0'.repeat(64)}`,
      `a:b:1700000000:${'0'.repeat(64)}`,
    ]) {
      expect(await reasonFor({ headers: (h) => ({ ...h, [CLIENT_AUTH_HEADER]: bad }) })).toBe(
        CLIENT_AUTH_REASONS.malformed,
      );
    }
    // Two values for one header are ambiguous.
    expect(
      await reasonFor({
        headers: (h) => ({
          ...h,
          [CLIENT_AUTH_HEADER]: [h[CLIENT_AUTH_HEADER] ?? '', h[CLIENT_AUTH_HEADER] ?? ''],
        }),
      }),
    ).toBe(CLIENT_AUTH_REASONS.malformed);
  });

  it('refuses to sign with an unusable client id or key', async () => {
    await expect(signRequest({ ...CREDS, clientId: 'a:b' }, REQ, NOW)).rejects.toThrow('Invalid client id');
    await expect(signRequest({ ...CREDS, clientId: '' }, REQ, NOW)).rejects.toThrow('Invalid client id');
    await expect(signRequest({ ...CREDS, key: '' }, REQ, NOW)).rejects.toThrow('Invalid client key');
  });

  it('compares in constant time yet correctly', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('', 'a')).toBe(false);
  });
});
