import type { LocaleCode } from './locales.ts';

/**
 * The prize draw, as one configuration read by the server (the window it reports), the browser (the header's
 * label, the prizes modal, what the draw gates) and the build (the terms-and-conditions PDFs), so the three
 * can never disagree. Spec §4 and §9.
 */

/** Countries where the draw is never active (spec §4). */
export const EXCLUDED_COUNTRIES = ['IT', 'PL', 'TH', 'RU', 'TR'] as const;

/** The country assumed when the API cannot tell (spec §4: "Default country EN"; EN is read as the UK). */
export const DEFAULT_COUNTRY = 'GB';

export interface CompetitionWindow {
  /** First day, `YYYY-MM-DD`, from 00:00 in `timeZone`. */
  start: string;
  /** Last day, `YYYY-MM-DD`, active until 23:59:59.999 in `timeZone`. */
  end: string;
  /** IANA time zone the dates are read in (stated in the terms and the prizes modal). */
  timeZone: string;
}

export const DEFAULT_WINDOW: CompetitionWindow = {
  start: '2022-07-07',
  end: '2022-07-28',
  timeZone: 'UTC',
};

export type PrizeId = 'gaming-pc-bundle' | 'graphics-card' | 'peripherals-bundle';

export interface PrizeTier {
  tier: 1 | 2 | 3;
  /** Total score (sum of the three games) needed to enter this tier's draw. */
  minScore: number;
  winners: number;
  prize: PrizeId;
}

/** Spec §9, highest tier first. */
export const PRIZE_TIERS: readonly PrizeTier[] = [
  { tier: 3, minScore: 7000, winners: 1, prize: 'gaming-pc-bundle' },
  { tier: 2, minScore: 3600, winners: 2, prize: 'graphics-card' },
  { tier: 1, minScore: 1200, winners: 3, prize: 'peripherals-bundle' },
];

/** Spec §9: prizes go to the top 30 of the leaderboard; the prizes modal lists the top 25. */
export const LEADERBOARD_PRIZE_PLACES = 30;
export const PRIZES_MODAL_ROWS = 25;

/**
 * Spec §1/§9: the wallet-code prize for sharing, 50 USD in every language but one, which states 10 USD
 * (Indonesian: docs/decisions.md "Sharing a score"). One table, so the prizes modal and the popup after a share
 * always state the same amount.
 */
export const SHARE_PRIZE = {
  currency: 'USD',
  amountByLocale: {
    ar: 50,
    cz: 50,
    de: 50,
    en: 50,
    es: 50,
    fr: 50,
    id: 10,
    it: 50,
    jp: 50,
    kr: 50,
    pl: 50,
    ru: 50,
    th: 50,
    tr: 50,
    ua: 50,
    vn: 50,
    'zh-cn': 50,
    'zh-tw': 50,
  } satisfies Record<LocaleCode, number>,
} as const;

/** The share prize stated on a page in `locale`. */
export function sharePrize(locale: LocaleCode): { amount: number; currency: typeof SHARE_PRIZE.currency } {
  return { amount: SHARE_PRIZE.amountByLocale[locale], currency: SHARE_PRIZE.currency };
}

/** Minimum age to enter (a choice recorded in docs/decisions.md). */
export const MINIMUM_AGE = 18;

/** The tier a total score reaches, or null below the lowest. */
export function tierFor(total: number): PrizeTier | null {
  return PRIZE_TIERS.find((t) => total >= t.minScore) ?? null;
}

/** The next tier above `total` and the points still missing to reach it; null once the top tier is reached. */
export function nextTierFor(total: number): { tier: PrizeTier; missing: number } | null {
  const above = PRIZE_TIERS.filter((t) => total < t.minScore);
  const next = above[above.length - 1];
  return next ? { tier: next, missing: next.minScore - total } : null;
}

/**
 * Milliseconds between `Date.UTC` of a wall-clock time and the instant that wall-clock time has in `timeZone`
 * (positive east of UTC), found with Intl so any IANA zone works, daylight saving included.
 */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time in `timeZone` happens (`date` is `YYYY-MM-DD`, `ms` since that midnight). */
export function zonedInstant(date: string, msIntoDay: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day) + msIntoDay;
  // Two passes settle the offset across a daylight-saving change near the moment.
  let instant = naive - zoneOffsetMs(naive, timeZone);
  instant = naive - zoneOffsetMs(instant, timeZone);
  return instant;
}

/** First and last instant (inclusive) of the draw. */
export function windowBounds({ start, end, timeZone }: CompetitionWindow): { opens: number; closes: number } {
  return {
    opens: zonedInstant(start, 0, timeZone),
    closes: zonedInstant(end, 24 * 60 * 60 * 1000 - 1, timeZone),
  };
}

export type CompetitionPhase = 'upcoming' | 'open' | 'closed';

export function competitionPhase(span: CompetitionWindow, now: number): CompetitionPhase {
  const { opens, closes } = windowBounds(span);
  if (now < opens) return 'upcoming';
  return now <= closes ? 'open' : 'closed';
}

/** `excluded`: the configured list (DRAW_EXCLUDED_COUNTRIES, api/entry-rules-env.ts); the default one otherwise. */
export function isExcludedCountry(
  country: string | null | undefined,
  excluded: readonly string[] = EXCLUDED_COUNTRIES,
): boolean {
  return !!country && excluded.includes(country.toUpperCase());
}

/** Spec §4: active while the window is open, never in an excluded country. */
export function competitionActive(
  span: CompetitionWindow,
  country: string | null,
  now: number,
  excluded: readonly string[] = EXCLUDED_COUNTRIES,
): boolean {
  return !isExcludedCountry(country, excluded) && competitionPhase(span, now) === 'open';
}
