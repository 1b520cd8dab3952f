// Automatic meal-delivery promotions (customer-side §9, ADR 023):
// 12 % off the family packs when the cart holds 5 family packs or more;
// 11 % off the hot meals when the cart holds 10 meals or more (a family pack counts as 4 meals).
// A line gets at most one promotion: the larger rate. The Facebook-share reward, 25 % off the
// next order, is a one-use promo code (see `facebookSharePromoCode`).
import { percentOf, type Cents } from './money.js';
import { unitsPerItem } from './inventory.js';
import type { PromoCode } from './promo-code.js';
import { HOT_MEAL_TYPES, type CartItemKind, type ProductTypeCd } from './vocabulary.js';

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

const isHotMeal = (t: ProductTypeCd): boolean => HOT_MEAL_TYPES.includes(t);

/** Promotions on the meal-delivery lines of a cart (the monday..sunday groups). */
export function computePromotion(lines: readonly PromotionLine[], rules: PromotionRules = MEAL_DELIVERY_PROMOTIONS): PromotionResult {
  const familyPacks = lines.filter((l) => l.kind === 'familyPack').reduce((n, l) => n + l.quantity, 0);
  const meals = lines.filter((l) => isHotMeal(l.productType)).reduce((n, l) => n + l.quantity * unitsPerItem(l.kind), 0);
  const packs = rules.familyPacks && familyPacks >= rules.familyPacks.minQuantity ? rules.familyPacks : null;
  const mealsRule = rules.meals && meals >= rules.meals.minQuantity ? rules.meals : null;

  // The larger rate wins on a line that qualifies for both.
  const rateOf = (l: PromotionLine): { percent: number; key: PromotionKey } | null => {
    const candidates: { percent: number; key: PromotionKey }[] = [];
    if (packs && l.kind === 'familyPack') candidates.push({ percent: packs.percent, key: 'family-packs' });
    if (mealsRule && isHotMeal(l.productType)) candidates.push({ percent: mealsRule.percent, key: 'meals' });
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

/** The reward for sharing an order on Facebook: a one-use 25 % code for the next order, any store. */
export function facebookSharePromoCode(code: string): PromoCode {
  return {
    code,
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
