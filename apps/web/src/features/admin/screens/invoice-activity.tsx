// An invoice's activity (issue 27, ADR 366; GET /api/admin/invoices/{id}/activity): every action
// newest first — who (or the reconciliation job), when (Toronto time), what, why (the staff's own
// words), its amount, method, destination, settlement, card or line, and the money before → after
// (the status staff read, the total, paid, refunded, what is due, the Century Dollars and the
// credits), every amount as money in the staff's language. Nothing is shown as raw data.
import type { AdminInvoiceActivity } from '@mijote/contracts';
import { formatMoney } from '@mijote/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { domId } from '../../../lib/dom-id';
import type { Lang } from '../../../lib/paths';
import { useInvoiceActivity } from '../api';
import { when } from '../components/when';
import { destinationText, dueText, invoiceLabelText, manualMethodText, settlementText } from '../components/money-texts';

type Entry = AdminInvoiceActivity['Entries'][number];
type Summary = NonNullable<Entry['Before']>;

/** The actions the activity names; anything else is "a change". */
export const ACTIVITY_ACTIONS = [
  'invoice-paid',
  'balance-collected',
  'balance-charge-requested',
  'balance-charge-failed',
  'refund-requested',
  'invoice-refunded',
  'refund-failed',
  'invoice-deleted',
  'item-added',
  'item-updated',
  'item-deleted',
  'invoice-updated',
  'email-sent',
] as const;

/** The money summary's fields in the order they are shown. */
const SUMMARY_FIELDS = ['Label', 'Total', 'Paid', 'Refunded', 'Due', 'CenturyDollars', 'Rebate', 'Price'] as const;
type SummaryField = (typeof SUMMARY_FIELDS)[number];

export function actionText(t: TFunction, action: string, reasonCd: string | null = null): string {
  // a refund asked to delete the invoice says so (ReasonCd invoice-deleted)
  if (action === 'refund-requested' && reasonCd === 'invoice-deleted') return t('invoices.activity.actions.refund-requested-deletion');
  return (ACTIVITY_ACTIONS as readonly string[]).includes(action)
    ? t(`invoices.activity.actions.${action}`)
    : t('invoices.activity.actions.other');
}

/** One summary value in words: the status as staff read it, what is due, or money. */
export function summaryValue(t: TFunction, field: SummaryField, s: Summary | null, lang: Lang): string {
  const v = s?.[field];
  if (v === undefined || v === null) return '—';
  if (field === 'Label') return invoiceLabelText(t, String(v));
  if (typeof v !== 'number') return String(v);
  if (field === 'Due') return dueText(t, v, lang);
  return formatMoney(v, lang);
}

/** The summary's rows that changed (all of them when only one side is known). */
export function summaryChanges(before: Summary | null, after: Summary | null): SummaryField[] {
  return SUMMARY_FIELDS.filter((f) => {
    const b = before?.[f];
    const a = after?.[f];
    if (b === undefined && a === undefined) return false;
    return !before || !after || b !== a;
  });
}

/** The entry's particulars, each "what: value" in words. */
export function entryFacts(t: TFunction, e: Entry, lang: Lang): { key: string; label: string; value: string }[] {
  const facts: { key: string; label: string; value: string }[] = [];
  if (e.Amount !== null) facts.push({ key: 'amount', label: t('invoices.activity.amount'), value: formatMoney(e.Amount, lang) });
  if (e.Method !== null && e.Destination === null)
    facts.push({ key: 'method', label: t('invoices.activity.method'), value: manualMethodText(t, e.Method) });
  if (e.Destination !== null)
    facts.push({ key: 'destination', label: t('invoices.activity.destination'), value: destinationText(t, e.Destination, e.Method) });
  if (e.Settlement !== null)
    facts.push({ key: 'settlement', label: t('invoices.activity.settlement'), value: settlementText(t, e.Settlement) });
  if (e.Card !== null && e.Card !== '') facts.push({ key: 'card', label: t('invoices.activity.card'), value: e.Card });
  if (e.Line !== null)
    facts.push({
      key: 'line',
      label: t('invoices.activity.line'),
      value: t('invoices.activity.lineText', {
        quantity: e.Line.Quantity,
        title: e.Line.Title ?? t('invoices.activity.catalogueProduct'),
        unit: formatMoney(e.Line.Unit, lang),
      }),
    });
  return facts;
}

export function InvoiceActivity({ invoiceId, lang }: { invoiceId: number; lang: Lang }) {
  const { t } = useTranslation('admin');
  const activity = useInvoiceActivity(invoiceId);
  const id = domId('admin-invoice-activity', invoiceId);
  const entries = activity.data?.Entries ?? [];
  return (
    <section className="admin-subsection" aria-labelledby={id}>
      <h3 id={id}>{t('invoices.activity.title')}</h3>
      {activity.isPending && <p role="status">{t('shell.loading')}</p>}
      {activity.isError && <p className="admin-error">{errorText(t, activity.error)}</p>}
      {activity.data && entries.length === 0 && <p>{t('invoices.activity.none')}</p>}
      {entries.length > 0 && (
        <ol className="admin-history__list" data-testid="invoice-activity">
          {entries.map((e) => {
            const facts = entryFacts(t, e, lang);
            const rows = e.Before && e.After ? summaryChanges(e.Before, e.After) : [];
            return (
              <li key={e.Id} className="admin-history__entry">
                <p className="admin-history__what">
                  <strong>{actionText(t, e.Action, e.ReasonCd)}</strong>{' '}
                  {t('history.byAt', {
                    who: e.System ? t('invoices.activity.job') : e.By ? `${e.By.Name} (${e.By.Email})` : t('history.system'),
                    when: when(e.At, lang),
                  })}
                </p>
                {e.Reason && <p className="admin-history__why">{t('invoices.activity.why', { reason: e.Reason })}</p>}
                {facts.length > 0 && (
                  <ul className="admin-history__facts">
                    {facts.map((f) => (
                      <li key={f.key}>{t('invoices.activity.fact', { label: f.label, value: f.value })}</li>
                    ))}
                  </ul>
                )}
                {rows.length > 0 && (
                  <table className="admin-history__changes">
                    <caption className="visually-hidden">{t('invoices.activity.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('history.field')}</th>
                        <th scope="col">{t('history.before')}</th>
                        <th scope="col">{t('history.after')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((f) => (
                        <tr key={f}>
                          <th scope="row">{t(`invoices.activity.fields.${f}`)}</th>
                          <td>{summaryValue(t, f, e.Before, lang)}</td>
                          <td>{summaryValue(t, f, e.After, lang)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
