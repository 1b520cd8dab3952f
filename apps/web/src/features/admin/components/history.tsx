// A record's history on its screen (issue 14, 27; ADR 246): every write of the audit log, newest
// first — what was done, when (Toronto time), by which staff member, and the values before and
// after (only those that changed, for an update). Nothing is shown as raw data: a nested value
// (a product's translations, a bistro's prices) is one row per value, named "field › subfield";
// money is money in the staff's language (a field the screen declares as cents, a promo code's
// amount when it is dollars, and the audit's money names: …Cents, Price, Amount, Balance…); yes
// or no is a word; a list of plain values is a list.
import { formatMoney } from '@mijote/domain';
import type { AuditEntry } from '@mijote/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAdminHistory, type AdminCollection } from '../api';
import type { FieldDef } from './collection';
import { when } from './when';

/** (kept here too: the screens that show a history import it from this module) */
export { when };

/** Field names the audit keeps money under (cents) when the screen does not declare the field. */
const MONEY_NAMES = new Set([
  'Price',
  'Amount',
  'Balance',
  'BalanceAfter',
  'KidsPrice',
  'FamilyPackPrice',
  'CurrentCenturyDollarAmount',
  'MaxRebate',
  'MaxProductPrice',
]);

const isPlain = (v: unknown) => v === null || typeof v !== 'object';
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One value at a path of the record (a leaf: plain, a list of plain values, or nothing). */
export interface HistoryLeaf {
  path: string[];
  value: unknown;
}

/** An item of a list, named by its language (`Translations › fr › Title`) or its place (`Prices › 2 › CostCents`). */
function itemName(item: unknown, i: number): string {
  if (isRecord(item) && typeof item['LanguageCd'] === 'string') return item['LanguageCd'];
  return String(i + 1);
}

/** The leaves of a value: each nested value with its path; a list of plain values stays one leaf. */
export function leavesOf(value: unknown, path: string[] = []): HistoryLeaf[] {
  if (Array.isArray(value)) {
    if (value.length === 0 || value.every(isPlain)) return [{ path, value }];
    return value.flatMap((item, i) => leavesOf(item, [...path, itemName(item, i)]));
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return [{ path, value: null }];
    return keys.flatMap((k) => leavesOf(value[k], [...path, k]));
  }
  return [{ path, value }];
}

/** The screen's field at a path (`Translations.fr.Title`), or its top-level field. */
const defAt = (path: readonly string[], fields: readonly FieldDef[]) =>
  fields.find((f) => f.name === path.join('.')) ?? (path.length === 1 ? fields.find((f) => f.name === path[0]) : undefined);

/** Whether the number at a path is money: the screen says so (cents; an amount in dollars), else the audit's money names. */
export function isMoneyPath(path: readonly string[], fields: readonly FieldDef[], record: Readonly<Record<string, unknown>>): boolean {
  const def = defAt(path, fields);
  if (def?.kind === 'cents') return true;
  if (def?.kind === 'amount') return def.unitField !== undefined && record[def.unitField] === def.centsWhen;
  if (def) return false;
  const name = path[path.length - 1] ?? '';
  return /Cents$/.test(name) || MONEY_NAMES.has(name);
}

/** A leaf's value in words: money, yes or no, a list, or the text itself; nothing is "—". */
export function historyValue(
  t: TFunction,
  leaf: HistoryLeaf,
  o: { fields: readonly FieldDef[]; record: Readonly<Record<string, unknown>>; lang: Lang },
): string {
  const one = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return v ? t('history.yes') : t('history.no');
    if (typeof v === 'number' && Number.isInteger(v) && isMoneyPath(leaf.path, o.fields, o.record)) return formatMoney(v, o.lang);
    return String(v);
  };
  if (Array.isArray(leaf.value)) return leaf.value.length === 0 ? '—' : leaf.value.map(one).join(', ');
  return one(leaf.value);
}

export interface HistoryRow {
  key: string;
  path: string[];
  before: string;
  after: string;
}

/**
 * The rows of an entry: the fields that changed (every field of a creation or a deletion), each
 * nested value on its own row, what did not change inside a changed field left out.
 */
export function historyRows(
  t: TFunction,
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  o: { fields: readonly FieldDef[]; lang: Lang },
): HistoryRow[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const record = { ...before, ...after };
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const rows: HistoryRow[] = [];
  for (const field of fields) {
    if (entry.action === 'update' && JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    const b = field in before ? leavesOf(before[field], [field]) : [];
    const a = field in after ? leavesOf(after[field], [field]) : [];
    const byPath = new Map<string, { path: string[]; before?: HistoryLeaf; after?: HistoryLeaf }>();
    for (const l of b) byPath.set(l.path.join('\u0000'), { path: l.path, before: l });
    for (const l of a) byPath.set(l.path.join('\u0000'), { ...(byPath.get(l.path.join('\u0000')) ?? { path: l.path }), after: l });
    for (const [key, x] of byPath) {
      const shown = (l: HistoryLeaf | undefined) => (l ? historyValue(t, l, { ...o, record }) : '—');
      const row = { key, path: x.path, before: shown(x.before), after: shown(x.after) };
      if (entry.action === 'update' && row.before === row.after) continue;
      rows.push(row);
    }
  }
  return rows;
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
  // a path's name: the screen's label of the field (or of the nested field it declares), then › each part
  const label = (path: readonly string[]) => {
    const nested = fields.find((f) => f.name === path.join('.'));
    if (nested && path.length > 1) return t(`${texts}.fields.${path.join('_')}`);
    const [field = '', ...rest] = path;
    const top = fields.some((f) => f.name === field) ? t(`${texts}.fields.${field}`) : field;
    return [top, ...rest].join(' › ');
  };

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
                  {historyRows(t, entry, { fields, lang }).map((c) => (
                    <tr key={c.key}>
                      <th scope="row">{label(c.path)}</th>
                      <td>{c.before}</td>
                      <td>{c.after}</td>
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
