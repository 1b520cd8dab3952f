// What a visitor types, or the browser autofills, into a server-rendered form before its scripts
// start (ADR 344: after the first paint) is kept through hydration and the next renders (ADR 347).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../src/components/session/login-form';
import { SignUpForm } from '../src/components/session/sign-up-form';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { SessionProvider } from '../src/lib/session/session';
import { typedBeforeHydration } from '../src/lib/use-field-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeEach(() => {
  // no session, no network: the forms only read it
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ code: 'unauthenticated', message: 'no session', params: {} }), { status: 401 }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
});

async function serverThenHydrate(lang: 'en' | 'fr', ui: ReactNode, typeBefore: (c: HTMLElement) => void): Promise<HTMLElement> {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider lang={lang}>{ui}</SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  typeBefore(container); // the visitor (or the browser's autofill) is faster than the scripts
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  return container;
}

const input = (c: HTMLElement, id: string) => c.querySelector<HTMLInputElement>(`#${id}`)!;

describe('typed before hydration', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: the login form keeps an e-mail typed before it hydrated when the password is typed after`, async () => {
      const c = await serverThenHydrate(lang, <LoginForm lang={lang} />, (el) => {
        input(el, 'page-login-email').value = 'admin@mijote.test';
      });
      await act(async () => {
        fireEvent.change(input(c, 'page-login-password'), { target: { value: 'Mijote-demo-2026' } });
      });
      expect(input(c, 'page-login-email').value).toBe('admin@mijote.test');
      expect(input(c, 'page-login-password').value).toBe('Mijote-demo-2026');
      // and it is the form's value: submitting sends it (no "required" message on the e-mail)
      await act(async () => {
        fireEvent.submit(c.querySelector('form')!);
      });
      expect(input(c, 'page-login-email').getAttribute('aria-invalid')).not.toBe('true');
      const login = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/accounts/me/login'));
      expect(JSON.parse(String(login?.[1]?.body))).toMatchObject({ email: 'admin@mijote.test', password: 'Mijote-demo-2026' });
    });
  }

  it('the sign-up form keeps the names and e-mail autofilled before it hydrated', async () => {
    const c = await serverThenHydrate('fr', <SignUpForm lang="fr" />, (el) => {
      input(el, 'page-signup-FirstName').value = 'Chloé';
      input(el, 'page-signup-Email').value = 'chloe@exemple.ca';
    });
    await act(async () => {
      fireEvent.change(input(c, 'page-signup-LastName'), { target: { value: 'Tremblay' } });
    });
    expect(input(c, 'page-signup-FirstName').value).toBe('Chloé');
    expect(input(c, 'page-signup-Email').value).toBe('chloe@exemple.ca');
    expect(input(c, 'page-signup-LastName').value).toBe('Tremblay');
  });

  it('reads only fields that exist and hold something other than the initial value', () => {
    document.body.innerHTML = '<input id="f-a" value="typed"><input id="f-b" value="">';
    const initial = { a: '', b: 'start', c: '' };
    const out = typedBeforeHydration(initial, (f) => `f-${f}`);
    expect(out).toEqual({ a: 'typed', b: 'start', c: '' });
    expect(typedBeforeHydration({ b: 'x' }, (f) => `f-${f}`)).toEqual({ b: 'x' });
  });
});
