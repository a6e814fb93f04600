import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { contentSecurityPolicy, securityHeaders, headersByType } from './security-headers.ts';

/** The policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );
}

/** Only the sources that name an outside host, per directive. */
function outsideHosts(policy: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, sources] of Object.entries(parse(policy))) {
    const hosts = sources.filter((s) => s.startsWith('https://'));
    if (hosts.length) out[name] = hosts;
  }
  return out;
}

const ENV = {
  recaptcha: { RECAPTCHA_SECRET: 'secret' },
  google: { GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' },
  facebook: { FACEBOOK_APP_ID: '1234', FACEBOOK_APP_SECRET: 'fb-secret' },
  analytics: { ANALYTICS_TAG_URL: 'https://stats.example.org/tag/v2.js?id=42' },
};
const policyFor = (env: Record<string, string>) => contentSecurityPolicy(readConfig(env));

const RECAPTCHA = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
const GOOGLE = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'frame-src': ['https://accounts.google.com/gsi/'],
};
const FACEBOOK = {
  'script-src': ['https://connect.facebook.net'],
  'connect-src': ['https://www.facebook.com'],
  'frame-src': ['https://www.facebook.com'],
};
const ANALYTICS = {
  'script-src': ['https://stats.example.org'],
  'connect-src': ['https://stats.example.org'],
};

describe('the Content-Security-Policy follows the configuration', () => {
  it('names no outside host, and no frame source, when no provider is configured', () => {
    const policy = policyFor({});
    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; media-src 'self' data: blob:; font-src 'self'; connect-src 'self' data: blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(policy).not.toMatch(/https?:|\*/);
  });

  it.each([
    ['reCAPTCHA', ENV.recaptcha, RECAPTCHA],
    ['Google sign-in', ENV.google, GOOGLE],
    ['Facebook', ENV.facebook, FACEBOOK],
    ['the analytics tag (its origin only)', ENV.analytics, ANALYTICS],
  ])('admits exactly the hosts of %s when it alone is configured', (_name, env, expected) => {
    const policy = policyFor(env);
    expect(outsideHosts(policy)).toEqual(expected);
    // What the provider adds comes after 'self', which stays.
    expect(parse(policy)['script-src']![0]).toBe("'self'");
    if ('frame-src' in expected) expect(parse(policy)['frame-src']![0]).toBe("'self'");
  });

  it('admits the union when every provider is configured, each source once', () => {
    const policy = policyFor({ ...ENV.recaptcha, ...ENV.google, ...ENV.facebook, ...ENV.analytics });
    expect(outsideHosts(policy)).toEqual({
      'script-src': [
        ...RECAPTCHA['script-src'],
        ...GOOGLE['script-src'],
        ...FACEBOOK['script-src'],
        ...ANALYTICS['script-src'],
      ],
      'style-src': GOOGLE['style-src'],
      'connect-src': [...GOOGLE['connect-src'], ...FACEBOOK['connect-src'], ...ANALYTICS['connect-src']],
      'frame-src': [...RECAPTCHA['frame-src'], ...GOOGLE['frame-src'], ...FACEBOOK['frame-src']],
    });
    expect(policy).not.toContain('*');
    const directives = Object.keys(parse(policy));
    expect(new Set(directives).size).toBe(directives.length);
  });

  it("follows the configured script addresses instead of the providers' own", () => {
    const policy = policyFor({
      ...ENV.recaptcha,
      ...ENV.google,
      ...ENV.facebook,
      RECAPTCHA_SCRIPT_URL: 'https://www.recaptcha.net/recaptcha/api.js',
      GOOGLE_SCRIPT_URL: 'https://sign-in.example.com/gsi/client',
      FACEBOOK_SDK_URL: 'https://sdk.example.com/en_US/sdk.js',
    });
    const scripts = outsideHosts(policy)['script-src'];
    expect(scripts).toEqual([
      'https://www.recaptcha.net/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://sign-in.example.com/gsi/client',
      'https://sdk.example.com',
    ]);
    expect(policy).not.toContain('connect.facebook.net');
  });

  it('refuses script and policy addresses that are not plain https', () => {
    for (const name of [
      'RECAPTCHA_SCRIPT_URL',
      'RECAPTCHA_PRIVACY_URL',
      'RECAPTCHA_TERMS_URL',
      'GOOGLE_SCRIPT_URL',
      'FACEBOOK_SDK_URL',
    ])
      for (const value of [
        'http://sdk.example.com/sdk.js',
        'javascript:alert(1)',
        '//sdk.example.com/sdk.js',
        '/sdk.js',
        'https://u:p@sdk.example.com/sdk.js',
      ])
        expect(
          () =>
            readConfig({
              ...ENV.recaptcha,
              GOOGLE_CLIENT_ID: 'g',
              FACEBOOK_APP_ID: 'f',
              FACEBOOK_APP_SECRET: 's',
              [name]: value,
            }),
          `${name}=${value}`,
        ).toThrow(new RegExp(name));
  });

  it('admits nothing for Facebook without its secret: sign-in is then off', () => {
    expect(outsideHosts(policyFor({ FACEBOOK_APP_ID: '1234' }))).toEqual({});
  });

  it('refuses an analytics tag that is not an https address', () => {
    for (const value of [
      'http://stats.example.org/tag.js',
      'javascript:alert(1)',
      '/tag.js',
      'https://u:p@x.org/t.js',
    ])
      expect(() => readConfig({ ANALYTICS_TAG_URL: value }), value).toThrow(/ANALYTICS_TAG_URL/);
  });

  it('carries the policy among the other headers', () => {
    const headers = securityHeaders(readConfig(ENV.analytics));
    expect(headers['content-security-policy']).toBe(policyFor(ENV.analytics));
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('which answers carry the document-only headers', () => {
  const headers = securityHeaders(readConfig({}));
  const forType = headersByType(headers);
  const documentOnly = ['x-frame-options', 'cross-origin-opener-policy', 'permissions-policy'];
  const everywhere = ['x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy'];

  it('keeps every header on pages, SVG, JSON, PDF, text and anything unnamed', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/json; charset=utf-8',
      'application/pdf',
      'text/plain',
      'application/octet-stream',
      'text/javascriptx',
      'image/pngx',
      undefined,
      '',
    ])
      expect(forType(type), String(type)).toEqual(headers);
  });

  it('leaves framing, opener, features and the policy off images, sounds, styles, fonts and models', () => {
    for (const type of [
      'image/webp',
      'image/png',
      'audio/ogg',
      'audio/mpeg',
      'text/css; charset=utf-8',
      'font/woff2',
      'model/gltf-binary',
    ]) {
      const kept = forType(type);
      for (const name of [...documentOnly, 'content-security-policy'])
        expect(kept[name], `${type} ${name}`).toBeUndefined();
      for (const name of everywhere) expect(kept[name], `${type} ${name}`).toBe(headers[name]);
    }
  });

  it('keeps the policy on scripts: a worker takes its policy from its script', () => {
    for (const type of ['application/javascript; charset=utf-8', 'text/javascript']) {
      const kept = forType(type);
      expect(kept['content-security-policy']).toBe(headers['content-security-policy']);
      for (const name of documentOnly) expect(kept[name]).toBeUndefined();
    }
  });
});
