// The sign-up form (customer-side §4 registration, §5 checks): the two API steps in order, one
// registration for a double click, 'Registration in progress. Please wait', server codes on
// their field, nothing typed lost.
import type { LoginReply } from '@mijote/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '../src/components/session/sign-up-form';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { SessionProvider } from '../src/lib/session/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const reply: LoginReply = {
  id: 42,
  uuid: '1b6c4a52-8a3e-4c55-9d7e-3d1f0f0f0f0f',
  type: 'CU',
  first_name: 'Luc',
  last_name: 'Bélanger',
  email: 'luc@example.com',
  language: 'fr',
  isMasterLogin: false,
  isBillingAddressComplete: true,
  force_password_reset: false,
  secondFactor: 'none',
  csrfToken: 'csrf-token-for-the-test-0123456789',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function setup(answerPreRegister: () => Response) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : {} });
    if (url.startsWith('/api/provinces')) return json(200, [{ Code: 'QC', Name: 'Québec', Country: 'CA' }]);
    if (url.startsWith('/api/accounts/pre-register')) {
      await gate; // the first step takes a while: the form shows its progress
      return answerPreRegister();
    }
    if (url.startsWith('/api/accounts?')) return json(201, reply);
    return json(404, { code: 'not-found', message: 'nope', params: {} });
  });
  const i18n = createI18n('fr', { fr: await loadLanguage('fr') });
  const onRegistered = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider lang="fr">
          <SignUpForm lang="fr" onRegistered={onRegistered} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const byLabel = (text: string) => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent === text);
    if (!label) throw new Error(`no label ${text}`);
    return container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
  };
  const type = (text: string, value: string) => fireEvent.change(byLabel(text), { target: { value } });
  return { container, calls, onRegistered, release, byLabel, type };
}

function fillValidForm(type: (label: string, value: string) => void) {
  type('Prénom', 'Luc');
  type('Nom', 'Bélanger');
  type('Courriel', 'luc@example.com');
  type('Mot de passe', 'Tourtiere-du-dimanche-41');
  type('Confirmez le mot de passe', 'Tourtiere-du-dimanche-41');
  type('Adresse', '455, avenue Dorval');
  type('Ville', 'Dorval');
  type('Code postal', 'H9S 3H6');
}

describe('SignUpForm', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('checks the fields with the spec messages before sending anything', async () => {
    const { container, calls, type, byLabel } = await setup(() => json(200, { ok: true }));
    type('Courriel', 'luc@');
    type('Mot de passe', 'Tourtiere-du-dimanche-41');
    type('Confirmez le mot de passe', 'autre-chose-41');
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    expect(container.textContent).toContain('Veuillez remplir ce champ');
    expect(container.textContent).toContain('Veuillez saisir une adresse courriel valide');
    expect(container.textContent).toContain('Assurez-vous que les deux mots de passe sont identiques.');
    expect(byLabel('Prénom').getAttribute('aria-invalid')).toBe('true');
    expect(byLabel('Prénom').getAttribute('aria-describedby')).toContain(`${byLabel('Prénom').id}-error`);
    expect(document.activeElement).toBe(byLabel('Prénom'));
    expect(calls.filter((c) => c.url.startsWith('/api/accounts'))).toEqual([]);
  });

  it('pre-registers, then registers once for a double click, showing the progress', async () => {
    const { container, calls, onRegistered, release, type } = await setup(() => json(200, { ok: true }));
    fillValidForm(type);
    const form = container.querySelector('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(container.textContent).toContain('Inscription en cours. Veuillez patienter');
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    const steps = calls.filter((c) => c.url.startsWith('/api/accounts'));
    expect(steps.map((c) => c.url)).toEqual(['/api/accounts/pre-register?site=21&isBbCorp=n', '/api/accounts?site=21&isBbCorp=n']);
    expect(steps[0]!.body).toMatchObject({
      FirstName: 'Luc',
      Email: 'luc@example.com',
      PreferredLanguage: 'fr',
      EmailOptIn: 'n',
      ConfirmPassword: 'Tourtiere-du-dimanche-41',
    });
    expect(steps[1]!.body).toMatchObject({
      site: '21',
      isBbCorp: false,
      UseBillingAddress: true,
      BillingAddress: { line1: '455, avenue Dorval', city: 'Dorval', province: 'QC', postalCode: 'H9S 3H6', country: 'CA' },
    });
    expect(steps[1]!.body).not.toHaveProperty('DeliveryAddress');
  });

  it('a taken e-mail is said under the field and in the alert; what was typed stays', async () => {
    const { container, release, type, byLabel } = await setup(() => json(409, { code: 'email-taken', message: 'taken', params: {} }));
    fillValidForm(type);
    release();
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain('Un compte utilise déjà cette adresse courriel'),
    );
    const email = byLabel('Courriel');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toContain('Un compte utilise déjà cette adresse courriel');
    expect(email.value).toBe('luc@example.com');
    expect(byLabel('Adresse').value).toBe('455, avenue Dorval');
    expect(byLabel('Mot de passe').value).toBe('Tourtiere-du-dimanche-41');
  });
});
