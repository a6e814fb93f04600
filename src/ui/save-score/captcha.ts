import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignInOptions } from '../../../api/games.ts';
import { siteApi } from '../../api/site-api.ts';
import type { PowReport } from './pow-worker.ts';
import { loadScript } from './load-script.ts';

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
  /** reCAPTCHA runs; its notice links the provider's policies (addresses from the server's configuration). */
  | { kind: 'recaptcha'; privacyUrl: string; termsUrl: string }
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

/** reCAPTCHA as the server configures it: the site key and the addresses the page loads and links. */
interface RecaptchaSetup {
  siteKey: string;
  scriptUrl: string;
  privacyUrl: string;
  termsUrl: string;
}

function recaptchaSetup(options: SignInOptions): RecaptchaSetup | null {
  const {
    recaptcha_site_key: siteKey,
    recaptcha_script_url: scriptUrl,
    recaptcha_privacy_url: privacyUrl,
    recaptcha_terms_url: termsUrl,
  } = options;
  return siteKey && scriptUrl && privacyUrl && termsUrl ? { siteKey, scriptUrl, privacyUrl, termsUrl } : null;
}

/** Loads reCAPTCHA v3 (spec §7: version 3, badge hidden) from the configured address, and waits until it is ready. */
async function loadRecaptcha({ siteKey, scriptUrl }: RecaptchaSetup): Promise<Grecaptcha> {
  const src = new URL(scriptUrl);
  src.searchParams.set('render', siteKey);
  await loadScript(src.href);
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start');
  return new Promise((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
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
      answer.current = null;
      const setup = recaptchaSetup(options);
      if (!setup) return setStatus({ kind: 'failed' });
      setStatus({ kind: 'recaptcha', privacyUrl: setup.privacyUrl, termsUrl: setup.termsUrl });
      void loadRecaptcha(setup).catch(() => setStatus({ kind: 'failed' }));
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
      const setup = recaptchaSetup(options);
      if (!setup) throw new Error('reCAPTCHA is not configured');
      const grecaptcha = await loadRecaptcha(setup);
      return grecaptcha.execute(setup.siteKey, { action: RECAPTCHA_ACTION });
    }
    if (!answer.current) throw new Error('The captcha has not started');
    return answer.current;
  }, [options]);

  /** A proof-of-work answer is single use: the next submit needs a new one. */
  const renew = useCallback(() => setRound((n) => n + 1), []);

  return { status, take, renew };
}
