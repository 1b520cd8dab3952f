import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCollect,
  checkMarkPaid,
  creditPart,
  creditShares,
  deletionPlan,
  figuresAfterRefund,
  invoiceBalance,
  invoiceMoneyLabel,
  invoiceTotalOf,
  invoiceTotalRaw,
  isFullyRefunded,
  ledgerClosing,
  movementTaxes,
  planRefund,
  poolsOf,
  type InvoiceFigures,
  type LedgerPayment,
  type LedgerRefund,
  type RefundDestination,
} from './billing.js';
import { invoiceTotal } from './invoice.js';
import { PAYMENT_METHOD_IDS, type InvoiceStatusCd } from './vocabulary.js';

const { card, centuryDollars: cd, manual, interacOnline: interac } = PAYMENT_METHOD_IDS;

// $100.00 of taxable goods, $5.00 delivery: GST 5.25, QST 10.47; $20 of Century Dollars applied
const figures: InvoiceFigures = {
  subTotal: 10_000,
  discount: 0,
  tip: 0,
  tax1: 525,
  tax2: 1047,
  deliveryCharge: 500,
  fuelSurcharge: 0,
  extraCharge: 0,
  subsidized: 0,
  rebate: 0,
  centuryDollars: 2000,
};
const price = 10_000 + 525 + 1047 + 500; // 12,072
const paidByCard: LedgerPayment[] = [
  { id: 1, methodId: cd, amount: 2000, status: 'approved' },
  { id: 2, methodId: card, amount: price - 2000, status: 'approved' },
];

interface State {
  status: InvoiceStatusCd;
  figures: InvoiceFigures;
  payments: LedgerPayment[];
  refunds: LedgerRefund[];
}
const balanceOf = (s: State) => invoiceBalance(s);

/** Applies a plan as the billing module does: each part done, its credit share to Rebate, a write-off with the last. */
function refund(s: State, amount: number | null, destination: RefundDestination): State {
  const b = balanceOf(s);
  const plan = planRefund({ status: s.status, balance: b, pools: poolsOf(s.payments, s.refunds), amount, destination });
  if (!plan.ok) throw new Error(plan.key);
  let f = s.figures;
  const shares = creditShares(plan.parts, plan.credit);
  plan.parts.forEach((p, i) => {
    f = figuresAfterRefund(f, {
      amount: p.amount,
      methodId: p.methodId,
      credit: shares[i]!,
      writeOff: i === plan.parts.length - 1 ? plan.writeOff : 0,
    });
  });
  if (plan.parts.length === 0) f = figuresAfterRefund(f, { amount: 0, methodId: card, credit: 0, writeOff: plan.writeOff });
  const next: State = {
    ...s,
    figures: f,
    refunds: [...s.refunds, ...plan.parts.map((p) => ({ paymentId: p.paymentId, amount: p.amount, status: 'done' as const }))],
  };
  return isFullyRefunded(balanceOf(next)) ? { ...next, status: 'R' } : next;
}

describe('the invoice total from its stored figures', () => {
  it('is the §5 formula over the stored amounts (discounts, Rebate and Century Dollars off, floored at 0)', () => {
    const f = { ...figures, discount: 300, rebate: 200, tip: 150, fuelSurcharge: 100, extraCharge: 50, subsidized: 400 };
    const spec = invoiceTotal({
      cartDetails: [{ amount: f.subTotal, quantity: 1 }],
      tip: f.tip,
      tax1: f.tax1,
      tax2: f.tax2,
      deliveryCharge: f.deliveryCharge,
      fuelSurcharge: f.fuelSurcharge,
      extraCharge: f.extraCharge,
      subsidizedAmount: f.subsidized,
      rebate: f.discount + f.rebate,
      payments: [{ paymentMethodId: cd, amount: f.centuryDollars }],
    });
    expect(invoiceTotalOf(f)).toBe(spec);
    expect(invoiceTotalOf(f)).toBe(10_000 + 150 + 525 + 1047 + 500 + 100 + 50 - 400 - 300 - 200 - 2000);
    expect(invoiceTotalRaw({ ...figures, centuryDollars: 20_000 })).toBe(price - 20_000);
    expect(invoiceTotalOf({ ...figures, centuryDollars: 20_000 })).toBe(0);
  });
});

describe('an invoice’s balance', () => {
  it.each<{
    name: string;
    status: InvoiceStatusCd;
    f?: Partial<InvoiceFigures>;
    pays: LedgerPayment[];
    refunds?: LedgerRefund[];
    due: number;
    state: string;
    label: string;
  }>([
    {
      name: 'unpaid: the whole total is due',
      status: 'U',
      pays: [{ id: 1, methodId: cd, amount: 2000, status: 'approved' }],
      due: price - 2000,
      state: 'unpaid',
      label: 'unpaid',
    },
    { name: 'paid by card and Century Dollars: settled', status: 'P', pays: paidByCard, due: 0, state: 'settled', label: 'paid' },
    {
      name: 'a $10 line added after payment ($11.50 with taxes): a balance due, never “paid”',
      status: 'P',
      f: { subTotal: 11_000, tax1: 575, tax2: 1147 },
      pays: paidByCard,
      due: 1000 + 50 + 100,
      state: 'balance-due',
      label: 'balance-due',
    },
    {
      name: 'a $10 line removed after payment: a credit due',
      status: 'P',
      f: { subTotal: 9000, tax1: 475, tax2: 948 },
      pays: paidByCard,
      due: -(1000 + 50 + 99),
      state: 'credit-due',
      label: 'credit-due',
    },
    {
      name: 'declined: nothing is owed',
      status: 'D',
      pays: [{ id: 2, methodId: card, amount: 5000, status: 'declined' }],
      due: 0,
      state: 'closed',
      label: 'declined',
    },
    {
      name: 'a refund asked of the processor is pending, not refunded',
      status: 'P',
      pays: paidByCard,
      refunds: [{ paymentId: 2, amount: 500, status: 'pending' }],
      due: 0,
      state: 'settled',
      label: 'paid',
    },
  ])('$name', ({ status, f, pays, refunds, due, state, label }) => {
    const b = invoiceBalance({ status, figures: { ...figures, ...f }, payments: pays, refunds: refunds ?? [] });
    expect(b.due).toBe(due);
    expect(b.state).toBe(state);
    expect(invoiceMoneyLabel(status, b)).toBe(label);
  });

  it('counts only approved payments as paid, and only done refunds of money as refunded', () => {
    const b = invoiceBalance({
      status: 'P',
      figures,
      payments: [
        ...paidByCard,
        { id: 3, methodId: card, amount: 999, status: 'declined' },
        { id: 4, methodId: interac, amount: 5, status: 'canceled' },
      ],
      refunds: [
        { paymentId: 2, amount: 300, status: 'done' },
        { paymentId: 2, amount: 200, status: 'failed' },
        { paymentId: 1, amount: 100, status: 'done' },
      ],
    });
    expect(b).toMatchObject({ paid: price - 2000, refunded: 300, moneyLeft: price - 2000 - 300, centuryDollarsLeft: 1900 });
  });
});

describe('a price below zero (issue 31: billing property seed 441546498)', () => {
  // credits granted after checkout, then a line removed: the §5 total would be negative
  const below: State = {
    status: 'P',
    figures: { ...figures, subTotal: 1_000, tax1: 50, tax2: 100, rebate: 5_000 },
    payments: paidByCard,
    refunds: [],
  };

  it('owes back at most what the customer paid: the credit due is the money held, not more', () => {
    const b = balanceOf(below);
    expect(b.total).toBe(0);
    expect(b.due).toBe(-(price - 2000));
    expect(b.state).toBe('credit-due');
  });

  it('is settled, with nothing due either way, once a full refund gives it all back', () => {
    const after = refund(below, null, 'century-dollars');
    const b = balanceOf(after);
    expect(b.moneyLeft + b.centuryDollarsLeft).toBe(0);
    expect(b.due).toBe(0);
    expect(isFullyRefunded(b)).toBe(true);
  });
});

describe('refunds', () => {
  const paid: State = { status: 'P', figures, payments: paidByCard, refunds: [] };

  it('a partial refund to the card draws from the card, lowers the price by as much, and leaves nothing due', () => {
    const b = balanceOf(paid);
    const plan = planRefund({ status: 'P', balance: b, pools: poolsOf(paid.payments, []), amount: 1345, destination: 'card' });
    expect(plan).toEqual({
      ok: true,
      parts: [{ paymentId: 2, methodId: card, amount: 1345, via: 'processor' }],
      credit: 1345,
      writeOff: 0,
      amount: 1345,
    });
    const after = refund(paid, 1345, 'card');
    expect(balanceOf(after)).toMatchObject({ due: 0, refunded: 1345, total: price - 2000 - 1345, state: 'settled' });
    expect(after.status).toBe('P');
  });

  it('several partial refunds add up; the last one moves P → R and gives the Century Dollars back', () => {
    let s = refund(paid, 5000, 'card');
    s = refund(s, 3000, 'card');
    expect(s.status).toBe('P');
    const left = price - 2000 - 8000;
    expect(
      planRefund({ status: 'P', balance: balanceOf(s), pools: poolsOf(s.payments, s.refunds), amount: left + 1, destination: 'card' }),
    ).toEqual({
      ok: false,
      key: 'refund-too-large',
      max: left,
    });
    s = refund(s, left, 'card');
    // the card's money is all back; the Century Dollars applied still are the order's
    expect(s.status).toBe('P');
    expect(balanceOf(s)).toMatchObject({ moneyLeft: 0, centuryDollarsLeft: 2000, due: 0 });
    s = refund(s, null, 'card');
    expect(s.status).toBe('R');
    expect(balanceOf(s)).toMatchObject({ moneyLeft: 0, centuryDollarsLeft: 0, due: 0, refunded: price - 2000, total: 0 });
    expect(s.figures).toMatchObject({ centuryDollars: 0, rebate: price });
  });

  it('a full refund to the card: the card part to the card, the Century Dollars back to Century Dollars', () => {
    const plan = planRefund({
      status: 'P',
      balance: balanceOf(paid),
      pools: poolsOf(paid.payments, []),
      amount: null,
      destination: 'card',
    });
    expect(plan).toMatchObject({
      ok: true,
      amount: price,
      parts: [
        { paymentId: 2, amount: price - 2000, via: 'processor' },
        { paymentId: 1, amount: 2000, via: 'century-dollars' },
      ],
    });
    expect(refund(paid, null, 'card').status).toBe('R');
  });

  it('a credit due (a line removed after payment) is settled first: no price moves for that part', () => {
    const s: State = { ...paid, figures: { ...figures, subTotal: 9000, tax1: 475, tax2: 948 } };
    const due = balanceOf(s).due;
    expect(due).toBe(-1149);
    expect(creditPart(1149, due)).toBe(0);
    expect(creditPart(2000, due)).toBe(851);
    const after = refund(s, 1149, 'card');
    expect(balanceOf(after)).toMatchObject({ due: 0, state: 'settled' });
    expect(after.figures.rebate).toBe(0);
  });

  it('a credit due refunded to Century Dollars gives back the Century Dollars applied first', () => {
    const s: State = { ...paid, figures: { ...figures, subTotal: 9000, tax1: 475, tax2: 948 } };
    const after = refund(s, 1149, 'century-dollars');
    expect(after.refunds).toEqual([{ paymentId: 1, amount: 1149, status: 'done' }]);
    expect(after.figures.centuryDollars).toBe(2000 - 1149);
    expect(balanceOf(after)).toMatchObject({ due: 0, refunded: 0 });
  });

  it('a full refund writes off a balance never collected, so nothing is owed', () => {
    const s: State = { ...paid, figures: { ...figures, subTotal: 11_000, tax1: 575, tax2: 1147 } };
    expect(balanceOf(s).due).toBe(1150);
    const after = refund(s, null, 'century-dollars');
    expect(after.status).toBe('R');
    expect(balanceOf(after)).toMatchObject({ due: 0, total: 0 });
  });

  it.each<{
    name: string;
    status: InvoiceStatusCd;
    pays: LedgerPayment[];
    amount: number | null;
    destination: RefundDestination;
    key: string;
  }>([
    { name: 'an unpaid invoice', status: 'U', pays: paidByCard, amount: 100, destination: 'card', key: 'error-invoicerefunded' },
    { name: 'a refunded invoice', status: 'R', pays: paidByCard, amount: null, destination: 'card', key: 'error-invoicerefunded' },
    { name: 'nothing left', status: 'P', pays: [], amount: 100, destination: 'card', key: 'refund-nothing-left' },
    {
      name: 'cash cannot go back to a card',
      status: 'P',
      pays: [{ id: 5, methodId: manual, amount: 5000, status: 'approved' }],
      amount: 100,
      destination: 'card',
      key: 'refund-destination-unavailable',
    },
    {
      name: 'a full refund to the card of a cash and card invoice',
      status: 'P',
      pays: [...paidByCard, { id: 5, methodId: manual, amount: 500, status: 'approved' }],
      amount: null,
      destination: 'card',
      key: 'refund-destination-unavailable',
    },
    {
      name: 'Century Dollars are not paid back by hand',
      status: 'P',
      pays: [{ id: 1, methodId: cd, amount: 2000, status: 'approved' }],
      amount: 100,
      destination: 'manual',
      key: 'refund-destination-unavailable',
    },
    { name: 'zero', status: 'P', pays: paidByCard, amount: 0, destination: 'card', key: 'refund-too-large' },
  ])('refused: $name ($key)', ({ status, pays, amount, destination, key }) => {
    const b = invoiceBalance({ status, figures, payments: pays, refunds: [] });
    const plan = planRefund({ status, balance: b, pools: poolsOf(pays, []), amount, destination });
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.key).toBe(key);
  });

  it('property: any sequence of refunds adds up — parts are the amount, no pool overdrawn, due stays 0, a full refund ends R', () => {
    const step = fc.record({
      amount: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null, freq: 4 }),
      destination: fc.constantFrom<RefundDestination>('card', 'century-dollars', 'manual'),
    });
    fc.assert(
      fc.property(
        fc.record({
          cash: fc.integer({ min: 0, max: 3000 }),
          credit: fc.integer({ min: 0, max: 5000 }),
          lines: fc.integer({ min: 1000, max: 50_000 }),
        }),
        fc.array(step, { maxLength: 8 }),
        ({ cash, credit, lines }, steps) => {
          const f: InvoiceFigures = {
            ...figures,
            subTotal: lines,
            tax1: Math.round(lines * 0.05),
            tax2: Math.round(lines * 0.09975),
            centuryDollars: 0,
          };
          const total = invoiceTotalOf(f);
          const cd0 = Math.min(credit, total);
          const cash0 = Math.min(cash, total - cd0);
          const payments: LedgerPayment[] = [
            ...(cd0 > 0 ? [{ id: 1, methodId: cd, amount: cd0, status: 'approved' as const }] : []),
            ...(cash0 > 0 ? [{ id: 2, methodId: manual, amount: cash0, status: 'approved' as const }] : []),
            ...(total - cd0 - cash0 > 0 ? [{ id: 3, methodId: card, amount: total - cd0 - cash0, status: 'approved' as const }] : []),
          ];
          let s: State = { status: 'P', figures: { ...f, centuryDollars: cd0 }, payments, refunds: [] };
          expect(balanceOf(s).due).toBe(0);
          for (const st of steps) {
            const b = balanceOf(s);
            const pools = poolsOf(s.payments, s.refunds);
            const plan = planRefund({ status: s.status, balance: b, pools, amount: st.amount, destination: st.destination });
            if (!plan.ok) continue;
            expect(plan.parts.reduce((a, p) => a + p.amount, 0)).toBe(plan.amount);
            for (const p of plan.parts) expect(p.amount).toBeLessThanOrEqual(pools.find((x) => x.paymentId === p.paymentId)!.left);
            const before = b.paid - b.refunded;
            s = refund(s, st.amount, st.destination);
            const a = balanceOf(s);
            expect(a.due).toBe(0);
            expect(a.total).toBeGreaterThanOrEqual(0);
            expect(before - (a.paid - a.refunded)).toBe(plan.parts.filter((p) => p.methodId !== cd).reduce((x, p) => x + p.amount, 0));
          }
          if (s.status === 'P') s = refund(s, null, 'century-dollars');
          expect(s.status).toBe('R');
          expect(balanceOf(s)).toMatchObject({ due: 0, moneyLeft: 0, centuryDollarsLeft: 0, total: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('mark paid, collect, delete', () => {
  it.each<{ status: InvoiceStatusCd; due: number; total: number; ok: boolean; amount?: number; from?: string }>([
    { status: 'U', due: 1500, total: 1500, ok: true, amount: 1500, from: 'U' },
    { status: 'P', due: 1150, total: 9000, ok: true, amount: 1150, from: 'P' },
    { status: 'P', due: 0, total: 9000, ok: false },
    { status: 'P', due: -500, total: 9000, ok: false },
    { status: 'R', due: 0, total: 0, ok: false },
    { status: 'C', due: 0, total: 1000, ok: false },
    { status: 'D', due: 0, total: 1000, ok: false },
  ])('mark paid from $status with $due due: $ok', ({ status, due, total, ok, amount, from }) => {
    const r = checkMarkPaid(status, { due, total });
    expect(r.ok).toBe(ok);
    if (r.ok) expect(r).toEqual({ ok: true, amount, from });
    else expect(r.key).toBe('error-invoicepaid');
  });

  it('collects only a paid invoice’s balance due', () => {
    expect(checkCollect('P', { due: 1150 })).toEqual({ ok: true, amount: 1150 });
    expect(checkCollect('P', { due: 0 })).toEqual({ ok: false, key: 'nothing-due' });
    expect(checkCollect('U', { due: 1150 })).toEqual({ ok: false, key: 'nothing-due' });
  });

  it.each<{
    status: InvoiceStatusCd;
    held: [number, number];
    settlement: 'refund-card' | 'refund-century-dollars' | 'refund-manual' | 'keep' | null;
    plan: object;
  }>([
    { status: 'U', held: [0, 2000], settlement: null, plan: { ok: true, kind: 'cancel-unpaid' } },
    { status: 'C', held: [0, 0], settlement: null, plan: { ok: true, kind: 'nothing-held' } },
    { status: 'R', held: [0, 0], settlement: 'keep', plan: { ok: true, kind: 'nothing-held' } },
    { status: 'P', held: [10_072, 2000], settlement: null, plan: { ok: false, key: 'settlement-required', held: 12_072 } },
    { status: 'P', held: [10_072, 2000], settlement: 'refund-card', plan: { ok: true, kind: 'refund', destination: 'card' } },
    {
      status: 'P',
      held: [10_072, 0],
      settlement: 'refund-century-dollars',
      plan: { ok: true, kind: 'refund', destination: 'century-dollars' },
    },
    { status: 'P', held: [500, 0], settlement: 'refund-manual', plan: { ok: true, kind: 'refund', destination: 'manual' } },
    { status: 'P', held: [500, 0], settlement: 'keep', plan: { ok: true, kind: 'keep' } },
  ])('delete a $status invoice holding $held with $settlement', ({ status, held, settlement, plan }) => {
    expect(deletionPlan(status, { moneyLeft: held[0], centuryDollarsLeft: held[1] }, settlement)).toEqual(plan);
  });
});

describe('reports', () => {
  it('a payment of the whole price carries the invoice’s taxes, and its refund takes them back', () => {
    const f = { tax1: 525, tax2: 1047, price };
    expect(movementTaxes(price, f)).toEqual({ tax1: 525, tax2: 1047 });
    const cardPart = movementTaxes(price - 2000, f);
    const creditPart_ = movementTaxes(2000, f);
    expect(cardPart.tax1 + creditPart_.tax1).toBe(525);
    expect(cardPart.tax2 + creditPart_.tax2).toBe(1047);
    expect(movementTaxes(100, { tax1: 5, tax2: 10, price: 0 })).toEqual({ tax1: 0, tax2: 0 });
  });

  it('a ledger balances: opening + credits − debits = closing', () => {
    expect(ledgerClosing(10_000, 2500, 4000)).toBe(8500);
  });
});
