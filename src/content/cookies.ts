import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../../api/locales.ts';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_DAYS } from '../../api/consent-cookie.ts';

/**
 * What this site keeps on a visitor's device: every cookie and every storage key, with its purpose and lifetime.
 * The cookie policy and the consent control both read this list, so what the site says it stores and what the
 * consent control shows can never disagree. A new cookie or storage key is added here first.
 */

export type StorageKind = 'cookie' | 'local-storage' | 'session-storage';

export type Lifetime =
  | { unit: 'days'; count: number }
  /** Local storage: kept until the visitor clears the site's data in the browser. */
  | { unit: 'until-cleared' }
  /** Session storage: gone when the browser tab closes. */
  | { unit: 'tab' };

export interface StoredItem {
  name: string;
  kind: StorageKind;
  purpose: MessageDescriptor;
  lifetime: Lifetime;
  /** Cookies only: the SameSite attribute the site writes. */
  sameSite?: 'Lax' | 'Strict';
}

/** The visitor's consent choice (the necessary categories plus the optional ones accepted). */
export { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_DAYS };
/** The visitor's country and prize-draw segment (spec §3: countryCode and segment; spec §7: 7 days, strict). */
export const LOCALISATION_COOKIE = 'localisation';
export const LOCALISATION_COOKIE_MAX_AGE_DAYS = 7;
/** The journey through the three games: which runs were played (spec §9: the persisted store, 1 day). */
export const JOURNEY_COOKIE = 'games';
export const JOURNEY_COOKIE_MAX_AGE_DAYS = 1;
/** The signed-in player's session record (spec §3 local session record; spec §7: 30 days, strict). */
export const USER_COOKIE = 'user';
export const USER_COOKIE_MAX_AGE_DAYS = 30;
/** This device's session id (spec §7: session_uuid in local storage), renewed on every sign-out. */
export const SESSION_UUID_KEY = 'session_uuid';

const DAY_S = 24 * 60 * 60;

/** Cookies the site cannot work without: set without asking, listed in the cookie policy and the consent control. */
export const NECESSARY_COOKIES: readonly StoredItem[] = [
  {
    name: LOCALE_COOKIE,
    kind: 'cookie',
    purpose: msg`Remembers the language you chose in the language switcher.`,
    lifetime: { unit: 'days', count: LOCALE_COOKIE_MAX_AGE_S / DAY_S },
    sameSite: 'Lax',
  },
  {
    name: CONSENT_COOKIE,
    kind: 'cookie',
    purpose: msg`Remembers your cookie choices, so that we do not ask again on every visit.`,
    lifetime: { unit: 'days', count: CONSENT_COOKIE_MAX_AGE_DAYS },
    sameSite: 'Lax',
  },
  {
    name: LOCALISATION_COOKIE,
    kind: 'cookie',
    purpose: msg`Remembers your country and your prize-draw group, so that you see the right prizes and leaderboard.`,
    lifetime: { unit: 'days', count: LOCALISATION_COOKIE_MAX_AGE_DAYS },
    sameSite: 'Strict',
  },
  {
    name: JOURNEY_COOKIE,
    kind: 'cookie',
    purpose: msg`Remembers which of the three games you have played and the codes of those games, so that a reload keeps your progress and your three scores add up to one total.`,
    lifetime: { unit: 'days', count: JOURNEY_COOKIE_MAX_AGE_DAYS },
    sameSite: 'Strict',
  },
  {
    name: USER_COOKIE,
    kind: 'cookie',
    purpose: msg`Keeps you signed in after you save your score or sign in: your player id, your sign-in key and your profile. Removed when you sign out.`,
    lifetime: { unit: 'days', count: USER_COOKIE_MAX_AGE_DAYS },
    sameSite: 'Strict',
  },
];

/**
 * Browser storage the site uses for its own features. It is never sent to the server by itself; the keys are the
 * ones in src/session/session-storage.ts, src/audio/sound-system.ts, src/play/run-options.ts, src/play/run-api.ts and src/boot/chunk-reload.ts.
 */
export const DEVICE_STORAGE: readonly StoredItem[] = [
  {
    name: SESSION_UUID_KEY,
    kind: 'local-storage',
    purpose: msg`A random code for this browser's visits, replaced each time you sign out. It tells nobody who you are.`,
    lifetime: { unit: 'until-cleared' },
  },
  {
    name: 'gear-muted',
    kind: 'local-storage',
    purpose: msg`Remembers whether you turned the sound off.`,
    lifetime: { unit: 'until-cleared' },
  },
  {
    name: 'gear-visual-mode',
    kind: 'local-storage',
    purpose: msg`Remembers whether you play Headspace in visual mode, which shows where the sounds come from.`,
    lifetime: { unit: 'until-cleared' },
  },
  {
    name: 'gear-keyboard-calibration',
    kind: 'local-storage',
    purpose: msg`Keeps the timing offset you measured for Jungle Board on this device.`,
    lifetime: { unit: 'until-cleared' },
  },
  {
    name: 'gear-best-scores',
    kind: 'local-storage',
    purpose: msg`Keeps your best score of each game on this device, so that the end of a game can show it.`,
    lifetime: { unit: 'until-cleared' },
  },
  {
    name: 'gear-pending-runs',
    kind: 'local-storage',
    purpose: msg`Keeps a finished game that could not reach the server, so that it is sent when the connection returns. It is removed once sent.`,
    lifetime: { unit: 'until-cleared' },
  },
  {
    name: 'chunk-reload-at',
    kind: 'session-storage',
    purpose: msg`Records when the page last reloaded itself after a site update, so that it never reloads more than once a minute.`,
    lifetime: { unit: 'tab' },
  },
];

export type ConsentCategoryId = 'analytics' | 'marketing' | 'social';

export interface ConsentCategory {
  id: ConsentCategoryId;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Spec §4: social sharing is recommended on. */
  recommended: boolean;
}

/** The three optional categories (spec §4); each is off until the visitor accepts it. */
export const OPTIONAL_CATEGORIES: readonly ConsentCategory[] = [
  {
    id: 'analytics',
    name: msg`Analytics`,
    description: msg`Lets the site count page views, game starts and ends, saved scores and shares. The counts are added together per day. No cookie is used for this, and no IP address or user ID is stored.`,
    recommended: false,
  },
  {
    id: 'marketing',
    name: msg`Marketing`,
    description: msg`Would let the brand measure its advertising campaigns. This site currently sets no marketing cookies and loads no advertising code. Your choice is kept so that it is respected if this changes; this policy will be updated first.`,
    recommended: false,
  },
  {
    id: 'social',
    name: msg`Social sharing`,
    description: msg`Lets the share buttons open the share pages of social networks. This site loads no code from social networks. When you use a share button, the social network may set its own cookies on its own website, and its own policy applies there.`,
    recommended: true,
  },
];

export function storageKindMessage(kind: StorageKind): MessageDescriptor {
  switch (kind) {
    case 'cookie':
      return msg`Cookie`;
    case 'local-storage':
      return msg`Local storage`;
    case 'session-storage':
      return msg`Session storage`;
  }
}

export function lifetimeMessage(lifetime: Lifetime): MessageDescriptor {
  switch (lifetime.unit) {
    case 'days': {
      const days = lifetime.count;
      return msg({ message: plural(days, { one: '# day', other: '# days' }) });
    }
    case 'until-cleared':
      return msg`Until you clear the site data in your browser`;
    case 'tab':
      return msg`Until you close the browser tab`;
  }
}
