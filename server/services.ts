import type { ServerConfig } from './config.ts';
import { createBackground, type Background } from './background.ts';
import type { Captcha } from './captcha/captcha.ts';
import { createProofOfWorkCaptcha, loadCaptchaSecret } from './captcha/proof-of-work.ts';
import { createRecaptcha } from './captcha/recaptcha.ts';
import type { Database } from './db/database.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { Boards } from './ranking/boards.ts';
import { createGeolocation, type Geolocate } from './geo/geolocation.ts';
import { facebookProvider, googleProvider, type SocialProvider, type Strategy } from './auth/social.ts';
import { createLoginThrottle, type LoginThrottle } from './accounts/login-throttle.ts';

/** What the API's routes share: built once per process from the configuration. */
export interface Services {
  config: ServerConfig;
  db: Database;
  boards: Boards;
  captcha: Captcha;
  /** Present only for the proof-of-work captcha: signs the challenges it hands out. */
  captchaSecret: string | null;
  mailer: Mailer;
  /** Configured social sign-in providers by strategy; none by default. */
  social: Partial<Record<Strategy, SocialProvider>>;
  geolocate: Geolocate | null;
  /** Work started by a request and finished after its answer (see server/background.ts). */
  background: Background;
  /** Sign-in attempts per address and per account, on sliding logs (accounts/login-throttle.ts). */
  loginThrottle: LoginThrottle;
}

export async function createServices(
  config: ServerConfig,
  db: Database,
  overrides: Partial<Services> = {},
): Promise<Services> {
  const captchaSecret = config.recaptchaSecret ? null : await loadCaptchaSecret(db);
  const captcha =
    overrides.captcha ??
    (config.recaptchaSecret
      ? createRecaptcha({
          secret: config.recaptchaSecret,
          verifyUrl: config.recaptchaVerifyUrl,
          minScore: config.recaptchaMinScore,
        })
      : createProofOfWorkCaptcha(db, captchaSecret!));
  return {
    config,
    db,
    boards: overrides.boards ?? new Boards(db, { freshMs: config.boardFreshMs }),
    captcha,
    captchaSecret,
    mailer:
      overrides.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom }),
    geolocate:
      overrides.geolocate ??
      (config.geo ? createGeolocation({ ...config.geo, log: (message) => console.warn(message) }) : null),
    background: overrides.background ?? createBackground((message, error) => console.error(message, error)),
    social: overrides.social ?? {
      ...(config.google ? { google_oauth2: googleProvider(config.google) } : {}),
      ...(config.facebook ? { facebook: facebookProvider(config.facebook) } : {}),
    },
    loginThrottle: overrides.loginThrottle ?? createLoginThrottle(db, () => config.rateLimits),
  };
}
