import { describe, expect, it } from 'vitest';
import { ageOn, DEFAULT_ENTRY_RULES, entryBars, type EntrantFacts, type EntryRules } from './entry-rules.ts';

const adult: EntrantFacts = {
  optInLegal: true,
  birthDate: '1990-05-12',
  declaredCountry: 'DE',
  seenCountries: ['DE'],
};
const rules = DEFAULT_ENTRY_RULES;

describe('the entry rules', () => {
  it('defaults to 18 and the five excluded countries', () => {
    expect(DEFAULT_ENTRY_RULES).toEqual({
      minimumAge: 18,
      excludedCountries: ['IT', 'PL', 'TH', 'RU', 'TR'],
    });
  });

  it('an adult who accepted the rules, in an admitted country, may enter', () => {
    expect(entryBars(adult, rules, '2026-11-29')).toEqual([]);
  });

  it('counts whole years, to the day', () => {
    const facts = { ...adult, birthDate: '2008-11-29' };
    expect(entryBars(facts, rules, '2026-11-28')).toEqual(['under_age']);
    expect(entryBars(facts, rules, '2026-11-29')).toEqual([]);
    expect(ageOn('2008-12-31', '2026-12-30')).toBe(17);
    expect(ageOn('2008-12-31', '2026-12-31')).toBe(18);
    expect(ageOn('2008-01-01', '2025-12-31')).toBe(17);
    expect(ageOn('2008-01-01', '2026-01-01')).toBe(18);
  });

  it('a 29 February birthday is reached on 1 March in common years, on the day in leap years', () => {
    const facts = { ...adult, birthDate: '2008-02-29' };
    expect(entryBars(facts, rules, '2026-02-28')).toEqual(['under_age']);
    expect(entryBars(facts, rules, '2026-03-01')).toEqual([]);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('the minimum age comes from the rules', () => {
    const facts = { ...adult, birthDate: '2005-06-01' };
    expect(entryBars(facts, { ...rules, minimumAge: 21 }, '2026-05-31')).toEqual(['under_age']);
    expect(entryBars(facts, { ...rules, minimumAge: 21 }, '2026-06-01')).toEqual([]);
    expect(entryBars(facts, { ...rules, minimumAge: 18 }, '2026-05-31')).toEqual([]);
  });

  it('a birth date is required, and one that is no date counts as none', () => {
    expect(entryBars({ ...adult, birthDate: null }, rules, '2026-11-29')).toEqual(['no_birth_date']);
    expect(entryBars({ ...adult, birthDate: '12/05/1990' }, rules, '2026-11-29')).toEqual(['no_birth_date']);
  });

  it('the rules must be accepted', () => {
    expect(entryBars({ ...adult, optInLegal: false }, rules, '2026-11-29')).toEqual(['no_legal_consent']);
  });

  it('excluded by the declared country or by any country seen, in any case', () => {
    expect(entryBars({ ...adult, declaredCountry: 'IT' }, rules, '2026-11-29')).toEqual(['excluded_country']);
    expect(entryBars({ ...adult, seenCountries: ['DE', 'tr'] }, rules, '2026-11-29')).toEqual([
      'excluded_country',
    ]);
    expect(
      entryBars({ ...adult, declaredCountry: null, seenCountries: [null, 'PL'] }, rules, '2026-11-29'),
    ).toEqual(['excluded_country']);
  });

  it('no country at all is not admitted; one known country is enough', () => {
    const none = { ...adult, declaredCountry: null, seenCountries: [null, null] };
    expect(entryBars(none, rules, '2026-11-29')).toEqual(['no_country']);
    expect(entryBars({ ...none, seenCountries: [] }, rules, '2026-11-29')).toEqual(['no_country']);
    expect(entryBars({ ...none, seenCountries: [null, 'FR'] }, rules, '2026-11-29')).toEqual([]);
    expect(entryBars({ ...none, declaredCountry: 'FR' }, rules, '2026-11-29')).toEqual([]);
  });

  it('the excluded countries come from the rules', () => {
    const custom: EntryRules = { minimumAge: 18, excludedCountries: ['FR'] };
    expect(entryBars({ ...adult, seenCountries: ['FR'] }, custom, '2026-11-29')).toEqual([
      'excluded_country',
    ]);
    expect(entryBars({ ...adult, declaredCountry: 'IT', seenCountries: [] }, custom, '2026-11-29')).toEqual(
      [],
    );
  });

  it('gives every bar that applies, in order', () => {
    const facts: EntrantFacts = {
      optInLegal: false,
      birthDate: '2015-01-01',
      declaredCountry: null,
      seenCountries: [],
    };
    expect(entryBars(facts, rules, '2026-11-29')).toEqual(['no_legal_consent', 'under_age', 'no_country']);
  });
});
