import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { withBase } from '../routing/base-path.ts';

/** Spec §2: the reset link of the e-mail lands here with its token; the visitor chooses a new password. */
const MIN_PASSWORD = 8;

type Values = { password: string; confirm: string };
type Status = 'idle' | 'sending' | 'done' | 'failed';

export function ResetPasswordScreen() {
  const { t } = useLingui();
  const token = useMemo(() => new URLSearchParams(location.search).get('token') ?? '', []);
  const [status, setStatus] = useState<Status>('idle');

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
      const body = new FormData();
      body.set('password', password);
      body.set('reset_token', token);
      const response = await fetch(withBase('/api/users/reset_password'), { method: 'PUT', body });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      setStatus(response.ok && !answer.message ? 'done' : 'failed');
    } catch {
      setStatus('failed');
    }
  });

  return (
    <main className="screen screen--form" data-screen="reset-password">
      <h1>{t`Choose a new password`}</h1>
      {!token ? (
        <p role="alert">{t`This reset link is incomplete. Please open the link from your e-mail again.`}</p>
      ) : status === 'done' ? (
        <p role="status">{t`Your password has been changed.`}</p>
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
            <p role="alert" className="field__error">{t`An error occurred, please try again later`}</p>
          )}
          <button type="submit" className="button button--primary" disabled={status === 'sending'}>
            {t`Save the new password`}
          </button>
        </form>
      )}
    </main>
  );
}
