import { useId, useMemo, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../../../api/errors.ts';
import { localeByCode, type LocaleCode } from '../../../api/locales.ts';
import { countryOptions } from './country-options.ts';
import { DUPLICATE_EMAIL_MESSAGE, FIELD_MESSAGES } from './field-messages.ts';

/**
 * Form errors carry a catalogue code (or 'duplicate_email'), not text: the message is chosen at render, in the
 * language the page shows now.
 */
export function useErrorText() {
  const { i18n } = useLingui();
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.message === 'duplicate_email') return i18n._(DUPLICATE_EMAIL_MESSAGE);
    const code = (FIELD_ERROR_CODES as readonly string[]).includes(error.message ?? '')
      ? (error.message as FieldErrorCode)
      : 'invalid';
    return i18n._(FIELD_MESSAGES[code]);
  };
}

/** A labelled control with its error, tied together for assistive technology. */
export function FormField({
  label,
  error,
  children,
  hint,
}: {
  label: ReactNode;
  error: FieldError | undefined;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const text = useErrorText()(error);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: text ? errorId : undefined, invalid: Boolean(text) })}
      {hint}
      {text && (
        <span className="field__error" id={errorId}>
          {text}
        </span>
      )}
    </div>
  );
}

/** A labelled text input registered with react-hook-form: the common case of FormField. */
export function InputField({
  label,
  error,
  hint,
  registration,
  ...input
}: {
  label: ReactNode;
  error: FieldError | undefined;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-invalid={invalid} aria-describedby={describedBy} {...input} {...registration} />
      )}
    </FormField>
  );
}

/** The country select of the registration and profile forms: every country by its name in the page's language. */
export function CountryField({
  error,
  registration,
}: {
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t, i18n } = useLingui();
  const iso = localeByCode(i18n.locale as LocaleCode).iso;
  const countries = useMemo(() => countryOptions(iso), [iso]);
  return (
    <FormField label={t`Country`} error={error}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-invalid={invalid} aria-describedby={describedBy} {...registration}>
          <option value="">{t`Please choose`}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
