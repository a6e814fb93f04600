import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { normaliseName } from '../../../api/display-name.ts';
import { localeByCode, type LocaleCode } from '../../../api/locales.ts';
import { MAX_AGE, MIN_AGE } from '../../../api/users.ts';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { chainSecretField } from '../../play/chain-secrets.ts';
import { siteApi } from '../../api/site-api.ts';
import { useSessionActor } from '../../session/session-context.tsx';
import type { CaptchaStatus } from './captcha.ts';
import { GLOBAL_ERROR_MESSAGE } from './field-messages.ts';
import { CountryField, FormField, InputField, useErrorText } from './form-field.tsx';
import {
  checkSaveForm,
  EMPTY_SAVE_FORM,
  formFieldOf,
  registerFields,
  type SaveFormValues,
} from './save-form-schema.ts';
import { dateFormat } from '../../../api/locale-format.ts';

type Problem = 'global' | 'captcha' | 'rate_limited' | 'forbidden';

/**
 * The score-save form for a new player (spec §3): POST /users with the anonymous chain, then the session signs
 * in with the answer. Whatever happens, the values typed stay in the form.
 */
export function RegisterForm({
  accumulatorUuid,
  captcha,
  onRegistered,
  onEmailTaken,
}: {
  accumulatorUuid: string;
  captcha: { status: CaptchaStatus; take: () => Promise<string>; renew: () => void };
  /** The session is signed in and the chain is the player's. */
  onRegistered: () => Promise<void>;
  /** The address has an account with the same surname: the visitor should sign in instead. */
  onEmailTaken: (email: string) => void;
}) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const iso = localeByCode(i18n.locale as LocaleCode).iso;
  const [problem, setProblem] = useState<Problem | null>(null);
  const year = new Date().getFullYear();
  const months = useMemo(() => {
    const format = dateFormat(iso, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2000, m, 1)));
  }, [iso]);
  const errorText = useErrorText();

  const resolver: Resolver<SaveFormValues> = async (values) => {
    const codes = checkSaveForm(values, year);
    const keys = Object.keys(codes) as (keyof SaveFormValues)[];
    if (!keys.length) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(keys.map((k) => [k, { type: 'schema', message: codes[k] }])) as never,
    };
  };
  const { register, handleSubmit, setError, setValue, formState } = useForm<SaveFormValues>({
    resolver,
    defaultValues: EMPTY_SAVE_FORM,
  });
  const { errors, isSubmitting } = formState;
  /** A name shows as it will be stored (NFKC, trimmed) once the visitor leaves its field. */
  const name = (field: 'first_name' | 'last_name') =>
    register(field, {
      onBlur: (event: { target: { value: string } }) => setValue(field, normaliseName(event.target.value)),
    });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    let recaptcha: string;
    try {
      recaptcha = await captcha.take();
    } catch {
      setProblem('captcha');
      captcha.renew();
      return;
    }
    const fields = registerFields(values);
    try {
      const api = await siteApi({ token: () => null });
      const answer = await api.register({
        ...fields,
        recaptcha,
        accumulator_uuid: accumulatorUuid,
        ...chainSecretField(accumulatorUuid),
        locale: i18n.locale,
      });
      session.send({
        type: 'session.login',
        signIn: {
          uuid: answer.id,
          strategy: 'first_name',
          token: answer.token,
          scope: answer.scope,
          profile: {
            id: answer.id,
            email: String(fields.email),
            first_name: String(fields.first_name),
            last_name: typeof fields.last_name === 'string' ? fields.last_name : null,
            country: typeof fields.country === 'string' ? fields.country : null,
            public_slug: answer.public_slug,
          },
        },
      });
      await onRegistered();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return setProblem('global');
      const { error: code, fields: fieldErrors } = error.body;
      if (code === 'duplicate_email') setError('email', { type: 'server', message: 'duplicate_email' });
      else if (code === 'email_exists') onEmailTaken(String(fields.email));
      else if (code === 'invalid_input' && fieldErrors) {
        let shown = false;
        for (const [apiField, detail] of Object.entries(fieldErrors)) {
          const field = formFieldOf(apiField);
          if (!field) continue;
          shown = true;
          setError(field, { type: 'server', message: detail.code });
        }
        if (!shown) setProblem('global');
      } else if (code === 'captcha_failed') setProblem('captcha');
      else if (code === 'rate_limited' || code === 'forbidden') setProblem(code);
      else setProblem('global');
    } finally {
      captcha.renew();
    }
  });

  const days = Array.from({ length: 31 }, (_, d) => String(d + 1));
  const years = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => String(year - MIN_AGE - i));
  const birthdayError = errorText(errors.birth_day);

  return (
    <form className="form save-form" onSubmit={submit} noValidate data-testid="register-form">
      <InputField
        label={t`E-mail`}
        error={errors.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        registration={register('email')}
      />
      <InputField
        label={t`First name`}
        error={errors.first_name}
        autoComplete="given-name"
        aria-required="true"
        registration={name('first_name')}
      />
      <InputField
        label={t`Last name`}
        error={errors.last_name}
        autoComplete="family-name"
        registration={name('last_name')}
      />
      <FormField label={t`Gender`} error={errors.gender}>
        {({ id, describedBy, invalid }) => (
          <select id={id} aria-invalid={invalid} aria-describedby={describedBy} {...register('gender')}>
            <option value="">{t`Please choose`}</option>
            <option value="male">{t`Male`}</option>
            <option value="female">{t`Female`}</option>
            <option value="other">{t`Prefer not to say / other`}</option>
          </select>
        )}
      </FormField>
      <fieldset
        className="field save-form__birthday"
        aria-describedby={birthdayError ? 'birthday-error' : undefined}
      >
        <legend>{t`Birthday`}</legend>
        <div className="save-form__date">
          <select aria-label={t`Day`} aria-invalid={Boolean(birthdayError)} {...register('birth_day')}>
            <option value="">{t`Day`}</option>
            {days.map((d) => (
              <option key={d} value={d}>
                {i18n.number(Number(d))}
              </option>
            ))}
          </select>
          <select aria-label={t`Month`} aria-invalid={Boolean(birthdayError)} {...register('birth_month')}>
            <option value="">{t`Month`}</option>
            {months.map((name, m) => (
              <option key={name} value={String(m + 1)}>
                {name}
              </option>
            ))}
          </select>
          <select aria-label={t`Year`} aria-invalid={Boolean(birthdayError)} {...register('birth_year')}>
            <option value="">{t`Year`}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {birthdayError && (
          <span className="field__error" id="birthday-error">
            {birthdayError}
          </span>
        )}
      </fieldset>
      <CountryField error={errors.country} registration={register('country')} />
      <label className="check">
        <input type="checkbox" {...register('opt_in_commercial')} />
        <span>{t`I agree that the brand may use my data to send me news and offers (optional).`}</span>
      </label>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            aria-invalid={Boolean(errors.opt_in_legal)}
            aria-describedby={errors.opt_in_legal ? 'optin-error' : undefined}
            aria-required="true"
            {...register('opt_in_legal')}
          />
          <span>{t`I accept the rules and the terms and conditions of the game.`}</span>
        </label>
        {errors.opt_in_legal && (
          <span className="field__error" id="optin-error">
            {errorText(errors.opt_in_legal)}
          </span>
        )}
      </div>
      <CaptchaLine status={captcha.status} />
      {problem && (
        <p role="alert" className="field__error" data-testid="save-error">
          {problem === 'captcha'
            ? t`The check that you are not a robot failed. Please try again.`
            : problem === 'rate_limited'
              ? t`Too many attempts. Please wait a minute and try again.`
              : problem === 'forbidden'
                ? t`This score was already saved by another player.`
                : i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t`Save my score`}
      </button>
    </form>
  );
}

/** The proof of work's progress, or reCAPTCHA's notice with Google's links (required when its badge is hidden). */
function CaptchaLine({ status }: { status: CaptchaStatus }) {
  const { t, i18n } = useLingui();
  if (status.kind === 'recaptcha')
    return (
      <p className="save-form__captcha">
        <Trans>
          This site is protected by reCAPTCHA and the Google{' '}
          <a href={status.privacyUrl} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>{' '}
          and{' '}
          <a href={status.termsUrl} target="_blank" rel="noopener noreferrer">
            Terms of Service
          </a>{' '}
          apply.
        </Trans>
      </p>
    );
  const percent = i18n.number(status.kind === 'solving' ? status.percent / 100 : 0, { style: 'percent' });
  return (
    <p className="save-form__captcha" role="status" data-captcha={status.kind}>
      {status.kind === 'ready'
        ? t`You are not a robot: checked.`
        : status.kind === 'failed'
          ? t`The check that you are not a robot could not run. It will run again when you save.`
          : t`Checking you are not a robot… ${percent}`}
    </p>
  );
}
