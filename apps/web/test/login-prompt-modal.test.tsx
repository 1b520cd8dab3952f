// The login prompt modal the store opens at checkout (customer-side §2): login inline, switches to
// the sign-up and forgot-password forms, closes once signed in; the session announces the sign-in.
import type { LoginReply, ProvinceListReply } from '@mijote/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPromptModal } from '../src/components/session/login-prompt-modal';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { SESSION_EVENT } from '../src/lib/session/hint';
import { SessionProvider } from '../src/lib/session/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const user: LoginReply = {
  id: 7,
  uuid: '0b6c4a52-8a3e-4c55-9d7e-3d1f0f0f0f0f',
  type: 'CU',
  first_name: 'Chloé',
  last_name: 'Martin',
  email: 'client@mijote.test',
  language: 'fr',
  isMasterLogin: false,
  isBillingAddressComplete: true,
  force_password_reset: false,
  secondFactor: 'none',
  csrfToken: 'csrf-token-for-the-test-0123456789',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function setup(lang: 'en' | 'fr') {
  const calls: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/provinces'))
      return json(200, [
        { Code: 'QC', Name: 'Québec', Country: 'CA' },
        { Code: 'ON', Name: 'Ontario', Country: 'CA' },
      ] satisfies ProvinceListReply);
    if (url === '/api/accounts/me/login') {
      const body = JSON.parse(String(init?.body)) as { password: string; reCaptchaToken?: string };
      // past the e-mail's limit (ADR 376): only a captcha token passes
      if (body.password === 'Past-the-limit-42')
        return body.reCaptchaToken === 'token-from-google'
          ? json(200, user)
          : json(403, { code: 'login-proof-required', message: 'A second proof is needed', params: {} });
      return body.password === 'Mijote-demo-2026'
        ? json(200, user)
        : json(401, { code: 'invalid-credentials', message: 'Invalid e-mail or password', params: {} });
    }
    return json(404, { code: 'not-found', message: 'nope', params: {} });
  });
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider lang={lang}>
          <LoginPromptModal open lang={lang} next={`/${lang}/meal-delivery/review-order`} onClose={onClose} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onClose, calls };
}

const dialog = () => document.getElementById('login-prompt') as HTMLDialogElement;
const title = () => document.getElementById('login-prompt-title')?.textContent;

describe('LoginPromptModal', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('switches between the login, sign-up and forgot-password forms inside the dialog', async () => {
    await setup('en');
    expect(dialog().open).toBe(true);
    expect(title()).toBe('Log in to continue');
    // the links keep a real destination (with ?next=) but switch the view in place
    const signUp = screen.getByRole('link', { name: 'Create an account', hidden: true });
    expect(signUp.getAttribute('href')).toBe('/en/sign-up?next=%2Fen%2Fmeal-delivery%2Freview-order');
    await act(async () => fireEvent.click(signUp));
    expect(title()).toBe('Create your account');
    // (the sign-up and forgot-password forms load when switched to: ADR 230)
    await waitFor(() => expect(dialog().querySelector('.sign-up-form')).not.toBeNull(), { timeout: 5000 });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Log in', hidden: true })));
    expect(title()).toBe('Log in to continue');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?', hidden: true })));
    expect(title()).toBe('Forgot your password?');
    const back = await screen.findByRole('link', { name: 'Back to the login', hidden: true }, { timeout: 5000 });
    await act(async () => fireEvent.click(back));
    expect(title()).toBe('Log in to continue');
  });

  it('a refused login shows the spec text (French) and stays open', async () => {
    const { onClose } = await setup('fr');
    const email = dialog().querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = dialog().querySelector<HTMLInputElement>('input[type="password"]')!;
    fireEvent.change(email, { target: { value: 'client@mijote.test' } });
    fireEvent.change(password, { target: { value: 'mauvais' } });
    await act(async () => fireEvent.submit(email.form!));
    await waitFor(() => expect(dialog().textContent).toContain('Oups! Le courriel ou le mot de passe saisi n’est pas valide!'));
    expect(onClose).not.toHaveBeenCalled();
    expect(email.value).toBe('client@mijote.test');
  });

  it('signs in, announces the session to the header and closes', async () => {
    const { onClose, calls } = await setup('en');
    const announced: unknown[] = [];
    const listener = (e: Event) => announced.push((e as CustomEvent).detail);
    window.addEventListener(SESSION_EVENT, listener);
    const email = dialog().querySelector<HTMLInputElement>('input[type="email"]')!;
    fireEvent.change(email, { target: { value: ' client@mijote.test ' } });
    fireEvent.change(dialog().querySelector<HTMLInputElement>('input[type="password"]')!, { target: { value: 'Mijote-demo-2026' } });
    await act(async () => fireEvent.submit(email.form!));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    window.removeEventListener(SESSION_EVENT, listener);
    expect(announced).toEqual([{ signedIn: true }]);
    expect(calls.find((c) => c.url === '/api/accounts/me/login')?.body).toEqual({
      email: 'client@mijote.test',
      password: 'Mijote-demo-2026',
      site: '21',
    });
    // no status request without the session hint cookie (a visitor costs nothing)
    expect(calls.some((c) => c.url === '/api/accounts/me/status')).toBe(false);
  });

  describe('past the e-mail’s limit of failed logins (ADR 376)', () => {
    const signInPastLimit = async () => {
      const email = dialog().querySelector<HTMLInputElement>('input[type="email"]')!;
      fireEvent.change(email, { target: { value: 'client@mijote.test' } });
      fireEvent.change(dialog().querySelector<HTMLInputElement>('input[type="password"]')!, { target: { value: 'Past-the-limit-42' } });
      await act(async () => fireEvent.submit(email.form!));
    };
    afterEach(() => {
      document.querySelector('meta[name="recaptcha-site-key"]')?.remove();
      delete window.grecaptcha;
    });

    it('with reCAPTCHA configured, sends the login again once with a token, and signs in', async () => {
      const meta = document.createElement('meta');
      meta.name = 'recaptcha-site-key';
      meta.content = 'site-key-for-the-test';
      document.head.appendChild(meta);
      const actions: string[] = [];
      window.grecaptcha = {
        ready: (cb) => cb(),
        execute: async (_key, { action }) => {
          actions.push(action);
          return 'token-from-google';
        },
      };
      const { onClose, calls } = await setup('en');
      await signInPastLimit();
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      const logins = calls.filter((c) => c.url === '/api/accounts/me/login').map((c) => c.body as Record<string, unknown>);
      expect(logins).toHaveLength(2);
      expect(logins[0]!['reCaptchaToken']).toBeUndefined();
      expect(logins[1]!['reCaptchaToken']).toBe('token-from-google');
      expect(actions).toEqual(['login']);
    });

    it('without reCAPTCHA, asks once and says to use the sign-in link (French)', async () => {
      const { onClose, calls } = await setup('fr');
      await signInPastLimit();
      await waitFor(() => expect(dialog().textContent).toContain('nous venons d’envoyer un lien de connexion à cette adresse courriel'));
      expect(calls.filter((c) => c.url === '/api/accounts/me/login')).toHaveLength(1);
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
