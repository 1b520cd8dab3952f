// The priced cart (ADR 160): every line and total of a cart recomputed from the catalogue with
// @mijote/domain — prices (`unitPrice`), inventory (`allowedQuantity`), required sides
// (`isSideMissing`), expiry and closed days (`cartItemRemovalReason`), promotions, subsidy, promo
// code, delivery fees, taxes and Century Dollars (`computeCartTotals`, which reaches each line only
// with the discounts and credits its product type may take: ADR 190). The cart and the order
// placement both use it, so what the customer sees is what the order charges. Amounts a client
// sends are never read. A half portion (ADR 191) is priced where the domain offers one
// (`halfPortionOffered`); asked for elsewhere, the line is a full portion and says so.
import type { CartDocument, CartGroupName, CartRemovalReason, CartTotals, PricedCartLine, StoreKindCd } from '@mijote/contracts';
import { readAll, type DbOrTx } from '@mijote/db';
import {
  CART_GROUP_KEYS,
  MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY,
  dailyCountRemainder,
  dailyRemainder,
  WEEKDAYS,
  allowedQuantity,
  boxChoiceCount,
  checkBoxChoices,
  SINGLE_CHOICE_BOX_CHOICES,
  type BoxProduct,
  cartLineVerdict,
  catalogueUnitPrice,
  type CartLineProduct,
  type CatalogueLineChoice,
  computeCartTotals,
  isGstReliefDay,
  isOutOfStock,
  cartGroupCategory,
  isSideMissing,
  matchPostalCode,
  nextWeekdayOnOrAfter,
  normalizePostalCode,
  SIDE_PLACEHOLDER,
  torontoDate,
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
import { findFranchise, findSubsidy } from '../catalogue/franchise-and-subsidy.js';
import { activePromotions } from '../catalogue/lookups/service.js';
import { findFranchiseAreas, findServedAreas } from '../catalogue/postal-codes/repository.js';
import { pickTranslation } from '../catalogue/product-view.js';
import { findPromoCode } from '../catalogue/promo-codes/repository.js';
import { toDomainPromoCode } from '../catalogue/promo-codes/service.js';
import { choiceLines, choiceTitles } from '../orders/line-choices.js';
import { productTitles } from '../orders/repository.js';
import { usedOnDays } from '../subsidies/repository.js';
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
  /** the choices of each box of a catering box line (ADR 220); empty for other lines */
  choices: number[][];
  /** a custom line (title and price typed by a master login, ADR 223), else null */
  custom: { title: string; priceCents: number } | null;
  /** a custom line where none may be: not a master login, or not the custom group */
  customRefused: boolean;
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
  flags: {
    maxInventory: boolean;
    outOfStock: boolean;
    sideSelectionRequired: boolean;
    lunchBoxChoicesRequired: boolean;
    removedItems: boolean;
    reasons: CartRemovalReason[];
  };
  promo: PromoRow | null;
  /** delivery area: null when no postal code was given; served = false when it matched nothing */
  area: { postalCode: string; served: boolean } | null;
  franchise: FranchiseRow | null;
  holidays: Holiday[];
  procedure: CheckoutProcedure;
  subsidyId: number | null;
  /** the subsidy's rules when the cart is subsidised (the order's usage is checked against its daily cap) */
  subsidy: Subsidy | null;
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
  return {
    code,
    type: 'dollars',
    amount: 0,
    valid: false,
    expired: true,
    status: 'I',
    minimumAmountRequired: 0,
    maxedOut: false,
    storeSource: null,
  };
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

/** A corporate subsidy as pricing applies it: its rules and whether it waives the delivery fee. */
interface PricingSubsidy {
  rules: Subsidy;
  waiveShipping: boolean;
  waiveFuel: boolean;
}

async function loadSubsidy(db: DbOrTx, id: number | null, store: StoreKindCd): Promise<PricingSubsidy | null> {
  if (id == null) return null;
  const s = await findSubsidy(db, id);
  // an on-site subsidy prices the corporate store, a mobile one the mobile store
  if (!s || !s.enabled || s.isOnSite !== (store === 'corporate')) return null;
  return {
    rules: {
      id: s.id,
      discountPercent: s.discountPercent,
      maxUnitAmount: s.maxUnitAmountCents,
      maxProductCount: s.maxProductCount,
      maxTotalAmount: s.maxTotalAmountCents,
      maxRebate: s.maxRebateCents,
      perDeliveryDay: s.perDeliveryDay,
      daysOfWeek: s.days.map((d) => ISO_TO_WEEKDAY(d.day)),
    },
    waiveShipping: s.waiveShipping,
    waiveFuel: s.waiveFuel,
  };
}

/**
 * What is left of the employee's allowance on each subsidised weekday of the cart, in cents and in
 * items (the daily caps less subsidy_daily_usage: the domain's `dailyRemainder` and
 * `dailyCountRemainder`, ADR 367); nothing when the caps are per order.
 */
async function remainingByDay(
  db: DbOrTx,
  s: PricingSubsidy | null,
  accountId: number | null,
  cart: CartDocument,
): Promise<{ amount: Partial<Record<Weekday, number>>; count: Partial<Record<Weekday, number>> }> {
  const out = { amount: {} as Partial<Record<Weekday, number>>, count: {} as Partial<Record<Weekday, number>> };
  if (!s || accountId == null || !s.rules.perDeliveryDay) return out;
  const dates = new Map<Weekday, string>();
  for (const g of WEEKDAYS) {
    const date = cart.items[g]?.[0]?.date;
    if (date) dates.set(g, date);
  }
  const used = await usedOnDays(db, s.rules.id, accountId, [...dates.values()]);
  for (const [g, date] of dates) {
    const u = used.get(date) ?? { amount: 0, count: 0 };
    const amount = dailyRemainder(s.rules, u.amount);
    const count = dailyCountRemainder(s.rules, u.count);
    if (amount !== null) out.amount[g] = amount;
    if (count !== null) out.count[g] = count;
  }
  return out;
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

/** What pricing reads once per cart: the calendar, the products, the bistro, the subsidy, the promotions, the menus. */
interface PricingFacts {
  store: StoreKindCd;
  now: Date;
  lang: Lang;
  isMaster: boolean;
  franchiseId: number | null;
  subsidyId: number | null;
  procedure: CheckoutProcedure;
  holidays: Holiday[];
  products: Map<number, ProductRow>;
  franchise: FranchiseRow | undefined;
  subsidy: PricingSubsidy | null;
  /** what is left of each subsidised day's allowance, in cents and in items */
  remaining: { amount: Partial<Record<Weekday, number>>; count: Partial<Record<Weekday, number>> };
  rules: PromotionRules;
  onMenu: Map<string, Set<number>> | null;
  cart: CartDocument;
  /** the titles of the sides and box choices the cart names, in its language (Confirm shows them, ADR 369) */
  choiceTitles: Map<number, string>;
}

async function pricingFacts(db: DbOrTx, input: PriceCartInput): Promise<PricingFacts> {
  const { store, now, account } = input;
  const isMaster = account?.isMaster ?? false;
  const franchiseId = (input.franchiseId !== undefined ? input.franchiseId : input.cart.franchiseId) ?? null;
  // the account's own subsidy, never one a client names (ADR 245)
  const subsidyId = store === 'corporate' || store === 'mobile' ? (account?.subsidyId ?? null) : null;
  const ids = CART_GROUP_KEYS.flatMap((g) => (input.cart.items[g] ?? []).map((i) => i.productId));
  const chosen = CART_GROUP_KEYS.flatMap((g) =>
    (input.cart.items[g] ?? []).flatMap((i) =>
      [...i.customizations.sides, i.customizations.side, ...(i.customizations.choices ?? []).flat()].filter(
        (x): x is number => typeof x === 'number',
      ),
    ),
  );
  const [holidayRows, products, franchise, subsidy, rules, titles] = await readAll(db, [
    () => findHolidays(db, franchiseId),
    () => loadCartProducts(db, ids, subsidyId),
    () => (franchiseId != null ? findFranchise(db, franchiseId) : Promise.resolve(undefined)),
    () => loadSubsidy(db, subsidyId, store),
    () => promotionRules(db, now, store),
    () => productTitles(db, chosen, input.lang),
  ]);
  const holidays: Holiday[] = holidayRows.map((h) => ({ day: h.day, month: h.month }));
  const cart = normalise(input.cart, now, store, holidays);
  const dayDates = WEEKDAYS.flatMap((g) => (cart.items[g] ?? []).map((i) => i.date!));
  const onMenu = store === 'mealDelivery' ? await menuProductsByDate(db, 'mealDelivery', dayDates, cart.isRush && isMaster) : null;
  const procedure = input.procedure ?? input.cart.checkoutProcedure;
  const remaining = await remainingByDay(db, subsidy, account?.id ?? null, cart);
  return {
    store,
    now,
    lang: input.lang,
    isMaster,
    franchiseId,
    subsidyId,
    procedure,
    holidays,
    products,
    franchise,
    subsidy,
    remaining,
    rules,
    onMenu,
    cart,
    choiceTitles: titles,
  };
}

/** The catalogue's facts about a line's product, in the domain's shape (cart-line.ts). */
function lineProduct(product: ProductRow | null, franchiseId: number | null): CartLineProduct | null {
  if (!product) return null;
  const link = franchiseId != null ? product.franchises?.find((f) => f.franchiseId === franchiseId) : undefined;
  return {
    statusCd: product.statusCd,
    categoryCd: product.categoryCd,
    typeCd: product.typeCd,
    priceCents: product.priceCents,
    kidsPriceCents: product.kidsPriceCents,
    familyPackPriceCents: product.familyPackPriceCents,
    subsidyPrices: (product.subsidyProductPrices ?? []).map((x) => ({ subsidyId: x.subsidyId, price: x.priceCents })),
    subsidyDays: (product.subsidyProductDays ?? []).map((d) => ({ subsidyId: d.subsidyId, day: ISO_TO_WEEKDAY(d.day) })),
    franchisePrices: link ? { costCents: link.costCents, inStoreCostCents: link.inStoreCostCents } : null,
  };
}

/**
 * A catalogue product's unit price for a line priced outside a cart — the back-office's invoice
 * items (ADR 355) — by the cart lines' own rule (the domain's `catalogueUnitPrice`, with the
 * bistro's and the subsidy's prices loaded as for a cart). `unitPrice` null: not sold that way (no
 * family-pack price); the whole answer null: no such product.
 */
export async function catalogueLinePrice(
  db: DbOrTx,
  productId: number,
  choice: CatalogueLineChoice,
): Promise<{ product: ProductRow; unitPrice: number | null } | null> {
  const product = (await loadCartProducts(db, [productId], choice.subsidyId)).get(productId) ?? null;
  const facts = lineProduct(product, choice.franchiseId);
  if (!product || !facts) return null;
  return { product, unitPrice: catalogueUnitPrice(facts, choice) };
}

/** A product in the shape of the domain's box rule (lunch-box.ts). */
function boxOf(product: ProductRow | null): BoxProduct {
  return {
    productType: (product?.typeCd ?? 'SP') as ProductTypeCd,
    singleChoice: product?.lunchBoxChoiceCount === SINGLE_CHOICE_BOX_CHOICES,
    hasChoices: (product?.lunchBoxChoices?.length ?? 0) > 0,
  };
}

/** A box line whose boxes do not each have their choices among the offered ones (customer-side §5, ADR 220). */
function boxChoicesMissing(product: ProductRow, choices: readonly (readonly (number | string)[])[], boxes: number): boolean {
  const offered = new Set((product.lunchBoxChoices ?? []).map((c) => c.choiceProductId));
  return checkBoxChoices(boxOf(product), choices, { boxes, offered }) !== 'ok';
}

/** The chosen sides the product offers, and whether a required one is missing (a side not offered counts as none). */
function sidesOf(
  item: CartDocument['items'][CartGroupName] extends (infer I)[] | undefined ? I : never,
  product: ProductRow | null,
  kept: boolean,
) {
  const offered = new Set((product?.sides ?? []).map((x) => x.sideProductId));
  const sides = item.customizations.sides.filter((x): x is number => typeof x === 'number' && offered.has(x));
  const sideMissing =
    kept &&
    isSideMissing({
      requiresSecondaryProducts: product?.requiresSecondaryProducts ?? false,
      sides: item.customizations.sides.map((x) => (typeof x === 'number' && offered.has(x) ? x : SIDE_PLACEHOLDER)),
    });
  return { sides, sideMissing };
}

/**
 * A line's box choices (checked when the line is kept, ADR 220) and its custom title and price
 * (a master login's, on the custom group only, ADR 223).
 */
function boxAndCustom(
  f: PricingFacts,
  g: CartGroupName,
  item: CartDocument['items'][CartGroupName] extends (infer I)[] | undefined ? I : never,
  product: ProductRow | null,
  kept: boolean,
) {
  const asked = item.customizations.choices ?? [];
  const choicesMissing = kept && product !== null && boxChoicesMissing(product, asked, item.quantity);
  const choices = boxChoiceCount(boxOf(product)) === null ? [] : asked.map((box) => box.filter((x): x is number => typeof x === 'number'));
  const customAsked = item.custom ?? null;
  const customRefused = (customAsked !== null) !== (g === 'custom') || (customAsked !== null && !f.isMaster);
  return { choices, choicesMissing, custom: customRefused ? null : customAsked, customRefused };
}

/** One line: the domain's verdict, the stock it may take (`remaining` is updated), its sides. */
function priceLine(
  f: PricingFacts,
  remaining: Map<number, number | null>,
  g: CartGroupName,
  item: CartDocument['items'][CartGroupName] extends (infer I)[] | undefined ? I : never,
  index: number,
): PricedItem {
  const product = f.products.get(item.productId) ?? null;
  const date = isWeekdayGroup(g) ? item.date! : null;
  const verdict = cartLineVerdict(
    lineProduct(product, f.franchiseId),
    {
      kind: item.type,
      halfAsked: item.customizations.fullPortion === false,
      addedAt: new Date(item.addedAt),
      date,
      onMenu: date && f.onMenu && product ? (f.onMenu.get(date)?.has(product.id) ?? false) : null,
    },
    {
      store: f.store,
      category: cartGroupCategory(f.store, g),
      procedure: f.procedure,
      now: f.now,
      calendar: { store: f.store, holidays: f.holidays },
      masterRush: f.cart.isRush && f.isMaster,
      subsidy: f.subsidy?.rules ?? null,
      subsidyId: f.subsidy ? f.subsidyId : null,
      franchiseId: f.franchiseId,
    },
  );
  const { removalReason } = verdict;
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
  const { sides, sideMissing } = sidesOf(item, product, !removalReason && quantity > 0);
  const { choices, choicesMissing, custom, customRefused } = boxAndCustom(f, g, item, product, !removalReason && quantity > 0);
  const unit = custom ? custom.priceCents : (verdict.unitPrice ?? 0);
  const line: PricedCartLine = {
    group: g,
    index,
    productId: item.productId,
    type: item.type,
    fullPortion: verdict.fullPortion,
    title: custom?.title ?? (product && pickTranslation(product.translations, f.lang)?.title) ?? '',
    productType: product?.typeCd ?? null,
    date,
    requestedQuantity: item.quantity,
    quantity,
    unitPrice: unit,
    extraCharge: 0,
    amount: unit * quantity,
    // the employer's share is set once the cart's totals are known (withEmployerShares)
    employerAmount: 0,
    employeeAmount: unit * quantity,
    taxable: product?.taxable ?? false,
    allowGstTaxRebate: product?.allowGstTaxRebate ?? false,
    maxInventory,
    outOfStock,
    sideMissing,
    choicesMissing,
    // what was chosen so far, as Confirm and the order's documents print it (orders/line-choices.ts)
    choiceLines: choiceLines(choiceTitles({ sides, boxes: choices }, f.choiceTitles), f.lang),
    removalReason,
  };
  const units = quantity * unitsPerItem(item.type);
  return { line, product, sides, units, portionRefused: verdict.portionRefused, choices, custom, customRefused };
}

/** Every line of the cart, and the kept ones by group in the domain's shape for the totals. */
function priceLines(f: PricingFacts): { items: PricedItem[]; groups: CartGroups; inDomain: Partial<Record<CartGroupName, PricedItem[]>> } {
  const remaining = new Map<number, number | null>();
  for (const p of f.products.values()) remaining.set(p.id, p.inventory ? p.inventory.quantity : null);
  const items: PricedItem[] = [];
  const groups: CartGroups = {};
  const inDomain: Partial<Record<CartGroupName, PricedItem[]>> = {};
  for (const g of CART_GROUP_KEYS) {
    const domainItems: CartItemInput[] = [];
    const kept: PricedItem[] = [];
    (f.cart.items[g] ?? []).forEach((item, index) => {
      const priced = priceLine(f, remaining, g, item, index);
      items.push(priced);
      const { line, product } = priced;
      if (line.removalReason || !product || line.quantity === 0) return;
      kept.push(priced);
      domainItems.push({
        productId: product.id,
        productType: product.typeCd as ProductTypeCd,
        kind: item.type,
        fullPortion: line.fullPortion,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        extraCharge: 0,
        taxable: product.taxable,
        allowGstTaxRebate: product.allowGstTaxRebate,
      });
    });
    if (domainItems.length > 0) {
      groups[g] = domainItems;
      inDomain[g] = kept;
    }
  }
  return { items, groups, inDomain };
}

/**
 * The delivery area of the postal code and its fees. A bistro delivers to its own zone (its
 * franchise postal codes) for the zone's fee, charged by the domain on the restaurant group
 * (ADR 231); the other stores to the served areas.
 */
async function deliveryArea(db: DbOrTx, f: PricingFacts, postalInput: string | null | undefined) {
  const none = { area: null, homeDeliveryFees: 0, cateringDeliveryFees: 0, restaurantDeliveryFees: 0 };
  if (!postalInput) return none;
  const code = normalizePostalCode(postalInput);
  if (f.store === 'restaurant') {
    // no bistro chosen: no zone (the order is refused until one is)
    const areas = f.franchise ? await findFranchiseAreas(db, { franchiseId: f.franchise.id }) : [];
    const match = matchPostalCode(code, areas)[0];
    return { ...none, area: { postalCode: code, served: match !== undefined }, restaurantDeliveryFees: match?.deliveryFeeCents ?? 0 };
  }
  const match = matchPostalCode(code, await findServedAreas(db))[0];
  return {
    ...none,
    area: { postalCode: code, served: match !== undefined },
    homeDeliveryFees: match?.homeDeliveryFeeCents ?? 0,
    cateringDeliveryFees: match?.cateringDeliveryFeeCents ?? 0,
  };
}

/** The domain's totals in the contract's shape. */
function totalsOf(domain: DomainCartTotals, fees: { homeDeliveryFees: number; cateringDeliveryFees: number }): CartTotals {
  const deliveryFeesByGroup: CartTotals['deliveryFeesByGroup'] = {};
  for (const g of domain.groups) if (g.deliveryFee > 0) deliveryFeesByGroup[g.key] = g.deliveryFee;
  return {
    subTotal: domain.subTotal,
    extraCharges: domain.extraCharges,
    subsidized: domain.subsidized,
    promotion: {
      discount: domain.promotion.discount,
      taxableDiscount: domain.promotion.taxableDiscount,
      applied: domain.promotion.applied,
    },
    promoCode: domain.promoCode,
    centuryDollars: domain.centuryDollars,
    tip: domain.tip,
    homeDeliveryFees: fees.homeDeliveryFees,
    cateringDeliveryFees: fees.cateringDeliveryFees,
    minAmountPerDayForFreeDelivery: MIN_AMOUNT_PER_DAY_FOR_FREE_DELIVERY,
    deliveryFees: domain.deliveryFees,
    deliveryFeesByGroup,
    feeDays: domain.feeDays,
    tax1: domain.tax1,
    tax2: domain.tax2,
    totalWithTaxes: domain.totalWithTaxes,
    amountDue: domain.amountDue,
  };
}

/** A half portion the product does not offer is kept as a full portion: the answered document says so. */
function withRefusedPortionsFull(cart: CartDocument, items: readonly PricedItem[]): CartDocument {
  const refused = items.filter((i) => i.portionRefused);
  if (refused.length === 0) return cart;
  const itemsOut: CartDocument['items'] = { ...cart.items };
  for (const { line } of refused) {
    const list = [...(itemsOut[line.group] ?? [])];
    const x = list[line.index]!;
    list[line.index] = { ...x, customizations: { ...x.customizations, fullPortion: true } };
    itemsOut[line.group] = list;
  }
  return { ...cart, items: itemsOut };
}

export async function priceCart(db: DbOrTx, input: PriceCartInput): Promise<PricedCart> {
  const f = await pricingFacts(db, input);
  const { cart, store, now } = f;
  const { items, groups, inDomain } = priceLines(f);
  const area = await deliveryArea(db, f, input.postalCode !== undefined ? input.postalCode : cart.postalCode);
  // a subsidy that waives shipping: the employees' deliveries are free (back-office §3 WaiveShipping)
  const fees = f.subsidy?.waiveShipping ? { ...area, homeDeliveryFees: 0, cateringDeliveryFees: 0, restaurantDeliveryFees: 0 } : area;
  const promo = cart.promoCode ? ((await findPromoCode(db, cart.promoCode)) ?? null) : null;
  const promoCode = cart.promoCode ? (promo ? toDomainPromoCode(promo, now) : unknownPromoCode(cart.promoCode)) : null;
  const domain = computeCartTotals(
    {
      groups,
      checkoutProcedure: f.procedure,
      tipAmount: cart.tipAmount,
      homeDeliveryFees: fees.homeDeliveryFees,
      cateringDeliveryFees: fees.cateringDeliveryFees,
      restaurantDeliveryFees: fees.restaurantDeliveryFees,
      isDeliveryWaived: cart.isDeliveryWaived,
      promoCode,
      centuryDollars: { editMode: cart.centuryDollarAmount > 0, requested: cart.centuryDollarAmount },
    },
    {
      store,
      isMaster: f.isMaster,
      centuryDollarBalance: input.account?.centuryDollarCents ?? 0,
      gstRelief: isGstReliefDay(torontoDate(now)),
      promotions: f.rules,
      subsidy: f.subsidy ? { rules: f.subsidy.rules, remainingByDay: f.remaining.amount, countRemainingByDay: f.remaining.count } : null,
    },
  );
  withEmployerShares(inDomain, domain);
  const reasons = [...new Set(items.map((i) => i.line.removalReason).filter((r): r is CartRemovalReason => r !== null))];
  return {
    store,
    cart: withRefusedPortionsFull(cart, items),
    items,
    totals: totalsOf(domain, fees),
    domain,
    flags: {
      maxInventory: items.some((i) => i.line.maxInventory),
      outOfStock: items.some((i) => i.line.outOfStock),
      sideSelectionRequired: items.some((i) => i.line.sideMissing),
      lunchBoxChoicesRequired: items.some((i) => i.line.choicesMissing),
      removedItems: reasons.length > 0,
      reasons,
    },
    promo,
    area: fees.area,
    franchise: f.franchise ?? null,
    holidays: f.holidays,
    procedure: f.procedure,
    subsidyId: f.subsidy?.rules.id ?? null,
    subsidy: f.subsidy?.rules ?? null,
  };
}

/** Each kept line's employer and employee shares, from the domain's subsidy line by line. */
function withEmployerShares(inDomain: Partial<Record<CartGroupName, PricedItem[]>>, domain: DomainCartTotals): void {
  for (const [g, kept] of Object.entries(inDomain) as [CartGroupName, PricedItem[]][]) {
    const shares = domain.subsidizedByLine[g] ?? [];
    kept.forEach((i, n) => {
      i.line.employerAmount = shares[n] ?? 0;
      i.line.employeeAmount = i.line.amount + i.line.extraCharge * i.line.quantity - i.line.employerAmount;
    });
  }
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
