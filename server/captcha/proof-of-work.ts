import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Captcha } from './captcha.ts';

/**
 * A self-hosted proof-of-work captcha in the ALTCHA format: the server hands out a signed challenge
 * (sha256(salt + n) for a secret n below maxnumber); the browser finds n by brute force (a fraction of a
 * second) and sends it back. Costly for a bot farm at scale, free for a person, no outside host. Challenges
 * expire after 10 minutes and are single-use; the signing secret is shared by all processes via the database.
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
  const signature = createHmac('sha256', secret).update(challenge).digest('hex');
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

export function createProofOfWorkCaptcha(db: Database, secret: string): Captcha {
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
        return { ok: false, reason: 'not a proof-of-work payload' };
      }
      const { challenge, number, salt, signature } = payload;
      if (
        typeof challenge !== 'string' ||
        typeof salt !== 'string' ||
        typeof signature !== 'string' ||
        typeof number !== 'number'
      )
        return { ok: false, reason: 'incomplete payload' };
      const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? 0);
      if (expires * 1000 < Date.now()) return { ok: false, reason: 'challenge expired' };
      if (!equalHex(createHmac('sha256', secret).update(challenge).digest('hex'), signature))
        return { ok: false, reason: 'bad signature' };
      if (sha256(salt + number) !== challenge) return { ok: false, reason: 'wrong solution' };
      const { rows } = await db.query(
        `INSERT INTO captcha_uses (challenge) VALUES ($1) ON CONFLICT DO NOTHING RETURNING challenge`,
        [challenge],
      );
      if (rows.length === 0) return { ok: false, reason: 'challenge already used' };
      return { ok: true };
    },
  };
}
