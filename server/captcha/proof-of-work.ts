import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { sweepEvery } from '../db/sweep.ts';
import type { Captcha } from './captcha.ts';

/**
 * A self-hosted proof-of-work captcha in the ALTCHA format: the server hands out a signed challenge
 * (sha256(salt + n) for a secret n below maxnumber); the browser finds n by brute force (a fraction of a
 * second) and sends it back. Costly for a bot farm at scale, free for a person, no outside host. Challenges
 * expire after 10 minutes and are single-use; the signing secret is shared by all processes via the database.
 *
 * The signature covers the salt, and so the expiry written in it, as well as the challenge: signing the
 * challenge alone let a client move digits from its number into the salt (`salt + number` reads the same) and
 * push the expiry out at will. The salt must also have exactly the shape the server issues.
 */
export const CHALLENGE_TTL_S = 600;

export interface PowChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SALT_SHAPE = /^[0-9a-f]{24}\?expires=(\d{10})$/;
const sign = (secret: string, challenge: string, salt: string) =>
  createHmac('sha256', secret).update(`${challenge}\n${salt}`).digest('hex');

export async function loadCaptchaSecret(db: Database): Promise<string> {
  const candidate = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO app_meta (key, value) VALUES ('captcha_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [candidate],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM app_meta WHERE key = 'captcha_secret'`,
  );
  return rows[0]!.value;
}

export function createChallenge(secret: string, maxnumber: number, nowMs = Date.now()): PowChallenge {
  const expires = Math.floor(nowMs / 1000) + CHALLENGE_TTL_S;
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = randomInt(0, maxnumber + 1);
  const challenge = sha256(salt + number);
  const signature = sign(secret, challenge, salt);
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature };
}

/** What a browser does: finds the number. Exported for tests and for clients written in Node. */
export function solveChallenge(c: Pick<PowChallenge, 'challenge' | 'salt' | 'maxnumber'>): number | null {
  for (let n = 0; n <= c.maxnumber; n++) if (sha256(c.salt + n) === c.challenge) return n;
  return null;
}

export function encodeSolution(c: PowChallenge, number: number): string {
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
}

function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * A used challenge matters only until it expires, which is at most CHALLENGE_TTL_S after its use. Its record is
 * kept twice that long: the processes that issue and check challenges and the database that dates their use
 * may disagree about the time.
 */
export const CAPTCHA_USE_KEPT_S = 2 * CHALLENGE_TTL_S;

/** Deletes the records of used challenges that have expired: no solution of theirs passes any more. */
export async function pruneCaptchaUses(db: Database): Promise<void> {
  await db.query(`DELETE FROM captcha_uses WHERE used_at < now() - $1 * interval '1 second'`, [
    CAPTCHA_USE_KEPT_S,
  ]);
}

const sweepUses = sweepEvery(500, (db: Database) => pruneCaptchaUses(db));

/** One answer for every way a solution can be wrong, so a forger learns nothing from which check failed. */
const REFUSED = { ok: false, reason: 'the challenge is invalid, expired or already used' } as const;

export function createProofOfWorkCaptcha(db: Database, secret: string, now = () => Date.now()): Captcha {
  return {
    kind: 'pow',
    async verify(response) {
      let payload: {
        algorithm?: unknown;
        challenge?: unknown;
        number?: unknown;
        salt?: unknown;
        signature?: unknown;
      };
      try {
        payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
      } catch {
        return REFUSED;
      }
      const { challenge, number, salt, signature } = payload ?? {};
      if (
        typeof challenge !== 'string' ||
        typeof salt !== 'string' ||
        typeof signature !== 'string' ||
        !Number.isSafeInteger(number)
      )
        return REFUSED;
      const shape = SALT_SHAPE.exec(salt);
      // Every check runs, whatever the first one found: the answer and its time do not say which failed.
      const signed = equalHex(sign(secret, challenge, salt), signature);
      const solved = sha256(salt + String(number)) === challenge;
      const fresh = shape !== null && Number(shape[1]) * 1000 >= now();
      if (!(signed && solved && fresh)) return REFUSED;
      const { rows } = await db.query(
        `INSERT INTO captcha_uses (challenge) VALUES ($1) ON CONFLICT DO NOTHING RETURNING challenge`,
        [challenge],
      );
      await sweepUses(db);
      if (rows.length === 0) return REFUSED;
      return { ok: true };
    },
  };
}
