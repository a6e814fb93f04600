/**
 * PROVISIONAL (the "rules" branch brings the real module): who may enter the draw.
 */
export interface EntryRules {
  minimumAge: number;
  excludedCountries: readonly string[];
}
export const DEFAULT_ENTRY_RULES: EntryRules = {
  minimumAge: 18,
  excludedCountries: ['IT', 'PL', 'TH', 'RU', 'TR'],
};
export type EntryBar = 'no_legal_consent' | 'no_birth_date' | 'under_age' | 'no_country' | 'excluded_country';
export interface EntrantFacts {
  optInLegal: boolean;
  birthDate: string | null;
  declaredCountry: string | null;
  seenCountries: readonly (string | null)[];
}
export function entryBars(facts: EntrantFacts, rules: EntryRules, onDate: string): EntryBar[] {
  const bars: EntryBar[] = [];
  if (!facts.optInLegal) bars.push('no_legal_consent');
  if (!facts.birthDate) bars.push('no_birth_date');
  else {
    const [by, bm, bd] = facts.birthDate.split('-').map(Number) as [number, number, number];
    const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
    const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
    if (age < rules.minimumAge) bars.push('under_age');
  }
  const countries = [facts.declaredCountry, ...facts.seenCountries].filter((c): c is string => !!c);
  if (countries.length === 0) bars.push('no_country');
  else if (countries.some((c) => rules.excludedCountries.includes(c.toUpperCase())))
    bars.push('excluded_country');
  return bars;
}
