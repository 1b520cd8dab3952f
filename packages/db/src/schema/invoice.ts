// Invoices (orders) with their cart details, add-ons, payments and status history.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { account, address, savedCard } from './account.js';
import { product } from './catalogue.js';
import {
  CART_GROUPS,
  CHECKOUT_PROCEDURES,
  INVOICE_STATUSES,
  LANGUAGES,
  MANUAL_PAYMENT_METHODS,
  ORDER_PAYMENT_TYPES,
  PAYMENT_STATUSES,
  REFUND_DESTINATIONS,
  REFUND_STATUSES,
  STORE_KINDS,
} from './codes.js';
import { cents, checkIn, checkNonNegative, createdAt, id, tsz, updatedAt } from './columns.js';
import { giftCard, promoCode } from './commerce.js';
import { franchise } from './franchise.js';
import { paymentMethod } from './lookup.js';
import { subsidy, subsidyMobileAddress } from './subsidy.js';

/** Address as it was when the order was placed (orders never change with the address book). */
export type AddressSnapshot = {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  phone?: string | null;
};

export const invoice = pgTable(
  'invoice',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id),
    storeKind: text('store_kind', { enum: STORE_KINDS }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('U'),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    billingAddressId: integer('billing_address_id').references(() => address.id, { onDelete: 'set null' }),
    deliveryAddressId: integer('delivery_address_id').references(() => address.id, { onDelete: 'set null' }),
    /** Upper case, no space: for route reports and postal-code fees. */
    deliveryPostalCode: text('delivery_postal_code'),
    /** First delivery date of the order (items carry their own required_by dates). */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryTime: time('delivery_time'),
    /** Catering: when the kitchen must have it ready (master login). */
    kitchenTime: time('kitchen_time'),
    checkoutProcedure: text('checkout_procedure', { enum: CHECKOUT_PROCEDURES }).notNull().default('delivery'),
    franchiseId: integer('franchise_id').references(() => franchise.id),
    subsidyId: integer('subsidy_id').references(() => subsidy.id),
    subsidyMobileAddressId: integer('subsidy_mobile_address_id').references(() => subsidyMobileAddress.id, { onDelete: 'set null' }),
    promoCodeId: integer('promo_code_id').references(() => promoCode.id),
    /** Automatic promotion applied (promotion.code), if any. */
    promotionCode: text('promotion_code'),
    subtotalCents: cents('subtotal_cents').notNull().default(0),
    /** Promo code + promotion discount. */
    discountCents: cents('discount_cents').notNull().default(0),
    /** The promo code's share of the discount, kept when its use is given back (ADR 366: the export's Promo column). */
    promoDiscountCents: cents('promo_discount_cents').notNull().default(0),
    taxableDiscountCents: cents('taxable_discount_cents').notNull().default(0),
    extraChargeCents: cents('extra_charge_cents').notNull().default(0),
    deliveryChargeCents: cents('delivery_charge_cents').notNull().default(0),
    fuelSurchargeCents: cents('fuel_surcharge_cents').notNull().default(0),
    tipCents: cents('tip_cents').notNull().default(0),
    subsidizedCents: cents('subsidized_cents').notNull().default(0),
    /** Credits granted after checkout: what refunds took off the price (ADR 366; the discounts are `discount_cents`). */
    rebateCents: cents('rebate_cents').notNull().default(0),
    /** GST 5%. */
    tax1Cents: cents('tax1_cents').notNull().default(0),
    /** QST 9.975%. */
    tax2Cents: cents('tax2_cents').notNull().default(0),
    /** Century Dollars applied to the order, less those given back by a refund (ADR 366). */
    centuryDollarsCents: cents('century_dollars_cents').notNull().default(0),
    /** Amount due after all deductions, floored at 0 (back-office.md §5 invoice total). */
    totalCents: cents('total_cents').notNull().default(0),
    comment: text('comment'),
    adminComment: text('admin_comment'),
    languageCd: text('language_cd', { enum: LANGUAGES }).notNull().default('en'),
    /** Client-supplied key: a retried placement returns the first invoice instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_TYPES }),
    isRush: boolean('is_rush').notNull().default(false),
    isDeliveryWaived: boolean('is_delivery_waived').notNull().default(false),
    numberOfPeople: integer('number_of_people'),
    cateringOptions: jsonb('catering_options').$type<Record<string, unknown>>(),
    /** Kitchen portions the order takes in its delivery slot (ADR 221); null where no capacity applies. */
    portions: integer('portions'),
    /** Master-login staff who placed the order for the account. */
    placedByAccountId: integer('placed_by_account_id').references(() => account.id),
    /** Brand / site the order came from. */
    site: text('site'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: tsz('paid_at'),
    refundedAt: tsz('refunded_at'),
    canceledAt: tsz('canceled_at'),
    /** Deleted in the admin: hidden from lists, kept for the ledgers. */
    deletedAt: tsz('deleted_at'),
  },
  (t) => [
    uniqueIndex('invoice_idempotency_key_uq').on(t.idempotencyKey),
    index('invoice_account_idx').on(t.accountId, t.createdAt),
    index('invoice_store_status_idx').on(t.storeKind, t.status, t.createdAt),
    index('invoice_delivery_date_idx').on(t.deliveryDate),
    index('invoice_slot_idx').on(t.storeKind, t.deliveryDate, t.deliveryTime),
    index('invoice_franchise_idx').on(t.franchiseId),
    index('invoice_subsidy_idx').on(t.subsidyId),
    // the admin invoice list (ADR 386), the invoices not deleted with the columns its default
    // filters read (status, section, bistro): its page in the default order (newest first) is
    // found by the index alone at any depth, and a year is counted from the other
    index('invoice_list_idx')
      .on(t.id, t.status, t.storeKind, t.franchiseId)
      .where(sql`${t.deletedAt} is null`),
    index('invoice_list_count_idx')
      .on(t.status, t.storeKind, t.franchiseId)
      .where(sql`${t.deletedAt} is null`),
    // the payments report's GST and QST (ADR 386): what a movement's tax share depends on, read
    // from the index alone for the range's invoices (a month: 25 ms against 55)
    index('invoice_tax_inputs_idx').on(
      t.id,
      t.subtotalCents,
      t.tipCents,
      t.tax1Cents,
      t.tax2Cents,
      t.deliveryChargeCents,
      t.fuelSurchargeCents,
      t.extraChargeCents,
      t.subsidizedCents,
      t.discountCents,
    ),
    checkIn('invoice_status_ck', t.status, INVOICE_STATUSES),
    checkIn('invoice_store_kind_ck', t.storeKind, STORE_KINDS),
    checkIn('invoice_checkout_ck', t.checkoutProcedure, CHECKOUT_PROCEDURES),
    checkIn('invoice_language_ck', t.languageCd, LANGUAGES),
    checkIn('invoice_payment_method_ck', t.paymentMethod, ORDER_PAYMENT_TYPES),
    check(
      'invoice_amounts_ck',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.extraChargeCents} >= 0 and ${t.deliveryChargeCents} >= 0
        and ${t.fuelSurchargeCents} >= 0 and ${t.tipCents} >= 0 and ${t.subsidizedCents} >= 0 and ${t.rebateCents} >= 0
        and ${t.tax1Cents} >= 0 and ${t.tax2Cents} >= 0 and ${t.centuryDollarsCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** An order line. product_id null = custom line (custom_title required). */
export const invoiceCartDetail = pgTable(
  'invoice_cart_detail',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => product.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    /** quantity × unit price (before order-level discounts). */
    amountCents: cents('amount_cents').notNull(),
    /** What the employer's subsidy paid of this line (issue 13): given back to the day's allowance on a cancel or refund. */
    subsidizedCents: cents('subsidized_cents').notNull().default(0),
    /** Of its units, how many the subsidy paid something for (issue 28): given back to the day's item count with the amount. */
    subsidizedUnits: integer('subsidized_units').notNull().default(0),
    isFamilyPack: boolean('is_family_pack').notNull().default(false),
    isKidsMeal: boolean('is_kids_meal').notNull().default(false),
    taxable: boolean('taxable').notNull().default(true),
    allowGstTaxRebate: boolean('allow_gst_tax_rebate').notNull().default(false),
    customTitle: text('custom_title'),
    note: text('note'),
    /** Date the item is due (delivery day of the item). */
    requiredBy: date('required_by', { mode: 'string' }).notNull(),
    /** ISO day 1–7 of required_by for day-grouped carts. */
    deliveryDay: smallint('delivery_day'),
    cartGroup: text('cart_group', { enum: CART_GROUPS }),
    /** fullPortion, selected sides, lunch-box choices… as chosen in the cart. */
    customizations: jsonb('customizations').$type<Record<string, unknown>>(),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_cart_detail_invoice_idx').on(t.invoiceId),
    index('invoice_cart_detail_required_by_idx').on(t.requiredBy, t.productId),
    check('invoice_cart_detail_product_ck', sql`${t.productId} is not null or coalesce(${t.customTitle}, '') <> ''`),
    check('invoice_cart_detail_quantity_ck', sql`${t.quantity} > 0`),
    checkNonNegative('invoice_cart_detail_price_ck', t.unitPriceCents),
    checkNonNegative('invoice_cart_detail_subsidized_ck', t.subsidizedCents),
    checkNonNegative('invoice_cart_detail_subsidized_units_ck', t.subsidizedUnits),
    check('invoice_cart_detail_day_ck', sql`${t.deliveryDay} is null or ${t.deliveryDay} between 1 and 7`),
    checkIn('invoice_cart_detail_group_ck', t.cartGroup, CART_GROUPS),
  ],
);

/** Add-on products on an order line (sides, extras) with their price. */
export const invoiceCartDetailAddon = pgTable(
  'invoice_cart_detail_addon',
  {
    id: id(),
    cartDetailId: integer('cart_detail_id')
      .notNull()
      .references(() => invoiceCartDetail.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id),
    quantity: integer('quantity').notNull().default(1),
    priceCents: cents('price_cents').notNull().default(0),
  },
  (t) => [
    index('invoice_cart_detail_addon_detail_idx').on(t.cartDetailId),
    checkNonNegative('invoice_cart_detail_addon_price_ck', t.priceCents),
  ],
);

export const payment = pgTable(
  'payment',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    /** 1 card, 2 Century Dollars, 3 gift card, 4 Interac Online, 5 manual (ADR 366: `manual_method` says which). */
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethod.id),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    processorReference: text('processor_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    savedCardId: integer('saved_card_id').references(() => savedCard.id, { onDelete: 'set null' }),
    giftCardId: integer('gift_card_id').references(() => giftCard.id, { onDelete: 'set null' }),
    errorMessage: text('error_message'),
    /** A manual payment's method: cash, cheque, bank transfer, card terminal, other (ADR 366). */
    manualMethod: text('manual_method', { enum: MANUAL_PAYMENT_METHODS }),
    /** The staff's reason (a manual payment, a balance charged to the card on file). */
    note: text('note'),
    /** The staff user who recorded it (a manual payment, a balance charged). */
    recordedByAccountId: integer('recorded_by_account_id').references(() => account.id, { onDelete: 'set null' }),
    /** The processor's idempotency key of a charge made after checkout (a balance collected); null: `invoice-{id}`. */
    idempotencyKey: text('idempotency_key'),
    /** When the money was taken (approved); the payments report's day. */
    capturedAt: tsz('captured_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_invoice_idx').on(t.invoiceId),
    index('payment_created_idx').on(t.createdAt),
    index('payment_captured_idx').on(t.capturedAt),
    // the payments report (ADR 386), each source in report order (at, invoice, id), so a page reads
    // its first rows at any depth: the money taken, with what its totals add up (read from the index alone)
    index('payment_taken_idx')
      .on(t.capturedAt, t.invoiceId, t.id, t.paymentMethodId, t.manualMethod, t.amountCents)
      .where(sql`${t.status} in ('approved', 'refunded')`),
    // its whole refunds (a payment taken then given back without a refund row)
    index('payment_whole_refund_idx')
      .on(t.updatedAt, t.invoiceId, t.id)
      .where(sql`${t.status} = 'refunded'`),
    uniqueIndex('payment_processor_reference_uq').on(t.processorReference),
    uniqueIndex('payment_idempotency_key_uq').on(t.idempotencyKey),
    checkIn('payment_status_ck', t.status, PAYMENT_STATUSES),
    checkIn('payment_manual_method_ck', t.manualMethod, MANUAL_PAYMENT_METHODS),
    checkNonNegative('payment_amount_ck', t.amountCents),
  ],
);

/**
 * A refund of part of one payment (ADR 366): to the card or Interac account it came from (through
 * the processor, with its own idempotency key), to Century Dollars, or paid back by hand. Written
 * `pending` with the staff's action, `done` once the money is back and the invoice's figures and
 * the ledgers moved; the reconciliation job finishes a pending one a crash cut off.
 */
export const invoiceRefund = pgTable(
  'invoice_refund',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    /** the staff action it belongs to: the parts of one refund finish together */
    batch: text('batch').notNull(),
    destination: text('destination', { enum: REFUND_DESTINATIONS }).notNull(),
    /** how it goes back: processor, century-dollars or manual */
    via: text('via', { enum: ['processor', 'century-dollars', 'manual'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** what of it lowers the price (goes to the invoice's Rebate when done) */
    creditCents: cents('credit_cents').notNull().default(0),
    /** a full refund's balance never collected, written off with its last part */
    writeOffCents: cents('write_off_cents').notNull().default(0),
    /** paid back by hand: how */
    manualMethod: text('manual_method', { enum: MANUAL_PAYMENT_METHODS }),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** the staff's reason, as written */
    reason: text('reason').notNull(),
    /** why the system made it (a code the reader translates): invoice-deleted, order-already-paid… */
    reasonCd: text('reason_cd'),
    processorRefundId: text('processor_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    errorMessage: text('error_message'),
    createdByAccountId: integer('created_by_account_id').references(() => account.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: tsz('completed_at'),
  },
  (t) => [
    index('invoice_refund_invoice_idx').on(t.invoiceId),
    index('invoice_refund_completed_idx').on(t.completedAt),
    // the payments report's refunds in report order (ADR 386)
    index('invoice_refund_done_idx')
      .on(t.completedAt, t.invoiceId, t.id)
      .where(sql`${t.status} = 'done'`),
    index('invoice_refund_pending_idx').on(t.status, t.createdAt),
    uniqueIndex('invoice_refund_idempotency_key_uq').on(t.idempotencyKey),
    checkIn('invoice_refund_status_ck', t.status, REFUND_STATUSES),
    checkIn('invoice_refund_destination_ck', t.destination, REFUND_DESTINATIONS),
    checkIn('invoice_refund_via_ck', t.via, ['processor', 'century-dollars', 'manual']),
    checkIn('invoice_refund_manual_method_ck', t.manualMethod, MANUAL_PAYMENT_METHODS),
    check(
      'invoice_refund_amounts_ck',
      sql`${t.amountCents} > 0 and ${t.creditCents} >= 0 and ${t.creditCents} <= ${t.amountCents} and ${t.writeOffCents} >= 0`,
    ),
  ],
);

export const invoiceStatusHistory = pgTable(
  'invoice_status_history',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: INVOICE_STATUSES }),
    toStatus: text('to_status', { enum: INVOICE_STATUSES }).notNull(),
    changedByAccountId: integer('changed_by_account_id').references(() => account.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** the staff's own words (mark paid, refund, delete), beside the system's reason */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_status_history_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/**
 * One try at paying an order from Confirm (ADR 368): the customer's Idempotency-Key (scoped to the
 * account) with a fingerprint of its request, so a key sent again with another body is refused, and
 * the processor payment the try made. A declined or failed order is tried again in place: the same
 * invoice gets a new attempt with its own key, its own payment and its own processor key.
 */
export const checkoutAttempt = pgTable(
  'checkout_attempt',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    /** 1 for the order's first try, then 2, 3… */
    attempt: integer('attempt').notNull(),
    /** `{accountId}:{Idempotency-Key}` */
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha-256 of the request as parsed (the order id, the body), hex */
    requestHash: text('request_hash').notNull(),
    /** the processor payment (card or Interac) of this try; null when nothing was due */
    paymentId: integer('payment_id').references(() => payment.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_attempt_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('checkout_attempt_invoice_attempt_uq').on(t.invoiceId, t.attempt),
  ],
);
