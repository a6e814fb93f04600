import { randomBytes } from 'node:crypto';
import { boardHash, canonicalOrder, type DrawEntry } from '../server/draw/entries.ts';
import { verifyRecord, seedHashOf } from '../server/draw/draw-record.ts';
import { runDraw } from '../server/draw/run-draw.ts';

/**
 * npm run bench:draw [-- entries] — the draw at scale on generated entries (default 1,000,000): sorting them into
 * board order, hashing them, drawing the winners, and verifying a record (all of it again). Prints figures;
 * asserts nothing.
 */
const N = Number(process.argv[2] ?? 1_000_000);
const ROUNDS = 5;

// Seeded, so that two runs measure the same work (totals skewed low, as real scores are).
let state = 0x2545f491;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const COUNTRIES = ['GB', 'FR', 'DE', 'ES', null];
const generated: DrawEntry[] = Array.from({ length: N }, (_, i) => ({
  userId: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
  total: Math.floor(9000 * random() ** 2),
  country: COUNTRIES[i % COUNTRIES.length]!,
  reachedAt: 1_780_000_000_000 + Math.floor(random() * 21 * 86_400_000),
}));

function time<T>(work: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = work();
  return { ms: performance.now() - start, value };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const sort = time(() => canonicalOrder([...generated]));
const entries = sort.value;
const hash = time(() => boardHash(entries));
const draws: number[] = [];
let result = runDraw(entries, randomBytes(32));
for (let round = 0; round < ROUNDS; round += 1) {
  const seed = randomBytes(32);
  const drawn = time(() => runDraw(entries, seed));
  draws.push(drawn.ms);
  result = drawn.value;
}
const seed = randomBytes(32);
const record = {
  id: 1,
  window: { start: '2026-03-01', end: '2026-03-21', timeZone: 'UTC' },
  seedHash: seedHashOf(seed),
  seed: seed.toString('hex'),
  committedAt: '',
  drawnAt: 'now',
  boardHash: hash.value,
  entriesCount: entries.length,
  entries,
  winners: runDraw(entries, seed),
};
const verify = time(() => verifyRecord(record));

console.log(`Draw over ${N.toLocaleString('en')} entries (${process.version}, one core)`);
console.log(`  board order (sort)     ${sort.ms.toFixed(0)} ms`);
console.log(`  board hash (SHA-256)   ${hash.ms.toFixed(0)} ms`);
console.log(
  `  draw (tiers + top 30)  median ${median(draws).toFixed(1)} ms of ${ROUNDS} seeds (min ${Math.min(...draws).toFixed(1)}, max ${Math.max(...draws).toFixed(1)})`,
);
console.log(
  `  verify a record        ${verify.ms.toFixed(0)} ms (${verify.value.ok ? 'ok' : verify.value.problems.join('; ')})`,
);
console.log(
  `  entrants per tier      ${result.tiers.map((t) => `tier ${t.tier}: ${t.entrants.toLocaleString('en')}`).join(', ')}`,
);
