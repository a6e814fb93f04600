import type { PrizeId } from '../../../api/competition.ts';

/**
 * The facts the rules state, already written in the document's language (dates, numbers, country names and the
 * prize's amount come from Intl), so a translation only places them in its sentences.
 */
export interface TermsFacts {
  /** The brand that runs the draw. */
  organiser: string;
  /** The three games' names, as one list ("A, B and C" in the language). */
  games: string;
  minimumAge: string;
  /** The countries whose residents may not enter, as one list. */
  excludedCountries: string;
  startDate: string;
  /** The moment the window opens on its first day (midnight), and closes on its last (one minute to midnight). */
  openTime: string;
  endDate: string;
  closeTime: string;
  /** The zone the window's times are read in, e.g. "UTC" or "Central European Time (Europe/Paris)". */
  timeZone: string;
  leaderboardPlaces: string;
  /** The share prize's value with its currency, e.g. "US$50". */
  sharePrize: string;
  /** How many wallet codes the share draw gives (SHARE_PRIZE_WINNERS), written as the language writes numbers. */
  sharePrizeWinners: string;
  /** Days after the end within which winners are told, and days they have to answer. */
  noticeDays: string;
  replyDays: string;
}

/** One numbered section: a heading and its paragraphs. */
export interface TermsSection {
  heading: string;
  paragraphs: (facts: TermsFacts) => string[];
}

/** Everything the PDF says in one language; every language module implements all of it. */
export interface TermsText {
  title: string;
  /** The sentence under the title: what the rules govern. */
  lead: (facts: TermsFacts) => string;
  organiser: TermsSection;
  eligibility: TermsSection;
  period: TermsSection;
  entry: TermsSection;
  /** Introduces the tiers table, which follows its paragraphs. */
  tiers: TermsSection;
  leaderboard: TermsSection;
  share: TermsSection;
  draw: TermsSection;
  prizeRules: TermsSection;
  /** Its paragraphs are followed by the link to the site's privacy policy page. */
  data: TermsSection;
  general: TermsSection;
  table: { tier: string; minScore: string; winners: string; prize: string };
  /** A tier's name in the table, given the tier's number as written in the language. */
  tierName: (tier: string) => string;
  prizes: Record<PrizeId, string>;
  /** The privacy link's label (the path follows it). */
  privacyLink: string;
  /** Footer page counter. */
  page: (page: string, pages: string) => string;
}

/** The sections in the order they are printed. */
export const SECTION_ORDER = [
  'organiser',
  'eligibility',
  'period',
  'entry',
  'tiers',
  'leaderboard',
  'share',
  'draw',
  'prizeRules',
  'data',
  'general',
] as const satisfies readonly (keyof TermsText)[];
