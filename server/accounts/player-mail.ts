import { isLocaleCode, type LocaleCode } from '../../api/locales.ts';
import type { Services } from '../services.ts';
import { HttpError } from '../http/http-error.ts';
import type { Session } from '../auth/sessions.ts';
import { renderMail } from '../mail/templates.ts';
import { limitMailsTo } from './mail-cap.ts';
import { newValidationLink } from './email-validation.ts';

/**
 * Mails to the logged-in player's own address, never to one in the request (this is no relay), saying only what
 * the server computes; the caller picks the language alone.
 */

function mailLocale(requested: string | undefined, user: Session['user']): LocaleCode {
  return isLocaleCode(requested) ? requested : isLocaleCode(user.locale) ? user.locale : 'en';
}

/** welcome, or score_saved with the player's best total and place on the total board. */
export async function sendPlayerMail(
  services: Services,
  session: Session,
  template: 'welcome' | 'score_saved',
  requestedLocale: string | undefined,
) {
  const { user } = session;
  const locale = mailLocale(requestedLocale, user);
  const { rows } = await services.db.query<{ best: number | null }>(
    `SELECT max(total) AS best FROM accumulators WHERE user_id = $1`,
    [user.id],
  );
  const { position } = await services.boards.rankOf('total', user.id);
  await limitMailsTo(services, user.email);
  const mail = renderMail(template, locale, {
    firstName: user.first_name,
    score: Number(rows[0]?.best ?? 0),
    position,
  });
  await services.mailer.send({ to: user.email, ...mail, template, locale });
  return { success: true as const, code: 200 as const };
}

/**
 * A link, valid 48 hours, to the site's validation page in the mail's language: opening it confirms that the
 * player reads this mailbox (POST /users/validate). It confirms the address only; it logs nobody in.
 */
export async function sendValidationMail(
  services: Services,
  session: Session,
  requestedLocale: string | undefined,
) {
  const { user } = session;
  const locale = mailLocale(requestedLocale, user);
  await limitMailsTo(services, user.email);
  const link = await newValidationLink(services, user.id, locale);
  const mail = renderMail('validation', locale, { firstName: user.first_name, link });
  try {
    await services.mailer.send({ to: user.email, ...mail, template: 'validation', locale });
  } catch {
    throw new HttpError(502, 'mail_failed', 'The e-mail could not be sent: try again later');
  }
  return { success: true as const, code: 200 as const };
}
