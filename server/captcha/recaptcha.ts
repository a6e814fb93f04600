import type { Captcha } from './captcha.ts';

/**
 * Google reCAPTCHA v3 (spec §7): the server checks the browser's token with the provider and requires the
 * expected action and a minimum score. The verify URL is configurable so tests talk to a stand-in on loopback.
 */
export interface RecaptchaOptions {
  secret: string;
  verifyUrl: string;
  minScore: number;
}

export function createRecaptcha({ secret, verifyUrl, minScore }: RecaptchaOptions): Captcha {
  return {
    kind: 'recaptcha',
    async verify(response, remoteIp, action) {
      const body = new URLSearchParams({ secret, response, remoteip: remoteIp });
      let answer: { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] };
      try {
        const reply = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        answer = (await reply.json()) as typeof answer;
      } catch (error) {
        return {
          ok: false,
          reason: `captcha provider unreachable: ${error instanceof Error ? error.message : error}`,
        };
      }
      if (!answer.success)
        return {
          ok: false,
          reason: `captcha rejected: ${(answer['error-codes'] ?? []).join(', ') || 'unknown'}`,
        };
      if (answer.action !== action)
        return { ok: false, reason: `captcha action ${answer.action} is not ${action}` };
      if ((answer.score ?? 0) < minScore) return { ok: false, reason: 'captcha score too low' };
      return { ok: true };
    },
  };
}
