import type { z } from 'zod';
import type {
  DeleteAccountBody,
  LoginBody,
  registerBody,
  ResetConfirmBody,
  ResetRequestBody,
  SocialCallbackBody,
  SocialStrategy,
  updateProfileBody,
} from '../../api/users.ts';
import { cleanName } from '../../api/display-name.ts';
import { isLocaleCode, type LocaleCode } from '../../api/locales.ts';
import type { Services } from '../services.ts';
import { siteOrigin } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashSecret, newSecret, RESET_LIFETIME_MINUTES } from '../auth/tokens.ts';
import { issueToken, revokeAfterPasswordChange, type Scope, type Session } from '../auth/sessions.ts';
import { SocialSignInError } from '../auth/social.ts';
import { claimAccumulator, refreshUserBoards } from '../games/claim.ts';
import { markClaimedRunsSeen } from '../games/seen-country.ts';
import { BOARD_NAMES, writeBoardEntry } from '../ranking/boards.ts';
import { renderMail } from '../mail/templates.ts';
import { limitMailsTo } from './mail-cap.ts';
import { badSignInCode, spendSignInCode } from './sign-in-codes.ts';
import {
  EDITABLE_FIELDS,
  findUserByEmail,
  findUserBySlug,
  insertUser,
  publicName,
  toProfile,
  updateUser,
  type EditableFields,
  type UserRow,
} from './users.ts';

/**
 * Accounts (spec §3, §5, §7): register, log in (password, passwordless or social), profile, erasure, password
 * reset and a player's public data. Routes check the input's shape; the rules and the SQL live here.
 */

const DUPLICATE_EMAIL = 'This e-mail address already exists with a different surname';

type RegisterInput = z.output<ReturnType<typeof registerBody>>;
type ProfileInput = z.output<ReturnType<typeof updateProfileBody>>;

function editable(body: Record<string, unknown>): EditableFields {
  return Object.fromEntries(EDITABLE_FIELDS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
}

function localeOf(value: unknown, fallback: LocaleCode = 'en'): LocaleCode {
  return isLocaleCode(value) ? value : fallback;
}

/** What a sign-in answers: the token and the account it opens. */
function signedInAnswer<S extends Scope>(user: UserRow, token: string, scope: S) {
  return { success: true as const, token, scope, id: user.id, public_slug: user.public_slug };
}

/** `seenCountry`: where the request comes from, kept with the anonymous runs that `accumulator_uuid` claims. */
export async function register(
  services: Services,
  body: RegisterInput,
  ip: string,
  seenCountry: string | null = null,
) {
  const { db } = services;
  const verdict = await services.captcha.verify(body.recaptcha, ip, 'register');
  if (!verdict.ok)
    throw new HttpError(400, 'captcha_failed', `The captcha check failed: ${verdict.reason ?? 'unknown'}`);
  const existing = await findUserByEmail(db, body.email);
  if (existing) {
    // Spec §8: the same e-mail with another surname is a different person; the same person logs in instead.
    const sameSurname =
      (existing.last_name ?? '').trim().toLowerCase() === (body.last_name ?? '').trim().toLowerCase();
    throw sameSurname
      ? new HttpError(409, 'email_exists', 'This e-mail address already has an account: log in instead')
      : new HttpError(409, 'duplicate_email', DUPLICATE_EMAIL, {
          email: { code: 'invalid', message: DUPLICATE_EMAIL },
        });
  }
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const scope: Scope = passwordHash ? 'full' : 'play';
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      ...editable(body),
      email: body.email,
      first_name: body.first_name,
      opt_in_legal: true,
      password_hash: passwordHash,
    });
    if (body.accumulator_uuid) {
      await markClaimedRunsSeen(tx, body.accumulator_uuid, seenCountry);
      await claimAccumulator(tx, body.accumulator_uuid, user, { secret: body.chain_secret });
    }
    return signedInAnswer(user, await issueToken(tx, user.id, scope), scope);
  });
}

/**
 * With a password: a full-scope session. Without one: the code POST users/sign_in_code mailed, which proves the
 * mailbox as a reset link does, so it opens a full-scope session too. Knowing the e-mail and first name opens
 * nothing. Every failure is the same 401, and every attempt counts against the account first.
 */
export async function logIn(
  services: Services,
  body: z.output<typeof LoginBody>,
  seenCountry: string | null = null,
) {
  const { db } = services;
  // Before anything is looked up: the answer is the same whether or not the e-mail has an account.
  await services.loginThrottle.account(body.email);
  if (body.code !== undefined) {
    const code = body.code;
    const outcome = await db.transaction(async (tx) => {
      const spent = await spendSignInCode(tx, body.email, code);
      // A wrong try is counted in this transaction, so it must commit: the 401 is thrown after it.
      if ('failed' in spent) return spent;
      const { user } = spent;
      if (body.accumulator_uuid) {
        await markClaimedRunsSeen(tx, body.accumulator_uuid, seenCountry);
        await claimAccumulator(tx, body.accumulator_uuid, user, { secret: body.chain_secret });
      }
      return signedInAnswer(user, await issueToken(tx, user.id, 'full'), 'full' as const);
    });
    if ('failed' in outcome) throw badSignInCode();
    return outcome;
  }
  const user = await findUserByEmail(db, body.email);
  // The check runs for an unknown e-mail too, so the answer's time does not tell who has an account.
  const matches = await verifyPassword(body.password ?? '', user?.password_hash ?? null);
  if (!user || !matches) throw new HttpError(401, 'bad_credentials', 'Wrong e-mail or password');
  return db.transaction(async (tx) => {
    if (body.accumulator_uuid) {
      await markClaimedRunsSeen(tx, body.accumulator_uuid, seenCountry);
      await claimAccumulator(tx, body.accumulator_uuid, user, { secret: body.chain_secret });
    }
    return signedInAnswer(user, await issueToken(tx, user.id, 'full'), 'full' as const);
  });
}

export async function socialSignIn(
  services: Services,
  strategy: SocialStrategy,
  body: z.output<typeof SocialCallbackBody>,
  seenCountry: string | null = null,
) {
  const provider = services.social[strategy];
  if (!provider)
    throw new HttpError(404, 'not_found', `Sign-in with ${strategy} is not enabled on this server`);
  let identity;
  try {
    identity = await provider.identify(body.access_token);
  } catch (error) {
    if (error instanceof SocialSignInError)
      throw new HttpError(401, 'bad_credentials', `Sign-in failed: ${error.message}`);
    throw error;
  }
  return services.db.transaction(async (tx) => {
    // The provider vouched for this e-mail: it signs in to the account that holds it, or creates one.
    const user =
      (await findUserByEmail(tx, identity.email)) ??
      (await insertUser(tx, {
        email: identity.email,
        // A provider's names are not checked as typed ones are: cleaned instead (api/display-name.ts).
        first_name: cleanName(identity.firstName, 80) || cleanName(identity.email.split('@')[0]!, 80),
        last_name: cleanName(identity.lastName ?? '', 80) || undefined,
        opt_in_commercial: body.opt_in_commercial ?? false,
        password_hash: null,
      }));
    if (body.accumulator_uuid) {
      await markClaimedRunsSeen(tx, body.accumulator_uuid, seenCountry);
      await claimAccumulator(tx, body.accumulator_uuid, user, { secret: body.chain_secret });
    }
    return signedInAnswer(user, await issueToken(tx, user.id, 'full'), 'full' as const);
  });
}

export async function logOut(services: Services, session: Session) {
  await services.db.query(`UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1`, [
    session.tokenHash,
  ]);
  return { success: true as const };
}

export async function updateProfile(services: Services, session: Session, body: ProfileInput) {
  const fields = {
    ...editable(body),
    ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
  };
  const user = await services.db.transaction(async (tx) => {
    const updated = await updateUser(tx, session.user.id, fields);
    // The session making the change stays; every other one and every outstanding link ends.
    if (body.password) await revokeAfterPasswordChange(tx, updated.id, session.tokenHash);
    // A new name or country shows on the boards at once.
    for (const board of BOARD_NAMES) {
      const { rows } = await tx.query<{ score: number | null }>(
        `SELECT score FROM board_entries WHERE board = $1 AND user_id = $2`,
        [board, updated.id],
      );
      const score = rows[0]?.score;
      if (score === undefined || score === null) continue;
      const stays = board !== 'total-DE' || updated.segment === 'DE';
      await writeBoardEntry(
        tx,
        board,
        updated.id,
        stays ? Number(score) : null,
        stays ? publicName(updated) : null,
        'replace',
      );
    }
    await refreshUserBoards(tx, updated);
    return updated;
  });
  return { success: true as const, profile: toProfile(user) };
}

/**
 * GDPR erasure, confirmed with the password: tombstones take the player off every board (each process's cache
 * sees the removal), runs stay only as anonymous numbers inside totals, the person's data is deleted.
 */
export async function deleteAccount(
  services: Services,
  session: Session,
  body: z.output<typeof DeleteAccountBody>,
) {
  if (!(await verifyPassword(body.password, session.user.password_hash)))
    throw new HttpError(401, 'bad_credentials', 'Wrong password');
  const userId = session.user.id;
  await services.db.transaction(async (tx) => {
    for (const board of BOARD_NAMES) await writeBoardEntry(tx, board, userId, null, null, 'replace');
    await tx.query(`UPDATE games SET user_id = NULL, game_data = NULL WHERE user_id = $1`, [userId]);
    await tx.query(`UPDATE accumulators SET user_id = NULL WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
  });
  return { success: true as const };
}

/** What anyone may see of a player: the board name, each best score and the share of players beaten. */
export async function publicPlayer(services: Services, slug: string) {
  const user = await findUserBySlug(services.db, slug);
  if (!user) throw new HttpError(404, 'not_found', 'Player not found');
  const scores = {
    mouse: null as number | null,
    headset: null as number | null,
    keyboard: null as number | null,
    total: null as number | null,
  };
  for (const board of ['mouse', 'headset', 'keyboard', 'total'] as const)
    scores[board] = (await services.boards.rankOf(board, user.id)).score;
  // Against the other players on the total board (the player's own entry left out), as my-score says it.
  const beat = scores.total === null ? null : await services.boards.estimate('total', scores.total, user.id);
  return {
    success: true as const,
    public_slug: user.public_slug,
    name: publicName(user),
    scores,
    beat_percent: beat?.beatPercent ?? null,
    challengers: beat?.challengers ?? null,
  };
}

/**
 * Mails a reset link. The answer is the same whether or not the e-mail has an account, and so is its time: the
 * link is stored and mailed after the answer, so nobody learns who plays here.
 */
export async function requestPasswordReset(services: Services, body: z.output<typeof ResetRequestBody>) {
  const { db, config } = services;
  await hitRateLimit(db, `reset:${body.email.toLowerCase()}`, {
    limit: config.rateLimits.resetsPerEmailPerHour,
    windowS: 3600,
  });
  const user = await findUserByEmail(db, body.email);
  if (user)
    services.background.run('reset mail', async () => {
      // Past the address's daily cap the mail is not sent; the answer, already given, is the same.
      try {
        await limitMailsTo(services, user.email);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 429)) throw error;
        console.warn('reset mail not sent: the address has had its daily share of mail');
        return;
      }
      const token = newSecret();
      await db.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [hashSecret(token), user.id, RESET_LIFETIME_MINUTES],
      );
      const link = resetLink(services, body.redirect_url, token);
      const locale = localeOf(body.locale, localeOf(user.locale));
      const mail = renderMail('reset_password', locale, { firstName: user.first_name, link });
      await services.mailer.send({ to: user.email, ...mail, template: 'reset_password', locale });
    });
  return { success: true as const };
}

export async function confirmPasswordReset(services: Services, body: z.output<typeof ResetConfirmBody>) {
  const passwordHash = await hashPassword(body.password);
  const token = await services.db.transaction(async (tx) => {
    // Single use: the row is marked used in the same statement that finds it.
    const { rows } = await tx.query<{ user_id: string }>(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hashSecret(body.reset_token)],
    );
    const row = rows[0];
    if (!row) return null;
    await tx.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
      row.user_id,
      passwordHash,
    ]);
    // Every older session ends with the old password, and so does every other link still in a mailbox.
    await revokeAfterPasswordChange(tx, row.user_id, null);
    return issueToken(tx, row.user_id, 'full');
  });
  if (!token)
    throw new HttpError(
      400,
      'invalid_reset_token',
      'This reset link is invalid, used or expired: ask for a new one',
    );
  return { success: true as const, token, scope: 'full' as const };
}

/**
 * The reset link goes to /reset-password/ of this site. A redirect_url from the client is honoured only when it
 * points to this same site, so the mail can never carry a link to someone else's page.
 */
export function resetLink(services: Services, redirectUrl: string | undefined, token: string): string {
  const origin = siteOrigin(services.config);
  const fallback = new URL(`${services.config.basePath}reset-password/`, origin);
  let target = fallback;
  if (redirectUrl) {
    const candidate = new URL(redirectUrl);
    if (candidate.origin === fallback.origin && candidate.pathname.startsWith(services.config.basePath))
      target = candidate;
  }
  target.searchParams.set('token', token);
  return target.toString();
}
