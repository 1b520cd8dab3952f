// Money after checkout (issue 27, ADR 366): what an invoice owes and holds once it is placed, and
// the rules of every back-office money action — mark paid, refund (partial or full), delete with
// its settlement, the adjustment after an edit of a paid invoice's lines, collecting a balance.
//
// The model, in one place:
//   - the invoice's §5 total (`totalRaw`, floored at 0 as `total`) is what it costs after its
//     discounts, the employer's share, the credits granted after checkout (Rebate) and the Century
//     Dollars applied to it (net of those given back);
//   - `paid` is the money collected (card, Interac, manual methods, gift card: the approved
//     payments other than Century Dollars); `refunded` the money given back from those payments;
//   - `due = total − paid + refunded`: > 0 a balance due, < 0 a credit due (the customer paid
//     more than the invoice now costs), 0 settled; the total floored at 0, so a price pushed below
//     zero (credits granted, then a line removed) owes back at most the money held (issue 31);
//   - a refund draws from the invoice's payments ("pools": each approved payment, less what was
//     refunded from it). What of it settles a credit due moves no price; the rest is a credit
//     (added to Rebate), so the invoice's total drops by it and `due` never moves away from 0.
//     Century Dollars given back come off the Century Dollars applied (and go to Rebate likewise).
import { invoiceItemsTotal, type InvoiceCartDetail } from './invoice.js';
import { mulDivHalfUp, type Cents } from './money.js';
import { computeTaxes, taxBase } from './taxes.js';
import { PAYMENT_METHOD_IDS, type InvoiceStatusCd } from './vocabulary.js';

/** How staff record money taken outside the site (mark paid, a balance collected, a refund paid back by hand). */
export const MANUAL_PAYMENT_METHODS = ['cash', 'cheque', 'bank-transfer', 'card-terminal', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** A payment row's state; `canceled`: a processor payment staff closed by marking the order paid another way. */
export const PAYMENT_STATUSES = ['pending', 'approved', 'declined', 'error', 'refunded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where a refund goes: back to the card (or Interac account) it came from, to Century Dollars, or paid back by hand. */
export const REFUND_DESTINATIONS = ['card', 'century-dollars', 'manual'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** A refund row's state: asked (the processor's answer not recorded yet), done, or refused. */
export const REFUND_STATUSES = ['pending', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What staff may do with the money an invoice holds when they delete it (back-office §4: any invoice can be deleted). */
export const DELETE_SETTLEMENTS = ['refund-card', 'refund-century-dollars', 'refund-manual', 'keep'] as const;
export type DeleteSettlement = (typeof DELETE_SETTLEMENTS)[number];

/** The invoice's amounts as stored (cents). */
export interface InvoiceFigures {
  /** items with their add-ons */
  subTotal: Cents;
  /** promotion and promo code */
  discount: Cents;
  tip: Cents;
  tax1: Cents;
  tax2: Cents;
  deliveryCharge: Cents;
  fuelSurcharge: Cents;
  extraCharge: Cents;
  subsidized: Cents;
  /** credits granted after checkout (refunds that lowered the price) */
  rebate: Cents;
  /** Century Dollars applied (net of those given back) */
  centuryDollars: Cents;
}

/** What the order costs before any payment method: items and charges with taxes, less discounts and the employer's share. */
export function invoicePrice(f: InvoiceFigures): Cents {
  return f.subTotal + f.tip + f.tax1 + f.tax2 + f.deliveryCharge + f.fuelSurcharge + f.extraCharge - f.subsidized - f.discount;
}

/** Back-office §5's total before its floor: the price less the credits and the Century Dollars applied. */
export function invoiceTotalRaw(f: InvoiceFigures): Cents {
  return invoicePrice(f) - f.rebate - f.centuryDollars;
}

/** Back-office §5's invoice total: floored at 0. */
export function invoiceTotalOf(f: InvoiceFigures): Cents {
  return Math.max(0, invoiceTotalRaw(f));
}

/** An invoice line as it is priced again after an edit. */
export interface PricedInvoiceLine extends InvoiceCartDetail {
  taxable: boolean;
  allowGstTaxRebate: boolean;
}

/**
 * An invoice's items and taxes after its lines changed (back-office §5; ADR 290, 366), by the rules
 * the cart priced it with: the taxes on the taxable lines less the discounts' taxable part recorded
 * at checkout (never more than those lines), plus delivery; GST relief where the day has it. The
 * discounts, the employer's share, the charges and the credits stay as they were.
 */
export function repricedInvoiceLines(
  lines: readonly PricedInvoiceLine[],
  o: { deliveryCharge: Cents; taxableDiscount: Cents; gstRelief: boolean },
): { subTotal: Cents; tax1: Cents; tax2: Cents } {
  const subTotal = invoiceItemsTotal(lines);
  const taxable = invoiceItemsTotal(lines.filter((l) => l.taxable));
  const relieved = o.gstRelief ? invoiceItemsTotal(lines.filter((l) => l.taxable && l.allowGstTaxRebate)) : 0;
  const { tax1, tax2 } = computeTaxes(
    taxBase({
      taxableGoods: taxable,
      gstRelievedGoods: relieved,
      taxableDiscount: Math.min(o.taxableDiscount, taxable),
      deliveryFees: o.deliveryCharge,
    }),
  );
  return { subTotal, tax1, tax2 };
}

const PROCESSOR_METHODS: readonly number[] = [PAYMENT_METHOD_IDS.card, PAYMENT_METHOD_IDS.interacOnline];
const CD = PAYMENT_METHOD_IDS.centuryDollars;

/** Card and Interac Online payments go through the payment processor (they are refunded there). */
export const isProcessorMethod = (methodId: number) => PROCESSOR_METHODS.includes(methodId);

export interface LedgerPayment {
  id: number;
  methodId: number;
  amount: Cents;
  status: PaymentStatus;
}

export interface LedgerRefund {
  /** the payment it draws from */
  paymentId: number;
  amount: Cents;
  status: RefundStatus;
}

/** One approved payment and what can still be refunded of it (pending refunds count as drawn). */
export interface Pool {
  paymentId: number;
  methodId: number;
  amount: Cents;
  left: Cents;
}

export function poolsOf(payments: readonly LedgerPayment[], refunds: readonly LedgerRefund[]): Pool[] {
  return payments
    .filter((p) => p.status === 'approved')
    .map((p) => {
      const drawn = refunds.filter((r) => r.paymentId === p.id && r.status !== 'failed').reduce((a, r) => a + r.amount, 0);
      return { paymentId: p.id, methodId: p.methodId, amount: p.amount, left: Math.max(0, p.amount - drawn) };
    });
}

export type BalanceState = 'unpaid' | 'settled' | 'balance-due' | 'credit-due' | 'closed';

export interface InvoiceBalance {
  /** back-office §5 total (floored) */
  total: Cents;
  /** money collected (approved payments other than Century Dollars) */
  paid: Cents;
  /** money given back (done refunds of those payments) */
  refunded: Cents;
  /** refunds asked of the processor whose answer is not recorded yet */
  refundPending: Cents;
  /** signed: > 0 a balance due, < 0 a credit due */
  due: Cents;
  /** what can still be refunded: money, and Century Dollars applied */
  moneyLeft: Cents;
  centuryDollarsLeft: Cents;
  state: BalanceState;
}

/**
 * What an invoice owes and holds. Unpaid (U): the whole total is due. Canceled or declined: nothing
 * is owed (what it still holds, normally nothing, is a credit due). Paid or refunded: the total less
 * the money kept.
 */
export function invoiceBalance(o: {
  status: InvoiceStatusCd;
  figures: InvoiceFigures;
  payments: readonly LedgerPayment[];
  refunds: readonly LedgerRefund[];
}): InvoiceBalance {
  const money = o.payments.filter((p) => p.methodId !== CD);
  const moneyIds = new Set(money.map((p) => p.id));
  const paid = money.filter((p) => p.status === 'approved').reduce((a, p) => a + p.amount, 0);
  const refunded = o.refunds.filter((r) => r.status === 'done' && moneyIds.has(r.paymentId)).reduce((a, r) => a + r.amount, 0);
  const refundPending = o.refunds.filter((r) => r.status === 'pending').reduce((a, r) => a + r.amount, 0);
  const pools = poolsOf(o.payments, o.refunds);
  const moneyLeft = pools.filter((p) => p.methodId !== CD).reduce((a, p) => a + p.left, 0);
  const centuryDollarsLeft = pools.filter((p) => p.methodId === CD).reduce((a, p) => a + p.left, 0);
  const total = invoiceTotalOf(o.figures);
  const raw = invoiceTotalRaw(o.figures);
  const status = o.status === 'E' ? 'C' : o.status;
  const held = paid - refunded;
  const due = status === 'C' || status === 'D' ? 0 - held : Math.max(0, raw) - held;
  const state: BalanceState =
    status === 'U' ? 'unpaid' : status === 'C' || status === 'D' ? 'closed' : due > 0 ? 'balance-due' : due < 0 ? 'credit-due' : 'settled';
  return { total, paid, refunded, refundPending, due, moneyLeft, centuryDollarsLeft, state };
}

/**
 * The status label staff read: never "paid" while money is due either way (issue 27). The spec's
 * statuses otherwise (P paid, U unpaid, C canceled, D declined, R refunded).
 */
export function invoiceMoneyLabel(
  status: InvoiceStatusCd,
  b: Pick<InvoiceBalance, 'state'>,
): 'paid' | 'unpaid' | 'canceled' | 'declined' | 'refunded' | 'balance-due' | 'credit-due' {
  if (status === 'P' && b.state === 'balance-due') return 'balance-due';
  if (status === 'P' && b.state === 'credit-due') return 'credit-due';
  return status === 'P' ? 'paid' : status === 'U' ? 'unpaid' : status === 'D' ? 'declined' : status === 'R' ? 'refunded' : 'canceled';
}

/** What of a refund of `amount` lowers the price (a credit): all of it, less what settles a credit due. */
export function creditPart(amount: Cents, due: Cents): Cents {
  return amount - Math.min(amount, Math.max(0, -due));
}

/** Whether nothing is left to refund nor due: the invoice is refunded (P → R). */
export function isFullyRefunded(b: Pick<InvoiceBalance, 'moneyLeft' | 'centuryDollarsLeft' | 'due' | 'refundPending'>): boolean {
  return b.moneyLeft === 0 && b.centuryDollarsLeft === 0 && b.refundPending === 0 && b.due <= 0;
}

// ── refunds ─────────────────────────────────────────────────────────────────

/** How a part of a refund is paid back. */
export type RefundVia = 'processor' | 'century-dollars' | 'manual';

export interface RefundPart {
  paymentId: number;
  methodId: number;
  amount: Cents;
  via: RefundVia;
}

export type RefundRefusal =
  | { ok: false; key: 'error-invoicerefunded'; reason: 'not-paid' }
  | { ok: false; key: 'refund-nothing-left' }
  | { ok: false; key: 'refund-too-large'; max: Cents }
  | { ok: false; key: 'refund-destination-unavailable'; left: Cents };

export type RefundPlan =
  | {
      ok: true;
      parts: RefundPart[];
      /** what of it lowers the price (added to Rebate when done) */
      credit: Cents;
      /** a full refund also writes off a balance never paid, so the invoice owes nothing */
      writeOff: Cents;
      amount: Cents;
    }
  | RefundRefusal;

const newestFirst = (a: Pool, b: Pool) => b.paymentId - a.paymentId;

/**
 * The pools a destination draws from, in order:
 *   - card: the card and Interac payments, newest first (a full refund also gives the Century
 *     Dollars applied back to Century Dollars);
 *   - century-dollars: the Century Dollars applied, then the manual and gift-card money, then the
 *     card and Interac payments, newest first;
 *   - manual (paid back by hand): the manual and gift-card money, then the card and Interac payments
 *     (never Century Dollars as cash; a full refund gives those back as Century Dollars).
 */
function reach(pools: readonly Pool[], destination: RefundDestination, all: boolean): { pool: Pool; via: RefundVia }[] {
  const processor = pools.filter((p) => isProcessorMethod(p.methodId)).sort(newestFirst);
  const manual = pools.filter((p) => p.methodId !== CD && !isProcessorMethod(p.methodId)).sort(newestFirst);
  const credit = pools.filter((p) => p.methodId === CD);
  const backToCredit = credit.map((pool) => ({ pool, via: 'century-dollars' as const }));
  switch (destination) {
    case 'card':
      return [...processor.map((pool) => ({ pool, via: 'processor' as const })), ...(all ? backToCredit : [])];
    case 'century-dollars':
      return [...credit, ...manual, ...processor].map((pool) => ({ pool, via: 'century-dollars' as const }));
    case 'manual':
      return [...[...manual, ...processor].map((pool) => ({ pool, via: 'manual' as const })), ...(all ? backToCredit : [])];
  }
}

/**
 * A refund's plan: which payments it draws from and how each part goes back (see `reach`).
 * `amount` null is everything that destination can give back (a full refund, also a deletion's);
 * it then writes off any balance still due, so the invoice owes nothing. Only a paid invoice (P)
 * is refunded; a full refund is refused while some of what is left cannot go that way (cash
 * paid, refunded "to the card"): staff choose Century Dollars or paid back by hand for it.
 */
export function planRefund(o: {
  status: InvoiceStatusCd;
  balance: InvoiceBalance;
  pools: readonly Pool[];
  amount: Cents | null;
  destination: RefundDestination;
}): RefundPlan {
  if (o.status !== 'P') return { ok: false, key: 'error-invoicerefunded', reason: 'not-paid' };
  const all = o.amount === null;
  const order = reach(o.pools, o.destination, all);
  const max = order.reduce((a, x) => a + x.pool.left, 0);
  const everything = o.balance.moneyLeft + o.balance.centuryDollarsLeft;
  if (all && max < everything) return { ok: false, key: 'refund-destination-unavailable', left: everything - max };
  if (max === 0) {
    if (everything > 0) return { ok: false, key: 'refund-destination-unavailable', left: everything };
    if (all && o.balance.due > 0) return { ok: true, parts: [], credit: 0, writeOff: o.balance.due, amount: 0 };
    return { ok: false, key: 'refund-nothing-left' };
  }
  const amount = o.amount ?? max;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > max) return { ok: false, key: 'refund-too-large', max };
  const parts: RefundPart[] = [];
  let rest = amount;
  for (const { pool, via } of order) {
    if (rest === 0) break;
    const take = Math.min(rest, pool.left);
    if (take > 0) parts.push({ paymentId: pool.paymentId, methodId: pool.methodId, amount: take, via });
    rest -= take;
  }
  const credit = creditPart(amount, o.balance.due);
  // what a full refund leaves due: the balance never paid, written off
  const writeOff = all ? Math.max(0, o.balance.due + amount - credit) : 0;
  return { ok: true, parts, credit, writeOff, amount };
}

/**
 * The plan's credit spread over its parts in order (the first parts carry it first): each part,
 * once done, adds its share to Rebate.
 */
export function creditShares(parts: readonly { amount: Cents }[], credit: Cents): Cents[] {
  let rest = credit;
  return parts.map((p) => {
    const share = Math.min(rest, p.amount);
    rest -= share;
    return share;
  });
}

/**
 * The invoice's figures once a refund part is done: its credit share (and a full refund's write-off)
 * goes to Rebate; Century Dollars given back come off those applied.
 */
export function figuresAfterRefund(
  f: InvoiceFigures,
  part: { amount: Cents; methodId: number; credit: Cents; writeOff?: Cents },
): InvoiceFigures {
  return {
    ...f,
    rebate: f.rebate + part.credit + (part.writeOff ?? 0),
    centuryDollars: part.methodId === CD ? Math.max(0, f.centuryDollars - part.amount) : f.centuryDollars,
  };
}

// ── mark paid, collect a balance ───────────────────────────────────────────

export type PayCheck = { ok: true; amount: Cents; from: 'U' | 'P' } | { ok: false; key: 'error-invoicepaid' };

/**
 * Mark paid: an unpaid invoice (U → P) records a manual payment of its total; a paid invoice with a
 * balance due (its lines changed after payment) records the balance. Anything else is refused.
 */
export function checkMarkPaid(status: InvoiceStatusCd, b: Pick<InvoiceBalance, 'due' | 'total'>): PayCheck {
  if (status === 'U') return { ok: true, amount: b.total, from: 'U' };
  if (status === 'P' && b.due > 0) return { ok: true, amount: b.due, from: 'P' };
  return { ok: false, key: 'error-invoicepaid' };
}

export type CollectCheck = { ok: true; amount: Cents } | { ok: false; key: 'nothing-due' };

/** Charging the card on file collects a paid invoice's balance due, nothing else. */
export function checkCollect(status: InvoiceStatusCd, b: Pick<InvoiceBalance, 'due'>): CollectCheck {
  return status === 'P' && b.due > 0 ? { ok: true, amount: b.due } : { ok: false, key: 'nothing-due' };
}

// ── delete ──────────────────────────────────────────────────────────────────

export type DeletionPlan =
  | { ok: true; kind: 'cancel-unpaid' }
  | { ok: true; kind: 'nothing-held' }
  | { ok: true; kind: 'refund'; destination: RefundDestination }
  | { ok: true; kind: 'keep' }
  | { ok: false; key: 'settlement-required'; held: Cents };

/**
 * Deleting an invoice (back-office §4: any invoice can be deleted; the deletion is soft). An unpaid
 * one is canceled first (what it holds given back); one that holds captured money or Century
 * Dollars is settled first as staff choose — refunded to the card, to Century Dollars, paid back
 * by hand, or kept — never without that choice.
 */
export function deletionPlan(
  status: InvoiceStatusCd,
  b: Pick<InvoiceBalance, 'moneyLeft' | 'centuryDollarsLeft'>,
  settlement: DeleteSettlement | null,
): DeletionPlan {
  if (status === 'U') return { ok: true, kind: 'cancel-unpaid' };
  const held = b.moneyLeft + b.centuryDollarsLeft;
  if (held === 0) return { ok: true, kind: 'nothing-held' };
  if (settlement === null) return { ok: false, key: 'settlement-required', held };
  if (settlement === 'keep') return { ok: true, kind: 'keep' };
  const destination: RefundDestination =
    settlement === 'refund-card' ? 'card' : settlement === 'refund-century-dollars' ? 'century-dollars' : 'manual';
  return { ok: true, kind: 'refund', destination };
}

// ── reports ─────────────────────────────────────────────────────────────────

/**
 * The GST and QST a movement of money carries: its share of the invoice's taxes in proportion to
 * the invoice's price (a payment of the whole price carries the whole taxes; a refund of it takes
 * them back). Half-up per movement (ADR 020).
 */
export function movementTaxes(amount: Cents, f: Pick<InvoiceFigures, 'tax1' | 'tax2'> & { price: Cents }): { tax1: Cents; tax2: Cents } {
  if (f.price <= 0 || amount === 0) return { tax1: 0, tax2: 0 };
  return { tax1: mulDivHalfUp(amount, f.tax1, f.price), tax2: mulDivHalfUp(amount, f.tax2, f.price) };
}

/** A ledger over a period balances: opening + credits − debits = closing. */
export function ledgerClosing(opening: Cents, credits: Cents, debits: Cents): Cents {
  return opening + credits - debits;
}
