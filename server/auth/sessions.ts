import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { findUserById, type UserRow } from '../accounts/users.ts';
import { HttpError, unauthorized } from '../http/http-error.ts';
import { hashSecret, newSecret, TOKEN_LIFETIME_DAYS } from './tokens.ts';

/**
 * Bearer tokens and what they allow. A 'full' token (login with the password, or an e-mailed reset link)
 * may read and change personal data and delete the account; a 'play' token (passwordless login with e-mail
 * and first name, as the spec asks) may only save scores and read the visitor's own public data.
 */
export type Scope = 'full' | 'play';
export interface Session {
  user: UserRow;
  scope: Scope;
  tokenHash: string;
}

export async function issueToken(db: Pick<Database, 'query'>, userId: string, scope: Scope): Promise<string> {
  const token = newSecret();
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, scope, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [hashSecret(token), userId, scope, TOKEN_LIFETIME_DAYS],
  );
  return token;
}

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/.exec(header.trim());
  return match ? match[1]! : null;
}

/** The session of a request, or null when it carries no token. A token that is unknown, revoked or expired is a 401. */
export async function sessionOf(db: Database, request: FastifyRequest): Promise<Session | null> {
  // No header, or a Hawk signature (server-to-server, anonymous): no player session.
  if (!request.headers.authorization || request.headers.authorization.startsWith('Hawk ')) return null;
  const token = bearerOf(request);
  if (!token) throw unauthorized('The Authorization header must be "Bearer <token>"');
  const tokenHash = hashSecret(token);
  const { rows } = await db.query<{ user_id: string; scope: Scope }>(
    `SELECT user_id, scope FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) throw unauthorized('Your session has expired: log in again');
  const user = await findUserById(db, row.user_id);
  if (!user) throw unauthorized('Your session has expired: log in again');
  return { user, scope: row.scope, tokenHash };
}

export async function requireSession(
  db: Database,
  request: FastifyRequest,
  scope: Scope = 'play',
): Promise<Session> {
  const session = await sessionOf(db, request);
  if (!session) throw unauthorized();
  if (scope === 'full' && session.scope !== 'full') {
    throw new HttpError(
      403,
      'password_required',
      'This needs a login with your password (or the link we e-mail you)',
    );
  }
  return session;
}

/**
 * After a password change, everything that could act as the old password stops working: every other session and
 * every outstanding reset or validation link. `keepTokenHash` is the session that made the change, if any.
 */
export async function revokeAfterPasswordChange(
  db: Pick<Database, 'query'>,
  userId: string,
  keepTokenHash: string | null,
): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $2::text`,
    [userId, keepTokenHash],
  );
  await db.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
    userId,
  ]);
}
