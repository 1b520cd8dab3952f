// Bistro locations (franchises), served postal codes and holidays.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { PACKAGE_TYPES, STORE_KINDS } from './codes.js';
import { cents, checkIn, checkNonNegative, createdAt, id, updatedAt } from './columns.js';

/** Bistro location (franchise / restaurant). Times are local America/Toronto wall-clock times. */
export const franchise = pgTable(
  'franchise',
  {
    id: id(),
    /** Stable slug for seeds and links; null for locations created in the admin. */
    slug: text('slug').unique(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    company: text('company'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    province: text('province').notNull().default('QC'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('CA'),
    phone: text('phone'),
    email: text('email'),
    openingTime: time('opening_time').notNull(),
    closingTime: time('closing_time').notNull(),
    firstDelivery: time('first_delivery').notNull(),
    lastDelivery: time('last_delivery').notNull(),
    corporateOnly: boolean('corporate_only').notNull().default(false),
    packageType: text('package_type', { enum: PACKAGE_TYPES }).notNull().default('P'),
    enabled: boolean('enabled').notNull().default(false),
    isNew: boolean('is_new').notNull().default(true),
    /** Discount percent offered at this location (admin field "discount"). */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** Admin field "family": whether family packs are sold here. */
    allowsFamilyPacks: boolean('allows_family_packs').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [checkIn('franchise_package_type_ck', t.packageType, PACKAGE_TYPES)],
);

/** Meal-delivery served areas: an FSA ('H9B') or a longer prefix, with delivery fees. */
export const postalCode = pgTable(
  'postal_code',
  {
    id: id(),
    /** Upper case, no space ('H9B', 'H9B1A'). Matching falls back by dropping trailing characters. */
    code: text('code').notNull(),
    city: text('city'),
    homeDeliveryFeeCents: cents('home_delivery_fee_cents').notNull().default(0),
    cateringDeliveryFeeCents: cents('catering_delivery_fee_cents').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('postal_code_code_uq').on(t.code),
    checkNonNegative('postal_code_home_fee_ck', t.homeDeliveryFeeCents),
    checkNonNegative('postal_code_catering_fee_ck', t.cateringDeliveryFeeCents),
  ],
);

/** Retail (bistro) delivery areas per franchise. */
export const franchisePostalCode = pgTable(
  'franchise_postal_code',
  {
    id: id(),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchise.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    deliveryFeeCents: cents('delivery_fee_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('franchise_postal_code_uq').on(t.franchiseId, t.code),
    index('franchise_postal_code_code_idx').on(t.code),
    checkNonNegative('franchise_postal_code_fee_ck', t.deliveryFeeCents),
  ],
);

/** Yearly holiday (day + month). franchise_id null = every store; set = that bistro only. */
export const holiday = pgTable(
  'holiday',
  {
    id: id(),
    day: smallint('day').notNull(),
    month: smallint('month').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameFr: text('name_fr').notNull().default(''),
    franchiseId: integer('franchise_id').references(() => franchise.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('holiday_day_uq').on(t.month, t.day, sql`coalesce(${t.franchiseId}, 0)`),
    check('holiday_date_ck', sql`${t.month} between 1 and 12 and ${t.day} between 1 and 31`),
  ],
);

/**
 * Kitchen capacity (issue 12, ADR 221): portions per 15-minute slot and per day. One row for the
 * catering kitchen (franchise null) and one per bistro (store kind restaurant, its franchise). A
 * null limit does not limit; a kitchen without a row is not limited. Orders lock the row while
 * they count what the slot already holds (checkout/capacity.ts).
 */
export const kitchenCapacity = pgTable(
  'kitchen_capacity',
  {
    id: id(),
    storeKind: text('store_kind', { enum: STORE_KINDS }).notNull(),
    franchiseId: integer('franchise_id').references(() => franchise.id, { onDelete: 'cascade' }),
    slotPortions: integer('slot_portions'),
    dayPortions: integer('day_portions'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kitchen_capacity_uq').on(t.storeKind, sql`coalesce(${t.franchiseId}, 0)`),
    checkIn('kitchen_capacity_store_kind_ck', t.storeKind, STORE_KINDS),
    check('kitchen_capacity_franchise_ck', sql`(${t.storeKind} = 'restaurant') = (${t.franchiseId} is not null)`),
    checkNonNegative('kitchen_capacity_slot_ck', t.slotPortions),
    checkNonNegative('kitchen_capacity_day_ck', t.dayPortions),
  ],
);
