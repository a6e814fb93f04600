import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readCompetitionWindow } from '../api/competition-env.ts';
import { readDrawRules } from '../api/entry-rules-env.ts';
import type { EntryRules } from '../api/entry-rules.ts';
import { normaliseBasePath } from '../api/site-routes.ts';
import { parseClientList, parseHawkList, type HawkCredentials } from './http/client-auth.ts';
import { shareTemplateProblem, type ShareNetwork } from '../api/share-networks.ts';

/** Everything an operator can set, read once from the environment, with the defaults of the README. */
export interface ServerConfig {
  port: number;
  host: string;
  basePath: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  /**
   * Scheme and host of the site as visitors reach it: mail links and canonical links are built on it. When unset,
   * the listen address stands in (development); never a request's Host header, which the client writes.
   */
  publicOrigin: string | undefined;
  logLevel: string;
  /** SMTP server for mail (smtp:// or smtps://); without it, mail goes to `outboxDir` as .eml files. */
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
  /** reCAPTCHA v3 secret; without it the self-hosted proof-of-work captcha is used. */
  recaptchaSecret: string | undefined;
  /** reCAPTCHA v3 site key: the public half the page runs the check with (with RECAPTCHA_SECRET). */
  recaptchaSiteKey: string | undefined;
  recaptchaVerifyUrl: string;
  recaptchaMinScore: number;
  /**
   * What the page loads and links for reCAPTCHA (RECAPTCHA_SCRIPT_URL, RECAPTCHA_PRIVACY_URL, RECAPTCHA_TERMS_URL):
   * Google's by default; another host (recaptcha.net where google.com is blocked, a stand-in in tests) by setting
   * them. The Content-Security-Policy follows the script's address.
   */
  recaptchaPage: { scriptUrl: string; privacyUrl: string; termsUrl: string };
  /** Largest number the proof-of-work challenge hides (its cost for a browser). */
  powMaxNumber: number;
  /** The prize draw's window (spec §4): ISO dates, inclusive of the whole end day. */
  competitionStart: string;
  competitionEnd: string;
  /** IANA zone the competition's dates are read in. */
  competitionTimeZone: string;
  /** Who may enter the draws (DRAW_MINIMUM_AGE, DRAW_EXCLUDED_COUNTRIES); the build's terms state the same. */
  entryRules: EntryRules;
  /** SHARE_PRIZE_WINNERS: how many wallet codes the share draw gives. */
  sharePrizeWinners: number;
  rateLimits: RateLimits;
  /** Mails any one address may receive from the site in 24 hours (every template together). */
  mailsPerAddressPerDay: number;
  /** How long a board read may reuse the last catch-up (other processes' writes show at most this late). */
  boardFreshMs: number;
  /** Social sign-in, each on only when configured. */
  google: { clientId: string; tokenInfoUrl: string; userInfoUrl: string; scriptUrl: string } | undefined;
  facebook: { appId: string; appSecret: string; graphUrl: string; sdkUrl: string } | undefined;
  /** IP geolocation service; without it the country comes from a proxy header or Accept-Language. */
  geo: { url: string; accessKey: string } | undefined;
  /** Request signing and payload encryption (optional obfuscation; see server/http/client-auth.ts). */
  apiClients: Record<string, string>;
  /** Which API_CLIENTS entry the site's own pages sign with (SITE_API_CLIENT, else the first entry). */
  siteApiClient: string | undefined;
  hawkClients: Record<string, HawkCredentials>;
  projectSlug: string;
  payloadKey: string | undefined;
  /**
   * Which proxies in front of the server are believed about the client's address (X-Forwarded-For) and scheme:
   * a hop count (the client is that many entries from the right) or the proxies' addresses and CIDR ranges;
   * false when nothing is in front. Never "everyone": the left-most X-Forwarded-For entry is the client's own
   * writing, and per-address limits taken from it would be void.
   */
  trustProxy: false | number | string[];
  /** How long a client may take to send a whole request (headers and body), and to stay idle on a socket. */
  requestTimeoutMs: number;
  /** Other origins whose pages may call the API (the site's own origin needs no entry). */
  corsOrigins: string[];
  /**
   * The share modal's networks and their share addresses (SHARE_FACEBOOK_URL, SHARE_X_URL: `{url}` and `{text}`
   * are filled in); an empty value leaves that network out.
   */
  shareNetworks: ShareNetwork[];
  /** The brand's shop, where `redirect/*` links (related products, where to buy) are sent; unset: they 404. */
  brandOrigin: string | undefined;
  /**
   * ANALYTICS_TAG_URL: an https script the site loads after analytics consent, instead of its first-party
   * counters; its origin is admitted by the Content-Security-Policy.
   */
  analyticsTagUrl: string | undefined;
  /** First-party analytics batches (POST analytics/events) per address and minute, counted apart from writes. */
  analyticsPerIpPerMinute: number;
  /**
   * OPERATOR_TOKEN: the secret the operators' calls carry in X-Operator-Token (the replay viewer's run with its
   * seed). Unset: no call is an operator's, and those routes answer 404 to everyone.
   */
  operatorToken: string | undefined;
  /**
   * OPERATOR_TOKENS: named operators, `name:token,…`, each token as OPERATOR_TOKEN's. The name is who the draw's
   * record says watched and decided (OPERATOR_TOKEN's holder is "operator").
   */
  operatorTokens: readonly NamedOperator[];
}

export interface NamedOperator {
  name: string;
  token: string;
}

/** Requests per window, shared by all processes through the database. */
export interface RateLimits {
  writesPerIpPerMinute: number;
  writesPerUserPerMinute: number;
  loginsPerIpPerMinute: number;
  /** Logins to one e-mail, from any address, in any 15 minutes (a sliding log: accounts/login-throttle.ts). */
  loginsPerAccountPer15Minutes: number;
  resetsPerEmailPerHour: number;
}

const positive = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${value}`);
  return n;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  const publicOrigin = env.PUBLIC_ORIGIN?.replace(/\/+$/, '');
  if (publicOrigin && !/^https?:\/\/[^/\s]+$/.test(publicOrigin)) {
    throw new Error(`PUBLIC_ORIGIN must look like https://host[:port], got ${env.PUBLIC_ORIGIN}`);
  }
  const competition = readCompetitionWindow(env);
  const drawRules = readDrawRules(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    basePath: normaliseBasePath(env.BASE_PATH),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? 'dist/client'),
    publicOrigin,
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: resolve(env.OUTBOX_DIR ?? resolve(env.DATA_DIR ?? 'data', 'outbox')),
    mailFrom: env.MAIL_FROM ?? 'Gear Up. Game On <no-reply@localhost>',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    recaptchaMinScore: positive('RECAPTCHA_MIN_SCORE', env.RECAPTCHA_MIN_SCORE, 0.5),
    recaptchaPage: {
      scriptUrl: httpsAddress(
        'RECAPTCHA_SCRIPT_URL',
        env.RECAPTCHA_SCRIPT_URL,
        'https://www.google.com/recaptcha/api.js',
      ),
      privacyUrl: httpsAddress(
        'RECAPTCHA_PRIVACY_URL',
        env.RECAPTCHA_PRIVACY_URL,
        'https://policies.google.com/privacy',
      ),
      termsUrl: httpsAddress(
        'RECAPTCHA_TERMS_URL',
        env.RECAPTCHA_TERMS_URL,
        'https://policies.google.com/terms',
      ),
    },
    powMaxNumber: positive('CAPTCHA_POW_MAX', env.CAPTCHA_POW_MAX, 100_000),
    // The same reading as the build's (the terms PDFs state this window).
    competitionStart: competition.start,
    competitionEnd: competition.end,
    competitionTimeZone: competition.timeZone,
    entryRules: drawRules.entryRules,
    sharePrizeWinners: drawRules.sharePrizeWinners,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          tokenInfoUrl: env.GOOGLE_TOKENINFO_URL ?? 'https://oauth2.googleapis.com/tokeninfo',
          userInfoUrl: env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
          scriptUrl: httpsAddress(
            'GOOGLE_SCRIPT_URL',
            env.GOOGLE_SCRIPT_URL,
            'https://accounts.google.com/gsi/client',
          ),
        }
      : undefined,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v7.0',
            sdkUrl: httpsAddress(
              'FACEBOOK_SDK_URL',
              env.FACEBOOK_SDK_URL,
              'https://connect.facebook.net/en_US/sdk.js',
            ),
          }
        : undefined,
    geo: env.GEO_URL && env.GEO_ACCESS_KEY ? { url: env.GEO_URL, accessKey: env.GEO_ACCESS_KEY } : undefined,
    apiClients: parseClientList(env.API_CLIENTS),
    siteApiClient: siteApiClient(env.SITE_API_CLIENT, parseClientList(env.API_CLIENTS)),
    hawkClients: parseHawkList(env.HAWK_CLIENTS),
    projectSlug: env.PROJECT_SLUG ?? 'gear-up-game-on',
    payloadKey: env.PAYLOAD_KEY || undefined,
    brandOrigin: brandOrigin(env.BRAND_ORIGIN),
    shareNetworks: shareNetworks(env),
    analyticsTagUrl: env.ANALYTICS_TAG_URL
      ? httpsAddress('ANALYTICS_TAG_URL', env.ANALYTICS_TAG_URL)
      : undefined,
    analyticsPerIpPerMinute: positive('RATE_ANALYTICS_PER_IP', env.RATE_ANALYTICS_PER_IP, 60),
    operatorToken: operatorToken(env.OPERATOR_TOKEN),
    operatorTokens: operatorTokens(env.OPERATOR_TOKENS),
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: positive('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    mailsPerAddressPerDay: positive('RATE_MAILS_PER_ADDRESS', env.RATE_MAILS_PER_ADDRESS, 10),
    boardFreshMs: env.BOARD_FRESH_MS === '0' ? 0 : positive('BOARD_FRESH_MS', env.BOARD_FRESH_MS, 50),
    rateLimits: {
      writesPerIpPerMinute: positive('RATE_WRITES_PER_IP', env.RATE_WRITES_PER_IP, 120),
      writesPerUserPerMinute: positive('RATE_WRITES_PER_USER', env.RATE_WRITES_PER_USER, 60),
      loginsPerIpPerMinute: positive('RATE_LOGINS_PER_IP', env.RATE_LOGINS_PER_IP, 20),
      loginsPerAccountPer15Minutes: positive('RATE_LOGINS_PER_ACCOUNT', env.RATE_LOGINS_PER_ACCOUNT, 10),
      resetsPerEmailPerHour: positive('RATE_RESETS_PER_EMAIL', env.RATE_RESETS_PER_EMAIL, 3),
    },
  };
}

function siteApiClient(value: string | undefined, clients: Record<string, string>): string | undefined {
  const ids = Object.keys(clients);
  if (!value) return ids[0];
  if (!ids.includes(value))
    throw new Error(
      `SITE_API_CLIENT must name an entry of API_CLIENTS (${ids.join(', ') || 'none set'}), got ${value}`,
    );
  return value;
}

function trustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !validBits || extra !== undefined)
      throw new Error(
        `TRUST_PROXY must be a hop count (1 for one proxy) or the proxies' addresses and CIDR ranges, comma-separated; "${entry}" is neither`,
      );
  }
  return entries;
}

/**
 * An outside address the page loads a script from or links to (the analytics tag, the captcha's and the sign-in
 * providers' scripts, Google's policy pages): absolute https, without a user name or password. Over http a script
 * could be swapped on the way; credentials in it would ship to every browser. An empty value takes the default.
 */
function httpsAddress(name: string, value: string | undefined, fallback?: string): string {
  const given = value || fallback;
  const refuse = () => new Error(`${name} must be an absolute https address, got "${value}"`);
  let url: URL;
  try {
    url = new URL(given ?? '');
  } catch {
    throw refuse();
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw refuse();
  return url.toString();
}

/** The shortest operator token accepted: 32 characters leave nothing to guess, even without a rate limit. */
export const OPERATOR_TOKEN_MIN_LENGTH = 32;

function operatorToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < OPERATOR_TOKEN_MIN_LENGTH || /\s/.test(value))
    throw new Error(
      `OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`,
    );
  return value;
}

/** Operators' names: what the draw's record shows, so letters, digits, dots, dashes and underscores. */
export const OPERATOR_NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/i;

function operatorTokens(value: string | undefined): NamedOperator[] {
  if (!value) return [];
  const operators = value.split(',').map((pair) => {
    const at = pair.indexOf(':');
    const name = pair.slice(0, at).trim();
    if (at < 0 || !OPERATOR_NAME.test(name))
      throw new Error('OPERATOR_TOKENS is name:token,… with names of letters, digits, ".", "-" and "_"');
    return { name, token: operatorToken(pair.slice(at + 1).trim())! };
  });
  const names = operators.map((o) => o.name.toLowerCase());
  if (new Set(names).size !== names.length || names.includes('operator'))
    throw new Error('OPERATOR_TOKENS names each operator once ("operator" is OPERATOR_TOKEN\'s holder)');
  return operators;
}

/** The networks' own plain share addresses: what the site offers unless the operator says otherwise. */
export const DEFAULT_SHARE_TEMPLATES = {
  facebook: 'https://www.facebook.com/sharer/sharer.php?u={url}',
  x: 'https://twitter.com/intent/tweet?text={text}&url={url}',
} as const;

function shareNetworks(env: NodeJS.ProcessEnv): ShareNetwork[] {
  const configured = [
    ['facebook', 'SHARE_FACEBOOK_URL', env.SHARE_FACEBOOK_URL ?? DEFAULT_SHARE_TEMPLATES.facebook],
    ['x', 'SHARE_X_URL', env.SHARE_X_URL ?? DEFAULT_SHARE_TEMPLATES.x],
  ] as const;
  return configured.flatMap(([id, name, template]) => {
    if (template.trim() === '') return [];
    const problem = shareTemplateProblem(template);
    if (problem) throw new Error(`${name} cannot be used: ${problem} (got "${template}")`);
    return [{ id, template }];
  });
}

function brandOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BRAND_ORIGIN must be an absolute http(s) address, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`BRAND_ORIGIN must be an absolute http(s) address, got "${value}"`);
  return url.toString().replace(/\/+$/, '');
}

/**
 * The origin every link the server writes is built on (reset and validation mails, canonical links, the API
 * reference's server): PUBLIC_ORIGIN, or in development the listen address (a wildcard host shown as localhost).
 * Never the request's Host or X-Forwarded-Host: an attacker who sets them would get a victim's mail to carry a
 * valid token to the attacker's site.
 */
export function siteOrigin(config: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
