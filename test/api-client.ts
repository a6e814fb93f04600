import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../server/db/database.ts';
import { standInGameData } from './server-harness.ts';
import { encodeSolution, solveChallenge, type PowChallenge } from '../server/captcha/proof-of-work.ts';

/** A small client over app.inject for the API tests: JSON by default, forms on request, bearer tokens. */
export function apiClient(app: FastifyInstance, db?: Pick<Database, 'query'>) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; form?: boolean; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(options.body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(options.body);
      }
    }
    return app.inject({ method, url: `/api/${url}`, headers, ...(payload !== undefined ? { payload } : {}) });
  };
  /**
   * The chain secrets games/end handed this client, by run uuid and by accumulator uuid: this client is one
   * browser, which keeps the secrets of the chains it started (another client does not know them).
   */
  const chainSecrets = new Map<string, string>();
  return {
    /** The secret of the chain that a run (or an accumulator) of this client's belongs to, if this client has it. */
    chainSecretOf: (uuid: string): string | undefined => chainSecrets.get(uuid),
    get: (url: string, token?: string, headers?: Record<string, string>) =>
      call('GET', url, { token, headers }),
    post: (url: string, body?: unknown, token?: string, form = false) =>
      call('POST', url, { body, token, form }),
    put: (url: string, body?: unknown, token?: string) => call('PUT', url, { body, token }),
    patch: (url: string, body?: unknown, token?: string) => call('PATCH', url, { body, token }),
    delete: (url: string, body?: unknown, token?: string) => call('DELETE', url, { body, token }),
    /** Fetches and solves a proof-of-work challenge, as the browser does. */
    async captcha(): Promise<string> {
      const challenge = (await call('GET', 'captcha/challenge')).json() as PowChallenge;
      return encodeSolution(challenge, solveChallenge(challenge)!);
    },
    async register(
      fields: Record<string, unknown>,
    ): Promise<{ token: string; id: string; public_slug: string; scope: string }> {
      const response = await call('POST', 'users', {
        body: { opt_in_legal: true, recaptcha: await this.captcha(), ...fields },
      });
      if (response.statusCode !== 200)
        throw new Error(`register failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    /**
     * start + end of one run that the stand-in replays (useStandInReplays) score as `score`, its start moved back
     * by its duration as if played; returns the end's answer. With `previous`, the chain's secret this client
     * keeps goes along, unless `chainSecret` says which to send (null: none).
     */
    async play(
      game: string,
      score: number,
      options: { token?: string; previous?: string; duration?: number; chainSecret?: string | null } = {},
    ) {
      const start = (
        await call('POST', 'games/start', { body: { game_type: game }, token: options.token })
      ).json() as { uuid: string };
      await db?.query(`UPDATE games SET started_at = now() - make_interval(secs => $2) WHERE uuid = $1`, [
        start.uuid,
        (options.duration ?? 60_000) / 1000,
      ]);
      const end = await call('POST', 'games/end', {
        body: {
          uuid: start.uuid,
          score,
          duration: options.duration ?? 60_000,
          previous_game: options.previous,
          chain_secret:
            options.chainSecret === undefined
              ? options.previous && chainSecrets.get(options.previous)
              : (options.chainSecret ?? undefined),
          game_data: standInGameData(score, options.duration ?? 60_000),
        },
        token: options.token,
      });
      if (end.statusCode === 200) {
        const answer = end.json() as { accumulator_uuid: string; chain_secret?: string };
        const secret =
          answer.chain_secret ??
          chainSecrets.get(answer.accumulator_uuid) ??
          chainSecrets.get(options.previous ?? '');
        if (secret) {
          chainSecrets.set(start.uuid, secret);
          chainSecrets.set(answer.accumulator_uuid, secret);
        }
      }
      return { uuid: start.uuid, end };
    },
  };
}

export function expectJsonError(response: LightMyRequestResponse, status: number, code: string) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status} ${code}, got ${response.statusCode} ${response.body}`);
  const body = response.json() as { error: string; message: string };
  if (body.error !== code) throw new Error(`expected error ${code}, got ${response.body}`);
  if (/\bat .+:\d+:\d+/.test(response.body)) throw new Error(`stack trace in answer: ${response.body}`);
  return body;
}

/** The .eml files in an outbox folder, newest last. */
export function outboxMessages(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** The first link in a mail (quoted-printable soft breaks undone). */
export function linkIn(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+token=[A-Za-z0-9_-]+[^\s"<>]*/.exec(text);
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/** The sign-in code in a sign_in_code mail: the text part's line that holds only digits. */
export function signInCodeIn(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /^[ \t]*([0-9]{8})[ \t]*\r?$/m.exec(text);
  if (!match) throw new Error('no sign-in code in mail');
  return match[1]!;
}

/** Solves a proof-of-work challenge fetched some other way (a signed call, say), as the browser does. */
export function answerChallenge(challenge: PowChallenge): string {
  return encodeSolution(challenge, solveChallenge(challenge)!);
}
