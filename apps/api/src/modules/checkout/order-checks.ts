// The checks an order passes before anything is written (customer-side §4, §5): items that can no
// longer be ordered, stock, sides, the store's procedures, the delivery address and date, the
// delivery time (with the domain's windows), corporate-only carts and the promo code; and the
// delivery address the order names (a saved one of the account, or one typed at checkout).
import type { PlaceOrderBodyParsed } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import type { AddressSnapshot } from '@mijote/db/schema';
import {
  ADVANCED_CATERING_OPTIONS,
  checkCateringOptions,
  checkCheckoutAddress,
  checkDeliveryTime,
  corporateOnlyCartViolations,
  DELIVERY_HORIZON_DAYS,
  giftCardNeeds,
  isProcedureOffered,
  MISSING_SIDE_KEY,
  type ProductCategoryCd,
} from '@mijote/domain';
import { AppError } from '../../errors.js';
import { franchiseHours } from './delivery-times.js';
import { withoutRemovedItems, type PricedCart, type PricedItem } from './pricing.js';
import { findAccountAddress } from './repository.js';

export function snapshotOf(a: {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  phone?: string | null;
}): AddressSnapshot {
  return {
    name: a.name,
    company: a.company ?? null,
    line1: a.line1,
    line2: a.line2 ?? null,
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
    country: a.country,
    phone: a.phone ?? null,
  };
}

export async function deliveryAddressOf(
  db: DbOrTx,
  accountId: number,
  body: PlaceOrderBodyParsed,
): Promise<{ snapshot: AddressSnapshot; id: number | null } | null> {
  const a = body.deliveryAddress;
  if (!a) return null;
  if (a.id) {
    const row = await findAccountAddress(db, accountId, a.id);
    if (!row) throw AppError.notFound('address');
    return { snapshot: snapshotOf(row), id: row.id };
  }
  if (!a.line1 || !a.postalCode || !a.city) return null;
  return { snapshot: snapshotOf(a), id: null };
}

export const active = (priced: PricedCart): PricedItem[] =>
  priced.items.filter((i) => !i.line.removalReason && i.line.quantity > 0 && i.product);

const ADDRESS_ERRORS = {
  'address-required': () => new AppError(400, 'address-required', 'A delivery address is required'),
  'area-not-served': () => new AppError(400, 'not-served-area', 'We do not deliver in your area'),
  'delivery-date-required': () => new AppError(400, 'delivery-date-required', 'A delivery date is required'),
} as const;

/** Every refusal of the spec, in the order the customer would fix them. */
export function checkOrder(
  priced: PricedCart,
  body: PlaceOrderBodyParsed,
  ctx: { now: Date; isMaster: boolean; hasAddress: boolean },
): void {
  // the bistro first: an unknown one would otherwise read as items no longer sold
  if (priced.store === 'restaurant') checkFranchise(priced, body);
  checkCart(priced);
  checkCatering(priced, body, ctx.isMaster);
  checkWhereAndWhen(priced, body, ctx);
  const code = priced.totals.promoCode;
  if (code && code.key !== 'promo-added')
    throw new AppError(code.key === 'promo-maxedout' ? 409 : 400, code.key, 'The promo code cannot be used', { code: code.code });
}

/** What the cart holds: orderable items, in stock, with their sides, portions offered. */
function checkCart(priced: PricedCart): void {
  // Before the cleanup: a meal-delivery item in a corporate-only cart (the on-site and mobile
  // cafeterias, a corporate-only bistro) is refused, not removed.
  const withProduct = priced.items.filter((i) => i.product);
  const corporateOnly = priced.store === 'corporate' || priced.store === 'mobile' || priced.franchise?.corporateOnly;
  if (
    corporateOnly &&
    corporateOnlyCartViolations(withProduct.map((i) => ({ category: i.product!.categoryCd as ProductCategoryCd }))).length > 0
  ) {
    throw new AppError(400, 'corporate-only-cart', 'Corporate-only carts cannot contain home meal delivery items');
  }
  if (priced.flags.removedItems) {
    const removed = priced.items
      .filter((i) => i.line.removalReason)
      .map((i) => ({ group: i.line.group, productId: i.line.productId, reason: i.line.removalReason! }));
    throw new AppError(
      409,
      'cart-items-removed',
      'You have one or more Items in your cart that are no longer available and have been removed. Please review your cart.',
      {
        reasons: priced.flags.reasons,
        removed,
        cart: withoutRemovedItems(priced),
      },
    );
  }
  if (priced.flags.outOfStock || priced.flags.maxInventory) {
    const productIds = [...new Set(priced.items.filter((i) => i.line.outOfStock || i.line.maxInventory).map((i) => i.line.productId))];
    throw new AppError(409, 'out-of-stock', 'This product is out of stock', { productIds });
  }
  const lines = active(priced);
  if (lines.length === 0) throw new AppError(400, 'cart-empty', 'The cart is empty');
  if (priced.flags.sideSelectionRequired) throw new AppError(400, MISSING_SIDE_KEY, 'A side must be chosen');
  // A half portion the product does not offer would be charged as a full one: refused (ADR 191).
  const refusedPortions = lines.filter((i) => i.portionRefused);
  if (refusedPortions.length > 0) {
    throw new AppError(400, 'half-portion-not-offered', 'A half portion is not offered for this product', {
      productIds: [...new Set(refusedPortions.map((i) => i.line.productId))],
    });
  }
}

/**
 * What only catering orders hold: each box with its choices (customer-side §5, ADR 220), custom
 * lines only from a master login (§6, ADR 223), the advanced options and kitchen time only from a
 * master login, the kitchen time not after the delivery (ADR 222).
 */
function checkCatering(priced: PricedCart, body: PlaceOrderBodyParsed, isMaster: boolean): void {
  const lines = active(priced);
  if (priced.items.some((i) => i.customRefused)) {
    if (!isMaster) throw new AppError(403, 'custom-product-master-only', 'Only our staff can add a custom product');
    throw new AppError(400, 'validation-failed', 'A custom product goes in the custom group, with its title and price', {
      issues: [{ path: 'body.cart.items.custom', code: 'custom', message: 'custom lines only' }],
    });
  }
  const boxes = lines.filter((i) => i.line.choicesMissing);
  if (boxes.length > 0) {
    throw new AppError(400, 'lunch-box-choices', 'Each box needs its choices', {
      productIds: [...new Set(boxes.map((i) => i.line.productId))],
    });
  }
  const options = body.cateringOptions;
  if (!options) return;
  const check = checkCateringOptions(options, { isMaster, deliveryTime: body.deliveryTime ?? null });
  if (check === 'catering-options-master-only')
    throw new AppError(403, check, 'Only our staff can choose these catering options', {
      options: ADVANCED_CATERING_OPTIONS.filter((k) => options[k] !== undefined),
    });
  if (check === 'kitchen-time-after-delivery')
    throw new AppError(400, check, 'The kitchen time must be at or before the delivery time', { kitchenTime: options.kitchenTime });
}

/** How and where it is served, and when: the store's procedure, the bistro, the address and date, the time. */
function checkWhereAndWhen(
  priced: PricedCart,
  body: PlaceOrderBodyParsed,
  ctx: { now: Date; isMaster: boolean; hasAddress: boolean },
): void {
  if (!isProcedureOffered(priced.store, priced.procedure)) {
    throw new AppError(400, 'checkout-procedure-not-offered', 'This store does not offer that checkout procedure', {
      procedure: priced.procedure,
    });
  }
  // Gift cards go by e-mail (ADR 214): their recipient; a cart of gift cards only stops here.
  const needs = giftCardNeeds(active(priced).map((i) => i.product!.typeCd));
  if (needs.recipient && !body.giftCardRecipient)
    throw new AppError(400, 'gift-card-recipient-required', 'Gift cards need the name and e-mail address of their recipient');
  if (!needs.delivery) return;
  const address = checkCheckoutAddress({
    store: priced.store,
    procedure: priced.procedure,
    hasAddress: ctx.hasAddress,
    addressServed: priced.area?.served ?? false,
    hasDeliveryDate: !!body.deliveryDate,
  });
  if (address !== 'ok') throw ADDRESS_ERRORS[address]();
  if (priced.store === 'catering' || priced.store === 'restaurant' || priced.store === 'generic') {
    const f = priced.franchise;
    // the generic store and the bistros offer the days of selectableDays (14 days at most, ADR 231)
    const horizon = priced.store === 'generic' || priced.store === 'restaurant';
    const generic = priced.store === 'generic';
    const choice = body.deliveryDate && body.deliveryTime ? { date: body.deliveryDate, time: body.deliveryTime } : null;
    // The generic store offers the days of selectableDays (two days ahead from 07:00, 14 days at
    // most): the same check, with its horizon (C5.12).
    const time = checkDeliveryTime(
      choice,
      {
        store: priced.store,
        procedure: priced.procedure,
        now: ctx.now,
        isMaster: ctx.isMaster,
        franchise: f ? franchiseHours(f) : null,
        holidays: priced.holidays,
      },
      horizon ? DELIVERY_HORIZON_DAYS : undefined,
    );
    if (time === 'order-select-time') throw new AppError(400, 'order-select-time', 'Please select a time for your meal');
    if (time !== 'ok' && generic)
      throw new AppError(400, 'delivery-time-not-offered', 'This delivery date or time is not offered', {
        date: body.deliveryDate,
        time: body.deliveryTime,
      });
    if (time !== 'ok') throw new AppError(400, 'time-outside-range', "The selected time isn't valid for this restaurant's range");
  }
}

/**
 * A bistro order names its bistro (ADR 231): none → franchise-required; an id that is no bistro →
 * franchise-not-found; a disabled bistro → franchise-disabled.
 */
function checkFranchise(priced: PricedCart, body: PlaceOrderBodyParsed): void {
  const asked = body.franchiseId ?? body.cart.franchiseId ?? null;
  if (asked === null) throw new AppError(400, 'franchise-required', 'A bistro is required');
  const f = priced.franchise;
  if (!f) throw new AppError(404, 'franchise-not-found', 'This bistro does not exist', { franchiseId: asked });
  if (!f.enabled) throw new AppError(409, 'franchise-disabled', 'This bistro is not taking orders', { franchiseId: f.id });
}
