// The money forms' schemas of the back-office (issue 27, ADR 205, 366), in their own module: a
// form imports it when it is first checked (ADR 230), so zod and the contracts' schemas stay out
// of the invoices screen's first load. Each takes the form's text values and gives the contract's
// body (piped through the contract's own schema, so the browser checks what the API checks):
// mark paid, refund (the amount typed as money in the staff's language, parsed by the domain),
// collect a balance on a saved card, delete with its settlement, and a manual Century Dollar
// credit or debit on an account. Messages are the forms' problem keys; `money` is the admin's.
import { AdminCenturyDollarsBody, AdminCollectBody, AdminDeleteInvoiceBody, AdminMarkPaidBody, AdminRefundBody } from '@mijote/contracts';
import { parseMoney } from '@mijote/domain';
import { z } from 'zod';
import type { Lang } from '../../../lib/paths';

/** A required reason: the contract's, with "required" when it is left blank. */
const reasonText = z.string().refine((v) => v.trim() !== '', { message: 'required' });

/** An amount typed as money (`12.50`, `12,50 $`): cents, or an issue `money`; empty is absent when `optional`. */
function moneyText(lang: Lang, optional: boolean) {
  return z.string().transform((v, ctx) => {
    if (v.trim() === '') {
      if (optional) return undefined;
      ctx.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const cents = parseMoney(v, lang);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: 'money' });
      return z.NEVER;
    }
    return cents;
  });
}

/** A select left on its empty choice: "required". */
const chosen = z.string().refine((v) => v !== '', { message: 'required' });

export interface MarkPaidValues {
  method: string;
  reason: string;
  reference: string;
}

/** Mark paid (U, or P with a balance due): the method, the reason, an optional reference. */
export const MarkPaidSchema = z
  .object({ method: chosen, reason: reasonText, reference: z.string() })
  .transform((v) => ({ method: v.method, reason: v.reason, ...(v.reference.trim() ? { reference: v.reference } : {}) }))
  .pipe(AdminMarkPaidBody);

export interface RefundValues {
  amount: string;
  destination: string;
  method: string;
  reason: string;
}

/** A refund: the amount (empty: everything that destination can give back), where it goes, how (by hand), why. */
export const refundSchema = (lang: Lang) =>
  z
    .object({ amount: moneyText(lang, true), destination: chosen, method: z.string(), reason: reasonText })
    .superRefine((v, ctx) => {
      if (v.destination === 'manual' && v.method === '') ctx.addIssue({ code: 'custom', path: ['method'], message: 'required' });
    })
    .transform((v) => ({
      ...(v.amount === undefined ? {} : { amount: v.amount }),
      destination: v.destination,
      ...(v.destination === 'manual' ? { method: v.method } : {}),
      reason: v.reason,
    }))
    .pipe(AdminRefundBody);

export interface CollectValues {
  savedCardId: string;
  reason: string;
}

/** Collect a balance due on one of the customer's saved cards. */
export const CollectSchema = z
  .object({ savedCardId: chosen, reason: reasonText })
  .transform((v) => ({ savedCardId: Number(v.savedCardId), reason: v.reason }))
  .pipe(AdminCollectBody);

export interface DeleteValues {
  settlement: string;
  method: string;
  reason: string;
}

/**
 * Delete an invoice. One that holds money (`holds`) needs a settlement and a reason (the API
 * answers settlement-required otherwise); one that holds nothing is deleted as it is, with the
 * reason if one is given.
 */
export const deleteSchema = (holds: boolean) =>
  z
    .object({ settlement: z.string(), method: z.string(), reason: z.string() })
    .superRefine((v, ctx) => {
      if (!holds) return;
      if (v.settlement === '') ctx.addIssue({ code: 'custom', path: ['settlement'], message: 'required' });
      if (v.settlement === 'refund-manual' && v.method === '') ctx.addIssue({ code: 'custom', path: ['method'], message: 'required' });
      if (v.reason.trim() === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    })
    .transform((v): { settlement?: string; method?: string; reason?: string } =>
      holds
        ? { settlement: v.settlement, reason: v.reason, ...(v.settlement === 'refund-manual' ? { method: v.method } : {}) }
        : v.reason.trim()
          ? { reason: v.reason }
          : {},
    )
    .pipe(AdminDeleteInvoiceBody);

export interface CenturyDollarsValues {
  Type: string;
  Amount: string;
  Reason: string;
}

/** A manual Century Dollar credit or debit of an account: the amount typed as money, the reason. */
export const centuryDollarsSchema = (lang: Lang) =>
  z.object({ Type: chosen, Amount: moneyText(lang, false), Reason: reasonText }).pipe(AdminCenturyDollarsBody);
