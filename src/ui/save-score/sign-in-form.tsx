import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { chainSecretField } from '../../play/chain-secrets.ts';
import { siteApi } from '../../api/site-api.ts';
import { useSessionActor } from '../../session/session-context.tsx';
import { GLOBAL_ERROR_MESSAGE } from './field-messages.ts';
import { InputField } from './form-field.tsx';
import {
  checkCodeRequest,
  checkSignIn,
  EMPTY_SIGN_IN,
  signInFields,
  type SignInValues,
} from './save-form-schema.ts';

type Problem = 'bad_credentials' | 'rate_limited' | 'forbidden' | 'global';

/** How long the "send a new code" button waits: the first mail usually arrives before it shows. */
export const RESEND_DELAY_MS = 30_000;

/**
 * Returning players (spec §4, §7): POST users/login with the e-mail and either the password or, without one, the
 * code POST users/sign_in_code mailed to the address (knowing an e-mail and a first name opens nothing), and the
 * anonymous chain to save with its secret. Either way the session has full rights; a reset link can be asked for.
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
  /** The address the last code went to: the code field shows only while the e-mail field still says it. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  /** Counts the codes asked for: each one restarts the wait before the next may be asked for. */
  const [sends, setSends] = useState(0);
  const [canResend, setCanResend] = useState(false);
  const resolver: Resolver<SignInValues> = async (values) => {
    const awaitingCode = values.method === 'code' && codeSentTo !== values.email.trim();
    const codes = awaitingCode ? checkCodeRequest(values) : checkSignIn(values);
    const keys = Object.keys(codes) as (keyof SignInValues)[];
    if (!keys.length) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(keys.map((k) => [k, { type: 'schema', message: codes[k] }])) as never,
    };
  };
  const { register, handleSubmit, watch, getValues, setError, setValue, formState } = useForm<SignInValues>({
    resolver,
    defaultValues: { ...EMPTY_SIGN_IN, email },
  });
  const { errors, isSubmitting } = formState;
  const method = watch('method');
  const typedEmail = watch('email');
  const codeStep = method === 'code' && codeSentTo !== null && codeSentTo === typedEmail.trim();

  useEffect(() => {
    if (sends === 0) return;
    setCanResend(false);
    const timer = setTimeout(() => setCanResend(true), RESEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sends]);

  const showFailure = (error: unknown) => {
    const code = error instanceof ApiRequestError ? error.body.error : null;
    if (code === 'invalid_input' && error instanceof ApiRequestError && error.body.fields?.email)
      setError('email', { type: 'server', message: error.body.fields.email.code });
    else if (code === 'bad_credentials' || code === 'rate_limited' || code === 'forbidden') setProblem(code);
    else setProblem('global');
  };

  const sendCode = async (address: string) => {
    setProblem(null);
    try {
      await (await siteApi({ token: () => null })).requestSignInCode(address, i18n.locale);
      // A new code replaces the old one on the server, so the field starts empty.
      setValue('code', '');
      setCodeSentTo(address);
      setSends((n) => n + 1);
    } catch (error) {
      showFailure(error);
    }
  };

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    if (values.method === 'code' && !codeStep) return sendCode(values.email.trim());
    const fields = signInFields(values);
    try {
      const api = await siteApi({ token: () => null });
      const answer = await api.login({
        email: fields.email!,
        ...(fields.password ? { password: fields.password } : { code: fields.code! }),
        ...(accumulatorUuid
          ? { accumulator_uuid: accumulatorUuid, ...chainSecretField(accumulatorUuid) }
          : {}),
      });
      // A password and a mailed code both give full rights, so the profile can be read.
      const { profile } = await (await siteApi({ token: () => answer.token })).me();
      session.send({
        type: 'session.login',
        signIn: {
          uuid: answer.id,
          strategy: values.method === 'password' ? 'password' : 'code',
          token: answer.token,
          scope: answer.scope,
          profile,
        },
      });
      await onSignedIn();
    } catch (error) {
      showFailure(error);
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
          <input type="radio" value="code" {...register('method')} />
          <span>{t`A code sent by e-mail`}</span>
        </label>
        <label className="check">
          <input type="radio" value="password" {...register('method')} />
          <span>{t`My password`}</span>
        </label>
      </fieldset>
      {method === 'password' && (
        <InputField
          label={t`Password`}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
        />
      )}
      {codeStep && (
        <>
          <p role="status" data-testid="sign-in-code-sent">
            {t`If an account has this e-mail address, we have sent it a code. It is valid for 15 minutes.`}
          </p>
          <InputField
            label={t`Code from the e-mail`}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required="true"
            registration={register('code')}
          />
        </>
      )}
      {problem && (
        <p role="alert" className="field__error" data-testid="sign-in-error">
          {problem === 'bad_credentials'
            ? method === 'password'
              ? t`The e-mail address or the password is not correct.`
              : t`This code is wrong or has expired. Check the e-mail, or ask for a new code.`
            : problem === 'rate_limited'
              ? t`Too many attempts. Please wait a minute and try again.`
              : problem === 'forbidden'
                ? t`This score was already saved by another player.`
                : i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {method === 'code' && !codeStep ? t`Send me a code` : t`Sign in`}
      </button>
      {codeStep && canResend && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void sendCode(codeSentTo)}
          data-testid="sign-in-code-resend"
        >
          {t`Didn't get it? Send a new code`}
        </button>
      )}
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
