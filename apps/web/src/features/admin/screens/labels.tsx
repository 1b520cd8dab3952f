// /admin/meal-delivery-labels and /admin/corp-labels (back-office §2 labels, §4 differential label
// report, §5 "Please enter dates"; issue 16, ADR 247): the label sheet (PDF) for days, a product
// type and an invoice range; "differential" presets the invoice range from the last print; any
// past print can be printed again from the history. The PDF is read as a stream and the bytes
// and labels received are shown while it arrives (2,000 labels take a few seconds).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TYPES } from '@mijote/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { matchPath } from '../../../lib/paths';
import { useAdminAlerts } from '../components/alerts';
import { when } from '../components/when';
import { datesGiven, fetchLabelPrints, kitchenPaths, refreshLabelPrints, reportQuery } from '../kitchen/api';
import { useAdminTitle } from '../use-admin-title';
import { Field, ProgressLine, RoutePlannerPanel, useDownload } from './kitchen-common';

type Source = 'meal-delivery' | 'corp';

export interface LabelForm {
  start: string;
  end: string;
  type: string;
  invoiceStart: string;
  invoiceEnd: string;
  differential: boolean;
}

/** The print call's query of a form (invoice bounds only when they are whole numbers). */
export function labelsQuery(f: LabelForm): string {
  const inv = (v: string) => (/^\d{1,10}$/.test(v.trim()) ? v.trim() : undefined);
  return reportQuery({
    startDate: f.start,
    endDate: f.end,
    productType: f.type,
    invoiceStart: inv(f.invoiceStart),
    invoiceEnd: inv(f.invoiceEnd),
    differential: f.differential,
  });
}

export function LabelsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const location = useLocation();
  const source: Source = matchPath(location.pathname)?.id === 'adminCorpLabels' ? 'corp' : 'meal-delivery';
  const tool = source === 'corp' ? 'corporateLabels' : 'mealDeliveryLabels';
  useAdminTitle(tool);
  const alerts = useAdminAlerts();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [form, setForm] = useState<LabelForm>({
    start: params.get('start') ?? '',
    end: params.get('end') ?? '',
    type: params.get('type') ?? '',
    invoiceStart: '',
    invoiceEnd: '',
    differential: false,
  });
  const [missing, setMissing] = useState(false);
  const printing = useDownload(lang);
  const ready = datesGiven(form.start, form.end);

  const prints = useQuery({
    queryKey: ['admin', 'label-prints', source, ready ? form.start : '', ready ? form.end : '', form.type],
    queryFn: ({ signal }) =>
      fetchLabelPrints(
        source,
        reportQuery(ready ? { startDate: form.start, endDate: form.end, productType: form.type } : { productType: form.type }),
        { signal, lang },
      ),
  });

  // §4: a differential print starts after the last print: its invoice range is preset from it
  const preset = prints.data?.preset;
  useEffect(() => {
    if (!form.differential || !preset) return;
    setForm((f) => ({
      ...f,
      invoiceStart: preset.invoiceStart !== null ? String(preset.invoiceStart) : '',
      invoiceEnd: preset.invoiceEnd !== null ? String(preset.invoiceEnd) : '',
    }));
  }, [form.differential, preset]);

  const refresh = () => refreshLabelPrints(client, source);

  const print = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) {
      setMissing(true);
      alerts.danger(t('messages.Please enter dates'));
      return;
    }
    setMissing(false);
    await printing.run(kitchenPaths.labels(source, labelsQuery(form)), `labels-${source}-${form.start}-${form.end}.pdf`);
    await refresh();
  };

  const reprint = async (id: number) => {
    await printing.run(kitchenPaths.labels(source, reportQuery({ reprint: id })), `labels-${source}-${id}.pdf`);
    await refresh();
  };

  const set = (k: keyof LabelForm) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  return (
    <>
      <h1>{t(`tools.${tool}`)}</h1>
      <p className="admin-lead">{t('labels.lead')}</p>
      <form className="admin-report-form" noValidate onSubmit={(e) => void print(e)}>
        <Field label={t('kitchen.startDate')}>
          {(id) => <input id={id} type="date" required value={form.start} aria-invalid={missing && !form.start} onChange={set('start')} />}
        </Field>
        <Field label={t('kitchen.endDate')}>
          {(id) => <input id={id} type="date" required value={form.end} aria-invalid={missing && !form.end} onChange={set('end')} />}
        </Field>
        <Field label={t('labels.productType')}>
          {(id) => (
            <select id={id} value={form.type} onChange={set('type')}>
              <option value="">{t('labels.allTypes')}</option>
              {PRODUCT_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t(`kitchen.types.${p}`, { defaultValue: p })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('labels.invoiceStart')}>
          {(id) => (
            <input id={id} inputMode="numeric" pattern="[0-9]*" maxLength={10} value={form.invoiceStart} onChange={set('invoiceStart')} />
          )}
        </Field>
        <Field label={t('labels.invoiceEnd')}>
          {(id) => (
            <input id={id} inputMode="numeric" pattern="[0-9]*" maxLength={10} value={form.invoiceEnd} onChange={set('invoiceEnd')} />
          )}
        </Field>
        <div className="admin-field admin-field--checkbox">
          <input
            id="labels-differential"
            type="checkbox"
            checked={form.differential}
            onChange={(e) => setForm({ ...form, differential: e.target.checked })}
            aria-describedby="labels-differential-hint"
          />
          <label htmlFor="labels-differential">{t('labels.differential')}</label>
          <p className="admin-field__hint" id="labels-differential-hint">
            {t('labels.differentialHint')}
          </p>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={printing.pending}>
            {t('labels.print')}
          </button>
        </div>
      </form>
      {missing && (
        <p className="admin-error" role="alert">
          {t('messages.Please enter dates')}
        </p>
      )}
      <ProgressLine progress={printing.progress} pending={printing.pending} lang={lang} />

      <RoutePlannerPanel
        source={source === 'corp' ? 'CO' : 'MD'}
        lang={lang}
        query={ready ? reportQuery({ date: form.start, endDate: form.end }) : null}
        body={
          ready
            ? {
                date: form.start,
                ...(source === 'meal-delivery' ? { endDate: form.end } : {}),
                ...(source === 'meal-delivery' && /^\d+$/.test(form.invoiceStart) ? { invoiceStart: Number(form.invoiceStart) } : {}),
                ...(source === 'meal-delivery' && /^\d+$/.test(form.invoiceEnd) ? { invoiceEnd: Number(form.invoiceEnd) } : {}),
              }
            : null
        }
      />

      <div className="admin-panel">
        <h2 id="labels-history-title">{t('labels.history')}</h2>
        {prints.isError && <p className="admin-error">{errorText(t, prints.error)}</p>}
        {prints.data && prints.data.prints.length === 0 && <p>{t('labels.noPrints')}</p>}
        {prints.data && prints.data.prints.length > 0 && (
          <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('labels.history')}>
            <table className="admin-table">
              <caption className="visually-hidden">{t('labels.history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('labels.columns.printedAt')}</th>
                  <th scope="col">{t('labels.columns.by')}</th>
                  <th scope="col">{t('labels.columns.days')}</th>
                  <th scope="col">{t('labels.productType')}</th>
                  <th scope="col">{t('labels.columns.invoices')}</th>
                  <th scope="col">{t('labels.columns.kind')}</th>
                  <th scope="col" className="admin-num">
                    {t('labels.columns.count')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {prints.data.prints.map((p) => (
                  <tr key={p.id}>
                    <td>{when(p.printedAt, lang)}</td>
                    <td>{p.printedBy ?? '—'}</td>
                    <td>{p.startDate === p.endDate ? p.startDate : `${p.startDate} – ${p.endDate}`}</td>
                    <td>{p.productType ? t(`kitchen.types.${p.productType}`, { defaultValue: p.productType }) : t('labels.allTypes')}</td>
                    <td>{p.invoiceStart === null && p.invoiceEnd === null ? '—' : `${p.invoiceStart ?? '…'} – ${p.invoiceEnd ?? '…'}`}</td>
                    <td>{t(p.reprint ? 'labels.kinds.reprint' : p.differential ? 'labels.kinds.differential' : 'labels.kinds.full')}</td>
                    <td className="admin-num">{p.labelCount}</td>
                    <td>
                      <button type="button" className="button button--ghost" disabled={printing.pending} onClick={() => void reprint(p.id)}>
                        {t('labels.reprint')}
                        <span className="visually-hidden"> {when(p.printedAt, lang)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
