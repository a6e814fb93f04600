import { normaliseName } from '../../../api/display-name.ts';
import { fieldErrorCode, type FieldErrorCode } from '../../../api/errors.ts';
import { LoginBody, registerBody, SignInCodeRequestBody, TITLES } from '../../../api/users.ts';

/**
 * The save form's checks are the API's own: the values become the body POST /users takes and are checked with
 * the same schema (api/users.ts) and mapped to the same catalogue codes (api/errors.ts) as on the server, so
 * the form never accepts what the server refuses, nor the reverse. Only the captcha is left out: it is the
 * form's last step, not something the visitor types.
 */
export type Gender = '' | (typeof TITLES)[number];

export interface SaveFormValues {
  email: string;
  first_name: string;
  last_name: string;
  /** Spec §3: male, female, prefer not to say/other (title male/female/other); empty when not given. */
  gender: Gender;
  /** The birthday's three <select>s, '' until chosen. */
  birth_day: string;
  birth_month: string;
  birth_year: string;
  country: string;
  opt_in_commercial: boolean;
  opt_in_legal: boolean;
}

export const EMPTY_SAVE_FORM: SaveFormValues = {
  email: '',
  first_name: '',
  last_name: '',
  gender: '',
  birth_day: '',
  birth_month: '',
  birth_year: '',
  country: '',
  opt_in_commercial: false,
  opt_in_legal: false,
};

export type SaveFormErrors = Partial<Record<keyof SaveFormValues, FieldErrorCode>>;

/** The birthday as yyyy-mm-dd; '' when no part is chosen, 'incomplete' when only some are (not a date). */
export function birthDateOf({ birth_day, birth_month, birth_year }: SaveFormValues): string {
  if (!birth_day && !birth_month && !birth_year) return '';
  if (!birth_day || !birth_month || !birth_year) return 'incomplete';
  return `${birth_year}-${birth_month.padStart(2, '0')}-${birth_day.padStart(2, '0')}`;
}

/** The body of POST /users without the captcha (and the accumulator, added by the caller). */
export function registerFields(values: SaveFormValues): Record<string, string | boolean> {
  // An empty field is left out, as a browser form would send nothing: the schema then says "required".
  const fields: Record<string, string | boolean> = {
    opt_in_legal: values.opt_in_legal,
    opt_in_commercial: values.opt_in_commercial,
  };
  if (values.email.trim()) fields.email = values.email.trim();
  const firstName = normaliseName(values.first_name);
  const lastName = normaliseName(values.last_name);
  if (firstName) fields.first_name = firstName;
  if (lastName) fields.last_name = lastName;
  if (values.gender) fields.title = values.gender;
  const birthDate = birthDateOf(values);
  if (birthDate) fields.birth_date = birthDate;
  if (values.country) fields.country = values.country;
  return fields;
}

/** The body's field each form field is checked as, where the names differ. */
const FORM_FIELD: Record<string, keyof SaveFormValues> = {
  title: 'gender',
  birth_date: 'birth_day',
};

/** Checks the form as the API will; `currentYear` bounds the birthday (13 to 120 years old). */
export function checkSaveForm(values: SaveFormValues, currentYear: number): SaveFormErrors {
  const schema = registerBody(() => currentYear).omit({ recaptcha: true });
  const result = schema.safeParse(registerFields(values), { reportInput: true });
  const errors: SaveFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = FORM_FIELD[field] ?? (field as keyof SaveFormValues);
    errors[key] ??= fieldErrorCode(issue);
  }
  return errors;
}

/** The form's field for a field of an API error's `fields` (a 400 invalid_input, a 409 duplicate_email). */
export function formFieldOf(apiField: string): keyof SaveFormValues | null {
  const key = FORM_FIELD[apiField] ?? apiField;
  return key in EMPTY_SAVE_FORM ? (key as keyof SaveFormValues) : null;
}

/**
 * Returning players: e-mail plus a code mailed to it (passwordless), or e-mail plus password. The first name is
 * no credential: anyone can read it on a board.
 */
export interface SignInValues {
  email: string;
  /** Which second field the visitor chose to give. */
  method: 'code' | 'password';
  code: string;
  password: string;
}

export const EMPTY_SIGN_IN: SignInValues = { email: '', method: 'code', code: '', password: '' };

export function signInFields(values: SignInValues): {
  email?: string;
  code?: string;
  password?: string;
} {
  const email = values.email.trim() ? { email: values.email.trim() } : {};
  if (values.method === 'password') return values.password ? { ...email, password: values.password } : email;
  return values.code.trim() ? { ...email, code: values.code.trim() } : email;
}

/** The e-mail alone, checked as POST users/sign_in_code will: the first step of signing in with a code. */
export function checkCodeRequest(values: SignInValues): Partial<Record<keyof SignInValues, FieldErrorCode>> {
  if (!values.email.trim()) return { email: 'required' };
  const result = SignInCodeRequestBody.safeParse({ email: values.email.trim() }, { reportInput: true });
  return result.success ? {} : { email: fieldErrorCode(result.error.issues[0]!) };
}

export function checkSignIn(values: SignInValues): Partial<Record<keyof SignInValues, FieldErrorCode>> {
  const body = signInFields(values);
  const result = LoginBody.safeParse(body, { reportInput: true });
  const errors: Partial<Record<keyof SignInValues, FieldErrorCode>> = {};
  if (!values.email.trim()) errors.email = 'required';
  // Checked here too: the schema's "one or the other" rule runs only once the e-mail is valid.
  if (!(body.password ?? body.code)) errors[values.method] = 'required';
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    // The schema reports "neither password nor code" on password; the form knows which one is shown.
    const key = (field === 'password' ? values.method : field) as keyof SignInValues;
    errors[key] ??= issue.code === 'custom' && field === 'password' ? 'required' : fieldErrorCode(issue);
  }
  return errors;
}
