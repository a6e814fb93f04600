import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { siteApi } from '../../api/site-api.ts';
import { useSessionActor } from '../../session/session-context.tsx';
import { GLOBAL_ERROR_MESSAGE } from './field-messages.ts';
import { InputField } from './form-field.tsx';
import { checkSignIn, EMPTY_SIGN_IN, signInFields, type SignInValues } from './save-form-schema.ts';

type Problem = 'bad_credentials' | 'rate_limited' | 'forbidden' | 'global';

/**
 * Returning players (spec §4, §7): POST users/login with the e-mail and the first name (passwordless) or the
 * password, and the anonymous chain to save. A password also unlocks the profile; a reset link can be asked for.
 */
export function SignInForm({
  accumulatorUuid,
  email = '',
  onSignedIn,
}: {
  accumulatorUuid: string | null;
  /** Prefilled when registration found the address already has an account. */
  email?: string;
  onSignedIn: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const resolver: Resolver<SignInValues> = async (values) => {
    const codes = checkSignIn(values);
    const keys = Object.keys(codes) as (keyof SignInValues)[];
    if (!keys.length) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(keys.map((k) => [k, { type: 'schema', message: codes[k] }])) as never,
    };
  };
  const { register, handleSubmit, watch, getValues, setError, formState } = useForm<SignInValues>({
    resolver,
    defaultValues: { ...EMPTY_SIGN_IN, email },
  });
  const { errors, isSubmitting } = formState;
  const method = watch('method');

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const fields = signInFields(values);
    try {
      const api = await siteApi({ token: () => null });
      const answer = await api.login({
        email: fields.email!,
        ...(fields.password ? { password: fields.password } : { first_name: fields.first_name! }),
        ...(accumulatorUuid ? { accumulator_uuid: accumulatorUuid } : {}),
      });
      const profile =
        answer.scope === 'full'
          ? (await (await siteApi({ token: () => answer.token })).me()).profile
          : {
              id: answer.id,
              email: fields.email!,
              first_name: fields.first_name!,
              public_slug: answer.public_slug,
            };
      session.send({
        type: 'session.login',
        signIn: {
          uuid: answer.id,
          strategy: values.method === 'password' ? 'password' : 'first_name',
          token: answer.token,
          scope: answer.scope,
          profile,
        },
      });
      await onSignedIn();
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.body.error : null;
      if (code === 'invalid_input' && error instanceof ApiRequestError && error.body.fields?.email)
        setError('email', { type: 'server', message: error.body.fields.email.code });
      else if (code === 'bad_credentials' || code === 'rate_limited' || code === 'forbidden')
        setProblem(code);
      else setProblem('global');
    }
  });

  const askReset = async () => {
    const address = getValues('email').trim();
    if (!address) return setError('email', { type: 'schema', message: 'required' });
    try {
      // No redirect_url: the server's link opens this site's /reset-password/ page.
      await (await siteApi({ token: () => null })).requestReset(address, undefined, i18n.locale);
      setResetSent(true);
    } catch {
      setProblem('global');
    }
  };

  return (
    <form className="form save-form" onSubmit={submit} noValidate data-testid="sign-in-form">
      <InputField
        label={t`E-mail`}
        error={errors.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        registration={register('email')}
      />
      <fieldset className="field save-form__method">
        <legend>{t`Sign in with`}</legend>
        <label className="check">
          <input type="radio" value="first_name" {...register('method')} />
          <span>{t`My first name`}</span>
        </label>
        <label className="check">
          <input type="radio" value="password" {...register('method')} />
          <span>{t`My password`}</span>
        </label>
      </fieldset>
      {method === 'password' ? (
        <InputField
          label={t`Password`}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
        />
      ) : (
        <InputField
          label={t`First name`}
          error={errors.first_name}
          autoComplete="given-name"
          registration={register('first_name')}
        />
      )}
      {problem && (
        <p role="alert" className="field__error" data-testid="sign-in-error">
          {problem === 'bad_credentials'
            ? method === 'password'
              ? t`The e-mail address or the password is not correct.`
              : t`No player has this e-mail address and first name.`
            : problem === 'rate_limited'
              ? t`Too many attempts. Please wait a minute and try again.`
              : problem === 'forbidden'
                ? t`This score was already saved by another player.`
                : i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t`Sign in`}
      </button>
      {method === 'password' &&
        (resetSent ? (
          <p role="status">{t`If an account has this e-mail address, we have sent it a link to choose a new password.`}</p>
        ) : (
          <button type="button" className="button button--ghost" onClick={askReset}>
            {t`Forgot your password? Get a link by e-mail`}
          </button>
        ))}
    </form>
  );
}
