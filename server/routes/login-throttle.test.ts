import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser } from '../accounts/users.ts';
import { LOGIN_ACCOUNT_WINDOW_MS } from '../accounts/login-throttle.ts';

/** A whole minute on the clock: the edge where fixed minute windows would let a second burst through. */
const EDGE = Date.UTC(2026, 10, 29, 14, 0, 0);
const PASSWORD = 'the right password';

/**
 * Password guessing is throttled per address and per account, on sliding logs (accounts/login-throttle.ts). The
 * clock is driven (only Date is faked: the databases' timers run as they do), so no test sleeps.
 */
describe.each(DATABASE_KINDS)('login throttling on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let addresses = 0;
  /** A client address no other attempt used (the proxy's X-Forwarded-For: the app trusts one hop). */
  const freshAddress = () => `198.51.100.${++addresses}`;

  beforeAll(async () => {
    harness = await createTestApp(kind, {
      trustProxy: 1,
      rateLimits: {
        writesPerIpPerMinute: 100_000,
        writesPerUserPerMinute: 100_000,
        loginsPerIpPerMinute: 5,
        loginsPerAccountPer15Minutes: 3,
        resetsPerEmailPerHour: 100_000,
      },
    });
    for (const email of ['kim@example.com', 'lee@example.com'])
      await insertUser(harness.database.db, {
        email,
        first_name: 'Kim',
        opt_in_legal: true,
        password_hash: await hashPassword(PASSWORD),
      });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const at = (time: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
  };
  const logIn = (email: string, password: string, address = freshAddress()) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      payload: JSON.stringify({ email, password }),
    });
  /** What a client can tell apart: the status, the body and the Retry-After. */
  const seen = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.json() as unknown,
    retryAfter: response.headers['retry-after'],
  });

  /** Three wrong guesses a second apart, each from a new address, then the right password: its answer. */
  async function guessThenTryRight(email: string, start: number) {
    const guesses = [];
    for (let i = 0; i < 3; i++) {
      at(start + i * 1000);
      guesses.push((await logIn(email, `wrong guess ${i}`)).statusCode);
    }
    at(start + 3000);
    return { guesses, right: await logIn(email, PASSWORD) };
  }

  it('throttles one account’s guesses from rotating addresses; the right password waits too', async () => {
    const start = EDGE + 5 * 60_000;
    const { guesses, right } = await guessThenTryRight('kim@example.com', start);
    expect(guesses).toEqual([401, 401, 401]);
    expect(seen(right)).toEqual({
      status: 429,
      body: { error: 'rate_limited', message: 'Too many requests: try again in 897 s' },
      retryAfter: '897',
    });
    // The e-mail as typed differently is the same account.
    at(start + 4000);
    expect((await logIn(' KIM@example.com', PASSWORD)).statusCode).toBe(429);
    // Other accounts are not held back by it, from any address.
    expect((await logIn('lee@example.com', PASSWORD)).statusCode).toBe(200);
    // Once the first guess is a quarter hour old, one slot frees, and the right password gets in.
    at(start + LOGIN_ACCOUNT_WINDOW_MS - 1);
    expect((await logIn('kim@example.com', PASSWORD)).statusCode).toBe(429);
    at(start + LOGIN_ACCOUNT_WINDOW_MS);
    expect((await logIn('kim@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('answers a throttled account and an unknown e-mail alike', async () => {
    // The same attempts at the same moments, on a real account and on an e-mail no account has.
    const start = EDGE + 30 * 60_000;
    const known = await guessThenTryRight('lee@example.com', start);
    const unknown = await guessThenTryRight('nobody@example.com', start);
    expect(unknown.guesses).toEqual(known.guesses);
    expect(seen(unknown.right)).toEqual(seen(known.right));
    expect(known.right.statusCode).toBe(429);
    // And later attempts while throttled, wrong or right, say the same again.
    at(start + 60_000);
    const later = [
      seen(await logIn('lee@example.com', PASSWORD)),
      seen(await logIn('lee@example.com', 'another guess')),
      seen(await logIn('nobody@example.com', PASSWORD)),
    ];
    expect(later[1]).toEqual(later[0]);
    expect(later[2]).toEqual(later[0]);
  });

  it('lets no second burst through at a minute’s edge from one address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    // Five logins just before a whole minute and five just after, each to its own unknown e-mail.
    for (let i = 0; i < 10; i++) {
      at(EDGE + 60 * 60_000 + (i < 5 ? -100 + i : 100 + i));
      statuses.push((await logIn(`burst-${i}@example.com`, 'a wrong guess', address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // A minute after the first attempt of the burst, its slot is free again.
    at(EDGE + 60 * 60_000 - 100 + 60_000);
    expect((await logIn('burst-late@example.com', 'a wrong guess', address)).statusCode).toBe(401);
  });
});
