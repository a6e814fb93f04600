import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isLocaleCode } from '../../api/locales.ts';
import type { Services } from '../services.ts';
import { siteOrigin } from '../config.ts';
import { parseInput } from '../http/validate.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { requireSession } from '../auth/sessions.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { MAIL_TEMPLATES, renderMail, type MailTemplate } from '../mail/templates.ts';
import { limitMailsTo, limitUser } from './context.ts';

/** Templates a visitor may ask for; the reset mail only ever comes from the reset call. */
const SENDABLE = new Set<MailTemplate>(
  MAIL_TEMPLATES.filter((t) => t !== 'reset_password' && t !== 'validation'),
);
/** Only the language is the caller's to choose: everything a mail says is computed here. */
const SendBody = z.object({ locale: z.string().optional() }).optional();

/**
 * POST messages/{template}/send and messages/validation/send: mail to the logged-in player's own address only,
 * never to an address in the request — this is not an open relay.
 */
export const messageRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.post<{ Params: { template: string } }>('/messages/:template/send', async (request) => {
    const session = await requireSession(db, request);
    await limitUser(services, session);
    const template = request.params.template as MailTemplate;
    if (template === 'validation') return sendValidation(services, session.user, request.body);
    if (!SENDABLE.has(template)) throw notFound(`Mail template ${request.params.template}`);
    const body = parseInput(SendBody, request.body) ?? {};
    const locale = isLocaleCode(body.locale)
      ? body.locale
      : isLocaleCode(session.user.locale)
        ? session.user.locale
        : 'en';
    const { rows } = await db.query<{ best: number | null }>(
      `SELECT max(total) AS best FROM accumulators WHERE user_id = $1`,
      [session.user.id],
    );
    const { position } = await services.boards.rankOf('total', session.user.id);
    await limitMailsTo(services, session.user.email);
    const mail = renderMail(template, locale, {
      firstName: session.user.first_name,
      score: Number(rows[0]?.best ?? 0),
      position,
    });
    await services.mailer.send({ to: session.user.email, ...mail, template, locale });
    return { success: true, code: 200 };
  });
};

async function sendValidation(
  services: Services,
  user: { id: string; email: string; first_name: string; locale: string },
  rawBody: unknown,
) {
  const body = parseInput(SendBody, rawBody) ?? {};
  const locale = isLocaleCode(body.locale) ? body.locale : isLocaleCode(user.locale) ? user.locale : 'en';
  await limitMailsTo(services, user.email);
  const token = newSecret();
  // The validation link is a one-time login with full rights: proof that the visitor reads this mailbox.
  await services.db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '30 minutes')`,
    [hashSecret(token), user.id],
  );
  const origin = siteOrigin(services.config);
  const link = new URL(
    `${services.config.basePath}reset-password/?token=${token}&validate=1`,
    origin,
  ).toString();
  const mail = renderMail('validation', locale, { firstName: user.first_name, link });
  try {
    await services.mailer.send({ to: user.email, ...mail, template: 'validation', locale });
  } catch {
    throw new HttpError(502, 'mail_failed', 'The e-mail could not be sent: try again later');
  }
  return { success: true, code: 200 };
}
