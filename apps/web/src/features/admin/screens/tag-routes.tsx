// /admin/tag-routes (back-office §2 Tag routes, §3 route tags CA, CO, CM, MD; issue 16, ADR 247):
// the delivery stops of a source for a day (MD: a range and an invoice range) as a table and a
// CSV file, the route planner's file imported (problem lines in the 60-second alert, nothing
// partial saved), and the route planner panel (ADR 330).
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { useAdminAlerts } from '../components/alerts';
import { when } from '../components/when';
import { datesGiven, fetchRouteDeliveries, kitchenPaths, reportQuery } from '../kitchen/api';
import { useAdminTitle } from '../use-admin-title';
import { Field, ProgressLine, RoutePlannerPanel, useDownload, useRouteImport, type RouteSourceCd } from './kitchen-common';

export const ROUTE_SOURCES: readonly RouteSourceCd[] = ['CA', 'CO', 'CM', 'MD'];

interface RouteForm {
  source: RouteSourceCd;
  date: string;
  endDate: string;
  invoiceStart: string;
  invoiceEnd: string;
}

/** The report's query: MD also takes an end date and an invoice range (§2). */
export function routeQuery(f: RouteForm): string {
  const md = f.source === 'MD';
  const inv = (v: string) => (md && /^\d{1,10}$/.test(v.trim()) ? v.trim() : undefined);
  return reportQuery({
    date: f.date,
    endDate: md ? f.endDate : undefined,
    invoiceStart: inv(f.invoiceStart),
    invoiceEnd: inv(f.invoiceEnd),
  });
}

const isSource = (v: string | null): v is RouteSourceCd => v !== null && (ROUTE_SOURCES as readonly string[]).includes(v);

export function TagRoutesScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('tagRoutes');
  const alerts = useAdminAlerts();
  const [params, setParams] = useSearchParams();
  const shown: RouteForm = {
    source: isSource(params.get('source')) ? (params.get('source') as RouteSourceCd) : 'MD',
    date: params.get('date') ?? '',
    endDate: params.get('endDate') ?? '',
    invoiceStart: params.get('invoiceStart') ?? '',
    invoiceEnd: params.get('invoiceEnd') ?? '',
  };
  const [draft, setDraft] = useState<RouteForm>(shown);
  const [missing, setMissing] = useState(false);
  const ready = datesGiven(shown.date, shown.date);
  const query = routeQuery(shown);
  const csv = useDownload(lang);
  const importer = useRouteImport(lang);
  const fileInput = useRef<HTMLInputElement>(null);

  const report = useQuery({
    queryKey: ['admin', 'route-deliveries', shown.source, query],
    queryFn: ({ signal }) => fetchRouteDeliveries(shown.source, query, { signal, lang }),
    enabled: ready,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!datesGiven(draft.date, draft.date)) {
      setMissing(true);
      alerts.danger(t('messages.Please enter dates'));
      return;
    }
    setMissing(false);
    setParams(
      reportQuery({
        source: draft.source,
        date: draft.date,
        ...(draft.source === 'MD' ? { endDate: draft.endDate, invoiceStart: draft.invoiceStart, invoiceEnd: draft.invoiceEnd } : {}),
      }),
    );
  };

  const importFile = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!ready) {
      alerts.danger(t('messages.Please enter dates'));
      return;
    }
    if (!file) {
      alerts.danger(t('tagRoutes.chooseFile'));
      return;
    }
    const importQuery = reportQuery({ date: shown.date, endDate: shown.source === 'MD' ? shown.endDate : undefined });
    if (await importer.run(shown.source, importQuery, file, file.name)) {
      if (fileInput.current) fileInput.current.value = '';
      await report.refetch();
    }
  };

  const md = draft.source === 'MD';
  const stops = report.data?.stops ?? [];

  return (
    <>
      <h1>{t('tools.tagRoutes')}</h1>
      <p className="admin-lead">{t('tagRoutes.lead')}</p>
      <form className="admin-report-form" noValidate onSubmit={submit}>
        <Field label={t('tagRoutes.source')}>
          {(id) => (
            <select id={id} value={draft.source} onChange={(e) => setDraft({ ...draft, source: e.target.value as RouteSourceCd })}>
              {ROUTE_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {t(`tagRoutes.sources.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={md ? t('kitchen.startDate') : t('tagRoutes.date')}>
          {(id) => (
            <input
              id={id}
              type="date"
              required
              value={draft.date}
              aria-invalid={missing && !draft.date}
              onChange={(e) => setDraft({ ...draft, date: e.target.value })}
            />
          )}
        </Field>
        {md && (
          <>
            <Field label={t('kitchen.endDate')}>
              {(id) => (
                <input id={id} type="date" value={draft.endDate} onChange={(e) => setDraft({ ...draft, endDate: e.target.value })} />
              )}
            </Field>
            <Field label={t('labels.invoiceStart')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={10}
                  value={draft.invoiceStart}
                  onChange={(e) => setDraft({ ...draft, invoiceStart: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('labels.invoiceEnd')}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={10}
                  value={draft.invoiceEnd}
                  onChange={(e) => setDraft({ ...draft, invoiceEnd: e.target.value })}
                />
              )}
            </Field>
          </>
        )}
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary">
            {t('kitchen.show')}
          </button>
        </div>
      </form>
      {missing && (
        <p className="admin-error" role="alert">
          {t('messages.Please enter dates')}
        </p>
      )}
      {report.isError && <p className="admin-error">{errorText(t, report.error)}</p>}
      {report.isFetching && <p role="status">{t('shell.loading')}</p>}

      {ready && report.isSuccess && (
        <div className="admin-panel">
          <div className="admin-collection__bar">
            <h2 id="tag-routes-stops">{t('tagRoutes.stopsTitle', { count: stops.length })}</h2>
            <button
              type="button"
              className="button"
              disabled={csv.pending || stops.length === 0}
              onClick={() =>
                void csv.run(kitchenPaths.routeDeliveries(shown.source, `${query}&format=csv`), `route-${shown.source}-${shown.date}.csv`)
              }
            >
              {t('tagRoutes.csv')}
            </button>
          </div>
          <ProgressLine progress={csv.progress} pending={csv.pending} lang={lang} />
          {report.data.routeImportedAt && <p>{t('tagRoutes.routeFrom', { when: when(report.data.routeImportedAt, lang) })}</p>}
          {stops.length === 0 ? (
            <p className="admin-empty">{t('messages.There are no results')}</p>
          ) : (
            <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('tagRoutes.stopsTitle', { count: stops.length })}>
              <table className="admin-table">
                <caption className="visually-hidden">{t('tagRoutes.stopsTitle', { count: stops.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('tagRoutes.columns.driver')}</th>
                    <th scope="col">{t('tagRoutes.columns.stop')}</th>
                    <th scope="col">{t('tagRoutes.columns.invoice')}</th>
                    <th scope="col">{t('kitchen.columns.date')}</th>
                    <th scope="col">{t('tagRoutes.columns.customer')}</th>
                    <th scope="col">{t('tagRoutes.columns.address')}</th>
                    <th scope="col">{t('tagRoutes.columns.phone')}</th>
                    <th scope="col">{t('tagRoutes.columns.items')}</th>
                    <th scope="col">{t('tagRoutes.columns.comment')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stops.map((s) => (
                    <tr key={`${s.invoiceId}-${s.date}`}>
                      <td>{s.driver ?? '—'}</td>
                      <td>{s.stop ?? '—'}</td>
                      <td>{s.invoiceId}</td>
                      <td>
                        {s.date}
                        {s.time ? ` ${s.time}` : ''}
                      </td>
                      <td>
                        {s.customer}
                        {s.company ? ` (${s.company})` : ''}
                      </td>
                      <td>
                        {s.address}
                        {s.postalCode ? ` ${s.postalCode}` : ''}
                      </td>
                      <td>{s.phone ?? '—'}</td>
                      <td>
                        {s.items.map((i, n) => (
                          <span key={n} className="admin-stop-item">
                            {i.quantity} × {i.title}
                            {i.kind !== 'regular' ? ` (${t(`tagRoutes.kinds.${i.kind}`)})` : ''}
                          </span>
                        ))}
                      </td>
                      <td>{s.comment ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}

      <div className="admin-panel">
        <h2 id="tag-routes-import">{t('tagRoutes.importTitle')}</h2>
        <p className="admin-field__hint">{t('tagRoutes.importHint')}</p>
        <form className="admin-report-form" noValidate onSubmit={(e) => void importFile(e)}>
          <Field label={t('tagRoutes.file')}>{(id) => <input id={id} ref={fileInput} type="file" accept=".csv,text/csv" />}</Field>
          <div className="admin-form__actions">
            <button type="submit" className="button button--primary" disabled={importer.pending}>
              {t('tagRoutes.import')}
            </button>
          </div>
        </form>
      </div>

      <RoutePlannerPanel
        source={shown.source}
        lang={lang}
        query={ready ? reportQuery({ date: shown.date, endDate: shown.source === 'MD' ? shown.endDate : undefined }) : null}
        body={
          ready
            ? {
                date: shown.date,
                ...(shown.source === 'MD' && shown.endDate ? { endDate: shown.endDate } : {}),
                ...(shown.source === 'MD' && /^\d+$/.test(shown.invoiceStart) ? { invoiceStart: Number(shown.invoiceStart) } : {}),
                ...(shown.source === 'MD' && /^\d+$/.test(shown.invoiceEnd) ? { invoiceEnd: Number(shown.invoiceEnd) } : {}),
              }
            : null
        }
        onImported={() => void report.refetch()}
      />
    </>
  );
}
