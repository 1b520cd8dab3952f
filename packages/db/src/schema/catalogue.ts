// Products and everything the product editor's tabs manage: translations, nutrition, tags,
// cooking instructions, videos, week numbers, franchise costs, subsidy days and prices, sides,
// inventory and catering lunch-box choices.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, PRODUCT_STATUSES, TAG_COLORS, VIDEO_TYPES } from './codes.js';
import { cents, checkIn, checkNonNegative, createdAt, id, updatedAt } from './columns.js';
import { franchise } from './franchise.js';
import { container, cookingInstructionType, productCategory, productType } from './lookup.js';
import { subsidy } from './subsidy.js';

/** How the generated illustration of a product or article looks (no stock photos offline). */
export type Illustration = { shape: string; color: string; accent?: string };

export const product = pgTable(
  'product',
  {
    id: id(),
    /** Stable slug for seeds and links; null for products created in the admin (duplicates too). */
    slug: text('slug').unique(),
    categoryCd: text('category_cd')
      .notNull()
      .references(() => productCategory.code),
    typeCd: text('type_cd')
      .notNull()
      .references(() => productType.code),
    statusCd: text('status_cd', { enum: PRODUCT_STATUSES }).notNull().default('D'),
    priceCents: cents('price_cents').notNull(),
    kidsPriceCents: cents('kids_price_cents'),
    familyPackPriceCents: cents('family_pack_price_cents'),
    taxable: boolean('taxable').notNull().default(true),
    allowGstTaxRebate: boolean('allow_gst_tax_rebate').notNull().default(false),
    imageName: text('image_name'),
    illustration: jsonb('illustration').$type<Illustration>(),
    requiresSecondaryProducts: boolean('requires_secondary_products').notNull().default(false),
    allowPartialStock: boolean('allow_partial_stock').notNull().default(false),
    containerCd: text('container_cd').references(() => container.code),
    /** Catering lunch boxes: how many choices per box (2, 1 for some, 4 for the morning box). */
    lunchBoxChoiceCount: smallint('lunch_box_choice_count'),
    /** Internal-use products (gift cards, custom lines) are hidden from customer menus. */
    isInternalUse: boolean('is_internal_use').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_category_type_idx').on(t.categoryCd, t.typeCd, t.statusCd),
    checkIn('product_status_ck', t.statusCd, PRODUCT_STATUSES),
    checkNonNegative('product_price_ck', t.priceCents),
    checkNonNegative('product_kids_price_ck', t.kidsPriceCents),
    checkNonNegative('product_family_price_ck', t.familyPackPriceCents),
  ],
);

export const productTranslation = pgTable(
  'product_translation',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    languageCd: text('language_cd', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('product_translation_uq').on(t.productId, t.languageCd),
    checkIn('product_translation_language_ck', t.languageCd, LANGUAGES),
  ],
);

export const productNutrition = pgTable('product_nutrition', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => product.id, { onDelete: 'cascade' }),
  calories: integer('calories'),
  fatG: numeric('fat_g', { precision: 6, scale: 1, mode: 'number' }),
  proteinG: numeric('protein_g', { precision: 6, scale: 1, mode: 'number' }),
  carbsG: numeric('carbs_g', { precision: 6, scale: 1, mode: 'number' }),
  sodiumMg: integer('sodium_mg'),
});

/** Tag colours by id: 1 orange, 2 blue, 3 primary (customer-side.md §3). */
export const tag = pgTable(
  'tag',
  {
    id: id(),
    color: text('color', { enum: TAG_COLORS }).notNull().default('neutral'),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
  },
  (t) => [checkIn('tag_color_ck', t.color, TAG_COLORS)],
);

export const productTag = pgTable(
  'product_tag',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] })],
);

export const productCookingInstruction = pgTable(
  'product_cooking_instruction',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    cookingInstructionTypeCd: text('cooking_instruction_type_cd')
      .notNull()
      .references(() => cookingInstructionType.code),
  },
  (t) => [primaryKey({ columns: [t.productId, t.cookingInstructionTypeCd] })],
);

/** Up to two videos per product (slot 1 or 2). */
export const productVideo = pgTable(
  'product_video',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    code: text('code').notNull(),
    siteCd: text('site_cd').notNull().default('21'),
    type: text('type', { enum: VIDEO_TYPES }).notNull().default('YT'),
  },
  (t) => [
    uniqueIndex('product_video_slot_uq').on(t.productId, t.slot),
    check('product_video_slot_ck', sql`${t.slot} in (1, 2)`),
    checkIn('product_video_type_ck', t.type, VIDEO_TYPES),
  ],
);

/** ISO week numbers in which a product is on the weekly menu (admin "WeekNumbers" comma list). */
export const productWeekNumber = pgTable(
  'product_week_number',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    weekNumber: smallint('week_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.weekNumber] }), check('product_week_number_ck', sql`${t.weekNumber} between 1 and 53`)],
);

/** Which bistros sell a product, with cost and in-store cost (the bistro's price overrides). */
export const productFranchise = pgTable(
  'product_franchise',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    franchiseId: integer('franchise_id')
      .notNull()
      .references(() => franchise.id, { onDelete: 'cascade' }),
    costCents: cents('cost_cents').notNull(),
    inStoreCostCents: cents('in_store_cost_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.franchiseId] }),
    index('product_franchise_franchise_idx').on(t.franchiseId),
    checkNonNegative('product_franchise_cost_ck', t.costCents),
    checkNonNegative('product_franchise_in_store_ck', t.inStoreCostCents),
  ],
);

/** Days (ISO 1–7) a product is orderable for a subsidy. */
export const subsidyProductDay = pgTable(
  'subsidy_product_day',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidy.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
  },
  (t) => [
    uniqueIndex('subsidy_product_day_uq').on(t.subsidyId, t.productId, t.day),
    index('subsidy_product_day_product_idx').on(t.productId),
    check('subsidy_product_day_ck', sql`${t.day} between 1 and 7`),
  ],
);

export const subsidyProductPrice = pgTable(
  'subsidy_product_price',
  {
    id: id(),
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidy.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    priceCents: cents('price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('subsidy_product_price_uq').on(t.subsidyId, t.productId),
    index('subsidy_product_price_product_idx').on(t.productId),
    checkNonNegative('subsidy_product_price_ck', t.priceCents),
  ],
);

/** Secondary products (sides) offered with a product. */
export const productSide = pgTable(
  'product_side',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sideProductId: integer('side_product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sideProductId] }), index('product_side_side_idx').on(t.sideProductId)],
);

/**
 * Remaining stock of a product. No row = unlimited. Decrement with a guarded UPDATE
 * (`quantity = quantity - n WHERE quantity >= n`) inside the order transaction.
 */
export const productInventory = pgTable(
  'product_inventory',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [checkNonNegative('product_inventory_quantity_ck', t.quantity)],
);

/** Products a catering lunch box lets the customer choose from. */
export const lunchBoxChoice = pgTable(
  'lunch_box_choice',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    choiceProductId: integer('choice_product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('lunch_box_choice_uq').on(t.productId, t.choiceProductId)],
);

/**
 * The catalogue's version (ADR 349): one row, bumped in the writing transaction by a statement
 * trigger on every table a product view is made of (the migration lists them; not stock, which a
 * view leaves out). A stored product view is valid only while its version is this one.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_one_ck', sql`${t.id} = 1`)],
);

/**
 * The catalogue's read model (ADR 349): a product's customer view in one language and one set of
 * relations, as JSON text cut around what a request changes (a bistro's prices, live stock), made
 * by `toProduct` and kept until the catalogue version moves. No foreign key: a row of a deleted
 * product is never joined, and a rebuild racing a delete must not fail.
 */
export const productView = pgTable(
  'product_view',
  {
    productId: integer('product_id').notNull(),
    lang: text('lang').notNull(),
    /** the relations and options the view holds (`viewVariant`) */
    variant: text('variant').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    /** the code that made it (VIEW_SHAPE): a release that changes how views are made does not read older ones */
    shape: text('shape').notNull(),
    /** the JSON object's members before FranchisePriceCents, between those prices and Inventory, after OutOfStock */
    head: text('head').notNull(),
    mid: text('mid').notNull(),
    tail: text('tail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang, t.variant] })],
);
