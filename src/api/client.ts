import type { z } from 'zod';
import { ApiErrorSchema } from '../../api/errors.ts';
import { ApiRequestError } from './api-request-error.ts';
import {
  EndAnswer,
  EstimatedPositionAnswer,
  FrontendData,
  GameRecord,
  StartAnswer,
} from '../../api/games.ts';
import { ScoreboardAnswer } from '../../api/scoreboards.ts';
import { WinnersAnswer } from '../../api/prizes.ts';
import { EntryAnswer, ShareEntryAnswer, type ShareEntryNetwork } from '../../api/entries.ts';
import { AnalyticsAnswer, type AnalyticsEvent } from '../../api/analytics.ts';
import { CaptchaChallenge, CountryAnswer } from '../../api/site-data.ts';
import { OperatorRun } from '../../api/operator.ts';
import {
  LoginAnswer,
  ProfileAnswer,
  PublicUser,
  RegisterAnswer,
  ResetConfirmAnswer,
  ShareAnswer,
  SocialSignInAnswer,
  SuccessAnswer,
  ValidateEmailAnswer,
  type SocialStrategy,
} from '../../api/users.ts';
import type { GameId } from '../../api/site-routes.ts';
import { signRequest, type ClientCredentials } from '../../api/signing.ts';
import { encryptPayload } from '../../api/payload-crypto.ts';

/**
 * The browser's API client: every answer is checked against the same zod schema the server answers with, so
 * a contract drift shows up as a clear error here, not as undefined somewhere in the UI.
 */
export { ApiRequestError };

export interface ApiClientOptions {
  /** e.g. '/api' or 'http://127.0.0.1:8080/api' */
  baseUrl: string;
  token?: () => string | null;
  fetch?: typeof fetch;
  /** When the server asks for signed requests (API_CLIENTS). */
  signing?: ClientCredentials;
  /** When bodies are to travel AES-GCM encrypted (PAYLOAD_KEY). */
  payloadKey?: CryptoKey;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function createApiClient({
  baseUrl,
  token,
  fetch: fetchImpl = fetch,
  signing,
  payloadKey,
}: ApiClientOptions) {
  async function call<T extends z.ZodType>(
    schema: T,
    method: Method,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    const bearer = token?.();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
      if (payloadKey) {
        payload = await encryptPayload(payloadKey, payload);
        headers['content-type'] = 'text/plain';
        headers['x-payload-encryption'] = 'aes-gcm';
      }
    }
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/${path}`, globalThis.location?.href);
    if (signing)
      Object.assign(
        headers,
        await signRequest(
          signing,
          { method, path: url.pathname + url.search, ...(payload !== undefined ? { body: payload } : {}) },
          Math.floor(Date.now() / 1000),
        ),
      );
    const response = await fetchImpl(url, {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = ApiErrorSchema.safeParse(json);
      throw new ApiRequestError(
        response.status,
        parsed.success
          ? parsed.data
          : { error: 'global_error', message: 'An error occurred, please try again later' },
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ApiRequestError(response.status, {
        error: 'contract',
        message: `Unexpected answer from ${method} ${path}`,
      });
    return parsed.data;
  }
  const q = (params: Record<string, string | number | boolean | undefined>) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
    const s = search.toString();
    return s ? `?${s}` : '';
  };

  return {
    register: (fields: Record<string, unknown>) => call(RegisterAnswer, 'POST', 'users', fields),
    login: (fields: {
      email: string;
      password?: string;
      code?: string;
      accumulator_uuid?: string;
      chain_secret?: string;
    }) => call(LoginAnswer, 'POST', 'users/login', fields),
    requestSignInCode: (email: string, locale?: string) =>
      call(SuccessAnswer, 'POST', 'users/sign_in_code', { email, locale }),
    logout: () => call(SuccessAnswer, 'POST', 'users/logout', {}),
    socialSignIn: (
      strategy: SocialStrategy,
      fields: {
        access_token: string;
        opt_in_commercial?: boolean;
        accumulator_uuid?: string;
        chain_secret?: string;
      },
    ) => call(SocialSignInAnswer, 'POST', `users/auth/${strategy}/callback`, fields),
    me: () => call(ProfileAnswer, 'GET', 'users/me'),
    updateMe: (fields: Record<string, unknown>) => call(ProfileAnswer, 'PUT', 'users/me', fields),
    deleteMe: (password: string) => call(SuccessAnswer, 'DELETE', 'users/me', { password }),
    confirmReset: (password: string, resetToken: string) =>
      call(ResetConfirmAnswer, 'PUT', 'users/reset_password', { password, reset_token: resetToken }),
    captchaChallenge: () => call(CaptchaChallenge, 'GET', 'captcha/challenge'),
    share: () => call(ShareAnswer, 'GET', 'users/me/share'),
    publicUser: (slug: string) => call(PublicUser, 'GET', `users/${encodeURIComponent(slug)}`),
    requestReset: (email: string, redirectUrl?: string, locale?: string) =>
      call(SuccessAnswer, 'POST', 'users/reset_password', { email, redirect_url: redirectUrl, locale }),
    validateEmail: (token: string) => call(ValidateEmailAnswer, 'POST', 'users/validate', { token }),
    startGame: (game: GameId) => call(StartAnswer, 'POST', 'games/start', { game_type: game }),
    endGame: (body: {
      uuid: string;
      score: number;
      duration: number;
      previous_game?: string;
      chain_secret?: string;
      game_data: Record<string, unknown>;
    }) => call(EndAnswer, 'POST', 'games/end', body),
    game: (id: string) => call(GameRecord, 'GET', `games/${encodeURIComponent(id)}`),
    saveGame: (id: string, chainSecret?: string) =>
      call(GameRecord, 'PATCH', `games/${id}`, chainSecret ? { chain_secret: chainSecret } : {}),
    scoreboard: (
      board: 'total' | GameId,
      options: { limit?: number; offset?: number; offsetToUser?: boolean; segment?: 'DE' } = {},
    ) =>
      call(
        ScoreboardAnswer,
        'GET',
        `scoreboards/${board}${q({ limit: options.limit, offset: options.offset, offset_to_user: options.offsetToUser, segment: options.segment })}`,
      ),
    estimatedPosition: (type: 'total' | GameId, score: number, duration?: number) =>
      call(EstimatedPositionAnswer, 'GET', `game_types/${type}/estimated_position${q({ score, duration })}`),
    frontendData: () => call(FrontendData, 'GET', 'frontend_data'),
    prizeWinners: () => call(WinnersAnswer, 'GET', 'prizes/winners'),
    /** What keeps the signed-in player out of the draws, as the server judges it. */
    myEntry: () => call(EntryAnswer, 'GET', 'users/me/entry'),
    /** Records the signed-in player's share for the share prize (one entry per player, the first kept). */
    enterShareDraw: (network: ShareEntryNetwork, locale: string) =>
      call(ShareEntryAnswer, 'POST', 'prizes/share_entries', { network, locale }),
    country: () => call(CountryAnswer, 'GET', 'country'),
    countAnalyticsEvents: (events: AnalyticsEvent[]) =>
      call(AnalyticsAnswer, 'POST', 'analytics/events', { events }),
    /** A stored run with its seed, for the operators' replay viewer (a wrong token answers 404, as an unknown run). */
    operatorRun: (uuid: string, operatorToken: string) =>
      call(OperatorRun, 'GET', `operator/runs/${encodeURIComponent(uuid)}`, undefined, {
        'x-operator-token': operatorToken,
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
