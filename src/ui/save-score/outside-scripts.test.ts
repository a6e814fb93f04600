// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { BUILT_IN_SIGN_IN, type SignInOptions } from '../../../api/games.ts';
import { providerToken } from './social-sign-in.ts';
import { useCaptcha } from './captcha.ts';

/*
 * Nothing here is fetched: jsdom runs no outside script (its default `resources`), and every address is under the
 * reserved `.example` name (RFC 2606), which resolves nowhere. The tests read the `src` the page writes.
 */

/** The script element the page added for `prefix`, once it is there. */
async function scriptFor(prefix: string): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const script = [...document.head.querySelectorAll('script')].find((s) => s.src.startsWith(prefix));
    if (!script) throw new Error(`no script from ${prefix}`);
    return script;
  });
}

describe('outside scripts load from the addresses the server configures', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    for (const name of ['google', 'FB', 'grecaptcha'])
      delete (window as unknown as Record<string, unknown>)[name];
  });

  it("loads Google's sign-in from the configured address and returns its token", async () => {
    const token = providerToken('google_oauth2', 'client-id', 'https://sign-in.example/gsi/client');
    const script = await scriptFor('https://sign-in.example/');
    expect(script.src).toBe('https://sign-in.example/gsi/client');
    (window as unknown as { google: unknown }).google = {
      accounts: {
        oauth2: {
          initTokenClient: (options: {
            client_id: string;
            callback: (r: { access_token: string }) => void;
          }) => ({
            requestAccessToken: () => options.callback({ access_token: `token for ${options.client_id}` }),
          }),
        },
      },
    };
    script.onload?.(new Event('load'));
    await expect(token).resolves.toBe('token for client-id');
  });

  it("loads Facebook's SDK from the configured address", async () => {
    const token = providerToken('facebook', '1234', 'https://sdk.example/en_US/sdk.js');
    const script = await scriptFor('https://sdk.example/');
    expect(script.src).toBe('https://sdk.example/en_US/sdk.js');
    (window as unknown as { FB: unknown }).FB = {
      init: () => undefined,
      login: (callback: (r: { authResponse: { accessToken: string } }) => void) =>
        callback({ authResponse: { accessToken: 'fb-token' } }),
    };
    script.onload?.(new Event('load'));
    await expect(token).resolves.toBe('fb-token');
  });

  it('runs reCAPTCHA from the configured script, with the configured policy links in its notice', async () => {
    const options: SignInOptions = {
      ...BUILT_IN_SIGN_IN,
      captcha: 'recaptcha',
      recaptcha_site_key: 'site key',
      recaptcha_script_url: 'https://captcha.example/recaptcha/api.js',
      recaptcha_privacy_url: 'https://policies.example/privacy',
      recaptcha_terms_url: 'https://policies.example/terms',
    };
    const { result } = renderHook(() => useCaptcha(true, options));
    expect(result.current.status).toEqual({
      kind: 'recaptcha',
      privacyUrl: 'https://policies.example/privacy',
      termsUrl: 'https://policies.example/terms',
    });
    const script = await scriptFor('https://captcha.example/');
    expect(script.src).toBe('https://captcha.example/recaptcha/api.js?render=site+key');
    (window as unknown as { grecaptcha: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: (siteKey: string, { action }: { action: string }) => Promise.resolve(`${siteKey}/${action}`),
    };
    await act(async () => script.onload?.(new Event('load')));
    await expect(result.current.take()).resolves.toBe('site key/register');
  });

  it('says the check failed, and loads nothing, when the server names no reCAPTCHA script', async () => {
    const options: SignInOptions = { ...BUILT_IN_SIGN_IN, captcha: 'recaptcha', recaptcha_site_key: 'key' };
    const { result } = renderHook(() => useCaptcha(true, options));
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'failed' }));
    expect(document.head.querySelector('script')).toBeNull();
    await expect(result.current.take()).rejects.toThrow(/not configured/);
  });
});
