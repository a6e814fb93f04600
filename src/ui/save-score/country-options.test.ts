import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../api/countries.ts';
import { countryOptions } from './country-options.ts';

describe('the country options', () => {
  it('name every country in the visitor’s language, Kosovo included, in that language’s order', () => {
    const english = countryOptions('en');
    expect(english).toHaveLength(COUNTRY_CODES.length);
    expect(english.find((c) => c.code === 'XK')?.name).toBe('Kosovo');
    expect(english.find((c) => c.code === 'DE')?.name).toBe('Germany');
    const names = english.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(countryOptions('de').find((c) => c.code === 'DE')?.name).toBe('Deutschland');
  });
});
