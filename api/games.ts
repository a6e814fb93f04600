import { z } from 'zod';
import { formInt, optional } from './form-fields.ts';
import { GAME_IDS } from './site-routes.ts';
import { SHARE_NETWORK_IDS } from './share-networks.ts';

/** Runs: start, end with the replay, read, save (claim), and where a score would rank (spec §7). */

export const GameType = z.enum(GAME_IDS);
/** The largest replay accepted, in bytes of JSON (a 3-minute run's replay is a few KB). */
export const MAX_GAME_DATA_BYTES = 64 * 1024;

export const StartBody = z.object({ game_type: GameType });
export const StartAnswer = z.object({
  success: z.literal(true),
  uuid: z.uuid(),
  /** The run's seed: chosen by the server so nobody can pick a lucky one. */
  seed: z.number().int().nonnegative(),
});

export const GameData = z
  .record(z.string(), z.unknown())
  .refine(
    (data) => JSON.stringify(data).length <= MAX_GAME_DATA_BYTES,
    `game_data is larger than ${MAX_GAME_DATA_BYTES} bytes`,
  );

/**
 * The secret games/end hands the browser that starts an anonymous chain: continuing (previous_game) or saving
 * (claiming) that chain needs it. Any string up to 200 characters is looked at, so that a wrong secret and a
 * missing one get the same answer as an unknown chain.
 */
export const ChainSecret = z
  .string()
  .max(200)
  .describe('The `chain_secret` that games/end answered when this anonymous chain started');

export const EndBody = z.object({
  uuid: z.uuid(),
  /** What the client believes it scored; the server stores what the replay yields, or refuses the run. */
  score: formInt(0, 10_000_000),
  duration: formInt(0, 24 * 3600 * 1000),
  previous_game: optional(z.uuid()),
  /** With `previous_game` in an anonymous chain: that chain's secret. */
  chain_secret: optional(ChainSecret),
  game_data: GameData,
});

/** PATCH games/{id}: the chain's secret, unless the chain is already the player's. */
export const SaveGameBody = z.object({ chain_secret: optional(ChainSecret) });

/** How a stored run's score was decided. Only replays decide new runs; 'plausibility' marks runs stored before. */
export const Verification = z.enum(['replay', 'plausibility']);
/**
 * A run's review: 'flagged' when its inputs look programmed (see docs/decisions.md, "Judging the inputs"): the
 * score stands for the player to see but counts on no board, chain total or prize until an operator clears it
 * ('cleared') or refuses it ('rejected'). null: nothing to review.
 */
export const Review = z.enum(['flagged', 'cleared', 'rejected']);
/**
 * What a run's replay measured besides the score, per game: Circuit Shutdown the share of steps on the lines and
 * the tiles travelled, Headspace the sources found, Jungle Board the presses by rating. The skills of the final
 * score screen (api/skills.ts) are drawn from these. Null for runs stored before they were kept.
 */
/**
 * Why a run ended, as its replay on the server found it (the end screen says it): Circuit Shutdown overheated (its
 * gauge at zero); Headspace's clock ran out; Jungle Board's three misses, or the music's last loop finished; or the
 * player ended it from the pause menu before any of these ('left').
 */
export const RUN_END_CAUSES = ['overheated', 'time-up', 'misses', 'music-ended', 'left'] as const;
export const RunEndCause = z.enum(RUN_END_CAUSES);
export type RunEndCause = z.infer<typeof RunEndCause>;

export const RunStats = z.object({
  on_path_share: z.number().min(0).max(1).optional(),
  distance: z.number().nonnegative().optional(),
  finds: z.number().int().nonnegative().optional(),
  perfects: z.number().int().nonnegative().optional(),
  goods: z.number().int().nonnegative().optional(),
  bads: z.number().int().nonnegative().optional(),
  missed: z.number().int().nonnegative().optional(),
  /** Why the run ended (absent for runs stored before it was kept). */
  ended_by: RunEndCause.optional(),
});
export type RunStats = z.infer<typeof RunStats>;

export const EndAnswer = z.object({
  success: z.literal(true),
  accumulator_uuid: z.uuid(),
  score: z.number().int(),
  verification: z.literal('replay'),
  /** 'flagged': held for review, so `total` does not include it yet. */
  review: z.literal('flagged').nullable(),
  /** The chain's total of counting runs (a flagged run counts once cleared). */
  total: z.number().int(),
  stats: RunStats,
  /**
   * Only when this run started a chain anonymously: the secret that continues and saves it. Stored by the
   * server only as a hash, shown once.
   */
  chain_secret: z.string().optional(),
});

export const GameRecord = z.object({
  success: z.literal(true),
  uuid: z.uuid(),
  game_type: GameType,
  score: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  ended: z.boolean(),
  accumulator_uuid: z.uuid().nullable(),
  verification: Verification.nullable(),
  review: Review.nullable(),
  stats: RunStats.nullable(),
  game_data: z.record(z.string(), z.unknown()).nullable(),
});

export const EstimatedPositionQuery = z.object({
  score: formInt(0, 10_000_000),
  duration: optional(formInt(0, 24 * 3600 * 1000)),
});
export const EstimatedPositionAnswer = z.object({
  success: z.literal(true),
  position: z.number().int().positive(),
  beat_percent: z.number().int().min(0).max(100),
  total: z.number().int().nonnegative(),
  /** The other players on the board (the asking player's own entry left out); 0: the score would be the first. */
  challengers: z.number().int().nonnegative(),
  /** With a bearer token: the player's best on this board, null when they are not on it (or not signed in). */
  own_best: z.number().int().nullable(),
});

/** How the page signs players in: the captcha it runs and the social providers it offers (public ids only). */
export const SignInOptions = z.object({
  captcha: z.enum(['pow', 'recaptcha']),
  recaptcha_site_key: z.string().nullable().describe('With captcha recaptcha: the v3 site key'),
  recaptcha_script_url: z.string().nullable().describe('With captcha recaptcha: the script the page loads'),
  recaptcha_privacy_url: z.string().nullable().describe("With captcha recaptcha: the notice's privacy link"),
  recaptcha_terms_url: z.string().nullable().describe("With captcha recaptcha: the notice's terms link"),
  facebook_app_id: z.string().nullable().describe('Facebook sign-in is offered when set'),
  facebook_sdk_url: z.string().nullable().describe("With Facebook sign-in: the SDK's script"),
  google_client_id: z.string().nullable().describe('Google sign-in is offered when set'),
  google_script_url: z.string().nullable().describe("With Google sign-in: Google Identity Services' script"),
});
export type SignInOptions = z.infer<typeof SignInOptions>;

/** The server's default: the built-in proof-of-work captcha and no social sign-in, so nothing outside is loaded. */
export const BUILT_IN_SIGN_IN: SignInOptions = {
  captcha: 'pow',
  recaptcha_site_key: null,
  recaptcha_script_url: null,
  recaptcha_privacy_url: null,
  recaptcha_terms_url: null,
  facebook_app_id: null,
  facebook_sdk_url: null,
  google_client_id: null,
  google_script_url: null,
};

export const FrontendData = z.object({
  success: z.literal(true),
  current_game: GameType,
  sign_in: SignInOptions,
  competition: z.object({
    start: z.string(),
    end: z.string(),
    time_zone: z.string(),
    active: z.boolean(),
    minimum_age: z.number().int().describe('The minimum age to enter the draws (DRAW_MINIMUM_AGE)'),
    excluded_countries: z
      .array(z.string())
      .describe('Countries whose residents cannot enter (DRAW_EXCLUDED_COUNTRIES), ISO 3166-1 alpha-2'),
    share_prize_winners: z
      .number()
      .int()
      .describe('How many wallet codes the share draw gives (SHARE_PRIZE_WINNERS)'),
  }),
  share_networks: z
    .array(z.object({ id: z.enum(SHARE_NETWORK_IDS), template: z.string() }))
    .describe("The share modal's networks and their share addresses ({url} and {text} are filled in)"),
});
