import { beatPercent } from '../../api/beat-share.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerReplay, replayFor } from '../games/verify-run.ts';
import {
  createTestApp,
  useStandInReplays,
  standInGameData,
  DATABASE_KINDS,
} from '../../test/server-harness.ts';
import { apiClient, expectJsonError } from '../../test/api-client.ts';
import { buildApp } from '../app.ts';
import { DEFAULT_SHARE_TEMPLATES } from '../config.ts';
import { BUILT_IN_SIGN_IN } from '../../api/games.ts';

describe.each(DATABASE_KINDS)('games and boards API on %s', (kind) => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp(kind);
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });

  it('starts a run with a server-chosen seed and ends it once, with the score its replay yields', async () => {
    const start = (await api.post('games/start', { game_type: 'mouse' })).json();
    expect(start).toMatchObject({ success: true, uuid: expect.any(String), seed: expect.any(Number) });
    expectJsonError(await api.post('games/start', { game_type: 'phone' }), 400, 'invalid_input');
    const { uuid, end } = await api.play('mouse', 640, { duration: 45_000 });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({
      success: true,
      score: 640,
      total: 640,
      verification: 'replay',
    });
    const again = await api.post('games/end', { uuid, score: 640, duration: 45_000, game_data: {} });
    expectJsonError(again, 409, 'conflict');
    const record = (await api.get(`games/${uuid}`)).json();
    expect(record).toMatchObject({
      uuid,
      game_type: 'mouse',
      score: 640,
      duration: 45_000,
      ended: true,
      game_data: standInGameData(640, 45_000),
    });
    expectJsonError(await api.get('games/00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectJsonError(await api.get('games/not-a-uuid'), 404, 'not_found');
  });

  it('refuses forged runs and closes them, so they cannot be retried with other numbers', async () => {
    const tooHigh = await api.play('keyboard', 19_000, { duration: 10_000 });
    expect(expectJsonError(tooHigh.end, 422, 'rejected_run').message).toMatch(/not possible in that time/);
    expectJsonError(
      await api.post('games/end', { uuid: tooHigh.uuid, score: 10, duration: 10_000, game_data: {} }),
      409,
      'conflict',
    );
    // Claims 10 minutes of play one second after starting.
    const start = (await api.post('games/start', { game_type: 'headset' })).json();
    expect(
      expectJsonError(
        await api.post('games/end', { uuid: start.uuid, score: 100, duration: 600_000, game_data: {} }),
        422,
        'rejected_run',
      ).message,
    ).toMatch(/longer than the time/);
    const big = (await api.post('games/start', { game_type: 'mouse' })).json();
    expectJsonError(
      await api.post('games/end', {
        uuid: big.uuid,
        score: 1,
        duration: 5000,
        game_data: { pad: 'x'.repeat(70_000) },
      }),
      400,
      'invalid_input',
    );
  });

  it('chains a visitor’s runs into one total; a replayed game replaces its score in the total', async () => {
    const mouse = await api.play('mouse', 500);
    const acc = mouse.end.json().accumulator_uuid;
    const keyboard = await api.play('keyboard', 700, { previous: mouse.uuid });
    expect(keyboard.end.json()).toMatchObject({ accumulator_uuid: acc, total: 1200 });
    const headset = await api.play('headset', 300, { previous: keyboard.uuid });
    expect(headset.end.json().total).toBe(1500);
    const retry = await api.play('mouse', 800, { previous: headset.uuid });
    expect(retry.end.json()).toMatchObject({ accumulator_uuid: acc, total: 1800 });
  });

  it('saves anonymous runs to the account that registers or logs in with them, and to nobody else', async () => {
    const mouse = await api.play('mouse', 1000);
    const keyboard = await api.play('keyboard', 1100, { previous: mouse.uuid });
    const acc = keyboard.end.json().accumulator_uuid;
    const owner = await api.register({
      email: 'owner@example.com',
      first_name: 'Olga',
      last_name: 'Ivanova',
      accumulator_uuid: acc,
      chain_secret: api.chainSecretOf(acc),
    });
    const total = (await api.get('scoreboards/total')).json();
    expect(total.items).toContainEqual({ position: expect.any(Number), name: 'Olga I.', score: 2100 });
    const thief = await api.register({ email: 'thief@example.com', first_name: 'Tom' });
    // Without the chain's secret the saved chain is unknown; with it, it is someone else's.
    expectJsonError(await api.patch(`games/${acc}`, {}, thief.token), 404, 'not_found');
    expectJsonError(
      await api.patch(`games/${acc}`, { chain_secret: api.chainSecretOf(acc) }, thief.token),
      403,
      'forbidden',
    );
    expectJsonError(await api.patch(`games/${acc}`, {}), 401, 'unauthorized');
    expect((await api.patch(`games/${mouse.uuid}`, {}, owner.token)).json()).toMatchObject({
      success: true,
      accumulator_uuid: acc,
      game_data: expect.any(Object),
    });
  });

  it('ranks boards by score, equal scores by who reached them first; pages, the DE segment and the page around a player', async () => {
    const players: Array<{ token: string; name: string; score: number }> = [];
    for (let i = 0; i < 12; i++) {
      const name = `P${String(i).padStart(2, '0')}`;
      const { token } = await api.register({
        email: `p${i}@example.com`,
        first_name: name,
        country: i % 3 === 0 ? 'DE' : 'FR',
      });
      const score = i === 5 ? 400 : 100 + i * 10; // P05 ties with nobody; P10 (200) and others distinct
      players.push({ token, name, score });
    }
    // Two players reach the same score: the first to reach it ranks first.
    players[7]!.score = 555;
    players[8]!.score = 555;
    for (const p of players)
      expect((await api.play('headset', p.score, { token: p.token })).end.statusCode).toBe(200);
    const board = (await api.get('scoreboards/headset?limit=100')).json();
    const ours = board.items.filter((i: { name: string }) => /^P\d\d$/.test(i.name));
    expect(ours.map((i: { name: string }) => i.name).slice(0, 3)).toEqual(['P07', 'P08', 'P05']);
    const scores = board.items.map((i: { score: number }) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(board.items.map((i: { position: number }) => i.position)).toEqual(
      board.items.map((_: unknown, i: number) => i + 1),
    );
    const page = (await api.get('scoreboards/headset?limit=2&offset=1')).json();
    expect(page.items).toEqual(board.items.slice(1, 3));
    expect(page.total).toBe(board.total);
    const de = (await api.get('scoreboards/total?segment=DE')).json();
    expect(de.items.length).toBeGreaterThan(0);
    expect(de.items.every((i: { name: string }) => ['P00', 'P03', 'P06', 'P09'].includes(i.name))).toBe(true);
    const around = (
      await api.get('scoreboards/headset?offset_to_user=true&limit=5', players[0]!.token)
    ).json();
    expect(around.user_position).toBe(board.items.findIndex((i: { name: string }) => i.name === 'P00') + 1);
    expect(around.offset).toBe(Math.max(0, around.user_position - 1 - 50));
    expectJsonError(await api.get('scoreboards/headset?offset_to_user=true'), 401, 'unauthorized');
    expectJsonError(await api.get('scoreboards/phones'), 404, 'not_found');
    expectJsonError(await api.get('scoreboards/total?limit=0'), 400, 'invalid_input');
    expectJsonError(await api.get('scoreboards/total?limit=abc'), 400, 'invalid_input');
  });

  it('estimates a position and the "beat X %" figure exactly as a COUNT over the board would', async () => {
    const { rows } = await harness.database.db.query<{ score: number }>(
      `SELECT score FROM board_entries WHERE board = 'headset' AND score IS NOT NULL`,
    );
    const scores = rows.map((r) => Number(r.score));
    expect(scores.length).toBeGreaterThan(5);
    for (const probe of [0, 150, 205, 555, 556, 10_000]) {
      const answer = (
        await api.get(`game_types/headset/estimated_position?score=${probe}&duration=60000`)
      ).json();
      expect(answer.position).toBe(scores.filter((s) => s >= probe).length + 1);
      expect(answer.beat_percent).toBe(beatPercent(scores.filter((s) => s < probe).length, scores.length));
      expect(answer.total).toBe(scores.length);
      // Anonymous: every player on the board is a challenger.
      expect(answer.challengers).toBe(scores.length);
      expect(answer.own_best).toBeNull();
    }
    expectJsonError(await api.get('game_types/phone/estimated_position?score=1'), 404, 'not_found');
    expectJsonError(await api.get('game_types/mouse/estimated_position?score=-3'), 400, 'invalid_input');
  });

  it('refuses hostile input on estimated_position, and a bad token the same way whoever holds it', async () => {
    for (const query of [
      '',
      'score=',
      'score=abc',
      'score=1.5',
      'score=1e3',
      'score=99999999999',
      `score=${'9'.repeat(5000)}`,
      'score=1&score=2',
      'score[]=1',
      'score=1&duration=-1',
      'score=1&duration=abc',
    ])
      expectJsonError(await api.get(`game_types/total/estimated_position?${query}`), 400, 'invalid_input');
    expectJsonError(await api.get('game_types/__proto__/estimated_position?score=1'), 404, 'not_found');
    // Unknown fields are ignored, as on every query.
    expect((await api.get('game_types/total/estimated_position?score=1&own_best=5&user=x')).statusCode).toBe(
      200,
    );
    // A forged or malformed bearer is refused, never read as anonymous nor as someone else.
    const forged = await api.get('game_types/total/estimated_position?score=1', 'not-a-token');
    const wrong = await api.get('game_types/total/estimated_position?score=1', 'x'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(forged.json().error).toBe('unauthorized');
    expect(wrong.json()).toEqual({
      error: 'unauthorized',
      message: 'Your session has expired: log in again',
    });
  });

  it('keeps a second process’s boards in step through the database', async () => {
    const other = await buildApp({ config: harness.config, db: harness.database.db, logger: false });
    const otherApi = apiClient(other, harness.database.db);
    const before = (await otherApi.get('scoreboards/mouse?limit=100')).json();
    const { token } = await api.register({ email: 'late-comer@example.com', first_name: 'Zed' });
    await api.play('mouse', 2222, { token });
    const after = (await otherApi.get('scoreboards/mouse?limit=100')).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toEqual({ position: 1, name: 'Zed', score: 2222 });
    await other.close();
  });

  it('accepts exactly one of many simultaneous ends of the same run, and every end of different runs', async () => {
    const start = (await api.post('games/start', { game_type: 'mouse' })).json();
    await harness.database.db.query(
      `UPDATE games SET started_at = now() - interval '1 minute' WHERE uuid = $1`,
      [start.uuid],
    );
    const same = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.post('games/end', {
          uuid: start.uuid,
          score: 300,
          duration: 30_000,
          game_data: standInGameData(300, 30_000),
        }),
      ),
    );
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(199);
    const many = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api.play('keyboard', 100 + i, { duration: 20_000 })),
    );
    expect(many.every((r) => r.end.statusCode === 200)).toBe(true);
    const { rows } = await harness.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE uuid = ANY($1::uuid[]) AND score IS NOT NULL`,
      [many.map((r) => r.uuid)],
    );
    expect(rows[0]!.n).toBe(200);
  });

  it('serves front-end data and the visitor’s country without any outside service', async () => {
    const data = (await api.get('frontend_data')).json();
    expect(data).toEqual({
      success: true,
      current_game: 'mouse',
      sign_in: BUILT_IN_SIGN_IN,
      competition: {
        start: '2022-07-07',
        end: '2022-07-28',
        time_zone: 'UTC',
        active: false,
        minimum_age: 18,
        excluded_countries: ['IT', 'PL', 'TH', 'RU', 'TR'],
        share_prize_winners: 10,
      },
      share_networks: [
        { id: 'facebook', template: DEFAULT_SHARE_TEMPLATES.facebook },
        { id: 'x', template: DEFAULT_SHARE_TEMPLATES.x },
      ],
    });
    expect((await api.get('country', undefined, { 'cf-ipcountry': 'de' })).json()).toMatchObject({
      country_code: 'DE',
      segment: 'DE',
      source: 'header',
    });
    expect(
      (await api.get('country', undefined, { 'accept-language': 'pt-BR,pt;q=0.9' })).json(),
    ).toMatchObject({ country_code: 'BR', segment: false });
    expect((await api.get('country', undefined, { 'accept-language': 'ja' })).json()).toMatchObject({
      country_code: 'JP',
    });
    expect((await api.get('country')).json()).toMatchObject({ country_code: null, source: 'none' });
  });
});

describe('competition window and rate limits', () => {
  it('is active inside the window until 23:59 of the end day, never in excluded countries', async () => {
    const { competitionActive: active } = await import('../../api/competition.ts');
    const competitionActive = (start: string, end: string, country: string | null, now: number) =>
      active({ start, end, timeZone: 'UTC' }, country, now);
    const at = (iso: string) => Date.parse(iso);
    expect(competitionActive('2022-07-07', '2022-07-28', null, at('2022-07-28T23:59:00Z'))).toBe(true);
    expect(competitionActive('2022-07-07', '2022-07-28', null, at('2022-07-29T00:00:00Z'))).toBe(false);
    expect(competitionActive('2022-07-07', '2022-07-28', null, at('2022-07-06T23:59:59Z'))).toBe(false);
    for (const country of ['IT', 'PL', 'TH', 'RU', 'TR'])
      expect(competitionActive('2022-07-07', '2022-07-28', country, at('2022-07-10T12:00:00Z'))).toBe(false);
    expect(competitionActive('2022-07-07', '2022-07-28', 'DE', at('2022-07-10T12:00:00Z'))).toBe(true);
  });

  it('answers writes past the limit with 429 and Retry-After, and leaves reads alone', async () => {
    const harness = await createTestApp('pglite', {
      rateLimits: {
        writesPerIpPerMinute: 3,
        writesPerUserPerMinute: 100,
        loginsPerIpPerMinute: 100,
        loginsPerAccountPer15Minutes: 100,
        resetsPerEmailPerHour: 100,
      },
    });
    try {
      const api = apiClient(harness.app);
      for (let i = 0; i < 3; i++)
        expect((await api.post('games/start', { game_type: 'mouse' })).statusCode).toBe(200);
      const limited = await api.post('games/start', { game_type: 'mouse' });
      expectJsonError(limited, 429, 'rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await api.get('scoreboards/total')).statusCode).toBe(200);
    } finally {
      await harness.close();
    }
  });
});

describe.each(DATABASE_KINDS)('runs the server cannot verify, on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => harness?.close());

  it('refuses a headset or keyboard run with 422 and a reason, and nothing reaches a board', async () => {
    for (const game of ['headset', 'keyboard'] as const) {
      if (replayFor(game)) continue; // the game has its replay now: its own tests cover it
      const start = (await api.post('games/start', { game_type: game })).json() as { uuid: string };
      await harness.database.db.query(
        `UPDATE games SET started_at = now() - interval '1 minute' WHERE uuid = $1`,
        [start.uuid],
      );
      const end = await api.post('games/end', {
        uuid: start.uuid,
        score: 700,
        duration: 30_000,
        game_data: {},
      });
      expect(expectJsonError(end, 422, 'rejected_run')).toEqual({
        error: 'rejected_run',
        reason: 'game_unverifiable',
        message: 'The run was refused: scores of this game cannot be verified yet',
      });
      const record = (await api.get(`games/${start.uuid}`)).json();
      expect(record).toMatchObject({ ended: true, score: null, verification: null });
    }
    for (const board of ['headset', 'keyboard', 'total'])
      expect((await api.get(`scoreboards/${board}`)).json().items).toEqual([]);
  });

  it('refuses a forged 20-minute run on its claim alone, before the replay runs', async () => {
    const replay = vi.fn(() => ({ score: 100, durationMs: 20 * 60_000 }));
    const real = replayFor('mouse');
    registerReplay('mouse', replay);
    try {
      const start = (await api.post('games/start', { game_type: 'mouse' })).json() as { uuid: string };
      const forged = { uuid: start.uuid, score: 100, duration: 20 * 60_000, game_data: { commands: [] } };
      expect(expectJsonError(await api.post('games/end', forged), 422, 'rejected_run')).toMatchObject({
        reason: 'longer_than_elapsed',
        message: expect.stringMatching(/longer than the time since it started/),
      });
      expect(replay).not.toHaveBeenCalled();
    } finally {
      registerReplay('mouse', real);
    }
  });
});
