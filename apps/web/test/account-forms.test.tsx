// The account forms on react-hook-form with the contracts' schemas (ADR 205): the spec's messages
// before anything is sent (customer-side §5), the first field in error focused, a message cleared
// as its field is edited, server codes under their field, and the contract body sent.
import type { AccountReply, Address } from '@mijote/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressProblems, emptyAddress } from '../src/components/address/address-values';
import { PasswordChangeForm } from '../src/components/session/password-change-form';
import { AddressEditor } from '../src/features/account/components/address-editor';
import { EmailSection } from '../src/features/account/components/email-section';
import { PersonalSection } from '../src/features/account/components/personal-section';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { problemOfIssue } from '../src/lib/forms/problems';
import { SessionProvider } from '../src/lib/session/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UUID = '1b6c4a52-8a3e-4c55-9d7e-3d1f0f0f0f0f';
const account: AccountReply = {
  Id: 42,
  Uuid: UUID,
  UserTypeCd: 'CU',
  FirstName: 'Luc',
  LastName: 'Bélanger',
  Email: 'luc@example.com',
  EmailVerified: 'y',
  PreferredLanguage: 'fr',
  EmailOptIn: 'n',
  TextMessageOptIn: 'y',
  ForcePasswordReset: 'n',
  Phone: null,
  CellPhone: '514 555-0142',
  CurrentCenturyDollarAmount: 0,
  IsBillingAddressComplete: true,
  UseBillingAddress: false,
  IsMasterLogin: false,
  CreditCard: [],
  External: { ExternalUserId: null, GlobalUserId: null },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Answer = (url: string, body: Record<string, unknown>) => Response | undefined;

async function setup(ui: ReactNode, answer: Answer) {
  const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.startsWith('/api/provinces')) return json(200, [{ Code: 'QC', Name: 'Québec', Country: 'CA' }]);
    calls.push({ url, method: init?.method ?? 'GET', body });
    return answer(url, body) ?? json(404, { code: 'not-found', message: 'nope', params: {} });
  });
  const i18n = createI18n('fr', { fr: await loadLanguage('fr') });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider lang="fr">{ui}</SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const byLabel = (text: string) => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\(facultatif\)$/, '') === text);
    if (!label) throw new Error(`no label ${text}`);
    return container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
  };
  const messageOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent?.replace(/^! /, '') ?? null;
  const type = (text: string, value: string) => fireEvent.input(byLabel(text), { target: { value } });
  const submit = () => act(async () => fireEvent.submit(container.querySelector('form')!));
  return { container, calls, byLabel, messageOf, type, submit, queryClient };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The forms import their schema on the first check (ADR 230): load the modules once here, so a test's
// first submit waits for the check, not for the test runner compiling zod.
beforeAll(async () => {
  await Promise.all([
    import('../src/components/session/password-change-schema'),
    import('../src/features/account/components/account-schemas'),
    import('../src/components/address/address-schema'),
  ]);
});

describe('PasswordChangeForm', () => {
  const form = <PasswordChangeForm uuid={UUID} username="luc@example.com" lang="fr" submitLabel="Enregistrer" />;

  it('checks before sending: required, the domain minimum, the confirmation; focuses the first; edits clear', async () => {
    const f = await setup(form, () => undefined);
    await f.submit();
    await waitFor(() => expect(f.messageOf(f.byLabel('Mot de passe actuel'))).toBe('Veuillez remplir ce champ'));
    expect(f.messageOf(f.byLabel('Nouveau mot de passe'))).toBe('Veuillez remplir ce champ');
    await waitFor(() => expect(document.activeElement).toBe(f.byLabel('Mot de passe actuel')));
    f.type('Mot de passe actuel', 'ancien-mot-de-passe');
    expect(f.messageOf(f.byLabel('Mot de passe actuel'))).toBeNull();
    f.type('Nouveau mot de passe', 'court');
    f.type('Confirmez le mot de passe', 'autre');
    await f.submit();
    await waitFor(() => expect(f.messageOf(f.byLabel('Nouveau mot de passe'))).toContain('8'));
    expect(f.messageOf(f.byLabel('Confirmez le mot de passe'))).toBe('Assurez-vous que les deux mots de passe sont identiques.');
    expect(f.calls).toEqual([]);
  });

  it('sends the contract body; a wrong current password is said under it, focused; success empties the fields', async () => {
    let wrong = true;
    const f = await setup(form, (url) => {
      if (url !== `/api/accounts/${UUID}/password`) return undefined;
      return wrong ? json(401, { code: 'current-password-invalid', message: 'no', params: {} }) : json(200, { ok: true });
    });
    f.type('Mot de passe actuel', 'ancien-mot-de-passe');
    f.type('Nouveau mot de passe', 'Tourtiere-du-dimanche-41');
    f.type('Confirmez le mot de passe', 'Tourtiere-du-dimanche-41');
    await f.submit();
    await waitFor(() => expect(f.messageOf(f.byLabel('Mot de passe actuel'))).toBeTruthy());
    expect(document.activeElement).toBe(f.byLabel('Mot de passe actuel'));
    expect(f.calls[0]!.body).toEqual({
      CurrentPassword: 'ancien-mot-de-passe',
      Password: 'Tourtiere-du-dimanche-41',
      Confirm: 'Tourtiere-du-dimanche-41',
    });
    wrong = false;
    f.type('Mot de passe actuel', 'le-bon-mot-de-passe');
    await f.submit();
    await waitFor(() => expect(f.byLabel('Nouveau mot de passe').value).toBe(''));
    expect(f.byLabel('Mot de passe actuel').value).toBe('');
    expect(f.calls).toHaveLength(2);
  });
});

describe('EmailSection', () => {
  it('an empty address is "required", a malformed one "invalid"; a taken one is said under the field', async () => {
    const f = await setup(<EmailSection account={account} lang="fr" />, (url) =>
      url === `/api/accounts/${UUID}/email` ? json(409, { code: 'email-taken', message: 'taken', params: {} }) : undefined,
    );
    const email = f.byLabel('Nouvelle adresse courriel');
    await f.submit();
    await waitFor(() => expect(f.messageOf(email)).toBe('Veuillez remplir ce champ'));
    f.type('Nouvelle adresse courriel', 'luc@b.c');
    await f.submit();
    await waitFor(() => expect(f.messageOf(email)).toBe('Veuillez saisir une adresse courriel valide'));
    f.type('Nouvelle adresse courriel', ' luc.b@example.com ');
    f.type('Mot de passe actuel', 'mot-de-passe');
    await f.submit();
    await waitFor(() => expect(f.messageOf(email)).toContain('Un compte utilise déjà cette adresse courriel'));
    expect(f.calls.map((c) => c.body)).toEqual([{ Email: 'luc.b@example.com', CurrentPassword: 'mot-de-passe' }]);
  });
});

describe('PersonalSection', () => {
  it('sends UpdateAccountBody (trimmed names, empty phone null, opt-ins y/n) and checks the phone first', async () => {
    const f = await setup(<PersonalSection account={account} lang="fr" />, (url, body) =>
      url === '/api/accounts/me' ? json(200, { ...account, ...body }) : undefined,
    );
    f.type('Téléphone', 'pas un numéro');
    await f.submit();
    await waitFor(() =>
      expect(f.messageOf(f.byLabel('Téléphone'))).toBe('Veuillez saisir un numéro de téléphone valide, par exemple 514 555-0142'),
    );
    await waitFor(() => expect(document.activeElement).toBe(f.byLabel('Téléphone')));
    expect(f.calls).toEqual([]);
    f.type('Téléphone', '');
    f.type('Prénom', '  Lucie ');
    await act(async () => fireEvent.click(f.byLabel('Envoyez-moi le menu de la semaine, les promotions et les nouvelles par courriel')));
    await f.submit();
    await waitFor(() => expect(f.calls).toHaveLength(1));
    expect(f.calls[0]!.body).toEqual({
      FirstName: 'Lucie',
      LastName: 'Bélanger',
      Phone: null,
      CellPhone: '514 555-0142',
      PreferredLanguage: 'fr',
      EmailOptIn: 'y',
      TextMessageOptIn: 'y',
    });
  });

  it("a 400's issues are put under their fields", async () => {
    const f = await setup(<PersonalSection account={account} lang="fr" />, () =>
      json(400, { code: 'validation-failed', message: 'bad', params: { issues: [{ path: 'body.LastName', code: 'too_big' }] } }),
    );
    await f.submit();
    await waitFor(() => expect(f.messageOf(f.byLabel('Nom'))).toBe('Ce texte est trop long'));
  });
});

describe('AddressEditor', () => {
  it('checks with the contract address schema, then saves the address body', async () => {
    const saved: Address = {
      id: 7,
      addressType: 'S',
      name: '',
      company: null,
      line1: '455, avenue Dorval',
      line2: null,
      city: 'Dorval',
      province: 'QC',
      postalCode: 'H9S 3H6',
      country: 'CA',
      phone: null,
      instructions: null,
      homeDeliveryFees: 500,
      cateringDeliveryFees: 1000,
      franchiseId: null,
    };
    const onSaved = vi.fn();
    const f = await setup(
      <AddressEditor uuid={UUID} lang="fr" addressType="S" legend="Nouvelle adresse" onSaved={onSaved} onCancel={() => undefined} />,
      (url) => (url === `/api/accounts/${UUID}/addresses/0` ? json(200, saved) : undefined),
    );
    f.type('Code postal', 'D9S 3H6');
    await f.submit();
    await waitFor(() => expect(f.messageOf(f.byLabel('Adresse'))).toBe('Veuillez remplir ce champ'));
    expect(f.messageOf(f.byLabel('Code postal'))).toBe('Veuillez saisir un code postal valide, par exemple H9R 3J1');
    await waitFor(() => expect(document.activeElement).toBe(f.byLabel('Adresse')));
    f.type('Adresse', '455, avenue Dorval');
    expect(f.messageOf(f.byLabel('Adresse'))).toBeNull();
    f.type('Ville', 'Dorval');
    f.type('Code postal', 'h9s-3h6');
    await f.submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(f.calls[0]!.body).toMatchObject({
      addressType: 'S',
      line1: '455, avenue Dorval',
      city: 'Dorval',
      province: 'QC',
      postalCode: 'h9s-3h6',
      country: 'CA',
      phone: null,
    });
  });
});

describe('problems from schema issues', () => {
  it.each([
    [{ code: 'too_small' }, 'x', 'required'],
    [{ code: 'invalid_format', format: 'email' }, '', 'required'],
    [{ code: 'invalid_format', format: 'email' }, 'a@b', 'email'],
    [{ code: 'too_big' }, 'xxx', 'tooLong'],
    [{ code: 'custom', message: 'passwordsMatch' }, '', 'passwordsMatch'],
    [{ code: 'invalid_format', format: 'regex', pattern: '/^x$/' }, 'y', 'invalid'],
  ])('%o on %j → %s', (issue, value, problem) => {
    expect(problemOfIssue(issue, value)).toBe(problem);
  });

  it('the address schema: what the account and the checkout forms refuse', () => {
    expect(addressProblems({ ...emptyAddress(), line1: 'x'.repeat(201), city: 'Dorval', postalCode: 'H9S 3H6', phone: '12' })).toEqual({
      line1: 'tooLong',
      phone: 'phone',
    });
    expect(addressProblems({ ...emptyAddress(), line1: '1 rue', city: 'Dorval', postalCode: 'H9S 3H6', province: '' })).toEqual({
      province: 'required',
    });
    expect(addressProblems({ ...emptyAddress(), line1: '1 rue', city: 'Dorval', postalCode: 'H9S 3H6' })).toEqual({});
  });
});
