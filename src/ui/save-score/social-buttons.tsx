import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SignInOptions } from '../../../api/games.ts';
import type { SocialStrategy } from '../../../api/users.ts';
import { chainSecretField } from '../../play/chain-secrets.ts';
import { siteApi } from '../../api/site-api.ts';
import { useSessionActor } from '../../session/session-context.tsx';
import { GLOBAL_ERROR_MESSAGE } from './field-messages.ts';
import { providerToken } from './social-sign-in.ts';

/**
 * Facebook and Google sign-in, each shown only when the server has it configured (GET frontend_data's
 * `sign_in`). The provider's token goes to POST users/auth/{strategy}/callback with the chain to save; spec §4:
 * an answer without a token leaves the visitor signed out.
 */
export function SocialButtons({
  options,
  accumulatorUuid,
  onSignedIn,
}: {
  options: SignInOptions;
  accumulatorUuid: string;
  onSignedIn: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const session = useSessionActor();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // A provider is offered when the server gives both its public id and its script's address.
  const offered: [SocialStrategy, string | null, string | null, string][] = [
    ['facebook', options.facebook_app_id, options.facebook_sdk_url, t`Continue with Facebook`],
    ['google_oauth2', options.google_client_id, options.google_script_url, t`Continue with Google`],
  ];
  const providers = offered.flatMap(([strategy, id, script, label]) =>
    id && script ? [{ strategy, id, script, label }] : [],
  );
  if (!providers.length) return null;

  const signIn = async (strategy: SocialStrategy, publicId: string, scriptUrl: string) => {
    setFailed(false);
    setBusy(true);
    try {
      const accessToken = await providerToken(strategy, publicId, scriptUrl);
      if (!accessToken) {
        session.send({ type: 'session.social', signIn: null });
        return;
      }
      const api = await siteApi({ token: () => null });
      const answer = await api.socialSignIn(strategy, {
        access_token: accessToken,
        accumulator_uuid: accumulatorUuid,
        ...chainSecretField(accumulatorUuid),
      });
      const { profile } = await (await siteApi({ token: () => answer.token })).me();
      session.send({
        type: 'session.social',
        signIn: { uuid: answer.id, strategy, token: answer.token, scope: answer.scope, profile },
      });
      await onSignedIn();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="save-form__social">
      {providers.map(({ strategy, id, script, label }) => (
        <button
          key={strategy}
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void signIn(strategy, id, script)}
        >
          {label}
        </button>
      ))}
      {failed && (
        <p role="alert" className="field__error">
          {i18n._(GLOBAL_ERROR_MESSAGE)}
        </p>
      )}
    </div>
  );
}
