import { isCountryCode } from './countries.ts';
import { DEFAULT_ENTRY_RULES, DEFAULT_SHARE_PRIZE_WINNERS, type EntryRules } from './entry-rules.ts';

export interface DrawRules {
  entryRules: EntryRules;
  /** How many wallet codes the share draw gives (each with its reserve). */
  sharePrizeWinners: number;
}

/**
 * Who may enter and how many share prizes there are, as an operator sets them (DRAW_MINIMUM_AGE,
 * DRAW_EXCLUDED_COUNTRIES, SHARE_PRIZE_WINNERS), read by the server (what it enforces and tells the site) and by
 * the build (what the terms PDFs state) with this one function, as the window is (competition-env.ts). A bad value
 * throws naming its variable, so the server stops at start rather than run a draw under rules nobody set.
 */
export function readDrawRules(env: Readonly<Record<string, string | undefined>>): DrawRules {
  return {
    entryRules: {
      minimumAge: wholeNumber(
        'DRAW_MINIMUM_AGE',
        env.DRAW_MINIMUM_AGE,
        DEFAULT_ENTRY_RULES.minimumAge,
        1,
        120,
      ),
      excludedCountries: countryList('DRAW_EXCLUDED_COUNTRIES', env.DRAW_EXCLUDED_COUNTRIES),
    },
    sharePrizeWinners: wholeNumber(
      'SHARE_PRIZE_WINNERS',
      env.SHARE_PRIZE_WINNERS,
      DEFAULT_SHARE_PRIZE_WINNERS,
      1,
      10_000,
    ),
  };
}

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

/**
 * Comma-separated ISO 3166-1 alpha-2 codes (i18n-iso-countries' list, as the profile's country). Unset takes the
 * defaults; "none" (any case) excludes no country, so an empty list is a choice written down, never a slip.
 */
function countryList(name: string, value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_ENTRY_RULES.excludedCountries;
  if (value.trim().toLowerCase() === 'none') return [];
  const codes = value.split(',').map((code) => code.trim());
  for (const code of codes)
    if (!/^[A-Za-z]{2}$/.test(code) || !isCountryCode(code))
      throw new Error(
        `${name} must be ISO 3166-1 alpha-2 country codes separated by commas (e.g. IT,PL), or "none"; "${code}" is not one`,
      );
  return [...new Set(codes.map((code) => code.toUpperCase()))];
}
