import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyInvoiceAction,
  checkInvoiceCartItem,
  INVOICE_STATUS_NOTES,
  INVOICE_STATUS_REASONS,
  invoiceStatusLabel,
  invoiceStatusReason,
  invoiceTotal,
  matchesStatusFilter,
  type InvoiceAmounts,
} from './invoice.js';
import type { InvoiceStatusCd } from './vocabulary.js';

const zero: InvoiceAmounts = {
  cartDetails: [],
  tip: 0,
  tax1: 0,
  tax2: 0,
  deliveryCharge: 0,
  fuelSurcharge: 0,
  extraCharge: 0,
  subsidizedAmount: 0,
  rebate: 0,
  payments: [],
};

describe('invoice total', () => {
  it.each<{ name: string; inv: Partial<InvoiceAmounts>; total: number }>([
    {
      name: 'items + tip + taxes + delivery + fuel + extra − subsidised − rebate − Century Dollars',
      inv: {
        cartDetails: [{ amount: 1000, quantity: 2, addons: [{ price: 100 }] }],
        tip: 300,
        tax1: 110,
        tax2: 219,
        deliveryCharge: 500,
        fuelSurcharge: 100,
        extraCharge: 50,
        subsidizedAmount: 1000,
        rebate: 200,
        payments: [
          { paymentMethodId: 2, amount: 500 },
          { paymentMethodId: 1, amount: 2000 },
        ],
      },
      total: 1779,
    },
    {
      name: 'card payments do not lower the total',
      inv: { cartDetails: [{ amount: 1000, quantity: 1 }], payments: [{ paymentMethodId: 1, amount: 1000 }] },
      total: 1000,
    },
    { name: 'floored at 0', inv: { cartDetails: [{ amount: 1000, quantity: 1 }], subsidizedAmount: 800, rebate: 500 }, total: 0 },
    { name: 'empty', inv: {}, total: 0 },
  ])('$name → $total', ({ inv, total }) => {
    expect(invoiceTotal({ ...zero, ...inv })).toBe(total);
  });

  it('is never negative', () => {
    const n = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: n, quantity: fc.integer({ min: 0, max: 10 }) }), { maxLength: 5 }),
        n,
        n,
        n,
        n,
        (cartDetails, tip, subsidizedAmount, rebate, cd) => {
          const total = invoiceTotal({
            ...zero,
            cartDetails,
            tip,
            subsidizedAmount,
            rebate,
            payments: [{ paymentMethodId: 2, amount: cd }],
          });
          expect(total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('invoice status', () => {
  it.each<{ status: InvoiceStatusCd; action: 'pay' | 'refund' | 'delete'; result: Record<string, unknown> }>([
    { status: 'U', action: 'pay', result: { ok: true, status: 'P', key: 'invoice-paid' } },
    { status: 'P', action: 'pay', result: { ok: false, key: 'error-invoicepaid' } },
    { status: 'C', action: 'pay', result: { ok: false, key: 'error-invoicepaid' } },
    { status: 'P', action: 'refund', result: { ok: true, status: 'R', key: 'invoice-refunded' } },
    { status: 'U', action: 'refund', result: { ok: false, key: 'error-invoicerefunded' } },
    { status: 'R', action: 'refund', result: { ok: false, key: 'error-invoicerefunded' } },
    { status: 'D', action: 'delete', result: { ok: true, status: 'deleted', key: 'invoice-deleted' } },
    { status: 'P', action: 'delete', result: { ok: true, status: 'deleted', key: 'invoice-deleted' } },
  ])('$status $action → $result', ({ status, action, result }) => {
    expect(applyInvoiceAction(status, action)).toEqual(result);
  });

  it.each<{ status: InvoiceStatusCd; label: string }>([
    { status: 'P', label: 'paid' },
    { status: 'U', label: 'unpaid' },
    { status: 'C', label: 'canceled' },
    { status: 'E', label: 'canceled' },
    { status: 'D', label: 'declined' },
    { status: 'R', label: 'refunded' },
  ])('$status is $label', ({ status, label }) => {
    expect(invoiceStatusLabel(status)).toBe(label);
  });

  it('E counts as C in the status filter', () => {
    expect(matchesStatusFilter('E')).toBe(true);
    expect(matchesStatusFilter('E', ['C'])).toBe(true);
    expect(matchesStatusFilter('C', ['E'])).toBe(true);
    expect(matchesStatusFilter('P', ['U'])).toBe(false);
  });
});

describe('invoice cart item', () => {
  it.each([
    { item: { productId: 3, requiredBy: '2026-05-15' }, out: 'ok' },
    { item: { customTitle: 'Birthday cake', requiredBy: '2026-05-15' }, out: 'ok' },
    { item: { customTitle: '  ', requiredBy: '2026-05-15' }, out: 'item-misssing-product' },
    { item: { productId: 0, requiredBy: '2026-05-15' }, out: 'item-misssing-product' },
    { item: { productId: 3 }, out: 'item-misssing-required-by' },
  ])('$item → $out', ({ item, out }) => {
    expect(checkInvoiceCartItem(item)).toBe(out);
  });
});

describe('invoiceStatusReason', () => {
  it('gives each note the code writes its code back, whatever its case and spaces', () => {
    for (const code of INVOICE_STATUS_REASONS) expect(invoiceStatusReason(INVOICE_STATUS_NOTES[code])).toBe(code);
    expect(invoiceStatusReason('  Payment Declined ')).toBe('payment-declined');
  });
  it('has no code for another text, nor for none', () => {
    expect(invoiceStatusReason('called the customer')).toBeNull();
    expect(invoiceStatusReason(null)).toBeNull();
  });
});
