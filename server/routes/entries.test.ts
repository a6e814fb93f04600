import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { apiClient, expectJsonError } from '../../test/api-client.ts';
import {
  createTestDatabase,
  DATABASE_KINDS,
  standInGameData,
  testConfig,
  useStandInReplays,
  type TestDatabase,
} from '../../test/server-harness.ts';

/**
 * Entries that meet the rules (issue 39): the country seen when runs are saved, the share prize's entries and the
 * signed-in player's bars, on each database.
 */
describe.each(DATABASE_KINDS)('entries on %s', (kind) => {
  let restoreReplays: () => void = () => {};
  let database: TestDatabase;
  let app: FastifyInstance;
  let config: ServerConfig;
  let api: ReturnType<typeof apiClient>;
  /** What the stand-in geolocation service answers for every address (null: it cannot tell). */
  let located: string | null = null;
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    database = await createTestDatabase(kind);
    config = testConfig({
      // Open now: the share entries are taken.
      competitionStart: '2020-01-01',
      competitionEnd: '2099-12-31',
    });
    app = await buildApp({
      config,
      db: database.db,
      version: 'test',
      logger: false,
      services: { geolocate: async () => located },
    });
    await app.ready();
    api = apiClient(app, database.db);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    restoreReplays();
  });

  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api/${url}`,
      headers: {
        ...(options.body !== undefined || options.raw !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.raw !== undefined
        ? { payload: options.raw }
        : options.body !== undefined
          ? { payload: JSON.stringify(options.body) }
          : {}),
    });

  /** One run, started and ended with `headers` on the end (the country the proxy says), as `token` if given. */
  async function playRun(
    game: string,
    options: { token?: string; headers?: Record<string, string>; previous?: string; secret?: string } = {},
  ) {
    const { uuid } = (
      await inject('POST', 'games/start', { body: { game_type: game }, token: options.token })
    ).json() as {
      uuid: string;
    };
    await database.db.query(`UPDATE games SET started_at = now() - interval '60 seconds' WHERE uuid = $1`, [
      uuid,
    ]);
    const end = await inject('POST', 'games/end', {
      token: options.token,
      headers: options.headers,
      body: {
        uuid,
        score: 500,
        duration: 60_000,
        previous_game: options.previous,
        chain_secret: options.secret,
        game_data: standInGameData(500, 60_000),
      },
    });
    expect(end.statusCode, end.body).toBe(200);
    const ended = end.json() as { accumulator_uuid: string; chain_secret?: string };
    // The secret comes with a chain's first anonymous run; the runs that continue it keep the same one.
    return { uuid, accumulator: ended.accumulator_uuid, secret: ended.chain_secret ?? options.secret };
  }

  const seenOf = async (uuid: string) =>
    (
      await database.db.query<{ seen_country: string | null }>(
        `SELECT seen_country FROM games WHERE uuid = $1`,
        [uuid],
      )
    ).rows[0]?.seen_country;

  let serial = 0;
  const register = (fields: Record<string, unknown> = {}) =>
    api.register({ email: `player${++serial}@example.com`, first_name: 'Pat', ...fields });

  describe('the country seen when runs are saved', () => {
    it('a signed-in player’s run keeps the country the proxy’s header gives; an anonymous run keeps none', async () => {
      const { token } = await register();
      const signed = await playRun('mouse', { token, headers: { 'cf-ipcountry': 'tr' } });
      expect(await seenOf(signed.uuid)).toBe('TR');
      const anonymous = await playRun('mouse', { headers: { 'cf-ipcountry': 'TR' } });
      expect(await seenOf(anonymous.uuid)).toBeNull();
    });

    it('takes the geolocation service’s country, never the Accept-Language guess', async () => {
      const { token } = await register();
      located = 'PL';
      try {
        const run = await playRun('mouse', { token, headers: { 'accept-language': 'de-DE' } });
        expect(await seenOf(run.uuid)).toBe('PL');
      } finally {
        located = null;
      }
      const guessed = await playRun('mouse', { token, headers: { 'accept-language': 'it-IT,it' } });
      expect(await seenOf(guessed.uuid)).toBeNull();
      // Cloudflare's code for Tor names no country: no country is known.
      const hidden = await playRun('mouse', { token, headers: { 'cf-ipcountry': 'T1' } });
      expect(await seenOf(hidden.uuid)).toBeNull();
    });

    it('claiming a chain at registration and at login records where the claim came from', async () => {
      const first = await playRun('mouse');
      const second = await playRun('headset', { previous: first.uuid, secret: first.secret });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'content-type': 'application/json', 'x-country-code': 'RU' },
        payload: JSON.stringify({
          email: `claimer${++serial}@example.com`,
          first_name: 'Cla',
          password: 'a fine password',
          opt_in_legal: true,
          recaptcha: await api.captcha(),
          accumulator_uuid: second.accumulator,
          chain_secret: second.secret,
        }),
      });
      expect(registered.statusCode, registered.body).toBe(200);
      expect(await seenOf(first.uuid)).toBe('RU');
      expect(await seenOf(second.uuid)).toBe('RU');

      const email = `login${++serial}@example.com`;
      await api.register({ email, first_name: 'Lo', password: 'a fine password' });
      const later = await playRun('keyboard');
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json', 'cf-ipcountry': 'FR' },
        payload: JSON.stringify({
          email,
          password: 'a fine password',
          accumulator_uuid: later.accumulator,
          chain_secret: later.secret,
        }),
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(await seenOf(later.uuid)).toBe('FR');
    });

    it('saving a chain (PATCH games/{id}) records the saving request’s country on the runs it gives the player', async () => {
      const { token } = await register();
      const run = await playRun('mouse');
      const saved = await inject('PATCH', `games/${run.uuid}`, {
        token,
        headers: { 'cf-ipcountry': 'TH' },
        body: { chain_secret: run.secret },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await seenOf(run.uuid)).toBe('TH');
      // A run already saved keeps the country it was saved from.
      await inject('PATCH', `games/${run.uuid}`, { token, headers: { 'cf-ipcountry': 'DE' }, body: {} });
      expect(await seenOf(run.uuid)).toBe('TH');
    });

    it('a refused claim records nothing', async () => {
      const owner = await register();
      const run = await playRun('mouse');
      await inject('PATCH', `games/${run.uuid}`, {
        token: owner.token,
        headers: { 'cf-ipcountry': 'DE' },
        body: { chain_secret: run.secret },
      });
      const other = await register();
      // Even with the chain's secret, a chain saved to another account is refused, and nothing is recorded.
      const refused = await inject('PATCH', `games/${run.uuid}`, {
        token: other.token,
        headers: { 'cf-ipcountry': 'IT' },
        body: { chain_secret: run.secret },
      });
      expect(refused.statusCode).toBe(403);
      expect(await seenOf(run.uuid)).toBe('DE');
    });
  });

  describe('what keeps a player out (GET users/me/entry)', () => {
    const entry = async (token: string, headers: Record<string, string> = {}) => {
      const response = await inject('GET', 'users/me/entry', { token, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        eligible: boolean;
        bars: string[];
        minimum_age: number;
        excluded_countries: string[];
      };
    };

    it('an adult with a birth date and an admitted country may enter, and is told the rules', async () => {
      const { token } = await register({ birth_date: `${year - 30}-01-15`, country: 'DE' });
      expect(await entry(token)).toMatchObject({
        eligible: true,
        bars: [],
        minimum_age: 18,
        excluded_countries: ['IT', 'PL', 'TH', 'RU', 'TR'],
      });
    });

    it('no birth date, a minor, no country at all', async () => {
      const undated = await register({ country: 'DE' });
      expect((await entry(undated.token)).bars).toEqual(['no_birth_date']);
      const minor = await register({ birth_date: `${year - 15}-01-01`, country: 'DE' });
      expect((await entry(minor.token)).bars).toEqual(['under_age']);
      const nowhere = await register({ birth_date: `${year - 30}-01-01` });
      expect((await entry(nowhere.token)).bars).toEqual(['no_country']);
      // The country this request is seen from is a country known.
      expect((await entry(nowhere.token, { 'cf-ipcountry': 'FR' })).bars).toEqual([]);
    });

    it('excluded by the declared country, by this request’s, or by where a run was saved', async () => {
      const declared = await register({ birth_date: `${year - 30}-01-01`, country: 'IT' });
      expect((await entry(declared.token)).bars).toEqual(['excluded_country']);
      const { token } = await register({ birth_date: `${year - 30}-01-01`, country: 'DE' });
      expect((await entry(token, { 'cf-ipcountry': 'PL' })).bars).toEqual(['excluded_country']);
      await playRun('mouse', { token, headers: { 'cf-ipcountry': 'TR' } });
      expect((await entry(token, { 'cf-ipcountry': 'DE' })).bars).toEqual(['excluded_country']);
    });

    it('follows the configured minimum age', async () => {
      const { token } = await register({ birth_date: `${year - 19}-01-01`, country: 'DE' });
      config.entryRules = { ...config.entryRules, minimumAge: 21 };
      try {
        expect(await entry(token)).toMatchObject({ bars: ['under_age'], minimum_age: 21 });
      } finally {
        config.entryRules = { ...config.entryRules, minimumAge: 18 };
      }
    });

    it('is for signed-in players only', async () => {
      expectJsonError(await inject('GET', 'users/me/entry'), 401, 'unauthorized');
    });
  });

  describe('share entries (POST prizes/share_entries)', () => {
    const share = (
      token: string | undefined,
      body: unknown = { network: 'x', locale: 'en' },
      headers: Record<string, string> = {},
    ) => inject('POST', 'prizes/share_entries', { token, body, headers });
    const rows = async (userId: string) =>
      (
        await database.db.query<{ network: string; seen_country: string | null; locale: string }>(
          `SELECT network, seen_country, locale FROM share_entries WHERE user_id = $1`,
          [userId],
        )
      ).rows;

    it('records one entry per player: the first share is kept, a repeat adds nothing', async () => {
      const { token, id } = await register({ birth_date: `${year - 30}-01-01`, country: 'DE' });
      const first = await share(token, { network: 'facebook', locale: 'id' }, { 'cf-ipcountry': 'ID' });
      expect(first.statusCode, first.body).toBe(200);
      const answer = first.json() as {
        already: boolean;
        entered: boolean;
        bars: string[];
        first_shared_at: string;
      };
      expect(answer).toMatchObject({ already: false, entered: true, bars: [] });
      const again = await share(token, { network: 'copy', locale: 'en' }, { 'cf-ipcountry': 'DE' });
      expect(again.json()).toMatchObject({
        already: true,
        entered: true,
        first_shared_at: answer.first_shared_at,
      });
      expect(await rows(id)).toEqual([{ network: 'facebook', seen_country: 'ID', locale: 'id' }]);
      const standing = (await inject('GET', 'users/me/entry', { token })).json() as { share_entry: unknown };
      expect(standing.share_entry).toEqual({ first_shared_at: answer.first_shared_at });
    });

    it('two shares at the same moment make one entry', async () => {
      const { token, id } = await register({ birth_date: `${year - 30}-01-01`, country: 'DE' });
      const answers = await Promise.all([share(token), share(token), share(token)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => (a.json() as { already: boolean }).already === false)).toHaveLength(1);
      expect(await rows(id)).toHaveLength(1);
    });

    it('answers what keeps an ineligible sharer out', async () => {
      const minor = await register({ birth_date: `${year - 15}-06-01`, country: 'DE' });
      expect((await share(minor.token)).json()).toMatchObject({ entered: false, bars: ['under_age'] });
      const excluded = await register({ birth_date: `${year - 30}-06-01`, country: 'DE' });
      expect((await share(excluded.token, undefined, { 'cf-ipcountry': 'RU' })).json()).toMatchObject({
        entered: false,
        bars: ['excluded_country'],
      });
      // The country seen at the share stays with the entry: later requests from elsewhere do not wash it out.
      const later = (
        await inject('GET', 'users/me/entry', { token: excluded.token, headers: { 'cf-ipcountry': 'DE' } })
      ).json();
      expect(later).toMatchObject({ bars: ['excluded_country'] });
    });

    it('refuses anonymous shares and records nothing', async () => {
      const before = (await database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM share_entries`))
        .rows[0]!.n;
      expectJsonError(await share(undefined), 401, 'unauthorized');
      const after = (await database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM share_entries`))
        .rows[0]!.n;
      expect(after).toBe(before);
    });

    it('refuses shares before the draw opens and after it closes', async () => {
      const { token, id } = await register({ birth_date: `${year - 30}-01-01`, country: 'DE' });
      const saved = { start: config.competitionStart, end: config.competitionEnd };
      try {
        Object.assign(config, { competitionStart: '2098-01-01', competitionEnd: '2099-01-01' });
        const early = await share(token);
        expectJsonError(early, 409, 'conflict');
        expect(early.json().message).toMatch(/not opened yet/);
        Object.assign(config, { competitionStart: '2020-01-01', competitionEnd: '2020-12-31' });
        const late = await share(token);
        expectJsonError(late, 409, 'conflict');
        expect(late.json().message).toMatch(/closed/);
      } finally {
        Object.assign(config, { competitionStart: saved.start, competitionEnd: saved.end });
      }
      expect(await rows(id)).toEqual([]);
    });

    it('hostile input: malformed, wrong types, unknown fields, oversize; nothing is recorded', async () => {
      const { token, id } = await register({ birth_date: `${year - 30}-01-01`, country: 'DE' });
      for (const body of [
        {},
        { network: 'x' },
        { locale: 'en' },
        { network: 'myspace', locale: 'en' },
        { network: 'x', locale: 'xx' },
        { network: 1, locale: 'en' },
        { network: ['x'], locale: 'en' },
        { network: 'x', locale: 'en', user_id: '00000000-0000-4000-8000-000000000000' },
        { network: 'x'.repeat(100_000), locale: 'en' },
        null,
        'x',
        [],
      ])
        expectJsonError(await share(token, body), 400, 'invalid_input');
      for (const raw of ['{"network":', 'not json', '{"network":"x","locale":"en"'])
        expectJsonError(await inject('POST', 'prizes/share_entries', { token, raw }), 400, 'bad_request');
      const polluted = await inject('POST', 'prizes/share_entries', {
        token,
        raw: '{"network":"x","locale":"en","__proto__":{"admin":true}}',
      });
      expect(polluted.statusCode).toBe(400);
      const huge = await inject('POST', 'prizes/share_entries', {
        token,
        raw: JSON.stringify({ network: 'x', locale: 'en', pad: 'a'.repeat(400 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(await rows(id)).toEqual([]);
    });
  });

  it('stores what the draw reads: the country each run and the share entry were saved from', async () => {
    const { token, id } = await register({ birth_date: `${year - 30}-01-01`, country: 'DE' });
    await playRun('mouse', { token, headers: { 'cf-ipcountry': 'AT' } });
    await playRun('headset', { token, headers: { 'cf-ipcountry': 'CH' } });
    await inject('POST', 'prizes/share_entries', {
      token,
      body: { network: 'system', locale: 'de' },
      headers: { 'cf-ipcountry': 'LI' },
    });
    const runs = await database.db.query<{ game_type: string; seen_country: string }>(
      `SELECT game_type, seen_country FROM games WHERE user_id = $1 ORDER BY game_type`,
      [id],
    );
    expect(runs.rows).toEqual([
      { game_type: 'headset', seen_country: 'CH' },
      { game_type: 'mouse', seen_country: 'AT' },
    ]);
    const shares = await database.db.query(
      `SELECT network, seen_country, locale FROM share_entries WHERE user_id = $1`,
      [id],
    );
    expect(shares.rows).toEqual([{ network: 'system', seen_country: 'LI', locale: 'de' }]);
  });

  it('the site is told the configured rules and prize count', async () => {
    const data = (await inject('GET', 'frontend_data')).json() as { competition: Record<string, unknown> };
    expect(data.competition).toMatchObject({
      minimum_age: 18,
      excluded_countries: ['IT', 'PL', 'TH', 'RU', 'TR'],
      share_prize_winners: 10,
    });
  });
});
