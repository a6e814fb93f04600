import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  createTestDatabase,
  FIXTURE_SITE,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../test/server-harness.ts';
import { encodeSolution, solveChallenge, type PowChallenge } from './captcha/proof-of-work.ts';

/** Two real API processes on one real PostgreSQL: what is written through one is ranked right by the other. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      STATIC_DIR: FIXTURE_SITE,
      LOG_LEVEL: 'warn',
      CAPTCHA_POW_MAX: '2000',
      RATE_WRITES_PER_IP: '100000',
      RATE_LOGINS_PER_IP: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('API process did not start');
}

describe.skipIf(!TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
    [a, b] = await Promise.all([startProcess(database.url!), startProcess(database.url!)]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 60_000);
  afterAll(async () => {
    a?.child.kill();
    b?.child.kill();
    await sql?.end();
    await database?.drop();
  });

  const post = async (base: string, path: string, body: unknown, token?: string) =>
    fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function playerWithScore(base: string, email: string, score: number): Promise<void> {
    const challenge = (await (await fetch(`${base}/captcha/challenge`)).json()) as PowChallenge;
    const reg = await post(base, 'users', {
      email,
      first_name: email.split('@')[0],
      opt_in_legal: true,
      recaptcha: encodeSolution(challenge, solveChallenge(challenge)!),
    });
    const { token } = (await reg.json()) as { token: string };
    const { uuid } = (await (await post(base, 'games/start', { game_type: 'keyboard' }, token)).json()) as {
      uuid: string;
    };
    await sql.query(`UPDATE games SET started_at = now() - interval '2 minutes' WHERE uuid = $1`, [uuid]);
    const end = await post(base, 'games/end', { uuid, score, duration: 90_000, game_data: {} }, token);
    expect(end.status).toBe(200);
  }

  it('ranks writes made through either process identically in both', async () => {
    await playerWithScore(a.url, 'alpha@example.com', 700);
    await playerWithScore(b.url, 'bravo@example.com', 900);
    await playerWithScore(a.url, 'charlie@example.com', 800);
    for (const base of [a.url, b.url]) {
      const board = (await (await fetch(`${base}/scoreboards/keyboard`)).json()) as {
        items: Array<{ name: string; score: number; position: number }>;
      };
      expect(board.items.map((i) => [i.position, i.name, i.score])).toEqual([
        [1, 'bravo', 900],
        [2, 'charlie', 800],
        [3, 'alpha', 700],
      ]);
      const estimate = (await (
        await fetch(`${base}/game_types/keyboard/estimated_position?score=800`)
      ).json()) as { position: number; beat_percent: number };
      expect(estimate).toMatchObject({ position: 3, beat_percent: 33 });
    }
  });
});
