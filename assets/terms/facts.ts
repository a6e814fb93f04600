import { DEFAULT_ENTRY_RULES, DEFAULT_SHARE_PRIZE_WINNERS } from '../../api/entry-rules.ts';
import type { DrawRules } from '../../api/entry-rules-env.ts';
import {
  LEADERBOARD_PRIZE_PLACES,
  sharePrize,
  windowBounds,
  type CompetitionWindow,
} from '../../api/competition.ts';
import type { LocaleCode } from '../../api/locales.ts';
import type { TermsFacts } from './text/types.ts';

/** Spec: winners are told within 14 days after the end, and have 14 days to answer. */
export const NOTICE_DAYS = 14;
export const REPLY_DAYS = 14;

export interface TermsSubject {
  window: CompetitionWindow;
  /** The brand that runs the draw (src/content/brand.ts, passed in by the build). */
  organiser: string;
  /** The three games' names, in play order. */
  games: readonly string[];
  /**
   * Who may enter and how many share prizes there are (DRAW_MINIMUM_AGE, DRAW_EXCLUDED_COUNTRIES,
   * SHARE_PRIZE_WINNERS), read by the build exactly as the server reads them; the defaults when absent.
   */
  rules?: DrawRules;
}

const DEFAULT_RULES: DrawRules = {
  entryRules: DEFAULT_ENTRY_RULES,
  sharePrizeWinners: DEFAULT_SHARE_PRIZE_WINNERS,
};

const UTC_ZONES = new Set([
  'UTC',
  'Etc/UTC',
  'Etc/UCT',
  'UCT',
  'Etc/Universal',
  'Universal',
  'Zulu',
  'Etc/Zulu',
]);

/** The window's first and last day as the language writes a date, in the window's own zone. */
export function windowDates(iso: string, window: CompetitionWindow): { startDate: string; endDate: string } {
  const { opens, closes } = windowBounds(window);
  const date = new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: window.timeZone });
  return { startDate: date.format(opens), endDate: date.format(closes) };
}

/**
 * Every fact of the rules, written with Intl in the language `iso` (a BCP 47 tag); `locale` is the site language
 * the document is for, which sets the share prize's amount.
 */
export function termsFacts(iso: string, subject: TermsSubject, locale: LocaleCode): TermsFacts {
  const { window } = subject;
  const { entryRules, sharePrizeWinners } = subject.rules ?? DEFAULT_RULES;
  const share = sharePrize(locale);
  const { opens, closes } = windowBounds(window);
  const time = new Intl.DateTimeFormat(iso, { timeStyle: 'short', timeZone: window.timeZone });
  const number = new Intl.NumberFormat(iso);
  const list = new Intl.ListFormat(iso, { type: 'conjunction' });
  const regions = new Intl.DisplayNames(iso, { type: 'region' });
  // "UTC" reads the same everywhere; any other zone is named in the language, with its IANA id to be exact.
  const zoneName = new Intl.DateTimeFormat(iso, { timeZone: window.timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(opens)
    .find((part) => part.type === 'timeZoneName')?.value;
  const timeZone = UTC_ZONES.has(window.timeZone) ? 'UTC' : `${zoneName} (${window.timeZone})`;
  return {
    organiser: subject.organiser,
    games: list.format(subject.games),
    minimumAge: number.format(entryRules.minimumAge),
    excludedCountries: list.format(entryRules.excludedCountries.map((code) => regions.of(code) ?? code)),
    ...windowDates(iso, window),
    openTime: time.format(opens),
    closeTime: time.format(closes),
    timeZone,
    leaderboardPlaces: number.format(LEADERBOARD_PRIZE_PLACES),
    sharePrize: new Intl.NumberFormat(iso, {
      style: 'currency',
      currency: share.currency,
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    }).format(share.amount),
    sharePrizeWinners: number.format(sharePrizeWinners),
    noticeDays: number.format(NOTICE_DAYS),
    replyDays: number.format(REPLY_DAYS),
  };
}
