// The priced cart (ADR 160): every line and total of a cart recomputed from the catalogue with
// @mijote/domain — prices (`unitPrice`), inventory (`allowedQuantity`), required sides
// (`isSideMissing`), expiry and closed days (`cartItemRemovalReason`), promotions, subsidy, promo
// code, delivery fees, taxes and Century Dollars (`computeCartTotals`, which reaches each line only
// with the discounts and credits its product type may take: ADR 190). The cart and the order
// placement both use it, so what the customer sees is what the order charges. Amounts a client
// sends are never read. A half portion (ADR 191) is priced where the domain offers one
// (`halfPortionOffered`); asked for elsewhere, the line is a full portion and says so.
import type { CartDocument, CartGroupName, CartRemovalReason, CartTotals, PricedCartLine, StoreKindCd } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import {
  CART_GROUP_KEYS,
  MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY,
  WEEKDAYS,
  allowedQuantity,
  cartItemRemovalReason,
  computeCartTotals,
  dayClosedReason,
  halfPortionOffered,
  isAvailableOnSubsidyDay,
  isGstReliefDay,
  isOutOfStock,
  cartGroupCategory,
  isSideMissing,
  matchPostalCode,
  mayApply,
  nextWeekdayOnOrAfter,
  normalizePostalCode,
  SIDE_PLACEHOLDER,
  torontoDate,
  unitPrice,
  unitsPerItem,
  weekdayOf,
  weekPlanning,
  type CartGroups,
  type CartItemInput,
  type CartTotals as DomainCartTotals,
  type CheckoutProcedure,
  type Holiday,
  type PromoCode,
  type PromotionRules,
  type ProductTypeCd,
  type Subsidy,
  type Weekday,
} from '@mijote/domain';
import { findHolidays } from '../catalogue/holidays/repository.js';
import { findFranchise, findSubsidy } from '../catalogue/locations.js';
import { activePromotions } from '../catalogue/lookups/service.js';
import { findRestaurantAreas, findServedAreas } from '../catalogue/postal-codes/repository.js';
import { pickTranslation } from '../catalogue/product-view.js';
import { findPromoCode } from '../catalogue/promo-codes/repository.js';
import { toDomainPromoCode } from '../catalogue/promo-codes/service.js';
import { loadCartProducts, menuProductsByDate, type ProductRow } from './repository.js';

export type Lang = 'en' | 'fr';

/** What the pricing needs to know of the customer. */
export interface PricingAccount {
  id: number;
  isMaster: boolean;
  centuryDollarCents: number;
  subsidyId: number | null;
}

export interface PriceCartInput {
  store: StoreKindCd;
  cart: CartDocument;
  now: Date;
  lang: Lang;
  /** null for a visitor (no Century Dollars, no subsidy) */
  account: PricingAccount | null;
  /** the delivery postal code; defaults to the cart's */
  postalCode?: string | null | undefined;
  /** the bistro; defaults to the cart's */
  franchiseId?: number | null | undefined;
  subsidyId?: number | null | undefined;
  procedure?: CheckoutProcedure | undefined;
}

export interface PricedItem {
  line: PricedCartLine;
  product: ProductRow | null;
  /** chosen sides that are offered with the product */
  sides: number[];
  /** inventory units this line takes (quantity × 4 for a family pack; a half portion is 1, ADR 191) */
  units: number;
  /** a half portion was asked for a product that offers none: priced (and kept) as a full portion */
  portionRefused: boolean;
}

export type FranchiseRow = NonNullable<Awaited<ReturnType<typeof findFranchise>>>;
type PromoRow = NonNullable<Awaited<ReturnType<typeof findPromoCode>>>;

export interface PricedCart {
  store: StoreKindCd;
  /** the cart with server-set item dates and `side` folded into `sides` */
  cart: CartDocument;
  items: PricedItem[];
  totals: CartTotals;
  domain: DomainCartTotals;
  flags: { maxInventory: boolean; outOfStock: boolean; sideSelectionRequired: boolean; removedItems: boolean; reasons: CartRemovalReason[] };
  promo: PromoRow | null;
  /** delivery area: null when no postal code was given; served = false when it matched nothing */
  area: { postalCode: string; served: boolean } | null;
  franchise: FranchiseRow | null;
  holidays: Holiday[];
  procedure: CheckoutProcedure;
  subsidyId: number | null;
}

const isWeekdayGroup = (g: CartGroupName): g is Weekday => (WEEKDAYS as readonly string[]).includes(g);

/**
 * The menu date of a weekday-group item without one: that weekday in the week planning (the
 * orderable one when there are two), else its next occurrence from today.
 */
function resolveDate(weekday: Weekday, now: Date, store: StoreKindCd, holidays: readonly Holiday[]): string {
  const days = weekPlanning(now, { store, holidays }).filter((d) => d.weekday === weekday);
  const open = days.find((d) => d.orderable);
  if (open) return open.date;
  if (days.length > 0) return days[days.length - 1]!.date;
  return nextWeekdayOnOrAfter(torontoDate(now), weekday);
}

/** A promo code the database does not know: the domain answers sorry-expired for it. */
function unknownPromoCode(code: string): PromoCode {
  return { code, type: 'dollars', amount: 0, valid: false, expired: true, status: 'I', minimumAmountRequired: 0, maxedOut: false, storeSource: null };
}

/** The automatic promotions as configured (promotion table), in the domain's shape. */
async function promotionRules(db: DbOrTx, now: Date, store: StoreKindCd): Promise<PromotionRules> {
  const rows = await activePromotions(db, now, { language: 'en', store });
  const rule = (kind: string) => {
    const r = rows.find((p) => p.Kind === kind && p.MinQuantity != null);
    return r ? { minQuantity: r.MinQuantity!, percent: r.Percent } : null;
  };
  return { familyPacks: rule('family-pack-quantity'), meals: rule('meal-quantity') };
}

const ISO_TO_WEEKDAY = (d: number): Weekday => WEEKDAYS[d - 1]!;

async function loadSubsidy(db: DbOrTx, id: number | null): Promise<Subsidy | null> {
  if (id == null) return null;
  const s = await findSubsidy(db, id);
  if (!s || !s.enabled) return null;
  return {
    id: s.id,
    discountPercent: s.discountPercent,
    maxUnitAmount: s.maxUnitAmountCents,
    maxProductCount: s.maxProductCount,
    maxTotalAmount: s.maxTotalAmountCents,
    perDeliveryDay: s.perDeliveryDay,
    daysOfWeek: s.days.map((d) => ISO_TO_WEEKDAY(d.day)),
  };
}

/** Folds `side` into `sides` and sets the menu date of weekday-group items. */
function normalise(cart: CartDocument, now: Date, store: StoreKindCd, holidays: readonly Holiday[]): CartDocument {
  const items: CartDocument['items'] = {};
  for (const g of CART_GROUP_KEYS) {
    const list = cart.items[g];
    if (!list) continue;
    items[g] = list.map((i) => {
      const { side, ...rest } = i.customizations;
      const sides = side !== undefined && !rest.sides.includes(side) ? [...rest.sides, side] : rest.sides;
      let date = i.date;
      if (isWeekdayGroup(g) && (date === undefined || weekdayOf(date) !== g)) date = resolveDate(g, now, store, holidays);
      return { ...i, customizations: { ...rest, sides }, ...(isWeekdayGroup(g) ? { date } : {}) };
    });
  }
  return { ...cart, items };
}

export async function priceCart(db: DbOrTx, input: PriceCartInput): Promise<PricedCart> {
  const { store, now, account } = input;
  const isMaster = account?.isMaster ?? false;
  const franchiseId = input.franchiseId !== undefined ? input.franchiseId : input.cart.franchiseId;
  const subsidyId = store === 'corporate' || store === 'mobile' ? (input.subsidyId ?? account?.subsidyId ?? null) : null;
  const procedure = input.procedure ?? input.cart.checkoutProcedure;

  const ids = CART_GROUP_KEYS.flatMap((g) => (input.cart.items[g] ?? []).map((i) => i.productId));
  const [holidayRows, products, franchise, subsidy, rules] = await Promise.all([
    findHolidays(db, franchiseId ?? null),
    loadCartProducts(db, ids, subsidyId),
    franchiseId != null ? findFranchise(db, franchiseId) : Promise.resolve(undefined),
    loadSubsidy(db, subsidyId),
    promotionRules(db, now, store),
  ]);
  const holidays: Holiday[] = holidayRows.map((h) => ({ day: h.day, month: h.month }));
  const cart = normalise(input.cart, now, store, holidays);

  const dayDates = WEEKDAYS.flatMap((g) => (cart.items[g] ?? []).map((i) => i.date!));
  const onMenu = store === 'mealDelivery' ? await menuProductsByDate(db, 'mealDelivery', dayDates, cart.isRush && isMaster) : null;
  const today = torontoDate(now);
  const calendar = { store, holidays };

  const remaining = new Map<number, number | null>();
  for (const p of products.values()) remaining.set(p.id, p.inventory ? p.inventory.quantity : null);

  const items: PricedItem[] = [];
  const groups: CartGroups = {};
  const refused: { g: CartGroupName; index: number }[] = [];
  for (const g of CART_GROUP_KEYS) {
    const list = cart.items[g] ?? [];
    const domainItems: CartItemInput[] = [];
    list.forEach((item, index) => {
      const product = products.get(item.productId) ?? null;
      const date = isWeekdayGroup(g) ? item.date! : null;
      const productType = (product?.typeCd ?? '') as ProductTypeCd;
      const halfAsked = item.customizations.fullPortion === false;
      const portionRefused = halfAsked && (!product || !halfPortionOffered({ store, productType, kind: item.type }));
      const fullPortion = !halfAsked || portionRefused;
      let removalReason: CartRemovalReason | null;
      let price: number | null = null;
      if (!product || product.statusCd !== 'A' || product.categoryCd !== cartGroupCategory(store, g)) {
        removalReason = 'product-expired';
      } else {
        removalReason = cartItemRemovalReason({ addedAt: new Date(item.addedAt), productType: product.typeCd as ProductTypeCd, date }, now, calendar);
        // A master login's rush order may take today past the customer cut-off (ADR 122, 160).
        if (removalReason === 'product-expired' && date === today && cart.isRush && isMaster && dayClosedReason(date, now, calendar) === 'cut-off') {
          removalReason = null;
        }
        if (!removalReason && date && onMenu && !onMenu.get(date)?.has(product.id)) removalReason = 'product-expired';
        if (!removalReason && date && subsidy && !isAvailableOnSubsidyDay(
          (product.subsidyProductDays ?? []).map((d) => ({ subsidyId: d.subsidyId, day: ISO_TO_WEEKDAY(d.day) })),
          subsidy,
          weekdayOf(date),
        )) {
          removalReason = 'offices-closed';
        }
        if (!removalReason) {
          // A bistro sells at its own price: pickup/delivery cost, or the counter price for eat-in.
          const link = franchiseId != null ? product.franchises?.find((f) => f.franchiseId === franchiseId) : undefined;
          const base = link ? (procedure === 'eat-in' ? link.inStoreCostCents : link.costCents) : product.priceCents;
          price = unitPrice(
            {
              price: base,
              kidsPrice: link ? null : product.kidsPriceCents,
              familyPackPrice: product.familyPackPriceCents,
              subsidyPrices: (product.subsidyProductPrices ?? []).map((s) => ({ subsidyId: s.subsidyId, price: s.priceCents })),
            },
            // a subsidy's own price only for the types a subsidy may reach (ADR 190)
            { kind: item.type, fullPortion, subsidyId: mayApply(productType, 'subsidy') ? subsidyId : null },
          );
          if (price == null) removalReason = 'product-expired'; // not sold that way (no family-pack price)
          if (store === 'restaurant' && franchiseId != null && !link) removalReason = 'product-expired';
        }
      }

      let quantity = 0;
      let maxInventory = false;
      let outOfStock = false;
      if (!removalReason && product) {
        const left = remaining.get(product.id) ?? null;
        const check = allowedQuantity(item.quantity, item.type, left);
        quantity = check.quantity;
        maxInventory = check.maxInventory;
        outOfStock = item.quantity > 0 && isOutOfStock(item.type, left);
        if (left != null) remaining.set(product.id, left - quantity * unitsPerItem(item.type));
      }
      const offered = new Set((product?.sides ?? []).map((s) => s.sideProductId));
      const sides = item.customizations.sides.filter((s): s is number => typeof s === 'number' && offered.has(s));
      const sideMissing =
        !removalReason &&
        quantity > 0 &&
        isSideMissing({
          requiresSecondaryProducts: product?.requiresSecondaryProducts ?? false,
          // a side the product does not offer counts as not chosen
          sides: item.customizations.sides.map((s) => (typeof s === 'number' && offered.has(s) ? s : SIDE_PLACEHOLDER)),
        });
      const unit = price ?? 0;
      const line: PricedCartLine = {
        group: g,
        index,
        productId: item.productId,
        type: item.type,
        fullPortion,
        title: (product && pickTranslation(product.translations, input.lang)?.title) ?? '',
        date,
        requestedQuantity: item.quantity,
        quantity,
        unitPrice: unit,
        extraCharge: 0,
        amount: unit * quantity,
        taxable: product?.taxable ?? false,
        allowGstTaxRebate: product?.allowGstTaxRebate ?? false,
        maxInventory,
        outOfStock,
        sideMissing,
        removalReason,
      };
      items.push({ line, product, sides, units: quantity * unitsPerItem(item.type), portionRefused });
      if (portionRefused) refused.push({ g, index });
      if (!removalReason && product && quantity > 0) {
        domainItems.push({
          productId: product.id,
          productType: product.typeCd as ProductTypeCd,
          kind: item.type,
          fullPortion,
          quantity,
          unitPrice: unit,
          extraCharge: 0,
          taxable: product.taxable,
          allowGstTaxRebate: product.allowGstTaxRebate,
        });
      }
    });
    if (domainItems.length > 0) groups[g] = domainItems;
  }

  // Delivery fees of the address's area (restaurant delivery fees: see ADR 160, not in the domain).
  const postalInput = input.postalCode !== undefined ? input.postalCode : cart.postalCode;
  let area: PricedCart['area'] = null;
  let homeDeliveryFees = 0;
  let cateringDeliveryFees = 0;
  if (postalInput) {
    const code = normalizePostalCode(postalInput);
    if (store === 'restaurant') {
      const areas = await findRestaurantAreas(db, { franchiseId: franchiseId ?? undefined });
      area = { postalCode: code, served: matchPostalCode(code, areas).length > 0 };
    } else {
      const match = matchPostalCode(code, await findServedAreas(db))[0];
      area = { postalCode: code, served: match !== undefined };
      homeDeliveryFees = match?.homeDeliveryFeeCents ?? 0;
      cateringDeliveryFees = match?.cateringDeliveryFeeCents ?? 0;
    }
  }

  const promo = cart.promoCode ? ((await findPromoCode(db, cart.promoCode)) ?? null) : null;
  const promoCode = cart.promoCode ? (promo ? toDomainPromoCode(promo, now) : unknownPromoCode(cart.promoCode)) : null;

  const domain = computeCartTotals(
    {
      groups,
      checkoutProcedure: procedure,
      tipAmount: cart.tipAmount,
      homeDeliveryFees,
      cateringDeliveryFees,
      isDeliveryWaived: cart.isDeliveryWaived,
      promoCode,
      centuryDollars: { editMode: cart.centuryDollarAmount > 0, requested: cart.centuryDollarAmount },
    },
    {
      store,
      isMaster,
      centuryDollarBalance: account?.centuryDollarCents ?? 0,
      gstRelief: isGstReliefDay(torontoDate(now)),
      promotions: rules,
      subsidy: subsidy ? { rules: subsidy } : null,
    },
  );

  const deliveryFeesByGroup: CartTotals['deliveryFeesByGroup'] = {};
  for (const g of domain.groups) if (g.deliveryFee > 0) deliveryFeesByGroup[g.key] = g.deliveryFee;
  const totals: CartTotals = {
    subTotal: domain.subTotal,
    extraCharges: domain.extraCharges,
    subsidized: domain.subsidized,
    promotion: { discount: domain.promotion.discount, taxableDiscount: domain.promotion.taxableDiscount, applied: domain.promotion.applied },
    promoCode: domain.promoCode,
    centuryDollars: domain.centuryDollars,
    tip: domain.tip,
    homeDeliveryFees,
    cateringDeliveryFees,
    minAmountPerDayForFreeDelivery: MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY,
    deliveryFees: domain.deliveryFees,
    deliveryFeesByGroup,
    tax1: domain.tax1,
    tax2: domain.tax2,
    totalWithTaxes: domain.totalWithTaxes,
    amountDue: domain.amountDue,
  };
  // A half portion the product does not offer is kept as a full portion: the answered document says so.
  let answered = cart;
  if (refused.length > 0) {
    const itemsOut: CartDocument['items'] = { ...cart.items };
    for (const { g, index } of refused) {
      const list = [...(itemsOut[g] ?? [])];
      const x = list[index]!;
      list[index] = { ...x, customizations: { ...x.customizations, fullPortion: true } };
      itemsOut[g] = list;
    }
    answered = { ...cart, items: itemsOut };
  }
  const reasons = [...new Set(items.map((i) => i.line.removalReason).filter((r): r is CartRemovalReason => r !== null))];
  return {
    store,
    cart: answered,
    items,
    totals,
    domain,
    flags: {
      maxInventory: items.some((i) => i.line.maxInventory),
      outOfStock: items.some((i) => i.line.outOfStock),
      sideSelectionRequired: items.some((i) => i.line.sideMissing),
      removedItems: reasons.length > 0,
      reasons,
    },
    promo,
    area,
    franchise: franchise ?? null,
    holidays,
    procedure,
    subsidyId: subsidy?.id ?? null,
  };
}

/** The cart without the lines that must be removed (closed days, expired products). */
export function withoutRemovedItems(priced: PricedCart): CartDocument {
  const items: CartDocument['items'] = {};
  for (const g of CART_GROUP_KEYS) {
    const list = priced.cart.items[g];
    if (!list) continue;
    const kept = list.filter((_, index) => !priced.items.find((i) => i.line.group === g && i.line.index === index)?.line.removalReason);
    if (kept.length > 0) items[g] = kept;
  }
  return { ...priced.cart, items };
}
