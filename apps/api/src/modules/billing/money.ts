// An invoice's money as the domain reads it (ADR 366): its stored figures, its payments and refunds
// as ledger rows, and the balance (`invoiceBalance`, packages/domain/src/billing.ts) — the one
// place the API turns rows into what is paid, refunded and due.
import {
  invoiceBalance,
  invoiceMoneyLabel,
  invoicePrice,
  type InvoiceBalance,
  type InvoiceFigures,
  type LedgerPayment,
  type LedgerRefund,
} from '@mijote/domain';
import type { DbOrTx } from '@mijote/db';
import { listPayments, listRefunds, moneyRowsOf, type InvoiceRow, type PaymentRow, type RefundRow } from './repository.js';

export function figuresOf(inv: InvoiceRow): InvoiceFigures {
  return {
    subTotal: inv.subtotalCents,
    discount: inv.discountCents,
    tip: inv.tipCents,
    tax1: inv.tax1Cents,
    tax2: inv.tax2Cents,
    deliveryCharge: inv.deliveryChargeCents,
    fuelSurcharge: inv.fuelSurchargeCents,
    extraCharge: inv.extraChargeCents,
    subsidized: inv.subsidizedCents,
    rebate: inv.rebateCents,
    centuryDollars: inv.centuryDollarsCents,
  };
}

/** The invoice columns of a set of figures (the billing module is their one writer after checkout). */
export function figureColumns(f: InvoiceFigures) {
  return {
    subtotalCents: f.subTotal,
    tax1Cents: f.tax1,
    tax2Cents: f.tax2,
    rebateCents: f.rebate,
    centuryDollarsCents: f.centuryDollars,
  };
}

export const ledgerPayments = (rows: readonly PaymentRow[]): LedgerPayment[] =>
  rows.map((p) => ({ id: p.id, methodId: p.paymentMethodId, amount: p.amountCents, status: p.status }));
export const ledgerRefunds = (rows: readonly RefundRow[]): LedgerRefund[] =>
  rows.map((r) => ({ paymentId: r.paymentId, amount: r.amountCents, status: r.status }));

export function balanceOf(inv: InvoiceRow, payments: readonly PaymentRow[], refunds: readonly RefundRow[]): InvoiceBalance {
  return invoiceBalance({
    status: inv.status,
    figures: figuresOf(inv),
    payments: ledgerPayments(payments),
    refunds: ledgerRefunds(refunds),
  });
}

export interface InvoiceMoney {
  payments: PaymentRow[];
  refunds: RefundRow[];
  balance: InvoiceBalance;
}

/** One invoice's payments, refunds and balance (in the caller's transaction: after `lockInvoice`, they cannot move). */
export async function moneyOf(db: DbOrTx, inv: InvoiceRow): Promise<InvoiceMoney> {
  const payments = await listPayments(db, inv.id);
  const refunds = await listRefunds(db, inv.id);
  return { payments, refunds, balance: balanceOf(inv, payments, refunds) };
}

/** The balances of many invoices (a list page, the CSV export): two statements whatever their number. */
export async function balancesOf(db: DbOrTx, invoices: readonly InvoiceRow[]): Promise<Map<number, InvoiceMoney>> {
  const { payments, refunds } = await moneyRowsOf(
    db,
    invoices.map((i) => i.id),
  );
  const group = <T extends { invoiceId: number }>(rows: readonly T[]) => {
    const by = new Map<number, T[]>();
    for (const r of rows) by.set(r.invoiceId, [...(by.get(r.invoiceId) ?? []), r]);
    return by;
  };
  const pays = group(payments);
  const backs = group(refunds);
  const out = new Map<number, InvoiceMoney>();
  for (const inv of invoices) {
    const p = pays.get(inv.id) ?? [];
    const r = backs.get(inv.id) ?? [];
    out.set(inv.id, { payments: p, refunds: r, balance: balanceOf(inv, p, r) });
  }
  return out;
}

/** The money summary staff read and the audit keeps (before → after of an action). */
export function moneySummary(inv: InvoiceRow, b: InvoiceBalance) {
  return {
    Status: inv.status,
    Label: invoiceMoneyLabel(inv.status, b),
    Total: b.total,
    Paid: b.paid,
    Refunded: b.refunded,
    Due: b.due,
    CenturyDollars: inv.centuryDollarsCents,
    Rebate: inv.rebateCents,
    Price: invoicePrice(figuresOf(inv)),
  };
}
export type MoneySummary = ReturnType<typeof moneySummary>;
