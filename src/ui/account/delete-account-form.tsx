import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { siteApi } from '../../api/site-api.ts';
import { useSessionActor } from '../../session/session-context.tsx';
import { GLOBAL_ERROR_MESSAGE } from '../save-score/field-messages.ts';
import { InputField } from '../save-score/form-field.tsx';

type Problem = 'wrong_password' | 'global';

/**
 * GDPR erasure (DELETE users/me), confirmed with the password. An account made without a password, with Facebook or
 * Google has none: the text says to set one first (Profile), as the server requires.
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const [problem, setProblem] = useState<Problem | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password }) => {
    setProblem(null);
    if (!password) return setError('password', { type: 'schema', message: 'required' });
    try {
      await (await siteApi()).deleteMe(password);
      // The account and its tokens are gone: the session ends here, with nothing left to revoke.
      session.send({ type: 'session.expired' });
      onDeleted();
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.body.error === 'bad_credentials'
          ? 'wrong_password'
          : 'global',
      );
    }
  });

  return (
    <form className="form account-form" onSubmit={submit} noValidate data-testid="delete-form">
      <p>
        {t`This deletes your account and your personal data for good. Your scores leave the leaderboards and stay only as anonymous numbers in the totals.`}
      </p>
      <p>
        {t`If you have never set a password (you signed in with a code sent by e-mail, Facebook or Google), set one first in Profile.`}
      </p>
      <InputField
        label={t`Your password`}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
      />
      {problem && (
        <p role="alert" className="field__error">
          {problem === 'wrong_password' ? t`This password is not correct.` : i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t`Delete my data`}
      </button>
    </form>
  );
}
