import type { MessageDescriptor } from '@lingui/core';

/**
 * The words of the e-mails, in English. `npm run extract` copies them into the mail catalog,
 * `server/mail/locales/{code}/mail.po`, where they are translated; `npx lingui compile --typescript` turns the
 * catalogs into `mail.ts` modules beside them, which `templates.ts` loads (see docs/decisions.md, "Mail texts in
 * a Lingui catalog of their own").
 *
 * The server runs without Babel, so these are plain message descriptors, not macros: the `i18n` mark in front of
 * each object is what `lingui extract` looks for, and the id is the English text itself (as `msgid` in every
 * catalog, like the site's messages).
 *
 * Placeholders are ICU `{name}`, filled by `renderMail` with text it computed (never text from a request, apart
 * from the visitor's first name): `{firstName}`; `{code}`, the sign-in code; `{score}` and `{position}`, already formatted for the locale;
 * `{rankText}`, the whole `score_saved.rank` sentence or nothing. A blank line starts a new paragraph (one that
 * comes out empty is left out), a single line break a new line. Each footer says why the visitor gets the mail
 * and ends with the brand sign-off "Gear Up. Game On", which is never translated.
 */
export interface MailText {
  subject: MessageDescriptor;
  greeting: MessageDescriptor;
  body: MessageDescriptor;
  footer: MessageDescriptor;
}

/** A mail with a link: `action` labels the button (and the line above the link in the text part). */
export interface LinkMailText extends MailText {
  action: MessageDescriptor;
}

export interface MailMessages {
  /** Lines shared by every template. */
  common: {
    /** Shown above the raw link, under the button, for clients that do not render it. */
    linkFallback: MessageDescriptor;
  };
  reset_password: LinkMailText;
  sign_in_code: MailText;
  validation: LinkMailText;
  welcome: MailText;
  score_saved: MailText & { rank: MessageDescriptor };
  draw_winner: MailText;
  draw_reserve: MailText;
  /** The draw mails' {prize}: what was won, by prize of the draw. */
  drawPrizes: Record<'tier-3' | 'tier-2' | 'tier-1' | 'leaderboard' | 'share', MessageDescriptor>;
}

const greeting = /*i18n*/ {
  id: 'Hi {firstName},',
  comment: "Every mail's first line. {firstName}: the visitor's first name, as they typed it.",
};

export const MAIL_MESSAGES: MailMessages = {
  common: {
    linkFallback: /*i18n*/ {
      id: "If the button doesn't work, copy this link into your browser:",
      comment: 'Mails with a button: shown under the button, above the raw link.',
    },
  },
  reset_password: {
    subject: /*i18n*/ { id: 'Reset your password', comment: 'Password reset mail: subject and heading.' },
    greeting,
    body: /*i18n*/ {
      id: 'We received a request to reset your password. Use the button below to choose a new one. For your security, the link is valid for 30 minutes.',
      comment: 'Password reset mail. The link really expires after 30 minutes.',
    },
    action: /*i18n*/ { id: 'Choose a new password', comment: 'Password reset mail: the button.' },
    footer: /*i18n*/ {
      id: "You're getting this e-mail because a password reset was requested for your account. If that wasn't you, just ignore it: your password stays the same.\nGear Up. Game On",
      comment: 'Password reset mail: why the visitor gets it. The last line is the brand, never translated.',
    },
  },
  sign_in_code: {
    subject: /*i18n*/ {
      id: 'Your sign-in code',
      comment: 'Sign-in code mail: subject and heading.',
    },
    greeting,
    body: /*i18n*/ {
      id: 'Here is your code to sign in without a password:\n\n{code}\n\nType it in the sign-in form. It is valid for 15 minutes and works only once. Never share it: whoever has it can play on your account.',
      comment:
        'Sign-in code mail. {code}: the eight digits, on a paragraph of their own (keep the blank lines around it). The code really expires after 15 minutes.',
    },
    footer: /*i18n*/ {
      id: "You're getting this e-mail because someone asked to sign in to your account on our game site with this address. If that wasn't you, just ignore it: nobody can sign in without this code.\nGear Up. Game On",
      comment: 'Sign-in code mail: why the visitor gets it. The last line is the brand, never translated.',
    },
  },
  validation: {
    subject: /*i18n*/ {
      id: 'Confirm your e-mail address',
      comment: 'Address confirmation mail: subject and heading.',
    },
    greeting,
    body: /*i18n*/ {
      id: 'Thanks for signing up! Please confirm your e-mail address so we can reach you about your scores and the prize draw.',
      comment: 'Address confirmation mail.',
    },
    action: /*i18n*/ { id: 'Confirm my e-mail address', comment: 'Address confirmation mail: the button.' },
    footer: /*i18n*/ {
      id: "You're getting this e-mail because this address was used to create an account on our game site. If that wasn't you, just ignore it.\nGear Up. Game On",
      comment:
        'Address confirmation mail: why the visitor gets it. The last line is the brand, never translated.',
    },
  },
  welcome: {
    subject: /*i18n*/ {
      id: 'Welcome aboard, your account is ready',
      comment: 'Welcome mail: subject and heading.',
    },
    greeting,
    body: /*i18n*/ {
      id: 'Thanks for joining us! Your account is ready: play Circuit Shutdown, Headspace and Jungle Board, save your best scores to the leaderboard and climb to the top. Good luck in the prize draw!',
      comment: 'Welcome mail. The three game names are brands, never translated.',
    },
    footer: /*i18n*/ {
      id: "You're getting this e-mail because you created an account on our game site.\nGear Up. Game On",
      comment: 'Welcome mail: why the visitor gets it. The last line is the brand, never translated.',
    },
  },
  score_saved: {
    subject: /*i18n*/ {
      id: 'Your score is on the leaderboard',
      comment: 'Score mail: subject and heading.',
    },
    greeting,
    body: /*i18n*/ {
      id: 'Nice run! Your score of {score} has been saved to the leaderboard.\n\n{rankText}\n\nThink you can beat it? Play again any time.',
      comment:
        'Score mail. {score}: the score, already formatted. {rankText}: the "You are now number…" sentence or nothing; keep it a paragraph of its own (blank lines around it).',
    },
    rank: /*i18n*/ {
      id: 'You are now number {position} on the overall leaderboard.',
      comment:
        'Score mail, only when the player has a place on the total board. {position}: the place, already formatted.',
    },
    footer: /*i18n*/ {
      id: "You're getting this e-mail because you saved a score on our game site.\nGear Up. Game On",
      comment: 'Score mail: why the visitor gets it. The last line is the brand, never translated.',
    },
  },
  draw_winner: {
    subject: /*i18n*/ {
      id: 'You have won a prize in the Gear Up. Game On draw',
      comment: 'Draw winner mail: subject and heading. "Gear Up. Game On" is the brand, never translated.',
    },
    greeting,
    body: /*i18n*/ {
      id: 'Congratulations, you have won a prize in our prize draw!\n\nYour prize: {prize}\n\nTo claim it, reply to this e-mail by {deadline} with your full name, postal address and phone number. If we have not heard from you by then, the prize passes to a reserve, as the competition terms say.',
      comment:
        'Draw winner mail. {prize}: what was won, one of the "Draw mails: the prize" texts (a noun phrase on its own after the colon). {deadline}: a date, already formatted.',
    },
    footer: /*i18n*/ {
      id: "You're getting this e-mail because you entered the prize draw on our game site.\nGear Up. Game On",
      comment: 'Draw mails: why the player gets them. The last line is the brand, never translated.',
    },
  },
  draw_reserve: {
    subject: /*i18n*/ {
      id: 'You are a reserve in the prize draw',
      comment: 'Draw reserve mail: subject and heading.',
    },
    greeting,
    body: /*i18n*/ {
      id: 'You have been drawn as reserve number {order} in our prize draw.\n\nThe prize: {prize}\n\nIf a winner does not claim this prize by {deadline}, it passes to the reserves in order, and we will write to you again. There is nothing for you to do now.',
      comment:
        'Draw reserve mail. {order}: the reserve\'s number, already formatted. {prize}: one of the "Draw mails: the prize" texts. {deadline}: a date, already formatted.',
    },
    footer: /*i18n*/ {
      id: "You're getting this e-mail because you entered the prize draw on our game site.\nGear Up. Game On",
      comment: 'Draw mails: why the player gets them. The last line is the brand, never translated.',
    },
  },
  drawPrizes: {
    'tier-3': /*i18n*/ {
      id: 'A gaming PC with a mouse, a headset and a keyboard (the draw among players with 7,000 points or more)',
      comment: 'Draw mails: the prize of the tier 3 draw (fills {prize}).',
    },
    'tier-2': /*i18n*/ {
      id: 'A graphics card (the draw among players with 3,600 to 6,999 points)',
      comment: 'Draw mails: the prize of the tier 2 draw (fills {prize}).',
    },
    'tier-1': /*i18n*/ {
      id: 'A mouse, a headset and a keyboard (the draw among players with 1,200 to 3,599 points)',
      comment: 'Draw mails: the prize of the tier 1 draw (fills {prize}).',
    },
    leaderboard: /*i18n*/ {
      id: "A product from the brand's range, for a place among the top {places} on the leaderboard",
      comment:
        'Draw mails: the leaderboard prize (fills {prize}). {places}: the number of prized places, formatted.',
    },
    share: /*i18n*/ {
      id: 'A game-platform wallet code worth {amount} (the draw among players who shared their score)',
      comment:
        'Draw mails: the share prize (fills {prize}). {amount}: the amount with its currency, formatted.',
    },
  },
};
