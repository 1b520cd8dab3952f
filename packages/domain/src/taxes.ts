// Quebec sales taxes: GST 5 % (tax1) and QST 9.975 % (tax2), each computed once on the taxable
// total and rounded half-up to the cent (ADR 020). QST is not compounded on GST.
// Products flagged AllowGstTaxRebate are relieved of GST, not QST, while a GST relief period
// is in effect (ADR 021).
import { mulDivHalfUp, percentOf, type Cents } from './money.js';
import type { IsoDate } from './dates.js';

export const GST_PERCENT = 5;
export const QST_PERCENT = 9.975;

/** Periods (inclusive, Toronto dates of the order) in which GST-relief-eligible items carry no GST. */
export const GST_RELIEF_PERIODS: readonly { from: IsoDate; to: IsoDate }[] = [
  { from: '2024-12-14', to: '2025-02-15' }, // federal GST/HST holiday on prepared food and meals
];

export function isGstReliefDay(day: IsoDate, periods = GST_RELIEF_PERIODS): boolean {
  return periods.some((p) => p.from <= day && day <= p.to);
}

/** What each tax is computed on. */
export interface TaxBase {
  gst: Cents;
  qst: Cents;
}

export interface Taxes {
  tax1: Cents;
  tax2: Cents;
}

export function computeTaxes(base: TaxBase): Taxes {
  return { tax1: percentOf(Math.max(0, base.gst), GST_PERCENT), tax2: percentOf(Math.max(0, base.qst), QST_PERCENT) };
}

export interface TaxBaseInput {
  /** taxable goods (items and their extra charges) before discounts */
  taxableGoods: Cents;
  /** the part of `taxableGoods` relieved of GST (zero outside a relief period) */
  gstRelievedGoods: Cents;
  /** discounts that reduce the taxable goods (promotion and promo code, taxable parts) */
  taxableDiscount: Cents;
  /** delivery fees, taxable under both taxes */
  deliveryFees: Cents;
}

/**
 * The two tax bases. Discounts reduce the GST-relieved part of the goods in proportion to its
 * share of the taxable goods.
 */
export function taxBase(input: TaxBaseInput): TaxBase {
  const net = Math.max(0, input.taxableGoods - input.taxableDiscount);
  const relieved = input.taxableGoods > 0 ? mulDivHalfUp(input.gstRelievedGoods, net, input.taxableGoods) : 0;
  return { gst: net - relieved + input.deliveryFees, qst: net + input.deliveryFees };
}
