import { describe, expect, it } from 'vitest';
import { EXCLUDED_COUNTRIES } from './competition.ts';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import { registerBody } from './users.ts';

describe('the country list', () => {
  it('holds the ISO codes, Kosovo’s XK and the countries excluded from the draw, each once', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of ['FR', 'DE', 'GB', 'US', 'JP', 'XK', ...EXCLUDED_COUNTRIES])
      expect(COUNTRY_CODES).toContain(code);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('knows codes in any case and nothing outside the list', () => {
    expect(isCountryCode('xk')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });

  it('is what registration accepts', () => {
    const schema = registerBody(() => 2026);
    const base = { email: 'a@example.com', first_name: 'A', recaptcha: 'x', opt_in_legal: true };
    expect(schema.safeParse({ ...base, country: 'xk' }).data?.country).toBe('XK');
    const refused = schema.safeParse({ ...base, country: 'ZZ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['country']);
  });
});
