// Money after checkout in the back-office (issue 27, ADR 366): the bodies of the invoice's money
// actions, the invoice's activity, and the two money reports that reconcile.
//   POST   /api/admin/invoices/{id}/pay      {method, reason, reference?}      U → P, or a balance due
//   POST   /api/admin/invoices/{id}/refund   {amount?, destination, method?, reason}   (no amount: all)
//   POST   /api/admin/invoices/{id}/collect  {savedCardId, reason}             a balance due, card on file
//   DELETE /api/admin/invoices/{id}          {settlement?, reason?, method?}    soft; settles what it holds
//   GET    /api/admin/invoices/{id}/activity                                   who, when, why, before → after
//   GET    /api/admin/reports/payments, /century-dollar-credits ?startDate&endDate[&format=csv]
import { DELETE_SETTLEMENTS, MANUAL_PAYMENT_METHODS, REFUND_DESTINATIONS } from '@mijote/domain';
import { z } from 'zod';
import { Cents, Id, Int, RequiredText, Text } from './primitives.js';

const CentsField = (description: string) => Cents(`${description}, in cents`);
const Reason = RequiredText(500).meta({ description: 'why, in the staff’s words (kept in the invoice’s activity)' });
const Method = z.enum(MANUAL_PAYMENT_METHODS).meta({ description: 'how the money was taken or given back by hand' });

export const AdminMarkPaidBody = z
  .strictObject({
    method: Method,
    reason: Reason,
    reference: Text(100).optional().meta({ description: 'a cheque number, a transfer’s reference' }),
  })
  .meta({ id: 'AdminMarkPaidBody' });
export type AdminMarkPaidBody = z.infer<typeof AdminMarkPaidBody>;

export const AdminRefundBody = z
  .strictObject({
    amount: Int(1, 100_000_000)
      .optional()
      .meta({ description: 'cents; absent: everything that destination can give back (a full refund)' }),
    destination: z
      .enum(REFUND_DESTINATIONS)
      .meta({ description: 'card: back to the card or Interac account; century-dollars; manual: paid back by hand' }),
    method: Method.optional().meta({ description: 'with destination manual: how it was paid back' }),
    reason: Reason,
  })
  .refine((b) => b.destination !== 'manual' || b.method !== undefined, { path: ['method'], message: 'how the money was paid back' })
  .meta({ id: 'AdminRefundBody' });
export type AdminRefundBody = z.infer<typeof AdminRefundBody>;

export const AdminCollectBody = z
  .strictObject({ savedCardId: Id.meta({ description: 'one of the customer’s saved cards' }), reason: Reason })
  .meta({ id: 'AdminCollectBody' });
export type AdminCollectBody = z.infer<typeof AdminCollectBody>;

/** Deleting an invoice (back-office §4): no body for one that holds nothing; a settlement and a reason for one that does. */
export const AdminDeleteInvoiceBody = z
  .strictObject({
    settlement: z.enum(DELETE_SETTLEMENTS).optional().meta({ description: 'what becomes of the money it holds' }),
    reason: Text(500).optional(),
    method: Method.optional().meta({ description: 'with settlement refund-manual: how it was paid back' }),
  })
  .refine((b) => b.settlement === undefined || (b.reason ?? '').length > 0, { path: ['reason'], message: 'why, when money is settled' })
  .refine((b) => b.settlement !== 'refund-manual' || b.method !== undefined, { path: ['method'], message: 'how the money was paid back' })
  .meta({ id: 'AdminDeleteInvoiceBody' });
export type AdminDeleteInvoiceBody = z.infer<typeof AdminDeleteInvoiceBody>;

/** The money of an invoice as staff read it (and as the audit keeps it before and after each action). */
export const AdminMoneySummary = z
  .object({
    Status: z.string(),
    Label: z.string().meta({ description: 'paid, unpaid, canceled, declined, refunded, balance-due or credit-due' }),
    Total: CentsField('back-office §5 total'),
    Paid: CentsField('money collected'),
    Refunded: CentsField('money given back'),
    Due: Cents('signed, in cents: > 0 a balance due, < 0 a credit due'),
    CenturyDollars: CentsField('Century Dollars applied'),
    Rebate: CentsField('credits granted after checkout'),
    Price: CentsField('the price before Century Dollars and credits'),
  })
  .partial()
  .meta({ id: 'AdminMoneySummary' });

export const AdminInvoiceActivity = z
  .object({
    Entries: z.array(
      z.object({
        Id: z.number().int(),
        At: z.string().meta({ description: 'ISO instant' }),
        By: z.object({ Name: z.string(), Email: z.string() }).nullable(),
        /** the reconciliation job finished what a crash cut off */
        System: z.boolean(),
        Action: z.string().meta({
          description: 'invoice-paid, balance-collected, refund-requested, invoice-refunded, refund-failed, invoice-deleted, item-added, …',
        }),
        Reason: z.string().nullable(),
        ReasonCd: z.string().nullable().meta({
          description: 'why the system acted, a code the reader translates: invoice-deleted (a refund asked to delete the invoice)',
        }),
        Amount: Cents('in cents').nullable(),
        Method: z.string().nullable(),
        Destination: z.string().nullable(),
        Settlement: z.string().nullable(),
        Card: z.string().nullable(),
        Line: z.object({ Title: z.string().nullable(), Quantity: z.number().int(), Unit: Cents('unit amount, in cents') }).nullable(),
        Before: AdminMoneySummary.nullable(),
        After: AdminMoneySummary.nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminInvoiceActivity' });
export type AdminInvoiceActivity = z.infer<typeof AdminInvoiceActivity>;

// ── reports ─────────────────────────────────────────────────────────────────

const Movement = z.object({
  Key: z.string(),
  CollectedCents: CentsField('money in'),
  RefundedCents: CentsField('money out'),
  NetCents: Cents('collected − refunded, in cents'),
  Count: z.number().int().meta({ description: 'number of movements' }),
});

export const AdminPaymentsReport = z
  .object({
    Rows: z.array(
      z.object({
        Kind: z.enum(['payment', 'refund']),
        Id: z.number().int().meta({ description: 'the payment’s or the refund’s id' }),
        InvoiceId: z.number().int(),
        Day: z.string().meta({ description: 'Toronto date' }),
        At: z.string().meta({ description: 'Toronto wall time, yyyy-MM-dd HH:mm' }),
        PaymentMethodId: z.number().int(),
        Method: z
          .string()
          .meta({ description: 'card, interac, century-dollars, gift-card, or manual:{cash|cheque|bank-transfer|card-terminal|other}' }),
        AmountCents: Cents('signed, in cents: a refund is negative'),
        Tax1Cents: Cents('the GST it carries, signed'),
        Tax2Cents: Cents('the QST it carries, signed'),
        Customer: z.string(),
        Reason: z.string().nullable(),
        InvoiceDeleted: z.boolean(),
      }),
    ),
    PerDay: z.array(Movement),
    PerMethod: z.array(Movement),
    RowCount: z.number().int().meta({ description: 'movements in the range (Rows is one page of them, oldest first)' }),
    CollectedCents: CentsField('collected in the range'),
    RefundedCents: CentsField('refunded in the range'),
    NetCents: Cents('collected − refunded, in cents'),
    Tax1Cents: Cents('GST of the net, in cents'),
    Tax2Cents: Cents('QST of the net, in cents'),
  })
  .meta({ id: 'AdminPaymentsReport' });
export type AdminPaymentsReport = z.infer<typeof AdminPaymentsReport>;

const LedgerTotal = z.object({
  Key: z.string(),
  CreditsCents: CentsField('credited'),
  DebitsCents: CentsField('debited'),
  Count: z.number().int().meta({ description: 'number of transactions' }),
});

export const AdminCreditsReport = z
  .object({
    Rows: z.array(
      z.object({
        Id: z.number().int(),
        Day: z.string().meta({ description: 'Toronto date' }),
        Type: z.enum(['C', 'D']),
        AccountId: z.number().int(),
        Customer: z.string(),
        Method: z
          .string()
          .meta({ description: 'century_dollar_method code: MA manual, OR an order, RF refund, RE referral, GC gift card, PR promotion' }),
        AmountCents: CentsField('amount'),
        InvoiceId: z.number().int().nullable(),
        Note: z.string().nullable(),
        Reason: z.string().nullable().meta({ description: 'the system’s reason code, translated by the reader' }),
        Staff: z.string().nullable().meta({ description: 'the staff user of a manual transaction' }),
      }),
    ),
    PerDay: z.array(LedgerTotal),
    PerMethod: z.array(LedgerTotal),
    RowCount: z.number().int().meta({ description: 'transactions in the range (Rows is one page of them, oldest first)' }),
    OpeningCents: CentsField('every account’s balance at the start of the first day'),
    CreditsCents: CentsField('credited in the range'),
    DebitsCents: CentsField('debited in the range'),
    ClosingCents: CentsField('opening + credits − debits'),
  })
  .meta({ id: 'AdminCreditsReport' });
export type AdminCreditsReport = z.infer<typeof AdminCreditsReport>;
