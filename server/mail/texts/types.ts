/**
 * The words of the e-mails, one object per locale (`server/mail/texts/<code>.ts`).
 *
 * Placeholders are `{name}` and are filled by `renderMail`:
 * - `greeting` uses `{firstName}`;
 * - `score_saved.body` uses `{score}` (already formatted for the locale) and `{rankText}` (its own paragraph,
 *   dropped when empty), which the server fills with `score_saved.rank` when the player is on the total board;
 * - `score_saved.rank` uses `{position}` (formatted for the locale). Mails carry only what the server computed,
 *   never text from a request.
 * A blank line (`\n\n`) starts a new paragraph, a single `\n` a new line. The footer says why the visitor gets
 * the mail and ends with the brand sign-off "Gear Up. Game On", which is never translated.
 */
export interface MailText {
  subject: string;
  greeting: string;
  body: string;
  footer: string;
}

/** A mail with a link: `action` labels the button (and the line above the link in the text part). */
export interface LinkMailText extends MailText {
  action: string;
}

export interface MailTexts {
  /** Lines shared by every template. */
  common: {
    /** Shown above the raw link, under the button, for clients that do not render it. */
    linkFallback: string;
  };
  reset_password: LinkMailText;
  validation: LinkMailText;
  welcome: MailText;
  score_saved: MailText & { rank: string };
}
