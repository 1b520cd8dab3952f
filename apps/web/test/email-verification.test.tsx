// E-mail verification in the web app (issue 9, ADR 192): the page of the link says what came of it
// in the page's language, and the profile shows an unconfirmed address with a way to get a new
// link. The API is answered by a fetch stand-in (the real one is tested in the API suite).
import type { AccountReply } from '@mijote/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationNotice } from '../src/features/account/components/email-verification-notice';
import { Component as VerifyEmailPage } from '../src/features/auth/routes/verify-email';
import { createI18n, loadLanguage } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function answer(reply: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
    return reply();
  });
  return calls;
}

async function renderPage(lang: 'en' | 'fr') {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/:lang/verify-email/:token', element: <VerifyEmailPage /> }], {
    initialEntries: [`/${lang}/verify-email/${TOKEN}`],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return view.container;
}

const text = (el: Element) => el.textContent!.replace(/\u00a0/g, ' ');

describe('the verification link’s page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    [
      'en',
      'Confirm your e-mail address',
      'Thank you! Your e-mail address luc@example.com is confirmed.',
      'Go to my account',
      '/en/account',
    ],
    [
      'fr',
      'Confirmez votre adresse courriel',
      'Merci! Votre adresse courriel luc@example.com est confirmée.',
      'Aller à mon compte',
      '/fr/account',
    ],
  ] as const)('confirms the address once, in %s', async (lang, title, done, button, href) => {
    const calls = answer(() => json(200, { ok: true, email: 'luc@example.com' }));
    const page = await renderPage(lang);
    expect(page.querySelector('h1')!.textContent).toBe(title);
    await waitFor(() => expect(text(page)).toContain(done));
    expect(calls).toEqual([{ url: '/api/accounts/verify-email', method: 'POST', body: { token: TOKEN } }]);
    const link = [...page.querySelectorAll('a')].find((a) => a.textContent === button)!;
    expect(link.getAttribute('href')).toBe(href);
  });

  it.each([
    ['en', 'email-verification-expired', 'This confirmation link has expired. Ask for a new one from your account.'],
    ['en', 'email-verification-invalid', 'This confirmation link is not valid (any more). Ask for a new one from your account.'],
    ['fr', 'email-verification-expired', 'Ce lien de confirmation a expiré. Demandez-en un nouveau dans votre compte.'],
    ['fr', 'email-verification-used', 'Ce lien de confirmation a déjà été utilisé.'],
    ['fr', 'validation-failed', 'Ce lien de confirmation n’est pas (ou plus) valide. Demandez-en un nouveau dans votre compte.'],
  ] as const)('%s: %s is said in words, with the way to a new link', async (lang, code, message) => {
    answer(() => json(400, { code, message: 'x', params: {} }));
    const page = await renderPage(lang);
    await waitFor(() => expect(page.querySelector('[role="alert"]')?.textContent).toBe(`!${message}`));
    expect(text(page)).not.toContain('~');
    expect(page.querySelector('a[href$="/account"]')).not.toBeNull();
  });

  it('a network failure can be retried', async () => {
    let fail = true;
    const calls = answer(() => {
      if (fail) throw new TypeError('offline');
      return json(200, { ok: true, email: 'luc@example.com' });
    });
    const page = await renderPage('en');
    await waitFor(() => expect(text(page)).toContain('We could not reach Mijote'));
    fail = false;
    await act(async () => fireEvent.click([...page.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!));
    await waitFor(() => expect(text(page)).toContain('is confirmed'));
    expect(calls).toHaveLength(2);
  });
});

const account = (over: Partial<AccountReply>): AccountReply => ({
  Id: 42,
  Uuid: '1b6c4a52-8a3e-4c55-9d7e-3d1f0f0f0f0f',
  UserTypeCd: 'CU',
  FirstName: 'Luc',
  LastName: 'Bélanger',
  Email: 'luc@example.com',
  EmailVerified: 'n',
  PreferredLanguage: 'fr',
  EmailOptIn: 'n',
  TextMessageOptIn: 'n',
  ForcePasswordReset: 'n',
  Phone: null,
  CellPhone: null,
  CurrentCenturyDollarAmount: 0,
  IsBillingAddressComplete: true,
  UseBillingAddress: true,
  IsMasterLogin: false,
  CreditCard: [],
  External: { ExternalUserId: null, GlobalUserId: null },
  ...over,
});

async function renderNotice(lang: 'en' | 'fr', acc: AccountReply) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <EmailVerificationNotice account={acc} lang={lang} />
      </QueryClientProvider>
    </I18nextProvider>,
  ).container;
}

describe('the profile’s notice of an unconfirmed e-mail', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is not shown once the address is confirmed', async () => {
    expect((await renderNotice('en', account({ EmailVerified: 'y' }))).innerHTML).toBe('');
  });

  it.each([
    [
      'en',
      'Please confirm your e-mail address',
      'Send the link again',
      'A new link is on its way to luc@example.com. It is good for 48 hours.',
    ],
    [
      'fr',
      'Veuillez confirmer votre adresse courriel',
      'Renvoyer le lien',
      'Un nouveau lien est en route vers luc@example.com. Il est valide pendant 48 heures.',
    ],
  ] as const)('%s: says where the link went and sends a new one', async (lang, title, resend, sent) => {
    const calls = answer(() => json(200, { ok: true }));
    const notice = await renderNotice(lang, account({}));
    expect(text(notice)).toContain(title);
    expect(text(notice)).toContain('luc@example.com');
    expect(text(notice)).not.toContain('~');
    await act(async () => fireEvent.click([...notice.querySelectorAll('button')].find((b) => b.textContent === resend)!));
    await waitFor(() => expect(text(notice)).toContain(sent));
    expect(calls).toEqual([{ url: '/api/accounts/me/verify-email', method: 'POST', body: null }]);
  });

  it('too many links asked for: the limit is said, in French', async () => {
    answer(() => json(429, { code: 'rate-limited', message: 'x', params: { retryAfterSeconds: 1200 } }));
    const notice = await renderNotice('fr', account({}));
    await act(async () => fireEvent.click([...notice.querySelectorAll('button')].find((b) => b.textContent === 'Renvoyer le lien')!));
    await waitFor(() =>
      expect(notice.querySelector('[role="alert"]')?.textContent).toBe('!Trop de tentatives. Attendez quelques minutes, puis réessayez.'),
    );
  });
});
