import { describe, expect, it } from 'vitest';
import {
  checkSaveForm,
  checkCodeRequest,
  checkSignIn,
  EMPTY_SAVE_FORM,
  EMPTY_SIGN_IN,
  formFieldOf,
  registerFields,
  type SaveFormValues,
} from './save-form-schema.ts';

const YEAR = 2026;
const FILLED: SaveFormValues = {
  ...EMPTY_SAVE_FORM,
  email: ' ada@example.com ',
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: 'other',
  birth_day: '10',
  birth_month: '12',
  birth_year: '1995',
  country: 'XK',
  opt_in_legal: true,
};

describe('the save form’s checks (the API’s schema)', () => {
  it('accepts a filled form and builds the body POST /users takes', () => {
    expect(checkSaveForm(FILLED, YEAR)).toEqual({});
    expect(registerFields(FILLED)).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      title: 'other',
      birth_date: '1995-12-10',
      country: 'XK',
      opt_in_legal: true,
      opt_in_commercial: false,
    });
    // Optional fields left empty are not sent.
    expect(
      registerFields({
        ...FILLED,
        last_name: ' ',
        gender: '',
        birth_day: '',
        birth_month: '',
        birth_year: '',
        country: '',
      }),
    ).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      opt_in_legal: true,
      opt_in_commercial: false,
    });
  });

  it('says "required" for an empty e-mail and first name, and "optin" without the rules’ consent', () => {
    expect(checkSaveForm(EMPTY_SAVE_FORM, YEAR)).toEqual({
      email: 'required',
      first_name: 'required',
      opt_in_legal: 'optin',
    });
  });

  it('says "invalid_email" for an address that is not one', () => {
    expect(checkSaveForm({ ...FILLED, email: 'ada@' }, YEAR)).toEqual({ email: 'invalid_email' });
    expect(checkSaveForm({ ...FILLED, email: 'ada example.com' }, YEAR)).toEqual({ email: 'invalid_email' });
  });

  it('says "invalid_date" for 31 February, a half-chosen birthday, or an age outside 13 to 120', () => {
    const date = (birth_day: string, birth_month: string, birth_year: string) =>
      checkSaveForm({ ...FILLED, birth_day, birth_month, birth_year }, YEAR);
    expect(date('31', '2', '2000')).toEqual({ birth_day: 'invalid_date' });
    expect(date('29', '2', '2001')).toEqual({ birth_day: 'invalid_date' });
    expect(date('29', '2', '2000')).toEqual({});
    expect(date('31', '4', '1990')).toEqual({ birth_day: 'invalid_date' });
    expect(date('', '4', '1990')).toEqual({ birth_day: 'invalid_date' });
    expect(date('1', '1', String(YEAR - 12))).toEqual({ birth_day: 'invalid_date' });
    expect(date('1', '1', String(YEAR - 13))).toEqual({});
  });

  it('refuses a country outside the list and a name too long', () => {
    expect(checkSaveForm({ ...FILLED, country: 'ZZ' }, YEAR)).toEqual({ country: 'invalid' });
    expect(checkSaveForm({ ...FILLED, first_name: 'A'.repeat(81) }, YEAR)).toEqual({
      first_name: 'too_long',
    });
  });

  it('maps the API’s field names back to the form’s', () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('birth_date')).toBe('birth_day');
    expect(formFieldOf('title')).toBe('gender');
    expect(formFieldOf('recaptcha')).toBeNull();
  });
});

describe('the sign-in checks', () => {
  it('asks for the e-mail and the chosen second field', () => {
    expect(checkSignIn(EMPTY_SIGN_IN)).toEqual({ email: 'required', code: 'required' });
    expect(checkSignIn({ ...EMPTY_SIGN_IN, method: 'password', email: 'x' })).toEqual({
      email: 'invalid_email',
      password: 'required',
    });
    expect(checkSignIn({ ...EMPTY_SIGN_IN, email: 'ada@example.com', code: '1234 5678' })).toEqual({});
    expect(checkSignIn({ ...EMPTY_SIGN_IN, email: 'ada@example.com', code: 'abcd' })).toEqual({
      code: 'invalid',
    });
    expect(
      checkSignIn({ ...EMPTY_SIGN_IN, method: 'password', email: 'ada@example.com', password: 'short' }),
    ).toEqual({ password: 'too_short' });
  });

  it('asks only for a valid e-mail before a code is sent', () => {
    expect(checkCodeRequest(EMPTY_SIGN_IN)).toEqual({ email: 'required' });
    expect(checkCodeRequest({ ...EMPTY_SIGN_IN, email: 'x' })).toEqual({ email: 'invalid_email' });
    expect(checkCodeRequest({ ...EMPTY_SIGN_IN, email: ' ada@example.com ' })).toEqual({});
  });
});
