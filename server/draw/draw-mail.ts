import { dayIn } from '../../api/entry-rules.ts';
import { isLocaleCode } from '../../api/locales.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/templates.ts';
import type { Awardee } from './draw-store.ts';

/** The terms: winners have 14 days from the notice to claim, then the prize passes to a reserve. */
export const CLAIM_DAYS = 14;

/** The last day to claim, in the window's time zone: CLAIM_DAYS after the day the result is published. */
export function claimDeadline(publishedAt: string, timeZone: string): string {
  return dayIn(Date.parse(publishedAt) + CLAIM_DAYS * 86_400_000, timeZone);
}

export interface MailOutcome {
  awardee: Awardee;
  /** The outbox file, when mail goes to the outbox. */
  file?: string;
  /** Why it could not be sent (the operator sends it again with `draw mail`). */
  error?: string;
}

/**
 * Tells each winner and reserve, in the language of their account: what they won (or are reserve for), how to
 * claim, by when. One failed delivery does not stop the others; each outcome is returned for the operator.
 */
export async function mailAwardees(
  mailer: Mailer,
  awardees: readonly Awardee[],
  deadline: string,
): Promise<MailOutcome[]> {
  const outcomes: MailOutcome[] = [];
  for (const awardee of awardees) {
    const locale = isLocaleCode(awardee.locale) ? awardee.locale : 'en';
    const template = awardee.role === 'winner' ? 'draw_winner' : 'draw_reserve';
    const mail = renderMail(template, locale, {
      firstName: awardee.firstName,
      prize: awardee.prize,
      order: awardee.order,
      deadline,
    });
    try {
      const sent = await mailer.send({ to: awardee.email, ...mail, template, locale });
      outcomes.push({ awardee, ...(sent.file ? { file: sent.file } : {}) });
    } catch (error) {
      outcomes.push({ awardee, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
