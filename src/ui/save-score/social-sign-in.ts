import type { SocialStrategy } from '../../../api/users.ts';
import { loadScript } from './load-script.ts';

/**
 * The providers' own sign-in in the browser (spec §7: Facebook's SDK v7.0 with the email scope, Google Identity
 * Services): each script loads only when the visitor presses its button, and gives an access token that the
 * server then checks with the provider. Null when the visitor closed the provider's window without signing in.
 */
interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(options: {
        client_id: string;
        scope: string;
        callback: (response: { access_token?: string; error?: string }) => void;
        error_callback?: (error: unknown) => void;
      }): { requestAccessToken(): void };
    };
  };
}

async function facebookToken(appId: string, sdkUrl: string): Promise<string | null> {
  await loadScript(sdkUrl);
  const FB = (window as unknown as { FB?: FacebookSdk }).FB;
  if (!FB) throw new Error('The Facebook SDK did not start');
  FB.init({ appId, version: 'v7.0' });
  return new Promise((resolve) =>
    FB.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'email' }),
  );
}

async function googleToken(clientId: string, scriptUrl: string): Promise<string | null> {
  await loadScript(scriptUrl);
  const google = (window as unknown as { google?: GoogleIdentity }).google;
  if (!google) throw new Error('Google Identity Services did not start');
  return new Promise((resolve) =>
    google.accounts.oauth2
      .initTokenClient({
        client_id: clientId,
        scope: 'openid email profile',
        callback: (response) => resolve(response.access_token ?? null),
        error_callback: () => resolve(null),
      })
      .requestAccessToken(),
  );
}

/** A provider's token, from its script at the address the server's configuration gives (`sign_in`). */
export function providerToken(
  strategy: SocialStrategy,
  publicId: string,
  scriptUrl: string,
): Promise<string | null> {
  return strategy === 'facebook' ? facebookToken(publicId, scriptUrl) : googleToken(publicId, scriptUrl);
}
