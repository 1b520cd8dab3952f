// reCAPTCHA v3 on the public forms (customer-side §7: the action is the form name without
// dashes; ADR 101). Only when the server publishes a site key (`<meta name="recaptcha-site-key">`,
// from RECAPTCHA_SITE_KEY): the Google script is then loaded on the first submit, never on page
// load (no third-party request for visitors who only read). Without a key the token is empty and
// the server, which then has no secret either, skips the check with a logged warning.

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The action name of a form: its name without dashes (`contact-us` → `contactus`). */
export const captchaAction = (formName: string): string => formName.replace(/-/g, '');

export function recaptchaSiteKey(doc: Document = document): string | null {
  return doc.querySelector('meta[name="recaptcha-site-key"]')?.getAttribute('content') || null;
}

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    if (window.grecaptcha) {
      resolve(window.grecaptcha);
      return;
    }
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing')));
    script.onerror = () => reject(new Error('reCAPTCHA could not load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null; // a later submit tries again
    throw err;
  });
  return loading;
}

/**
 * A token for this form's submission, or '' when no site key is published or Google cannot be
 * reached (the server then answers captcha-failed, shown like any other error).
 */
export async function captchaToken(formName: string, doc: Document = document): Promise<string> {
  const siteKey = recaptchaSiteKey(doc);
  if (!siteKey) return '';
  try {
    const g = await loadScript(siteKey);
    await new Promise<void>((resolve) => g.ready(resolve));
    return await g.execute(siteKey, { action: captchaAction(formName) });
  } catch {
    return '';
  }
}

/** Tests only: forget the loaded script. */
export function resetCaptchaForTests(): void {
  loading = null;
}
