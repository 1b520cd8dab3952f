// /admin/reports, /admin/payments-report and /admin/century-dollar-credits-report (back-office §2
// reports, §8 "Please enter dates", "There are no results"; issue 15, ADR 290, ADR 320): a date range
// (Toronto days, both included), the totals per day as bars one can read at a glance and per method,
// the rows, and the CSV of the same range. Every amount is the server's.
import { addDays, formatDate, formatMoney, torontoDate, type IsoDate } from '@mijote/domain';
import type { AdminCreditsReport, AdminPaymentsReport } from '@mijote/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { matchPath, paths, type Lang } from '../../../lib/paths';
import { reportPath, useReport, type ReportKind } from '../api';
import { TableScroll } from '../components/table-scroll';
import { useAdminTitle } from '../use-admin-title';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The range of the URL, when both dates are there and in order. */
export function rangeOf(from: string | null, to: string | null): { startDate: string; endDate: string } | null {
  if (!from || !to || !ISO.test(from) || !ISO.test(to) || from > to) return null;
  return { startDate: from, endDate: to };
}

/** Each day's share of the largest day, in percent (the bars' widths). */
export function barWidths(totals: readonly { Key: string; AmountCents: number }[]): Record<string, number> {
  const max = Math.max(0, ...totals.map((d) => d.AmountCents));
  return Object.fromEntries(totals.map((d) => [d.Key, max > 0 ? Math.round((Math.max(0, d.AmountCents) / max) * 100) : 0]));
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
  const range = rangeOf(params.get('from'), params.get('to'));
  const [from, setFrom] = useState(params.get('from') ?? addDays(today, -6));
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
      </form>
      {problem && (
        <p className="admin-error" role="alert">
          {t('messages.Please enter dates')}
        </p>
      )}
      {range && <Report key={kind} kind={kind} range={range} lang={lang} />}
    </>
  );
}

function Report({ kind, range, lang }: { kind: ReportKind; range: { startDate: string; endDate: string }; lang: Lang }) {
  const { t } = useTranslation('admin');
  const report = useReport(kind, range);
  const id = domId('admin-reports-report', kind);
  if (report.isPending) return <p role="status">{t('messages.Generating Data')}</p>;
  if (report.isError) return <p className="admin-error">{errorText(t, report.error)}</p>;
  const r = report.data as AdminPaymentsReport | AdminCreditsReport;
  if (r.Rows.length === 0) return <p role="status">{t('messages.There are no results')}</p>;
  const widths = barWidths(r.PerDay);
  const methodLabel = (m: string) =>
    kind === 'payments' ? t(`paymentMethods.${m}`, { defaultValue: m }) : t(`accounts.cd.methods.${m}`, { defaultValue: m });

  return (
    <div className="admin-report">
      <p className="admin-balance" data-testid="report-total">
        {t('reports.total', { amount: formatMoney(r.TotalCents, lang), n: r.Rows.length })}
      </p>
      <section className="admin-subsection" aria-labelledby={`${id}-days`}>
        <h2 id={`${id}-days`}>{t('reports.perDay')}</h2>
        <TableScroll label={t('reports.perDay')}>
          <table className="admin-table admin-bars">
            <thead>
              <tr>
                <th scope="col">{t('reports.day')}</th>
                <th scope="col">{t('reports.amount')}</th>
                <th scope="col">{t('reports.count')}</th>
              </tr>
            </thead>
            <tbody>
              {r.PerDay.map((d) => (
                <tr key={d.Key}>
                  <th scope="row">{formatDate(d.Key as IsoDate, lang, 'weekdayShort')}</th>
                  <td>
                    <span className="admin-bar" style={{ inlineSize: `${widths[d.Key] ?? 0}%` }} aria-hidden="true" />
                    <span className="admin-bar__value">{formatMoney(d.AmountCents, lang)}</span>
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
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('reports.method')}</th>
              <th scope="col">{t('reports.amount')}</th>
              <th scope="col">{t('reports.count')}</th>
            </tr>
          </thead>
          <tbody>
            {r.PerMethod.map((m) => (
              <tr key={m.Key}>
                <th scope="row">{methodLabel(m.Key)}</th>
                <td>{formatMoney(m.AmountCents, lang)}</td>
                <td>{m.Count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="admin-subsection" aria-labelledby={`${id}-rows`}>
        <h2 id={`${id}-rows`}>{t('reports.rows')}</h2>
        <TableScroll label={t('reports.rows')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.day')}</th>
                <th scope="col">{t('reports.customer')}</th>
                <th scope="col">{t('reports.method')}</th>
                <th scope="col">{t('reports.amount')}</th>
                {kind === 'payments' ? (
                  <>
                    <th scope="col">{t('reports.invoice')}</th>
                    <th scope="col">{t('reports.status')}</th>
                  </>
                ) : (
                  <>
                    <th scope="col">{t('reports.note')}</th>
                    <th scope="col">{t('reports.staff')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {r.Rows.map((row) => (
                <tr key={row.Id}>
                  <td>{formatDate(row.Day as IsoDate, lang, 'medium')}</td>
                  <td>{row.Customer}</td>
                  <td>{methodLabel(row.Method)}</td>
                  <td>{formatMoney(row.AmountCents, lang)}</td>
                  {'InvoiceId' in row ? (
                    <>
                      <td>{row.InvoiceId}</td>
                      <td>{row.Status}</td>
                    </>
                  ) : (
                    <>
                      <td>{row.Note ?? '—'}</td>
                      <td>{row.Staff ?? '—'}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </div>
  );
}
