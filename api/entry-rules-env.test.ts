import { describe, expect, it } from 'vitest';
import { readDrawRules } from './entry-rules-env.ts';

describe('readDrawRules', () => {
  it('defaults: 18, IT PL TH RU TR, ten share prizes', () => {
    const expected = {
      entryRules: { minimumAge: 18, excludedCountries: ['IT', 'PL', 'TH', 'RU', 'TR'] },
      sharePrizeWinners: 10,
    };
    expect(readDrawRules({})).toEqual(expected);
    expect(
      readDrawRules({ DRAW_MINIMUM_AGE: '', DRAW_EXCLUDED_COUNTRIES: ' ', SHARE_PRIZE_WINNERS: '' }),
    ).toEqual(expected);
  });

  it('reads the operator’s values, upper-casing and de-duplicating the countries', () => {
    expect(
      readDrawRules({
        DRAW_MINIMUM_AGE: '21',
        DRAW_EXCLUDED_COUNTRIES: 'fr, de ,FR',
        SHARE_PRIZE_WINNERS: '3',
      }),
    ).toEqual({ entryRules: { minimumAge: 21, excludedCountries: ['FR', 'DE'] }, sharePrizeWinners: 3 });
    expect(readDrawRules({ DRAW_EXCLUDED_COUNTRIES: 'none' }).entryRules.excludedCountries).toEqual([]);
  });

  it('stops on a bad value, naming the variable', () => {
    for (const age of ['0', '-1', '18.5', 'eighteen', '121'])
      expect(() => readDrawRules({ DRAW_MINIMUM_AGE: age })).toThrow(
        /DRAW_MINIMUM_AGE must be a whole number/,
      );
    for (const list of ['ZZ', 'IT,,PL', 'ITA', 'IT;PL', 'UK'])
      expect(() => readDrawRules({ DRAW_EXCLUDED_COUNTRIES: list })).toThrow(
        /DRAW_EXCLUDED_COUNTRIES must be ISO 3166-1/,
      );
    for (const winners of ['0', '2.5', 'ten', '-3'])
      expect(() => readDrawRules({ SHARE_PRIZE_WINNERS: winners })).toThrow(
        /SHARE_PRIZE_WINNERS must be a whole number/,
      );
  });
});
