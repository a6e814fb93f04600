import { COUNTRY_CODES } from '../../../api/countries.ts';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The country list in the visitor's language: names from Intl.DisplayNames, sorted as that language sorts.
 * A code the browser has no name for shows as the code itself rather than disappearing.
 */
export function countryOptions(iso: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([iso], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(iso);
  const nameOf = (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return COUNTRY_CODES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
