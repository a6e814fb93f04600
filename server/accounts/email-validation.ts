import type { z } from 'zod';
import type { ValidateEmailBody } from '../../api/users.ts';
import type { LocaleCode } from '../../api/locales.ts';
import { sitePath } from '../../api/site-routes.ts';
import type { Database } from '../db/database.ts';
import type { Services } from '../services.ts';
import { siteOrigin } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import {
  hashSecret,
  isSecretShaped,
  newSecret,
  sameSecretHash,
  VALIDATION_LIFETIME_HOURS,
} from '../auth/tokens.ts';

/**
 * E-mail validation: the validation mail carries a link to /{locale}/validate-email?token=…, whose page sends the
 * token to POST /users/validate. The token confirms the address and nothing more (it logs nobody in).
 */

/** Stores a new validation token for the player and returns the link to mail, on the configured origin only. */
export async function newValidationLink(
  services: Services,
  userId: string,
  locale: LocaleCode,
): Promise<string> {
  const token = newSecret();
  await services.db.query(
    `INSERT INTO email_validations (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3))`,
    [hashSecret(token), userId, VALIDATION_LIFETIME_HOURS],
  );
  const url = new URL(
    services.config.basePath + sitePath({ name: 'validate-email', locale }).slice(1),
    siteOrigin(services.config),
  );
  url.searchParams.set('token', token);
  return url.toString();
}

const INVALID = () =>
  new HttpError(
    400,
    'invalid_validation_token',
    'This validation link is invalid or has expired: ask for a new one',
  );

/**
 * Confirms the address that a token was mailed to. Idempotent: the same link opened again (a second click, a mail
 * client that previews links) answers the same, with the time of the first confirmation. An unknown, malformed or
 * expired token gets one and the same answer, whatever is wrong with it.
 */
export async function validateEmail(db: Database, body: z.output<typeof ValidateEmailBody>) {
  if (!isSecretShaped(body.token)) throw INVALID();
  const hash = hashSecret(body.token);
  const validatedAt = await db.transaction(async (tx) => {
    // Looked up by its SHA-256, which an attacker cannot steer, so the lookup's time says nothing about the token;
    // the found hash is then compared in constant time all the same.
    const { rows } = await tx.query<{ token_hash: string; user_id: string }>(
      `SELECT token_hash, user_id FROM email_validations
       WHERE token_hash = $1 AND expires_at > now() FOR UPDATE`,
      [hash],
    );
    const row = rows[0];
    if (!row || !sameSecretHash(row.token_hash, hash)) return null;
    await tx.query(`UPDATE email_validations SET used_at = coalesce(used_at, now()) WHERE token_hash = $1`, [
      hash,
    ]);
    const updated = await tx.query<{ email_validated_at: Date | string }>(
      `UPDATE users SET email_validated_at = coalesce(email_validated_at, now())
       WHERE id = $1 RETURNING email_validated_at`,
      [row.user_id],
    );
    return updated.rows[0]?.email_validated_at ?? null;
  });
  if (validatedAt === null) throw INVALID();
  return { success: true as const, validated_at: new Date(validatedAt).toISOString() };
}
