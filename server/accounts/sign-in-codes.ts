import { createHash, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { SignInCodeRequestBody } from '../../api/users.ts';
import { isLocaleCode, type LocaleCode } from '../../api/locales.ts';
import type { Database } from '../db/database.ts';
import type { Services } from '../services.ts';
import { HttpError } from '../http/http-error.ts';
import { sameSecretHash } from '../auth/tokens.ts';
import { renderMail } from '../mail/templates.ts';
import { limitMailsTo } from './mail-cap.ts';
import { findUserByEmail, type UserRow } from './users.ts';

/**
 * Signing in without a password: the only proof is a short code mailed to the address. Knowing an e-mail (and the
 * first name every board shows) opens nothing; reading the mailbox does, like a reset link.
 */

/** Eight digits: typed from a phone in a few seconds, and 1 in 10^8 per guess. */
export const SIGN_IN_CODE_DIGITS = 8;
export const SIGN_IN_CODE_LIFETIME_MINUTES = 15;
/** Wrong tries that end a code: with the mail cap, a guesser gets a few dozen tries a day at 1 in 10^8 each. */
export const SIGN_IN_CODE_MAX_TRIES = 5;

type Tx = Pick<Database, 'query'>;

/** A code as mailed: digits only, leading zeros kept. */
export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
}

/** What a player may type for a code: spaces and dashes (as a mail client may wrap it) are not part of it. */
export function normalizeSignInCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/**
 * The stored form. The account's id goes into the hash so that one table row cannot be checked against another
 * account's code, and the hash never equals the code's own digest.
 */
export function hashSignInCode(userId: string, code: string): string {
  return createHash('sha256').update(`sign-in-code:${userId}:${code}`).digest('hex');
}

/** Compared against when the e-mail has no account, so that case costs the same work as a wrong code. */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const NO_CODE_HASH = hashSignInCode(NOBODY, 'x'.repeat(SIGN_IN_CODE_DIGITS));

export const BAD_CODE_MESSAGE = 'Wrong or expired code: ask for a new one';

/** Every failure (no account, no code, wrong, expired, used, too many tries) is this one answer. */
function badCode(): HttpError {
  return new HttpError(401, 'bad_credentials', BAD_CODE_MESSAGE);
}

/**
 * Mails a fresh code to the account with this e-mail, replacing any earlier one. The answer is the same whether or
 * not the account exists, and so is its time: the code is made and mailed after the answer.
 */
export function requestSignInCode(services: Services, body: z.output<typeof SignInCodeRequestBody>) {
  const { db } = services;
  services.background.run('sign-in code mail', async () => {
    const user = await findUserByEmail(db, body.email);
    if (!user) return;
    // Past the address's daily cap no mail goes out; the answer, already given, is the same.
    try {
      await limitMailsTo(services, user.email);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 429)) throw error;
      console.warn('sign-in code not sent: the address has had its daily share of mail');
      return;
    }
    const code = newSignInCode();
    await db.query(
      `INSERT INTO sign_in_codes (user_id, code_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))
       ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
         failed_tries = 0, created_at = now()`,
      [user.id, hashSignInCode(user.id, code), SIGN_IN_CODE_LIFETIME_MINUTES],
    );
    const locale: LocaleCode = isLocaleCode(body.locale)
      ? body.locale
      : isLocaleCode(user.locale)
        ? user.locale
        : 'en';
    const mail = renderMail('sign_in_code', locale, { firstName: user.first_name, code });
    await services.mailer.send({ to: user.email, ...mail, template: 'sign_in_code', locale });
  });
  return { success: true as const };
}

/**
 * Uses a mailed code inside `tx`: the account it opens, or the one 401 for every failure. A right code is spent
 * at once; a wrong one counts a try, and the last allowed wrong try ends the code. The counting commits with the
 * caller's transaction, so the caller must not roll it back on a wrong code: it throws only after its commit.
 */
export async function spendSignInCode(
  tx: Tx,
  email: string,
  typedCode: string,
): Promise<{ user: UserRow } | { failed: true }> {
  const user = await findUserByEmail(tx, email);
  const code = normalizeSignInCode(typedCode);
  const { rows } = user
    ? await tx.query<{ code_hash: string; live: boolean; failed_tries: number }>(
        `SELECT code_hash, expires_at > now() AS live, failed_tries FROM sign_in_codes
         WHERE user_id = $1 FOR UPDATE`,
        [user.id],
      )
    : { rows: [] };
  const stored = rows[0];
  const typedHash = hashSignInCode(user?.id ?? NOBODY, code);
  const matches = sameSecretHash(typedHash, stored?.code_hash ?? NO_CODE_HASH);
  if (!user || !stored) return { failed: true };
  if (matches && stored.live) {
    await tx.query(`DELETE FROM sign_in_codes WHERE user_id = $1`, [user.id]);
    return { user };
  }
  if (!stored.live || stored.failed_tries + 1 >= SIGN_IN_CODE_MAX_TRIES)
    await tx.query(`DELETE FROM sign_in_codes WHERE user_id = $1`, [user.id]);
  else
    await tx.query(`UPDATE sign_in_codes SET failed_tries = failed_tries + 1 WHERE user_id = $1`, [user.id]);
  return { failed: true };
}

export { badCode as badSignInCode };
