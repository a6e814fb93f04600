import Hawk from 'hawk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/server-harness.ts';
import { createApiClient, ApiRequestError } from './client.ts';
import { importPayloadKey } from '../../api/payload-crypto.ts';
import { signRequest } from '../../api/signing.ts';

const KEY32 = Buffer.alloc(32, 7).toString('base64');
/** Every refusal reads the same, whatever was wrong. */
const REFUSED = {
  error: 'unauthorized',
  message: 'The request is not signed or encrypted as this server requires',
};

/**
 * The browser client against a server that requires signed requests and takes encrypted bodies: both sides of
 * server/http/client-auth.ts. It lives beside the client: server/ imports no src/, its tests included.
 */
describe('request signing and encrypted payloads (when configured)', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  beforeAll(async () => {
    harness = await createTestApp('pglite', {
      apiClients: { web: 'web-secret' },
      hawkClients: { backoffice: { id: 'backoffice', key: 'hawk-secret', algorithm: 'sha256' } },
      projectSlug: 'gear',
      payloadKey: KEY32,
    });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    // The server suite's hook timeout, which this test had there: a fresh PGlite database takes seconds.
  }, 60_000);
  afterAll(async () => harness?.close());

  it('leaves the health check and the API reference open', async () => {
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/docs`)).status).toBe(200);
  });

  it('refuses unsigned or wrongly signed calls and accepts the signed client', async () => {
    const unsigned = await fetch(`${baseUrl}/frontend_data`);
    expect(unsigned.status).toBe(401);
    const wrong = createApiClient({
      baseUrl,
      signing: { clientId: 'web', key: 'not-the-key', projectSlug: 'gear' },
    });
    await expect(wrong.frontendData()).rejects.toBeInstanceOf(ApiRequestError);
    const signed = createApiClient({
      baseUrl,
      signing: { clientId: 'web', key: 'web-secret', projectSlug: 'gear' },
    });
    expect((await signed.frontendData()).success).toBe(true);
    expect((await signed.startGame('mouse')).uuid).toMatch(/-/);
  });

  it('refuses a signed request whose body was changed on the way', async () => {
    const body = JSON.stringify({ game_type: 'mouse' });
    const headers = await signRequest(
      { clientId: 'web', key: 'web-secret', projectSlug: 'gear' },
      { method: 'POST', path: '/api/games/start', body },
      Math.floor(Date.now() / 1000),
    );
    const tampered = await fetch(`${baseUrl}/games/start`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ game_type: 'keyboard' }),
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toEqual(REFUSED);
  });

  it('takes AES-GCM encrypted bodies', async () => {
    const client = createApiClient({
      baseUrl,
      signing: { clientId: 'web', key: 'web-secret', projectSlug: 'gear' },
      payloadKey: await importPayloadKey(KEY32),
    });
    const started = await client.startGame('headset');
    expect(started.success).toBe(true);
    const garbage = await fetch(`${baseUrl}/games/start`, {
      method: 'POST',
      headers: {
        'x-payload-encryption': 'aes-gcm',
        'content-type': 'text/plain',
        ...(await signRequest(
          { clientId: 'web', key: 'web-secret', projectSlug: 'gear' },
          { method: 'POST', path: '/api/games/start', body: 'AAAA' },
          Math.floor(Date.now() / 1000),
        )),
      },
      body: 'AAAA',
    });
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toEqual(REFUSED);
  });

  it('accepts a Hawk-signed server-to-server call once, and refuses its replay', async () => {
    const url = `${baseUrl}/scoreboards/total?limit=3`;
    const { header } = Hawk.client.header(url, 'GET', {
      credentials: { id: 'backoffice', key: 'hawk-secret', algorithm: 'sha256' },
    });
    const first = await fetch(url, { headers: { authorization: header } });
    expect(first.status, await first.clone().text()).toBe(200);
    const replay = await fetch(url, { headers: { authorization: header } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual(REFUSED);
  });
});
