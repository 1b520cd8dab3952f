// Code tables with en/fr names: product categories and types, cooking instructions, containers,
// payment methods, Century Dollar transaction methods, provinces.
import { boolean, integer, primaryKey, smallint, text, pgTable } from 'drizzle-orm/pg-core';

const names = {
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
};

/** C catering, M meal delivery, R restaurant, S specials. */
export const productCategory = pgTable('product_category', {
  code: text('code').primaryKey(),
  ...names,
});

/** LU lunch, SU supper, … (customer-side.md §3). */
export const productType = pgTable('product_type', {
  code: text('code').primaryKey(),
  ...names,
  /** LU, SU, BF, CC (back-office.md §3). */
  isHotMeal: boolean('is_hot_meal').notNull().default(false),
  /** Types whose products take day-of-week options (back-office.md §5). */
  allowsDayOptions: boolean('allows_day_options').notNull().default(false),
  /** Orderable on weekends for meal delivery (customer-side.md §5). */
  weekendOrderable: boolean('weekend_orderable').notNull().default(false),
});

/** MW microwave, OV oven, ST stove top, OM oven + microwave, SM stove top + microwave, SA salad, SW sandwich, NO none. */
export const cookingInstructionType = pgTable('cooking_instruction_type', {
  code: text('code').primaryKey(),
  ...names,
  instructionsEn: text('instructions_en').notNull().default(''),
  instructionsFr: text('instructions_fr').notNull().default(''),
});

/** RC recyclable, CM compostable. */
export const container = pgTable('container', {
  code: text('code').primaryKey(),
  ...names,
});

/** 1 card, 2 Century Dollars, 3 gift card, 4 Interac Online, 5 manual (marked paid by staff). */
export const paymentMethod = pgTable('payment_method', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  ...names,
});

/** How Century Dollars moved: MA manual (staff), OR order payment, RF refund, RE referral, GC gift card, PR promotion. */
export const centuryDollarMethod = pgTable('century_dollar_method', {
  code: text('code').primaryKey(),
  ...names,
});

export const province = pgTable(
  'province',
  {
    country: text('country').notNull().default('CA'),
    code: text('code').notNull(),
    ...names,
  },
  (t) => [primaryKey({ columns: [t.country, t.code] })],
);
