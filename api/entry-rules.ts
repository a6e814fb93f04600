import { EXCLUDED_COUNTRIES, MINIMUM_AGE } from './competition.ts';

/**
 * Who may enter the prize draws (issue 39): the rules an operator configures (DRAW_MINIMUM_AGE,
 * DRAW_EXCLUDED_COUNTRIES) and the one judgement of an entrant against them, shared by the server (the draw, the
 * share entries, the final score's answer) and the site (what it states), so they can never disagree. Pure: no
 * clock, no Node APIs; the caller says which day the age is reached by.
 */
export interface EntryRules {
  minimumAge: number;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  excludedCountries: readonly string[];
}

export const DEFAULT_ENTRY_RULES: EntryRules = {
  minimumAge: MINIMUM_AGE,
  excludedCountries: EXCLUDED_COUNTRIES,
};

/** How many wallet codes the share draw gives when SHARE_PRIZE_WINNERS is not set. */
export const DEFAULT_SHARE_PRIZE_WINNERS = 10;

/** What keeps an entrant out, in the order a visitor would want to hear it. */
export const ENTRY_BARS = [
  'no_legal_consent',
  'no_birth_date',
  'under_age',
  'no_country',
  'excluded_country',
] as const;
export type EntryBar = (typeof ENTRY_BARS)[number];

export interface EntrantFacts {
  optInLegal: boolean;
  /** YYYY-MM-DD */
  birthDate: string | null;
  /** The profile's country. */
  declaredCountry: string | null;
  /** Countries seen (geolocation or the proxy's header) when the runs or shares concerned were saved. */
  seenCountries: readonly (string | null)[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years from `birthDate` to `onDate` (both YYYY-MM-DD), null when either is not a date. A birthday is
 * reached when the day's month and day are at least the birth's, so someone born on 29 February turns a year
 * older on 1 March in common years (the later reading: an entry is never let in a day early).
 */
export function ageOn(birthDate: string, onDate: string): number | null {
  const birth = ISO_DAY.exec(birthDate);
  const on = ISO_DAY.exec(onDate);
  if (!birth || !on) return null;
  const years = Number(on[1]) - Number(birth[1]);
  const reached = `${on[2]}-${on[3]}` >= `${birth[2]}-${birth[3]}`;
  return reached ? years : years - 1;
}

function isExcluded(country: string | null, rules: EntryRules): boolean {
  return country !== null && rules.excludedCountries.includes(country.trim().toUpperCase());
}

/** Why this entrant cannot enter (empty: they can), age reached by `onDate` (YYYY-MM-DD). */
export function entryBars(facts: EntrantFacts, rules: EntryRules, onDate: string): EntryBar[] {
  const bars: EntryBar[] = [];
  if (!facts.optInLegal) bars.push('no_legal_consent');
  const age = facts.birthDate ? ageOn(facts.birthDate, onDate) : null;
  if (age === null) bars.push('no_birth_date');
  else if (age < rules.minimumAge) bars.push('under_age');
  const known = [facts.declaredCountry, ...facts.seenCountries].filter(
    (country): country is string => country !== null && country.trim() !== '',
  );
  // No country at all is not admitted: the residency rule cannot be checked.
  if (known.length === 0) bars.push('no_country');
  else if (known.some((country) => isExcluded(country, rules))) bars.push('excluded_country');
  return bars;
}

/** The calendar day of `ms` in `timeZone`, `YYYY-MM-DD` (en-CA writes dates so): the day an age is reached by. */
export function dayIn(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}
