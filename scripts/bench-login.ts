/**
 * With the argument `throttle`, prints the login throttle's behaviour under bursts instead
 * (scripts/bench-login-throttle.ts).
 *
 * How long a password login and a reset request take for an e-mail that has an account and for one that has
 * none (npm run bench:login). The two must not differ: a login's time must not tell who plays here. Runs the
 * API in process on an in-memory PGlite; prints p50 and p90 of TRIES calls each.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { insertUser } from '../server/accounts/users.ts';

if (process.argv[2] === 'throttle') {
  await import('./bench-login-throttle.ts');
  process.exit(0);
}

const TRIES = Number(process.argv[2] ?? 200);
const FIXTURE_SITE = fileURLToPath(new URL('../test/fixtures/site/', import.meta.url));

const db = await openDatabase({});
await migrate(db);
const config = {
  ...readConfig({}),
  staticDir: FIXTURE_SITE,
  outboxDir: mkdtempSync(join(tmpdir(), 'bench-login-')),
  rateLimits: {
    writesPerIpPerMinute: 1e9,
    writesPerUserPerMinute: 1e9,
    loginsPerIpPerMinute: 1e9,
    loginsPerAccountPer15Minutes: 1e9,
    resetsPerEmailPerHour: 1e9,
  },
};
const app = await buildApp({ config, db, logger: false });
await insertUser(db, {
  email: 'known@example.com',
  first_name: 'Kim',
  opt_in_legal: true,
  password_hash: await hashPassword('the right password'),
});

async function time(url: string, payload: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < TRIES; i++) {
    const start = performance.now();
    await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    times.push(performance.now() - start);
    // What the answer left running (the reset mail) finishes outside the timed window, as it would between one
    // visitor's calls; otherwise each call would pay for the one before.
    await app.backgroundIdle();
  }
  return times.sort((a, b) => a - b);
}
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const row = (name: string, sorted: number[]) =>
  console.log(
    `${name.padEnd(44)} p50 ${at(sorted, 0.5).toFixed(1).padStart(6)} ms   p90 ${at(sorted, 0.9).toFixed(1).padStart(6)} ms`,
  );

row(
  'login, known e-mail, wrong password',
  await time('/api/users/login', { email: 'known@example.com', password: 'a wrong password' }),
);
row(
  'login, unknown e-mail',
  await time('/api/users/login', { email: 'nobody@example.com', password: 'a wrong password' }),
);
row('reset request, known e-mail', await time('/api/users/reset_password', { email: 'known@example.com' }));
row(
  'reset request, unknown e-mail',
  await time('/api/users/reset_password', { email: 'nobody@example.com' }),
);
await app.close();
await db.close();
