// The words of money after checkout in the staff's language (issue 27, ADR 366): an invoice's
// status as staff read it (its Label: never "paid" while money is due), what is due, how money was
// taken or given back by hand, where a refund goes, a report's method names, and the server's
// refusals with their amounts as money (the API sends cents: `refund-too-large` {max},
// `refund-destination-unavailable` {left}, `settlement-required` {held}, a refused processor
// refund {refunded}). Pure functions of `t`; admin code only (features/admin).
import { formatMoney, MANUAL_PAYMENT_METHODS, type ManualPaymentMethod } from '@mijote/domain';
import type { AdminInvoice } from '@mijote/contracts';
import type { TFunction } from 'i18next';
import { ApiError, errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';

/** The parameters of the API's money refusals that are cents. */
const MONEY_PARAMS = ['max', 'left', 'held', 'refunded', 'amount', 'balance'] as const;

/**
 * The text of a server error, its amounts as money in the staff's language. A refund the
 * processor refused (502 error-invoicerefunded with what it did give back) says so.
 */
export function moneyErrorText(t: TFunction, err: unknown, lang: Lang): string {
  if (!(err instanceof ApiError)) return errorText(t, err);
  const params: Record<string, unknown> = { ...err.params };
  for (const key of MONEY_PARAMS) {
    const v = params[key];
    if (typeof v === 'number' && Number.isInteger(v)) params[key] = formatMoney(v, lang);
  }
  if (err.code === 'error-invoicerefunded' && err.status === 502 && typeof params['refunded'] === 'string')
    return t('admin:invoices.errors.processorRefused', { refunded: params['refunded'] });
  return errorText(t, new ApiError(err.status, { code: err.code, message: err.message, params }));
}

export const isManualMethod = (m: unknown): m is ManualPaymentMethod =>
  typeof m === 'string' && (MANUAL_PAYMENT_METHODS as readonly string[]).includes(m);

/** A manual method's name (cash, cheque…); an unknown code as it is. */
export function manualMethodText(t: TFunction, method: string | null | undefined): string {
  if (!method) return '—';
  return isManualMethod(method) ? t(`admin:manualMethods.${method}`) : method;
}

/**
 * A payment method of the payments report: `card`, `interac`, `century-dollars`, `gift-card`, or
 * `manual:{cash|cheque|…}` ("Manual — cheque").
 */
export function reportMethodText(t: TFunction, method: string): string {
  if (method.startsWith('manual:')) {
    const how = method.slice('manual:'.length);
    return t('admin:reports.methods.manualWith', { method: manualMethodText(t, how).toLocaleLowerCase() });
  }
  const known = ['card', 'interac', 'century-dollars', 'gift-card', 'manual'];
  return known.includes(method) ? t(`admin:reports.methods.${method}`) : method;
}

/** The status staff read (the invoice's Label, ADR 366). */
export function invoiceLabelText(t: TFunction, label: string): string {
  return t(`admin:invoices.label.${label}`, { defaultValue: label });
}

/** What is due, in words: a balance due, a credit due, or nothing due. `due` is signed cents. */
export function dueText(t: TFunction, due: number, lang: Lang): string {
  if (due > 0) return t('admin:invoices.money.balanceDue', { amount: formatMoney(due, lang) });
  if (due < 0) return t('admin:invoices.money.creditDue', { amount: formatMoney(-due, lang) });
  return t('admin:invoices.money.nothingDue');
}

/** The line of the panel's money summary that says what is owed either way. */
export function invoiceDueText(t: TFunction, inv: Pick<AdminInvoice, 'Balance' | 'Due'>, lang: Lang): string {
  if (inv.Balance === 'unpaid') return t('admin:invoices.money.unpaid', { amount: formatMoney(Math.max(0, inv.Due), lang) });
  if (inv.Balance === 'settled') return t('admin:invoices.money.settled');
  return dueText(t, inv.Due, lang);
}

/** Where a refund goes (card, century-dollars, manual), with the method of one paid back by hand. */
export function destinationText(t: TFunction, destination: string | null | undefined, method?: string | null): string {
  if (!destination) return '—';
  if (destination === 'manual' && method)
    return t('admin:refundTo.manualWith', { method: manualMethodText(t, method).toLocaleLowerCase() });
  return ['card', 'century-dollars', 'manual'].includes(destination) ? t(`admin:refundTo.${destination}`) : destination;
}

/** A deletion's settlement as the activity records it (refund-…, keep, cancel-unpaid, nothing-held). */
export function settlementText(t: TFunction, settlement: string | null | undefined): string {
  if (!settlement) return '—';
  const known = ['refund-card', 'refund-century-dollars', 'refund-manual', 'keep', 'cancel-unpaid', 'nothing-held', 'refund'];
  return known.includes(settlement) ? t(`admin:settlements.${settlement}`) : settlement;
}

/** A saved card as staff pick it: `VISA •••• 4242, exp. 12/28`. */
export function savedCardText(t: TFunction, c: { Brand: string; Last4: string; ExpMonth: number; ExpYear: number }): string {
  return t('admin:invoices.collect.card', {
    brand: c.Brand.toUpperCase(),
    last4: c.Last4,
    exp: `${String(c.ExpMonth).padStart(2, '0')}/${String(c.ExpYear % 100).padStart(2, '0')}`,
  });
}
