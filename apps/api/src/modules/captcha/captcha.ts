// Captcha adapter (ARCHITECTURE.md integrations): reCAPTCHA v3 verification over HTTPS when a
// secret is set; otherwise verification is skipped with a logged warning (the local default).
// ADR 101.

export interface CaptchaCheck {
  token: string | undefined;
  /** The expected reCAPTCHA action: the form name without dashes. */
  action: string;
  remoteIp?: string;
}

export type CaptchaResult =
  | { ok: true; skipped: boolean; score: number | null }
  | { ok: false; reason: 'missing-token' | 'rejected' | 'wrong-action' | 'low-score' | 'unavailable'; score: number | null };

export interface CaptchaVerifier {
  readonly mode: 'recaptcha' | 'skip';
  verify(check: CaptchaCheck): Promise<CaptchaResult>;
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_MIN_SCORE = 0.5;

/** The local default: accepts every submission and says so in the log. */
export function skippedCaptcha(log: WarnLogger): CaptchaVerifier {
  return {
    mode: 'skip',
    async verify(check) {
      log.warn({ action: check.action }, 'captcha verification skipped: RECAPTCHA_SECRET is not set');
      return { ok: true, skipped: true, score: null };
    },
  };
}

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

export interface RecaptchaOptions {
  secret: string;
  /** Overridden by tests (a local fake server). */
  verifyUrl?: string;
  minScore?: number;
  timeoutMs?: number;
  log: WarnLogger;
}

/** reCAPTCHA v3: success, the expected action and a score of at least 0.5. */
export function recaptchaV3(opts: RecaptchaOptions): CaptchaVerifier {
  const url = opts.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const minScore = opts.minScore ?? RECAPTCHA_MIN_SCORE;
  return {
    mode: 'recaptcha',
    async verify(check) {
      if (!check.token) return { ok: false, reason: 'missing-token', score: null };
      const form = new URLSearchParams({ secret: opts.secret, response: check.token });
      if (check.remoteIp) form.set('remoteip', check.remoteIp);
      let answer: SiteVerifyAnswer;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
        answer = (await res.json()) as SiteVerifyAnswer;
      } catch (err) {
        opts.log.warn({ err: (err as Error).message }, 'captcha verification unavailable');
        return { ok: false, reason: 'unavailable', score: null };
      }
      const score = typeof answer.score === 'number' ? answer.score : null;
      if (answer.success !== true) return { ok: false, reason: 'rejected', score };
      if (answer.action !== check.action) return { ok: false, reason: 'wrong-action', score };
      if (score === null || score < minScore) return { ok: false, reason: 'low-score', score };
      return { ok: true, skipped: false, score };
    },
  };
}

/** The verifier for the configuration: reCAPTCHA v3 with a secret, else skipped. */
export function captchaFromConfig(config: { recaptchaSecret: string | undefined }, log: WarnLogger): CaptchaVerifier {
  return config.recaptchaSecret ? recaptchaV3({ secret: config.recaptchaSecret, log }) : skippedCaptcha(log);
}
