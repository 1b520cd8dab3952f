// The people and money admin screens' pieces that need no server (issue 15, ADR 320): the new
// subsidy's defaults are back-office §9's (from the domain), the weekday field sends Monday–Friday
// only, the invoice list's query and CSV link carry the spec's defaults (P,U,C,D,R, limit 1000),
// the invoice's amounts are shown as the server computed them, the user import's problem lines are
// translated in both languages, reports need both dates, and a Century Dollar transaction names the
// staff member who made it.
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminInvoice } from '@mijote/contracts';
import { invoiceListPath, invoiceListQuery } from '../src/features/admin/api';
import type { FieldDef } from '../src/features/admin/components/collection';
import { toBody, toFormValues } from '../src/features/admin/components/form-values';
import { ACCOUNTS, CenturyDollarTable } from '../src/features/admin/screens/accounts';
import { blankSubsidy, importProblemLines, SUBSIDIES } from '../src/features/admin/screens/corporate';
import { DEFAULT_STATUS, invoiceAmounts, statusParam } from '../src/features/admin/screens/invoices';
import { barWidths, rangeOf } from '../src/features/admin/screens/reports';
import { createI18n, loadLanguage } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function i18nOf(lang: 'en' | 'fr') {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  await i18n.loadNamespaces('admin');
  return i18n;
}

afterEach(cleanup);

describe('corporate subsidies', () => {
  it('a new subsidy opens with back-office §9’s defaults and Monday to Friday', () => {
    expect(blankSubsidy()).toMatchObject({
      Id: 0,
      Discount: 10,
      MaxRebate: 1_000,
      MaxProductPrice: 10_000,
      MaxProductCount: 10,
      WaiveFuel: false,
      WaiveShipping: false,
      IsNew: true,
      Days: [1, 2, 3, 4, 5],
    });
    // the form shows them as dollars in the language's format
    const values = toFormValues(blankSubsidy(), SUBSIDIES.fields, 'fr');
    expect(values).toMatchObject({
      Discount: '10',
      MaxRebate: '10,00',
      MaxProductPrice: '100,00',
      MaxProductCount: '10',
      Days: '1,2,3,4,5',
    });
  });

  it('the weekday field sends its days in week order, each once, never Saturday or Sunday', () => {
    const fields: FieldDef[] = [{ name: 'Days', kind: 'weekdays', days: [1, 2, 3, 4, 5] }];
    const record = { Id: 3, Days: [1, 2] };
    expect(toBody(record, { Days: '5,1,3,3,6,7' }, fields, 'en').body.Days).toEqual([1, 3, 5]);
    expect(toBody(record, { Days: '' }, fields, 'en').body.Days).toEqual([]);
    expect(SUBSIDIES.fields.find((f) => f.name === 'Days')?.days).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists the import’s problem lines with their reasons, in English and in French', async () => {
    const problems = [
      { line: 3, reason: 'email-invalid' },
      { line: 5, reason: 'duplicate' },
      { line: 7, reason: 'formula' },
    ];
    const en = await i18nOf('en');
    expect(importProblemLines(en.getFixedT('en', 'admin'), problems)).toEqual([
      'Line 3: the e-mail is not valid',
      'Line 5: this e-mail is already in the file',
      'Line 7: a value starts with =, +, - or @ (a spreadsheet formula)',
    ]);
    const fr = await i18nOf('fr');
    const lines = importProblemLines(fr.getFixedT('fr', 'admin'), problems);
    expect(lines[0]).toBe('Ligne 3 : le courriel n’est pas valide');
    expect(lines.join(' ')).not.toContain('~');
    expect(importProblemLines(en.getFixedT('en', 'admin'), 'nonsense')).toEqual([]);
  });
});

describe('customer accounts', () => {
  it('30 a page, no create, and a save posts only what the API’s strict body takes (never the balance)', () => {
    expect(ACCOUNTS.limit).toBe(30);
    expect(ACCOUNTS.canCreate).toBe(false);
    const body = ACCOUNTS.saveBody!({
      Id: 8,
      Uuid: 'u',
      FirstName: 'Ana',
      LastName: 'Roy',
      Email: 'ana@example.com',
      CurrentCenturyDollarAmount: 5000,
      Addresses: [],
      PreferredLanguage: 'fr',
    });
    expect(body).not.toHaveProperty('CurrentCenturyDollarAmount');
    expect(body).not.toHaveProperty('Uuid');
    expect(body).toMatchObject({ FirstName: 'Ana', LastName: 'Roy', Email: 'ana@example.com', PreferredLanguage: 'fr' });
  });

  it('a Century Dollar transaction shows its kind, amount, balance after and the staff member, in French', async () => {
    const i18n = await i18nOf('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <h3 id="cd">Dollars</h3>
        <CenturyDollarTable
          lang="fr"
          transactions={[
            {
              Id: 1,
              Type: 'C',
              Amount: 1000,
              BalanceAfter: 1500,
              CenturyDollarTransactionMethodCd: 'MA',
              InvoiceId: null,
              Note: 'Geste commercial',
              ManualTransaction: { Name: 'Admin Mijote' },
              CreatedAt: '2026-11-26T15:00:00Z',
            },
          ]}
        />
      </I18nextProvider>,
    );
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['26 nov. 2026', 'Crédit', '10,00 $', '15,00 $', 'Manuel', 'Geste commercial', 'Admin Mijote']);
  });
});

describe('invoices', () => {
  it('the status filter keeps the statuses it knows, in order, and falls back to P,U,C,D,R', () => {
    expect(DEFAULT_STATUS).toBe('P,U,C,D,R');
    expect(statusParam(null)).toBe('P,U,C,D,R');
    expect(statusParam('r,u,zz')).toBe('U,R');
    expect(statusParam('')).toBe('P,U,C,D,R');
  });

  it('the list query and the CSV link carry the API’s names, the search only when there is one', () => {
    const p = { page: 2, status: 'U,P', orderBy: 'id', orderDirection: 'desc' as const, searchBy: 'email', searchFor: '' };
    expect(invoiceListQuery(p)).toBe('page=2&status=U%2CP&orderBy=id&orderDirection=desc');
    expect(invoiceListPath('meal-delivery')).toBe('/admin/meal-delivery/invoices');
    expect(invoiceListPath('invoices')).toBe('/admin/invoices');
    // /invoices/retail/:id: one bistro's, the API's restaurant variant
    expect(invoiceListPath('retail', 3)).toBe('/admin/restaurants/3/invoices');
    const csv = new URLSearchParams(invoiceListQuery({ ...p, page: 1, searchFor: ' gagnon ' }, { limit: '1000', format: 'csv' }));
    expect(Object.fromEntries(csv)).toEqual({
      page: '1',
      status: 'U,P',
      orderBy: 'id',
      orderDirection: 'desc',
      limit: '1000',
      format: 'csv',
      searchBy: 'email',
      searchFor: 'gagnon',
    });
  });

  it('shows the server’s amounts: the ones not zero, what is taken off marked, and the total last', () => {
    const inv = {
      SubTotal: 2000,
      Discount: 0,
      Tip: 300,
      Tax1: 100,
      Tax2: 200,
      DeliveryCharge: 0,
      FuelSurcharge: 0,
      ExtraCharge: 0,
      SubsidizedAmount: 500,
      Rebate: 0,
      CenturyDollars: 1000,
      Total: 1100,
    } as AdminInvoice;
    expect(invoiceAmounts(inv)).toEqual([
      { key: 'SubTotal', cents: 2000 },
      { key: 'Tip', cents: 300 },
      { key: 'Tax1', cents: 100 },
      { key: 'Tax2', cents: 200 },
      { key: 'SubsidizedAmount', cents: 500, minus: true },
      { key: 'CenturyDollars', cents: 1000, minus: true },
      { key: 'Total', cents: 1100 },
    ]);
  });
});

describe('reports', () => {
  it('need both dates, in order (§8 “Please enter dates” otherwise)', () => {
    expect(rangeOf('2026-11-01', '2026-11-26')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-26' });
    expect(rangeOf('2026-11-01', null)).toBeNull();
    expect(rangeOf('2026-11-27', '2026-11-26')).toBeNull();
    expect(rangeOf('26/11/2026', '2026-11-26')).toBeNull();
  });

  it('draws each day as a share of the largest day, by the figure it is given (a negative net: no bar)', () => {
    const days = [
      { Key: '2026-11-24', NetCents: 5000 },
      { Key: '2026-11-25', NetCents: 2500 },
      { Key: '2026-11-26', NetCents: -1000 },
    ];
    expect(barWidths(days, (d) => d.NetCents)).toEqual({ '2026-11-24': 100, '2026-11-25': 50, '2026-11-26': 0 });
    expect(barWidths([{ Key: '2026-11-26', NetCents: 0 }], (d) => d.NetCents)).toEqual({ '2026-11-26': 0 });
  });
});
