import { RankList } from '../server/ranking/rank-list.ts';

/**
 * npx tsx scripts/bench-rank.ts [entries] — RankList at leaderboard scale: build time, heap per entry and
 * per-call latency (median, p99) of each operation on random inputs. Run with `node --expose-gc --import tsx`
 * for a steadier heap figure. Prints figures; asserts nothing.
 */
const N = Number(process.argv[2] ?? 1_000_000);
const CALLS = 10_000;
const WARMUP = 2_000;
const PAGE = 30;
const MAX_SCORE = 100_000;

// Seeded, so that two runs measure the same work.
let seed = 0x9e3779b9;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (n: number) => Math.floor(random() * n);

const gc = (globalThis as { gc?: () => void }).gc;
function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

// Ids and scores exist before the baseline: the figure is what the structure adds on top of the ids that a
// server holds anyway.
const ids = Array.from({ length: N }, (_, i) => `user-${i}`);
const scores = Array.from({ length: N }, () => int(MAX_SCORE + 1));
let version = 0;

const heapBefore = heapUsed();
const buildStart = performance.now();
const list = new RankList();
for (let i = 0; i < N; i++) list.upsert(ids[i]!, scores[i]!, ++version);
const buildMs = performance.now() - buildStart;
const heapAfter = heapUsed();

const sink: unknown[] = [];
const randomId = () => ids[int(N)]!;

type Case = { name: string; prepare: () => () => unknown };
const cases: Case[] = [
  { name: '(timer only)', prepare: () => () => undefined },
  {
    name: 'rankOf',
    prepare: () => {
      const id = randomId();
      return () => list.rankOf(id);
    },
  },
  {
    name: 'at',
    prepare: () => {
      const position = 1 + int(N);
      return () => list.at(position);
    },
  },
  {
    name: `page(·, ${PAGE})`,
    prepare: () => {
      const offset = int(N - PAGE);
      return () => list.page(offset, PAGE);
    },
  },
  {
    name: 'countBefore',
    prepare: () => {
      const score = int(MAX_SCORE + 1);
      return () => list.countBefore(score);
    },
  },
  {
    name: 'countBelow',
    prepare: () => {
      const score = int(MAX_SCORE + 1);
      return () => list.countBelow(score);
    },
  },
  {
    name: 'upsert (move)',
    prepare: () => {
      const id = randomId();
      const score = int(MAX_SCORE + 1);
      const v = ++version;
      return () => list.upsert(id, score, v);
    },
  },
  {
    name: 'remove+reinsert',
    prepare: () => {
      const id = randomId();
      const score = int(MAX_SCORE + 1);
      const v = ++version;
      return () => {
        list.remove(id);
        list.upsert(id, score, v);
      };
    },
  },
  {
    // What a server does on a score write: the rank queried right after an update pays for the prefix
    // counts that the update made stale.
    name: 'upsert+rankOf',
    prepare: () => {
      const id = randomId();
      const score = int(MAX_SCORE + 1);
      const v = ++version;
      return () => {
        list.upsert(id, score, v);
        return list.rankOf(id);
      };
    },
  },
];

function measure(c: Case): { median: number; p99: number; max: number } {
  for (let i = 0; i < WARMUP; i++) sink[i & 7] = c.prepare()();
  const samples = new Float64Array(CALLS);
  for (let i = 0; i < CALLS; i++) {
    const call = c.prepare();
    const start = process.hrtime.bigint();
    sink[i & 7] = call();
    samples[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  samples.sort();
  return {
    median: samples[CALLS >> 1]!,
    p99: samples[Math.floor(CALLS * 0.99)]!,
    max: samples[CALLS - 1]!,
  };
}

const fmt = (us: number) => us.toFixed(2).padStart(8);
console.log(`RankList, ${N.toLocaleString('en')} entries, scores 0..${MAX_SCORE}, node ${process.version}`);
console.log(
  `build            ${(buildMs / 1000).toFixed(2)} s (${((buildMs * 1000) / N).toFixed(2)} µs/upsert)`,
);
console.log(
  `heap             ${((heapAfter - heapBefore) / N).toFixed(1)} bytes/entry, ids excluded` +
    (gc ? '' : ' (no global.gc: run with node --expose-gc --import tsx for a steadier figure)'),
);
console.log('');
console.log(`operation          median µs    p99 µs    max µs   (${CALLS.toLocaleString('en')} calls each)`);
for (const c of cases) {
  const { median, p99, max } = measure(c);
  console.log(`${c.name.padEnd(18)} ${fmt(median)}  ${fmt(p99)}  ${fmt(max)}`);
}
if (list.size !== N) console.log(`(size drifted to ${list.size})`);
