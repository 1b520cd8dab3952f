// Cart API (customer-side.md §3 Cart, §5; ADR 043, 160). The cart is a document: items grouped by
// monday..sunday, catering, custom, restaurant, generic, plus the cart options. The server stores
// what the customer chose (product, kind, quantity, customisations, when it was added) and answers
// the priced cart: every amount is recomputed from the catalogue with @mijote/domain. Request
// bodies are strict (ADR 195): a field no one names (a misspelled group) is a 400 that names it,
// never silently dropped. The fields the spec names that the server owns (an item's `amount`,
// `taxable`, `allowGstTaxRebate`; the cart's fees, `subTotal`, taxes…) are accepted by the
// request schemas (`CartItemBody`, `CartDocumentBody`) and dropped before anything reads them
// (ADR 371). Money is integer cents.
import { PROMOTION_KEYS, SIDE_PLACEHOLDER } from '@mijote/domain';
import { z } from 'zod';
import { PromoCodeResultKey, StoreKindCd } from './catalogue.js';
import { Cents, Id, Instant, Int, IsoDate, OwnedFlag, OwnedNumber, RequiredText, Text, withoutKeys } from './primitives.js';
import { CART_GROUP_NAMES, CART_LINE_MAX_QUANTITY } from './plain.js';

export { CART_GROUP_NAMES };
export const CartGroupName = z.enum(CART_GROUP_NAMES).meta({ id: 'CartGroupName' });
export type CartGroupName = z.infer<typeof CartGroupName>;

export const CartItemType = z.enum(['meal', 'kids', 'familyPack']).meta({ id: 'CartItemType' });
export type CartItemType = z.infer<typeof CartItemType>;

/** A chosen side (product id), or the domain's placeholder (`'choice'`: none chosen yet). */
export const CartSide = z.union([Id, z.literal(SIDE_PLACEHOLDER)]);

export const CartItemCustomizations = z
  .strictObject({
    /** false: a half-portion (half price) */
    fullPortion: z.boolean().default(true),
    sides: z.array(CartSide).max(10).default([]),
    /** one side, as older clients send it; merged into `sides` */
    side: CartSide.optional(),
    /**
     * Catering boxes (customer-side §5, ADR 033, 220): one list per box of the line, each with the
     * box's number of choices (2, 1 for some boxes, 4 for the morning box) among its offered ones;
     * `'choice'` holds the place of one not made yet (as for sides).
     */
    choices: z.array(z.array(CartSide).max(4)).max(500).optional(),
  })
  .meta({ id: 'CartItemCustomizations' });

/** The most of one line a cart holds. */
export { CART_LINE_MAX_QUANTITY };

export const CartItem = z
  .strictObject({
    productId: Id,
    type: CartItemType.default('meal'),
    quantity: Int(0, CART_LINE_MAX_QUANTITY),
    customizations: CartItemCustomizations.default({ fullPortion: true, sides: [] }),
    addedAt: Instant.meta({ description: 'When the item was added (items expire 5 days later)' }),
    lastUpdatedAt: Instant.optional(),
    date: IsoDate.optional().meta({ description: 'The menu day of a weekday-group item; set by the server when absent' }),
    custom: z
      .strictObject({ title: RequiredText(120), priceCents: Int(0, 1_000_000) })
      .optional()
      .meta({
        description: 'A master login’s custom product (customer-side §6, ADR 223): its title and unit price, on the `custom` group only',
      }),
    cappedFrom: z.number().int().min(1).max(CART_LINE_MAX_QUANTITY).optional().meta({
      description:
        'Set by the server when the stock cut this line: the quantity the customer asked for (Review says so until the quantity is set again)',
    }),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItem>;
export type CartItemInput = z.input<typeof CartItem>;

const Group = z.array(CartItem).max(100).optional();
export const CartItems = z
  .strictObject(Object.fromEntries(CART_GROUP_NAMES.map((g) => [g, Group])) as Record<CartGroupName, typeof Group>)
  .meta({ id: 'CartItems' });
export type CartItems = z.infer<typeof CartItems>;

export const CheckoutProcedureCd = z.enum(['delivery', 'pickup', 'eat-in']).meta({ id: 'CheckoutProcedure' });

export const CartDocument = z
  .strictObject({
    items: CartItems.default({}),
    promoCode: Text(50).nullable().default(null),
    tipAmount: Int(0, 100_000).default(0).meta({ description: 'Cents' }),
    centuryDollarAmount: Int(0, 100_000_000).default(0).meta({ description: 'Cents the customer asks to apply' }),
    checkoutProcedure: CheckoutProcedureCd.default('delivery'),
    isRush: z.boolean().default(false),
    isDeliveryWaived: z.boolean().default(false).meta({ description: 'Honoured for a master login only' }),
    postalCode: Text(10).nullable().default(null).meta({ description: 'Delivery postal code: the delivery fees of the priced cart' }),
    franchiseId: Id.nullable().default(null).meta({ description: 'The bistro of a restaurant cart' }),
  })
  .meta({ id: 'CartDocument' });
export type CartDocument = z.infer<typeof CartDocument>;
export type CartDocumentInput = z.input<typeof CartDocument>;

// ── the cart as a client sends it (customer-side §3 Cart; ADR 371) ───────────

/** The item fields of customer-side §3 the server owns: the priced line recomputes them from the catalogue. */
const ITEM_OWNED = ['amount', 'taxable', 'allowGstTaxRebate'] as const;

/**
 * A cart item in a request: the item's fields, and the spec's `amount`, `taxable` and
 * `allowGstTaxRebate`, accepted and dropped before anything reads the item — a forged amount
 * never changes a price.
 */
export const CartItemBody = CartItem.extend({ amount: OwnedNumber, taxable: OwnedFlag, allowGstTaxRebate: OwnedFlag })
  .transform(withoutKeys(ITEM_OWNED))
  .meta({ id: 'CartItemBody' });

const GroupBody = z.array(CartItemBody).max(100).optional();
export const CartItemsBody = z
  .strictObject(Object.fromEntries(CART_GROUP_NAMES.map((g) => [g, GroupBody])) as Record<CartGroupName, typeof GroupBody>)
  .meta({ id: 'CartItemsBody' });

/** The cart fields and computed figures of customer-side §3 the server owns (the priced reply's totals and flags). */
const CART_OWNED_FIELDS = {
  promotion: z
    .strictObject({ discount: OwnedNumber, taxableDiscount: OwnedNumber, applied: z.array(Text(40)).max(10).nullish() })
    .nullish()
    .meta({ description: 'Server-owned: accepted and ignored (ADR 371)' }),
  homeDeliveryFees: OwnedNumber,
  cateringDeliveryFees: OwnedNumber,
  minAmountPerDayForFreeDelivery: OwnedNumber,
  sideSelectionRequired: OwnedFlag,
  subTotal: OwnedNumber,
  extraCharges: OwnedNumber,
  subsidized: OwnedNumber,
  tax1: OwnedNumber,
  tax2: OwnedNumber,
  totalWithTaxes: OwnedNumber,
};
const CART_OWNED = Object.keys(CART_OWNED_FIELDS) as (keyof typeof CART_OWNED_FIELDS)[];

/**
 * The cart in a request (PUT /cart, merge, price, quick cart, the order's `cart`): the stored
 * document's fields with items as `CartItemBody`, and the spec's server-owned cart fields,
 * accepted and dropped — what is stored and priced is a `CartDocument`.
 */
export const CartDocumentBody = CartDocument.extend({ items: CartItemsBody.default({}), ...CART_OWNED_FIELDS })
  .transform(withoutKeys(CART_OWNED))
  .meta({ id: 'CartDocumentBody' });

export const CartQuery = z.object({ store: StoreKindCd.default('mealDelivery'), language: z.enum(['en', 'fr']).default('en') });
export type CartQuery = z.infer<typeof CartQuery>;

export const PutCartBody = z
  .strictObject({
    store: StoreKindCd.default('mealDelivery'),
    language: z.enum(['en', 'fr']).default('en'),
    cart: CartDocumentBody,
    version: Int(0, 2_147_483_647)
      .optional()
      .meta({ description: 'The version last read: 409 cart-version-conflict when another write came first' }),
  })
  .meta({ id: 'PutCartBody' });
export type PutCartBody = z.input<typeof PutCartBody>;

/** A store, a language and a visitor's local cart: the body of merge, price and quick cart. */
const LocalCartBody = z.strictObject({
  store: StoreKindCd.default('mealDelivery'),
  language: z.enum(['en', 'fr']).default('en'),
  cart: CartDocumentBody,
});

export const MergeCartBody = LocalCartBody.meta({
  id: 'MergeCartBody',
  description: 'The visitor’s local cart, merged into the account’s cart at login',
});
export type MergeCartBody = z.input<typeof MergeCartBody>;

/** A visitor's local cart, priced by the server without an account (no Century Dollars, no subsidy). */
export const PriceCartBody = LocalCartBody.meta({ id: 'PriceCartBody' });
export type PriceCartBody = z.input<typeof PriceCartBody>;

/**
 * The header's quick cart on any page (ADR 181): the session's cart when signed in, else the
 * visitor's local cart priced. Read-only, so it answers 200 for both (no 401 on public pages).
 */
export const QuickCartBody = LocalCartBody.extend({
  cart: CartDocumentBody.optional().meta({ description: 'The visitor’s local cart (ignored for a signed-in customer)' }),
}).meta({ id: 'QuickCartBody' });
export type QuickCartBody = z.input<typeof QuickCartBody>;

export const CartRemovalReason = z.enum(['offices-closed', 'product-expired']).meta({ id: 'CartRemovalReason' });
export type CartRemovalReason = z.infer<typeof CartRemovalReason>;

export const PricedCartLine = z
  .object({
    group: CartGroupName,
    index: z.number().int(),
    productId: z.number().int(),
    type: CartItemType,
    fullPortion: z.boolean().meta({ description: 'false: a half portion at half price (ADR 191)' }),
    title: z.string(),
    productType: z
      .string()
      .nullable()
      .meta({ description: 'The product’s type code (GC: a gift card, sent by e-mail); null for an unknown product' }),
    date: z.string().nullable(),
    requestedQuantity: z.number().int(),
    quantity: z.number().int().meta({ description: 'What the inventory allows (family pack = 4 units)' }),
    unitPrice: Cents(),
    extraCharge: Cents(),
    amount: Cents(),
    employerAmount: Cents(
      'What the employer pays for this line (its corporate subsidy; 0 outside the corporate and mobile stores), in cents; the totals’ subsidized adds them up',
    ),
    employeeAmount: Cents('What the employee pays for this line before taxes (amount less employerAmount), in cents'),
    taxable: z.boolean(),
    allowGstTaxRebate: z.boolean(),
    maxInventory: z.boolean(),
    outOfStock: z.boolean(),
    sideMissing: z.boolean(),
    choicesMissing: z
      .boolean()
      .meta({ description: 'A catering box line without its choices for every box (400 lunch-box-choices at checkout, ADR 220)' }),
    choiceLines: z.array(z.string()).meta({
      description: 'The side and the boxes’ choices made so far, as the lines printed under the dish, in the cart’s language (ADR 369)',
    }),
    removalReason: CartRemovalReason.nullable(),
  })
  .meta({ id: 'PricedCartLine' });
export type PricedCartLine = z.infer<typeof PricedCartLine>;

export const CartPromotion = z
  .object({
    discount: Cents(),
    taxableDiscount: Cents('The part of the discount taken off the taxable amount, in cents'),
    applied: z.array(z.enum(PROMOTION_KEYS)).meta({ description: 'the automatic promotions the cart gets' }),
  })
  .meta({ id: 'CartPromotion' });

export const CartTotals = z
  .object({
    subTotal: Cents(),
    extraCharges: Cents(),
    subsidized: Cents(),
    promotion: CartPromotion,
    promoCode: z
      .object({
        code: z.string(),
        key: PromoCodeResultKey,
        discount: Cents(),
      })
      .nullable(),
    centuryDollars: Cents('Century Dollars applied, in cents'),
    tip: Cents(),
    homeDeliveryFees: Cents(),
    cateringDeliveryFees: Cents(),
    minAmountPerDayForFreeDelivery: Cents('Subtotal of a delivery day from which delivery is free, in cents'),
    deliveryFees: Cents(),
    deliveryFeesByGroup: z.partialRecord(CartGroupName, z.number().int()),
    feeDays: z.array(CartGroupName).meta({
      description:
        'The delivery days under the free-delivery minimum: they pay the area’s fee, whatever the area (known before the postal code)',
    }),
    tax1: Cents('GST 5 %'),
    tax2: Cents('QST 9.975 %'),
    totalWithTaxes: Cents(),
    amountDue: z.number().int().meta({ description: 'totalWithTaxes − centuryDollars: what the card pays' }),
  })
  .meta({ id: 'CartTotals' });
export type CartTotals = z.infer<typeof CartTotals>;

export const CartFlags = z
  .object({
    maxInventory: z.boolean(),
    outOfStock: z.boolean(),
    sideSelectionRequired: z.boolean(),
    lunchBoxChoicesRequired: z.boolean(),
    removedItems: z.boolean(),
    reasons: z.array(CartRemovalReason),
  })
  .meta({ id: 'CartFlags' });

export const CartReply = z
  .object({
    store: StoreKindCd,
    version: z.number().int().meta({ description: '0 when nothing is stored yet' }),
    updatedAt: z.string().nullable(),
    cart: CartDocument,
    lines: z.array(PricedCartLine),
    totals: CartTotals,
    flags: CartFlags,
  })
  .meta({ id: 'CartReply' });
export type CartReply = z.infer<typeof CartReply>;

export const QuickCartReply = z.object({ signedIn: z.boolean(), cart: CartReply }).meta({ id: 'QuickCartReply' });
export type QuickCartReply = z.infer<typeof QuickCartReply>;

export const DeleteCartReply = z.object({ ok: z.literal(true) }).meta({ id: 'DeleteCartReply' });

/**
 * POST /cart/promotion-discount (customer-side §7: "cart content"): the store and the cart's items;
 * the rest of the spec's cart (its options and computed figures) is accepted and not read — the
 * automatic promotion depends on the items only.
 */
export const PromotionDiscountBody = CartDocument.extend({
  store: StoreKindCd.default('mealDelivery'),
  items: CartItemsBody.default({}),
  ...CART_OWNED_FIELDS,
})
  .transform(({ store, items }) => ({ store, items }))
  .meta({ id: 'PromotionDiscountBody' });
export type PromotionDiscountBody = z.input<typeof PromotionDiscountBody>;
export const PromotionDiscountReply = z.object({ promotion: CartPromotion }).meta({ id: 'PromotionDiscountReply' });
export type PromotionDiscountReply = z.infer<typeof PromotionDiscountReply>;
