// The form's reCAPTCHA token: none without a published site key; with one, Google's script is
// asked for a token with the action = the form name without dashes (customer-side §7).
// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaAction, captchaToken, resetCaptchaForTests } from '../src/islands/form/captcha';
import { ssr, TEST_CONFIG } from './render-helpers';
import { renderPage } from '../src/app/ssr/render-page';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.grecaptcha;
  resetCaptchaForTests();
});

describe('captcha token', () => {
  it('action names drop the dashes', () => {
    expect(captchaAction('contact-us')).toBe('contactus');
    expect(captchaAction('feedback-catering-cookie-platter')).toBe('feedbackcateringcookieplatter');
  });

  it('is empty when the server publishes no site key (local default)', async () => {
    expect(await captchaToken('contact-us')).toBe('');
  });

  it('asks reCAPTCHA for a token with the form’s action when a site key is published', async () => {
    document.head.innerHTML = '<meta name="recaptcha-site-key" content="6LcTestSiteKey_abcdef">';
    const execute = vi.fn(async () => 'token-123');
    window.grecaptcha = { ready: (cb) => cb(), execute };
    expect(await captchaToken('home-first-form')).toBe('token-123');
    expect(execute).toHaveBeenCalledWith('6LcTestSiteKey_abcdef', { action: 'homefirstform' });
  });

  it('gives an empty token when reCAPTCHA fails (the server then answers captcha-failed)', async () => {
    document.head.innerHTML = '<meta name="recaptcha-site-key" content="6LcTestSiteKey_abcdef">';
    window.grecaptcha = { ready: (cb) => cb(), execute: async () => Promise.reject(new Error('offline')) };
    expect(await captchaToken('contact-us')).toBe('');
  });
});

describe('site key in the page head', () => {
  it('is written only when configured', async () => {
    expect((await ssr('/en/contact-us')).html).not.toContain('recaptcha-site-key');
    const { TEST_TEMPLATE, fakeFetchApi } = await import('./render-helpers');
    const r = await renderPage(
      {
        url: '/en/contact-us',
        origin: 'http://localhost',
        host: 'localhost',
        config: { ...TEST_CONFIG, recaptchaSiteKey: '6LcTestSiteKey_abcdef' },
        fetchApi: fakeFetchApi,
      },
      { template: TEST_TEMPLATE, manifest: null },
    );
    expect(r.html).toContain('<meta name="recaptcha-site-key" content="6LcTestSiteKey_abcdef">');
  });
});
