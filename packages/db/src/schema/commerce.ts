// Carts, promotions, promo codes and their uses, gift cards, Century Dollar ledger.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { account } from './account.js';
import {
  CREDIT_DEBIT,
  GIFT_CARD_STATUSES,
  PROMO_CODE_STATUSES,
  PROMO_CODE_TYPES,
  REFERRER_OUTCOMES,
  STORE_KINDS,
  WELCOME_OUTCOMES,
} from './codes.js';
import { cents, checkIn, checkNonNegative, createdAt, id, tsz, updatedAt } from './columns.js';
import { invoice } from './invoice.js';
import { centuryDollarMethod } from './lookup.js';

/**
 * A persisted cart: one per (account, store kind) or (anonymous key, store kind). The content is
 * the client's cart document (groups, items, options) as jsonb; prices are recomputed on the
 * server at checkout, never trusted from here. `version` supports optimistic concurrency.
 */
export const cart = pgTable(
  'cart',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id').references(() => account.id, { onDelete: 'cascade' }),
    /** Random key kept in an HttpOnly cookie for visitors who are not logged in. */
    anonymousKey: text('anonymous_key'),
    storeKind: text('store_kind', { enum: STORE_KINDS }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_account_store_uq')
      .on(t.accountId, t.storeKind)
      .where(sql`${t.accountId} is not null`),
    uniqueIndex('cart_anonymous_store_uq')
      .on(t.anonymousKey, t.storeKind)
      .where(sql`${t.anonymousKey} is not null`),
    index('cart_updated_idx').on(t.updatedAt),
    check('cart_owner_ck', sql`(${t.accountId} is null) <> (${t.anonymousKey} is null)`),
    checkIn('cart_store_kind_ck', t.storeKind, STORE_KINDS),
  ],
);

/**
 * Automatic promotions (customer-side.md §9): 12% off 5 family packs, 11% off 10 meals,
 * 25% off the next order after a Facebook share, $25 referral credit.
 */
export const promotion = pgTable(
  'promotion',
  {
    id: id(),
    code: text('code').notNull().unique(),
    /** family-pack-quantity | meal-quantity | share | referral */
    kind: text('kind').notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    percent: integer('percent'),
    amountCents: cents('amount_cents'),
    minQuantity: integer('min_quantity'),
    storeKind: text('store_kind', { enum: STORE_KINDS }),
    active: boolean('active').notNull().default(true),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [check('promotion_percent_ck', sql`${t.percent} is null or ${t.percent} between 0 and 100`)],
);

export const promoCode = pgTable(
  'promo_code',
  {
    id: id(),
    /** Stored upper case; unique case-insensitively. */
    code: text('code').notNull(),
    type: text('type', { enum: PROMO_CODE_TYPES }).notNull(),
    /** Cents when type = dollars, whole percent when type = percent. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: PROMO_CODE_STATUSES }).notNull().default('V'),
    startsOn: date('starts_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    minimumAmountCents: cents('minimum_amount_cents').notNull().default(0),
    /** null = unlimited. */
    maxUses: integer('max_uses'),
    /** Incremented in the order transaction with a guarded UPDATE (times_used < max_uses). */
    timesUsed: integer('times_used').notNull().default(0),
    /** Store the code is valid for; null = every store. */
    storeSource: text('store_source', { enum: STORE_KINDS }),
    note: text('note'),
    /** Multi-code address (back-office.md §3): where a batch of codes was sent. */
    multiCodeName: text('multi_code_name'),
    multiCodeLine1: text('multi_code_line1'),
    multiCodeLine2: text('multi_code_line2'),
    multiCodePostalCode: text('multi_code_postal_code'),
    multiCodeProvince: text('multi_code_province').notNull().default('QC'),
    multiCodeCountry: text('multi_code_country').notNull().default('CA'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_code_code_uq').on(sql`upper(${t.code})`),
    checkIn('promo_code_type_ck', t.type, PROMO_CODE_TYPES),
    checkIn('promo_code_status_ck', t.status, PROMO_CODE_STATUSES),
    checkIn('promo_code_store_ck', t.storeSource, STORE_KINDS),
    check('promo_code_amount_ck', sql`${t.amount} >= 0 and (${t.type} <> 'percent' or ${t.amount} <= 100)`),
    check('promo_code_uses_ck', sql`${t.timesUsed} >= 0 and (${t.maxUses} is null or ${t.timesUsed} <= ${t.maxUses})`),
    checkNonNegative('promo_code_minimum_ck', t.minimumAmountCents),
  ],
);

export const promoCodeUse = pgTable(
  'promo_code_use',
  {
    id: id(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCode.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => account.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoice.id, { onDelete: 'cascade' }),
    discountCents: cents('discount_cents').notNull(),
    usedAt: tsz('used_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_code_use_invoice_uq').on(t.promoCodeId, t.invoiceId), index('promo_code_use_account_idx').on(t.accountId)],
);

export const giftCard = pgTable(
  'gift_card',
  {
    id: id(),
    /** Stored upper case; unique case-insensitively. */
    code: text('code').notNull(),
    amountCents: cents('amount_cents').notNull(),
    balanceCents: cents('balance_cents').notNull(),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('a'),
    purchaserAccountId: integer('purchaser_account_id').references(() => account.id, { onDelete: 'set null' }),
    /** Account the card was applied to (its value becomes Century Dollars). */
    accountId: integer('account_id').references(() => account.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoice.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    usedAt: tsz('used_at'),
  },
  (t) => [
    uniqueIndex('gift_card_code_uq').on(sql`upper(${t.code})`),
    checkIn('gift_card_status_ck', t.status, GIFT_CARD_STATUSES),
    check('gift_card_balance_ck', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.amountCents}`),
  ],
);

export const giftCardTransaction = pgTable(
  'gift_card_transaction',
  {
    id: id(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCard.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CREDIT_DEBIT }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    accountId: integer('account_id').references(() => account.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoice.id, { onDelete: 'set null' }),
    staffUserId: integer('staff_user_id').references(() => account.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transaction_card_idx').on(t.giftCardId),
    checkIn('gift_card_transaction_type_ck', t.type, CREDIT_DEBIT),
    check('gift_card_transaction_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Century Dollar ledger. account.current_century_dollar_cents is the balance, updated in the same
 * transaction with a guarded UPDATE (the column's CHECK refuses a negative balance).
 */
export const centuryDollarTransaction = pgTable(
  'century_dollar_transaction',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** C credit, D debit. */
    type: text('type', { enum: CREDIT_DEBIT }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents'),
    methodCd: text('method_cd')
      .notNull()
      .references(() => centuryDollarMethod.code),
    /** ManualTransaction.UserId: staff user who made a manual (MA) transaction. */
    manualUserId: integer('manual_user_id').references(() => account.id),
    invoiceId: integer('invoice_id').references(() => invoice.id, { onDelete: 'set null' }),
    giftCardId: integer('gift_card_id').references(() => giftCard.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Makes a retried debit/credit a no-op. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('century_dollar_transaction_account_idx').on(t.accountId, t.createdAt),
    index('century_dollar_transaction_invoice_idx').on(t.invoiceId),
    // the Century Dollar report (ADR 386): a range in report order (created, id), with what its
    // totals add up, read from the index alone
    index('century_dollar_transaction_created_idx').on(t.createdAt, t.id, t.type, t.methodCd, t.amountCents),
    checkIn('century_dollar_transaction_type_ck', t.type, CREDIT_DEBIT),
    check('century_dollar_transaction_amount_ck', sql`${t.amountCents} > 0`),
    check('century_dollar_transaction_manual_ck', sql`${t.methodCd} <> 'MA' or ${t.manualUserId} is not null`),
  ],
);

/**
 * The referral program's state, one row per referred friend (customer-side §9, ADR 183, 193):
 * linked at the friend's sign-up to the referrer of the newest referral form naming their e-mail;
 * the friend's welcome credit is decided when their e-mail is verified, the referrer's credit on
 * the friend's first paid order (`invoice_id`, claimed once). Each outcome is written once and is
 * final; the credits themselves are ledger rows with idempotency keys.
 */
export const referral = pgTable(
  'referral',
  {
    friendAccountId: integer('friend_account_id')
      .primaryKey()
      .references(() => account.id, { onDelete: 'cascade' }),
    referrerAccountId: integer('referrer_account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    linkedAt: tsz('linked_at').notNull(),
    welcomeOutcome: text('welcome_outcome', { enum: WELCOME_OUTCOMES }),
    welcomeDecidedAt: tsz('welcome_decided_at'),
    /** The friend's first paid order: the one that decides the referrer's credit. */
    invoiceId: integer('invoice_id').references(() => invoice.id, { onDelete: 'set null' }),
    referrerOutcome: text('referrer_outcome', { enum: REFERRER_OUTCOMES }),
    referrerDecidedAt: tsz('referrer_decided_at'),
  },
  (t) => [
    index('referral_referrer_idx').on(t.referrerAccountId),
    checkIn('referral_welcome_outcome_ck', t.welcomeOutcome, WELCOME_OUTCOMES),
    checkIn('referral_referrer_outcome_ck', t.referrerOutcome, REFERRER_OUTCOMES),
    check('referral_not_self_ck', sql`${t.friendAccountId} <> ${t.referrerAccountId}`),
  ],
);
