// Money after checkout in the back-office and at the customer's confirmation (issue 27, ADR 366):
// the invoice panel shows the status staff read (never "Paid" while money is due) and what is due
// in words; mark paid, refund and delete each send the contract's body only after a confirmation
// that states the amount; deleting a paid invoice needs a settlement; the activity and a record's
// history show money as money and no raw data; the payments report's headline is collected,
// refunded, net; the Success page explains an order the office had already marked paid. The
// server is a stub of `fetch` answering the contracts' shapes; the API is tested in apps/api.
import type { AdminInvoice, AdminInvoiceActivity, AdminInvoiceDetails, AdminPaymentsReport, OrderReply } from '@mijote/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '../src/features/admin/components/collection';
import { historyRows, RecordHistory } from '../src/features/admin/components/history';
import { moneyErrorText, reportMethodText } from '../src/features/admin/components/money-texts';
import { InvoiceActivity } from '../src/features/admin/screens/invoice-activity';
import { InvoicesScreen, moneyActionsOf } from '../src/features/admin/screens/invoices';
import { CreditsReport, PaymentsReport, ReportsScreen } from '../src/features/admin/screens/reports';
import { Component as SuccessPage } from '../src/features/store/routes/success';
import { ApiError } from '../src/lib/api-client';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { renderAdmin } from './admin-render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// the money forms' chunk and their schemas' module load on first use: slower when every file runs at once
configure({ asyncUtilTimeout: 8000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; method: string; body: unknown };
type Answer = (url: string, call: Call) => Response | undefined;

const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function stubFetch(answer: Answer): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const raw = init?.body;
    const call = { url, method: init?.method ?? 'GET', body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : null };
    calls.push(call);
    return answer(url, call) ?? json(404, { code: 'not-found', message: 'nope', params: {} });
  });
  return calls;
}

async function renderWith(
  lang: 'en' | 'fr',
  path: string,
  route: string,
  element: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  if (!path.startsWith(`/${lang}/`)) throw new Error(`${path} is not a ${lang} path`);
  return (await renderAdmin(path, element, { route, client })).i18n;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// ── an invoice as the API answers it ───────────────────────────────────────

const invoice = (over: Partial<AdminInvoice> = {}): AdminInvoice => ({
  Id: 12,
  Status: 'P',
  StoreKind: 'mealDelivery',
  AccountId: 7,
  FirstName: 'Renée',
  LastName: 'Ouellet',
  Email: 'renee@example.test',
  FranchiseId: null,
  SubsidyId: null,
  DeliveryDate: '2026-12-03',
  DeliveryTime: null,
  PaymentMethod: 'card',
  SubTotal: 13560,
  Discount: 0,
  Tip: 0,
  Tax1: 678,
  Tax2: 1353,
  DeliveryCharge: 0,
  FuelSurcharge: 0,
  ExtraCharge: 0,
  SubsidizedAmount: 0,
  Rebate: 0,
  CenturyDollars: 0,
  Total: 15591,
  Paid: 14441,
  Refunded: 0,
  Due: 1150,
  RefundPending: 0,
  MoneyLeft: 14441,
  CenturyDollarsLeft: 0,
  Balance: 'balance-due',
  Label: 'balance-due',
  Comment: null,
  AdminComment: null,
  CreatedAt: '2026-11-26T15:00:00Z',
  PaidAt: '2026-11-26T15:00:05Z',
  RefundedAt: null,
  ...over,
});

const details = (inv: AdminInvoice, over: Partial<AdminInvoiceDetails> = {}): AdminInvoiceDetails => ({
  Invoice: inv,
  CartDetails: [
    {
      Id: 1,
      productid: null,
      Product: null,
      customtitle: 'Coffee for the team',
      quantity: 4,
      amount: 250,
      lineTotal: 1000,
      isfamilypack: false,
      isKidsMeal: false,
      note: null,
      requiredby: '2026-12-03',
      Addons: [],
    },
  ],
  Payments: [
    {
      Id: 31,
      PaymentMethodId: 1,
      Amount: 14441,
      Status: 'approved',
      CardBrand: 'VISA',
      CardLast4: '4242',
      CreatedAt: '2026-11-26T15:00:05Z',
      ManualMethod: null,
      Note: null,
      RecordedBy: null,
    },
  ],
  Refunds: [],
  SavedCards: [{ Id: 5, Brand: 'visa', Last4: '4242', ExpMonth: 12, ExpYear: 2028 }],
  BillingAddress: null,
  DeliveryAddress: null,
  StatusHistory: [],
  Comments: { Customer: null, Admin: null },
  ...over,
});

/** The invoices screen with invoice 12's panel open, the API answering `d` (and `more` for the actions). */
async function openPanel(lang: 'en' | 'fr', d: AdminInvoiceDetails, more: Answer = () => undefined) {
  const calls = stubFetch((url, call) => {
    const reply = more(url, call);
    if (reply) return reply;
    if (url.startsWith('/api/admin/invoices?'))
      return json(200, { data: [d.Invoice], meta: { total: 1, total_pages: 1, page: 1, limit: 50 } });
    if (url.startsWith('/api/admin/invoices/12/details')) return json(200, d);
    if (url === '/api/admin/invoices/12/activity') return json(200, { Entries: [] });
    if (url === '/api/admin/invoices/12/processor-refunds') return json(200, { Refunds: [] });
    if (url === '/api/admin/accounts/7') return json(200, { Id: 7, Addresses: [] });
    if (url.startsWith('/api/admin/products?')) return json(200, { data: [], meta: { total: 0, total_pages: 1, page: 1, limit: 20 } });
    return undefined;
  });
  await renderWith(lang, `/${lang}/admin/invoices?id=12`, '/:lang/admin/*', <InvoicesScreen />);
  await screen.findByTestId('invoice-status');
  const panel = screen.getByRole('region', { name: lang === 'fr' ? 'Facture 12' : 'Invoice 12' });
  return { calls, panel };
}

const posted = (calls: Call[], method: string, suffix: string) => calls.filter((c) => c.method === method && c.url.endsWith(suffix));

describe('the invoice panel: the status staff read and what is due', () => {
  it('a paid invoice with a $10 line added shows "Balance due" and never "Paid", in English and in French', async () => {
    const { panel } = await openPanel('en', details(invoice()));
    expect(screen.getByTestId('invoice-status').textContent).toBe('Balance due');
    expect(nbsp(screen.getByTestId('invoice-due').textContent)).toBe('Balance due $11.50');
    expect(within(panel).getByTestId('invoice-Paid').textContent).toContain('$144.41');
    // the list's status column says the same, with the amount due
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('Renée'))!;
    expect(row.textContent).toContain('Balance due');
    expect(row.textContent).not.toMatch(/\bPaid\b/);
    // the balance can be recorded or charged to a saved card; the invoice refunded; deleted
    expect(within(panel).getByRole('button', { name: 'Record the balance' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Charge a saved card' })).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    await openPanel('fr', details(invoice()));
    expect(screen.getByTestId('invoice-status').textContent).toBe('Solde à percevoir');
    expect(nbsp(screen.getByTestId('invoice-due').textContent)).toBe('Solde à percevoir : 11,50 $');
  });

  it('offers mark paid to an unpaid invoice or a balance due, refund to a paid one, delete to any', () => {
    expect(moneyActionsOf({ Status: 'U', Due: 15591 })).toEqual(['pay', 'delete']);
    expect(moneyActionsOf({ Status: 'P', Due: 1150 })).toEqual(['pay', 'collect', 'refund', 'delete']);
    expect(moneyActionsOf({ Status: 'P', Due: 0 })).toEqual(['refund', 'delete']);
    expect(moneyActionsOf({ Status: 'P', Due: -500 })).toEqual(['refund', 'delete']);
    expect(moneyActionsOf({ Status: 'R', Due: 0 })).toEqual(['delete']);
  });
});

describe('the money forms send the contract’s body after a confirmation', () => {
  it('mark paid: the method and the reason, confirmed with the amount ("Mark invoice 12 paid: $144.41 by cheque?")', async () => {
    const unpaid = invoice({ Status: 'U', Label: 'unpaid', Balance: 'unpaid', Total: 14441, Due: 14441, Paid: 0, MoneyLeft: 0 });
    const { calls, panel } = await openPanel('en', details(unpaid, { Payments: [] }), (url, call) =>
      call.method === 'POST' && url === '/api/admin/invoices/12/pay' ? json(200, { key: 'invoice-paid', Invoice: unpaid }) : undefined,
    );
    expect(nbsp(screen.getByTestId('invoice-due').textContent)).toBe('Unpaid: $144.41 to collect');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark as paid' }));
    const form = await screen.findByRole('region', { name: 'Mark invoice 12 paid' });
    // nothing chosen: the form says what is missing, nothing is sent
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(within(form).getAllByText('Please fill out this field')).toHaveLength(2));
    fireEvent.change(within(form).getByLabelText('How it was paid'), { target: { value: 'cheque' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Paid at the counter' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Continue' })));
    await within(form).findByText('Mark invoice 12 paid: $144.41 by cheque?');
    expect(posted(calls, 'POST', '/pay')).toEqual([]);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Yes, mark it paid' })));
    await waitFor(() => expect(posted(calls, 'POST', '/pay')).toHaveLength(1));
    expect(posted(calls, 'POST', '/pay')[0]!.body).toEqual({ method: 'cheque', reason: 'Paid at the counter' });
    await screen.findByText('Invoice marked as paid');
  });

  it('refund: the amount typed in French, where it goes and why, confirmed with both', async () => {
    const paid = invoice({ Due: 0, Balance: 'settled', Label: 'paid', Total: 14441 });
    const { calls, panel } = await openPanel('fr', details(paid), (url, call) =>
      call.method === 'POST' && url === '/api/admin/invoices/12/refund' ? json(200, { key: 'invoice-refunded', Invoice: paid }) : undefined,
    );
    expect(screen.getByTestId('invoice-status').textContent).toBe('Payée');
    fireEvent.click(within(panel).getByRole('button', { name: 'Rembourser' }));
    const form = await screen.findByRole('region', { name: 'Rembourser la facture 12' });
    expect(nbsp(within(form).getByTestId('refund-left').textContent)).toBe('Reste à rembourser : 144,41 $.');
    fireEvent.change(within(form).getByLabelText('Montant'), { target: { value: '12,50' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Sur la carte ou le compte Interac' }));
    fireEvent.change(within(form).getByLabelText('Raison'), { target: { value: 'Plat manquant' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Continuer' })));
    await within(form).findByText('Rembourser 12,50 $ de la facture 12 sur la carte ou le compte Interac?');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Oui, rembourser' })));
    await waitFor(() => expect(posted(calls, 'POST', '/refund')).toHaveLength(1));
    expect(posted(calls, 'POST', '/refund')[0]!.body).toEqual({ amount: 1250, destination: 'card', reason: 'Plat manquant' });
  });

  it('refund: a refusal of the server is shown with its amount as money', async () => {
    const paid = invoice({ Due: 0, Balance: 'settled', Label: 'paid', Total: 14441 });
    const { calls, panel } = await openPanel('en', details(paid), (url, call) =>
      call.method === 'POST' && url.endsWith('/refund')
        ? json(400, { code: 'refund-too-large', message: 'too large', params: { max: 14441 } })
        : undefined,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('region', { name: 'Refund invoice 12' });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Paid back by hand (cash, cheque, transfer…)' }));
    fireEvent.change(within(form).getByLabelText('How it was paid back'), { target: { value: 'cash' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Continue' })));
    await within(form).findByText('Refund $200.00 of invoice 12 paid back by hand (cash)?');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Yes, refund' })));
    await waitFor(() => expect(posted(calls, 'POST', '/refund')).toHaveLength(1));
    expect(posted(calls, 'POST', '/refund')[0]!.body).toEqual({ amount: 20000, destination: 'manual', method: 'cash', reason: 'Goodwill' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This refund is more than what can go back this way: at most $144.41.',
    );
  });

  it('delete: a paid invoice holding money needs a settlement and a reason, then DELETE sends them', async () => {
    const paid = invoice({ Due: 0, Balance: 'settled', Label: 'paid', Total: 14441 });
    const { calls, panel } = await openPanel('en', details(paid), (url, call) =>
      call.method === 'DELETE' && url === '/api/admin/invoices/12' ? json(200, { key: 'invoice-deleted', Invoice: paid }) : undefined,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete the invoice' }));
    const form = await screen.findByRole('region', { name: 'Delete invoice 12' });
    expect(nbsp(within(form).getByTestId('delete-lead').textContent)).toContain('This invoice holds $144.41');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Continue' })));
    await waitFor(() => expect(within(form).getAllByText('Please fill out this field')).toHaveLength(2));
    expect(posted(calls, 'DELETE', '/12')).toEqual([]);
    fireEvent.click(within(form).getByRole('radio', { name: 'Refund it to the card or Interac account' }));
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Customer canceled' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Continue' })));
    await within(form).findByText('Delete invoice 12 and refund the $144.41 it holds to the card or Interac account?');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Yes, delete' })));
    await waitFor(() => expect(posted(calls, 'DELETE', '/12')).toHaveLength(1));
    expect(posted(calls, 'DELETE', '/12')[0]!.body).toEqual({ settlement: 'refund-card', reason: 'Customer canceled' });
  });

  it('delete: an unpaid invoice says it is canceled first, and a DELETE without a reason has no body', async () => {
    const unpaid = invoice({ Status: 'U', Label: 'unpaid', Balance: 'unpaid', Due: 14441, Paid: 0, MoneyLeft: 0, Total: 14441 });
    const { calls, panel } = await openPanel('en', details(unpaid, { Payments: [] }), (url, call) =>
      call.method === 'DELETE' ? json(200, { key: 'invoice-deleted', Invoice: unpaid }) : undefined,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete the invoice' }));
    const form = await screen.findByRole('region', { name: 'Delete invoice 12' });
    expect(within(form).getByTestId('delete-lead').textContent).toContain('it is canceled first');
    expect(within(form).queryByRole('radio')).toBeNull();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Continue' })));
    await within(form).findByText('Cancel and delete invoice 12?');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Yes, delete' })));
    await waitFor(() => expect(posted(calls, 'DELETE', '/12')).toHaveLength(1));
    expect(posted(calls, 'DELETE', '/12')[0]!.body).toBeNull();
  });

  it('collect: an expired saved card is not offered', async () => {
    const cards = [
      { Id: 4, Brand: 'MC', Last4: '5454', ExpMonth: 1, ExpYear: 2020 },
      { Id: 5, Brand: 'VISA', Last4: '4242', ExpMonth: 12, ExpYear: new Date().getFullYear() + 2 },
    ];
    const { panel } = await openPanel('en', details(invoice(), { SavedCards: cards }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Charge a saved card' }));
    const form = await screen.findByRole('region', { name: 'Collect the balance of invoice 12' });
    expect(form.textContent).toContain('•••• 4242');
    expect(form.textContent).not.toContain('5454');
  });

  it('collect: no saved card says so and offers to record the balance another way', async () => {
    const { panel } = await openPanel('en', details(invoice(), { SavedCards: [] }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Charge a saved card' }));
    const form = await screen.findByRole('region', { name: 'Collect the balance of invoice 12' });
    expect(form.textContent).toContain('The customer has no saved card');
    fireEvent.click(within(form).getByRole('button', { name: 'Record the balance' }));
    await screen.findByRole('region', { name: 'Record the balance of invoice 12' });
  });
});

describe('the server’s money refusals, translated with their amounts', () => {
  it.each([
    ['en', new ApiError(409, { code: 'settlement-required', message: '', params: { held: 14441 } }), 'This invoice holds $144.41'],
    [
      'fr',
      new ApiError(409, { code: 'refund-destination-unavailable', message: '', params: { left: 500 } }),
      ': 5,00 $ doit être remboursé autrement',
    ],
    [
      'en',
      new ApiError(502, { code: 'error-invoicerefunded', message: '', params: { refunded: 0 } }),
      'The payment processor refused the refund: $0.00 was given back.',
    ],
    ['fr', new ApiError(402, { code: 'balance-declined', message: '', params: {} }), 'La carte enregistrée a été refusée'],
  ] as const)('%s: %s', async (lang, err, text) => {
    const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
    expect(nbsp(moneyErrorText(i18n.getFixedT(lang, 'admin'), err, lang))).toContain(text);
  });

  it('names the report’s methods, a manual one with how it was taken', async () => {
    const fr = createI18n('fr', { fr: await loadLanguage('fr') }).getFixedT('fr', 'admin');
    const en = createI18n('en', { en: await loadLanguage('en') }).getFixedT('en', 'admin');
    expect(reportMethodText(en, 'manual:cheque')).toBe('Manual — cheque');
    expect(reportMethodText(fr, 'manual:cheque')).toBe('Manuel — chèque');
    expect(reportMethodText(fr, 'century-dollars')).toBe('Dollars Century');
  });
});

describe('the invoice’s activity', () => {
  const ACTIVITY: AdminInvoiceActivity = {
    Entries: [
      {
        Id: 3,
        At: '2026-11-26T16:04:00Z',
        By: { Name: 'Amélie Bouchard', Email: 'admin@mijote.test' },
        System: false,
        Action: 'item-added',
        Reason: null,
        ReasonCd: null,
        Amount: null,
        Method: null,
        Destination: null,
        Settlement: null,
        Card: null,
        Line: { Title: 'Coffee for the team', Quantity: 4, Unit: 250 },
        Before: { Status: 'P', Label: 'paid', Total: 14441, Paid: 14441, Refunded: 0, Due: 0, CenturyDollars: 0, Rebate: 0, Price: 14441 },
        After: {
          Status: 'P',
          Label: 'balance-due',
          Total: 15591,
          Paid: 14441,
          Refunded: 0,
          Due: 1150,
          CenturyDollars: 0,
          Rebate: 0,
          Price: 15591,
        },
      },
      {
        Id: 2,
        At: '2026-11-26T16:30:00Z',
        By: null,
        System: true,
        Action: 'invoice-refunded',
        Reason: 'Missing dish',
        ReasonCd: null,
        Amount: 1250,
        Method: null,
        Destination: 'card',
        Settlement: null,
        Card: null,
        Line: null,
        Before: { Label: 'paid', Refunded: 0, Due: 0 },
        After: { Label: 'paid', Refunded: 1250, Due: 0 },
      },
      {
        Id: 1,
        At: '2026-11-26T17:00:00Z',
        By: { Name: 'Amélie Bouchard', Email: 'admin@mijote.test' },
        System: false,
        Action: 'some-future-action',
        Reason: null,
        ReasonCd: null,
        Amount: null,
        Method: 'cheque',
        Destination: null,
        Settlement: 'keep',
        Card: null,
        Line: null,
        Before: null,
        After: null,
      },
    ],
  };

  it('who, when, what and why, every amount as money and no raw data', async () => {
    stubFetch((url) => (url === '/api/admin/invoices/12/activity' ? json(200, ACTIVITY) : undefined));
    await renderWith('en', '/en/admin/invoices', '/:lang/admin/*', <InvoiceActivity invoiceId={12} lang="en" />);
    const list = await screen.findByTestId('invoice-activity');
    const [added, refunded, other] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('admin-history__entry'));
    expect(nbsp(added!.textContent)).toContain('Item added by Amélie Bouchard (admin@mijote.test), November 26, 2026, 11:04 a.m.');
    expect(added!.textContent).toContain('Item: 4 × Coffee for the team at $2.50');
    const rows = within(added!)
      .getAllByRole('row')
      .slice(1)
      .map((r) => nbsp(r.textContent));
    expect(rows).toEqual([
      'StatusPaidBalance due',
      'Total$144.41$155.91',
      'DueNothing dueBalance due $11.50',
      'Price before credits$144.41$155.91',
    ]);
    expect(refunded!.textContent).toContain('Refund made by the reconciliation job');
    expect(refunded!.textContent).toContain('Why: Missing dish');
    expect(refunded!.textContent).toContain('Amount: $12.50');
    expect(refunded!.textContent).toContain('Refunded: to the card or Interac account');
    expect(other!.textContent).toContain('Change recorded');
    expect(other!.textContent).toContain('Method: Cheque');
    expect(other!.textContent).toContain('Settlement: money kept (no refund)');
    expect(list.textContent).not.toMatch(/[{}[\]"]/);
  });

  it('a refund asked to delete the invoice says so, in French too', async () => {
    const entry = {
      ...ACTIVITY.Entries[1]!,
      Id: 9,
      System: false,
      Action: 'refund-requested',
      ReasonCd: 'invoice-deleted',
      Settlement: 'refund-card',
    };
    stubFetch((url) => (url === '/api/admin/invoices/12/activity' ? json(200, { Entries: [entry] }) : undefined));
    await renderWith('fr', '/fr/admin/invoices', '/:lang/admin/*', <InvoiceActivity invoiceId={12} lang="fr" />);
    const list = await screen.findByTestId('invoice-activity');
    expect(list.textContent).toContain('Remboursement demandé pour supprimer la facture');
  });
});

describe('a record’s history reads as text (no JSON)', () => {
  const fields: FieldDef[] = [
    { name: 'PriceCents', kind: 'cents' },
    { name: 'Translations.en.Title', kind: 'text' },
    { name: 'Amount', kind: 'amount', unitField: 'Type', centsWhen: 'dollars' },
    { name: 'Active', kind: 'checkbox' },
  ];

  it('nested values are "field › subfield" rows, money is money, yes/no is a word, only what changed', async () => {
    const t = createI18n('fr', { fr: await loadLanguage('fr') }).getFixedT('fr', 'admin');
    const rows = historyRows(
      t,
      {
        action: 'update',
        before: {
          PriceCents: 1295,
          Active: true,
          Translations: [
            { LanguageCd: 'en', Title: 'Soup' },
            { LanguageCd: 'fr', Title: 'Soupe' },
          ],
          FranchisePrices: [{ FranchiseId: 6, CostCents: 1100 }],
          Tags: ['vegan', 'new'],
          Same: { a: 1 },
        },
        after: {
          PriceCents: 1395,
          Active: false,
          Translations: [
            { LanguageCd: 'en', Title: 'Pea soup' },
            { LanguageCd: 'fr', Title: 'Soupe' },
          ],
          FranchisePrices: [{ FranchiseId: 6, CostCents: 1200 }],
          Tags: ['vegan'],
          Same: { a: 1 },
        },
      },
      { fields, lang: 'fr' },
    );
    expect(rows.map((r) => [r.path.join(' › '), nbsp(r.before), nbsp(r.after)])).toEqual([
      ['PriceCents', '12,95 $', '13,95 $'],
      ['Active', 'Oui', 'Non'],
      ['Translations › en › Title', 'Soup', 'Pea soup'],
      ['FranchisePrices › 1 › CostCents', '11,00 $', '12,00 $'],
      ['Tags', 'vegan, new', 'vegan'],
    ]);
    // a promo code's amount is money only when it is in dollars
    const promo = (Type: string) =>
      historyRows(t, { action: 'create', before: null, after: { Type, Amount: 1500 } }, { fields, lang: 'fr' }).find(
        (r) => r.path[0] === 'Amount',
      )!.after;
    expect(nbsp(promo('dollars'))).toBe('15,00 $');
    expect(promo('percent')).toBe('1500');
  });

  it('renders the history with the screen’s labels', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(
      ['admin', 'products', 'history', 4],
      [
        {
          id: 1,
          action: 'update',
          at: '2026-11-26T15:00:00Z',
          actor: { id: 1, name: 'Amélie Bouchard', email: 'admin@mijote.test' },
          before: { PriceCents: 1295, Prices: [{ FranchiseId: 6, CostCents: 1100, InStoreCostCents: 1000 }] },
          after: { PriceCents: 1395, Prices: [{ FranchiseId: 6, CostCents: 1200, InStoreCostCents: 1000 }] },
        },
      ],
    );
    stubFetch(() => undefined);
    await renderWith(
      'en',
      '/en/admin/products',
      '/:lang/admin/*',
      <RecordHistory
        collection="products"
        id={4}
        texts="products"
        fields={[{ name: 'PriceCents', kind: 'cents' }]}
        lang="en"
        headingId="h"
      />,
      client,
    );
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => nbsp(c.textContent)));
    expect(rows[0]![1]).toBe('$12.95');
    expect(rows[0]![2]).toBe('$13.95');
    expect(rows[1]).toEqual(['Prices › 1 › CostCents', '$11.00', '$12.00']);
    expect(table.textContent).not.toMatch(/[{}[\]"]/);
  });
});

describe('the money reports', () => {
  const PAYMENTS: AdminPaymentsReport = {
    Rows: [
      {
        Kind: 'payment',
        Id: 31,
        InvoiceId: 12,
        Day: '2026-11-26',
        At: '2026-11-26 10:00',
        PaymentMethodId: 1,
        Method: 'card',
        AmountCents: 14441,
        Tax1Cents: 628,
        Tax2Cents: 1253,
        Customer: 'Renée Ouellet',
        Reason: null,
        InvoiceDeleted: true,
      },
      {
        Kind: 'refund',
        Id: 2,
        InvoiceId: 12,
        Day: '2026-11-26',
        At: '2026-11-26 11:00',
        PaymentMethodId: 1,
        Method: 'card',
        AmountCents: -14441,
        Tax1Cents: -628,
        Tax2Cents: -1253,
        Customer: 'Renée Ouellet',
        Reason: 'Customer canceled',
        InvoiceDeleted: true,
      },
      {
        Kind: 'payment',
        Id: 32,
        InvoiceId: 13,
        Day: '2026-11-26',
        At: '2026-11-26 12:00',
        PaymentMethodId: 3,
        Method: 'manual:cheque',
        AmountCents: 1150,
        Tax1Cents: 50,
        Tax2Cents: 100,
        Customer: 'Paul Côté',
        Reason: 'Balance at the counter',
        InvoiceDeleted: false,
      },
    ],
    PerDay: [{ Key: '2026-11-26', CollectedCents: 15591, RefundedCents: 14441, NetCents: 1150, Count: 3 }],
    RowCount: 3,
    PerMethod: [
      { Key: 'card', CollectedCents: 14441, RefundedCents: 14441, NetCents: 0, Count: 2 },
      { Key: 'manual:cheque', CollectedCents: 1150, RefundedCents: 0, NetCents: 1150, Count: 1 },
    ],
    CollectedCents: 15591,
    RefundedCents: 14441,
    NetCents: 1150,
    Tax1Cents: 50,
    Tax2Cents: 100,
  };

  async function show(lang: 'en' | 'fr', node: ReactNode) {
    const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
    render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
  }

  it('payments: the headline is collected, refunded and net with their taxes; a refund line is negative with its reason', async () => {
    await show('en', <PaymentsReport report={PAYMENTS} lang="en" />);
    const summary = screen.getByTestId('report-summary');
    expect(nbsp(summary.textContent)).toBe('Collected$155.91Refunded−$144.41Net$11.50GST$0.50QST$1.00');
    const refund = screen.getAllByRole('row').find((r) => r.getAttribute('data-kind') === 'refund')!;
    expect(nbsp(refund.textContent)).toContain('Refund');
    expect(nbsp(refund.textContent)).toContain('−$144.41');
    expect(refund.textContent).toContain('Customer canceled');
    expect(refund.textContent).toContain('(deleted invoice)');
    expect(screen.getByRole('rowheader', { name: 'Manual — cheque' })).toBeTruthy();
    cleanup();
    await show('fr', <PaymentsReport report={PAYMENTS} lang="fr" />);
    expect(nbsp(screen.getByTestId('report-summary').textContent)).toBe('Perçu155,91 $Remboursé−144,41 $Net11,50 $TPS0,50 $TVQ1,00 $');
  });

  it('payments: the totals are the range’s, the rows one page of 100 with a pager (the page in the URL)', async () => {
    const calls = stubFetch((url) =>
      url.startsWith('/api/admin/reports/payments?') ? json(200, { ...PAYMENTS, RowCount: 250 }) : undefined,
    );
    await renderWith('en', '/en/admin/payments-report?from=2026-11-20&to=2026-11-26&page=2', '/:lang/admin/*', <ReportsScreen />);
    await screen.findByTestId('report-summary');
    const asked = new URL(calls.find((c) => c.url.startsWith('/api/admin/reports/payments?'))!.url, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ startDate: '2026-11-20', endDate: '2026-11-26', page: '2', limit: '100' });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Next page' }).getAttribute('href')).toContain('page=3');
    expect(within(pager).getByRole('link', { name: 'Previous page' }).getAttribute('href')).not.toContain('page=');
    // the CSV has every row of the range: no page
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/payments?startDate=2026-11-20&endDate=2026-11-26&format=csv',
    );
  });

  it('Century Dollars: opening + credits − debits = closing, each row with its type and reason', async () => {
    await show(
      'fr',
      <CreditsReport
        lang="fr"
        report={{
          Rows: [
            {
              Id: 1,
              Day: '2026-11-26',
              Type: 'C',
              AccountId: 7,
              Customer: 'Renée Ouellet',
              Method: 'RF',
              AmountCents: 500,
              InvoiceId: 12,
              Note: 'order-refunded',
              Reason: 'order-refunded',
              Staff: null,
            },
            {
              Id: 2,
              Day: '2026-11-26',
              Type: 'D',
              AccountId: 7,
              Customer: 'Renée Ouellet',
              Method: 'MA',
              AmountCents: 200,
              InvoiceId: null,
              Note: 'Correction',
              Reason: null,
              Staff: 'Amélie Bouchard',
            },
          ],
          PerDay: [{ Key: '2026-11-26', CreditsCents: 500, DebitsCents: 200, Count: 2 }],
          RowCount: 2,
          PerMethod: [
            { Key: 'C:RF', CreditsCents: 500, DebitsCents: 0, Count: 1 },
            { Key: 'D:MA', CreditsCents: 0, DebitsCents: 200, Count: 1 },
          ],
          OpeningCents: 1000,
          CreditsCents: 500,
          DebitsCents: 200,
          ClosingCents: 1300,
        }}
      />,
    );
    expect(nbsp(screen.getByTestId('report-ledger').textContent)).toBe(
      'Ouverture 10,00 $ + crédits 5,00 $ − débits 2,00 $ = clôture 13,00 $',
    );
    expect(screen.getByRole('rowheader', { name: 'Crédit — Remboursement' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((r) => nbsp(r.textContent));
    expect(rows.some((r) => r.includes('Crédit') && r.includes('la commande a été remboursée'))).toBe(true);
    expect(rows.some((r) => r.includes('Débit') && r.includes('−2,00 $') && r.includes('Correction'))).toBe(true);
  });
});

describe('the customer’s confirmation: an order the office had already marked paid', () => {
  const ORDER: OrderReply = {
    Id: 42,
    status: 'paid',
    statusCd: 'P',
    store: 'mealDelivery',
    createdAt: '2026-11-26T15:00:00Z',
    paidAt: '2026-11-26T15:10:00Z',
    language: 'en',
    checkoutProcedure: 'pickup',
    deliveryDate: '2026-12-03',
    deliveryTime: null,
    deliveryAddress: null,
    comment: null,
    franchiseId: null,
    subsidyId: null,
    paymentType: 'Interac',
    isRush: false,
    numberOfPeople: null,
    cateringOptions: null,
    details: [],
    subTotal: 1000,
    discount: 0,
    promotion: { discount: 0, applied: [] },
    promoCode: null,
    extraCharge: 0,
    deliveryCharge: 0,
    tip: 0,
    subsidized: 0,
    tax1: 50,
    tax2: 100,
    centuryDollarsApplied: 0,
    total: 1150,
    payments: [{ PaymentMethodId: 3, Amount: 1150, status: 'approved', cardBrand: null, cardLast4: null }],
  } as OrderReply;

  it.each([
    [
      'en',
      '/en/meal-delivery/confirmation/42/success?interacResult=signed-result',
      'This order was already paid (the office recorded your payment).',
      'See order 42 in your account',
      '/en/account/orders/42',
    ],
    [
      'fr',
      '/fr/livraisons-a-domicile/confirmation/42/success?interacResult=signed-result',
      'Cette commande était déjà payée',
      'Voir la commande 42 dans votre compte',
      '/fr/account/orders/42',
    ],
  ] as const)(
    '%s: the Interac return answered order-already-paid explains it and links to the order',
    async (lang, path, text, link, href) => {
      const calls = stubFetch((url, call) => {
        if (call.method === 'POST' && url === '/api/orders/42/fix-interact-payment')
          return json(409, { code: 'order-already-paid', message: 'already paid', params: { orderId: 42 } });
        if (url.startsWith('/api/orders/42?')) return json(200, { ...ORDER, language: lang });
        if (url.startsWith('/api/carts')) return json(200, {});
        return undefined;
      });
      await renderWith(lang, path, '/:lang/:store/confirmation/:orderId/success', <SuccessPage />);
      const message = await screen.findByTestId('order-already-paid');
      expect(message.textContent).toContain(text);
      expect(message.textContent).toContain(lang === 'fr' ? 'vous a été remboursé' : 'has been refunded');
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
      expect(calls.filter((c) => c.url === '/api/orders/42/fix-interact-payment')).toHaveLength(1);
    },
  );
});
