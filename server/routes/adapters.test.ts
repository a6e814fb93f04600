import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/server-harness.ts';
import { apiClient, expectJsonError, linkIn } from '../../test/api-client.ts';
import {
  FACEBOOK_APP,
  GOOGLE_CLIENT,
  startProviderStandIns,
  startSmtpReceiver,
  type StandIns,
} from '../../test/stand-ins.ts';

/** Every configured adapter, run against its local stand-in on loopback. */
describe('configured adapters against local stand-ins', () => {
  let standIns: StandIns;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    standIns = await startProviderStandIns();
    harness = await createTestApp('pglite', {
      google: {
        clientId: GOOGLE_CLIENT,
        tokenInfoUrl: `${standIns.url}/google/tokeninfo`,
        userInfoUrl: `${standIns.url}/google/userinfo`,
        scriptUrl: 'https://sign-in.example.com/google/client.js',
      },
      facebook: {
        appId: FACEBOOK_APP,
        appSecret: 'fb-secret',
        graphUrl: `${standIns.url}/graph`,
        sdkUrl: 'https://sign-in.example.com/facebook/sdk.js',
      },
      recaptchaSecret: 'recaptcha-secret',
      recaptchaSiteKey: 'recaptcha-site-key',
      recaptchaVerifyUrl: `${standIns.url}/recaptcha/siteverify`,
      geo: { url: `${standIns.url}/geo`, accessKey: 'geo-key' },
    });
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
    await standIns?.close();
  });

  it('tells the page which captcha to run and which social sign-ins to offer, with public ids only', async () => {
    const { sign_in } = (await api.get('frontend_data')).json();
    expect(sign_in).toEqual({
      captcha: 'recaptcha',
      recaptcha_site_key: 'recaptcha-site-key',
      recaptcha_script_url: 'https://www.google.com/recaptcha/api.js',
      recaptcha_privacy_url: 'https://policies.google.com/privacy',
      recaptcha_terms_url: 'https://policies.google.com/terms',
      facebook_app_id: FACEBOOK_APP,
      facebook_sdk_url: 'https://sign-in.example.com/facebook/sdk.js',
      google_client_id: GOOGLE_CLIENT,
      google_script_url: 'https://sign-in.example.com/google/client.js',
    });
    expect(JSON.stringify(sign_in)).not.toContain('secret');
  });

  it('signs in with Google only for a token issued to this app with a verified e-mail', async () => {
    const ok = await api.post('users/auth/google_oauth2/callback', {
      access_token: `g~${GOOGLE_CLIENT}~gina@example.com~yes`,
      opt_in_commercial: 'true',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, scope: 'full' });
    expect((await api.get('users/me', ok.json().token)).json().profile).toMatchObject({
      email: 'gina@example.com',
      first_name: 'Gina',
      last_name: 'Google',
      opt_in_commercial: true,
    });
    expectJsonError(
      await api.post('users/auth/google_oauth2/callback', {
        access_token: 'g~other-app~gina@example.com~yes',
      }),
      401,
      'bad_credentials',
    );
    expectJsonError(
      await api.post('users/auth/google_oauth2/callback', {
        access_token: `g~${GOOGLE_CLIENT}~eve@example.com~no`,
      }),
      401,
      'bad_credentials',
    );
    // The same e-mail again signs in to the same account.
    const again = (
      await api.post('users/auth/google_oauth2/callback', {
        access_token: `g~${GOOGLE_CLIENT}~gina@example.com~yes`,
      })
    ).json();
    expect(again.id).toBe(ok.json().id);
  });

  it('signs in with Facebook only for a valid token of this app that shares an e-mail', async () => {
    const ok = await api.post('users/auth/facebook/callback', {
      access_token: `f~${FACEBOOK_APP}~fred@example.com`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expectJsonError(
      await api.post('users/auth/facebook/callback', { access_token: 'f~999~fred@example.com' }),
      401,
      'bad_credentials',
    );
    expectJsonError(
      await api.post('users/auth/facebook/callback', { access_token: `f~${FACEBOOK_APP}~none` }),
      401,
      'bad_credentials',
    );
    expectJsonError(
      await api.post('users/auth/twitter/callback', { access_token: 'whatever-token' }),
      404,
      'not_found',
    );
  });

  it('checks reCAPTCHA with the provider: action and score must pass', async () => {
    const base = { email: 'rc@example.com', first_name: 'Rae', opt_in_legal: true };
    expectJsonError(await api.post('users', { ...base, recaptcha: 'bot' }), 400, 'captcha_failed');
    expectJsonError(await api.post('users', { ...base, recaptcha: 'forged' }), 400, 'captcha_failed');
    expect((await api.post('users', { ...base, recaptcha: 'human' })).statusCode).toBe(200);
    expectJsonError(await api.get('captcha/challenge'), 404, 'not_found');
  });

  it('asks the geolocation service for the country', async () => {
    expect((await api.get('country')).json()).toMatchObject({
      country_code: 'DE',
      segment: 'DE',
      source: 'geolocation',
    });
  });
});

describe('defaults need no outside service', () => {
  it('has social sign-in off, and a failing geolocation service yields no country', async () => {
    const standIns = await startProviderStandIns();
    const harness = await createTestApp('pglite', {
      geo: { url: `${standIns.url}/geo`, accessKey: 'wrong-key' },
    });
    try {
      const api = apiClient(harness.app);
      const off = expectJsonError(
        await api.post('users/auth/google_oauth2/callback', { access_token: 'some-token-value' }),
        404,
        'not_found',
      );
      expect(off.message).toMatch(/not enabled/);
      expect((await api.get('country')).json()).toMatchObject({ country_code: null, source: 'none' });
    } finally {
      await harness.close();
      await standIns.close();
    }
  });
});

describe('mail through SMTP', () => {
  it('delivers the reset mail to the SMTP server; its link works once', async () => {
    const smtp = await startSmtpReceiver();
    const harness = await createTestApp('pglite', { smtpUrl: smtp.url });
    try {
      const api = apiClient(harness.app);
      await api.register({ email: 'smtp@example.com', first_name: 'Sam', password: 'old password' });
      expect(
        (await api.post('users/reset_password', { email: 'smtp@example.com', locale: 'fr' })).statusCode,
      ).toBe(200);
      await harness.app.backgroundIdle();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual(['smtp@example.com']);
      expect(smtp.messages[0]!.raw).toMatch(/Content-Language: fr/i);
      const token = new URL(linkIn(smtp.messages[0]!.raw)).searchParams.get('token')!;
      expect(
        (await api.put('users/reset_password', { password: 'new password!', reset_token: token })).statusCode,
      ).toBe(200);
      expectJsonError(
        await api.put('users/reset_password', { password: 'newer password', reset_token: token }),
        400,
        'invalid_reset_token',
      );
    } finally {
      await harness.close();
      await smtp.close();
    }
  });
});
