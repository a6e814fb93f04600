import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { LegalPageId } from '../../api/site-routes.ts';
import {
  DEVICE_STORAGE,
  lifetimeMessage,
  NECESSARY_COOKIES,
  OPTIONAL_CATEGORIES,
  storageKindMessage,
  type StoredItem,
} from './cookies.ts';
import { LEGAL_TITLES } from './legal-titles.ts';

/**
 * The three legal pages (spec §2), as data: headings, paragraphs and lists are separate messages so that each
 * is translated on its own, and the reading-time estimate counts exactly the text the page shows.
 */
export type LegalBlock =
  | { kind: 'paragraph'; text: MessageDescriptor }
  | { kind: 'list'; items: readonly MessageDescriptor[] }
  | { kind: 'subheading'; text: MessageDescriptor }
  /** A table of what the site stores on the device (cookie policy). */
  | { kind: 'storage-table'; caption: MessageDescriptor; items: readonly StoredItem[] }
  /** Links to the other legal pages of this site. */
  | { kind: 'page-links'; pages: readonly LegalPageId[] }
  /** The brand's own privacy policy in the page's language (redirect/privacy-policy/{locale}). */
  | { kind: 'brand-privacy-link'; label: MessageDescriptor };

export interface LegalSection {
  heading: MessageDescriptor;
  blocks: readonly LegalBlock[];
}

export interface LegalPage {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly LegalSection[];
}

/** The day the texts below last changed, shown on every page. */
export const LEGAL_UPDATED = '2026-11-24';

const p = (text: MessageDescriptor): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: MessageDescriptor[]): LegalBlock => ({ kind: 'list', items });

const privacyPolicy: LegalPage = {
  title: LEGAL_TITLES['privacy-policy'],
  intro: msg`This policy explains which personal data the Gear Up. Game On website collects, why it collects it, how long it keeps it and what your rights are. It covers this website only.`,
  sections: [
    {
      heading: msg`Who is responsible`,
      blocks: [
        p(
          msg`The gaming-gear brand that runs this promotion is responsible for your personal data. Its own privacy policy, linked at the end of this page, gives its contact details and covers its other services.`,
        ),
      ],
    },
    {
      heading: msg`When you play`,
      blocks: [
        p(
          msg`You can play without an account. When a game starts, the server records the game, its start time and a random number that sets up the level. When the game ends, your browser sends a record of the run: the keys you pressed and the moves you made, with their timing. The server replays this record to calculate your score, so that every score on the leaderboard is a real one.`,
        ),
        p(msg`Until you save your score, these records are not linked to a name or an e-mail address.`),
      ],
    },
    {
      heading: msg`When you save your score`,
      blocks: [
        p(msg`To save a score and take part in the prize draw, you create an account. We store:`),
        list(
          msg`your e-mail address and your first name, which are required;`,
          msg`the details you choose to add: last name, date of birth, gender, country, nickname, avatar, phone number and postal code;`,
          msg`your acceptance of the rules, and whether you agreed to receive marketing messages;`,
          msg`a password, if you set one, stored only in a scrambled form that cannot be turned back into the password;`,
          msg`the language of the site, so that our e-mails reach you in that language;`,
          msg`whether you confirmed your e-mail address, and when.`,
        ),
        p(msg`Your saved games are linked to your account, with their scores and the records of the runs.`),
      ],
    },
    {
      heading: msg`Signing in and e-mails`,
      blocks: [
        p(
          msg`When you sign in, the server gives your browser a sign-in key. The server stores only a scrambled form of this key. It stops working after 30 days, when you sign out, or when you change your password.`,
        ),
        p(
          msg`We send e-mails only to your own address: a welcome message, a message when your score is saved, a link to confirm your e-mail address and, when you ask for it, a link to choose a new password. These links work only once and only for a short time. To prevent abuse, one address receives only a limited number of e-mails per day.`,
        ),
      ],
    },
    {
      heading: msg`Leaderboards and sharing`,
      blocks: [
        p(
          msg`A saved score appears on the public leaderboards with your nickname or, if you have none, your first name and the first letter of your last name. A shared link shows the same name and your best scores, never your e-mail address or other details.`,
        ),
      ],
    },
    {
      heading: msg`Security and statistics`,
      blocks: [
        p(
          msg`To protect the site, the server counts requests per IP address and per e-mail address for a short time. These counters are deleted after one day.`,
        ),
        p(
          msg`The sign-up form is protected by a check against automated sign-ups. Usually this is a small calculation that your browser does, without any outside service. If the site uses Google reCAPTCHA instead, Google’s privacy policy applies to that check.`,
        ),
        p(
          msg`Only if you accept analytics, the site counts page views, game starts and ends, saved scores and shares, added together per day. No cookie is used for this, and no IP address or user ID is stored.`,
        ),
      ],
    },
    {
      heading: msg`How long we keep your data`,
      blocks: [
        p(
          msg`Your account stays until you delete it. When you delete it, your personal data is erased, you leave every leaderboard, and your games remain only as anonymous numbers inside the totals.`,
        ),
      ],
    },
    {
      heading: msg`Your rights`,
      blocks: [
        list(
          msg`You can see and change your details at any time.`,
          msg`You can delete your account at any time, which erases your personal data.`,
          msg`You can ask for a copy of your data, ask us to correct it, or object to its use.`,
          msg`You can withdraw your consent to marketing messages at any time.`,
          msg`You can complain to the data protection authority of your country.`,
        ),
        { kind: 'page-links', pages: ['cookie-policy', 'website-terms-of-use'] },
        { kind: 'brand-privacy-link', label: msg`The brand’s privacy policy` },
      ],
    },
  ],
};

const termsOfUse: LegalPage = {
  title: LEGAL_TITLES['website-terms-of-use'],
  intro: msg`These terms apply to everyone who visits or plays on the Gear Up. Game On website. By using the site, you accept them. If you do not accept them, please do not use the site.`,
  sections: [
    {
      heading: msg`About the site`,
      blocks: [
        p(
          msg`This site is a promotion for a brand of gaming gear. It presents three products, a mouse, a headset and a keyboard, and offers one short game for each of them. Playing is free and needs no purchase.`,
        ),
      ],
    },
    {
      heading: msg`Who may take part`,
      blocks: [
        p(
          msg`You must be at least 13 years old to create an account. If the law of your country sets a higher age for giving consent online, that age applies. The prize draw has its own rules, which may set further conditions; they are in the terms and conditions document in the menu.`,
        ),
      ],
    },
    {
      heading: msg`Fair play`,
      blocks: [
        p(msg`Every score is calculated by the server from a record of the run. You agree not to:`),
        list(
          msg`use bots, scripts or other tools that play for you;`,
          msg`change the site, its code or the data it sends to the server;`,
          msg`create more than one account or use someone else’s details;`,
          msg`overload the site or try to get around its security.`,
        ),
        p(
          msg`A run that looks automated is kept off the leaderboards until it has been checked, and it may be excluded. Accounts that break these rules may be removed, and their scores do not count for prizes.`,
        ),
      ],
    },
    {
      heading: msg`Your account`,
      blocks: [
        p(
          msg`Give accurate details: the prizes are sent to the person named in the account. Keep your password to yourself. You can change your details or delete your account at any time.`,
        ),
      ],
    },
    {
      heading: msg`Prizes`,
      blocks: [
        p(
          msg`Prizes are awarded by leaderboard position and by points, as described in the prizes window and in the terms and conditions document, which take priority over this page. The draw is not open in every country.`,
        ),
      ],
    },
    {
      heading: msg`Content and trademarks`,
      blocks: [
        p(
          msg`The games, pictures, music, texts and brand names on this site belong to the brand or to its partners. You may share links to the site and to your results. You may not copy the site or its content for other uses.`,
        ),
      ],
    },
    {
      heading: msg`Availability and changes`,
      blocks: [
        p(
          msg`We try to keep the site available, but we cannot promise that it will always work without interruption or errors. We may change, pause or end the site, and we may update these terms. The date at the top of this page shows the latest version.`,
        ),
      ],
    },
    {
      heading: msg`Other websites`,
      blocks: [
        p(
          msg`Some links take you to other websites, such as the brand’s shop or a social network. Their own terms and policies apply there.`,
        ),
      ],
    },
    {
      heading: msg`Responsibility`,
      blocks: [
        p(
          msg`Nothing in these terms limits your rights as a consumer under the law of your country. Apart from those rights, the site is provided as it is, and the brand is not responsible for losses caused by the use of the site, except where the law says otherwise.`,
        ),
        { kind: 'page-links', pages: ['privacy-policy', 'cookie-policy'] },
      ],
    },
  ],
};

const cookiePolicy: LegalPage = {
  title: LEGAL_TITLES['cookie-policy'],
  intro: msg`This policy explains which cookies and similar technologies the Gear Up. Game On website uses, and how you can choose which ones are allowed.`,
  sections: [
    {
      heading: msg`What cookies are`,
      blocks: [
        p(
          msg`A cookie is a small text file that a website stores in your browser. The site can read it again on your next visit. Local storage and session storage are similar: they keep small pieces of data in your browser, but they are not sent to the server by themselves.`,
        ),
      ],
    },
    {
      heading: msg`Necessary cookies`,
      blocks: [
        p(
          msg`These cookies are needed for the site to work. They are set without asking, and you cannot turn them off on the site. None of them is used to follow you on other websites.`,
        ),
        {
          kind: 'storage-table',
          caption: msg`Necessary cookies`,
          items: NECESSARY_COOKIES,
        },
      ],
    },
    {
      heading: msg`Data stored in your browser`,
      blocks: [
        p(
          msg`The site also keeps a few choices and game details in your browser, for its own features only:`,
        ),
        {
          kind: 'storage-table',
          caption: msg`Local storage and session storage`,
          items: DEVICE_STORAGE,
        },
      ],
    },
    {
      heading: msg`Optional categories`,
      blocks: [
        p(msg`The following categories are used only if you accept them. Each is off until you choose.`),
        ...OPTIONAL_CATEGORIES.flatMap((category): LegalBlock[] => [
          { kind: 'subheading', text: category.name },
          p(category.description),
        ]),
      ],
    },
    {
      heading: msg`Changing your choices`,
      blocks: [
        p(
          msg`You can change your choices at any time: open the menu and select “Cookie settings”. You can also delete cookies and site data in your browser settings; the site will then ask for your choices again.`,
        ),
      ],
    },
    {
      heading: msg`More information`,
      blocks: [
        p(
          msg`How we use personal data is explained in the privacy policy. The rules for using the site are in the website terms of use.`,
        ),
        { kind: 'page-links', pages: ['privacy-policy', 'website-terms-of-use'] },
      ],
    },
  ],
};

export const LEGAL_PAGES: Record<LegalPageId, LegalPage> = {
  'privacy-policy': privacyPolicy,
  'website-terms-of-use': termsOfUse,
  'cookie-policy': cookiePolicy,
};

/** The column headings of a storage table, in order. */
export const STORAGE_COLUMNS = {
  name: msg`Name`,
  kind: msg`Type`,
  purpose: msg`Purpose`,
  lifetime: msg`Lifetime`,
} as const;

/**
 * Every text the page shows, in the active language, in reading order: what the reading-time estimate counts.
 * Cookie names count too; the date and the estimate itself do not.
 */
export function legalPageText(page: LegalPage, i18n: I18n): string {
  const parts: string[] = [i18n._(page.title), i18n._(page.intro)];
  for (const section of page.sections) {
    parts.push(i18n._(section.heading));
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'paragraph':
        case 'subheading':
          parts.push(i18n._(block.text));
          break;
        case 'list':
          parts.push(...block.items.map((item) => i18n._(item)));
          break;
        case 'storage-table':
          parts.push(i18n._(block.caption), ...Object.values(STORAGE_COLUMNS).map((c) => i18n._(c)));
          for (const item of block.items)
            parts.push(
              item.name,
              i18n._(storageKindMessage(item.kind)),
              i18n._(item.purpose),
              i18n._(lifetimeMessage(item.lifetime)),
            );
          break;
        case 'page-links':
          parts.push(...block.pages.map((id) => i18n._(LEGAL_TITLES[id])));
          break;
        case 'brand-privacy-link':
          parts.push(i18n._(block.label));
          break;
      }
    }
  }
  return parts.join('\n');
}
