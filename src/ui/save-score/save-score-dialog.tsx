import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BUILT_IN_SIGN_IN, type SignInOptions } from '../../../api/games.ts';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { chainSecretOf } from '../../play/chain-secrets.ts';
import { siteApi } from '../../api/site-api.ts';
import { useProfile, useSessionActor, useSignedIn } from '../../session/session-context.tsx';
import { Modal } from '../modal.tsx';
import { useCaptcha } from './captcha.ts';
import { GLOBAL_ERROR_MESSAGE } from './field-messages.ts';
import { RegisterForm } from './register-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import '../../styles/account.css';

type Mode = { kind: 'register' } | { kind: 'sign-in'; email: string; taken: boolean };

/**
 * Saving a score (spec §3): a signed-in player saves the chain with one click (PATCH games/{id}); a new player
 * fills the form (POST users with the chain); a returning one signs in (POST users/login with the chain).
 * `onSaved` gets the uuid of the chain's latest run.
 */
export function SaveScoreDialog({
  open,
  onClose,
  accumulatorUuid,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  accumulatorUuid: string;
  onSaved: (gameId: string) => void;
}) {
  return open ? (
    <SaveScoreModal onClose={onClose} accumulatorUuid={accumulatorUuid} onSaved={onSaved} />
  ) : null;
}

function SaveScoreModal({
  onClose,
  accumulatorUuid,
  onSaved,
}: {
  onClose: () => void;
  accumulatorUuid: string;
  onSaved: (gameId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  const profile = useProfile();
  const session = useSessionActor();
  const [mode, setMode] = useState<Mode>({ kind: 'register' });
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void siteApi()
      .then((api) => api.frontendData())
      .then(
        (data) => live && setOptions(data.sign_in),
        // Without an answer the page still offers the built-in captcha (the server's default).
        () => live && setOptions(BUILT_IN_SIGN_IN),
      );
    return () => {
      live = false;
    };
  }, []);
  // Started when the dialog opens, so the answer is usually ready before the form is filled.
  const captcha = useCaptcha(!signedIn && mode.kind === 'register', options);

  /**
   * PATCH games/{chain} with the session's token: the chain becomes the player's (again, after a sign-in that
   * already claimed it: the call is idempotent) and its latest run is the answer. A failure shows in the
   * signed-in view, whose button tries again.
   */
  const saveSignedIn = async () => {
    setSaving(true);
    setFailed(false);
    try {
      const saved = await (await siteApi()).saveGame(accumulatorUuid, chainSecretOf(accumulatorUuid));
      onSaved(saved.uuid);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) session.send({ type: 'session.expired' });
      else setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const title = signedIn
    ? t`Save your score`
    : mode.kind === 'register'
      ? t`Save your score`
      : t`Sign in to save your score`;

  return (
    <Modal title={title} onClose={onClose} testId="save-score-dialog">
      {signedIn && profile ? (
        <div className="save-form" data-state="signed-in">
          <p>{t`You are signed in as ${profile.first_name}. Your score will be saved to your account.`}</p>
          {failed && (
            <p role="alert" className="field__error" data-testid="save-error">
              {i18n._(GLOBAL_ERROR_MESSAGE)}
            </p>
          )}
          <button type="button" className="button button--primary" onClick={saveSignedIn} disabled={saving}>
            {t`Save my score`}
          </button>
        </div>
      ) : (
        <div data-state={mode.kind}>
          <button
            type="button"
            className="button button--ghost save-form__switch"
            aria-pressed={mode.kind === 'sign-in'}
            onClick={() =>
              setMode(
                mode.kind === 'register'
                  ? { kind: 'sign-in', email: '', taken: false }
                  : { kind: 'register' },
              )
            }
          >
            {mode.kind === 'register' ? t`Already played? Sign in` : t`New here? Create your player`}
          </button>
          {options && (
            <SocialButtons options={options} accumulatorUuid={accumulatorUuid} onSignedIn={saveSignedIn} />
          )}
          {mode.kind === 'register' ? (
            <RegisterForm
              accumulatorUuid={accumulatorUuid}
              captcha={captcha}
              onRegistered={saveSignedIn}
              onEmailTaken={(email) => setMode({ kind: 'sign-in', email, taken: true })}
            />
          ) : (
            <>
              {mode.taken && (
                <p role="status">{t`This e-mail address already has an account. Sign in to save your score.`}</p>
              )}
              <SignInForm accumulatorUuid={accumulatorUuid} email={mode.email} onSignedIn={saveSignedIn} />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
