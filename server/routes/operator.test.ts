import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../games/replays.ts';
import { OperatorRun } from '../../api/operator.ts';
import { playBotRun } from '../../systems/mouse/bots.ts';
import { replayMouseRun } from '../../systems/mouse/replay.ts';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { apiClient, expectJsonError } from '../../test/api-client.ts';
import { endPlayedRun } from '../../test/replay-api.ts';
import { isOperatorToken, operatorNamed } from '../auth/operator.ts';
import { replayViewerUrl } from '../games/review.ts';
import { OPERATOR_TOKEN_MIN_LENGTH, readConfig } from '../config.ts';

const TOKEN = 'operator-token-for-tests-0123456789abcdef';
const ANA = 'ana-operator-token-for-tests-0123456789abcdef';
const BO = 'bo-operator-token-for-tests-0123456789abcdefgh';
const MISSING = '0b6e8f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the operator token', () => {
  it('matches only the configured token, and nothing when none is configured', () => {
    expect(isOperatorToken(TOKEN, TOKEN)).toBe(true);
    expect(isOperatorToken(TOKEN, `${TOKEN}x`)).toBe(false);
    expect(isOperatorToken(TOKEN, TOKEN.slice(0, -1))).toBe(false);
    expect(isOperatorToken(TOKEN, '')).toBe(false);
    expect(isOperatorToken(TOKEN, undefined)).toBe(false);
    expect(isOperatorToken(TOKEN, [TOKEN, TOKEN])).toBe(false);
    expect(isOperatorToken(undefined, '')).toBe(false);
    expect(isOperatorToken('', '')).toBe(false);
    expect(isOperatorToken(undefined, TOKEN)).toBe(false);
  });

  it('is read from OPERATOR_TOKEN, and a short or spaced one is refused at start', () => {
    expect(readConfig({}).operatorToken).toBeUndefined();
    expect(readConfig({ OPERATOR_TOKEN: TOKEN }).operatorToken).toBe(TOKEN);
    expect(() => readConfig({ OPERATOR_TOKEN: 'x'.repeat(OPERATOR_TOKEN_MIN_LENGTH - 1) })).toThrow(
      /OPERATOR_TOKEN/,
    );
    expect(() => readConfig({ OPERATOR_TOKEN: `${TOKEN} ${TOKEN}` })).toThrow(/OPERATOR_TOKEN/);
  });
});

describe('named operators', () => {
  it('are read from OPERATOR_TOKENS; a bad name, a short token, a repeated or reserved name stop the start', () => {
    const config = readConfig({ OPERATOR_TOKENS: `ana:${ANA}, bo:${BO}` });
    expect(config.operatorTokens).toEqual([
      { name: 'ana', token: ANA },
      { name: 'bo', token: BO },
    ]);
    expect(readConfig({}).operatorTokens).toEqual([]);
    for (const bad of [
      `ana ${ANA}`,
      `a na:${ANA}`,
      `ana:short`,
      `ana:${ANA},ANA:${BO}`,
      `operator:${ANA}`,
      `:${ANA}`,
    ])
      expect(() => readConfig({ OPERATOR_TOKENS: bad }), bad).toThrow(/OPERATOR_TOKEN/);
  });

  it('are told apart by their token; OPERATOR_TOKEN is "operator"; nothing else matches', () => {
    const config = {
      operatorToken: TOKEN,
      operatorTokens: [
        { name: 'ana', token: ANA },
        { name: 'bo', token: BO },
      ],
    };
    expect(operatorNamed(config, ANA)).toBe('ana');
    expect(operatorNamed(config, BO)).toBe('bo');
    expect(operatorNamed(config, TOKEN)).toBe('operator');
    for (const sent of ['', undefined, `${ANA}x`, 'ana', [ANA]])
      expect(operatorNamed(config, sent)).toBeNull();
    expect(operatorNamed({ operatorToken: undefined, operatorTokens: [] }, '')).toBeNull();
  });
});

describe("the review queue's link to the viewer", () => {
  it('is built on the configured origin and base path', () => {
    const config = readConfig({ PUBLIC_ORIGIN: 'https://play.example.com/', BASE_PATH: '/gear' });
    expect(replayViewerUrl(config, MISSING)).toBe(`https://play.example.com/gear/en/replay/${MISSING}`);
    expect(replayViewerUrl(readConfig({ PORT: '9000', HOST: '0.0.0.0' }), MISSING)).toBe(
      `http://localhost:9000/en/replay/${MISSING}`,
    );
  });
});

describe.each(DATABASE_KINDS)('GET operator/runs/{id} on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let closed: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  let uuid: string;
  let run: ReturnType<typeof playBotRun>;
  const asOperator = (id: string, token = TOKEN) =>
    api.get(`operator/runs/${id}`, undefined, { 'x-operator-token': token });

  beforeAll(async () => {
    harness = await createTestApp(kind, {
      operatorToken: TOKEN,
      operatorTokens: [{ name: 'ana', token: ANA }],
    });
    closed = await createTestApp(kind);
    api = apiClient(harness.app);
    const played = await endPlayedRun(harness, api, 'mouse', (seed) => playBotRun('average', seed, 20));
    expect(played.end.statusCode).toBe(200);
    uuid = played.uuid;
    run = played.run as ReturnType<typeof playBotRun>;
  });
  afterAll(async () => {
    await harness?.close();
    await closed?.close();
  });

  it('answers the run with its seed and replay to the operator token; the replay from that seed gives the stored score', async () => {
    const response = await asOperator(uuid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = OperatorRun.parse(response.json());
    expect(body).toMatchObject({
      uuid,
      game_type: 'mouse',
      score: run.score,
      claimed_score: run.score,
      duration: run.durationMs,
      ended: true,
      verification: 'replay',
      user_id: null,
    });
    expect(body.ended_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.review_measures?.measures).toBeTypeOf('object');
    expect(replayMouseRun(body.game_data, body.seed).score).toBe(body.score);
    // The public record keeps the seed to itself.
    expect((await api.get(`games/${uuid}`)).json()).not.toHaveProperty('seed');
  });

  it('records which operator opened the run, once each: the draw clears an entry only for one who watched it', async () => {
    expect((await asOperator(uuid, ANA)).statusCode).toBe(200);
    expect((await asOperator(uuid, ANA)).statusCode).toBe(200);
    const { rows } = await harness.database.db.query<{ operator: string }>(
      `SELECT operator FROM operator_run_views WHERE run_uuid = $1 ORDER BY operator`,
      [uuid],
    );
    expect(rows.map((r) => r.operator)).toEqual(['ana', 'operator']);
    await asOperator(MISSING, ANA);
    const none = await harness.database.db.query(`SELECT 1 FROM operator_run_views WHERE run_uuid = $1`, [
      MISSING,
    ]);
    expect(none.rows).toEqual([]);
  });

  it('answers a wrong, missing or look-alike token exactly as it answers an unknown run', async () => {
    const unknown = await asOperator(MISSING);
    expect(expectJsonError(unknown, 404, 'not_found').message).toBe('Run not found');
    const refusals = [
      await api.get(`operator/runs/${uuid}`),
      await asOperator(uuid, `${TOKEN}x`),
      await asOperator(uuid, TOKEN.toUpperCase()),
      await asOperator(uuid, ''),
      await api.get(`operator/runs/${uuid}`, undefined, { authorization: `Bearer ${TOKEN}` }),
      await asOperator('not-a-uuid', 'wrong'),
      await asOperator('not-a-uuid'),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(404);
      expect(refusal.body).toBe(unknown.body);
    }
  });

  it('answers nobody, the right token included, when no OPERATOR_TOKEN is configured', async () => {
    const closedApi = apiClient(closed.app);
    for (const token of [TOKEN, '', 'x']) {
      const response = await closedApi.get(`operator/runs/${uuid}`, undefined, { 'x-operator-token': token });
      expect(expectJsonError(response, 404, 'not_found').message).toBe('Run not found');
    }
  });

  it("answers the viewer's page to anyone (the run comes only with the token), kept out of indexes", async () => {
    const page = await harness.app.inject({ method: 'GET', url: `/de/replay/${uuid}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(page.body).not.toContain('rel="alternate"');
    expect(page.body).not.toContain(String(OperatorRun.parse((await asOperator(uuid)).json()).seed));
    expect((await harness.app.inject({ method: 'GET', url: '/de/replay/123' })).statusCode).toBe(404);
  });

  it('refuses hostile ids and tokens without a 5xx', async () => {
    // A NUL anywhere is the API's 400 for every route, before any token is looked at.
    expect((await asOperator('%00')).statusCode).toBe(400);
    expect((await api.get('operator/runs/%00')).statusCode).toBe(400);
    for (const id of [`${uuid}%27%20OR%201=1`, 'x'.repeat(90), `${uuid}/extra`]) {
      const response = await asOperator(id);
      expect(response.statusCode, id.slice(0, 60)).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    for (const token of ['\u00e9\u00e9', 'a'.repeat(10_000), `${TOKEN}\t`, "' OR 1=1 --"]) {
      const response = await asOperator(uuid, token);
      expect(response.statusCode).toBe(404);
    }
  });
});
