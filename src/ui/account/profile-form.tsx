import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { normaliseName } from '../../../api/display-name.ts';
import { fieldErrorCode, type FieldErrorCode } from '../../../api/errors.ts';
import { updateProfileBody } from '../../../api/users.ts';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { siteApi } from '../../api/site-api.ts';
import { useProfile, useSessionActor } from '../../session/session-context.tsx';
import { GLOBAL_ERROR_MESSAGE } from '../save-score/field-messages.ts';
import { CountryField, InputField } from '../save-score/form-field.tsx';

interface ProfileValues {
  first_name: string;
  last_name: string;
  nickname: string;
  /** YYYY-MM-DD, as a date input gives it: the prize draw needs it (api/entry-rules.ts). */
  birth_date: string;
  country: string;
  /** Shown only while the rules are not accepted (a social sign-in's account): the draw needs them. */
  opt_in_legal: boolean;
  password: string;
}

const NAMES = new Set(['first_name', 'last_name', 'nickname']);

/** PUT users/me with what changed; the same schema as the server checks it. Empty fields stay as they are. */
function changes(values: ProfileValues): Record<string, string | boolean> {
  const { opt_in_legal, ...texts } = values;
  return {
    ...Object.fromEntries(
      Object.entries(texts)
        // Names as they will be stored (NFKC, trimmed: api/display-name.ts); the password exactly as typed.
        .map(([k, v]) => [k, k === 'password' ? v : NAMES.has(k) ? normaliseName(v) : v.trim()] as const)
        .filter(([, v]) => v !== ''),
    ),
    ...(opt_in_legal ? { opt_in_legal: true } : {}),
  };
}

export function ProfileForm() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const session = useSessionActor();
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const resolver: Resolver<ProfileValues> = async (values) => {
    const result = updateProfileBody(() => new Date().getFullYear()).safeParse(changes(values), {
      reportInput: true,
    });
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: FieldErrorCode }> = {};
    for (const issue of result.error.issues)
      errors[String(issue.path[0])] ??= { type: 'schema', message: fieldErrorCode(issue) };
    return { values: {}, errors: errors as never };
  };
  const { register, handleSubmit, formState, resetField } = useForm<ProfileValues>({
    resolver,
    defaultValues: {
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      nickname: profile?.nickname ?? '',
      birth_date: profile?.birth_date ?? '',
      country: profile?.country ?? '',
      opt_in_legal: profile?.opt_in_legal ?? false,
      password: '',
    },
  });
  const { errors, isSubmitting } = formState;
  const legalAccepted = profile?.opt_in_legal === true;

  const submit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      const answer = await (await siteApi()).updateMe(changes(values));
      session.send({ type: 'session.profileUpdated', profile: answer.profile });
      resetField('password');
      setStatus('saved');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) session.send({ type: 'session.expired' });
      else setStatus('failed');
    }
  });

  const text = (name: keyof ProfileValues, label: string, autoComplete: string, type = 'text') => (
    <InputField
      label={label}
      error={errors[name]}
      type={type}
      autoComplete={autoComplete}
      registration={register(name)}
    />
  );

  return (
    <form className="form account-form" onSubmit={submit} noValidate data-testid="profile-form">
      {text('first_name', t`First name`, 'given-name')}
      {text('last_name', t`Last name`, 'family-name')}
      {text('nickname', t`Nickname (shown on the leaderboard instead of your name)`, 'nickname')}
      {text('birth_date', t`Birthday`, 'bday', 'date')}
      <CountryField error={errors.country} registration={register('country')} />
      {!legalAccepted && (
        <label className="check">
          <input type="checkbox" {...register('opt_in_legal')} />
          <span>{t`I accept the rules and the terms and conditions of the game.`}</span>
        </label>
      )}
      {text('password', t`New password (leave empty to keep yours)`, 'new-password', 'password')}
      {status === 'saved' && <p role="status">{t`Your profile has been saved.`}</p>}
      {status === 'failed' && (
        <p role="alert" className="field__error">
          {i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t`Save`}
      </button>
    </form>
  );
}

/**
 * A session opened by registering without a password may not read or change personal data, nor erase it: the player
 * sets a password first, through the reset link mailed to their address, which proves the address is theirs.
 */
export function SetPasswordFirst() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle');
  const send = async () => {
    if (!profile) return;
    try {
      await (await siteApi({ token: () => null })).requestReset(profile.email, undefined, i18n.locale);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className="account-form">
      <p>
        {t`You saved your score without a password. To see or change your profile, or to delete your data, set a password first: we will send you a link by e-mail.`}
      </p>
      {status === 'sent' ? (
        <p role="status">{t`We have sent a link to ${profile?.email ?? ''}.`}</p>
      ) : (
        <button type="button" className="button button--primary" onClick={() => void send()}>
          {t`Send me a link to set a password`}
        </button>
      )}
      {status === 'failed' && (
        <p role="alert" className="field__error">
          {i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
    </div>
  );
}
