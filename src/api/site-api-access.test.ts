import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DATABASE_KINDS,
  standInGameData,
  useStandInReplays,
} from '../../test/server-harness.ts';
import { signRequest } from '../../api/signing.ts';
import { answerChallenge } from '../../test/api-client.ts';
import { parseSiteApiAccess, SITE_API_ACCESS_ID } from '../../api/site-api-access.ts';
import { importPayloadKey } from '../../api/payload-crypto.ts';
import { createApiClient, ApiRequestError } from './client.ts';

const KEY32 = Buffer.alloc(32, 9).toString('base64');
const OTHER_KEY32 = Buffer.alloc(32, 3).toString('base64');

/**
 * With API_CLIENTS and PAYLOAD_KEY on, the site keeps working: every page the server renders says how to sign
 * and encrypt (from configuration only), and the site's API client, built from that, registers, plays a run and
 * reads a board. Calls signed or encrypted with anything else are refused, all with one answer.
 */
describe.each(DATABASE_KINDS)('the site with signed and encrypted calls turned on (%s)', (kind) => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp(kind, {
      apiClients: { partner: 'partner-secret', web: 'web-secret' },
      siteApiClient: 'web',
      projectSlug: 'gear',
      payloadKey: KEY32,
    });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });

  /** What a page of the site carries, read the way the browser reads it. */
  async function accessOfPage(path: string) {
    const html = await (await fetch(`${origin}${path}`, { headers: { host: 'evil.example' } })).text();
    const match = new RegExp(
      `<script type="application/json" id="${SITE_API_ACCESS_ID}">(.*?)</script>`,
    ).exec(html);
    return parseSiteApiAccess(match?.[1]);
  }

  it('renders the site client and payload key into every page, from configuration', async () => {
    for (const path of ['/en', '/ar/game/mouse', '/tr/product/keyboard'])
      expect(await accessOfPage(path)).toEqual({
        signing: { clientId: 'web', key: 'web-secret', projectSlug: 'gear' },
        payloadKey: KEY32,
      });
  });

  it('lets the site register, play a run and read a board', async () => {
    const access = await accessOfPage('/en/game/mouse');
    let token: string | null = null;
    const site = createApiClient({
      baseUrl: `${origin}/api`,
      token: () => token,
      signing: access.signing!,
      payloadKey: await importPayloadKey(access.payloadKey!),
    });
    // The captcha's challenge is an API call too, signed like the rest (the site's solver does the same).
    const path = '/api/captcha/challenge';
    const signed = await signRequest(access.signing!, { method: 'GET', path }, Math.floor(Date.now() / 1000));
    const challenge = (await (await fetch(`${origin}${path}`, { headers: signed })).json()) as Parameters<
      typeof answerChallenge
    >[0];
    const registered = await site.register({
      email: 'signed@example.com',
      first_name: 'Sig',
      opt_in_legal: true,
      recaptcha: answerChallenge(challenge),
    });
    token = registered.token;
    const started = await site.startGame('mouse');
    await harness.database.db.query(
      `UPDATE games SET started_at = now() - interval '1 minute' WHERE uuid = $1`,
      [started.uuid],
    );
    const ended = await site.endGame({
      uuid: started.uuid,
      score: 640,
      duration: 40_000,
      game_data: standInGameData(640, 40_000),
    });
    expect(ended).toMatchObject({ score: 640, verification: 'replay' });
    const board = await site.scoreboard('mouse', { limit: 10 });
    expect(board.items).toEqual([{ position: 1, name: 'Sig', score: 640 }]);
  });

  it('refuses a wrong signature or a wrong payload key, with the same answer every time', async () => {
    const unsigned = createApiClient({ baseUrl: `${origin}/api` });
    const wrongKey = createApiClient({
      baseUrl: `${origin}/api`,
      signing: { clientId: 'web', key: 'not-the-key', projectSlug: 'gear' },
    });
    const wrongPayloadKey = createApiClient({
      baseUrl: `${origin}/api`,
      signing: { clientId: 'web', key: 'web-secret', projectSlug: 'gear' },
      payloadKey: await importPayloadKey(OTHER_KEY32),
    });
    const answers: unknown[] = [];
    for (const client of [unsigned, wrongKey, wrongPayloadKey, wrongKey, wrongPayloadKey]) {
      const error = await client.startGame('mouse').then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiRequestError);
      const refused = error as ApiRequestError;
      answers.push({ status: refused.status, body: refused.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });
});
