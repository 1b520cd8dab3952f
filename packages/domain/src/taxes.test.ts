import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentOf } from './money.js';
import { computeTaxes, GST_PERCENT, isGstReliefDay, QST_PERCENT, taxBase } from './taxes.js';

describe('GST 5 % and QST 9.975 %, half-up on the total', () => {
  it.each([
    { base: 1000, tax1: 50, tax2: 100 }, // QST 99.75
    { base: 100, tax1: 5, tax2: 10 }, // QST 9.975
    { base: 1, tax1: 0, tax2: 0 },
    { base: 10, tax1: 1, tax2: 1 }, // GST 0.5 rounds up
    { base: 2000, tax1: 100, tax2: 200 }, // QST 199.5 rounds up
    { base: 4900, tax1: 245, tax2: 489 }, // QST 488.775
    { base: 1234, tax1: 62, tax2: 123 }, // 61.7 and 123.0915
    { base: 0, tax1: 0, tax2: 0 },
  ])('$base¢ → tax1 $tax1, tax2 $tax2', ({ base, tax1, tax2 }) => {
    expect(computeTaxes({ gst: base, qst: base })).toEqual({ tax1, tax2 });
  });

  it('taxes the total once, not each line', () => {
    // three 10¢ lines: per line GST would be 1+1+1 = 3; on the 30¢ total it is 1.5 → 2
    expect(computeTaxes({ gst: 30, qst: 30 }).tax1).toBe(2);
  });

  it('each tax line is its rate of its base, within half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (base) => {
        const { tax1, tax2 } = computeTaxes({ gst: base, qst: base });
        expect(Math.abs(tax1 - (base * GST_PERCENT) / 100)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(tax2 - (base * QST_PERCENT) / 100)).toBeLessThanOrEqual(0.5);
        expect(tax1).toBe(percentOf(base, 5));
        expect(tax2).toBe(percentOf(base, 9.975));
      }),
    );
  });
});

describe('tax base', () => {
  it.each([
    {
      name: 'plain',
      input: { taxableGoods: 2000, gstRelievedGoods: 0, taxableDiscount: 0, deliveryFees: 500 },
      out: { gst: 2500, qst: 2500 },
    },
    {
      name: 'discount lowers both',
      input: { taxableGoods: 2000, gstRelievedGoods: 0, taxableDiscount: 240, deliveryFees: 0 },
      out: { gst: 1760, qst: 1760 },
    },
    {
      name: 'relieved goods carry no GST',
      input: { taxableGoods: 2000, gstRelievedGoods: 2000, taxableDiscount: 0, deliveryFees: 500 },
      out: { gst: 500, qst: 2500 },
    },
    {
      name: 'discount shared in proportion',
      input: { taxableGoods: 2000, gstRelievedGoods: 1000, taxableDiscount: 400, deliveryFees: 0 },
      out: { gst: 800, qst: 1600 },
    },
    {
      name: 'discount above goods',
      input: { taxableGoods: 100, gstRelievedGoods: 0, taxableDiscount: 400, deliveryFees: 0 },
      out: { gst: 0, qst: 0 },
    },
  ])('$name', ({ input, out }) => {
    expect(taxBase(input)).toEqual(out);
  });

  it('never negative and GST base never above QST base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 10_000 }), (goods, r, d, fees) => {
        const b = taxBase({ taxableGoods: goods, gstRelievedGoods: r % (goods + 1), taxableDiscount: d % (goods + 1), deliveryFees: fees });
        expect(b.gst).toBeGreaterThanOrEqual(0);
        expect(b.gst).toBeLessThanOrEqual(b.qst);
      }),
    );
  });
});

describe('GST relief periods', () => {
  it.each([
    { day: '2024-12-13', relief: false },
    { day: '2024-12-14', relief: true },
    { day: '2025-02-15', relief: true },
    { day: '2025-02-16', relief: false },
    { day: '2026-05-15', relief: false },
  ])('$day: $relief', ({ day, relief }) => {
    expect(isGstReliefDay(day)).toBe(relief);
  });
});
