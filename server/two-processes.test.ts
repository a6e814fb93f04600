import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  createTestDatabase,
  FIXTURE_SITE,
  freePort,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../test/server-harness.ts';
import { encodeSolution, solveChallenge, type PowChallenge } from './captcha/proof-of-work.ts';
import { BOT_LEVELS, type BotLevel } from '../systems/mouse/bots.ts';
import { humanLikeSeed, playHumanLikeRun } from '../systems/mouse/synthetic-players.ts';

/** Two real API processes on one real PostgreSQL: what is written through one is ranked right by the other. */
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

  /** Registers a player through `base` and plays one mouse run there with a bot from the server's seed. */
  async function playerWithRun(base: string, email: string, level: BotLevel): Promise<number> {
    const challenge = (await (await fetch(`${base}/captcha/challenge`)).json()) as PowChallenge;
    const reg = await post(base, 'users', {
      email,
      first_name: email.split('@')[0],
      opt_in_legal: true,
      recaptcha: encodeSolution(challenge, solveChallenge(challenge)!),
    });
    const { token } = (await reg.json()) as { token: string };
    const { uuid, seed } = (await (
      await post(base, 'games/start', { game_type: 'mouse' }, token)
    ).json()) as {
      uuid: string;
      seed: number;
    };
    // Human-like play: the score bots' runs would be held for review (server/games/review.ts) and not ranked.
    const run = playHumanLikeRun(seed, humanLikeSeed(BOT_LEVELS.indexOf(level)), 60);
    await sql.query(`UPDATE games SET started_at = now() - make_interval(secs => $2) WHERE uuid = $1`, [
      uuid,
      run.durationMs / 1000 + 1,
    ]);
    const end = await post(
      base,
      'games/end',
      { uuid, score: run.score, duration: run.durationMs, game_data: run.recording },
      token,
    );
    expect(end.status, await end.clone().text()).toBe(200);
    return run.score;
  }

  it('ranks writes made through either process identically in both', async () => {
    const played = [
      { name: 'alpha', score: await playerWithRun(a.url, 'alpha@example.com', 'novice') },
      { name: 'bravo', score: await playerWithRun(b.url, 'bravo@example.com', 'strong') },
      { name: 'charlie', score: await playerWithRun(a.url, 'charlie@example.com', 'average') },
    ];
    // Equal scores rank by who reached them first, which is the order played.
    const ranked = [...played].sort((x, y) => y.score - x.score);
    const middle = ranked[1]!.score;
    for (const base of [a.url, b.url]) {
      const board = (await (await fetch(`${base}/scoreboards/mouse`)).json()) as {
        items: Array<{ name: string; score: number; position: number }>;
      };
      expect(board.items.map((i) => [i.name, i.score])).toEqual(ranked.map((p) => [p.name, p.score]));
      const estimate = (await (
        await fetch(`${base}/game_types/mouse/estimated_position?score=${middle}`)
      ).json()) as { position: number };
      // A new score ranks after everyone who already has it or more.
      expect(estimate.position).toBe(played.filter((p) => p.score >= middle).length + 1);
    }
  });
});
