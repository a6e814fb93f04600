import type { ServerConfig } from './config.ts';

/**
 * Headers every answer carries (a document all of them, a subresource those that act on it; see
 * `headersByType`). By default the Content-Security-Policy names no outside host: every script,
 * style, image, sound and model comes from this server (blob: and data: are what Babylon and howler create
 * locally). Each optional provider the operator configures adds exactly the sources its documentation asks for,
 * and nothing is admitted for a provider that is not configured.
 */
type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'media-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

type Sources = Partial<Record<Directive, readonly string[]>>;

const BASE: Record<Directive, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'data:', 'blob:'],
  // Written only when a provider adds a frame; until then default-src governs frames, as it always did.
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * reCAPTCHA v3 (RECAPTCHA_SECRET), as Google's reCAPTCHA FAQ gives it, with scripts from the folder of the
 * configured script (RECAPTCHA_SCRIPT_URL; by default https://www.google.com/recaptcha/). The paths matter:
 * www.google.com serves JSONP endpoints, and a policy admitting all of it for scripts could be bypassed through
 * them.
 */
export function recaptchaSources(scriptUrl: string): Sources {
  return {
    'script-src': [new URL('./', scriptUrl).href, 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

/**
 * Google sign-in (GOOGLE_CLIENT_ID) through Google Identity Services, as its setup guide gives the policy, with
 * the configured script (GOOGLE_SCRIPT_URL; by default https://accounts.google.com/gsi/client).
 */
export function googleSignInSources(scriptUrl: string): Sources {
  return {
    'script-src': [scriptUrl],
    'frame-src': ['https://accounts.google.com/gsi/'],
    'connect-src': ['https://accounts.google.com/gsi/'],
    'style-src': ['https://accounts.google.com/gsi/style'],
  };
}

/**
 * Facebook login (FACEBOOK_APP_ID with its secret): the SDK's host (FACEBOOK_SDK_URL; by default
 * https://connect.facebook.net), its login dialog frame and its calls.
 */
export function facebookSources(sdkUrl: string): Sources {
  return {
    'script-src': [new URL(sdkUrl).origin],
    'frame-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  };
}

/** The configured analytics tag (ANALYTICS_TAG_URL): its origin may run scripts and receive their reports. */
export function analyticsTagSources(tagUrl: string): Sources {
  const origin = new URL(tagUrl).origin;
  return { 'script-src': [origin], 'connect-src': [origin] };
}

export type CspConfig = Pick<
  ServerConfig,
  'recaptchaSecret' | 'recaptchaPage' | 'google' | 'facebook' | 'analyticsTagUrl'
>;

/**
 * The hashes of the inline scripts and styles the site's pages carry (server/first-paint-scripts.ts,
 * server/inline-styles.ts): each admits exactly its one text, never inline code in general.
 */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The policy for a configuration: the base plus the sources of each configured provider, each once. */
export function contentSecurityPolicy(
  config: CspConfig,
  inline: InlineSources = { scripts: [], styles: [] },
): string {
  const extras: Sources[] = [
    { 'script-src': inline.scripts, 'style-src': inline.styles },
    ...(config.recaptchaSecret ? [recaptchaSources(config.recaptchaPage.scriptUrl)] : []),
    ...(config.google ? [googleSignInSources(config.google.scriptUrl)] : []),
    ...(config.facebook ? [facebookSources(config.facebook.sdkUrl)] : []),
    ...(config.analyticsTagUrl ? [analyticsTagSources(config.analyticsTagUrl)] : []),
  ];
  return (Object.keys(BASE) as Directive[])
    .map((directive) => {
      const added = extras.flatMap((sources) => sources[directive] ?? []);
      if (directive === 'frame-src' && added.length === 0) return null;
      return [directive, ...new Set([...BASE[directive], ...added])].join(' ');
    })
    .filter((directive) => directive !== null)
    .join('; ');
}

/** Headers that only a document reads: framing, opener and features. */
const DOCUMENT_ONLY_HEADERS = [
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
] as const;

/**
 * Content types a browser never shows as a document of its own: scripts, style sheets, raster images, sounds,
 * fonts and models. HTML, SVG, JSON, PDF and any type not named here keep every header.
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/(?:javascript|css)|application\/(?:javascript|wasm)|image\/(?:png|webp|jpeg|avif|gif|x-icon|vnd\.microsoft\.icon)|audio\/|font\/|model\/gltf-binary)\b/i;

/** A worker takes its policy from its script's answer (the captcha's proof of work runs in one). */
const SCRIPT_TYPE = /^(?:text|application)\/javascript\b/i;

/**
 * The headers for each answer, by its content type, worked out once from the full set: a subresource leaves out
 * the document-only ones, and every subresource but a script leaves out the policy too. They do nothing there,
 * and on a slow phone network they are about 0.5 KB of each of the 25 files home preloads (HTTP/1.1 sends headers
 * uncompressed), bytes that share the link with the 3D stage's script.
 */
export function headersByType(
  headers: Record<string, string>,
): (contentType?: string) => Record<string, string> {
  const script = { ...headers };
  for (const name of DOCUMENT_ONLY_HEADERS) delete script[name];
  const other = { ...script };
  delete other['content-security-policy'];
  return (contentType) =>
    !contentType || !SUBRESOURCE_TYPE.test(contentType)
      ? headers
      : SCRIPT_TYPE.test(contentType)
        ? script
        : other;
}

export function securityHeaders(config: CspConfig, inline?: InlineSources): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, inline),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
