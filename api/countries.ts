import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

/**
 * The countries a player may give (the save form's list and what POST /users and PUT /users/me accept): every
 * ISO 3166-1 alpha-2 code of i18n-iso-countries, plus XK, Kosovo's user-assigned code (spec §3's country
 * dataset holds a Kosovo entry). Countries excluded from the prize draw (api/competition.ts) are listed too:
 * their players may save a score, they cannot win. Names are not kept here: the page asks Intl.DisplayNames
 * for them in the visitor's language.
 */
export const COUNTRY_CODES: readonly string[] = [
  ...new Set([...(codes as string[][]).map(([alpha2]) => alpha2!.toUpperCase()), 'XK']),
].sort();

const KNOWN = new Set(COUNTRY_CODES);

/** Whether `code` (any case) is one of COUNTRY_CODES. */
export function isCountryCode(code: string): boolean {
  return KNOWN.has(code.toUpperCase());
}
