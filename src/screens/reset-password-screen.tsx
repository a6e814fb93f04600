import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { Email } from '../../api/users.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { siteApi } from '../api/site-api.ts';
import { Link } from '../routing/link.tsx';
import { useSessionActor } from '../session/session-context.tsx';
import { useSite } from '../site/site-context.tsx';
import { GLOBAL_ERROR_MESSAGE } from '../ui/save-score/field-messages.ts';
import { API_ERROR_MESSAGES } from '../content/api-reasons.ts';

/**
 * Spec §2: the reset link of the e-mail lands here with its token; the visitor chooses a new password and is
 * signed in with it (the answer's token has full rights). A used, expired or unknown link says so and offers a
 * new one.
 */
const MIN_PASSWORD = 8;

type Values = { password: string; confirm: string };
type Status = 'idle' | 'sending' | 'done' | 'expired' | 'failed';

export function ResetPasswordScreen() {
  const { t, i18n } = useLingui();
  const token = useMemo(() => new URLSearchParams(location.search).get('token') ?? '', []);
  const [status, setStatus] = useState<Status>('idle');
  const session = useSessionActor();
  const locale = useSite((s) => s.context.route.locale);

  const schema = useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(1, t`This field is required`)
            .min(MIN_PASSWORD, t`Use at least ${MIN_PASSWORD} characters`),
          confirm: z.string().min(1, t`This field is required`),
        })
        .refine((v) => v.password === v.confirm, {
          path: ['confirm'],
          message: t`The passwords do not match`,
        }),
    [t],
  );
  const resolver: Resolver<Values> = async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as never };
  };
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setStatus('sending');
    try {
      const answer = await (await siteApi({ token: () => null })).confirmReset(password, token);
      const { profile } = await (await siteApi({ token: () => answer.token })).me();
      session.send({
        type: 'session.login',
        signIn: { uuid: profile.id, strategy: 'password', token: answer.token, scope: 'full', profile },
      });
      setStatus('done');
    } catch (error) {
      setStatus(isDeadLink(error) ? 'expired' : 'failed');
    }
  });

  return (
    <main className="screen screen--form" data-screen="reset-password" data-state={status}>
      <h1>{t`Choose a new password`}</h1>
      {!token ? (
        <>
          <p role="alert">{t`This reset link is incomplete. Please open the link from your e-mail again.`}</p>
          <NewLinkForm />
        </>
      ) : status === 'done' ? (
        <>
          <p role="status">{t`Your password has been changed and you are signed in.`}</p>
          <p>
            <Link to={{ name: 'my-score', locale }} className="button button--primary">
              {t`See my score`}
            </Link>{' '}
            <Link to={{ name: 'home', locale }} className="button button--ghost">
              {t`Play`}
            </Link>
          </p>
        </>
      ) : status === 'expired' ? (
        <>
          <p role="alert">{i18n._(API_ERROR_MESSAGES.invalid_reset_token)}</p>
          <NewLinkForm />
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <label className="field">
            <span>{t`New password`}</span>
            <input
              type="password"
              autoComplete="new-password"
              aria-invalid={!!formState.errors.password}
              {...register('password')}
            />
            {formState.errors.password && (
              <span className="field__error">{formState.errors.password.message}</span>
            )}
          </label>
          <label className="field">
            <span>{t`Repeat the new password`}</span>
            <input
              type="password"
              autoComplete="new-password"
              aria-invalid={!!formState.errors.confirm}
              {...register('confirm')}
            />
            {formState.errors.confirm && (
              <span className="field__error">{formState.errors.confirm.message}</span>
            )}
          </label>
          {status === 'failed' && (
            <p role="alert" className="field__error">
              {i18n._(GLOBAL_ERROR_MESSAGE)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={status === 'sending'}>
            {t`Save the new password`}
          </button>
        </form>
      )}
    </main>
  );
}

/**
 * Whether the link itself is what failed: unknown, used, expired, or a token the server would not even look up
 * (longer than any it sends). Retrying cannot help; a new link can.
 */
function isDeadLink(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const { error: code, fields } = error.body;
  return code === 'invalid_reset_token' || (code === 'invalid_input' && fields?.reset_token !== undefined);
}

/** Asks for a new reset link (POST users/reset_password): the answer is the same whether or not the address plays. */
function NewLinkForm() {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState<'idle' | 'sent' | 'failed'>('idle');
  const resolver: Resolver<{ email: string }> = async (values) => {
    if (Email.safeParse(values.email).success) return { values, errors: {} };
    const message = values.email.trim() ? t`Email is invalid` : t`This field is required`;
    return { values: {}, errors: { email: { type: 'schema', message } } as never };
  };
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver,
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await (await siteApi({ token: () => null })).requestReset(email.trim(), undefined, i18n.locale);
      setSent('sent');
    } catch {
      setSent('failed');
    }
  });
  if (sent === 'sent')
    return <p role="status">{t`If an account has this e-mail address, we have sent it a new link.`}</p>;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="new-link-form">
      <label className="field">
        <span>{t`E-mail`}</span>
        <input
          type="email"
          autoComplete="email"
          aria-invalid={!!formState.errors.email}
          {...register('email')}
        />
        {formState.errors.email && <span className="field__error">{formState.errors.email.message}</span>}
      </label>
      {sent === 'failed' && (
        <p role="alert" className="field__error">
          {i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {t`Send me a new link`}
      </button>
    </form>
  );
}
