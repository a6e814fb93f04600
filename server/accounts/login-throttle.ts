import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { RateLimits } from '../config.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { takeSlidingSlot } from '../http/sliding-limit.ts';
import { normaliseEmail } from './users.ts';

/**
 * Password guessing is throttled twice, on sliding logs (server/http/sliding-limit.ts): per address, every
 * sign-in call (registration, login, social sign-in) before its body is read; and per account, every login to an
 * e-mail, so that a guesser who rotates addresses still gets RATE_LOGINS_PER_ACCOUNT tries per quarter hour.
 *
 * The account is the normalised e-mail whether or not an account holds it, and the check comes before the
 * account is looked up: a throttled login answers the same 429, with a Retry-After computed the same way, for
 * an existing, a throttled and an unknown e-mail, and a right password does not get in while it lasts.
 */
export const LOGIN_ADDRESS_WINDOW_MS = 60_000;
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;

export interface LoginThrottle {
  /** A sign-in call from `address`; throws the 429 past RATE_LOGINS_PER_IP a minute. */
  address(address: string): Promise<void>;
  /** A login to `email`; throws the 429 past RATE_LOGINS_PER_ACCOUNT a quarter hour. */
  account(email: string): Promise<void>;
}

/** The log's key for an e-mail: a hash, so the table holds no address (the reset and mail limits' keys do). */
function accountKey(email: string): string {
  return `login-account:${createHash('sha256').update(normaliseEmail(email)).digest('base64url')}`;
}

/**
 * `limits` is read at each call (the configuration's object); `now` is the clock the logs are kept by, epoch ms
 * (tests drive it).
 */
export function createLoginThrottle(
  db: Database,
  limits: () => Pick<RateLimits, 'loginsPerIpPerMinute' | 'loginsPerAccountPer15Minutes'>,
  now: () => number = () => Date.now(),
): LoginThrottle {
  const take = async (key: string, limit: number, windowMs: number) => {
    const verdict = await takeSlidingSlot(db, key, { limit, windowMs }, now());
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
  };
  return {
    address: (address) => take(`login-ip:${address}`, limits().loginsPerIpPerMinute, LOGIN_ADDRESS_WINDOW_MS),
    account: (email) =>
      take(accountKey(email), limits().loginsPerAccountPer15Minutes, LOGIN_ACCOUNT_WINDOW_MS),
  };
}
