// /admin/reports, /admin/payments-report and /admin/century-dollar-credits-report (back-office §2
// reports, §8 "Please enter dates", "There are no results"; issue 15, 27, ADR 290, 320, 366): a date
// range (Toronto days, both included); the payments report's money collected, refunded and net
// (with GST and QST) in all, per day (as bars one can read at a glance) and per method, and every
// movement, a refund negative with its reason; the Century Dollar report's ledger (opening +
// credits − debits = closing), per day and per origin, and every transaction; the CSV of the same
// range, and the per-day CSV. Each report charts its net over the range (issue 30, ADR 380: the
// payments' collected − refunded, the Century Dollars' credits − debits, from the per-day figures
// of its table; a bar a day, a week past two months). Every amount is the server's.
import { formatDate, formatMoney, formatSignedMoney, monthRange, torontoDate, type IsoDate } from '@mijote/domain';
import type { AdminCreditsReport, AdminPaymentsReport } from '@mijote/contracts';
import type { TFunction } from 'i18next';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { matchPath, paths, type Lang } from '../../../lib/paths';
import { REPORT_PAGE_SIZE, reportPath, useReport, type ReportKind } from '../api';
import { ListPager } from '../components/list-pager';
import { reportMethodText } from '../components/money-texts';
import { TableScroll } from '../components/table-scroll';
import { RangeChart } from '../components/week-chart';
import { useAdminTitle } from '../use-admin-title';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The range of the URL, when both dates are there and in order. */
export function rangeOf(from: string | null, to: string | null): { startDate: string; endDate: string } | null {
  if (!from || !to || !ISO.test(from) || !ISO.test(to) || from > to) return null;
  return { startDate: from, endDate: to };
}

/** Each day's share of the largest day, in percent (the bars' widths), by the day's `value` (negative days: no bar). */
export function barWidths<T extends { Key: string }>(totals: readonly T[], value: (d: T) => number): Record<string, number> {
  const max = Math.max(0, ...totals.map(value));
  return Object.fromEntries(totals.map((d) => [d.Key, max > 0 ? Math.round((Math.max(0, value(d)) / max) * 100) : 0]));
}

export function ReportsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const location = useLocation();
  const routeId = matchPath(location.pathname)?.id;
  const kind: ReportKind = routeId === 'adminCenturyDollarCreditsReport' ? 'century-dollar-credits' : 'payments';
  const tool =
    routeId === 'adminCenturyDollarCreditsReport' ? 'centuryDollars' : routeId === 'adminPaymentsReport' ? 'paymentsReport' : 'reports';
  useAdminTitle(tool);
  const [params, setParams] = useSearchParams();
  const today = torontoDate(new Date());
  // no range in the URL: this month so far, shown at once (issue 30)
  const monthStart = monthRange(today.slice(0, 7)).from;
  const given = params.has('from') || params.has('to');
  const range = given ? rangeOf(params.get('from'), params.get('to')) : { startDate: monthStart, endDate: today };
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [from, setFrom] = useState(params.get('from') ?? monthStart);
  const [to, setTo] = useState(params.get('to') ?? today);
  const [problem, setProblem] = useState(false);
  const id = domId('admin-reports-reports-screen');

  function submit(e: FormEvent) {
    e.preventDefault();
    // §8: both dates, or "Please enter dates"
    if (!rangeOf(from, to)) return setProblem(true);
    setProblem(false);
    setParams(new URLSearchParams({ from, to }));
  }

  return (
    <>
      <h1>{t(`tools.${tool}`)}</h1>
      <nav className="admin-sections" aria-label={t('reports.kinds')}>
        <ul>
          <li>
            <NavLink to={paths.admin.paymentsReport(lang)}>{t('tools.paymentsReport')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.admin.centuryDollarCreditsReport(lang)}>{t('tools.centuryDollars')}</NavLink>
          </li>
        </ul>
      </nav>
      <p className="admin-lead">{t(`reports.lead.${kind}`)}</p>
      <form className="admin-search" onSubmit={submit} noValidate>
        <span className="admin-search__filter">
          <label htmlFor={`${id}-from`}>{t('reports.from')}</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={problem || undefined} />
        </span>
        <span className="admin-search__filter">
          <label htmlFor={`${id}-to`}>{t('reports.to')}</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={problem || undefined} />
        </span>
        <button type="submit" className="button button--primary">
          {t('reports.show')}
        </button>
        {range && (
          <a className="button" href={`/api${reportPath(kind, range.startDate, range.endDate, 'csv')}`} download>
            {t('reports.csv')}
          </a>
        )}
        {range && (
          <a className="button" href={`/api${reportPath(kind, range.startDate, range.endDate, 'csv-per-day', 1, lang)}`} download>
            {t('reports.csvPerDay')}
          </a>
        )}
      </form>
      {problem && (
        <p className="admin-error" role="alert">
          {t('messages.Please enter dates')}
        </p>
      )}
      {range && <Report key={kind} kind={kind} range={range} page={page} params={params} lang={lang} />}
    </>
  );
}

function Report({
  kind,
  range,
  page,
  params,
  lang,
}: {
  kind: ReportKind;
  range: { startDate: string; endDate: string };
  page: number;
  params: URLSearchParams;
  lang: Lang;
}) {
  const { t } = useTranslation('admin');
  const report = useReport(kind, range, page);
  if (report.isPending) return <p role="status">{t('messages.Generating Data')}</p>;
  if (report.isError) return <p className="admin-error">{errorText(t, report.error)}</p>;
  if (report.data.RowCount === 0) return <p role="status">{t('messages.There are no results')}</p>;
  // the totals are the whole range's; the rows, one page of them (oldest first)
  const pages = Math.max(1, Math.ceil(report.data.RowCount / REPORT_PAGE_SIZE));
  const pager = pages > 1 ? <ListPager params={params} page={page} pages={pages} total={report.data.RowCount} /> : null;
  return kind === 'payments' ? (
    <PaymentsReport report={report.data as AdminPaymentsReport} lang={lang} pager={pager} range={range} />
  ) : (
    <CreditsReport report={report.data as AdminCreditsReport} lang={lang} pager={pager} range={range} />
  );
}

/** A bar with its amount (the amount is the text; the bar only draws it). */
function Bar({ width, children }: { width: number; children: ReactNode }) {
  return (
    <>
      <span className="admin-bar" style={{ inlineSize: `${width}%` }} aria-hidden="true" />
      <span className="admin-bar__value">{children}</span>
    </>
  );
}

/** A signed amount: a refund is shown negative. */

type Range = { startDate: string; endDate: string };

/** The report's range; without one (a report shown alone), its first and last days with a figure. */
const rangeOr = (range: Range | undefined, perDay: readonly { Key: string }[]): Range | null =>
  range ?? (perDay.length ? { startDate: perDay[0]!.Key, endDate: perDay[perDay.length - 1]!.Key } : null);

/**
 * The payments report (ADR 366): the money collected, the money refunded and the net, with the
 * net's GST and QST (never a total that adds refunds to payments); per day and per method the same
 * three; every movement, a refund negative with its reason, a deleted invoice's marked.
 */
export function PaymentsReport({
  report: r,
  lang,
  pager,
  range,
}: {
  report: AdminPaymentsReport;
  lang: Lang;
  pager?: ReactNode;
  range?: Range;
}) {
  const { t } = useTranslation('admin');
  const id = domId('admin-reports-report', 'payments');
  const widths = barWidths(r.PerDay, (d) => d.NetCents);
  const days = rangeOr(range, r.PerDay);
  const movementHead = (first: string) => (
    <tr>
      <th scope="col">{first}</th>
      <th scope="col">{t('reports.collected')}</th>
      <th scope="col">{t('reports.refunded')}</th>
      <th scope="col">{t('reports.net')}</th>
      <th scope="col">{t('reports.count')}</th>
    </tr>
  );
  return (
    <div className="admin-report">
      <dl className="admin-facts admin-report__summary" data-testid="report-summary">
        <dt>{t('reports.collected')}</dt>
        <dd data-testid="report-collected">{formatMoney(r.CollectedCents, lang)}</dd>
        <dt>{t('reports.refunded')}</dt>
        <dd data-testid="report-refunded">{formatSignedMoney(-r.RefundedCents, lang)}</dd>
        <dt>{t('reports.net')}</dt>
        <dd data-testid="report-net">
          <strong>{formatSignedMoney(r.NetCents, lang)}</strong>
        </dd>
        <dt>{t('reports.gst')}</dt>
        <dd>{formatSignedMoney(r.Tax1Cents, lang)}</dd>
        <dt>{t('reports.qst')}</dt>
        <dd>{formatSignedMoney(r.Tax2Cents, lang)}</dd>
      </dl>
      <p className="admin-field__hint">{t('reports.netOf', { n: r.RowCount })}</p>
      <section className="admin-subsection" aria-labelledby={`${id}-days`}>
        <h2 id={`${id}-days`}>{t('reports.perDay')}</h2>
        {days && (
          <RangeChart
            perDay={new Map(r.PerDay.map((d) => [d.Key, d.NetCents]))}
            from={days.startDate}
            to={days.endDate}
            lang={lang}
            title={(grain) => t(`reports.chart.payments.${grain}`)}
          />
        )}
        <TableScroll label={t('reports.perDay')}>
          <table className="admin-table admin-bars">
            <thead>{movementHead(t('reports.day'))}</thead>
            <tbody>
              {r.PerDay.map((d) => (
                <tr key={d.Key}>
                  <th scope="row">{formatDate(d.Key as IsoDate, lang, 'weekdayShort')}</th>
                  <td>{formatMoney(d.CollectedCents, lang)}</td>
                  <td>{formatSignedMoney(-d.RefundedCents, lang)}</td>
                  <td>
                    <Bar width={widths[d.Key] ?? 0}>{formatSignedMoney(d.NetCents, lang)}</Bar>
                  </td>
                  <td>{d.Count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="admin-subsection" aria-labelledby={`${id}-methods`}>
        <h2 id={`${id}-methods`}>{t('reports.perMethod')}</h2>
        <TableScroll label={t('reports.perMethod')}>
          <table className="admin-table">
            <thead>{movementHead(t('reports.method'))}</thead>
            <tbody>
              {r.PerMethod.map((m) => (
                <tr key={m.Key}>
                  <th scope="row">{reportMethodText(t, m.Key)}</th>
                  <td>{formatMoney(m.CollectedCents, lang)}</td>
                  <td>{formatSignedMoney(-m.RefundedCents, lang)}</td>
                  <td>{formatSignedMoney(m.NetCents, lang)}</td>
                  <td>{m.Count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="admin-subsection" aria-labelledby={`${id}-rows`}>
        <h2 id={`${id}-rows`}>{t('reports.rows')}</h2>
        <TableScroll label={t('reports.rows')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.when')}</th>
                <th scope="col">{t('reports.kind')}</th>
                <th scope="col">{t('reports.invoice')}</th>
                <th scope="col">{t('reports.customer')}</th>
                <th scope="col">{t('reports.method')}</th>
                <th scope="col">{t('reports.amount')}</th>
                <th scope="col">{t('reports.gst')}</th>
                <th scope="col">{t('reports.qst')}</th>
                <th scope="col">{t('reports.note')}</th>
              </tr>
            </thead>
            <tbody>
              {r.Rows.map((row) => (
                <tr key={`${row.Kind}-${row.Id}`} data-kind={row.Kind} data-invoice={row.InvoiceId}>
                  <td>{row.At}</td>
                  <td>{t(`reports.movements.${row.Kind}`)}</td>
                  <td>
                    {row.InvoiceId}
                    {row.InvoiceDeleted && (
                      <>
                        {' '}
                        <small className="admin-report__deleted">({t('reports.deletedInvoice')})</small>
                      </>
                    )}
                  </td>
                  <td>{row.Customer}</td>
                  <td>{reportMethodText(t, row.Method)}</td>
                  <td>{formatSignedMoney(row.AmountCents, lang)}</td>
                  <td>{formatSignedMoney(row.Tax1Cents, lang)}</td>
                  <td>{formatSignedMoney(row.Tax2Cents, lang)}</td>
                  <td>{row.Reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {pager}
      </section>
    </div>
  );
}

/** A ledger row's reason, in the staff's language (ADR 200: system notes are codes); a manual one's note is the staff's words. */
function creditReason(t: TFunction, row: AdminCreditsReport['Rows'][number]): string {
  // the account's own texts of the system's reasons (ADR 200); a gift card's is its origin's name
  if (row.Reason === 'gift-card') return t('accounts.cd.methods.GC');
  if (row.Reason) return t(`account-pages:profile.centuryDollars.reasons.${row.Reason}`, { defaultValue: row.Reason });
  return row.Note ?? '—';
}

/** A ledger total's key: a method code, or `C:MA` (credits, manual) per method. */
function ledgerKeyText(t: TFunction, key: string): string {
  const [type, method] = key.includes(':') ? key.split(':') : [null, key];
  const m = t(`accounts.cd.methods.${method}`, { defaultValue: method });
  return type === 'C' || type === 'D' ? t('reports.ledgerKey', { type: t(`accounts.cd.types.${type}`), method: m }) : m;
}

/**
 * The Century Dollar report (ADR 366): the ledger over the range balances — opening + credits −
 * debits = closing; per day and per origin the credits and the debits; every transaction with its
 * type and its reason in the staff's language.
 */
export function CreditsReport({
  report: r,
  lang,
  pager,
  range,
}: {
  report: AdminCreditsReport;
  lang: Lang;
  pager?: ReactNode;
  range?: Range;
}) {
  const { t } = useTranslation('admin');
  const id = domId('admin-reports-report', 'century-dollars');
  const widths = barWidths(r.PerDay, (d) => d.CreditsCents);
  const days = rangeOr(range, r.PerDay);
  const ledgerHead = (first: string) => (
    <tr>
      <th scope="col">{first}</th>
      <th scope="col">{t('reports.credits')}</th>
      <th scope="col">{t('reports.debits')}</th>
      <th scope="col">{t('reports.count')}</th>
    </tr>
  );
  return (
    <div className="admin-report">
      <p className="admin-balance" data-testid="report-ledger">
        {t('reports.ledger', {
          opening: formatMoney(r.OpeningCents, lang),
          credits: formatMoney(r.CreditsCents, lang),
          debits: formatMoney(r.DebitsCents, lang),
          closing: formatMoney(r.ClosingCents, lang),
        })}
      </p>
      <section className="admin-subsection" aria-labelledby={`${id}-days`}>
        <h2 id={`${id}-days`}>{t('reports.perDay')}</h2>
        {days && (
          <RangeChart
            perDay={new Map(r.PerDay.map((d) => [d.Key, d.CreditsCents - d.DebitsCents]))}
            from={days.startDate}
            to={days.endDate}
            lang={lang}
            title={(grain) => t(`reports.chart.credits.${grain}`)}
          />
        )}
        <TableScroll label={t('reports.perDay')}>
          <table className="admin-table admin-bars">
            <thead>{ledgerHead(t('reports.day'))}</thead>
            <tbody>
              {r.PerDay.map((d) => (
                <tr key={d.Key}>
                  <th scope="row">{formatDate(d.Key as IsoDate, lang, 'weekdayShort')}</th>
                  <td>
                    <Bar width={widths[d.Key] ?? 0}>{formatMoney(d.CreditsCents, lang)}</Bar>
                  </td>
                  <td>{formatMoney(d.DebitsCents, lang)}</td>
                  <td>{d.Count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="admin-subsection" aria-labelledby={`${id}-methods`}>
        <h2 id={`${id}-methods`}>{t('reports.perOrigin')}</h2>
        <TableScroll label={t('reports.perOrigin')}>
          <table className="admin-table">
            <thead>{ledgerHead(t('reports.origin'))}</thead>
            <tbody>
              {r.PerMethod.map((m) => (
                <tr key={m.Key}>
                  <th scope="row">{ledgerKeyText(t, m.Key)}</th>
                  <td>{formatMoney(m.CreditsCents, lang)}</td>
                  <td>{formatMoney(m.DebitsCents, lang)}</td>
                  <td>{m.Count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="admin-subsection" aria-labelledby={`${id}-rows`}>
        <h2 id={`${id}-rows`}>{t('reports.rows')}</h2>
        <TableScroll label={t('reports.rows')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.day')}</th>
                <th scope="col">{t('reports.customer')}</th>
                <th scope="col">{t('reports.type')}</th>
                <th scope="col">{t('reports.origin')}</th>
                <th scope="col">{t('reports.amount')}</th>
                <th scope="col">{t('reports.invoice')}</th>
                <th scope="col">{t('reports.note')}</th>
                <th scope="col">{t('reports.staff')}</th>
              </tr>
            </thead>
            <tbody>
              {r.Rows.map((row) => (
                <tr key={row.Id}>
                  <td>{formatDate(row.Day as IsoDate, lang, 'medium')}</td>
                  <td>{row.Customer}</td>
                  <td>{t(`accounts.cd.types.${row.Type}`)}</td>
                  <td>{t(`accounts.cd.methods.${row.Method}`, { defaultValue: row.Method })}</td>
                  <td>{row.Type === 'D' ? `−${formatMoney(row.AmountCents, lang)}` : formatMoney(row.AmountCents, lang)}</td>
                  <td>{row.InvoiceId ?? '—'}</td>
                  <td>{creditReason(t, row)}</td>
                  <td>{row.Staff ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {pager}
      </section>
    </div>
  );
}
