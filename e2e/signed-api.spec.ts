import type { Request } from '@playwright/test';
import { decryptPayload, importPayloadKey } from '../api/payload-crypto.ts';
import { parseSiteApiAccess, SITE_API_ACCESS_ID } from '../api/site-api-access.ts';
import { test, expect, waitForApp } from './fixtures.ts';
import { startRun, stepToTheEnd } from './game-steps.ts';
import { SIGNED_API_ENV } from './signed-api-env.ts';

/**
 * The site against a server that asks for signed calls (API_CLIENTS, SITE_API_CLIENT) and encrypted bodies
 * (PAYLOAD_KEY), in the test build (the `signed-api` project). One page load and one run: the page signs and
 * encrypts with what the server wrote into it, the network shows it did, and an unsigned call is refused.
 */
const SITE_CLIENT = { clientId: 'e2e-site', key: 'e2e-site-key-0123456789abcdef' };
const PROJECT_SLUG = 'gear-up-game-on';
/** server/http/client-auth.ts: one answer to every refused signature or encrypted body. */
const REFUSAL = {
  error: 'unauthorized',
  message: 'The request is not signed or encrypted as this server requires',
};
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

// The refused calls below are logged by the browser as failed loads.
test.use({ expectedConsoleErrors: [/status of 401/] });

test('with signing and encryption on, a mouse run ends on its verified score, every call signed and every body encrypted; an unsigned call is refused', async ({
  page,
}) => {
  const apiCalls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
  });

  const { at } = await startRun(page);
  // The page carries the client SITE_API_CLIENT names (not the first of API_CLIENTS, and no other) and the key.
  const access = parseSiteApiAccess(await page.locator(`#${SITE_API_ACCESS_ID}`).textContent());
  expect(access).toEqual({
    signing: { ...SITE_CLIENT, projectSlug: PROJECT_SLUG },
    payloadKey: SIGNED_API_ENV.PAYLOAD_KEY,
  });
  expect(await page.content()).not.toContain('e2e-partner');

  // Off the lane, so the heat ends the run soon.
  await page.mouse.move(at.x - 600, at.y);
  const verified = await stepToTheEnd(page);
  expect(verified.verification).toBe('replay');
  await waitForApp(page, 'game-end');
  await expect(page.getByRole('heading', { name: 'Your score' })).toBeVisible();
  await expect(page.getByTestId('verified-score')).toHaveText(verified.score.toLocaleString('en'));

  // What went over the wire: every API call answered and signed by the site's client, every body encrypted.
  const calls = [...apiCalls];
  const path = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  expect(calls.map(path)).toEqual(expect.arrayContaining(['POST /api/games/start', 'POST /api/games/end']));
  const key = await importPayloadKey(SIGNED_API_ENV.PAYLOAD_KEY);
  const sent = new Map<string, { headers: Record<string, string>; body: string; plain: unknown }>();
  for (const request of calls) {
    const headers = await request.allHeaders();
    expect((await request.response())?.status(), path(request)).toBe(200);
    expect(headers['x-client-authorization'], path(request)).toMatch(
      new RegExp(`^${SITE_CLIENT.clientId}:\\d+:[0-9a-f]{64}$`),
    );
    expect(headers['x-project-slug'], path(request)).toBe(PROJECT_SLUG);
    const body = request.postData();
    if (body === null) continue;
    expect(headers['x-payload-encryption'], path(request)).toBe('aes-gcm');
    // Ciphertext, not JSON: base64 that does not parse, and that the payload key opens.
    expect(body).toMatch(BASE64);
    expect(() => JSON.parse(body) as unknown).toThrow();
    sent.set(path(request), { headers, body, plain: JSON.parse(await decryptPayload(key, body)) });
  }
  // Under the encryption, the run itself: the start asked for this game, the end carried the run's id and score.
  const start = sent.get('POST /api/games/start')!;
  const end = sent.get('POST /api/games/end')!;
  const startAnswer = await calls.find((r) => path(r) === 'POST /api/games/start')!.response();
  const { uuid } = (await startAnswer!.json()) as { uuid: string };
  expect(start.plain).toEqual({ game_type: 'mouse' });
  expect(end.plain).toMatchObject({ uuid, score: verified.score });
  expect(end.body).not.toContain(uuid);

  // The refusal: the same call without the signature headers, then a signature taken from another body.
  const refused = await page.evaluate(
    async ({ captured, encrypted }) => {
      const send = async (headers: Record<string, string>, body: string) => {
        const response = await fetch('api/games/start', { method: 'POST', headers, body });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      return [
        await send({ 'content-type': 'application/json' }, JSON.stringify({ game_type: 'mouse' })),
        await send(captured, encrypted),
      ];
    },
    {
      // The start's signature and the end's encrypted body: decrypts, but the signature is for other bytes.
      captured: {
        'content-type': 'text/plain',
        'x-payload-encryption': 'aes-gcm',
        'x-client-authorization': start.headers['x-client-authorization']!,
        'x-project-slug': PROJECT_SLUG,
      },
      encrypted: end.body,
    },
  );
  expect(refused).toEqual([
    { status: 401, body: REFUSAL },
    { status: 401, body: REFUSAL },
  ]);
});
