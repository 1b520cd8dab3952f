// Cart totals: every line of the spec's cart (customer-side §3), computed the same way by the API
// at order time and by the web app on screen. Order of operations (ADR 022):
//   goods = subTotal + extraCharges
//   − promotion (automatic)            price reduction, lowers the tax base
//   − subsidized                       paid by the employer, does not lower the tax base
//   − promo code (capped at what is left of the goods)  price reduction, lowers the tax base
//   + delivery fees (taxable) + tax1 + tax2 + tip = totalWithTaxes
//   − Century Dollars (a payment, capped at the total) = amountDue
// Each discount, promotion and credit reaches only the lines whose product type it may apply to
// (the eligibility table, ADR 190): a gift card is paid in full, by card or Interac Online.
import { mulDivHalfUp, type Cents } from './money.js';
import { applicableCenturyDollars } from './century-dollars.js';
import { deliveryFeesByGroup, type GroupGoods } from './delivery-fees.js';
import { unitsPerItem } from './inventory.js';
import { mayApply, promoCodeRule } from './money-eligibility.js';
import { evaluatePromoCode, type PromoCode } from './promo-code.js';
import { giftCardNeeds } from './gift-card.js';
import { computePromotion, type PromotionLine, type PromotionResult, type PromotionRules } from './promotions.js';
import { computeSubsidy, spreadOverLines, type Subsidy } from './subsidy.js';
import { computeTaxes, taxBase } from './taxes.js';
import {
  CART_GROUP_KEYS,
  WEEKDAYS,
  type CartGroupKey,
  type CartItemKind,
  type CheckoutProcedure,
  type ProductTypeCd,
  type PromoCodeResultKey,
  type StoreKind,
  type Weekday,
} from './vocabulary.js';

export interface CartItemInput {
  productId: number;
  productType: ProductTypeCd;
  kind: CartItemKind;
  quantity: number;
  /** false: half portions (ADR 191); priced already in `unitPrice`, counted as half a meal */
  fullPortion?: boolean;
  /** price of one item of this kind and portion (see `unitPrice` in item-pricing) */
  unitPrice: Cents;
  /** paid customisations, per item */
  extraCharge?: Cents;
  taxable: boolean;
  allowGstTaxRebate: boolean;
}

export type CartGroups = Partial<Record<CartGroupKey, readonly CartItemInput[]>>;

export interface CartInput {
  groups: CartGroups;
  checkoutProcedure: CheckoutProcedure;
  tipAmount: Cents;
  homeDeliveryFees: Cents;
  cateringDeliveryFees: Cents;
  /** the bistro zone's delivery fee (restaurant group, ADR 231) */
  restaurantDeliveryFees?: Cents;
  minAmountPerDayForFreeDelivery?: Cents;
  isDeliveryWaived: boolean;
  promoCode: PromoCode | null;
  centuryDollars: { editMode: boolean; requested: Cents };
}

export interface CartContext {
  store: StoreKind;
  isMaster: boolean;
  /** the account's Century Dollar balance, cents */
  centuryDollarBalance: Cents;
  /** a GST relief period is in effect for this order (see `isGstReliefDay`) */
  gstRelief: boolean;
  /** the automatic promotions; the spec's by default */
  promotions?: PromotionRules;
  subsidy?: {
    rules: Subsidy;
    /** what is left of each day's allowance */
    remainingByDay?: Partial<Record<Weekday, Cents>>;
    /** how many subsidised items are left of each day's count cap (the day's earlier orders took the rest) */
    countRemainingByDay?: Partial<Record<Weekday, number>>;
    /** the weekday the restaurant group is for, when it is subsidised */
    restaurantDay?: Weekday;
  } | null;
}

export interface CartGroupTotals {
  key: CartGroupKey;
  /** inventory units (a family pack is 4) */
  units: number;
  subTotal: Cents;
  extraCharges: Cents;
  subsidized: Cents;
  deliveryFee: Cents;
}

export interface CartTotals {
  groups: CartGroupTotals[];
  subTotal: Cents;
  extraCharges: Cents;
  subsidized: Cents;
  /**
   * What the employer pays for each line, by group, in the order of `cart.groups[key]` (groups
   * without a subsidised day are absent); each group's lines add up to its `subsidized`.
   */
  subsidizedByLine: Partial<Record<CartGroupKey, Cents[]>>;
  promotion: PromotionResult;
  promoCode: { code: string; key: PromoCodeResultKey; discount: Cents } | null;
  tip: Cents;
  deliveryFees: Cents;
  /**
   * The delivery days that pay the area's home-delivery fee, whatever the area: known before the
   * postal code is, so a visitor sees the fee rule before the total includes it (issue 11).
   */
  feeDays: CartGroupKey[];
  tax1: Cents;
  tax2: Cents;
  /** what the discounts (promotion and promo code) took off the taxable goods: the invoice keeps it to price an edit of its lines the same way (ADR 366) */
  taxableDiscount: Cents;
  /** what the order costs, taxes included */
  totalWithTaxes: Cents;
  centuryDollars: Cents;
  /** what is left to pay by card: totalWithTaxes − centuryDollars */
  amountDue: Cents;
}

function checkItem(item: CartItemInput): void {
  const ok =
    Number.isSafeInteger(item.quantity) &&
    item.quantity >= 0 &&
    Number.isSafeInteger(item.unitPrice) &&
    item.unitPrice >= 0 &&
    Number.isSafeInteger(item.extraCharge ?? 0) &&
    (item.extraCharge ?? 0) >= 0;
  if (!ok) throw new RangeError(`invalid cart item for product ${item.productId}`);
}

const lineGoods = (i: CartItemInput): Cents => (i.unitPrice + (i.extraCharge ?? 0)) * i.quantity;

export function computeCartTotals(cart: CartInput, ctx: CartContext): CartTotals {
  const groups: CartGroupTotals[] = [];
  const goodsByGroup: GroupGoods = {};
  let taxableGoods = 0;
  let gstRelievedGoods = 0;
  const promotionLines: PromotionLine[] = [];
  const codeRule = promoCodeRule(cart.promoCode);
  // what the promo code may reduce (ADR 190)
  const forCode = { subTotal: 0, goods: 0, taxableGoods: 0 };
  // what Century Dollars may not pay for (ADR 190): those lines, and their taxes, are paid in full
  const noCredit = { goods: 0, taxableGoods: 0, gstRelievedGoods: 0 };

  for (const key of CART_GROUP_KEYS) {
    const all = cart.groups[key] ?? [];
    all.forEach(checkItem);
    const items = all.filter((i) => i.quantity > 0);
    if (items.length === 0) continue;
    const g: CartGroupTotals = { key, units: 0, subTotal: 0, extraCharges: 0, subsidized: 0, deliveryFee: 0 };
    let thresholdGoods = 0;
    for (const i of items) {
      const goods = lineGoods(i);
      const relieved = i.taxable && i.allowGstTaxRebate && ctx.gstRelief;
      g.units += i.quantity * unitsPerItem(i.kind);
      g.subTotal += i.unitPrice * i.quantity;
      g.extraCharges += (i.extraCharge ?? 0) * i.quantity;
      if (i.taxable) taxableGoods += goods;
      if (relieved) gstRelievedGoods += goods;
      if (mayApply(i.productType, 'freeDeliveryThreshold')) thresholdGoods += goods;
      if (mayApply(i.productType, codeRule)) {
        forCode.subTotal += i.unitPrice * i.quantity;
        forCode.goods += goods;
        if (i.taxable) forCode.taxableGoods += goods;
      }
      if (!mayApply(i.productType, 'centuryDollars') || !mayApply(i.productType, 'giftCardRedemption')) {
        noCredit.goods += goods;
        if (i.taxable) noCredit.taxableGoods += goods;
        if (relieved) noCredit.gstRelievedGoods += goods;
      }
      if ((WEEKDAYS as readonly string[]).includes(key)) {
        promotionLines.push({
          productType: i.productType,
          kind: i.kind,
          quantity: i.quantity,
          amount: goods,
          taxable: i.taxable,
          fullPortion: i.fullPortion ?? true,
        });
      }
    }
    goodsByGroup[key] = thresholdGoods;
    groups.push(g);
  }

  const subTotal = groups.reduce((s, g) => s + g.subTotal, 0);
  const extraCharges = groups.reduce((s, g) => s + g.extraCharges, 0);
  const goods = subTotal + extraCharges;

  const promotion = computePromotion(promotionLines, ctx.promotions);
  const subsidizedByLine: Partial<Record<CartGroupKey, Cents[]>> = {};
  const subsidized = applySubsidy(cart, ctx, groups, goods - promotion.discount, subsidizedByLine);

  let promoCode: CartTotals['promoCode'] = null;
  let promoCodeTaxable = 0;
  if (cart.promoCode) {
    // A code pays only for the goods it may reduce: what is left of them after the promotion and
    // the subsidy (taken whole: on the safe side when those reached other lines too).
    const goodsDue = Math.max(0, forCode.goods - promotion.discount - subsidized);
    const r = evaluatePromoCode(cart.promoCode, {
      subTotal: forCode.subTotal,
      store: ctx.store,
      amountDue: goodsDue,
      nothingApplicable: goods > 0 && forCode.goods === 0,
    });
    promoCode = { code: cart.promoCode.code, ...r };
    const net = forCode.goods - promotion.discount;
    const taxableNet = Math.max(0, forCode.taxableGoods - promotion.taxableDiscount);
    promoCodeTaxable = net > 0 ? Math.min(r.discount, mulDivHalfUp(r.discount, Math.min(taxableNet, net), net)) : 0;
  }

  const fees = deliveryFeesByGroup(goodsByGroup, {
    procedure: cart.checkoutProcedure,
    homeDeliveryFees: cart.homeDeliveryFees,
    cateringDeliveryFees: cart.cateringDeliveryFees,
    restaurantDeliveryFees: cart.restaurantDeliveryFees ?? 0,
    minAmountPerDayForFreeDelivery: cart.minAmountPerDayForFreeDelivery,
    isDeliveryWaived: cart.isDeliveryWaived,
    isMaster: ctx.isMaster,
  });
  for (const g of groups) g.deliveryFee = fees[g.key] ?? 0;
  const deliveryFees = groups.reduce((s, g) => s + g.deliveryFee, 0);
  const anyAreaFees = deliveryFeesByGroup(goodsByGroup, {
    procedure: cart.checkoutProcedure,
    homeDeliveryFees: 1,
    cateringDeliveryFees: 0,
    minAmountPerDayForFreeDelivery: cart.minAmountPerDayForFreeDelivery,
    isDeliveryWaived: cart.isDeliveryWaived,
    isMaster: ctx.isMaster,
  });
  const feeDays = groups.map((g) => g.key).filter((k) => anyAreaFees[k] !== undefined);

  const taxableDiscount = promotion.taxableDiscount + promoCodeTaxable;
  const { tax1, tax2 } = computeTaxes(taxBase({ taxableGoods, gstRelievedGoods, taxableDiscount, deliveryFees }));
  // A cart of gift cards only is e-mailed, not delivered: no team to tip (issue 28)
  const typesInCart = CART_GROUP_KEYS.flatMap((k) => (cart.groups[k] ?? []).filter((i) => i.quantity > 0).map((i) => i.productType));
  const emailedOnly = typesInCart.length > 0 && !giftCardNeeds(typesInCart).delivery;
  const tip = emailedOnly ? 0 : Math.max(0, Math.round(cart.tipAmount));
  const totalWithTaxes = goods - promotion.discount - subsidized - (promoCode?.discount ?? 0) + deliveryFees + tax1 + tax2 + tip;
  // Century Dollars pay the rest of the order, never the lines they may not pay for, nor their taxes.
  const noCreditTaxes = computeTaxes(
    taxBase({ taxableGoods: noCredit.taxableGoods, gstRelievedGoods: noCredit.gstRelievedGoods, taxableDiscount: 0, deliveryFees: 0 }),
  );
  const creditable = Math.max(0, totalWithTaxes - noCredit.goods - noCreditTaxes.tax1 - noCreditTaxes.tax2);
  const centuryDollars = applicableCenturyDollars({
    editMode: cart.centuryDollars.editMode,
    requested: cart.centuryDollars.requested,
    balance: ctx.centuryDollarBalance,
    total: creditable,
  });

  return {
    groups,
    subTotal,
    extraCharges,
    subsidized,
    subsidizedByLine,
    promotion,
    promoCode,
    tip,
    deliveryFees,
    feeDays,
    tax1,
    tax2,
    taxableDiscount,
    totalWithTaxes,
    centuryDollars,
    amountDue: totalWithTaxes - centuryDollars,
  };
}

/**
 * Fills each group's `subsidized` and `byLine` (what the employer pays for each line of
 * `cart.groups[key]`, in its order; 0 for the lines a subsidy may not reach) and returns the
 * total, never more than `cap`.
 */
function applySubsidy(
  cart: CartInput,
  ctx: CartContext,
  groups: CartGroupTotals[],
  cap: Cents,
  byLine: Partial<Record<CartGroupKey, Cents[]>>,
): Cents {
  const s = ctx.subsidy;
  if (!s) return 0;
  const dayOf = (key: CartGroupKey): Weekday | undefined =>
    (WEEKDAYS as readonly string[]).includes(key) ? (key as Weekday) : key === 'restaurant' ? s.restaurantDay : undefined;
  const days = groups.flatMap((g) => {
    const day = dayOf(g.key);
    if (!day) return [];
    const all = cart.groups[g.key] ?? [];
    const reached = all.flatMap((i, index) => (i.quantity > 0 && mayApply(i.productType, 'subsidy') ? [index] : []));
    const lines = reached.map((index) => ({ unitPrice: all[index]!.unitPrice, quantity: all[index]!.quantity }));
    return [
      {
        group: g,
        day,
        lines,
        reached,
        size: all.length,
        remaining: s.remainingByDay?.[day] ?? null,
        countRemaining: s.countRemainingByDay?.[day] ?? null,
      },
    ];
  });
  const { perDay, perLine } = computeSubsidy(s.rules, days);
  // The employer never pays more than the discounted goods: trim from the last day back.
  let excess = Math.max(0, perDay.reduce((a, b) => a + b, 0) - Math.max(0, cap));
  for (let i = days.length - 1; i >= 0; i--) {
    const cut = Math.min(excess, perDay[i] ?? 0);
    perDay[i] = (perDay[i] ?? 0) - cut;
    excess -= cut;
  }
  days.forEach((d, i) => {
    d.group.subsidized = perDay[i] ?? 0;
    const lines = perLine[i] ?? [];
    // a trimmed day keeps its best-subsidised lines first
    const spread = spreadOverLines(
      lines.map((amount, l) => ({ amount, each: d.lines[l]!.quantity > 0 ? Math.floor(amount / d.lines[l]!.quantity) : 0 })),
      d.group.subsidized,
    );
    const out = Array.from({ length: d.size }, () => 0);
    d.reached.forEach((index, l) => (out[index] = spread[l] ?? 0));
    byLine[d.group.key] = out;
  });
  return perDay.reduce((a, b) => a + b, 0);
}
