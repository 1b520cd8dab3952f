// What each discount, promotion and credit may pay for, per product type (ADR 190). One table, read
// by the cart totals (the priced cart, the order) and by the order's e-mail: a rule that asks "does
// this reduce what this line costs?" asks here, never a list of its own.
//
// Gift cards (GC) take none of them: a gift card becomes Century Dollars once applied (ADR 029), so
// a card bought at a discount, or paid with Century Dollars or another card, turns a promotion,
// a referral credit or a subsidy into money anyone can spend — a laundering path. A gift card is
// paid in full by card or Interac Online. Every other type takes every rule its own conditions
// allow (the meals promotion counts hot meals only, customer-side §9; back-office §3).
import { HOT_MEAL_TYPES, PRODUCT_TYPES, type ProductTypeCd } from './vocabulary.js';

export const MONEY_RULES = [
  /** a promo code's discount (customer-side §4, §5) */
  'promoCode',
  /** the 25 % code a Facebook share earns (customer-side §9): a promo code the system issued */
  'shareCode',
  /** 11 % off once the cart holds 10 meals: the lines that count and get it (customer-side §9) */
  'mealsPromotion',
  /** 12 % off once the cart holds 5 family packs: the lines that count and get it */
  'familyPackPromotion',
  /** Century Dollars paying for the line (customer-side §5) */
  'centuryDollars',
  /** a gift card paying for the line: applied cards become Century Dollars (ADR 029) */
  'giftCardRedemption',
  /** the employer's subsidy (customer-side §9, ADR 028) */
  'subsidy',
  /** the line's goods count towards a day's free-delivery minimum, $49 (ADR 024) */
  'freeDeliveryThreshold',
] as const;
export type MoneyRule = (typeof MONEY_RULES)[number];

export type MoneyRules = Readonly<Record<MoneyRule, boolean>>;

const every = (allowed: boolean): Record<MoneyRule, boolean> =>
  Object.fromEntries(MONEY_RULES.map((r) => [r, allowed])) as Record<MoneyRule, boolean>;

/** Types that take no discount, promotion, subsidy or credit at all. */
export const FULL_PRICE_TYPES: readonly ProductTypeCd[] = ['GC'];

function rulesOf(type: ProductTypeCd): MoneyRules {
  if (FULL_PRICE_TYPES.includes(type)) return every(false);
  return { ...every(true), mealsPromotion: HOT_MEAL_TYPES.includes(type) };
}

/** The whole table, one row per product type (ADR 190). */
export const MONEY_ELIGIBILITY: Readonly<Record<ProductTypeCd, MoneyRules>> = Object.fromEntries(
  PRODUCT_TYPES.map((t) => [t, rulesOf(t)]),
) as Record<ProductTypeCd, MoneyRules>;

/**
 * Whether `rule` may reduce what a line of `type` costs. An unknown type (a code the table does
 * not list) takes nothing: full price is the safe answer.
 */
export function mayApply(type: ProductTypeCd | string, rule: MoneyRule): boolean {
  return (MONEY_ELIGIBILITY as Record<string, MoneyRules | undefined>)[type]?.[rule] ?? false;
}

/** The rule a promo code falls under: the share reward is a code of its own kind. */
export function promoCodeRule(code: { kind?: 'promo' | 'share' | undefined } | null | undefined): 'promoCode' | 'shareCode' {
  return code?.kind === 'share' ? 'shareCode' : 'promoCode';
}

/** Whether a line of this type takes no discount, promotion, subsidy or credit at all (a gift card). */
export function isFullPriceOnly(type: ProductTypeCd | string): boolean {
  return MONEY_RULES.every((r) => !mayApply(type, r));
}
