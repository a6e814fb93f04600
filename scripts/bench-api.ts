import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { readConfig, type ServerConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { Boards, writeBoardEntry } from '../server/ranking/boards.ts';
import goldenAverage from '../test/fixtures/mouse-golden/average.json' with { type: 'json' };

/** A real recorded run: ending it makes the server replay it, as every player's run does. */
const GOLDEN_RUN = goldenAverage as {
  seed: number;
  score: number;
  durationMs: number;
  gameData: Record<string, unknown>;
};

/**
 * npx tsx scripts/bench-api.ts (better: bash scripts/bench-api.sh, which adds --expose-gc and a PostgreSQL)
 *
 * The leaderboard API at 1,000,000 entries, on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL names
 * an admin connection) on PostgreSQL: seeding, the rebuild of the in-memory structure, in-process latency of
 * each read, the plain SQL it replaces, HTTP under load (autocannon in a child process, so that the load
 * generator does not share the server's event loop), Redis sorted sets side by side, and the structure's ranks
 * against SQL oracles after 10,000 concurrent writes. Prints figures; asserts nothing.
 */

const ENTRIES = 1_000_000;
const MAX_SCORE = 100_000;
const CALLS = 2_000;
const WARMUP_CALLS = 100;
const SETTLE_MS = 500;
const SQL_CALLS = 50;
const LOAD_SECONDS = 8;
const LOAD_CONNECTIONS = 10;
const RUNS_FOR_END = 60_000;
const WRITES = 10_000;
const WRITE_BATCH = 50;
const CHECKED_USERS = 1_000;
const COUNT_ORACLE_USERS = 100;
const REDIS_KEY = 'lb:total';
/** Redis breaks score ties by member; score·2^24 − version gives it our order (higher score, then earlier). */
const TIE_BITS = 2 ** 24;
const RATE_UNLIMITED = 1e9;
const FIXTURE_SITE = fileURLToPath(new URL('../test/fixtures/site/', import.meta.url));
const LOAD_GENERATOR_FLAG = '--load-generator';

// ---------------------------------------------------------------------------------------------------------
// Small helpers

interface Stats {
  p50: number;
  p99: number;
}

const randomInt = (n: number) => Math.floor(Math.random() * n);
const randomScore = () => randomInt(MAX_SCORE + 1);
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

function quantiles(samples: Float64Array | number[]): Stats {
  const sorted = Float64Array.from(samples).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

const gc = (globalThis as { gc?: () => void }).gc;
function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

const sleep = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));

/**
 * Before each latency series: a full collection, then a pause for V8's concurrent sweeping to finish, so a
 * series does not pay for the garbage of the step before it (the 1M-row rebuild above all).
 */
async function settle(): Promise<void> {
  gc?.();
  await sleep(SETTLE_MS);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) =>
  value < 1
    ? value.toFixed(3)
    : value < 10
      ? value.toFixed(2)
      : value < 100
        ? value.toFixed(1)
        : value.toFixed(0);
const pair = (s: Stats | undefined) => (s ? `${ms(s.p50)} / ${ms(s.p99)}` : '-');
const int = (n: number) => Math.round(n).toLocaleString('en');
const pad = (text: string, width: number) => text.padEnd(width);

let currentLabel = '';
function progress(message: string): void {
  console.log(`[${currentLabel}] ${message}`);
}

/** Times `calls` calls; `prepare` draws the random arguments outside the timed part. */
async function latency(
  calls: number,
  prepare: () => () => Promise<unknown>,
  warmup = WARMUP_CALLS,
): Promise<Stats> {
  await settle();
  for (let i = 0; i < warmup; i++) await prepare()();
  const samples = new Float64Array(calls);
  for (let i = 0; i < calls; i++) {
    const call = prepare();
    const start = performance.now();
    await call();
    samples[i] = performance.now() - start;
  }
  return quantiles(samples);
}

/** `inFlight` loops, each issuing its next call when the previous answered, for `durationS` seconds. */
async function throughput(
  durationS: number,
  inFlight: number,
  call: (lane: number) => Promise<unknown>,
): Promise<{ rps: number; p99: number; total: number }> {
  const samples: number[] = [];
  const start = performance.now();
  const end = start + durationS * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async (_, lane) => {
      while (performance.now() < end) {
        const t = performance.now();
        await call(lane);
        samples.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { rps: samples.length / elapsed, p99: quantiles(samples).p99, total: samples.length };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Redis through ioredis: one round trip per pipeline, replies in order.

type RedisArg = string | number;

/** Sends all commands in one write and resolves with their replies in order (a failed command rejects). */
async function pipeline(client: Redis, commands: readonly (readonly RedisArg[])[]): Promise<unknown[]> {
  // ioredis names its pipeline methods in lower case ('zadd', not 'ZADD').
  const batch = commands.map(([name, ...args]) => [String(name).toLowerCase(), ...args]);
  const replies = (await client.pipeline(batch).exec()) ?? [];
  return replies.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

function openRedis(port: number): Promise<Redis> {
  // No retries and no offline queue: a server that is not up yet fails the call at once.
  const client = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // Failures reach the caller through connect() and each command; the emitter's copy would only be noise.
  client.on('error', () => undefined);
  return client.connect().then(
    () => client,
    (error: unknown) => {
      client.disconnect();
      throw error;
    },
  );
}

interface RedisServer {
  port: number;
  version: string;
  process: ChildProcess;
  client: Redis;
}

async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const client = await openRedis(port);
      if ((await client.call('PING')) === 'PONG') {
        const info = String(await client.call('INFO', 'server'));
        const version = /redis_version:(\S+)/.exec(info)?.[1] ?? '?';
        return { port, version, process: child, client };
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    await sleep(50);
  }
  child.kill();
  throw new Error('redis-server did not answer within 5 s');
}

async function redisUsedMemory(client: Redis): Promise<number> {
  const info = String(await client.call('INFO', 'memory'));
  return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? NaN);
}

// ---------------------------------------------------------------------------------------------------------
// The load generator: this same file, forked, runs autocannon on its own event loop and core.

type LoadKind = 'top30' | 'estimate' | 'end';
interface LoadJob {
  url: string;
  kind: LoadKind;
  uuids: string[];
}
interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  used: number;
}

async function runLoad(job: LoadJob): Promise<LoadResult> {
  let used = 0;
  const request: autocannon.Request =
    job.kind === 'top30'
      ? { method: 'GET', path: '/api/scoreboards/total?limit=30' }
      : job.kind === 'estimate'
        ? {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/api/game_types/total/estimated_position?score=${randomScore()}`,
            }),
          }
        : {
            method: 'POST',
            path: '/api/games/end',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                uuid: job.uuids[used++ % job.uuids.length],
                score: GOLDEN_RUN.score,
                duration: GOLDEN_RUN.durationMs,
                game_data: GOLDEN_RUN.gameData,
              }),
            }),
          };
  const result = await autocannon({
    url: job.url,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    requests: [request],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    used,
  };
}

class LoadGenerator {
  private readonly child: ChildProcess;
  private pending: ((result: LoadResult) => void) | null = null;

  constructor() {
    this.child = fork(fileURLToPath(import.meta.url), [LOAD_GENERATOR_FLAG], { stdio: 'inherit' });
    this.child.on('message', (message) => {
      const resolve = this.pending;
      this.pending = null;
      resolve?.(message as LoadResult);
    });
  }

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      this.pending = resolve;
      this.child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
      this.child.send(job);
    });
  }

  stop(): void {
    this.child.removeAllListeners('exit');
    if (this.child.connected) this.child.disconnect();
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}

// ---------------------------------------------------------------------------------------------------------
// One database, end to end

interface Opened {
  /** Prefix of the progress lines. */
  tag: string;
  label: string;
  db: Database;
  close(): Promise<void>;
}

type ReadName = 'top-30' | 'page around user' | 'rank' | 'beat %';
const READS: ReadName[] = ['top-30', 'page around user', 'rank', 'beat %'];
const CATCH_UP_SQL = `SELECT user_id, score, name, version FROM board_entries WHERE board = $1 AND version > $2 ORDER BY version`;
const REDIS_READS: Record<ReadName, string> = {
  'top-30': 'ZREVRANGE 0 29',
  'page around user': 'ZREVRANK, ZREVRANGE',
  rank: 'ZREVRANK',
  'beat %': 'ZCOUNT+ZCARD',
};

interface DbResult {
  label: string;
  serverVersion: string;
  seedMs: number;
  vacuumMs: number;
  syncMs: number;
  heapPerEntry: number;
  ours: Partial<Record<ReadName, Stats>>;
  redis: Partial<Record<ReadName, Stats>>;
  redisLoadMs: number;
  redisBytesPerEntry: number;
  redisAgree: number;
  sqlCount: Stats;
  catchUp: Stats;
  http: Partial<Record<LoadKind, LoadResult>>;
  endVerification: string;
  oursConcurrent: { rps: number; p99: number };
  redisConcurrent: { rps: number; p99: number };
  writes: { applied: number; erasures: number; ms: number };
  check: { windowMismatches: number; countMismatches: number; sizeList: number; sizeDb: number };
}

async function benchDatabase(opened: Opened, redis: RedisServer, load: LoadGenerator): Promise<DbResult> {
  const { db } = opened;
  currentLabel = opened.tag;
  await migrate(db);
  const serverVersion =
    /PostgreSQL [\d.]+/.exec(
      String((await db.query<{ version: string }>('SELECT version()')).rows[0]?.version),
    )?.[0] ?? '?';
  progress(`${serverVersion}, migrated`);

  // 1. Seed
  progress(`seeding ${int(ENTRIES)} entries of board 'total' in SQL…`);
  let t = performance.now();
  await db.query(
    `INSERT INTO board_entries (board, user_id, score, name, version)
     SELECT 'total', gen_random_uuid(), floor(random() * ${MAX_SCORE + 1})::int, 'Player ' || i, i
     FROM generate_series(1, ${ENTRIES}) AS i`,
  );
  await db.query(`UPDATE boards SET version = ${ENTRIES} WHERE id = 'total'`);
  const seedMs = performance.now() - t;
  // Vacuumed and analysed now, so that autovacuum does not compete with the measurements below.
  t = performance.now();
  await db.query('VACUUM ANALYZE board_entries');
  const vacuumMs = performance.now() - t;
  progress(
    `seeded in ${seconds(seedMs)} (INSERT … SELECT over generate_series), then VACUUM ANALYZE ${seconds(vacuumMs)}`,
  );

  // 2. Rebuild
  const boards = new Boards(db);
  const heapBefore = heapUsed();
  t = performance.now();
  const board = await boards.sync('total');
  const syncMs = performance.now() - t;
  const heapPerEntry = (heapUsed() - heapBefore) / board.list.size;
  progress(
    `first sync: ${int(board.list.size)} entries in ${seconds(syncMs)}, ${heapPerEntry.toFixed(0)} heap bytes/entry` +
      (gc ? '' : ' (no global.gc: run node with --expose-gc for a steadier figure)'),
  );
  const entries = board.list.page(0, board.list.size);
  const ids = entries.map((entry) => entry.id);

  // 3. In-process latency, each call with its catch-up query
  progress(
    `in-process latency, ${int(CALLS)} calls per read (each series after gc(), a ${SETTLE_MS} ms pause and ${WARMUP_CALLS} warm-up calls)…`,
  );
  const ours: DbResult['ours'] = {};
  ours['top-30'] = await latency(CALLS, () => () => boards.page('total', 0, 30));
  ours['page around user'] = await latency(CALLS, () => {
    const id = pick(ids);
    return async () => {
      const { position } = await boards.rankOf('total', id);
      return boards.page('total', Math.max(0, (position ?? 1) - 51), 100);
    };
  });
  ours.rank = await latency(CALLS, () => {
    const id = pick(ids);
    return () => boards.rankOf('total', id);
  });
  ours['beat %'] = await latency(CALLS, () => {
    const score = randomScore();
    return () => boards.estimate('total', score);
  });
  // The query every read above starts with (Boards.sync), alone: the floor under the figures above.
  const catchUp = await latency(CALLS, () => () => db.query(CATCH_UP_SQL, ['total', board.version]));
  for (const read of READS) progress(`  ${pad(read, 18)} p50/p99 ${pair(ours[read])} ms`);
  progress(`  ${pad('catch-up query', 18)} p50/p99 ${pair(catchUp)} ms (the SELECT of Boards.sync alone)`);

  // 4. The SQL it replaces
  progress(`SQL count(*) … WHERE score > $1, ${SQL_CALLS} calls…`);
  const sqlCount = await latency(
    SQL_CALLS,
    () => {
      const score = randomScore();
      return () =>
        db.query(`SELECT count(*) FROM board_entries WHERE board = 'total' AND score > $1`, [score]);
    },
    2,
  );
  progress(`  SQL count          p50/p99 ${pair(sqlCount)} ms`);

  // 5. HTTP under load
  progress(`creating ${int(RUNS_FOR_END)} started runs for POST /api/games/end…`);
  const runs = await db.query<{ uuid: string }>(
    // Each run carries the golden replay's seed, so its end is verified by replaying the real recorded run.
    `INSERT INTO games (uuid, game_type, seed, started_at)
     SELECT gen_random_uuid(), 'mouse', $1::bigint, now() - interval '10 minutes'
     FROM generate_series(1, ${RUNS_FOR_END}) RETURNING uuid`,
    [GOLDEN_RUN.seed],
  );
  const uuids = runs.rows.map((row) => String(row.uuid));
  const outboxDir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
  const config: ServerConfig = {
    ...readConfig({}),
    staticDir: FIXTURE_SITE,
    outboxDir,
    rateLimits: {
      writesPerIpPerMinute: RATE_UNLIMITED,
      writesPerUserPerMinute: RATE_UNLIMITED,
      loginsPerIpPerMinute: RATE_UNLIMITED,
      loginsPerAccountPer15Minutes: RATE_UNLIMITED,
      resetsPerEmailPerHour: RATE_UNLIMITED,
    },
  };
  // The app shares the structure built above, so the load does not start with a second 1M-row rebuild.
  const app = await buildApp({ config, db, logger: false, version: 'bench', services: { boards } });
  const http: DbResult['http'] = {};
  let endVerification: string;
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // One run ended up front (not measured): what the server says about how it checked it.
    const probe = await app.inject({
      method: 'POST',
      url: '/api/games/end',
      payload: {
        uuid: uuids.pop(),
        score: GOLDEN_RUN.score,
        duration: GOLDEN_RUN.durationMs,
        game_data: GOLDEN_RUN.gameData,
      },
    });
    const answer = probe.json() as { verification?: string };
    endVerification = `${probe.statusCode} ${answer.verification ?? JSON.stringify(answer)}`;
    progress(`POST /api/games/end probe: ${endVerification}`);
    const jobs: [LoadKind, string][] = [
      ['top30', 'GET  /api/scoreboards/total?limit=30'],
      ['estimate', 'GET  /api/game_types/total/estimated_position?score=<random>'],
      ['end', 'POST /api/games/end (a different started run each time)'],
    ];
    for (const [kind, title] of jobs) {
      progress(`autocannon ${LOAD_CONNECTIONS} connections × ${LOAD_SECONDS} s: ${title}…`);
      const result = await load.run({ url: address, kind, uuids: kind === 'end' ? uuids : [] });
      http[kind] = result;
      progress(
        `  ${int(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ` +
          `${int(result.ok)} 2xx, ${int(result.non2xx)} non-2xx, ${int(result.errors)} errors` +
          (kind === 'end' ? `, ${int(result.used)} of ${int(uuids.length)} runs used` : ''),
      );
    }
  } finally {
    await app.close();
    rmSync(outboxDir, { recursive: true, force: true });
  }

  // In process, 10 in flight: the structure without HTTP, the fair counterpart of the Redis figure below.
  progress(`in-process estimate, ${LOAD_CONNECTIONS} in flight × ${LOAD_SECONDS} s…`);
  const oursConcurrent = await throughput(LOAD_SECONDS, LOAD_CONNECTIONS, () =>
    boards.estimate('total', randomScore()),
  );
  progress(`  ${int(oursConcurrent.rps)} calls/s, p99 ${ms(oursConcurrent.p99)} ms`);

  // 6. Redis side by side, with the same (member, score) pairs
  const { client } = redis;
  await client.call('FLUSHALL');
  const memoryBefore = await redisUsedMemory(client);
  progress(`Redis ${redis.version}: loading ${int(entries.length)} pairs with pipelined ZADD…`);
  t = performance.now();
  const inFlight: Promise<unknown[]>[] = [];
  for (let i = 0; i < entries.length; i += 1000) {
    const args: (string | number)[] = ['ZADD', REDIS_KEY];
    for (const entry of entries.slice(i, i + 1000))
      args.push(entry.score * TIE_BITS - entry.version, entry.id);
    inFlight.push(pipeline(client, [args]));
    if (inFlight.length >= 32) await inFlight.shift();
  }
  await Promise.all(inFlight);
  const redisLoadMs = performance.now() - t;
  const redisCard = Number(await client.call('ZCARD', REDIS_KEY));
  const redisBytesPerEntry = ((await redisUsedMemory(client)) - memoryBefore) / redisCard;
  progress(
    `  loaded ${int(redisCard)} in ${seconds(redisLoadMs)}, ${redisBytesPerEntry.toFixed(0)} used_memory bytes/entry`,
  );
  const redisRead: Record<ReadName, () => () => Promise<unknown>> = {
    'top-30': () => () => client.call('ZREVRANGE', REDIS_KEY, 0, 29, 'WITHSCORES'),
    'page around user': () => {
      const id = pick(ids);
      return async () => {
        const rank = Number(await client.call('ZREVRANK', REDIS_KEY, id));
        const from = Math.max(0, rank - 50);
        return client.call('ZREVRANGE', REDIS_KEY, from, from + 99, 'WITHSCORES');
      };
    },
    rank: () => {
      const id = pick(ids);
      return () => client.call('ZREVRANK', REDIS_KEY, id);
    },
    // Entries with a lower score have score·2^24 − version < (score − 1)·2^24; ZCARD gives the total.
    'beat %': () => {
      const score = randomScore();
      return () =>
        pipeline(client, [
          ['ZCOUNT', REDIS_KEY, '-inf', `(${(score - 1) * TIE_BITS}`],
          ['ZCARD', REDIS_KEY],
        ]);
    },
  };
  const redisLatency: DbResult['redis'] = {};
  for (const read of READS) redisLatency[read] = await latency(CALLS, redisRead[read]);
  for (const read of READS)
    progress(`  ${pad(`${read} (${REDIS_READS[read]})`, 38)} p50/p99 ${pair(redisLatency[read])} ms`);
  // Same pairs, same order: Redis ranks must equal ours (a check of the comparison, not of the structure).
  let redisAgree = 0;
  for (let i = 0; i < CALLS; i++) {
    const id = pick(ids);
    const redisRank = Number(await client.call('ZREVRANK', REDIS_KEY, id)) + 1;
    if (redisRank === board.list.rankOf(id)) redisAgree++;
  }
  progress(`  Redis rank = our rank for ${int(redisAgree)} of ${int(CALLS)} random users`);
  progress(`Redis ZCOUNT+ZCARD, ${LOAD_CONNECTIONS} connections in flight × ${LOAD_SECONDS} s…`);
  const lanes = await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, () => openRedis(redis.port)));
  const redisConcurrent = await throughput(LOAD_SECONDS, LOAD_CONNECTIONS, (lane) => {
    const score = randomScore();
    return pipeline(lanes[lane]!, [
      ['ZCOUNT', REDIS_KEY, '-inf', `(${(score - 1) * TIE_BITS}`],
      ['ZCARD', REDIS_KEY],
    ]);
  });
  for (const lane of lanes) lane.disconnect();
  progress(`  ${int(redisConcurrent.rps)} req/s, p99 ${ms(redisConcurrent.p99)} ms`);
  await client.call('FLUSHALL');

  // 7. Correctness after concurrent writes
  progress(
    `${int(WRITES)} concurrent writes through writeBoardEntry (${WRITE_BATCH} transactions at a time, a read beside each batch)…`,
  );
  const written = new Set<string>();
  let applied = 0;
  let erasures = 0;
  t = performance.now();
  for (let i = 0; i < WRITES; i += WRITE_BATCH) {
    const batch: Promise<unknown>[] = [boards.estimate('total', randomScore())];
    for (let j = i; j < Math.min(WRITES, i + WRITE_BATCH); j++) {
      const dice = Math.random();
      // 40 % newcomers, 50 % existing players trying to beat their best, 10 % erasures (tombstones).
      const id = dice < 0.4 ? randomUUID() : pick(ids);
      const erase = dice >= 0.9;
      written.add(id);
      batch.push(
        db
          .transaction((tx) =>
            erase
              ? writeBoardEntry(tx, 'total', id, null, null, 'replace')
              : writeBoardEntry(tx, 'total', id, randomScore(), `Writer ${j}`),
          )
          .then((wrote) => {
            if (wrote) applied++;
            if (wrote && erase) erasures++;
          }),
      );
    }
    await Promise.all(batch);
  }
  const writesMs = performance.now() - t;
  progress(
    `  ${int(applied)} applied (${int(erasures)} erasures) in ${seconds(writesMs)}, ${int((WRITES * 1000) / writesMs)} writes/s`,
  );

  const writtenIds = [...written];
  const sample = [
    ...Array.from({ length: CHECKED_USERS / 2 }, () => pick(writtenIds)),
    ...Array.from({ length: CHECKED_USERS / 2 }, () => pick(ids)),
  ];
  const ourRanks = new Map<string, number | null>();
  for (const id of sample) ourRanks.set(id, (await boards.rankOf('total', id)).position);
  const sizeList = board.list.size;
  const sizeDb = Number(
    (
      await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM board_entries WHERE board = 'total' AND score IS NOT NULL`,
      )
    ).rows[0]?.n,
  );
  // The COUNT oracle for every sampled user at once: rank() = 1 + the rows strictly before in
  // (score DESC, version ASC), i.e. count(score > s OR (score = s AND version < v)) + 1.
  progress(
    `checking ${int(sample.length)} users against SQL (rank() window for all, literal COUNT for ${COUNT_ORACLE_USERS})…`,
  );
  const oracle = await db.query<{ user_id: string; r: string }>(
    `SELECT user_id::text, r FROM (
       SELECT user_id, rank() OVER (ORDER BY score DESC, version ASC) AS r
       FROM board_entries WHERE board = 'total' AND score IS NOT NULL
     ) ranked WHERE user_id = ANY($1::uuid[])`,
    [[...new Set(sample)]],
  );
  const oracleRanks = new Map(oracle.rows.map((row) => [row.user_id, Number(row.r)]));
  let windowMismatches = 0;
  for (const id of sample) if ((oracleRanks.get(id) ?? null) !== ourRanks.get(id)) windowMismatches++;
  let countMismatches = 0;
  for (const id of sample.slice(0, COUNT_ORACLE_USERS)) {
    const row = (
      await db.query<{ score: number | null; version: string }>(
        `SELECT score, version FROM board_entries WHERE board = 'total' AND user_id = $1`,
        [id],
      )
    ).rows[0];
    let expected: number | null = null;
    if (row && row.score !== null) {
      const { rows } = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM board_entries WHERE board = 'total' AND score IS NOT NULL
           AND (score > $1 OR (score = $1 AND version < $2))`,
        [row.score, row.version],
      );
      expected = Number(rows[0]?.n) + 1;
    }
    if (expected !== ourRanks.get(id)) countMismatches++;
  }
  progress(
    `  mismatches: ${windowMismatches} of ${int(sample.length)} (rank() oracle), ${countMismatches} of ${COUNT_ORACLE_USERS} (COUNT oracle); ` +
      `entries: structure ${int(sizeList)}, database ${int(sizeDb)}`,
  );

  return {
    label: opened.label,
    serverVersion,
    seedMs,
    vacuumMs,
    syncMs,
    heapPerEntry,
    ours,
    redis: redisLatency,
    redisLoadMs,
    redisBytesPerEntry,
    redisAgree,
    sqlCount,
    catchUp,
    http,
    endVerification,
    oursConcurrent,
    redisConcurrent,
    writes: { applied, erasures, ms: writesMs },
    check: { windowMismatches, countMismatches, sizeList, sizeDb },
  };
}

function printSummary(r: DbResult, redisVersion: string): void {
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const row = (a: string, b = '', c = '', d = '') =>
    console.log(`  ${pad(a, 36)}${pad(b, 18)}${pad(c, 24)}${d}`.trimEnd());
  const load = (x: { rps: number; p99: number } | undefined) => (x ? `${int(x.rps)}, ${ms(x.p99)}` : '-');
  const failures = (x: LoadResult | undefined) =>
    x ? `${int(x.ok)} 2xx, ${int(x.non2xx)} non-2xx, ${int(x.errors)} errors` : '';
  const check = r.check;
  console.log('');
  console.log(`== ${r.label}: ${r.serverVersion}, board 'total', ${int(ENTRIES)} entries`);
  row('', 'ours', `Redis ${redisVersion}`, 'goal / note');
  row(
    'seed (SQL) / load (ZADD)',
    seconds(r.seedMs),
    seconds(r.redisLoadMs),
    `then VACUUM ANALYZE ${seconds(r.vacuumMs)}`,
  );
  row('rebuild (first sync)', seconds(r.syncMs), '', `< 10 s: ${met(r.syncMs < 10_000)}`);
  row(
    'memory per entry',
    `${r.heapPerEntry.toFixed(0)} B heap`,
    `${r.redisBytesPerEntry.toFixed(0)} B used_memory`,
    'heap: list + names, with id and name strings',
  );
  row(`latency p50 / p99 ms (${int(CALLS)} calls)`);
  for (const read of READS) {
    const p99 = r.ours[read]?.p99 ?? Infinity;
    row(`  ${read}`, pair(r.ours[read]), pair(r.redis[read]), `p99 < 2 ms: ${met(p99 < 2)}`);
  }
  row('  catch-up query alone', pair(r.catchUp), '', 'part of every read above');
  row(`  SQL count(*) score > s (${SQL_CALLS})`, pair(r.sqlCount), '', 'what the structure replaces');
  row(`req/s, p99 ms (${LOAD_CONNECTIONS} in flight, ${LOAD_SECONDS} s)`);
  row('  HTTP GET scoreboards top-30', load(r.http.top30), '', failures(r.http.top30));
  row('  HTTP GET estimated_position', load(r.http.estimate), '', failures(r.http.estimate));
  row('  HTTP POST games/end', load(r.http.end), '', `${failures(r.http.end)}; probe: ${r.endVerification}`);
  row(
    '  beat % in process / over RESP',
    load(r.oursConcurrent),
    load(r.redisConcurrent),
    'estimate() / ZCOUNT+ZCARD, no HTTP',
  );
  row(
    `${int(WRITES)} concurrent writes`,
    `${int((WRITES * 1000) / r.writes.ms)}/s`,
    '',
    `${int(r.writes.applied)} applied, ${int(r.writes.erasures)} erasures`,
  );
  row(
    'rank mismatches after the writes',
    `${check.windowMismatches} / ${int(CHECKED_USERS)}`,
    '',
    `zero: ${met(check.windowMismatches + check.countMismatches === 0 && check.sizeList === check.sizeDb)} ` +
      `(rank() oracle; COUNT oracle ${check.countMismatches} / ${COUNT_ORACLE_USERS}; ` +
      `sizes ${check.sizeList === check.sizeDb ? 'equal' : 'differ'})`,
  );
  row('Redis rank = ours, before the writes', '', `${int(r.redisAgree)} / ${int(CALLS)}`);
}

async function openPgliteBench(): Promise<Opened> {
  const db = await openDatabase({});
  return { tag: 'pglite', label: 'PGlite in memory', db, close: () => db.close() };
}

async function openPostgresBench(adminUrl: string): Promise<Opened> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const host = `${url.hostname}:${url.port || 5432}`;
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: url.toString() });
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    tag: 'postgresql',
    label: `PostgreSQL on ${host}, database ${name} (dropped at the end)`,
    db,
    async close() {
      await db.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // pool.end() does not wait for its connections to close: FORCE would kill them mid-goodbye.
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (Number(rows[0]?.n) === 0) break;
    await sleep(100);
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function main(): Promise<void> {
  const started = performance.now();
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  console.log(
    `bench-api: ${int(ENTRIES)} entries, node ${process.version}, ${gc ? 'with' : 'without'} --expose-gc, ` +
      `databases: PGlite${adminUrl ? ' and PostgreSQL' : ' (set TEST_DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL)'}`,
  );
  console.log(
    'note: POST /api/games/end sends a recorded 110 s Circuit Shutdown run (test/fixtures/mouse-golden/average.json); the server replays it.',
  );
  currentLabel = 'setup';
  const redis = await startRedis();
  progress(`redis-server ${redis.version} on 127.0.0.1:${redis.port} (--save '' --appendonly no)`);
  const load = new LoadGenerator();
  const killChildren = () => {
    if (redis.process.exitCode === null) redis.process.kill();
    load.kill();
  };
  process.on('exit', killChildren);
  const results: DbResult[] = [];
  try {
    const openers: (() => Promise<Opened>)[] = [openPgliteBench];
    if (adminUrl) openers.push(() => openPostgresBench(adminUrl));
    for (const open of openers) {
      const opened = await open();
      try {
        results.push(await benchDatabase(opened, redis, load));
      } finally {
        await opened.close();
      }
    }
  } finally {
    redis.client.disconnect();
    load.stop();
    killChildren();
  }
  for (const result of results) printSummary(result, redis.version);
  console.log('');
  console.log(`bench-api: done in ${seconds(performance.now() - started)}`);
}

if (process.argv.includes(LOAD_GENERATOR_FLAG)) {
  process.on('message', (job: LoadJob) => {
    runLoad(job).then(
      (result) => process.send?.(result),
      (error: unknown) => {
        console.error('load generator:', error);
        process.exit(1);
      },
    );
  });
} else {
  await main();
}
