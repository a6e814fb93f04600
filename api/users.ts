import { z } from 'zod';
import { LOCALE_CODES } from './locales.ts';
import { isCountryCode } from './countries.ts';
import { nameField } from './display-name.ts';
import { formBoolean, formInt, optional, trimmed } from './form-fields.ts';
import { GAME_IDS } from './site-routes.ts';
import { ChainSecret } from './games.ts';

/** Accounts: registration, login, profile, password reset, sharing (spec §3, §5, §7). */

export const Email = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.email().max(254),
);
/** First and last names: NFKC, no hidden characters, up to 80 graphemes (api/display-name.ts). */
const Name = nameField(80);
const Password = z.string().min(8).max(200);

/** Players are 13 to 120 years old, counted by calendar year. */
export const MIN_AGE = 13;
export const MAX_AGE = 120;

/**
 * Whether `value` (yyyy-mm-dd) is a real date for someone aged 13 to 120 in `currentYear` (UTC). The caller
 * reads the clock and passes the year in, as it passes the time to signing and Hawk: api/ reads no clock.
 */
export function isPlausibleBirthDate(value: string, currentYear: number): boolean {
  if (!z.iso.date().safeParse(value).success) return false;
  const year = Number(value.slice(0, 4));
  return year >= currentYear - MAX_AGE && year <= currentYear - MIN_AGE;
}

/**
 * A calendar date, ISO yyyy-mm-dd (zod checks month lengths and leap years), for a person aged 13 to 120.
 * `currentYear` is asked at each check, so a schema declared once at start stays right across New Year.
 */
export function birthDate(currentYear: () => number) {
  return z.iso
    .date()
    .refine(
      (value) => isPlausibleBirthDate(value, currentYear()),
      'birth_date must be a real date for someone aged 13 to 120',
    );
}

export const TITLES = ['male', 'female', 'other'] as const;

/**
 * Fields a profile may hold besides the required ones; sent only when present. The schemas that hold a
 * birth_date check it against the caller's current year (UTC), which the caller reads from its clock.
 */
const profileFields = (currentYear: () => number) =>
  z.object({
    last_name: optional(Name),
    birth_date: optional(birthDate(currentYear)),
    title: optional(z.enum(TITLES)),
    country: optional(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO code')
        .refine(isCountryCode, 'country must be a known country code (api/countries.ts)')
        .transform((c) => c.toUpperCase()),
    ),
    nickname: optional(nameField(40)),
    avatar: optional(trimmed(64)),
    avatar_url: optional(z.url({ protocol: /^https?$/ }).max(500)),
    phone: optional(z.string().regex(/^\+?[0-9 ()-]{4,24}$/, 'phone may hold digits, spaces, + ( ) and -')),
    zip_code: optional(
      z.string().regex(/^[A-Za-z0-9 -]{2,12}$/, 'zip_code may hold letters, digits, spaces and -'),
    ),
    age: optional(formInt(MIN_AGE, MAX_AGE)),
    opt_in_commercial: optional(formBoolean),
    locale: optional(z.enum(LOCALE_CODES as [string, ...string[]])),
  });

export const registerBody = (currentYear: () => number) =>
  profileFields(currentYear).extend({
    email: Email,
    first_name: Name,
    /** The captcha's answer: a reCAPTCHA token, or the self-hosted proof-of-work payload. */
    recaptcha: z.string().min(1).max(4000),
    password: optional(Password),
    /** Consent to the rules and terms: saving a score to a public board needs it. */
    opt_in_legal: formBoolean.refine(
      (v) => v === true,
      'Accept the rules and terms and conditions to continue',
    ),
    /** Anonymous runs of this visitor to save with the new account. */
    accumulator_uuid: optional(z.uuid()),
    /** The secret of that chain (games/end's `chain_secret`): without it the chain is unknown. */
    chain_secret: optional(ChainSecret),
    // Accepted for compatibility with the spec's client; the score saved is always the server-verified one.
    game_type: optional(z.enum(GAME_IDS)),
    score: optional(formInt(0, 10_000_000)),
    duration: optional(formInt(0, 24 * 3600 * 1000)),
  });
export type RegisterBody = z.infer<ReturnType<typeof registerBody>>;

/** A mailed sign-in code: digits, as mailed; spaces and dashes a mail client or the player adds are allowed. */
export const SignInCode = z
  .string()
  .max(32)
  .regex(/^[0-9\s-]*$/, 'code holds the digits of the mailed sign-in code');

export const FIRST_NAME_SIGN_IN_GONE =
  'first_name no longer signs in: ask for a code (POST /users/sign_in_code) and send it as code';

export const LoginBody = z
  .object({
    email: Email,
    password: optional(Password),
    /** The code mailed by POST /users/sign_in_code. */
    code: optional(SignInCode),
    /** Only so that the old passwordless shape gets its own clear refusal; never a credential. */
    first_name: z
      .unknown()
      .optional()
      .describe('Refused: the first name no longer signs in (send the mailed `code` instead)'),
    accumulator_uuid: optional(z.uuid()),
    chain_secret: optional(ChainSecret),
  })
  .superRefine((b, ctx) => {
    if (b.first_name !== undefined)
      ctx.addIssue({ code: 'custom', message: FIRST_NAME_SIGN_IN_GONE, path: ['first_name'] });
    else if ((b.password === undefined) === (b.code === undefined))
      ctx.addIssue({ code: 'custom', message: 'Give either password or code', path: ['password'] });
  })
  .transform(({ first_name: _gone, ...rest }) => rest);
export type LoginBody = z.infer<typeof LoginBody>;

export const updateProfileBody = (currentYear: () => number) =>
  profileFields(currentYear).extend({
    first_name: optional(Name),
    opt_in_legal: optional(formBoolean),
    password: optional(Password),
  });

/** After the provider's own sign-in in the browser: its access token, verified by the server with the provider. */
export const SocialCallbackBody = z.object({
  access_token: z.string().min(8).max(4096),
  opt_in_commercial: optional(formBoolean),
  accumulator_uuid: optional(z.uuid()),
  chain_secret: optional(ChainSecret),
});

/** POST /users/sign_in_code: mail a sign-in code to this address (if it has an account), in `locale`. */
export const SignInCodeRequestBody = z.object({
  email: Email,
  locale: optional(z.enum(LOCALE_CODES as [string, ...string[]])),
});

export const DeleteAccountBody = z.object({ password: z.string().min(1).max(200) });
export const ResetRequestBody = z.object({
  email: Email,
  redirect_url: optional(z.url({ protocol: /^https?$/ }).max(500)),
  locale: optional(z.enum(LOCALE_CODES as [string, ...string[]])),
});
/**
 * Any token up to 200 characters is looked up: a truncated or mangled link answers `invalid_reset_token` like an
 * unknown or used one (one failure, one answer), so the page can say the link is no longer valid and offer a new one.
 */
export const ResetConfirmBody = z.object({ password: Password, reset_token: z.string().min(1).max(200) });
/** Any string up to 1000 characters is looked at, so that every wrong token gets the same answer. */
export const ValidateEmailBody = z.object({
  token: z.string().max(1000).describe('The `token` of the validation mail’s link'),
});
export const ValidateEmailAnswer = z.object({
  success: z.literal(true),
  validated_at: z.iso.datetime({ offset: true }).describe('When the address was first confirmed'),
});

export const Profile = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  title: z.string().nullable(),
  country: z.string().nullable(),
  segment: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_url: z.string().nullable(),
  phone: z.string().nullable(),
  zip_code: z.string().nullable(),
  age: z.number().nullable(),
  opt_in_legal: z.boolean(),
  opt_in_commercial: z.boolean(),
  public_slug: z.string(),
  locale: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const TokenScope = z.enum(['full', 'play']);
export const LoginAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  scope: TokenScope,
  id: z.uuid(),
  public_slug: z.string(),
});
export const RegisterAnswer = LoginAnswer;

/** What anyone may see of a player: their board name and scores, never personal data. */
export const PublicUser = z.object({
  success: z.literal(true),
  public_slug: z.string(),
  name: z.string(),
  scores: z.object({
    mouse: z.number().nullable(),
    headset: z.number().nullable(),
    keyboard: z.number().nullable(),
    total: z.number().nullable(),
  }),
  /** The share of the challengers the total beats (api/beat-share.ts); null without a total. */
  beat_percent: z.number().nullable(),
  /** The other players on the total board; 0: the player is the first on it. Null without a total. */
  challengers: z.number().int().nonnegative().nullable(),
});
export const ShareAnswer = z.object({ success: z.literal(true), slug: z.string() });
export const SuccessAnswer = z.object({ success: z.literal(true) });

/** GET /users/me and PUT /users/me. */
export const ProfileAnswer = z.object({ success: z.literal(true), profile: Profile });

/** PUT /users/reset_password: the new password logs in at once, with full rights. */
export const ResetConfirmAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  scope: z.literal('full'),
});

/** Social sign-in providers (server/auth/social.ts), each on only when configured. */
export const SOCIAL_STRATEGIES = ['facebook', 'google_oauth2'] as const;
export type SocialStrategy = (typeof SOCIAL_STRATEGIES)[number];

/** POST /users/auth/{strategy}/callback: a social sign-in always opens the account with full rights. */
export const SocialSignInAnswer = LoginAnswer.extend({ scope: z.literal('full') });
