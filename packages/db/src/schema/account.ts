// Accounts and what hangs off them: associated e-mails/domains, addresses, saved cards,
// sessions and password reset tokens.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADDRESS_TYPES, CARD_BRANDS, LANGUAGES, USER_TYPES } from './codes.js';
import { cents, checkIn, checkNonNegative, createdAt, id, lower, tsz, updatedAt } from './columns.js';
import { franchise } from './franchise.js';
import { subsidy, subsidyMobileAddress } from './subsidy.js';

export const account = pgTable(
  'account',
  {
    id: id(),
    /** Public identifier used in /accounts/{uuid}/… paths. */
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userTypeCd: text('user_type_cd', { enum: USER_TYPES }).notNull().default('CU'),
    /** Staff ordering for clients (customer-side.md §6). */
    isMasterLogin: boolean('is_master_login').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Unique case-insensitively (account_email_lower_uq). */
    email: text('email').notNull(),
    /** argon2id PHC string; null for imported accounts that have not set a password yet. */
    passwordHash: text('password_hash'),
    preferredLanguage: text('preferred_language', { enum: LANGUAGES }).notNull().default('en'),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    textMessageOptIn: boolean('text_message_opt_in').notNull().default(false),
    forcePasswordReset: boolean('force_password_reset').notNull().default(false),
    phone: text('phone'),
    cellPhone: text('cell_phone'),
    /** Century Dollar balance; the ledger is century_dollar_transaction. */
    currentCenturyDollarCents: cents('current_century_dollar_cents').notNull().default(0),
    isBillingAddressComplete: boolean('is_billing_address_complete').notNull().default(false),
    /** Use the billing address as the delivery address (sign-up option). */
    useBillingAddress: boolean('use_billing_address').notNull().default(false),
    /** Employer-side identifiers (subsidies that require an external / global user id). */
    externalUserId: text('external_user_id'),
    globalUserId: text('global_user_id'),
    subsidyId: integer('subsidy_id').references(() => subsidy.id, { onDelete: 'set null' }),
    /** Bistro chosen for an on-site subsidy (desktop). */
    franchiseId: integer('franchise_id').references(() => franchise.id, { onDelete: 'set null' }),
    /** Stop chosen for a mobile subsidy. */
    subsidyMobileAddressId: integer('subsidy_mobile_address_id').references(() => subsidyMobileAddress.id, { onDelete: 'set null' }),
    /** Where the account was created: sign-up origin page, site code, bakery brand flag. */
    origin: text('origin'),
    site: text('site'),
    isBbCorp: boolean('is_bb_corp').notNull().default(false),
    /** Registration is two-step (pre-register then register). */
    isRegistered: boolean('is_registered').notNull().default(true),
    referredByAccountId: integer('referred_by_account_id').references((): AnyPgColumn => account.id, { onDelete: 'set null' }),
    lastLoginAt: tsz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('account_email_lower_uq').on(lower(t.email)),
    index('account_name_idx').on(lower(t.lastName), lower(t.firstName)),
    index('account_subsidy_idx').on(t.subsidyId),
    checkIn('account_user_type_ck', t.userTypeCd, USER_TYPES),
    checkIn('account_language_ck', t.preferredLanguage, LANGUAGES),
    checkNonNegative('account_century_dollars_ck', t.currentCenturyDollarCents),
  ],
);

/** Other e-mail addresses that identify the same person (subsidy matching, login lookup). */
export const accountEmail = pgTable(
  'account_email',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_email_email_uq').on(lower(t.email)), index('account_email_account_idx').on(t.accountId)],
);

export const accountDomain = pgTable(
  'account_domain',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_domain_uq').on(t.accountId, lower(t.domain))],
);

/** B billing (at most one per account) or S shipping. Fees are resolved from the postal code tables. */
export const address = pgTable(
  'address',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    addressType: text('address_type', { enum: ADDRESS_TYPES }).notNull(),
    name: text('name').notNull().default(''),
    company: text('company'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    province: text('province').notNull().default('QC'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('CA'),
    phone: text('phone'),
    instructions: text('instructions'),
    homeDeliveryFeeCents: cents('home_delivery_fee_cents'),
    cateringDeliveryFeeCents: cents('catering_delivery_fee_cents'),
    /** Bistro that delivers here (restaurant addresses). */
    franchiseId: integer('franchise_id').references(() => franchise.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('address_account_idx').on(t.accountId),
    uniqueIndex('address_one_billing_uq').on(t.accountId).where(sql`${t.addressType} = 'B'`),
    checkIn('address_type_ck', t.addressType, ADDRESS_TYPES),
  ],
);

/** A card saved at the processor. Only the token and display data — never a number or CVV. */
export const savedCard = pgTable(
  'saved_card',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    processorToken: text('processor_token').notNull(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_card_token_uq').on(t.processorToken),
    index('saved_card_account_idx').on(t.accountId),
    checkIn('saved_card_brand_ck', t.brand, CARD_BRANDS),
    check('saved_card_last4_ck', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_card_exp_ck', sql`${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2100`),
  ],
);

/** Server-side session. The cookie holds a random token; only its SHA-256 is stored. */
export const session = pgTable(
  'session',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    csrfSecret: text('csrf_secret').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('session_account_idx').on(t.accountId), index('session_expires_idx').on(t.expiresAt)],
);

/** One-time password reset link; only the SHA-256 of the token is stored. */
export const passwordResetToken = pgTable(
  'password_reset_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    usedAt: tsz('used_at'),
    ip: text('ip'),
  },
  (t) => [index('password_reset_token_account_idx').on(t.accountId)],
);
