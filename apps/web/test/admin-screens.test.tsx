// The admin area's pieces that need no server (ADR 260): the alerts last the spec's 3 seconds and
// the import problems list 60 (back-office §9), and pause while hovered; the form turns a record
// into fields and back (money in the language's format through the domain) and puts the API's
// validation issues on their fields.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_ALERT_MS,
  AdminAlertsProvider,
  IMPORT_PROBLEMS_MS,
  useAdminAlerts,
  type AdminAlerts,
} from '../src/features/admin/components/alerts';
import type { FieldDef } from '../src/features/admin/components/collection';
import { problemsFromIssues, toBody, toFormValues } from '../src/features/admin/components/form-values';
import { hasScreen } from '../src/features/admin/routes/admin';
import { ADMIN_GROUPS, ADMIN_TOOLS } from '../src/features/admin/tools';
import { createI18n, loadLanguage } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function withAlerts(lang: 'en' | 'fr') {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  let alerts!: AdminAlerts;
  function Grab() {
    alerts = useAdminAlerts();
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <AdminAlertsProvider>
        <Grab />
      </AdminAlertsProvider>
    </I18nextProvider>,
  );
  return () => alerts;
}

describe('admin alerts (back-office §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a success alert shows the spec key’s text, in French too, and leaves after 3 seconds', async () => {
    const alerts = await withAlerts('fr');
    act(() => alerts().success('postal-code-created'));
    expect(screen.getByRole('status').textContent).toContain('Code postal créé');
    act(() => vi.advanceTimersByTime(ADMIN_ALERT_MS - 10));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a danger alert is role=alert and also lasts 3 seconds; the import problems list lasts 60', async () => {
    const alerts = await withAlerts('en');
    act(() => alerts().danger('The server said no'));
    act(() => alerts().importProblems('Some lines could not be imported', ['line 3: no e-mail', 'line 9: unknown domain']));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(ADMIN_ALERT_MS + 10));
    const left = screen.getAllByRole('alert');
    expect(left).toHaveLength(1);
    expect(left[0]?.textContent).toContain('line 9: unknown domain');
    act(() => vi.advanceTimersByTime(IMPORT_PROBLEMS_MS - ADMIN_ALERT_MS - 100));
    expect(screen.queryAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(IMPORT_PROBLEMS_MS).toBe(60_000);
  });

  it('the next outcome replaces an earlier import’s problem list (issue 30)', async () => {
    const alerts = await withAlerts('en');
    act(() => alerts().importProblems('Some lines could not be imported', ['line 3: no e-mail']));
    act(() => alerts().success('Users Imported'));
    expect(screen.queryByText('line 3: no e-mail')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => alerts().importProblems('Some lines could not be imported', ['line 4: unknown domain']));
    act(() => alerts().importProblems('Some lines could not be imported', ['line 5: unknown domain']));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([expect.stringContaining('line 5')]);
  });

  it('an alert waits while the pointer is on it, and its close button removes it', async () => {
    const alerts = await withAlerts('en');
    act(() => alerts().success('saved'));
    const alert = screen.getByRole('status');
    fireEvent.mouseEnter(alert);
    act(() => vi.advanceTimersByTime(ADMIN_ALERT_MS * 3));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('admin form values', () => {
  const fields: FieldDef[] = [
    { name: 'Code', kind: 'text', required: true, max: 12 },
    { name: 'City', kind: 'text', nullable: true },
    { name: 'FeeCents', kind: 'cents', required: true },
    { name: 'Month', kind: 'select', options: ['1', '2'], numeric: true },
    { name: 'Enabled', kind: 'checkbox' },
  ];
  const record = { Id: 4, Code: 'H9B', City: null, FeeCents: 495, Month: 2, Enabled: true, ReadOnly: 'kept' };

  it('shows money in the language’s format and posts the record as GET gave it, with the form’s values', () => {
    const fr = toFormValues(record, fields, 'fr');
    expect(fr).toEqual({ Code: 'H9B', City: '', FeeCents: '4,95', Month: '2', Enabled: true });
    const { body, problems } = toBody(record, { ...fr, FeeCents: '12,50', City: ' Kirkland ', Enabled: false }, fields, 'fr');
    expect(problems).toEqual({});
    expect(body).toEqual({ Id: 4, Code: 'H9B', City: 'Kirkland', FeeCents: 1250, Month: 2, Enabled: false, ReadOnly: 'kept' });
  });

  it('refuses what cannot be sent, field by field', () => {
    const { problems, body } = toBody(record, { Code: '', City: '', FeeCents: '4.9x', Month: '1', Enabled: true }, fields, 'en');
    expect(problems).toEqual({ Code: 'required', FeeCents: 'money' });
    expect(body.City).toBeNull();
  });

  it('puts the API’s validation issues on their fields', () => {
    const issues = [
      { path: 'body.Code', code: 'custom', message: 'a postal code' },
      { path: 'body.FeeCents', code: 'too_big', message: 'too big' },
      { path: 'body', code: 'unrecognized_keys', message: 'Unknown field' },
    ];
    expect(problemsFromIssues(issues, fields)).toEqual({ Code: 'invalid', FeeCents: 'tooBig' });
    expect(problemsFromIssues('nonsense', fields)).toEqual({});
  });
});

describe('admin tools (back-office §1)', () => {
  it('lists the 20 tools of §1, the appointments (ADR 372) and the forms inbox (issue 30) once each, every one with a route that has its screen', () => {
    expect(ADMIN_TOOLS).toHaveLength(22);
    expect(new Set(ADMIN_TOOLS.map((t) => t.key)).size).toBe(22);
    // the user import opens the corporate page (its panel imports)
    expect(ADMIN_TOOLS.find((t) => t.key === 'userImport')?.route).toBe('adminCorporate');
    expect(ADMIN_TOOLS.filter((t) => !hasScreen(t.route)).map((t) => t.key)).toEqual([]);
    // the menu's groups (issue 30) hold every tool once, and only tools
    expect(ADMIN_GROUPS.flatMap((g) => g.tools).sort()).toEqual(ADMIN_TOOLS.map((t) => t.key).sort());
  });
});

describe('the Century Dollar reasons on an account (issue 30)', () => {
  it('are words in the staff’s language, never a code; a staff note stays as written', async () => {
    const { cdReasonText } = await import('../src/features/admin/screens/accounts');
    const fr = createI18n('fr', { fr: await loadLanguage('fr') });
    await fr.loadNamespaces?.(['admin', 'account-pages']);
    const t = fr.getFixedT('fr', 'admin');
    const row = (methodCd: string, note: string | null, invoiceId: number | null = null) => ({
      CenturyDollarTransactionMethodCd: methodCd,
      Note: note,
      InvoiceId: invoiceId,
    });
    expect(cdReasonText(t, row('RE', 'referral-welcome'))).toBe('Crédit de bienvenue du programme de parrainage');
    expect(cdReasonText(t, row('RF', 'order-refunded', 41))).toMatch(/^Remis à votre solde.* · Facture 41$/);
    expect(cdReasonText(t, row('MA', 'Geste commercial : livraison en retard'))).toBe('Geste commercial : livraison en retard');
  });
});

describe('the invoices list’s URL filters (issue 30)', () => {
  it('a Today figure’s API query becomes a link the list reads back to the same query', async () => {
    const { invoicesLink, invoiceFiltersOf } = await import('../src/features/admin/components/invoice-filters');
    const api = { status: 'P', deliveryFrom: '2026-12-03', deliveryTo: '2026-12-03', storeKind: 'mealDelivery' };
    const link = invoicesLink('fr', api);
    expect(link).toBe('/fr/admin/invoices?status=P&from=2026-12-03&to=2026-12-03&store=mealDelivery');
    const params = new URLSearchParams(link.split('?')[1]);
    expect({ status: params.get('status'), ...invoiceFiltersOf(params) }).toEqual(api);
    // what the list does not know is left out
    expect(invoiceFiltersOf(new URLSearchParams('store=bakery&pay=cash&from=tomorrow'))).toEqual({});
  });
});
