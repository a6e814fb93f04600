import { randomBytes } from 'node:crypto';
import { seedHashOf, verifyRecord, type DrawRecord } from '../server/draw/draw-record.ts';
import { awaitingReview, standings, type DrawDecision } from '../server/draw/draw-review.ts';
import {
  boardHash,
  canonicalOrder,
  shareHash,
  shareOrder,
  type DrawEntry,
  type ShareEntry,
} from '../server/draw/entries.ts';
import { runDraw } from '../server/draw/run-draw.ts';

/**
 * npm run bench:draw [-- entries] — the draw at scale on generated entries (default 1,000,000, and a tenth as many
 * share entries): the seal (board order, both hashes), the draw, the review (every winner cleared, one rejected
 * per prize so a reserve moves up), and the verification of the whole record against the published hashes.
 * Prints figures; asserts nothing.
 */
const N = Number(process.argv[2] ?? 1_000_000);
const ROUNDS = 5;
const SHARE_PRIZES = 10;

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
const uuid = (i: number, tag: string) => `00000000-0000-4000-${tag}-${i.toString(16).padStart(12, '0')}`;
const generated: DrawEntry[] = Array.from({ length: N }, (_, i) => ({
  userId: uuid(i, '8000'),
  total: Math.floor(9000 * random() ** 2),
  country: COUNTRIES[i % COUNTRIES.length]!,
  reachedAt: 1_780_000_000_000 + Math.floor(random() * 21 * 86_400_000),
  runs: [uuid(3 * i, '9000'), uuid(3 * i + 1, '9000'), uuid(3 * i + 2, '9000')],
}));
const sharers: ShareEntry[] = Array.from({ length: Math.floor(N / 10) }, (_, i) => ({
  userId: uuid(i * 10, '8000'),
  sharedAt: 1_780_000_000_000 + Math.floor(random() * 21 * 86_400_000),
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

const sort = time(() => ({ entries: canonicalOrder([...generated]), shares: shareOrder([...sharers]) }));
const { entries, shares } = sort.value;
const hash = time(() => ({ board: boardHash(entries), share: shareHash(shares) }));
const draws: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const seed = randomBytes(32);
  draws.push(time(() => runDraw(entries, shares, SHARE_PRIZES, seed)).ms);
}
const seed = randomBytes(32);
const winners = runDraw(entries, shares, SHARE_PRIZES, seed);
const byUser = new Map(entries.map((e) => [e.userId, e]));
const at = (n: number) => `2026-03-22T10:00:00.${String(n).padStart(6, '0')}Z`;
// The review: the first winner of each prize rejected, then every winner cleared, reserves moving up.
const review = time(() => {
  const decisions: DrawDecision[] = [];
  const decided = new Set<string>();
  const decide = (userId: string, basis: 'entry' | 'share', decision: 'cleared' | 'rejected') => {
    decided.add(`${basis}:${userId}`);
    decisions.push({
      userId,
      basis,
      decision,
      reason: decision === 'cleared' ? 'watched: a person' : 'programmed',
      operator: 'ana',
      at: at(decisions.length),
      runs: basis === 'entry' && decision === 'cleared' ? byUser.get(userId)!.runs : [],
    });
  };
  for (const tier of winners.tiers) if (tier.winners[0]) decide(tier.winners[0], 'entry', 'rejected');
  if (winners.share.winners[0]) decide(winners.share.winners[0], 'share', 'rejected');
  for (;;) {
    const waiting = awaitingReview(standings(winners, decisions, []));
    if (waiting.length === 0) break;
    for (const { prize, userId } of waiting) {
      const basis = prize === 'share' ? 'share' : 'entry';
      if (!decided.has(`${basis}:${userId}`)) decide(userId, basis, 'cleared');
    }
  }
  return { decisions, awarded: standings(winners, decisions, []) };
});
const record: DrawRecord = {
  id: 1,
  window: { start: '2026-03-01', end: '2026-03-21', timeZone: 'UTC' },
  seedHash: seedHashOf(seed),
  seed: seed.toString('hex'),
  committedAt: '2026-02-20T00:00:00.000000Z',
  sealedAt: '2026-03-22T00:00:00.000000Z',
  rules: { minimumAge: 18, excludedCountries: ['IT', 'PL', 'TH', 'RU', 'TR'], sharePrizes: SHARE_PRIZES },
  boardHash: hash.value.board,
  entriesCount: entries.length,
  entries,
  shareHash: hash.value.share,
  shareEntriesCount: shares.length,
  shareEntries: shares,
  drawnAt: '2026-03-22T09:00:00.000000Z',
  winners,
  decisions: review.value.decisions,
  exclusions: [],
  publishedAt: '2026-03-23T00:00:00.000000Z',
  awarded: review.value.awarded,
};
const anchors = { seedHash: record.seedHash, boardHash: hash.value.board, shareHash: hash.value.share };
const verify = time(() => verifyRecord(record, anchors));
const serialised = time(() => JSON.stringify(record));
const tampered = time(() => {
  const copy = { ...record, entries: entries.filter((e) => e.userId !== winners.tiers[0]!.winners[0]) };
  copy.entriesCount = copy.entries.length;
  return verifyRecord(copy, anchors);
});

console.log(
  `Draw over ${N.toLocaleString('en')} entries and ${shares.length.toLocaleString('en')} share entries (${process.version}, one core)`,
);
console.log(`  seal: board order (sort)           ${sort.ms.toFixed(0)} ms`);
console.log(`  seal: board and share SHA-256      ${hash.ms.toFixed(0)} ms`);
console.log(
  `  draw (tiers, top 30, share)        median ${median(draws).toFixed(1)} ms of ${ROUNDS} seeds (min ${Math.min(...draws).toFixed(1)}, max ${Math.max(...draws).toFixed(1)})`,
);
console.log(
  `  review: ${review.value.decisions.length} decisions (one rejection per prize)  ${review.ms.toFixed(1)} ms`,
);
console.log(
  `  record as JSON                     ${(serialised.value.length / 1e6).toFixed(0)} MB in ${serialised.ms.toFixed(0)} ms`,
);
console.log(
  `  verify the published record        ${verify.ms.toFixed(0)} ms (${verify.value.ok ? 'ok' : verify.value.problems.join('; ')})`,
);
console.log(
  `  verify with one entry dropped      ${tampered.ms.toFixed(0)} ms (${tampered.value.ok ? 'NOT CAUGHT' : tampered.value.problems.join('; ')})`,
);
console.log(
  `  entrants per tier                  ${winners.tiers.map((t) => `tier ${t.tier}: ${t.entrants.toLocaleString('en')}`).join(', ')}`,
);
