import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteAccountBody,
  LoginAnswer,
  LoginBody,
  ProfileAnswer,
  PublicUser,
  RegisterAnswer,
  registerBody,
  ResetConfirmAnswer,
  ResetConfirmBody,
  ResetRequestBody,
  ShareAnswer,
  SignInCodeRequestBody,
  SOCIAL_STRATEGIES,
  SocialCallbackBody,
  SocialSignInAnswer,
  SuccessAnswer,
  updateProfileBody,
  ValidateEmailAnswer,
  ValidateEmailBody,
} from '../../api/users.ts';
import type { Services } from '../services.ts';
import { E, operation, WRITE } from '../http/operation.ts';
import { signedIn } from '../auth/route-auth.ts';
import {
  confirmPasswordReset,
  deleteAccount,
  logIn,
  logOut,
  publicPlayer,
  register,
  requestPasswordReset,
  socialSignIn,
  updateProfile,
} from '../accounts/accounts.ts';
import { toProfile } from '../accounts/users.ts';
import { validateEmail } from '../accounts/email-validation.ts';
import { seenCountryOf } from '../geo/seen-country.ts';
import {
  requestSignInCode,
  SIGN_IN_CODE_DIGITS,
  SIGN_IN_CODE_LIFETIME_MINUTES,
  SIGN_IN_CODE_MAX_TRIES,
} from '../accounts/sign-in-codes.ts';

/** The year that birth dates are checked against: the server's clock, read here (api/ reads none). */
function currentUtcYear(): number {
  return new Date().getUTCFullYear();
}

const RegisterBody = registerBody(currentUtcYear);
const UpdateProfileBody = updateProfileBody(currentUtcYear);
const StrategyParams = z.object({ strategy: z.enum(SOCIAL_STRATEGIES).describe('The provider') });
const SlugParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,40}$/)
    .describe("The player's public slug (`public_slug`); any other form is not found"),
});

/** Accounts (spec §7): register, log in (password or passwordless), profile, erasure, reset, sharing. */
export const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /** Where a sign-in that claims anonymous runs comes from; without a claim nobody is asked. */
  const claimCountry = async (request: FastifyRequest, accumulator: string | undefined) =>
    accumulator ? seenCountryOf(request, services.geolocate) : null;
  /**
   * Sign-ins (registration, login, social callbacks) share one count per address, on a sliding log instead of
   * the write limit's fixed window (accounts/login-throttle.ts); counted as the call arrives, whatever it carries.
   */
  const signInThrottle = {
    config: { rateLimit: false as const },
    onRequest: async (request: FastifyRequest) => services.loginThrottle.address(request.ip),
  };
  app.post(
    '/users',
    {
      schema: operation({
        operationId: 'registerUser',
        tag: 'Users',
        summary: 'Register a player',
        description:
          "Creates an account and logs it in. The captcha answer `recaptcha` (a reCAPTCHA token, or the base64 proof-of-work payload that solves GET /captcha/challenge) is checked first. With a `password` the token has `full` scope; without one it has `play` scope (the player signs in again with a code mailed by POST /users/sign_in_code). `opt_in_legal` must be true. With `accumulator_uuid` and its `chain_secret` the visitor's anonymous runs are saved to the new account; without the right secret the chain answers as unknown (404). `game_type`, `score` and `duration` are accepted for compatibility and ignored: only server-verified runs count. Counts against the per-address login limit.",
        auth: 'none',
        body: RegisterBody,
        answer: RegisterAnswer,
        answerDescription: 'The new account and its bearer token',
        errors: [
          E.invalidInput,
          {
            status: 400,
            code: 'captcha_failed',
            when: 'The captcha answer is wrong, expired or already used',
          },
          E.accumulatorTaken,
          E.accumulatorUnknown,
          {
            status: 409,
            code: 'email_exists',
            when: 'The e-mail already has an account with the same last name: log in instead',
          },
          {
            status: 409,
            code: 'duplicate_email',
            when: 'The e-mail already has an account with another last name (`fields.email` has code invalid)',
          },
          { status: 409, code: 'conflict', when: 'The same e-mail registered at the same moment' },
          ...WRITE,
        ],
      }),
      ...signInThrottle,
    },
    async (request) =>
      register(
        services,
        request.body,
        request.ip,
        await claimCountry(request, request.body.accumulator_uuid),
      ),
  );

  app.post(
    '/users/sign_in_code',
    {
      schema: operation({
        operationId: 'requestSignInCode',
        tag: 'Users',
        summary: 'Mail a sign-in code',
        description: `Signing in without a password: mails an ${SIGN_IN_CODE_DIGITS}-digit code to \`email\`, in \`locale\` (else the player's language), when that address has an account. The answer is the same, and as fast, whether or not it has one. The code is valid ${SIGN_IN_CODE_LIFETIME_MINUTES} minutes, works once, and ends after ${SIGN_IN_CODE_MAX_TRIES} wrong tries; a new request replaces it. Send it to POST /users/login as \`code\`. Each mail counts against the address's daily mail cap (past it, no mail goes out and the answer is still the same) and the request against the per-address login limit.`,
        auth: 'none',
        body: SignInCodeRequestBody,
        answer: SuccessAnswer,
        answerDescription: 'Always the same, whether or not a mail went out',
        errors: [E.invalidInput, ...WRITE],
      }),
      ...signInThrottle,
    },
    async (request) => requestSignInCode(services, request.body),
  );

  app.post(
    '/users/login',
    {
      schema: operation({
        operationId: 'login',
        tag: 'Users',
        summary: 'Log in',
        description:
          "With `email` and `password`, or without a password with `email` and the `code` that POST /users/sign_in_code mailed to it; either gives a `full`-scope token. The first name is no credential: a body with `first_name` is refused with 400. With `accumulator_uuid` and its `chain_secret` the visitor's anonymous runs are saved to the account; without the right secret the chain answers as unknown (404). Counts against the per-address login limit, and against the e-mail's own (RATE_LOGINS_PER_ACCOUNT in any 15 minutes, from any address, whether or not an account has the e-mail): past either, the same 429 with its Retry-After, and even the right password or code waits.",
        auth: 'none',
        body: LoginBody,
        answer: LoginAnswer,
        answerDescription: 'A bearer token and the account it opens',
        errors: [
          E.invalidInput,
          {
            status: 400,
            code: 'invalid_input',
            when: 'Neither or both of `password` and `code`, or the old passwordless `first_name` (on `fields.first_name`)',
          },
          {
            status: 401,
            code: 'bad_credentials',
            when: 'Wrong e-mail and password; or a code that is wrong, expired, used, ended by wrong tries, or for an address without an account (one answer for all)',
          },
          E.accumulatorTaken,
          E.accumulatorUnknown,
          ...WRITE,
        ],
      }),
      ...signInThrottle,
    },
    async (request) =>
      logIn(services, request.body, await claimCountry(request, request.body.accumulator_uuid)),
  );

  app.post(
    '/users/auth/:strategy/callback',
    {
      schema: operation({
        operationId: 'socialSignIn',
        tag: 'Users',
        summary: 'Sign in with Facebook or Google',
        description:
          "After the provider's own sign-in in the browser, send its `access_token`. The server never takes the browser's word for who that is: it asks the provider whether the token was issued to this app and which e-mail it vouches for, then signs in to the account holding that e-mail, or creates one (no password; names from the provider; `opt_in_commercial` as sent). The token always has `full` scope. With `accumulator_uuid` and its `chain_secret` the visitor's anonymous runs are saved to the account. Each provider is off unless configured. Counts against the per-address login limit.",
        auth: 'none',
        params: StrategyParams,
        notFound: 'Sign-in strategy',
        body: SocialCallbackBody,
        answer: SocialSignInAnswer,
        answerDescription: 'A full-scope bearer token and the account it opens',
        errors: [
          E.invalidInput,
          {
            status: 401,
            code: 'bad_credentials',
            when: 'The provider refused the token, could not be reached, or vouched for no e-mail',
          },
          E.accumulatorTaken,
          {
            status: 404,
            code: 'not_found',
            when: 'No such provider, or it is not enabled on this server; or `accumulator_uuid` is no known chain of runs, or `chain_secret` is not its secret',
          },
          { status: 409, code: 'conflict', when: 'The same e-mail signed up at the same moment' },
          ...WRITE,
        ],
      }),
      ...signInThrottle,
    },
    async (request) =>
      socialSignIn(
        services,
        request.params.strategy,
        request.body,
        await claimCountry(request, request.body.accumulator_uuid),
      ),
  );

  app.post(
    '/users/logout',
    {
      schema: operation({
        operationId: 'logout',
        tag: 'Users',
        summary: 'Log out',
        description: 'Revokes the bearer token sent with the call. Takes no body.',
        auth: 'play',
        answer: SuccessAnswer,
        answerDescription: 'The token no longer works',
        errors: [E.unauthorized, ...WRITE],
      }),
    },
    async (request) => logOut(services, signedIn(request)),
  );

  app.get(
    '/users/me',
    {
      schema: operation({
        operationId: 'getMyProfile',
        tag: 'Users',
        summary: "Read the player's profile",
        description: 'Every personal field of the logged-in player (never the password).',
        auth: 'full',
        answer: ProfileAnswer,
        answerDescription: "The player's profile",
        errors: [E.unauthorized, E.passwordRequired, E.internal],
      }),
    },
    async (request) => ({ success: true as const, profile: toProfile(signedIn(request).user) }),
  );

  app.put(
    '/users/me',
    {
      schema: operation({
        operationId: 'updateMyProfile',
        tag: 'Users',
        summary: "Change the player's profile",
        description:
          'Changes the fields sent (profile fields, `first_name`, `opt_in_legal` and a new `password`); absent or empty fields stay as they are, and the e-mail cannot change. A new name, nickname or country shows on the boards at once (the DE board follows the country). Counts against the per-account write limit.',
        auth: 'full',
        body: UpdateProfileBody,
        answer: ProfileAnswer,
        answerDescription: 'The profile as saved',
        errors: [E.invalidInput, E.unauthorized, E.passwordRequired, ...WRITE],
      }),
    },
    async (request) => updateProfile(services, signedIn(request), request.body),
  );

  app.delete(
    '/users/me',
    {
      schema: operation({
        operationId: 'deleteMyAccount',
        tag: 'Users',
        summary: 'Erase the account',
        description:
          'GDPR erasure, confirmed with the password: the player leaves every board, their runs stay only as anonymous numbers inside totals, and their personal data is deleted. An account without a password must set one first (PUT /users/me).',
        auth: 'full',
        body: DeleteAccountBody,
        answer: SuccessAnswer,
        answerDescription: 'The account is gone',
        errors: [
          E.invalidInput,
          E.unauthorized,
          { status: 401, code: 'bad_credentials', when: 'Wrong password (or the account has none)' },
          E.passwordRequired,
          ...WRITE,
        ],
      }),
    },
    async (request) => deleteAccount(services, signedIn(request), request.body),
  );

  app.get(
    '/users/me/share',
    {
      schema: operation({
        operationId: 'getMyShareSlug',
        tag: 'Users',
        summary: "The player's share slug",
        description:
          "The public slug for share links; anyone may read the player's public data with GET /users/{id}.",
        auth: 'play',
        answer: ShareAnswer,
        answerDescription: "The player's public slug",
        errors: [E.unauthorized, E.internal],
      }),
    },
    async (request) => ({ success: true as const, slug: signedIn(request).user.public_slug }),
  );

  app.get(
    '/users/:id',
    {
      schema: operation({
        operationId: 'getPublicUser',
        tag: 'Users',
        summary: "A player's public data",
        description:
          "What anyone may see of a player: the board name (the nickname, else the first name and the last name's initial), the best score of each game and of the total (null when none), and the share of players on the total board that the total beats. Never personal data.",
        auth: 'none',
        params: SlugParams,
        notFound: 'Player',
        answer: PublicUser,
        answerDescription: "The player's public data",
        errors: [{ status: 404, code: 'not_found', when: 'No player has this slug' }, E.internal],
      }),
    },
    async (request) => publicPlayer(services, request.params.id),
  );

  app.post(
    '/users/reset_password',
    {
      schema: operation({
        operationId: 'requestPasswordReset',
        tag: 'Users',
        summary: 'Ask for a password reset link',
        description:
          "Mails a single-use reset link, valid 30 minutes, in `locale` (else the player's language). The answer is the same whether or not the e-mail has an account. `redirect_url` is honoured only when it points to this same site under its base path; else the link opens the site's /reset-password/ page. Limited per e-mail address per hour.",
        auth: 'none',
        body: ResetRequestBody,
        answer: SuccessAnswer,
        answerDescription: 'Always the same, whether or not a mail went out',
        errors: [
          E.invalidInput,
          {
            status: 429,
            code: 'rate_limited',
            when: 'Too many resets for this e-mail this hour, or too many writes from this address: see Retry-After',
          },
          E.malformed,
          { status: 500, code: 'global_error', when: 'The mail could not be sent, or another failure' },
        ],
      }),
    },
    async (request) => requestPasswordReset(services, request.body),
  );

  app.put(
    '/users/reset_password',
    {
      schema: operation({
        operationId: 'confirmPasswordReset',
        tag: 'Users',
        summary: 'Set a new password with a reset token',
        description:
          "Sets `password` with the `reset_token` of the mailed reset link. The token is single use; every other session of the player ends, and the answer's token logs in with `full` scope.",
        auth: 'none',
        body: ResetConfirmBody,
        answer: ResetConfirmAnswer,
        answerDescription: 'The new password is set and this token logs in',
        errors: [
          E.invalidInput,
          {
            status: 400,
            code: 'invalid_reset_token',
            when: 'The token is unknown, already used or expired: ask for a new link',
          },
          ...WRITE,
        ],
      }),
    },
    async (request) => confirmPasswordReset(services, request.body),
  );

  app.post(
    '/users/validate',
    {
      schema: operation({
        operationId: 'validateEmail',
        tag: 'Users',
        summary: 'Confirm an e-mail address with the validation link’s token',
        description:
          "Sends the `token` of the link that POST /messages/validation/send mailed (the site's /{locale}/validate-email page does this when opened). Confirms that the player reads that mailbox; it logs nobody in. The link is valid 48 hours and may be opened again within that time: the answer is the same, with the time of the first confirmation. Every token that is malformed, unknown or expired gets the same answer. Counts against the per-address write limit.",
        auth: 'none',
        body: ValidateEmailBody,
        answer: ValidateEmailAnswer,
        answerDescription: 'The address is confirmed',
        errors: [
          E.invalidInput,
          {
            status: 400,
            code: 'invalid_validation_token',
            when: 'The token is malformed, unknown or expired: ask for a new link',
          },
          ...WRITE,
        ],
      }),
    },
    async (request) => validateEmail(services.db, request.body),
  );
};
