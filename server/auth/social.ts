/**
 * Social sign-in (spec §7: facebook and google_oauth2). The browser obtains an access token from the provider;
 * the server never takes the browser's word for who that is: it asks the provider whether the token is valid
 * for this app and whose it is, and uses only the e-mail the provider vouches for. Off unless configured.
 */
export { SOCIAL_STRATEGIES as STRATEGIES, type SocialStrategy as Strategy } from '../../api/users.ts';
import type { SocialStrategy as Strategy } from '../../api/users.ts';

export interface SocialIdentity {
  email: string;
  firstName: string;
  lastName: string | null;
}

export interface SocialProvider {
  readonly strategy: Strategy;
  identify(accessToken: string): Promise<SocialIdentity>;
}

export class SocialSignInError extends Error {}

async function getJson(url: URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new SocialSignInError(
      `the provider could not be reached: ${error instanceof Error ? error.message : error}`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new SocialSignInError(`the provider refused the token (${response.status})`);
  return body;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export interface GoogleOptions {
  clientId: string;
  /** Where to ask about a token; Google's by default, a stand-in in tests. */
  tokenInfoUrl: string;
  userInfoUrl: string;
}

/** Google: the token must be issued to our client id (tokeninfo's aud), and the e-mail verified (userinfo). */
export function googleProvider(options: GoogleOptions): SocialProvider {
  return {
    strategy: 'google_oauth2',
    async identify(accessToken) {
      const infoUrl = new URL(options.tokenInfoUrl);
      infoUrl.searchParams.set('access_token', accessToken);
      const info = await getJson(infoUrl);
      if (info.aud !== options.clientId && info.azp !== options.clientId)
        throw new SocialSignInError('the token was issued to another app');
      const user = await getJson(new URL(options.userInfoUrl), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const email = text(user.email);
      if (!email || user.email_verified !== true)
        throw new SocialSignInError('the provider did not vouch for an e-mail address');
      return {
        email,
        firstName: text(user.given_name) ?? email.split('@')[0]!,
        lastName: text(user.family_name),
      };
    },
  };
}

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  /** Graph API base, e.g. https://graph.facebook.com/v7.0 (spec §9: SDK v7.0); a stand-in in tests. */
  graphUrl: string;
}

/** Facebook: debug_token proves the token is valid and ours; /me gives the e-mail (scope email, spec §7). */
export function facebookProvider(options: FacebookOptions): SocialProvider {
  const base = options.graphUrl.replace(/\/+$/, '');
  return {
    strategy: 'facebook',
    async identify(accessToken) {
      const debugUrl = new URL(`${base}/debug_token`);
      debugUrl.searchParams.set('input_token', accessToken);
      debugUrl.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
      const debug = (await getJson(debugUrl)).data as Record<string, unknown> | undefined;
      if (!debug || debug.is_valid !== true || String(debug.app_id) !== options.appId)
        throw new SocialSignInError('the token is not valid for this app');
      const meUrl = new URL(`${base}/me`);
      meUrl.searchParams.set('fields', 'id,email,first_name,last_name');
      meUrl.searchParams.set('access_token', accessToken);
      const me = await getJson(meUrl);
      const email = text(me.email);
      if (!email) throw new SocialSignInError('the account shares no e-mail address');
      return { email, firstName: text(me.first_name) ?? email.split('@')[0]!, lastName: text(me.last_name) };
    },
  };
}
