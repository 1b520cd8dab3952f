// /admin/bistro-mobile-tags (back-office §2 Bistro mobile tags, §7; issue 16): a mobile cafeteria's
// (subsidy's) bag tags for a day or days — shown, or downloaded as a Word document — and its
// labels (PDF, one per portion, with the invoice range).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import { errorText } from '../../../lib/api-client';
import { useAdminAlerts } from '../components/alerts';
import { fetchMobileSubsidies, fetchMobileTags, kitchenPaths, reportQuery } from '../kitchen/api';
import { useAdminTitle } from '../use-admin-title';
import { Field, ProgressLine, useDownload } from './kitchen-common';

type Subsidy = { Id: number; Name: string };

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

export function MobileTagsScreen() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  useAdminTitle('mobileTags');
  const alerts = useAdminAlerts();
  const subsidies = useQuery({
    queryKey: ['admin', 'subsidies', 'mobile-options'],
    queryFn: ({ signal }) => fetchMobileSubsidies<Subsidy>(signal),
    staleTime: 60_000,
  });
  const [form, setForm] = useState({ subsidyId: '', start: '', end: '', invoiceStart: '', invoiceEnd: '' });
  const [shown, setShown] = useState<string | null>(null);
  const files = useDownload(lang);
  const subsidyId = form.subsidyId || String(subsidies.data?.data[0]?.Id ?? '');

  const tagsQuery = () => reportQuery({ startDate: form.start, endDate: form.end, subsidyId });
  const check = (): boolean => {
    if (!isDate(form.start)) {
      alerts.danger(t('messages.Please enter dates'));
      return false;
    }
    if (!subsidyId) {
      alerts.danger(t('mobileTags.chooseSubsidy'));
      return false;
    }
    return true;
  };

  const tags = useQuery({
    queryKey: ['admin', 'mobile-tags', shown],
    queryFn: ({ signal }) => fetchMobileTags(shown ?? '', { signal, lang }),
    enabled: shown !== null,
  });

  const show = (e: FormEvent) => {
    e.preventDefault();
    if (check()) setShown(tagsQuery());
  };
  const docx = () => {
    if (check()) void files.run(kitchenPaths.mobileTags(`${tagsQuery()}&format=docx`), `mobile-tags-${subsidyId}-${form.start}.docx`);
  };
  const labels = () => {
    if (!isDate(form.start) || !isDate(form.end)) {
      alerts.danger(t('messages.Please enter dates'));
      return;
    }
    if (!check()) return;
    const inv = (v: string) => (/^\d{1,10}$/.test(v.trim()) ? v.trim() : undefined);
    void files.run(
      kitchenPaths.mobileLabels(
        reportQuery({
          startDate: form.start,
          endDate: form.end,
          subsidyId,
          invoiceStart: inv(form.invoiceStart),
          invoiceEnd: inv(form.invoiceEnd),
        }),
      ),
      `labels-mobile-${subsidyId}-${form.start}.pdf`,
    );
  };

  return (
    <>
      <h1>{t('tools.mobileTags')}</h1>
      <p className="admin-lead">{t('mobileTags.lead')}</p>
      {subsidies.isError && <p className="admin-error">{errorText(t, subsidies.error)}</p>}
      <form className="admin-report-form" noValidate onSubmit={show}>
        <Field label={t('mobileTags.subsidy')}>
          {(id) => (
            <select id={id} value={subsidyId} onChange={(e) => setForm({ ...form, subsidyId: e.target.value })}>
              {(subsidies.data?.data ?? []).map((s) => (
                <option key={s.Id} value={s.Id}>
                  {s.Name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('kitchen.startDate')}>
          {(id) => <input id={id} type="date" required value={form.start} onChange={(e) => setForm({ ...form, start: e.target.value })} />}
        </Field>
        <Field label={t('mobileTags.endDate')}>
          {(id) => <input id={id} type="date" value={form.end} onChange={(e) => setForm({ ...form, end: e.target.value })} />}
        </Field>
        <Field label={t('labels.invoiceStart')}>
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={10}
              value={form.invoiceStart}
              onChange={(e) => setForm({ ...form, invoiceStart: e.target.value })}
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
              value={form.invoiceEnd}
              onChange={(e) => setForm({ ...form, invoiceEnd: e.target.value })}
            />
          )}
        </Field>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary">
            {t('mobileTags.show')}
          </button>
          <button type="button" className="button" disabled={files.pending} onClick={docx}>
            {t('mobileTags.docx')}
          </button>
          <button type="button" className="button" disabled={files.pending} onClick={labels}>
            {t('mobileTags.labels')}
          </button>
        </div>
      </form>
      <ProgressLine progress={files.progress} pending={files.pending} lang={lang} />
      {tags.isError && <p className="admin-error">{errorText(t, tags.error)}</p>}
      {tags.data && tags.data.tags.length === 0 && <p className="admin-empty">{t('messages.There are no results')}</p>}
      {tags.data && tags.data.tags.length > 0 && (
        <div
          className="admin-table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('mobileTags.tableTitle', { subsidy: tags.data.subsidy })}
        >
          <table className="admin-table">
            <caption className="visually-hidden">{t('mobileTags.tableTitle', { subsidy: tags.data.subsidy })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tagRoutes.columns.invoice')}</th>
                <th scope="col">{t('kitchen.columns.date')}</th>
                <th scope="col">{t('mobileTags.employee')}</th>
                <th scope="col">{t('mobileTags.stop')}</th>
                <th scope="col">{t('tagRoutes.columns.items')}</th>
                <th scope="col">{t('tagRoutes.columns.comment')}</th>
              </tr>
            </thead>
            <tbody>
              {tags.data.tags.map((g) => (
                <tr key={`${g.invoiceId}-${g.date}`}>
                  <td>{g.invoiceId}</td>
                  <td>{g.date}</td>
                  <td>{g.employee}</td>
                  <td>{g.stop ? `${g.stop.name}, ${g.stop.address}` : '—'}</td>
                  <td>
                    {g.items.map((i, n) => (
                      <span key={n} className="admin-stop-item">
                        {i.quantity} × {lang === 'fr' ? i.titleFr : i.title}
                      </span>
                    ))}
                  </td>
                  <td>{g.comment ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
