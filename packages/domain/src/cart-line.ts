// One cart line's rules (customer-side §4, §5; ADR 122, 160, 190, 191): can it still be ordered
// — and if not, why — and at what unit price, from the facts the catalogue gives about its
// product. The cart pricing and the order placement both read it (through the priced cart), so
// a line the customer sees is the line the order charges.
//   1. A product that is gone, a draft, or of another store's category is expired.
//   2. The calendar: an item kept too long, a past day, a day past its cut-off or a closed day
//      (ordering-calendar.ts). A master login's rush order may still take today past the cut-off.
//   3. A meal-delivery day's item must be on that day's menu; a subsidized cart's item must be
//      offered on that subsidy day (else offices-closed).
//   4. The price: a bistro's own price (pickup/delivery, or the counter price for eat-in) when
//      the cart is a bistro's, else the product's; kids, family-pack, half-portion and subsidy
//      prices by item-pricing.ts (a subsidy's price only for the types a subsidy may reach). A
//      line not sold that way (no family-pack price), or a bistro's cart item the bistro does not
//      sell, is expired.
// A half portion asked for a product that does not offer one is priced as a full portion and
// flagged (the order refuses it, ADR 191).
import { cartItemRemovalReason, dayClosedReason, type CalendarContext } from './ordering-calendar.js';
import { halfPortionOffered, unitPrice } from './item-pricing.js';
import { mayApply } from './money-eligibility.js';
import type { Cents } from './money.js';
import { isAvailableOnSubsidyDay, type Subsidy } from './subsidy.js';
import { torontoDate, weekdayOf, type IsoDate } from './dates.js';
import type {
  CartItemKind,
  CartRemovalReason,
  CheckoutProcedure,
  ProductCategoryCd,
  ProductTypeCd,
  StoreKind,
  Weekday,
} from './vocabulary.js';

/** What the catalogue says of a line's product. */
export interface CartLineProduct {
  statusCd: string;
  categoryCd: string;
  typeCd: ProductTypeCd | string;
  priceCents: Cents;
  kidsPriceCents: Cents | null;
  familyPackPriceCents: Cents | null;
  subsidyPrices: readonly { subsidyId: number; price: Cents }[];
  subsidyDays: readonly { subsidyId: number; day: Weekday }[];
  /** the cart's bistro's prices for it; null when the bistro does not sell it (or no bistro) */
  franchisePrices: { costCents: Cents; inStoreCostCents: Cents } | null;
}

/** What the customer asked for on the line. */
export interface CartLineAsk {
  kind: CartItemKind;
  /** a half portion was asked for (customizations.fullPortion === false) */
  halfAsked: boolean;
  addedAt: Date;
  /** the menu day of a meal-delivery day's item; null for the other groups */
  date: IsoDate | null;
  /** whether the product is on that day's menu; null when no menu applies */
  onMenu: boolean | null;
}

/** The cart around the line. */
export interface CartLineContext {
  store: StoreKind;
  /** the product category the line's group takes (store-rules.ts cartGroupCategory) */
  category: ProductCategoryCd;
  procedure: CheckoutProcedure;
  now: Date;
  calendar: CalendarContext;
  /** a master login's rush order (ADR 122) */
  masterRush: boolean;
  /** the cart's subsidy when it is enabled (its days apply) */
  subsidy: Pick<Subsidy, 'id' | 'daysOfWeek'> | null;
  /** the subsidy whose own prices apply (the customer's or the cart's, corporate and mobile stores) */
  subsidyId: number | null;
  /** the cart's bistro, or null */
  franchiseId: number | null;
}

export interface CartLineVerdict {
  removalReason: CartRemovalReason | null;
  /** null when the line is removed */
  unitPrice: Cents | null;
  /** false for a half portion that is offered */
  fullPortion: boolean;
  /** a half portion was asked for a product that does not offer one */
  portionRefused: boolean;
}

function removalOf(product: CartLineProduct | null, ask: CartLineAsk, ctx: CartLineContext): CartRemovalReason | null {
  if (!product || product.statusCd !== 'A' || product.categoryCd !== ctx.category) return 'product-expired';
  let reason = cartItemRemovalReason(
    { addedAt: ask.addedAt, productType: product.typeCd as ProductTypeCd, date: ask.date },
    ctx.now,
    ctx.calendar,
  );
  if (
    reason === 'product-expired' &&
    ctx.masterRush &&
    ask.date === torontoDate(ctx.now) &&
    dayClosedReason(ask.date, ctx.now, ctx.calendar) === 'cut-off'
  )
    reason = null;
  if (reason) return reason;
  if (ask.date && ask.onMenu === false) return 'product-expired';
  if (ask.date && ctx.subsidy && !isAvailableOnSubsidyDay(product.subsidyDays, ctx.subsidy, weekdayOf(ask.date))) return 'offices-closed';
  return null;
}

/** How a line is sold, for its price (rule 4 of the file header). */
export interface CatalogueLineChoice {
  kind: CartItemKind;
  /** false: a half portion (only where `halfPortionOffered`) */
  fullPortion: boolean;
  procedure: CheckoutProcedure;
  /** the bistro whose own prices apply (`product.franchisePrices` are that bistro's); null: none */
  franchiseId: number | null;
  /** the subsidy whose own price applies, for the types a subsidy may reach; null: none */
  subsidyId: number | null;
}

/**
 * A line's unit price from the catalogue (rule 4): a bistro's own price (pickup/delivery, or the
 * counter price for eat-in) when the line is a bistro's and the bistro sells it, else the
 * product's; kids, family-pack, half-portion and subsidy prices by item-pricing.ts. null: not sold
 * that way (no family-pack price). The cart's lines and the back-office's invoice items both take it.
 */
export function catalogueUnitPrice(product: CartLineProduct, choice: CatalogueLineChoice): Cents | null {
  const franchisePrice = choice.franchiseId !== null ? product.franchisePrices : null;
  return unitPrice(
    {
      // a bistro sells at its own price: pickup/delivery cost, or the counter price for eat-in
      price: franchisePrice
        ? choice.procedure === 'eat-in'
          ? franchisePrice.inStoreCostCents
          : franchisePrice.costCents
        : product.priceCents,
      kidsPrice: franchisePrice ? null : product.kidsPriceCents,
      familyPackPrice: product.familyPackPriceCents,
      subsidyPrices: product.subsidyPrices,
    },
    // a subsidy's own price only for the types a subsidy may reach (ADR 190)
    { kind: choice.kind, fullPortion: choice.fullPortion, subsidyId: mayApply(product.typeCd, 'subsidy') ? choice.subsidyId : null },
  );
}

/** The line's fate and price (see the file header). */
export function cartLineVerdict(product: CartLineProduct | null, ask: CartLineAsk, ctx: CartLineContext): CartLineVerdict {
  const portionRefused =
    ask.halfAsked && (!product || !halfPortionOffered({ store: ctx.store, productType: product.typeCd, kind: ask.kind }));
  const fullPortion = !ask.halfAsked || portionRefused;
  const removalReason = removalOf(product, ask, ctx);
  if (removalReason || !product) return { removalReason: removalReason ?? 'product-expired', unitPrice: null, fullPortion, portionRefused };
  const price = catalogueUnitPrice(product, {
    kind: ask.kind,
    fullPortion,
    procedure: ctx.procedure,
    franchiseId: ctx.franchiseId,
    subsidyId: ctx.subsidyId,
  });
  // not sold that way (no family-pack price)
  if (price == null) return { removalReason: 'product-expired', unitPrice: null, fullPortion, portionRefused };
  // a bistro's cart item the bistro does not sell
  if (ctx.store === 'restaurant' && ctx.franchiseId !== null && !product.franchisePrices)
    return { removalReason: 'product-expired', unitPrice: price, fullPortion, portionRefused };
  return { removalReason: null, unitPrice: price, fullPortion, portionRefused };
}
