// Automatic meal-delivery promotions (customer-side §9, ADR 023):
// 12 % off the family packs when the cart holds 5 family packs or more;
// 11 % off the hot meals when the cart holds 10 meals or more (a family pack counts as 4 meals, a
// half portion as half a meal: ADR 191). Which lines count and get each is the eligibility table's
// (ADR 190). A line gets at most one promotion: the larger rate. The Facebook-share reward, 25 % off the
// next order, is a one-use promo code (see `facebookSharePromoCode`).
import { percentOf, type Cents } from './money.js';
import { unitsPerItem } from './inventory.js';
import { mayApply } from './money-eligibility.js';
import type { PromoCode } from './promo-code.js';
import type { CartItemKind, InvoiceStatusCd, ProductTypeCd } from './vocabulary.js';

export interface PromotionRules {
  /** percent off the family packs once the cart holds `minQuantity` of them; null when off */
  familyPacks: { minQuantity: number; percent: number } | null;
  /** percent off the hot meals once the cart holds `minQuantity` meals; null when off */
  meals: { minQuantity: number; percent: number } | null;
}

/** The spec's promotions (customer-side §9); a store may pass its own configured rules. */
export const MEAL_DELIVERY_PROMOTIONS: PromotionRules = {
  familyPacks: { minQuantity: 5, percent: 12 },
  meals: { minQuantity: 10, percent: 11 },
};
export const FACEBOOK_SHARE_PERCENT = 25;

/** The automatic promotions a priced cart names in `applied`. */
export const PROMOTION_KEYS = ['family-packs', 'meals'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

export interface PromotionLine {
  productType: ProductTypeCd;
  kind: CartItemKind;
  quantity: number;
  /** false: half portions, each half a meal (ADR 191) */
  fullPortion?: boolean;
  /** the line's goods: unit price and extra charges times quantity */
  amount: Cents;
  taxable: boolean;
}

export interface PromotionResult {
  discount: Cents;
  /** the part of `discount` taken off taxable lines */
  taxableDiscount: Cents;
  applied: PromotionKey[];
}

export const NO_PROMOTION: PromotionResult = { discount: 0, taxableDiscount: 0, applied: [] };

const isMeal = (l: PromotionLine): boolean => mayApply(l.productType, 'mealsPromotion');
const isFamilyPack = (l: PromotionLine): boolean => l.kind === 'familyPack' && mayApply(l.productType, 'familyPackPromotion');
/** Half meals a line counts for: a half portion is half a meal (ADR 191), a family pack 4 meals. */
const halfMeals = (l: PromotionLine): number =>
  l.quantity * unitsPerItem(l.kind) * (l.fullPortion === false && l.kind !== 'familyPack' ? 1 : 2);

/** Promotions on the meal-delivery lines of a cart (the monday..sunday groups). */
export function computePromotion(lines: readonly PromotionLine[], rules: PromotionRules = MEAL_DELIVERY_PROMOTIONS): PromotionResult {
  const familyPacks = lines.filter(isFamilyPack).reduce((n, l) => n + l.quantity, 0);
  const meals = lines.filter(isMeal).reduce((n, l) => n + halfMeals(l), 0);
  const packs = rules.familyPacks && familyPacks >= rules.familyPacks.minQuantity ? rules.familyPacks : null;
  const mealsRule = rules.meals && meals >= 2 * rules.meals.minQuantity ? rules.meals : null;

  // The larger rate wins on a line that qualifies for both.
  const rateOf = (l: PromotionLine): { percent: number; key: PromotionKey } | null => {
    const candidates: { percent: number; key: PromotionKey }[] = [];
    if (packs && isFamilyPack(l)) candidates.push({ percent: packs.percent, key: 'family-packs' });
    if (mealsRule && isMeal(l)) candidates.push({ percent: mealsRule.percent, key: 'meals' });
    return candidates.sort((a, b) => b.percent - a.percent)[0] ?? null;
  };

  // Sum the lines of each rate and taxability first, then round once per sum.
  const buckets = new Map<string, { percent: number; taxable: boolean; amount: Cents }>();
  const applied = new Set<PromotionKey>();
  for (const line of lines) {
    const rate = rateOf(line);
    if (!rate || line.amount <= 0) continue;
    applied.add(rate.key);
    const id = `${rate.percent}/${line.taxable}`;
    const bucket = buckets.get(id) ?? { percent: rate.percent, taxable: line.taxable, amount: 0 };
    bucket.amount += line.amount;
    buckets.set(id, bucket);
  }
  let discount = 0;
  let taxableDiscount = 0;
  for (const b of buckets.values()) {
    const d = percentOf(b.amount, b.percent);
    discount += d;
    if (b.taxable) taxableDiscount += d;
  }
  return { discount, taxableDiscount, applied: [...applied].sort() };
}

/**
 * Whether sharing an order earns the Facebook-share reward (issue 9): a paid order only. An unpaid
 * one (Interac Online not completed yet) earns it once paid; a declined, canceled or refunded one
 * never.
 */
export function earnsShareReward(status: InvoiceStatusCd | string): boolean {
  return status === 'P';
}

/** The reward for sharing an order on Facebook: a one-use 25 % code for the next order, any store. */
export function facebookSharePromoCode(code: string): PromoCode {
  return {
    code,
    kind: 'share',
    type: 'percent',
    amount: FACEBOOK_SHARE_PERCENT,
    valid: true,
    expired: false,
    status: 'V',
    minimumAmountRequired: 0,
    maxedOut: false,
    storeSource: null,
    maxUses: 1,
  };
}
