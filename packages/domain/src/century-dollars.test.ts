import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applicableCenturyDollars,
  centuryDollarBalance,
  centuryDollarReason,
  checkCenturyDollarTransaction,
  type CenturyDollarsRequest,
} from './century-dollars.js';

describe('Century Dollars applied to an order', () => {
  it.each<{ name: string; r: CenturyDollarsRequest; out: number }>([
    { name: 'not in edit mode', r: { editMode: false, requested: 1000, balance: 5000, total: 3000 }, out: 0 },
    { name: 'no balance', r: { editMode: true, requested: 1000, balance: 0, total: 3000 }, out: 0 },
    { name: 'negative balance', r: { editMode: true, requested: 1000, balance: -500, total: 3000 }, out: 0 },
    { name: 'as requested', r: { editMode: true, requested: 1000, balance: 5000, total: 3000 }, out: 1000 },
    { name: 'capped to the balance', r: { editMode: true, requested: 6000, balance: 5000, total: 9000 }, out: 5000 },
    { name: 'capped to the total', r: { editMode: true, requested: 6000, balance: 10000, total: 3449 }, out: 3449 },
    {
      name: 'a fraction of a cent in the balance is dropped',
      r: { editMode: true, requested: 9999, balance: 1234.9, total: 9000 },
      out: 1234,
    },
    { name: 'negative request', r: { editMode: true, requested: -200, balance: 5000, total: 3000 }, out: 0 },
  ])('$name → $out', ({ r, out }) => {
    expect(applicableCenturyDollars(r)).toBe(out);
  });

  it('never above the balance, the total or the request; never negative', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: -1000, max: 100_000 }),
        fc.integer({ min: -10_000, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (editMode, requested, balance, total) => {
          const applied = applicableCenturyDollars({ editMode, requested, balance, total });
          expect(applied).toBeGreaterThanOrEqual(0);
          expect(applied).toBeLessThanOrEqual(total);
          expect(applied).toBeLessThanOrEqual(Math.max(0, requested));
          expect(applied).toBeLessThanOrEqual(Math.max(0, balance));
        },
      ),
    );
  });
});

describe('Century Dollar transactions', () => {
  it('credits (C) add, anything else subtracts', () => {
    expect(
      centuryDollarBalance([
        { type: 'C', amount: 2500 },
        { type: 'C', amount: 5000 },
        { type: 'D', amount: 1200 },
      ]),
    ).toBe(6300);
  });

  it.each([
    { t: { type: 'C', amount: 2500 }, out: 'ok' },
    { t: { type: 'C', amount: 0 }, out: 'invalid-amount' },
    { t: { type: 'D', amount: 12.5 }, out: 'invalid-amount' },
    { t: { type: 'C', amount: 1000, methodCd: 'MA' }, out: 'missing-staff-user' },
    { t: { type: 'C', amount: 1000, methodCd: 'MA', staffUserId: 3 }, out: 'ok' },
  ])('$t → $out', ({ t, out }) => {
    expect(checkCenturyDollarTransaction(t)).toBe(out);
  });
});

describe('centuryDollarReason (ADR 200: notes are codes the reader translates)', () => {
  it.each([
    // what the system writes now
    [{ methodCd: 'GC', note: 'gift-card', invoiceId: null }, 'gift-card'],
    [{ methodCd: 'RE', note: 'referral-welcome', invoiceId: null }, 'referral-welcome'],
    [{ methodCd: 'RE', note: 'referral-friend-order', invoiceId: 12 }, 'referral-friend-order'],
    [{ methodCd: 'RF', note: 'payment-declined', invoiceId: 12 }, 'payment-declined'],
    [{ methodCd: 'RF', note: 'payment-failed', invoiceId: 12 }, 'payment-failed'],
    // English notes written before: read as their code, never shown as text
    [{ methodCd: 'GC', note: 'Gift card MIJ-4K7Q-2ZP9', invoiceId: null }, 'gift-card'],
    [{ methodCd: 'RE', note: 'Referral: welcome credit', invoiceId: null }, 'referral-welcome'],
    [{ methodCd: 'RE', note: 'Referral: first order #41 of a referred friend', invoiceId: 41 }, 'referral-friend-order'],
    [{ methodCd: 'RF', note: 'payment declined', invoiceId: 41 }, 'payment-declined'],
    [{ methodCd: 'RF', note: 'payment processing failed', invoiceId: 41 }, 'payment-failed'],
    [{ methodCd: 'RF', note: 'recording failed after the charge', invoiceId: 41 }, 'payment-failed'],
    // no note or an unknown text: the method decides, or nothing is shown but the method
    [{ methodCd: 'GC', note: null, invoiceId: null }, 'gift-card'],
    [{ methodCd: 'RE', note: 'something else', invoiceId: 7 }, 'referral-friend-order'],
    [{ methodCd: 'OR', note: null, invoiceId: 7 }, null],
    [{ methodCd: 'RF', note: 'Some English text', invoiceId: 7 }, null],
    // a manual transaction's note is the staff's own words
    [{ methodCd: 'MA', note: 'payment declined', invoiceId: null }, null],
  ] as const)('%o → %s', (row, reason) => {
    expect(centuryDollarReason(row)).toBe(reason);
  });
});
