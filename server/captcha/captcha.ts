/**
 * The captcha behind registration (spec §5: a captcha response is required). Two adapters: the default
 * self-hosted proof of work (no outside service), and Google reCAPTCHA v3 when RECAPTCHA_SECRET is set.
 */
export interface CaptchaVerdict {
  ok: boolean;
  reason?: string;
}

export interface Captcha {
  readonly kind: 'pow' | 'recaptcha';
  verify(response: string, remoteIp: string, action: string): Promise<CaptchaVerdict>;
}
