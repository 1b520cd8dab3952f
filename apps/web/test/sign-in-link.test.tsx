// The one-time sign-in link's page (issue 29, ADR 376): it sends the token once, says it signed in,
// and says in words, in the page's language, a link that is not valid, expired or already used.
// The API is answered by a fetch stand-in (the real one is tested in the API suite).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SignInLinkPage } from '../src/features/auth/routes/sign-in-link';
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
  const router = createMemoryRouter([{ path: '/:lang/sign-in/link/:token', element: <SignInLinkPage /> }], {
    initialEntries: [`/${lang}/sign-in/link/${TOKEN}`],
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

describe('the sign-in link’s page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    ['en', 'Signing in with your link', 'You are signed in. Taking you to your account…'],
    ['fr', 'Connexion par votre lien', 'Vous êtes connecté. Nous vous menons à votre compte…'],
  ] as const)('signs in with the token, once, in %s', async (lang, title, done) => {
    const calls = answer(() => json(200, { id: 1 }));
    const page = await renderPage(lang);
    expect(page.querySelector('h1')!.textContent).toBe(title);
    await waitFor(() => expect(text(page)).toContain(done));
    expect(calls).toEqual([{ url: '/api/accounts/me/sign-in-link', method: 'POST', body: { token: TOKEN } }]);
  });

  it.each([
    [
      'en',
      'sign-in-link-expired',
      'This sign-in link has expired (it is good for 15 minutes). Sign in again to get a new one.',
      'Back to sign-in',
    ],
    ['en', 'sign-in-link-used', 'This sign-in link was already used. Sign in again to get a new one.', 'Back to sign-in'],
    [
      'fr',
      'sign-in-link-invalid',
      'Ce lien de connexion n’est pas valide. Connectez-vous de nouveau pour en recevoir un autre.',
      'Retour à la connexion',
    ],
  ] as const)('says a bad link in words (%s, %s) with the way back to sign-in', async (lang, code, message, back) => {
    answer(() => json(400, { code, message: 'x' }));
    const page = await renderPage(lang);
    await waitFor(() => expect(text(page)).toContain(message));
    const link = [...page.querySelectorAll('a')].find((a) => a.textContent === back);
    expect(link?.getAttribute('href')).toMatch(new RegExp(`^/${lang}/`));
  });
});
