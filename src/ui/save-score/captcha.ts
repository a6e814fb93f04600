import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignInOptions } from '../../../api/games.ts';
import { siteApi } from '../../api/site-api.ts';
import type { PowReport } from './pow-worker.ts';

/**
 * The captcha answer POST /users needs (spec §5): the self-hosted proof of work by default, solved in a Web
 * Worker as soon as the dialog opens, so it is usually ready before the visitor has typed their name; or Google
 * reCAPTCHA v3 when the server uses it (its script loads only then, with the badge hidden and the notice shown
 * in the form instead). Each answer is single use: `renew` starts the next one after a submit.
 */
export type CaptchaStatus =
  | { kind: 'loading' }
  | { kind: 'solving'; percent: number }
  | { kind: 'ready' }
  | { kind: 'recaptcha' }
  | { kind: 'failed' };

function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Fetches a challenge and solves it in a worker; reports progress; resolves with the payload POST /users takes. */
function solveProofOfWork(onProgress: (percent: number) => void, signal: AbortSignal): Promise<string> {
  return (async () => {
    const challenge = await (await siteApi({ token: () => null })).captchaChallenge();
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    try {
      const number = await new Promise<number>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        worker.onmessage = (event: MessageEvent<PowReport>) => {
          const report = event.data;
          if (report.type === 'progress') onProgress(report.percent);
          else if (report.type === 'solved') resolve(report.number);
          else reject(new Error('The captcha challenge has no solution'));
        };
        worker.onerror = () => reject(new Error('The captcha worker failed'));
        worker.postMessage({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          salt: challenge.salt,
          maxnumber: challenge.maxnumber,
        });
      });
      return base64Json({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
      });
    } finally {
      worker.terminate();
    }
  })();
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let recaptchaScript: Promise<Grecaptcha> | null = null;

/** Loads reCAPTCHA v3 once per page (spec §7: version 3, badge hidden). */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => {
      recaptchaScript = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/** The action name the server checks the reCAPTCHA answer against (server/accounts: 'register'). */
const RECAPTCHA_ACTION = 'register';

export function useCaptcha(active: boolean, options: SignInOptions | null) {
  const [status, setStatus] = useState<CaptchaStatus>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const answer = useRef<Promise<string> | null>(null);

  useEffect(() => {
    if (!active || !options) return;
    if (options.captcha === 'recaptcha') {
      setStatus({ kind: 'recaptcha' });
      const siteKey = options.recaptcha_site_key;
      answer.current = null;
      if (siteKey) void loadRecaptcha(siteKey).catch(() => setStatus({ kind: 'failed' }));
      return;
    }
    const controller = new AbortController();
    setStatus({ kind: 'solving', percent: 0 });
    const solving = solveProofOfWork(
      (percent) => !controller.signal.aborted && setStatus({ kind: 'solving', percent }),
      controller.signal,
    );
    answer.current = solving;
    solving.then(
      () => !controller.signal.aborted && setStatus({ kind: 'ready' }),
      () => !controller.signal.aborted && setStatus({ kind: 'failed' }),
    );
    return () => controller.abort();
  }, [active, options, round]);

  /** The answer for one submit: waits for the proof of work, or runs reCAPTCHA now. */
  const take = useCallback(async (): Promise<string> => {
    if (options?.captcha === 'recaptcha') {
      const siteKey = options.recaptcha_site_key;
      if (!siteKey) throw new Error('No reCAPTCHA site key');
      const grecaptcha = await loadRecaptcha(siteKey);
      return grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
    }
    if (!answer.current) throw new Error('The captcha has not started');
    return answer.current;
  }, [options]);

  /** A proof-of-work answer is single use: the next submit needs a new one. */
  const renew = useCallback(() => setRound((n) => n + 1), []);

  return { status, take, renew };
}
