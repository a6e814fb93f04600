import { describe, expect, it } from 'vitest';
import { isPlausibleBirthDate, registerBody, updateProfileBody } from './users.ts';

describe('birth dates', () => {
  it('are real dates for someone aged 13 to 120 in the year the caller gives', () => {
    expect(isPlausibleBirthDate('2017-12-31', 2030)).toBe(true);
    expect(isPlausibleBirthDate('2018-01-01', 2030)).toBe(false);
    expect(isPlausibleBirthDate('1910-01-01', 2030)).toBe(true);
    expect(isPlausibleBirthDate('1909-12-31', 2030)).toBe(false);
    expect(isPlausibleBirthDate('2000-02-29', 2030)).toBe(true);
    expect(isPlausibleBirthDate('2001-02-29', 2030)).toBe(false);
    expect(isPlausibleBirthDate('2001-04-31', 2030)).toBe(false);
    expect(isPlausibleBirthDate('31/12/2001', 2030)).toBe(false);
    // The same date passes or not depending on the caller's year alone: no clock inside.
    expect(isPlausibleBirthDate('2012-06-01', 2024)).toBe(false);
    expect(isPlausibleBirthDate('2012-06-01', 2025)).toBe(true);
  });

  it('are checked by the profile bodies built for that year', () => {
    const body = { email: 'a@example.com', first_name: 'A', recaptcha: 'x', opt_in_legal: true };
    expect(registerBody(() => 2030).safeParse({ ...body, birth_date: '2017-01-01' }).success).toBe(true);
    expect(registerBody(() => 2029).safeParse({ ...body, birth_date: '2017-01-01' }).success).toBe(false);
    expect(updateProfileBody(() => 2030).safeParse({ birth_date: '1800-01-01' }).success).toBe(false);
    expect(updateProfileBody(() => 2030).safeParse({}).success).toBe(true);
  });
});
