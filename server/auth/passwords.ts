import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs ~0.3 s on this 2-core machine per login; 2^15 keeps a
// login near 60 ms while staying far beyond what a GPU cracks cheaply. Stored with the hash, so it can rise.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Stands in for the hash of an account that does not exist or has no password: checking against it costs what a
 * real check costs, so a login's time does not tell whether the e-mail has an account. It matches no password
 * (its key is not scrypt's output for any input anyone knows), and it is never stored.
 */
export const NO_ACCOUNT_HASH = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  'bm8gYWNjb3VudCBoZXJlIQ==',
  'Tm8gYWNjb3VudCwgbm8gcGFzc3dvcmQsIG5vIG1hdGNoLg==',
].join('$');

/** The check a login makes: always one scrypt of the stored parameters' cost, whether or not a hash is stored. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const usable = stored !== null && /^scrypt\$\d+\$\d+\$\d+\$[^$]+\$[^$]+$/.test(stored);
  const matches = await scryptMatches(password, usable ? stored : NO_ACCOUNT_HASH);
  return usable && matches;
}

async function scryptMatches(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
