// /admin/kitchen-numbers (back-office §2 Kitchen numbers, §3 sources corp and meal-delivery, §5
// "Please enter dates"; issue 16): the portions to cook per dish and day from paid orders, grouped
// by product type, with links to print that selection's labels. The selection lives in the URL.
import { useQuery } from '@tanstack/react-query';
import type { KitchenNumberRow } from '@mijote/contracts';
import { formatDate } from '@mijote/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { paths, type Lang } from '../../../lib/paths';
import { useToday } from '../api';
import { datesGiven, fetchKitchenNumbers, reportQuery } from '../kitchen/api';
import { useAdminTitle } from '../use-admin-title';
import { Field } from './kitchen-common';

export const KITCHEN_SOURCES = ['meal-delivery', 'corp'] as const;
type Source = (typeof KITCHEN_SOURCES)[number];

/** The rows by product type, in the API's order (types, then dish and day). */
export function groupByType(
  rows: readonly KitchenNumberRow[],
): { type: string; rows: KitchenNumberRow[]; totals: [number, number, number] }[] {
  const groups: { type: string; rows: KitchenNumberRow[]; totals: [number, number, number] }[] = [];
  for (const r of rows) {
    let g = groups.find((x) => x.type === r.productType);
    if (!g) {
      g = { type: r.productType, rows: [], totals: [0, 0, 0] };
      groups.push(g);
    }
    g.rows.push(r);
    g.totals = [g.totals[0] + r.portions, g.totals[1] + r.kidsPortions, g.totals[2] + r.halfPortions];
  }
  return groups;
}

/** The labels screen of a source with this selection filled in. */
export function labelsLink(lang: Lang, source: Source, start: string, end: string, type?: string): string {
  const base = source === 'corp' ? paths.admin.corpLabels(lang) : paths.admin.mealDeliveryLabels(lang);
  return `${base}?${reportQuery({ start, end, type })}`;
}

export function KitchenNumbersScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('kitchenNumbers');
  const [params, setParams] = useSearchParams();
  const source: Source = params.get('source') === 'corp' ? 'corp' : 'meal-delivery';
  // no dates in the URL: the next production day (issue 30), as Today shows it
  const today = useToday(lang);
  const next = today.data?.nextProductionDay ?? '';
  const given = params.has('start') || params.has('end');
  const start = given ? (params.get('start') ?? '') : next;
  const end = given ? (params.get('end') ?? '') : next;
  const [draft, setDraft] = useState({ source, start, end });
  // the next production day arrives after the first render: the form shows it once it is known
  useEffect(() => {
    if (!given && next) setDraft((d) => (d.start || d.end ? d : { ...d, start: next, end: next }));
  }, [given, next]);
  const [missing, setMissing] = useState(false);
  const ready = datesGiven(start, end);

  const report = useQuery({
    queryKey: ['admin', 'kitchen-numbers', source, start, end],
    queryFn: ({ signal }) =>
      fetchKitchenNumbers(source, reportQuery({ startDate: start, endDate: end }), {
        signal,
        lang,
      }),
    enabled: ready,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!datesGiven(draft.start, draft.end)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setParams(reportQuery(draft));
  };

  const title = (r: KitchenNumberRow) => (lang === 'fr' ? r.titleFr : r.title);
  const groups = groupByType(report.data?.rows ?? []);
  const nf = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA');

  return (
    <>
      <h1>{t('tools.kitchenNumbers')}</h1>
      <p className="admin-lead">{t('kitchen.lead')}</p>
      <form
        className="admin-report-form admin-no-print"
        noValidate
        onSubmit={submit}
        aria-describedby={missing ? 'kitchen-dates-problem' : undefined}
      >
        <Field label={t('kitchen.source')}>
          {(id) => (
            <select id={id} value={draft.source} onChange={(e) => setDraft({ ...draft, source: e.target.value as Source })}>
              {KITCHEN_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {t(`kitchen.sources.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('kitchen.startDate')}>
          {(id) => (
            <input
              id={id}
              type="date"
              required
              value={draft.start}
              aria-invalid={missing && !draft.start}
              onChange={(e) => setDraft({ ...draft, start: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('kitchen.endDate')}>
          {(id) => (
            <input
              id={id}
              type="date"
              required
              value={draft.end}
              aria-invalid={missing && !draft.end}
              onChange={(e) => setDraft({ ...draft, end: e.target.value })}
            />
          )}
        </Field>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary">
            {t('kitchen.show')}
          </button>
        </div>
      </form>
      {missing && (
        <p className="admin-error" id="kitchen-dates-problem" role="alert">
          {t('messages.Please enter dates')}
        </p>
      )}
      {ready && (
        // the printed sheet says what it is for (the form does not print)
        <p className="admin-print-only">
          {t(`kitchen.sources.${source}`)} · {formatDate(start, lang, 'weekday')}
          {end !== start ? ` – ${formatDate(end, lang, 'weekday')}` : ''}
        </p>
      )}
      {report.isError && <p className="admin-error">{errorText(t, report.error)}</p>}
      {report.isFetching && <p role="status">{t('shell.loading')}</p>}
      {ready && report.isSuccess && groups.length === 0 && <p className="admin-empty">{t('messages.There are no results')}</p>}
      {ready && groups.length > 0 && (
        <>
          <p className="admin-no-print admin-actions">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              {t('kitchen.printSheet')}
            </button>{' '}
            <Link className="button" to={labelsLink(lang, source, start, end)}>
              {t('kitchen.printAll')}
            </Link>
          </p>
          <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('kitchen.tableTitle')}>
            <table className="admin-table admin-kitchen-table">
              <caption className="visually-hidden">{t('kitchen.tableTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('kitchen.columns.dish')}</th>
                  <th scope="col">{t('kitchen.columns.date')}</th>
                  <th scope="col" className="admin-num">
                    {t('kitchen.columns.portions')}
                  </th>
                  <th scope="col" className="admin-num">
                    {t('kitchen.columns.kids')}
                  </th>
                  <th scope="col" className="admin-num">
                    {t('kitchen.columns.half')}
                  </th>
                </tr>
              </thead>
              {groups.map((g) => (
                <tbody key={g.type} data-type={g.type}>
                  <tr className="admin-kitchen-table__group">
                    <th scope="rowgroup" colSpan={2}>
                      {t(`kitchen.types.${g.type}`, { defaultValue: g.type })}{' '}
                      <Link to={labelsLink(lang, source, start, end, g.type)}>{t('kitchen.printType')}</Link>
                    </th>
                    <td className="admin-num">{nf.format(g.totals[0])}</td>
                    <td className="admin-num">{nf.format(g.totals[1])}</td>
                    <td className="admin-num">{nf.format(g.totals[2])}</td>
                  </tr>
                  {g.rows.map((r) => (
                    <tr key={`${r.productId}-${r.date}`}>
                      <th scope="row">{title(r)}</th>
                      <td>{formatDate(r.date, lang, 'weekdayMonthShort')}</td>
                      <td className="admin-num">{nf.format(r.portions)}</td>
                      <td className="admin-num">{nf.format(r.kidsPortions)}</td>
                      <td className="admin-num">{nf.format(r.halfPortions)}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          {(report.data?.sides.length ?? 0) > 0 && (
            // the sides chosen with the dishes (issue 30): the kitchen plates one per portion
            <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('kitchen.sidesTitle')}>
              <table className="admin-table admin-kitchen-table">
                <caption>{t('kitchen.sidesTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('kitchen.columns.side')}</th>
                    <th scope="col">{t('kitchen.columns.date')}</th>
                    <th scope="col" className="admin-num">
                      {t('kitchen.columns.count')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data!.sides.map((r) => (
                    <tr key={`${r.productId}-${r.date}`}>
                      <th scope="row">{lang === 'fr' ? r.titleFr : r.title}</th>
                      <td>{formatDate(r.date, lang, 'weekdayMonthShort')}</td>
                      <td className="admin-num">{nf.format(r.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </>
  );
}
