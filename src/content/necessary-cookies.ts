import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../../api/locales.ts';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S } from '../consent/consent-cookie.ts';

/**
 * The cookies the site sets that need no consent (strictly necessary for what the visitor asked for), as the
 * cookie settings dialog lists them. Only cookies the site really writes belong here: each entry names where.
 */
export interface NecessaryCookie {
  name: string;
  purpose: MessageDescriptor;
  /** How long it lasts, in days. */
  lifetimeDays: number;
}

const DAY_S = 24 * 60 * 60;

export const NECESSARY_COOKIES: readonly NecessaryCookie[] = [
  {
    // src/consent/consent-cookie.ts
    name: CONSENT_COOKIE,
    purpose: msg`Remembers your cookie choices, so we do not ask again on every visit.`,
    lifetimeDays: CONSENT_COOKIE_MAX_AGE_S / DAY_S,
  },
  {
    // src/i18n/document-locale.ts: written when the visitor picks a language.
    name: LOCALE_COOKIE,
    purpose: msg`Remembers the language you chose.`,
    lifetimeDays: LOCALE_COOKIE_MAX_AGE_S / DAY_S,
  },
  {
    // Spec §3/§9: the visitor's country and segment for the prize draw (7 days, SameSite Strict).
    name: 'localisation',
    purpose: msg`Remembers your country, which decides whether you can take part in the prize draw.`,
    lifetimeDays: 7,
  },
];
