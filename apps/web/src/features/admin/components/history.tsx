// A record's history on its screen (issue 14, ADR 246): every write of the audit log, newest first —
// what was done, when (Toronto time), by which staff member, and the values before and after (only
// the fields that changed, for an update).
import { formatInstantDate, formatWallTime, torontoMoment, wallTimeFromMinutes } from '@mijote/domain';
import type { AuditEntry } from '@mijote/contracts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAdminHistory, type AdminCollection } from '../api';
import type { FieldDef } from './collection';

const shown = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** When, in Toronto: `November 26, 2026, 10:04 a.m.` */
export function when(at: string, lang: Lang): string {
  const d = new Date(at);
  const time = wallTimeFromMinutes(Math.floor(torontoMoment(d).seconds / 60));
  return `${formatInstantDate(d, lang, 'long')}, ${formatWallTime(time, lang)}`;
}

function changes(entry: AuditEntry): { field: string; before: unknown; after: unknown }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((f) => entry.action !== 'update' || JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

export function RecordHistory({
  collection,
  id,
  texts,
  fields,
  lang,
  headingId,
}: {
  collection: AdminCollection;
  id: number;
  texts: string;
  fields: readonly FieldDef[];
  lang: Lang;
  headingId: string;
}) {
  const { t } = useTranslation('admin');
  const history = useAdminHistory(collection, id);
  const label = (field: string) => (fields.some((f) => f.name === field) ? t(`${texts}.fields.${field}`) : field);

  return (
    <section className="admin-history" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('history.title')}</h3>
      {history.isPending && <p role="status">{t('shell.loading')}</p>}
      {history.isError && <p className="admin-error">{errorText(t, history.error)}</p>}
      {history.data?.length === 0 && <p>{t('history.none')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className="admin-history__list">
          {history.data.map((entry) => (
            <li key={entry.id} className="admin-history__entry">
              <p className="admin-history__what">
                <strong>{t(`history.actions.${entry.action}`)}</strong>{' '}
                {t('history.byAt', {
                  who: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('history.system'),
                  when: when(entry.at, lang),
                })}
              </p>
              <table className="admin-history__changes">
                <caption className="visually-hidden">{t('history.changesCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.field')}</th>
                    <th scope="col">{t('history.before')}</th>
                    <th scope="col">{t('history.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes(entry).map((c) => (
                    <tr key={c.field}>
                      <th scope="row">{label(c.field)}</th>
                      <td>{shown(c.before)}</td>
                      <td>{shown(c.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
