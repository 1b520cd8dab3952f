// The reports' charts over time (issue 30, ADR 380): the payments report, opened on a month, draws
// one bar per day of the range whose amounts are the per-day table's nets (a day without a movement
// at 0), a day refunded more than collected below the zero line, titled in the staff's language,
// with a table of the same figures one click away; the Century Dollar report charts credits −
// debits; the per-day CSV is linked in the staff's language; Today's week chart keeps its props.
// The server is a stub of `fetch` answering the contracts' shapes.
import type { AdminCreditsReport, AdminPaymentsReport } from '@mijote/contracts';
import { addDays, formatDate } from '@mijote/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeekChart } from '../src/features/admin/components/week-chart';
import { CreditsReport, ReportsScreen } from '../src/features/admin/screens/reports';
import { createI18n, loadLanguage } from '../src/lib/i18n';
import { renderAdmin } from './admin-render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const nbsp = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function withI18n(lang: 'en' | 'fr', node: ReactNode) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

async function screenAt(path: string, report: AdminPaymentsReport | AdminCreditsReport) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    calls.push(url);
    return url.startsWith('/api/admin/reports/') ? json(200, report) : json(404, { code: 'not-found', message: 'nope', params: {} });
  });
  await renderAdmin(path, <ReportsScreen />);
  return calls;
}

// November 2026: money on four days, the 10th refunded more than it collected
const PER_DAY: AdminPaymentsReport['PerDay'] = [
  { Key: '2026-11-02', CollectedCents: 15591, RefundedCents: 14441, NetCents: 1150, Count: 3 },
  { Key: '2026-11-03', CollectedCents: 250000, RefundedCents: 0, NetCents: 250000, Count: 12 },
  { Key: '2026-11-10', CollectedCents: 1000, RefundedCents: 9000, NetCents: -8000, Count: 2 },
  { Key: '2026-11-27', CollectedCents: 43210, RefundedCents: 1000, NetCents: 42210, Count: 5 },
];
const PAYMENTS: AdminPaymentsReport = {
  Rows: [],
  PerDay: PER_DAY,
  PerMethod: [{ Key: 'card', CollectedCents: 309801, RefundedCents: 24441, NetCents: 285360, Count: 22 }],
  RowCount: 22,
  CollectedCents: 309801,
  RefundedCents: 24441,
  NetCents: 285360,
  Tax1Cents: 0,
  Tax2Cents: 0,
};

/** The chart's bars: each <g data-day> with its rect and its <title>. */
function barsOf(figure: HTMLElement) {
  return [...figure.querySelectorAll<SVGGElement>('g[data-day]')].map((g) => {
    const rect = g.querySelector('rect')!;
    return {
      day: g.getAttribute('data-day')!,
      cents: Number(g.getAttribute('data-cents')),
      y: Number(rect.getAttribute('y')),
      height: Number(rect.getAttribute('height')),
      title: nbsp(rect.querySelector('title')!.textContent),
      negative: g.classList.contains('admin-chart__negative'),
    };
  });
}

describe('the payments report’s chart', () => {
  it('fr, a month: one bar per day of the range, the per-day table’s nets, a negative day below the zero line', async () => {
    const calls = await screenAt('/fr/admin/payments-report?from=2026-11-01&to=2026-11-30', PAYMENTS);
    const figure = await screen.findByRole('figure', { name: 'Paiements nets par jour (perçu − remboursé)' });
    expect(calls.some((c) => c.includes('startDate=2026-11-01') && c.includes('endDate=2026-11-30'))).toBe(true);
    const bars = barsOf(figure);
    // every day of November, in order, once
    expect(bars.map((b) => b.day)).toEqual(Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i)));
    // the per-day table: each row's day and net are a bar's <title>
    const table = screen.getAllByRole('table').find((t) => t.classList.contains('admin-bars'))!;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PER_DAY.length);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      const day = nbsp(within(row).getByRole('rowheader').textContent);
      const net = nbsp(cells[2]!.textContent);
      expect(bars.map((b) => b.title)).toContain(`${day}: ${net}`);
    }
    for (const d of PER_DAY) expect(bars.find((b) => b.day === d.Key)!.cents).toBe(d.NetCents);
    // a day without movement: 0, no bar drawn
    const empty = bars.find((b) => b.day === '2026-11-01')!;
    expect([empty.cents, empty.height, empty.title]).toEqual([0, 0, `${formatDate('2026-11-01', 'fr', 'weekdayShort')}: 0,00 $`]);
    // the 10th: below the zero line, the others above it
    const axisY = Number(figure.querySelector('line[data-axis="zero"]')!.getAttribute('y1'));
    const tenth = bars.find((b) => b.day === '2026-11-10')!;
    expect(tenth.title).toBe('mar. 10 nov.: −80,00 $');
    expect(tenth.negative).toBe(true);
    expect(tenth.y).toBe(axisY);
    expect(tenth.height).toBeGreaterThan(0);
    const third = bars.find((b) => b.day === '2026-11-03')!;
    expect(third.y + third.height).toBeCloseTo(axisY, 1);
    expect(third.y).toBeLessThan(axisY);
    // French axis labels, thinned: the first day's, never all 30
    const labels = [...figure.querySelectorAll('.admin-chart__label')].map((l) => nbsp(l.textContent));
    expect(labels[0]).toBe('1 nov.');
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.length).toBeLessThan(30);
    // the scale in French money
    const ticks = [...figure.querySelectorAll('.admin-chart__tick text')].map((t) => nbsp(t.textContent));
    expect(ticks).toContain('2 500 $');
    expect(ticks).toContain('−80 $');
    // the same figures as a table, and back
    fireEvent.click(within(figure).getByRole('button', { name: 'Afficher en tableau' }));
    const asTable = within(figure).getAllByRole('row');
    expect(asTable).toHaveLength(30);
    expect(nbsp(asTable[9]!.textContent)).toBe('mar. 10 nov.−80,00 $');
    fireEvent.click(within(figure).getByRole('button', { name: 'Afficher en graphique' }));
    expect(barsOf(figure)).toHaveLength(30);
    // the per-day CSV, headers in French
    expect(screen.getByRole('link', { name: 'Exporter les totaux quotidiens (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/reports/payments?startDate=2026-11-01&endDate=2026-11-30&format=csv&by=day&language=fr',
    );
  });

  it('en, a quarter: a bar a week, each the sum of its days, titled per week', async () => {
    await screenAt('/en/admin/payments-report?from=2026-10-01&to=2026-12-31', PAYMENTS);
    const figure = await screen.findByRole('figure', { name: 'Net payments per week (collected − refunded)' });
    const bars = barsOf(figure);
    expect(bars).toHaveLength(14);
    // Nov 2–8 holds the 2nd and 3rd; Nov 9–15 the 10th, negative
    expect(bars.find((b) => b.day === '2026-11-02')).toMatchObject({ cents: 251150, title: 'Nov 2 – Nov 8: $2,511.50' });
    expect(bars.find((b) => b.day === '2026-11-09')).toMatchObject({ cents: -8000, negative: true, title: 'Nov 9 – Nov 15: −$80.00' });
    expect(bars.reduce((a, b) => a + b.cents, 0)).toBe(PAYMENTS.NetCents);
  });
});

describe('the Century Dollar report’s chart', () => {
  it('net per day is credits − debits, a day debited more drawn below the line', async () => {
    const report: AdminCreditsReport = {
      Rows: [],
      PerDay: [
        { Key: '2026-11-02', CreditsCents: 500, DebitsCents: 200, Count: 2 },
        { Key: '2026-11-04', CreditsCents: 0, DebitsCents: 1500, Count: 1 },
      ],
      PerMethod: [],
      RowCount: 3,
      OpeningCents: 1000,
      CreditsCents: 500,
      DebitsCents: 1700,
      ClosingCents: -200,
    };
    await withI18n('en', <CreditsReport report={report} lang="en" range={{ startDate: '2026-11-01', endDate: '2026-11-07' }} />);
    const figure = screen.getByRole('figure', { name: 'Century Dollars: net amount per day (credits − debits)' });
    const bars = barsOf(figure);
    expect(bars.map((b) => [b.day, b.cents])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 300],
      ['2026-11-03', 0],
      ['2026-11-04', -1500],
      ['2026-11-05', 0],
      ['2026-11-06', 0],
      ['2026-11-07', 0],
    ]);
    const axisY = Number(figure.querySelector('line[data-axis="zero"]')!.getAttribute('y1'));
    expect(bars[3]).toMatchObject({ negative: true, y: axisY, title: 'Wed, Nov 4: −$15.00' });
    // a week fits the amounts over the bars
    expect([...figure.querySelectorAll('.admin-chart__value')].map((v) => v.textContent)).toEqual(['$3', '−$15']);
  });
});

describe('Today’s week chart', () => {
  it('keeps its props: seven labelled bars, today apart, each amount written', async () => {
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = addDays('2026-11-23', i);
      return { date, label: formatDate(date, 'en', 'weekdayShort'), cents: i === 2 ? 123_456 : i * 1000 };
    });
    await withI18n('en', <WeekChart days={days} lang="en" title="Money collected less refunds, per day" today="2026-11-25" />);
    const figure = screen.getByRole('figure', { name: 'Money collected less refunds, per day' });
    expect([...figure.querySelectorAll('.admin-chart__label')].map((l) => l.textContent)).toEqual(days.map((d) => d.label));
    expect(figure.querySelector('.admin-chart__today')!.getAttribute('data-day')).toBe('2026-11-25');
    expect([...figure.querySelectorAll('.admin-chart__value')].map((v) => v.textContent)).toEqual([
      '$10',
      '$1,235',
      '$30',
      '$40',
      '$50',
      '$60',
    ]);
    expect(figure.querySelectorAll('.admin-chart__tick')).toHaveLength(0);
  });
});
