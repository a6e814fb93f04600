import { z } from 'zod';
import { ApiErrorSchema, FIELD_ERROR_CODES } from './errors.ts';
import {
  EndAnswer,
  EndBody,
  EstimatedPositionAnswer,
  EstimatedPositionQuery,
  FrontendData,
  GameRecord,
  StartAnswer,
  StartBody,
} from './games.ts';
import { HealthSchema } from './health.ts';
import { BOARD_IDS, DEFAULT_LIMIT, MAX_LIMIT, ScoreboardAnswer, ScoreboardQuery } from './scoreboards.ts';
import { GAME_IDS } from './site-routes.ts';
import {
  DeleteAccountBody,
  LoginAnswer,
  LoginBody,
  Profile,
  PublicUser,
  RegisterAnswer,
  registerBody,
  ResetConfirmBody,
  ResetRequestBody,
  ShareAnswer,
  SocialCallbackBody,
  SuccessAnswer,
  updateProfileBody,
} from './users.ts';

/**
 * The API's reference, generated from the zod schemas that validate it: a table of every call (method, path,
 * auth, body, query, answer, errors), an OpenAPI 3.1 description built from it, and a Markdown rendering of
 * that description. Served by server/routes/docs.ts and written to docs/api.md by scripts/api-docs.ts.
 */

/**
 * The bodies that hold a birth_date are built for the server's current year; their documented shape (and the
 * age rule's message) is the same for every year, so the reference builds them for a fixed one.
 */
const ANY_YEAR = 2000;

// ---------------------------------------------------------------------------------------------------------
// Answers (and one body) that the routes build by hand and no other module exports yet.

/** GET /users/me and PUT /users/me. */
export const ProfileAnswer = z.object({ success: z.literal(true), profile: Profile });

/** PUT /users/reset_password: the new password logs in at once, with full rights. */
export const ResetConfirmAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  scope: z.literal('full'),
});

/** GET /country (server/routes/site-data.ts, countryOf). */
export const CountryAnswer = z.object({
  success: z.literal(true),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .describe('Two-letter ISO code in capitals, or null when nothing tells'),
  segment: z
    .union([z.literal('DE'), z.literal(false)])
    .describe('"DE" for Germany (the segment with its own total board), else false'),
  source: z
    .enum(['header', 'geolocation', 'accept-language', 'none'])
    .describe(
      'header: a CDN or proxy header (CF-IPCountry, X-Country-Code); geolocation: the configured IP service; accept-language: a guess',
    ),
});

/** GET /captcha/challenge: an ALTCHA-format proof-of-work challenge (server/captcha/proof-of-work.ts). */
export const CaptchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().describe('Hex SHA-256 of salt followed by the secret number'),
  maxnumber: z.number().int().positive().describe('The secret number lies between 0 and this'),
  salt: z.string().describe('Random hex, then ?expires= and the expiry in Unix seconds'),
  signature: z.string().describe("Hex HMAC-SHA256 of challenge with the server's secret"),
});

/** Social sign-in providers (server/auth/social.ts), each on only when configured. */
export const SOCIAL_STRATEGIES = ['facebook', 'google_oauth2'] as const;

/** POST /users/auth/{strategy}/callback: a social sign-in always opens the account with full rights. */
export const SocialSignInAnswer = LoginAnswer.extend({ scope: z.literal('full') });

/** Mail templates a player may ask for by name; reset_password only comes from the reset call. */
export const SENDABLE_TEMPLATES = ['welcome', 'score_saved'] as const;

/** POST /messages/{template}/send: the optional body (server/routes/messages.ts). */
export const MessageSendBody = z
  .object({
    locale: z
      .string()
      .optional()
      .describe("The mail's language; an unknown code falls back to the player's language, else en"),
  })
  .optional();

export const MessageSentAnswer = z.object({ success: z.literal(true), code: z.literal(200) });

// ---------------------------------------------------------------------------------------------------------
// The table of calls.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** none: no token needed; play: any bearer token; full: a token from a password login or an e-mailed link. */
export type Auth = 'none' | 'play' | 'full';

/** Bodies arrive as JSON or as forms (spec §7); one zod schema accepts all three. */
export const BODY_CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
] as const;
export type BodyContentType = (typeof BODY_CONTENT_TYPES)[number];

export interface ErrorCase {
  status: number;
  /** The answer's `error` code; absent when the answer is not an ApiError (the health check's 503). */
  code?: string;
  /** When it happens. */
  when: string;
  /** An answer that is not an ApiError. */
  body?: z.ZodType;
}

export interface PathParam {
  name: string;
  description: string;
  schema: z.ZodType;
}

export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** Relative to the API's base (…/api), OpenAPI style: /users/{id}. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  auth: Auth;
  /** With auth 'none': a bearer token is read when sent (and a bad one is a 401). */
  optionalToken?: boolean;
  params?: readonly PathParam[];
  query?: z.ZodType;
  body?: { schema: z.ZodType; required: boolean; contentTypes: readonly BodyContentType[] };
  answer: z.ZodType;
  answerDescription: string;
  errors: readonly ErrorCase[];
}

const FORMS = BODY_CONTENT_TYPES;

// Errors shared by many calls.
const E = {
  invalidInput: {
    status: 400,
    code: 'invalid_input',
    when: 'A field is missing or invalid: `fields` names each one with its code',
  },
  malformed: {
    status: 400,
    code: 'bad_request',
    when: 'The body cannot be parsed (malformed JSON or form, an unsupported content type is 415, over 256 KiB is 413)',
  },
  unauthorized: {
    status: 401,
    code: 'unauthorized',
    when: 'No bearer token, or one that is malformed, unknown, revoked or expired',
  },
  badToken: {
    status: 401,
    code: 'unauthorized',
    when: 'A bearer token was sent but is malformed, unknown, revoked or expired',
  },
  passwordRequired: {
    status: 403,
    code: 'password_required',
    when: 'The token has play scope: log in with the password (or the e-mailed link) first',
  },
  rateLimited: {
    status: 429,
    code: 'rate_limited',
    when: 'Too many writes from this address (or account) this minute: the Retry-After header gives the seconds to wait',
  },
  accumulatorUnknown: {
    status: 404,
    code: 'not_found',
    when: '`accumulator_uuid` is no known chain of runs',
  },
  accumulatorTaken: {
    status: 403,
    code: 'forbidden',
    when: '`accumulator_uuid` was already saved by another player',
  },
  internal: {
    status: 500,
    code: 'global_error',
    when: 'An unexpected failure (the message is always generic)',
  },
} satisfies Record<string, ErrorCase>;

const WRITE = [E.malformed, E.rateLimited, E.internal];

const GAME_UUID: PathParam = {
  name: 'id',
  description: "The run's uuid",
  schema: z.guid(),
};

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'getHealth',
    method: 'get',
    path: '/health',
    tag: 'Health',
    summary: 'Liveness and database check',
    description:
      'Answers 200 with `status: ok` when the server runs and the database answers (its server version, schema version and latency), else 503 with `status: degraded` and the database error. Never cached.',
    auth: 'none',
    answer: HealthSchema,
    answerDescription: 'The server and its database are up',
    errors: [
      {
        status: 503,
        when: 'The database does not answer: the body is the health answer with `status: degraded` and `database.error`',
        body: HealthSchema,
      },
    ],
  },
  {
    operationId: 'registerUser',
    method: 'post',
    path: '/users',
    tag: 'Users',
    summary: 'Register a player',
    description:
      "Creates an account and logs it in. The captcha answer `recaptcha` (a reCAPTCHA token, or the base64 proof-of-work payload that solves GET /captcha/challenge) is checked first. With a `password` the token has `full` scope; without one it has `play` scope (the player logs in again with e-mail and first name). `opt_in_legal` must be true. With `accumulator_uuid` the visitor's anonymous runs are saved to the new account. `game_type`, `score` and `duration` are accepted for compatibility and ignored: only server-verified runs count. Counts against the per-address login limit.",
    auth: 'none',
    body: { schema: registerBody(ANY_YEAR), required: true, contentTypes: FORMS },
    answer: RegisterAnswer,
    answerDescription: 'The new account and its bearer token',
    errors: [
      E.invalidInput,
      { status: 400, code: 'captcha_failed', when: 'The captcha answer is wrong, expired or already used' },
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
  },
  {
    operationId: 'login',
    method: 'post',
    path: '/users/login',
    tag: 'Users',
    summary: 'Log in',
    description:
      "With `email` and `password` the token has `full` scope; passwordless, with `email` and `first_name` (compared without case), it has `play` scope. One of `password` or `first_name` is required (its absence is reported on `password`). With `accumulator_uuid` the visitor's anonymous runs are saved to the account. Counts against the per-address login limit.",
    auth: 'none',
    body: { schema: LoginBody, required: true, contentTypes: FORMS },
    answer: LoginAnswer,
    answerDescription: 'A bearer token and the account it opens',
    errors: [
      E.invalidInput,
      {
        status: 401,
        code: 'bad_credentials',
        when: 'Wrong e-mail and password, or no player with this e-mail and first name',
      },
      E.accumulatorTaken,
      E.accumulatorUnknown,
      ...WRITE,
    ],
  },
  {
    operationId: 'socialSignIn',
    method: 'post',
    path: '/users/auth/{strategy}/callback',
    tag: 'Users',
    summary: 'Sign in with Facebook or Google',
    description:
      "After the provider's own sign-in in the browser, send its `access_token`. The server never takes the browser's word for who that is: it asks the provider whether the token was issued to this app and which e-mail it vouches for, then signs in to the account holding that e-mail, or creates one (no password; names from the provider; `opt_in_commercial` as sent). The token always has `full` scope. With `accumulator_uuid` the visitor's anonymous runs are saved to the account. Each provider is off unless configured. Counts against the per-address login limit.",
    auth: 'none',
    params: [{ name: 'strategy', description: 'The provider', schema: z.enum(SOCIAL_STRATEGIES) }],
    body: { schema: SocialCallbackBody, required: true, contentTypes: FORMS },
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
        when: 'No such provider, or it is not enabled on this server; or `accumulator_uuid` is no known chain of runs',
      },
      { status: 409, code: 'conflict', when: 'The same e-mail signed up at the same moment' },
      ...WRITE,
    ],
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/users/logout',
    tag: 'Users',
    summary: 'Log out',
    description: 'Revokes the bearer token sent with the call. Takes no body.',
    auth: 'play',
    answer: SuccessAnswer,
    answerDescription: 'The token no longer works',
    errors: [E.unauthorized, ...WRITE],
  },
  {
    operationId: 'getMyProfile',
    method: 'get',
    path: '/users/me',
    tag: 'Users',
    summary: "Read the player's profile",
    description: 'Every personal field of the logged-in player (never the password).',
    auth: 'full',
    answer: ProfileAnswer,
    answerDescription: "The player's profile",
    errors: [E.unauthorized, E.passwordRequired, E.internal],
  },
  {
    operationId: 'updateMyProfile',
    method: 'put',
    path: '/users/me',
    tag: 'Users',
    summary: "Change the player's profile",
    description:
      'Changes the fields sent (profile fields, `first_name`, `opt_in_legal` and a new `password`); absent or empty fields stay as they are, and the e-mail cannot change. A new name, nickname or country shows on the boards at once (the DE board follows the country). Counts against the per-account write limit.',
    auth: 'full',
    body: { schema: updateProfileBody(ANY_YEAR), required: true, contentTypes: FORMS },
    answer: ProfileAnswer,
    answerDescription: 'The profile as saved',
    errors: [E.invalidInput, E.unauthorized, E.passwordRequired, ...WRITE],
  },
  {
    operationId: 'deleteMyAccount',
    method: 'delete',
    path: '/users/me',
    tag: 'Users',
    summary: 'Erase the account',
    description:
      'GDPR erasure, confirmed with the password: the player leaves every board, their runs stay only as anonymous numbers inside totals, and their personal data is deleted. An account without a password must set one first (PUT /users/me).',
    auth: 'full',
    body: { schema: DeleteAccountBody, required: true, contentTypes: FORMS },
    answer: SuccessAnswer,
    answerDescription: 'The account is gone',
    errors: [
      E.invalidInput,
      E.unauthorized,
      { status: 401, code: 'bad_credentials', when: 'Wrong password (or the account has none)' },
      E.passwordRequired,
      ...WRITE,
    ],
  },
  {
    operationId: 'getMyShareSlug',
    method: 'get',
    path: '/users/me/share',
    tag: 'Users',
    summary: "The player's share slug",
    description:
      "The public slug for share links; anyone may read the player's public data with GET /users/{id}.",
    auth: 'play',
    answer: ShareAnswer,
    answerDescription: "The player's public slug",
    errors: [E.unauthorized, E.internal],
  },
  {
    operationId: 'getPublicUser',
    method: 'get',
    path: '/users/{id}',
    tag: 'Users',
    summary: "A player's public data",
    description:
      "What anyone may see of a player: the board name (the nickname, else the first name and the last name's initial), the best score of each game and of the total (null when none), and the share of players on the total board that the total beats. Never personal data.",
    auth: 'none',
    params: [
      {
        name: 'id',
        description: "The player's public slug (`public_slug`); any other form is not found",
        schema: z.string().regex(/^[A-Za-z0-9_-]{6,40}$/),
      },
    ],
    answer: PublicUser,
    answerDescription: "The player's public data",
    errors: [{ status: 404, code: 'not_found', when: 'No player has this slug' }, E.internal],
  },
  {
    operationId: 'requestPasswordReset',
    method: 'post',
    path: '/users/reset_password',
    tag: 'Users',
    summary: 'Ask for a password reset link',
    description:
      "Mails a single-use reset link, valid 30 minutes, in `locale` (else the player's language). The answer is the same whether or not the e-mail has an account. `redirect_url` is honoured only when it points to this same site under its base path; else the link opens the site's /reset-password/ page. Limited per e-mail address per hour.",
    auth: 'none',
    body: { schema: ResetRequestBody, required: true, contentTypes: FORMS },
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
  },
  {
    operationId: 'confirmPasswordReset',
    method: 'put',
    path: '/users/reset_password',
    tag: 'Users',
    summary: 'Set a new password with a reset token',
    description:
      "Sets `password` with the `reset_token` of a mailed link (a reset or validation mail). The token is single use; every other session of the player ends, and the answer's token logs in with `full` scope.",
    auth: 'none',
    body: { schema: ResetConfirmBody, required: true, contentTypes: FORMS },
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
  },
  {
    operationId: 'startGame',
    method: 'post',
    path: '/games/start',
    tag: 'Games',
    summary: 'Start a run',
    description:
      "The server picks the run's seed (so nobody can choose a lucky one): the client must play with it, since the replay is checked against it. With a bearer token the run belongs to that player and counts against the per-account write limit.",
    auth: 'none',
    optionalToken: true,
    body: { schema: StartBody, required: true, contentTypes: FORMS },
    answer: StartAnswer,
    answerDescription: "The run's uuid and seed",
    errors: [E.invalidInput, E.badToken, ...WRITE],
  },
  {
    operationId: 'endGame',
    method: 'post',
    path: '/games/end',
    tag: 'Games',
    summary: 'End a run with its replay',
    description:
      "Sends the replay in `game_data` (at most 64 KiB of JSON). The server replays the run from its seed and stores the score the replay yields; a run of a game the server cannot replay yet, or one whose claim fails the cheap checks (duration against the server’s clock, input rate, score per second), is refused with 422 before any replay. `previous_game` chains this run to an earlier ended one so their scores add up in one accumulator (the total of the latest score of each game); without it a new accumulator starts. With a bearer token the chain is saved to the player. A refused run is closed too: it cannot be retried with other numbers. The server also judges how the run was steered (reaction timing, a hand at rest, aim on the exact lane centre): a run whose inputs look programmed is accepted with `review: 'flagged'`, its score shown to the player but kept off the boards, the chain total and prizes until an operator clears it.",
    auth: 'none',
    optionalToken: true,
    body: { schema: EndBody, required: true, contentTypes: FORMS },
    answer: EndAnswer,
    answerDescription: 'The verified score, whether it is held for review, and the chain it belongs to',
    errors: [
      E.invalidInput,
      { status: 400, code: 'invalid_input', when: '`previous_game` is not an ended run (no `fields`)' },
      E.badToken,
      {
        status: 403,
        code: 'forbidden',
        when: 'The run, `previous_game` or its chain belongs to another player',
      },
      { status: 404, code: 'not_found', when: 'No run has this `uuid`' },
      { status: 409, code: 'conflict', when: 'The run has already ended' },
      {
        status: 422,
        code: 'rejected_run',
        when: 'The replay does not give the claimed score, or the run breaks the limits of its game',
      },
      ...WRITE,
    ],
  },
  {
    operationId: 'getGame',
    method: 'get',
    path: '/games/{id}',
    tag: 'Games',
    summary: 'Read a run',
    description:
      'A run by its uuid: game, verified score and duration (null until it ends), whether it ended, its accumulator, how it was verified, its review (`flagged`, `cleared`, `rejected` or null) and its replay.',
    auth: 'none',
    params: [GAME_UUID],
    answer: GameRecord,
    answerDescription: 'The run',
    errors: [{ status: 404, code: 'not_found', when: 'No run has this uuid' }, E.internal],
  },
  {
    operationId: 'saveGame',
    method: 'patch',
    path: '/games/{id}',
    tag: 'Games',
    summary: 'Save a chain of runs to the player',
    description:
      'Saves a chain of runs to the logged-in player ("save my score") and refreshes their boards. `id` is a run\'s uuid (its chain is saved) or an accumulator uuid. Takes no body. Answers the chain\'s latest run.',
    auth: 'play',
    params: [
      {
        name: 'id',
        description: "A run's uuid, or the accumulator uuid of a chain",
        schema: z.guid(),
      },
    ],
    answer: GameRecord,
    answerDescription: "The chain's latest run, now the player's",
    errors: [
      E.unauthorized,
      { status: 403, code: 'forbidden', when: 'The chain was saved by another player' },
      { status: 404, code: 'not_found', when: 'No run or chain has this uuid' },
      { status: 409, code: 'conflict', when: 'The run has not ended yet' },
      ...WRITE,
    ],
  },
  {
    operationId: 'estimatePosition',
    method: 'get',
    path: '/game_types/{type}/estimated_position',
    tag: 'Games',
    summary: 'Where a score would rank',
    description:
      'The place a score would take on the board of a game (or of the total), the share of players it beats and how many are on the board. `duration` is accepted and ignored.',
    auth: 'none',
    params: [
      {
        name: 'type',
        description: 'A game, or total',
        schema: z.enum([...GAME_IDS, 'total']),
      },
    ],
    query: EstimatedPositionQuery,
    answer: EstimatedPositionAnswer,
    answerDescription: 'The estimated place',
    errors: [E.invalidInput, { status: 404, code: 'not_found', when: 'No such game type' }, E.internal],
  },
  {
    operationId: 'getScoreboard',
    method: 'get',
    path: '/scoreboards/{id}',
    tag: 'Scoreboards',
    summary: 'A page of a board',
    description: `A page of a board, best first. \`limit\` is ${DEFAULT_LIMIT} by default (at most ${MAX_LIMIT}), \`offset\` 0. \`segment=DE\` reads the German board (total only; ignored on the others). With \`offset_to_user\` (which needs a bearer token) the page starts 50 places above the player, and \`user_position\` is their place (null when they are not on the board); without it \`user_position\` is null.`,
    auth: 'none',
    optionalToken: true,
    params: [{ name: 'id', description: 'The board', schema: z.enum(BOARD_IDS) }],
    query: ScoreboardQuery,
    answer: ScoreboardAnswer,
    answerDescription: 'The page',
    errors: [
      E.invalidInput,
      {
        status: 401,
        code: 'unauthorized',
        when: '`offset_to_user` without a valid bearer token',
      },
      { status: 404, code: 'not_found', when: 'No such board' },
      E.internal,
    ],
  },
  {
    operationId: 'getFrontendData',
    method: 'get',
    path: '/frontend_data',
    tag: 'Site',
    summary: 'What the site needs at start',
    description:
      "The game to play now (the one after the player's last scored game in the cycle, else mouse) and the prize draw's window: active from the start day to the end day's 23:59:59 UTC, and never for players in IT, PL, TH, RU or TR (the player's country, else the visitor's).",
    auth: 'none',
    optionalToken: true,
    answer: FrontendData,
    answerDescription: 'The current game and the competition',
    errors: [E.badToken, E.internal],
  },
  {
    operationId: 'getCountry',
    method: 'get',
    path: '/country',
    tag: 'Site',
    summary: "The visitor's country",
    description:
      'A CDN or proxy header (CF-IPCountry or X-Country-Code) when the operator has one, then the IP geolocation service when one is configured, else a guess from the Accept-Language region or language, else null. By default no outside service is asked.',
    auth: 'none',
    answer: CountryAnswer,
    answerDescription: "The visitor's country and segment",
    errors: [E.internal],
  },
  {
    operationId: 'getCaptchaChallenge',
    method: 'get',
    path: '/captcha/challenge',
    tag: 'Site',
    summary: 'A proof-of-work captcha challenge',
    description:
      'A signed challenge in the ALTCHA format: find the number n from 0 to `maxnumber` whose SHA-256 of `salt` followed by n is `challenge`, then send base64 of the JSON `{ algorithm, challenge, number, salt, signature }` as `recaptcha` to POST /users. Valid 10 minutes, single use. Never cached.',
    auth: 'none',
    answer: CaptchaChallenge,
    answerDescription: 'A fresh challenge',
    errors: [
      { status: 404, code: 'not_found', when: 'This server uses reCAPTCHA, not the proof-of-work captcha' },
      E.internal,
    ],
  },
  {
    operationId: 'sendMessage',
    method: 'post',
    path: '/messages/{template}/send',
    tag: 'Messages',
    summary: 'Mail the player',
    description:
      "Mails the logged-in player at their own address, never at one in the request (this is no relay): `welcome`, or `score_saved` with the player's best total and their place on the total board, both computed by the server, in `locale` (else the player's language). The body is optional. `validation` is described below; `reset_password` only comes from POST /users/reset_password. Counts against the per-account write limit and the address's daily mail cap (429 past it).",
    auth: 'play',
    params: [{ name: 'template', description: 'The mail to send', schema: z.enum(SENDABLE_TEMPLATES) }],
    body: { schema: MessageSendBody, required: false, contentTypes: FORMS },
    answer: MessageSentAnswer,
    answerDescription: 'The mail went out',
    errors: [
      E.invalidInput,
      E.unauthorized,
      { status: 404, code: 'not_found', when: 'No such template (reset_password included)' },
      E.malformed,
      E.rateLimited,
      { status: 500, code: 'global_error', when: 'The mail could not be sent, or another failure' },
    ],
  },
  {
    operationId: 'sendValidationMessage',
    method: 'post',
    path: '/messages/validation/send',
    tag: 'Messages',
    summary: 'Mail the player a link that proves they read the mailbox',
    description:
      "The same route as /messages/{template}/send with template validation: mails the logged-in player a single-use link, valid 30 minutes, to the site's /reset-password/ page with `validate=1`; its token works as the `reset_token` of PUT /users/reset_password, which sets a password and logs in with `full` scope. The body is optional. Counts against the per-account write limit.",
    auth: 'play',
    body: { schema: MessageSendBody, required: false, contentTypes: FORMS },
    answer: MessageSentAnswer,
    answerDescription: 'The mail went out',
    errors: [
      E.invalidInput,
      E.unauthorized,
      ...WRITE,
      { status: 502, code: 'mail_failed', when: 'The mail server refused the mail: try again later' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------
// OpenAPI 3.1.

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
  /** Every error code this status stands for in this operation, and when. */
  'x-errors'?: { code: string | null; when: string }[];
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  /** none, play (any bearer token) or full (a token from a password login or an e-mailed link). */
  'x-auth': Auth;
  'x-optional-token'?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
    schemas: Record<string, JsonSchema>;
  };
}

const TAGS: { name: string; description: string }[] = [
  { name: 'Health', description: 'Whether the server and its database are up.' },
  { name: 'Users', description: 'Accounts: registration, login, profile, erasure, password reset, sharing.' },
  {
    name: 'Games',
    description: 'Runs: start, end with the replay, read, save, and where a score would rank.',
  },
  { name: 'Scoreboards', description: 'The total board and one per game, plus the DE segment of the total.' },
  { name: 'Site', description: 'What the site reads at start: current game, competition, country, captcha.' },
  { name: 'Messages', description: "Mails to the logged-in player's own address." },
];

export const API_DESCRIPTION = [
  'The HTTP API of the game site. Every call answers JSON. Bodies may be sent as JSON, as URL-encoded forms or as multipart forms (fields only, never files); in a form every value is a string, so a boolean field takes true, false, 1, 0, on or off, an integer field takes its digits, and an empty value counts as absent. Query strings follow the same rules.',
  'Authentication: send `Authorization: Bearer <token>`, the token from POST /users, POST /users/login, POST /users/auth/{strategy}/callback or PUT /users/reset_password. A `full` token (a login with the password, a social sign-in, or an e-mailed link) may read and change personal data and erase the account; a `play` token (a passwordless login with e-mail and first name) may save runs and read public data. A token that is malformed, unknown, revoked or expired is refused with 401 even where a token is optional.',
  'Errors answer `{ error, message, fields? }`: `error` is a stable code, `message` is plain English, and `fields` (invalid input only) gives each bad field a code from the catalogue (' +
    FIELD_ERROR_CODES.join(', ') +
    ") for the interface to show in the visitor's language. Every write (POST, PUT, PATCH, DELETE) counts against a per-address limit, and calls made with a token against a per-account limit: past it the answer is 429 with a Retry-After header.",
  'Signing headers and payload encryption (off by default): with API_CLIENTS set, every call except /health and the reference must carry X-Client-Authorization (client id, timestamp, HMAC-SHA256 of method, path, timestamp, project slug and body hash) with X-Project-Slug, or, for server-to-server calls, a Hawk Authorization header (id, ts, nonce, payload hash, ext, mac; a replayed nonce is refused). With PAYLOAD_KEY set, a body sent with X-Payload-Encryption: aes-gcm is AES-GCM encrypted (a random 12-byte IV prepended, base64). These are obfuscation only: the keys ship to every browser, so anyone can read them and sign or encrypt a forged call. The real guards are the server-side replay verification of every score, the rate limits per address and per account, and the scoped bearer tokens.',
].join('\n\n');

function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, ...rest } = schema;
  return rest;
}

interface CheckLike {
  _zod?: { def?: { check?: string; error?: (issue: { code: 'custom'; input: unknown }) => unknown } };
}

/** The messages of a schema's .refine() checks, when they are plain strings. */
function refinementMessages(schema: unknown): string[] {
  const checks = (schema as { _zod?: { def?: { checks?: CheckLike[] } } })._zod?.def?.checks ?? [];
  const messages: string[] = [];
  for (const check of checks) {
    const def = check._zod?.def;
    if (def?.check !== 'custom' || typeof def.error !== 'function') continue;
    const answer = def.error({ code: 'custom', input: undefined });
    const message =
      typeof answer === 'string' ? answer : (answer as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) messages.push(message.replace(/\.$/, ''));
  }
  return messages;
}

/**
 * zod 4's JSON Schema conversion, never throwing: preprocess/refine/transform parts that JSON Schema cannot
 * express become `{}` (any) rather than an error. Bodies and queries describe what is accepted (io input),
 * answers what is sent (io output).
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return stripMeta(
    z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: (ctx) => {
        // Refinements (checks by code) have no JSON Schema: their messages become part of the description.
        const rules = refinementMessages(ctx.zodSchema);
        if (rules.length === 0) return;
        const text = rules.map((rule) => `Checked by code; when it fails: "${rule}".`).join(' ');
        const existing = ctx.jsonSchema.description;
        ctx.jsonSchema.description = typeof existing === 'string' ? `${existing}. ${text}` : text;
      },
    }) as JsonSchema,
  );
}

function properties(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
}

function securityOf(op: ApiOperation): Record<string, string[]>[] {
  if (op.auth !== 'none') return [{ bearerAuth: [] }];
  return op.optionalToken ? [{}, { bearerAuth: [] }] : [];
}

function errorResponses(op: ApiOperation): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ErrorCase[]>();
  for (const error of op.errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const responses: Record<string, OpenApiResponse> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const cases = byStatus.get(status)!;
    const custom = cases.find((c) => c.body !== undefined)?.body;
    const response: OpenApiResponse = {
      description: cases.map((c) => (c.code ? `${c.code}: ${c.when}` : c.when)).join('; '),
      content: {
        'application/json': {
          schema: custom ? toJsonSchema(custom, 'output') : { $ref: '#/components/schemas/ApiError' },
        },
      },
      'x-errors': cases.map((c) => ({ code: c.code ?? null, when: c.when })),
    };
    if (status === 429) {
      response.headers = {
        'Retry-After': {
          description: 'Seconds until the limit resets',
          schema: { type: 'integer', minimum: 1 },
        },
      };
    }
    responses[String(status)] = response;
  }
  return responses;
}

export function buildOperation(op: ApiOperation): OpenApiOperation {
  const parameters: OpenApiParameter[] = [];
  for (const param of op.params ?? []) {
    parameters.push({
      name: param.name,
      in: 'path',
      required: true,
      description: param.description,
      schema: toJsonSchema(param.schema, 'input'),
    });
  }
  if (op.query) {
    const query = toJsonSchema(op.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(properties(query))) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }
  const operation: OpenApiOperation = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    security: securityOf(op),
    'x-auth': op.auth,
    ...(op.optionalToken ? { 'x-optional-token': true } : {}),
    ...(parameters.length ? { parameters } : {}),
    responses: {},
  };
  if (op.body) {
    const schema = toJsonSchema(op.body.schema, 'input');
    operation.requestBody = {
      required: op.body.required,
      content: Object.fromEntries(op.body.contentTypes.map((type) => [type, { schema }])),
    };
  }
  operation.responses = {
    '200': {
      description: op.answerDescription,
      content: { 'application/json': { schema: toJsonSchema(op.answer, 'output') } },
    },
    ...errorResponses(op),
  };
  return operation;
}

/** The OpenAPI 3.1 description of the API, its calls in the order of API_OPERATIONS. */
export function buildOpenApiDocument(options: { serverUrl: string; version: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of API_OPERATIONS) {
    const item = (paths[op.path] ??= {});
    item[op.method] = buildOperation(op);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Gear Up. Game On API', version: options.version, description: API_DESCRIPTION },
    servers: [{ url: options.serverUrl }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A token from POST /users, POST /users/login, POST /users/auth/{strategy}/callback or PUT /users/reset_password, with play or full scope',
        },
      },
      schemas: { ApiError: toJsonSchema(ApiErrorSchema, 'output') },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// A format-neutral rendering (headings, paragraphs, tables), written out as Markdown here and as HTML by the
// docs route.

/** Text with inline code: plain strings and `{ code }` spans. */
export type Inline = readonly (string | { code: string })[];

export type DocBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; text: Inline; id: string }
  | { kind: 'paragraph'; text: Inline }
  | { kind: 'list'; items: Inline[] }
  | { kind: 'table'; head: string[]; rows: Inline[][] };

const code = (text: string): { code: string } => ({ code: text });

/** Splits authored text on backticks: `name` becomes a code span. */
export function inline(text: string): Inline {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? code(part) : part))
    .filter((part) => typeof part !== 'string' || part !== '');
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
    return doc.components.schemas[ref.slice('#/components/schemas/'.length)] ?? {};
  return schema;
}

function branches(schema: JsonSchema): JsonSchema[] {
  const any = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return any ?? [schema];
}

/** A short type: string (uuid), integer, "DE" or false, array of object, string or null. */
export function typeOf(schema: JsonSchema): string {
  const options = branches(schema);
  if (options.length > 1) return options.map(typeOf).join(' or ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      if (type === 'array') return `array of ${typeOf((schema.items as JsonSchema | undefined) ?? {})}`;
      if (type === 'object' && !schema.properties && schema.additionalProperties !== undefined)
        return 'object (any keys)';
      return String(type);
    })
    .join(' or ');
}

/** Constraints as inline text: lengths, bounds, allowed values, patterns (left out when a format says it). */
export function constraintsOf(schema: JsonSchema): Inline {
  const parts: Inline[] = [];
  for (const option of branches(schema)) {
    const { minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, pattern, format } =
      option as {
        minLength?: number;
        maxLength?: number;
        minimum?: number;
        maximum?: number;
        exclusiveMinimum?: number;
        exclusiveMaximum?: number;
        pattern?: string;
        format?: string;
      };
    if (minLength !== undefined && maxLength !== undefined)
      parts.push([`length ${minLength} to ${maxLength}`]);
    else if (minLength !== undefined) parts.push([`length at least ${minLength}`]);
    else if (maxLength !== undefined) parts.push([`length at most ${maxLength}`]);
    const min = minimum !== undefined && minimum > -SAFE_BOUND ? minimum : undefined;
    const max = maximum !== undefined && maximum < SAFE_BOUND ? maximum : undefined;
    if (min !== undefined && max !== undefined) parts.push([`from ${min} to ${max}`]);
    else if (min !== undefined) parts.push([`at least ${min}`]);
    else if (max !== undefined) parts.push([`at most ${max}`]);
    if (exclusiveMinimum !== undefined) parts.push([`above ${exclusiveMinimum}`]);
    if (exclusiveMaximum !== undefined) parts.push([`below ${exclusiveMaximum}`]);
    if (Array.isArray(option.enum)) {
      const values: (string | { code: string })[] = ['one of '];
      option.enum.forEach((value, i) => {
        if (i > 0) values.push(', ');
        values.push(code(String(value)));
      });
      parts.push(values);
    }
    if (pattern !== undefined && format === undefined) parts.push(['pattern ', code(pattern)]);
  }
  return parts.flatMap((part, i) => (i === 0 ? part : ['; ', ...part]));
}

interface FieldRow {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** Flattens an object schema's fields: nested objects as a.b, arrays of objects as a[].b. */
function fieldsOf(schema: JsonSchema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const objectBranch = branches(schema).find((b) => b.type === 'object' && b.properties);
  if (!objectBranch) return rows;
  const required = new Set((objectBranch.required as string[] | undefined) ?? []);
  for (const [name, child] of Object.entries(properties(objectBranch))) {
    const full = `${prefix}${name}`;
    rows.push({ name: full, schema: child, required: required.has(name) });
    rows.push(...fieldsOf(child, `${full}.`));
    for (const b of branches(child)) {
      if (b.type === 'array' && b.items) rows.push(...fieldsOf(b.items as JsonSchema, `${full}[].`));
      const values = b.additionalProperties;
      if (b.type === 'object' && !b.properties && values && typeof values === 'object')
        rows.push(...fieldsOf(values as JsonSchema, `${full}.<key>.`));
    }
  }
  return rows;
}

function fieldTable(schema: JsonSchema, requiredHead: string): DocBlock {
  return {
    kind: 'table',
    head: ['Field', 'Type', requiredHead, 'Constraints', 'Description'],
    rows: fieldsOf(schema).map((row) => [
      [code(row.name)],
      [typeOf(row.schema)],
      [row.required ? 'yes' : 'no'],
      constraintsOf(row.schema),
      inline(typeof row.schema.description === 'string' ? row.schema.description : ''),
    ]),
  };
}

const AUTH_TEXT: Record<Auth, string> = {
  none: 'none',
  play: 'bearer token, any scope (`play` or `full`)',
  full: 'bearer token with `full` scope (a password login or an e-mailed link)',
};

function authText(op: OpenApiOperation): string {
  if (op['x-auth'] === 'none' && op['x-optional-token'])
    return 'none; a bearer token is read when sent (a bad one is refused)';
  return AUTH_TEXT[op['x-auth']];
}

function operationBlocks(
  doc: OpenApiDocument,
  path: string,
  method: HttpMethod,
  op: OpenApiOperation,
): DocBlock[] {
  const title = `${method.toUpperCase()} ${path}`;
  const blocks: DocBlock[] = [
    { kind: 'heading', level: 3, text: [code(title)], id: slug(`${method}-${path}`) },
    { kind: 'paragraph', text: [op.summary + '.'] },
    { kind: 'paragraph', text: inline(op.description) },
  ];
  const facts: Inline[] = [
    ['Auth: ', ...inline(authText(op))],
    ['Operation id: ', code(op.operationId)],
  ];
  if (op.requestBody) {
    const types = Object.keys(op.requestBody.content);
    const list: (string | { code: string })[] = ['Body: '];
    types.forEach((type, i) => {
      if (i > 0) list.push(', ');
      list.push(code(type));
    });
    list.push(op.requestBody.required ? ' (required)' : ' (optional)');
    facts.push(list);
  } else {
    facts.push(['Body: none']);
  }
  blocks.push({ kind: 'list', items: facts });

  const parameters = op.parameters ?? [];
  if (parameters.length) {
    blocks.push({
      kind: 'heading',
      level: 4,
      text: ['Parameters'],
      id: slug(`${method}-${path}-parameters`),
    });
    blocks.push({
      kind: 'table',
      head: ['Name', 'In', 'Type', 'Required', 'Constraints', 'Description'],
      rows: parameters.map((p) => [
        [code(p.name)],
        [p.in],
        [typeOf(p.schema)],
        [p.required ? 'yes' : 'no'],
        constraintsOf(p.schema),
        inline(p.description ?? ''),
      ]),
    });
  }
  if (op.requestBody) {
    const schema = Object.values(op.requestBody.content)[0]?.schema ?? {};
    blocks.push({ kind: 'heading', level: 4, text: ['Body fields'], id: slug(`${method}-${path}-body`) });
    const body = resolve(doc, schema);
    if (typeof body.description === 'string')
      blocks.push({ kind: 'paragraph', text: inline(body.description) });
    blocks.push(fieldTable(body, 'Required'));
  }
  const ok = op.responses['200'];
  if (ok) {
    blocks.push({ kind: 'heading', level: 4, text: ['Answer (200)'], id: slug(`${method}-${path}-answer`) });
    blocks.push({ kind: 'paragraph', text: inline(ok.description + '.') });
    const schema = ok.content?.['application/json']?.schema;
    if (schema) blocks.push(fieldTable(resolve(doc, schema), 'Always present'));
  }
  const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
  if (errors.length) {
    blocks.push({ kind: 'heading', level: 4, text: ['Errors'], id: slug(`${method}-${path}-errors`) });
    blocks.push({
      kind: 'table',
      head: ['Status', 'Error code', 'When'],
      rows: errors.flatMap(([status, response]) =>
        (response['x-errors'] ?? [{ code: null, when: response.description }]).map((e) => [
          [status],
          e.code ? [code(e.code)] : ['(not an error object)'],
          inline(e.when),
        ]),
      ),
    });
  }
  return blocks;
}

/** The whole reference as blocks: introduction, an index of calls, errors, then one section per call. */
export function documentBlocks(doc: OpenApiDocument): DocBlock[] {
  const blocks: DocBlock[] = [
    { kind: 'heading', level: 1, text: [doc.info.title], id: slug(doc.info.title) },
    {
      kind: 'paragraph',
      text: [
        'Version ',
        code(doc.info.version),
        '. OpenAPI ',
        code(doc.openapi),
        '. Server: ',
        ...doc.servers.flatMap((s, i) => (i > 0 ? [', ', code(s.url)] : [code(s.url)])),
        '.',
      ],
    },
    ...doc.info.description.split('\n\n').map((p): DocBlock => ({ kind: 'paragraph', text: inline(p) })),
  ];

  const all: { path: string; method: HttpMethod; op: OpenApiOperation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) all.push({ path, method, op });
    }
  }

  blocks.push({ kind: 'heading', level: 2, text: ['Calls'], id: 'calls' });
  blocks.push({
    kind: 'table',
    head: ['Method', 'Path', 'Auth', 'Summary'],
    rows: all.map(({ path, method, op }) => [
      [method.toUpperCase()],
      [code(path)],
      [op['x-optional-token'] ? 'none (token optional)' : op['x-auth']],
      [op.summary],
    ]),
  });

  blocks.push({ kind: 'heading', level: 2, text: ['Error answers'], id: 'error-answers' });
  blocks.push({
    kind: 'paragraph',
    text: inline(
      "Every error answer (except the health check's 503) has this shape; `fields` maps a field name to its problem:",
    ),
  });
  blocks.push(fieldTable(resolve(doc, { $ref: '#/components/schemas/ApiError' }), 'Always present'));
  blocks.push({
    kind: 'table',
    head: ['Field code', 'Meaning'],
    rows: [
      [[code('required')], ['The field is missing or empty']],
      [[code('invalid_email')], ['Not an e-mail address']],
      [[code('invalid_date')], ['Not a real date (birth_date: yyyy-mm-dd, age 13 to 120)']],
      [[code('optin')], ['The rules and terms must be accepted (opt_in_legal)']],
      [[code('too_long')], ['Too long, or above the maximum']],
      [[code('too_short')], ['Too short, or below the minimum']],
      [[code('invalid')], ['Any other problem']],
    ],
  });

  for (const tag of doc.tags) {
    const ops = all.filter(({ op }) => op.tags.includes(tag.name));
    if (!ops.length) continue;
    blocks.push({ kind: 'heading', level: 2, text: [tag.name], id: slug(tag.name) });
    blocks.push({ kind: 'paragraph', text: inline(tag.description) });
    for (const { path, method, op } of ops) blocks.push(...operationBlocks(doc, path, method, op));
  }
  return blocks;
}

// Markdown.

function escapeMarkdownText(text: string, inTable: boolean): string {
  const escaped = text.replace(/[\\*_[\]<>`]/g, (c) => `\\${c}`);
  return inTable ? escaped.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ') : escaped;
}

function markdownCode(text: string, inTable: boolean): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const body = inTable ? text.replace(/\|/g, '\\|') : text;
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

function markdownInline(text: Inline, inTable = false): string {
  return text
    .map((part) =>
      typeof part === 'string' ? escapeMarkdownText(part, inTable) : markdownCode(part.code, inTable),
    )
    .join('');
}

function markdownBlock(block: DocBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${markdownInline(block.text)}`;
    case 'paragraph':
      return markdownInline(block.text);
    case 'list':
      return block.items.map((item) => `- ${markdownInline(item)}`).join('\n');
    case 'table': {
      const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
      return [
        row(block.head.map((h) => escapeMarkdownText(h, true))),
        row(block.head.map(() => '---')),
        ...block.rows.map((cells) => row(cells.map((cell) => markdownInline(cell, true) || ' '))),
      ].join('\n');
    }
  }
}

/** A readable Markdown reference of an OpenAPI document built by buildOpenApiDocument. Deterministic. */
export function renderMarkdown(doc: OpenApiDocument): string {
  return (
    '<!-- Generated by scripts/api-docs.ts from api/openapi.ts: do not edit by hand. -->\n\n' +
    documentBlocks(doc).map(markdownBlock).join('\n\n') +
    '\n'
  );
}
