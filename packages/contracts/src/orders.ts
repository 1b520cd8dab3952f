// Orders API (customer-side.md §3 Order, §4 placing an order, §7 Orders; back-office.md §3 Invoice;
// ADR 161–165). The card number never reaches these routes: the web tokenizes it first
// (POST /payments/sandbox/tokenize, or the processor's hosted fields) and sends the token.
import { GIFT_CARD_MESSAGE_MAX, PACKAGE_TYPES, PROMOTION_KEYS } from '@mijote/domain';
import { z } from 'zod';
import { EmailAddress, OrderGiftCards } from './accounts.js';
import { CartDocument, CartDocumentBody, CartItems, CartRemovalReason, CheckoutProcedureCd } from './cart.js';
import { StoreKindCd } from './catalogue.js';
import {
  Cents,
  Id,
  IdOrZero,
  IdOrZeroParam,
  IdParam,
  Int,
  IsoDate,
  OwnedNumber,
  OwnedText,
  RequiredText,
  SafeString,
  Text,
  WallTime,
} from './primitives.js';

export { IDEMPOTENCY_KEY_HEADER } from './plain.js';

export const OrderParams = z.object({ id: IdOrZeroParam });
export type OrderParams = z.infer<typeof OrderParams>;

/** GET /orders/{id}: the language of the product titles (default: the language the order was placed in). */
export const OrderQuery = z.object({ language: z.enum(['en', 'fr']).optional() });
export type OrderQuery = z.infer<typeof OrderQuery>;

export const OrderAddress = z
  .strictObject({
    id: IdOrZero.optional().meta({ description: 'An address of the account’s address book; its stored fields are used' }),
    name: Text(120).default(''),
    company: Text(120).nullish(),
    line1: Text(200).default(''),
    line2: Text(200).nullish(),
    city: Text(100).default(''),
    province: Text(2).default('QC'),
    postalCode: Text(10).default(''),
    country: Text(2).default('CA'),
    phone: Text(40).nullish(),
    // customer-side §3 Address: the type is the order's (a delivery address) and the fees are the
    // postal code's, so these are accepted and ignored (ADR 371)
    addressType: OwnedText(1),
    homeDeliveryFees: OwnedNumber,
    cateringDeliveryFees: OwnedNumber,
  })
  .meta({ id: 'OrderAddress' });
export type OrderAddress = z.infer<typeof OrderAddress>;

/**
 * A one-time card token. The spec's card (customer-side §7: number, name, exp_month, exp_year):
 * the name and expiry are accepted and ignored (the token carries them); a card number is refused
 * with its own message — the web tokenizes the card first, so no card number reaches the server —
 * and a CVV is an unknown field (ADR 371).
 */
export const OrderCard = z
  .strictObject({
    token: SafeString(2000).min(8).optional().meta({ description: 'Required: the token of the processor’s card fields' }),
    number: SafeString(40).optional().meta({ description: 'Refused: send the token of the card fields instead (ADR 371)' }),
    name: OwnedText(120),
    exp_month: OwnedNumber,
    exp_year: OwnedNumber,
  })
  .superRefine((card, ctx) => {
    if (card.number !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: 'card-number-refused: card numbers are not accepted; send the token of the card fields',
      });
    else if (card.token === undefined) ctx.addIssue({ code: 'custom', path: ['token'], message: 'the card’s token is required' });
  })
  .transform((card) => ({ token: card.token ?? '' }))
  .meta({ id: 'OrderCard' });

/** Who receives the gift cards of the order, by e-mail (issue 11, ADR 214). */
export const GiftCardRecipient = z
  .strictObject({
    name: RequiredText(120),
    email: EmailAddress,
    message: Text(GIFT_CARD_MESSAGE_MAX).default(''),
  })
  .meta({ id: 'GiftCardRecipient' });
export type GiftCardRecipient = z.input<typeof GiftCardRecipient>;

/**
 * Catering options (customer-side §3 Order, §6; ADR 222): plates and cutlery, serving utensils for
 * everyone; plated or chafing service, staff on site and the kitchen time for a master login.
 */
export const CateringOptions = z
  .strictObject({
    utensils: z.boolean().optional(),
    servingUtensils: z.boolean().optional(),
    packageType: z.enum(PACKAGE_TYPES).optional().meta({ description: 'Master login: P plated, C chafing dishes' }),
    staffOnSite: z.boolean().optional().meta({ description: 'Master login: our staff serves on site' }),
    kitchenTime: WallTime.optional().meta({ description: 'Master login: when the kitchen must have the order ready' }),
  })
  .meta({ id: 'CateringOptions' });
export type CateringOptions = z.infer<typeof CateringOptions>;

/**
 * GET /catering/delivery-times (issue 12; ADR 221): the dates and times a catering order can be
 * delivered at — the domain's windows (two days ahead from 07:00, 15-minute steps, 11:45 and 12:00
 * pushed later, up to 17:00; a master login from 05:00 the same day, no 17:00 limit), without the
 * holidays and the slots the kitchen has no room left in.
 */
export const DeliveryTimesQuery = z.object({
  procedure: CheckoutProcedureCd.default('delivery'),
});
export type DeliveryTimesQuery = z.infer<typeof DeliveryTimesQuery>;

/**
 * GET /restaurant/delivery-times?franchiseId&procedure (issue 12; ADR 231): a bistro's times —
 * pickup and eat-in from now + 45 minutes to its closing time, delivery from its first to its last
 * delivery time, 15-minute steps, today and the next 14 days, without its holidays and its full slots.
 */
export const RestaurantDeliveryTimesQuery = DeliveryTimesQuery.extend({ franchiseId: IdParam });
export type RestaurantDeliveryTimesQuery = z.infer<typeof RestaurantDeliveryTimesQuery>;

export const DeliveryTimesReply = z
  .object({
    store: StoreKindCd,
    days: z.array(
      z.object({
        date: z.string(),
        times: z.array(
          z.object({
            time: z.string().meta({ description: 'HH:mm' }),
            remaining: z.number().int().nullable().meta({ description: 'Portions the kitchen can still take then; null: no limit' }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'DeliveryTimesReply' });
export type DeliveryTimesReply = z.infer<typeof DeliveryTimesReply>;

export const ORDER_PAYMENT_METHODS = ['card', 'interac'] as const;
/**
 * The spec's payment types (customer-side §3 Order) as a `paymentMethod`: a card brand is a card
 * payment (the token's brand is the one recorded), Interac Online is interac (ADR 371).
 */
export const SPEC_PAYMENT_TYPES = ['VISA', 'Master Card', 'AMEX', 'Interact Online'] as const;
const PaymentMethod = z
  .union([
    z.enum(ORDER_PAYMENT_METHODS),
    z.enum(SPEC_PAYMENT_TYPES).transform((v): (typeof ORDER_PAYMENT_METHODS)[number] => (v === 'Interact Online' ? 'interac' : 'card')),
  ])
  .default('card');

export const PlaceOrderBody = z
  .strictObject({
    paymentMethod: PaymentMethod,
    language: z.enum(['en', 'fr']).default('en'),
    card: OrderCard.optional(),
    savedCardId: Id.optional(),
    checkoutProcedure: CheckoutProcedureCd.optional().meta({ description: 'Defaults to the cart’s' }),
    franchiseId: Id.nullish(),
    subsidyId: Id.nullish(),
    deliveryAddress: OrderAddress.nullish(),
    deliveryDate: IsoDate.nullish(),
    deliveryTime: WallTime.nullish(),
    comment: Text(2000).nullish(),
    giftCardRecipient: GiftCardRecipient.nullish().meta({
      description:
        'Required when the cart holds a gift card: it is e-mailed to this person; a cart of gift cards only needs no address, date or time',
    }),
    numberOfPeople: Int(0, 10_000).nullish(),
    cateringOptions: CateringOptions.nullish(),
    cart: CartDocumentBody,
    store: StoreKindCd.default('mealDelivery'),
  })
  .meta({ id: 'PlaceOrderBody' });
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;
export type PlaceOrderBodyParsed = z.output<typeof PlaceOrderBody>;

export const PlaceOrderReply = z
  .object({
    Id: z.number().int(),
    InteractOnlineRedirect: z.string().nullable().meta({ description: 'Interac Online: the page to send the customer to' }),
  })
  .meta({ id: 'PlaceOrderReply' });
export type PlaceOrderReply = z.infer<typeof PlaceOrderReply>;

/** params of the 409 `cart-items-removed` answer. */
export const CartItemsRemovedParams = z.object({
  reasons: z.array(CartRemovalReason),
  removed: z.array(z.object({ group: z.string(), productId: z.number().int(), reason: CartRemovalReason })),
  cart: CartDocument,
});

export const FixInteracBody = z
  .strictObject({ result: SafeString(2000).min(8).meta({ description: 'The signed result the Interac page returned with' }) })
  .meta({ id: 'FixInteracBody' });
export type FixInteracBody = z.infer<typeof FixInteracBody>;

export const OrderStatusLabel = z.enum(['paid', 'unpaid', 'canceled', 'declined', 'refunded']);

export const OrderDetail = z
  .object({
    Id: z.number().int(),
    productId: z.number().int().nullable(),
    title: z.string(),
    quantity: z.number().int(),
    price: Cents('Unit price, cents'),
    amount: Cents(),
    isFamilyPack: z.boolean(),
    isKidsMeal: z.boolean(),
    isHalfPortion: z.boolean().meta({ description: 'A half portion, at half price (ADR 191)' }),
    requiredBy: z.string(),
    cartGroup: z.string().nullable(),
    choices: z
      .array(z.array(z.string()))
      .meta({ description: 'A catering box line: the titles chosen for each box (empty for any other line)' }),
    sides: z.array(z.string()).meta({ description: 'The titles of the sides chosen with the dish (empty when it has none)' }),
    choiceLines: z.array(z.string()).meta({
      description: 'The side and the boxes’ choices as the lines printed under the dish, in the reply’s language (ADR 369)',
    }),
    addons: z.array(z.object({ productId: z.number().int(), price: Cents() })),
  })
  .meta({ id: 'OrderDetail' });

export const OrderPayment = z
  .object({
    PaymentMethodId: z.number().int().meta({ description: '1 card, 2 Century Dollars, 4 Interac Online' }),
    Amount: Cents(),
    status: z.string(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
  })
  .meta({ id: 'OrderPayment' });

export const OrderReply = z
  .object({
    Id: z.number().int(),
    status: OrderStatusLabel,
    statusCd: z.string(),
    store: StoreKindCd,
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    language: z.enum(['en', 'fr']),
    checkoutProcedure: z.string(),
    deliveryDate: z.string().nullable(),
    deliveryTime: z.string().nullable(),
    deliveryAddress: z.record(z.string(), z.unknown()).nullable(),
    comment: z.string().nullable(),
    franchiseId: z.number().int().nullable(),
    subsidyId: z.number().int().nullable(),
    paymentType: z.string().nullable(),
    isRush: z.boolean(),
    numberOfPeople: z.number().int().nullable().meta({ description: 'Catering: how many people the order serves' }),
    cateringOptions: CateringOptions.nullable(),
    giftCards: OrderGiftCards.nullish().meta({ description: 'The gift cards of the order and who receives them; null without one' }),
    details: z.array(OrderDetail),
    subTotal: Cents(),
    discount: Cents('Every discount: the automatic promotion and the promo code, in cents'),
    promotion: z.object({ discount: Cents(), applied: z.array(z.enum(PROMOTION_KEYS)) }).meta({
      description: 'The automatic promotion of `discount`, as the cart showed it (0 when not known apart from a given-back promo code)',
    }),
    promoCode: z.object({ code: z.string(), discount: Cents() }).nullable().meta({
      description:
        'The promo code of `discount`, as the cart showed it; null without one, or when its share is not known (a declined order that also had a promotion): `discount` says it all then',
    }),
    extraCharge: Cents(),
    deliveryCharge: Cents(),
    tip: Cents(),
    subsidized: Cents(),
    tax1: Cents(),
    tax2: Cents(),
    centuryDollarsApplied: Cents(),
    total: Cents('Amount due after every deduction (back-office §5)'),
    payments: z.array(OrderPayment),
  })
  .meta({ id: 'OrderReply' });
export type OrderReply = z.infer<typeof OrderReply>;

export const FixInteracReply = z.object({ Id: z.number().int(), status: OrderStatusLabel }).meta({ id: 'FixInteracReply' });
export type FixInteracReply = z.infer<typeof FixInteracReply>;

export const ClusterInvoiceReply = z
  .object({
    franchiseId: z.number().int(),
    weekStart: z.string().meta({ description: 'Monday of the delivery week: the batch the order belongs to' }),
    orderIds: z.array(z.number().int()),
    orderCount: z.number().int(),
    total: Cents(),
    tax1: Cents(),
    tax2: Cents(),
  })
  .meta({ id: 'ClusterInvoiceReply' });
export type ClusterInvoiceReply = z.infer<typeof ClusterInvoiceReply>;

export const InteracPageParams = z.object({ orderId: IdParam });
export const InteracPageQuery = z.object({
  returnUrl: Text(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'a path on this site')
    .default('/')
    .meta({ description: 'Where the page sends the customer back, with ?interacResult=…' }),
});

/**
 * GET /orders/{id}/order-again (issue 11, ADR 215): the order's dishes as cart items on the days
 * that can be ordered now (priced by the cart at today's prices once added), and the lines that
 * cannot be ordered again, with why.
 */
export const OrderAgainReply = z
  .object({
    store: StoreKindCd,
    items: CartItems,
    skipped: z.array(
      z.object({
        title: z.string(),
        quantity: z.number().int(),
        reason: z.enum(['no-longer-sold', 'not-offered', 'out-of-stock', 'store-closed']).meta({
          description:
            'no-longer-sold: the product is no longer active; not-offered: on no open day’s menu; out-of-stock: `quantity` is what the stock could not fill (the rest was added); store-closed: the store takes no online orders',
        }),
      }),
    ),
  })
  .meta({ id: 'OrderAgainReply' });
export type OrderAgainReply = z.infer<typeof OrderAgainReply>;
