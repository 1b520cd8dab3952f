// Corporate subsidies (on-site cafeterias served by a bistro, or mobile cafeterias) with their
// days, allowed domains and e-mails, mobile addresses and per-account daily usage.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from './account.js';
import { PACKAGE_TYPES } from './codes.js';
import { cents, checkIn, checkNonNegative, createdAt, id, lower, updatedAt } from './columns.js';
import { franchise } from './franchise.js';

export const subsidy = pgTable(
  'subsidy',
  {
    id: id(),
    slug: text('slug').unique(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    /** true = on-site cafeteria (served by franchise_id); false = mobile cafeteria. */
    isOnSite: boolean('is_on_site').notNull().default(true),
    isNew: boolean('is_new').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    /** Whole percent of each product's price paid by the employer (default 10). */
    discountPercent: integer('discount_percent').notNull().default(10),
    /** MaxProductPrice: the subsidy applies to at most this much of a unit price (default $100). */
    maxUnitAmountCents: cents('max_unit_amount_cents').notNull().default(10_000),
    /** MaxProductCount: subsidised items per order or per day (default 10). */
    maxProductCount: integer('max_product_count').notNull().default(10),
    /** Maximum subsidised amount per order or per day; null = no cap. */
    maxTotalAmountCents: cents('max_total_amount_cents'),
    /**
     * MaxRebate: the most the employer pays per order or per day, like max_total_amount_cents; the
     * smaller of the two holds (ADR 367). null = no cap. The back-office form opens it at $10.
     */
    maxRebateCents: cents('max_rebate_cents'),
    /** "Apply rules per day": caps count per delivery day (daily usage) rather than per order. */
    perDeliveryDay: boolean('per_delivery_day').notNull().default(false),
    waiveFuel: boolean('waive_fuel').notNull().default(false),
    waiveShipping: boolean('waive_shipping').notNull().default(false),
    packageType: text('package_type', { enum: PACKAGE_TYPES }).notNull().default('P'),
    requireExternalUserId: boolean('require_external_user_id').notNull().default(false),
    /** "Global user id" setting: accounts are identified by a company-wide user id. */
    useGlobalUserId: boolean('use_global_user_id').notNull().default(false),
    branding: boolean('branding').notNull().default(false),
    franchiseId: integer('franchise_id').references(() => franchise.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('subsidy_package_type_ck', t.packageType, PACKAGE_TYPES),
    check('subsidy_discount_ck', sql`${t.discountPercent} between 0 and 100`),
    checkNonNegative('subsidy_max_unit_ck', t.maxUnitAmountCents),
    checkNonNegative('subsidy_max_count_ck', t.maxProductCount),
    checkNonNegative('subsidy_max_rebate_ck', t.maxRebateCents),
  ],
);

/** Weekdays the subsidy applies (ISO 1 = Monday … 5 = Friday; never weekends). */
export const subsidyDay = pgTable(
  'subsidy_day',
  {
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidy.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subsidyId, t.day] }), check('subsidy_day_weekday_ck', sql`${t.day} between 1 and 5`)],
);

export const subsidyDomain = pgTable(
  'subsidy_domain',
  {
    id: id(),
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidy.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subsidy_domain_uq').on(t.subsidyId, lower(t.domain)), index('subsidy_domain_domain_idx').on(lower(t.domain))],
);

export const subsidyEmail = pgTable(
  'subsidy_email',
  {
    id: id(),
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidy.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subsidy_email_uq').on(t.subsidyId, lower(t.email)), index('subsidy_email_email_idx').on(lower(t.email))],
);

/** Stops of a mobile cafeteria. */
export const subsidyMobileAddress = pgTable(
  'subsidy_mobile_address',
  {
    id: id(),
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidy.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    company: text('company'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    province: text('province').notNull().default('QC'),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('CA'),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('subsidy_mobile_address_subsidy_idx').on(t.subsidyId)],
);

/** What an account has used of its subsidy on one delivery day (dailyRemainderAmounts). */
export const subsidyDailyUsage = pgTable(
  'subsidy_daily_usage',
  {
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidy.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    amountUsedCents: cents('amount_used_cents').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subsidyId, t.accountId, t.day] }),
    checkNonNegative('subsidy_daily_usage_amount_ck', t.amountUsedCents),
    checkNonNegative('subsidy_daily_usage_count_ck', t.productCount),
  ],
);
