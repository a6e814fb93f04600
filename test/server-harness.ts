import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../server/app.ts';
import { readConfig, type ServerConfig } from '../server/config.ts';
import { openDatabase, type Database, type DatabaseKind } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { registerReplay, replayFor } from '../server/games/verify-run.ts';
import { GAME_IDS } from '../api/site-routes.ts';

export const FIXTURE_SITE = fileURLToPath(new URL('./fixtures/site/', import.meta.url));

/**
 * The databases server tests run against: PGlite always; a real PostgreSQL when TEST_DATABASE_URL names an
 * admin connection (the test command starts one). With REQUIRE_POSTGRES=1 (CI) a missing server is an error.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
if (process.env.REQUIRE_POSTGRES === '1' && !TEST_DATABASE_URL) {
  throw new Error(
    'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL half of the server tests cannot run',
  );
}
export const DATABASE_KINDS: DatabaseKind[] = TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty, migrated database of the given kind; PostgreSQL gets a throwaway database per call. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({});
    await migrate(db);
    return { db, url: undefined, drop: () => db.close() };
  }
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `gear_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The server's configuration as the tests run it: fixture site, throwaway outbox, cheap captcha, limits out of the way. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readConfig({}),
    staticDir: FIXTURE_SITE,
    publicOrigin: 'https://play.example.com',
    outboxDir: mkdtempSync(join(tmpdir(), 'outbox-')),
    // A cheap challenge keeps tests fast; production uses 100 000.
    powMaxNumber: 2000,
    rateLimits: {
      writesPerIpPerMinute: 100_000,
      writesPerUserPerMinute: 100_000,
      loginsPerIpPerMinute: 100_000,
      loginsPerAccountPer15Minutes: 100_000,
      resetsPerEmailPerHour: 100_000,
    },
    ...overrides,
  };
}

export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<ServerConfig> = {},
  appOptions: Pick<AppOptions, 'onRoute' | 'assetIndexPath'> = {},
): Promise<{ app: FastifyInstance; database: TestDatabase; config: ServerConfig; close(): Promise<void> }> {
  const database = await createTestDatabase(kind);
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: database.db, version: 'test', logger: false, ...appOptions });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Tests of chaining, boards and accounts post made-up scores, which no real replay would yield. They run with
 * a stand-in replay for every game that yields what `game_data.stand_in` says (see `standInGameData`), and
 * restore the real replays afterwards. Everything else a run goes through (the cheap checks, the chain, the
 * boards) is the server's own. The real replay path has its own tests (server/games/mouse-replay.test.ts).
 * Each vitest file has its own module registry, so this stays local to the file.
 */
export function useStandInReplays(): () => void {
  const saved = GAME_IDS.map((game) => [game, replayFor(game)] as const);
  for (const game of GAME_IDS)
    registerReplay(game, (gameData) => {
      const standIn = gameData.stand_in as { score?: unknown; duration?: unknown } | undefined;
      if (typeof standIn?.score !== 'number' || typeof standIn.duration !== 'number')
        throw new Error('no stand_in score and duration');
      return { score: standIn.score, durationMs: standIn.duration };
    });
  return () => {
    for (const [game, replay] of saved) registerReplay(game, replay);
  };
}

/** game_data that the stand-in replays of `useStandInReplays` score as `score` over `duration` ms. */
export function standInGameData(score: number, duration: number): Record<string, unknown> {
  return { commands: [], stand_in: { score, duration } };
}

/** A loopback port free at this moment, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
