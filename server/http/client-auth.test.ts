import type { FastifyInstance, InjectOptions } from 'fastify';
import Hawk from 'hawk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, DATABASE_KINDS } from '../../test/server-harness.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { HAWK_SKEW_S, pruneHawkNonces, claimHawkNonce, type HawkCredentials } from './client-auth.ts';

const SHA256: HawkCredentials = {
  id: 'backoffice',
  key: 'werxhqb98rpaxn39848xrunpaw3489ruxnpa98w4rxn',
  algorithm: 'sha256',
};
const SHA1: HawkCredentials = { id: 'legacy', key: 'another-secret', algorithm: 'sha1' };
const HOST = 'api.example.com';
const BOARD = '/api/scoreboards/total?limit=3';
const START = '/api/games/start';
const START_BODY = JSON.stringify({ game_type: 'mouse' });
/** Every refusal reads the same, whatever was wrong. */
const REFUSED = {
  error: 'unauthorized',
  message: 'The request is not signed or encrypted as this server requires',
};

const nowS = () => Math.floor(Date.now() / 1000);

interface Signing {
  credentials?: HawkCredentials;
  /** Where the client believes it sends the request: host[:port]. */
  authority?: string;
  timestamp?: number;
  nonce?: string;
  ext?: string;
  payload?: string;
}

function sign(method: string, path: string, signing: Signing = {}): string {
  const { credentials = SHA256, authority = HOST, ...rest } = signing;
  return Hawk.client.header(`http://${authority}${path}`, method, {
    credentials,
    ...rest,
    ...(rest.payload ? { contentType: 'application/json' } : {}),
  }).header;
}

describe.each(DATABASE_KINDS)('Hawk server-to-server calls (%s)', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  /** A second process on the same database. */
  let other: FastifyInstance;
  beforeAll(async () => {
    harness = await createTestApp(kind, { hawkClients: { [SHA256.id]: SHA256, [SHA1.id]: SHA1 } });
    other = await buildApp({
      config: harness.config,
      db: harness.database.db,
      version: 'test',
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await harness?.close();
  });

  function call(
    method: 'GET' | 'POST',
    path: string,
    authorization: string | undefined,
    extra: { body?: string; headers?: Record<string, string>; app?: FastifyInstance } = {},
  ) {
    const options: InjectOptions = {
      method,
      url: path,
      headers: {
        host: HOST,
        ...(authorization === undefined ? {} : { authorization }),
        ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra.headers,
      },
      ...(extra.body === undefined ? {} : { payload: extra.body }),
    };
    return (extra.app ?? harness.app).inject(options);
  }

  async function expectRefused(answer: Promise<{ statusCode: number; json(): unknown }>) {
    const settled = await answer;
    expect(settled.statusCode).toBe(401);
    expect(settled.json()).toEqual(REFUSED);
  }

  it('accepts what the client signed, with sha256 and with sha1, on the default or a named port', async () => {
    expect((await call('GET', BOARD, sign('GET', BOARD))).statusCode).toBe(200);
    expect((await call('GET', BOARD, sign('GET', BOARD, { credentials: SHA1 }))).statusCode).toBe(200);
    const withPort = sign('GET', BOARD, { authority: `${HOST}:8080` });
    expect((await call('GET', BOARD, withPort, { headers: { host: `${HOST}:8080` } })).statusCode).toBe(200);
    const withExt = sign('GET', BOARD, { ext: 'some-app-data' });
    expect((await call('GET', BOARD, withExt)).statusCode).toBe(200);
  });

  it('accepts a body its hash covers, and refuses an altered body or a body without hash', async () => {
    const signed = sign('POST', START, { payload: START_BODY });
    const started = await call('POST', START, signed, { body: START_BODY });
    expect(started.statusCode, started.body).toBe(200);
    const altered = sign('POST', START, { payload: START_BODY });
    await expectRefused(call('POST', START, altered, { body: JSON.stringify({ game_type: 'keyboard' }) }));
    await expectRefused(call('POST', START, sign('POST', START), { body: START_BODY }));
  });

  it('refuses a hash sent without the body it covers', async () => {
    await expectRefused(call('GET', BOARD, sign('GET', BOARD, { payload: START_BODY })));
    // The hash of an empty body is accepted without one.
    expect((await call('GET', BOARD, sign('GET', BOARD, { payload: '' }))).statusCode).toBe(200);
  });

  it('refuses a timestamp outside the skew window, either side', async () => {
    const margin = 10;
    for (const offset of [-(HAWK_SKEW_S - margin), HAWK_SKEW_S - margin])
      expect((await call('GET', BOARD, sign('GET', BOARD, { timestamp: nowS() + offset }))).statusCode).toBe(
        200,
      );
    for (const offset of [-(HAWK_SKEW_S + margin), HAWK_SKEW_S + margin, -3600])
      await expectRefused(call('GET', BOARD, sign('GET', BOARD, { timestamp: nowS() + offset })));
  });

  it('refuses a missing or malformed header, an unknown id and a wrong key', async () => {
    await expectRefused(call('GET', BOARD, undefined));
    await expectRefused(call('GET', BOARD, 'Hawk'));
    await expectRefused(call('GET', BOARD, 'Hawk id="backoffice", ts="1"'));
    await expectRefused(call('GET', BOARD, `${sign('GET', BOARD)}, app="x", bogus="y"`));
    await expectRefused(call('GET', BOARD, sign('GET', BOARD).replace('Hawk ', 'Hawk id="x", ')));
    await expectRefused(
      call('GET', BOARD, sign('GET', BOARD, { credentials: { ...SHA256, id: 'stranger' } })),
    );
    // Ids that name what every object has are no clients either.
    for (const id of ['__proto__', 'constructor', 'hasOwnProperty', 'toString'])
      await expectRefused(call('GET', BOARD, sign('GET', BOARD, { credentials: { ...SHA256, id } })));
    await expectRefused(
      call('GET', BOARD, sign('GET', BOARD, { credentials: { ...SHA256, key: 'not the key' } })),
    );
    // The right key under the other client's id.
    await expectRefused(call('GET', BOARD, sign('GET', BOARD, { credentials: { ...SHA1, id: SHA256.id } })));
  });

  it('refuses a tampered mac, query, host, port, ext or timestamp', async () => {
    const header = sign('GET', BOARD, { ext: 'x' });
    const mac = /mac="([^"]+)"/.exec(header)![1]!;
    await expectRefused(
      call('GET', BOARD, header.replace(mac, `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`)),
    );
    await expectRefused(call('GET', BOARD.replace('limit=3', 'limit=4'), sign('GET', BOARD)));
    await expectRefused(call('GET', BOARD, sign('GET', BOARD, { authority: 'evil.example.net' })));
    await expectRefused(call('GET', BOARD, sign('GET', BOARD, { authority: `${HOST}:8080` })));
    await expectRefused(call('GET', BOARD, header.replace('ext="x"', 'ext="y"')));
    const ts = /ts="(\d+)"/.exec(header)![1]!;
    await expectRefused(call('GET', BOARD, header.replace(`ts="${ts}"`, `ts="${Number(ts) + 1}"`)));
    // X-Forwarded-Host counts only from a proxy named in TRUST_PROXY (none here).
    await expectRefused(
      call('GET', BOARD, sign('GET', BOARD, { authority: 'evil.example.net' }), {
        headers: { 'x-forwarded-host': 'evil.example.net' },
      }),
    );
  });

  it('accepts a nonce once, in every process, and counts only requests that are otherwise valid', async () => {
    const nonce = `n${Date.now()}`;
    const timestamp = nowS();
    // A forged request carrying the nonce does not use it up.
    await expectRefused(
      call('GET', BOARD, sign('GET', BOARD, { nonce, timestamp, credentials: { ...SHA256, key: 'guess' } })),
    );
    const header = sign('GET', BOARD, { nonce, timestamp });
    expect((await call('GET', BOARD, header)).statusCode).toBe(200);
    await expectRefused(call('GET', BOARD, header));
    await expectRefused(call('GET', BOARD, header, { app: other }));
    // The same nonce from another client is that client's own.
    expect(
      (await call('GET', BOARD, sign('GET', BOARD, { nonce, credentials: SHA1 }), { app: other })).statusCode,
    ).toBe(200);
  });

  it('answers a failing nonce store as the server fault it is, not as a refusal', async () => {
    const { db } = harness.database;
    const failing: Database = {
      kind: db.kind,
      query: (sql, params) =>
        sql.includes('hawk_nonces')
          ? Promise.reject(new Error('the database is away'))
          : db.query(sql, params),
      exec: (sql) => db.exec(sql),
      transaction: (work) => db.transaction(work),
      close: async () => {},
    };
    const broken = await buildApp({ config: harness.config, db: failing, version: 'test', logger: false });
    try {
      const answer = await call('GET', BOARD, sign('GET', BOARD), { app: broken });
      expect(answer.statusCode).toBe(500);
    } finally {
      await broken.close();
    }
  });
});

describe.each(DATABASE_KINDS)('Hawk nonce pruning (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.drop());

  it('deletes nonces no fresh request can carry, keeps the others, and keeps them single-use', async () => {
    const now = 1_800_000_000;
    const { db } = database;
    expect(await claimHawkNonce(db, 'c', 'long-gone', now - 3600)).toBe(true);
    expect(await claimHawkNonce(db, 'c', 'just-stale', now - HAWK_SKEW_S - 1)).toBe(true);
    expect(await claimHawkNonce(db, 'c', 'fresh', now)).toBe(true);
    expect(await claimHawkNonce(db, 'c', 'from-the-future', now + HAWK_SKEW_S)).toBe(true);
    await pruneHawkNonces(db, now);
    const { rows } = await db.query<{ nonce: string }>(`SELECT nonce FROM hawk_nonces ORDER BY ts`);
    // A little past the skew window is kept: processes' clocks may disagree.
    expect(rows.map((row) => row.nonce)).toEqual(['just-stale', 'fresh', 'from-the-future']);
    await pruneHawkNonces(db, now + 400);
    const { rows: later } = await db.query<{ nonce: string }>(`SELECT nonce FROM hawk_nonces ORDER BY ts`);
    expect(later.map((row) => row.nonce)).toEqual(['from-the-future']);
    expect(await claimHawkNonce(db, 'c', 'from-the-future', now + HAWK_SKEW_S)).toBe(false);
  });
});
