import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/server-harness.ts';
import {
  CAPTCHA_USE_KEPT_S,
  CHALLENGE_TTL_S,
  createChallenge,
  createProofOfWorkCaptcha,
  encodeSolution,
  pruneCaptchaUses,
  solveChallenge,
  type PowChallenge,
} from './proof-of-work.ts';
import type { Captcha } from './captcha.ts';

const SECRET = 'a'.repeat(64);
const MAX = 500;
const REFUSED = { ok: false, reason: 'the challenge is invalid, expired or already used' };

const encode = (payload: Record<string, unknown>) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe.each(DATABASE_KINDS)('the proof-of-work captcha on %s', (kind) => {
  let database: TestDatabase;
  let captcha: Captcha;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    captcha = createProofOfWorkCaptcha(database.db, SECRET);
  });
  afterAll(async () => database?.drop());

  const solved = (challenge: PowChallenge) => ({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solveChallenge(challenge)!,
    salt: challenge.salt,
    signature: challenge.signature,
  });

  it('accepts a fresh solution once, and only once', async () => {
    const challenge = createChallenge(SECRET, MAX);
    const answer = encodeSolution(challenge, solveChallenge(challenge)!);
    expect(await captcha.verify(answer, '127.0.0.1', 'register')).toEqual({ ok: true });
    expect(await captcha.verify(answer, '127.0.0.1', 'register')).toEqual(REFUSED);
  });

  it('accepts one of many simultaneous uses of one solution (the single use is kept in the database)', async () => {
    const challenge = createChallenge(SECRET, MAX);
    const answer = encodeSolution(challenge, solveChallenge(challenge)!);
    // Two verifiers, as in two server processes sharing the database.
    const other = createProofOfWorkCaptcha(database.db, SECRET);
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? other : captcha).verify(answer, '127.0.0.1', 'register')),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
    expect(verdicts.filter((v) => !v.ok)).toEqual(Array(9).fill(REFUSED));
  });

  it('refuses an expired challenge, also when the client rewrites the expiry in the salt', async () => {
    const expired = createChallenge(SECRET, MAX, Date.now() - (CHALLENGE_TTL_S + 60) * 1000);
    const honest = solved(expired);
    expect(await captcha.verify(encode(honest), '127.0.0.1', 'register')).toEqual(REFUSED);
    const later = honest.salt.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 3600}`);
    expect(await captcha.verify(encode({ ...honest, salt: later }), '127.0.0.1', 'register')).toEqual(
      REFUSED,
    );
  });

  it('refuses an expiry pushed out by moving digits of the number into the salt (salt + number reads the same)', async () => {
    // Find an expired challenge whose number has at least three digits, as most have.
    let expired: PowChallenge;
    let number: number;
    do {
      expired = createChallenge(SECRET, 99_999, Date.now() - (CHALLENGE_TTL_S + 60) * 1000);
      number = solveChallenge(expired)!;
    } while (number < 100);
    const digits = String(number);
    const forged = {
      ...solved(expired),
      salt: expired.salt + digits.slice(0, -1),
      number: Number(digits.slice(-1)),
    };
    // The forged pair hashes to the same challenge and reads a far-away expiry.
    expect(forged.salt + forged.number).toBe(expired.salt + number);
    expect(await captcha.verify(encode(forged), '127.0.0.1', 'register')).toEqual(REFUSED);
  });

  it('refuses a tampered signature, a wrong number and garbage, with the same answer', async () => {
    const challenge = createChallenge(SECRET, MAX);
    const good = solved(challenge);
    const flipped = good.signature.slice(0, -1) + (good.signature.endsWith('0') ? '1' : '0');
    for (const bad of [
      encode({ ...good, signature: flipped }),
      encode({ ...good, signature: '' }),
      encode({ ...good, number: good.number + 1 }),
      encode({ ...good, number: String(good.number) }),
      encode({ ...good, salt: 'abc' }),
      encode(createChallenge('another secret', MAX) as unknown as Record<string, unknown>),
      'not base64 json',
      encode({}),
      Buffer.from('null').toString('base64'),
    ])
      expect(await captcha.verify(bad, '127.0.0.1', 'register')).toEqual(REFUSED);
    // None of those used the challenge up.
    expect(await captcha.verify(encode(good), '127.0.0.1', 'register')).toEqual({ ok: true });
  });

  it('forgets used challenges once they have expired, and keeps the others single-use', async () => {
    const { db } = database;
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    // Uses recorded by hand, as long ago as a real use would be.
    await db.query(`INSERT INTO captcha_uses (challenge, used_at) VALUES ($1, $2), ($3, $4)`, [
      'used-long-ago',
      ago(CAPTCHA_USE_KEPT_S + 60),
      'used-lately',
      ago(CAPTCHA_USE_KEPT_S - 60),
    ]);
    // A challenge used when it was fresh, its record as old as that use.
    const issuedAt = Date.now() - (CAPTCHA_USE_KEPT_S + 60) * 1000;
    const old = createChallenge(SECRET, MAX, issuedAt);
    const oldAnswer = encodeSolution(old, solveChallenge(old)!);
    const then = createProofOfWorkCaptcha(db, SECRET, () => issuedAt);
    expect(await then.verify(oldAnswer, '127.0.0.1', 'register')).toEqual({ ok: true });
    await db.query(`UPDATE captcha_uses SET used_at = $1 WHERE challenge = $2`, [
      new Date(issuedAt),
      old.challenge,
    ]);
    // A challenge used now.
    const fresh = createChallenge(SECRET, MAX);
    const freshAnswer = encodeSolution(fresh, solveChallenge(fresh)!);
    expect(await captcha.verify(freshAnswer, '127.0.0.1', 'register')).toEqual({ ok: true });

    await pruneCaptchaUses(db);
    const { rows } = await db.query<{ challenge: string }>(
      `SELECT challenge FROM captcha_uses WHERE challenge IN ($1, $2, $3, $4) ORDER BY used_at`,
      ['used-long-ago', 'used-lately', old.challenge, fresh.challenge],
    );
    expect(rows.map((row) => row.challenge)).toEqual(['used-lately', fresh.challenge]);
    // Still single-use: the fresh one's record stayed, and the forgotten one has expired.
    expect(await captcha.verify(freshAnswer, '127.0.0.1', 'register')).toEqual(REFUSED);
    expect(await captcha.verify(oldAnswer, '127.0.0.1', 'register')).toEqual(REFUSED);
  });
});
