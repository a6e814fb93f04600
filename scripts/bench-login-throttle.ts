/**
 * The login throttle under bursts (npm run bench:login -- throttle). Two figures:
 *
 * 1. One address, bursts around a window's edge: the fixed-window counter (rate-limit.ts countHit, which the
 *    sign-in routes used before, on the database's clock) against the sliding log (sliding-limit.ts), the same
 *    attempts at the same moments, in real time on a 10 s window (a 60 s window scaled down: only ratios matter).
 * 2. One account guessed from a new address every 10 s for 45 minutes, through the real login route with the
 *    throttle's clock driven: a real account and an e-mail that has none, side by side.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { readConfig, type ServerConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { insertUser } from '../server/accounts/users.ts';
import { createLoginThrottle, LOGIN_ACCOUNT_WINDOW_MS } from '../server/accounts/login-throttle.ts';
import { countHit } from '../server/http/rate-limit.ts';
import { takeSlidingSlot } from '../server/http/sliding-limit.ts';

const FIXTURE_SITE = fileURLToPath(new URL('../test/fixtures/site/', import.meta.url));
const db = await openDatabase({});
await migrate(db);

// --- 1. One address, bursts around a window's edge --------------------------------------------------------
const WINDOW_MS = 10_000;
const LIMIT = 10;
/** Bursts of LIMIT attempts, at these offsets from a window's edge (ms). */
const BURSTS = [-1000, 200, WINDOW_MS / 2, WINDOW_MS - 1000, WINDOW_MS + 200];
const sleepUntil = (t: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, t - Date.now())));

// The next edge of the fixed windows (they start at multiples of the window on the epoch), with time to spare.
const edge = Math.ceil((Date.now() + 500) / WINDOW_MS) * WINDOW_MS;
const fixedAdmitted: number[] = [];
const slidingAdmitted: number[] = [];
const rows: string[][] = [];
for (const offset of BURSTS) {
  await sleepUntil(edge + offset);
  let fixed = 0;
  let sliding = 0;
  const times: number[] = [];
  for (let i = 0; i < LIMIT; i++) {
    const now = Date.now();
    times.push(now - edge);
    if ((await countHit(db, 'bench:fixed', WINDOW_MS)).hits <= LIMIT) {
      fixed++;
      fixedAdmitted.push(now);
    }
    if ((await takeSlidingSlot(db, 'bench:sliding', { limit: LIMIT, windowMs: WINDOW_MS }, now)).allowed) {
      sliding++;
      slidingAdmitted.push(now);
    }
  }
  // Positions as on a 60 s window; the burst's real span is shown too, to see it kept to its side of the edge.
  const scaled = (ms: number) => `${((ms / WINDOW_MS) * 60).toFixed(1)} s`;
  rows.push([
    `${scaled(offset)} (ran ${scaled(times[0]!)} to ${scaled(times[times.length - 1]!)})`,
    `${LIMIT}`,
    `${fixed}`,
    `${sliding}`,
  ]);
}
/** The most attempts let through in any span of one window. */
const worstSpan = (times: number[]) =>
  Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + WINDOW_MS).length));
console.log(
  `Figure 1: one address, limit ${LIMIT} per window; bursts of ${LIMIT} at positions around a window edge (window 60 s, run in real time on a ${WINDOW_MS / 1000} s window)`,
);
console.log(
  ['burst at edge +', 'tried', 'fixed windows: let through', 'sliding log: let through'].join(' | '),
);
for (const row of rows) console.log(row.join(' | '));
console.log(
  `most let through in any one-window span | ${LIMIT} allowed | fixed ${worstSpan(fixedAdmitted)} | sliding ${worstSpan(slidingAdmitted)}`,
);

// --- 2. One account from rotating addresses, through the login route ----------------------------------------
let clock = edge;
const base = readConfig({});
const config: ServerConfig = {
  ...base,
  staticDir: FIXTURE_SITE,
  outboxDir: mkdtempSync(join(tmpdir(), 'bench-throttle-')),
  trustProxy: 1,
};
const app = await buildApp({
  config,
  db,
  logger: false,
  services: {
    loginThrottle: createLoginThrottle(
      db,
      () => config.rateLimits,
      () => clock,
    ),
  },
});
await insertUser(db, {
  email: 'known@example.com',
  first_name: 'Kim',
  opt_in_legal: true,
  password_hash: await hashPassword('the right password'),
});
const STEP_MS = 10_000;
const SLOT_MS = 5 * 60_000;
const DURATION_MS = 45 * 60_000;
let address = 0;
const slots: { known: number[]; unknown: number[]; same: boolean }[] = [];
const start = clock;
for (let t = 0; t < DURATION_MS; t += STEP_MS) {
  const slot = (slots[Math.floor(t / SLOT_MS)] ??= { known: [0, 0], unknown: [0, 0], same: true });
  const answers = [];
  for (const [email, tally] of [
    ['known@example.com', slot.known],
    ['nobody@example.com', slot.unknown],
  ] as const) {
    clock = start + t;
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}`,
      },
      payload: JSON.stringify({ email, password: 'a wrong guess' }),
    });
    tally[response.statusCode === 429 ? 1 : 0]!++;
    answers.push(`${response.statusCode} ${response.headers['retry-after'] ?? ''} ${response.body}`);
  }
  slot.same &&= answers[0] === answers[1];
}
console.log();
console.log(
  `Figure 2: one e-mail guessed from a new address every ${STEP_MS / 1000} s for ${DURATION_MS / 60_000} min (limit ${config.rateLimits.loginsPerAccountPer15Minutes} per ${LOGIN_ACCOUNT_WINDOW_MS / 60_000} min, sliding)`,
);
console.log('minutes | account: guessed / throttled | no account: guessed / throttled | same answers');
slots.forEach((s, i) =>
  console.log(
    `${i * 5}–${i * 5 + 5} | ${s.known[0]} / ${s.known[1]} | ${s.unknown[0]} / ${s.unknown[1]} | ${s.same ? 'yes' : 'NO'}`,
  ),
);
await app.close();
await db.close();
