// Weekly menus: one menu per store kind and date (meal delivery by default), with its items.
// Rush menus and bistro/subsidy menus use the optional franchise / subsidy columns.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { product } from './catalogue.js';
import { STORE_KINDS } from './codes.js';
import { checkIn, createdAt, id, updatedAt } from './columns.js';
import { franchise } from './franchise.js';
import { subsidy } from './subsidy.js';

export const menu = pgTable(
  'menu',
  {
    id: id(),
    storeKind: text('store_kind', { enum: STORE_KINDS }).notNull().default('mealDelivery'),
    /** Monday of the ISO week (America/Toronto). */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** ISO week number of week_start. */
    weekNumber: smallint('week_number').notNull(),
    /** ISO day 1 = Monday … 7 = Sunday. */
    day: smallint('day').notNull(),
    /** The delivery date: week_start + day - 1. */
    menuDate: date('menu_date', { mode: 'string' }).notNull(),
    isRush: boolean('is_rush').notNull().default(false),
    franchiseId: integer('franchise_id').references(() => franchise.id, { onDelete: 'cascade' }),
    subsidyId: integer('subsidy_id').references(() => subsidy.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('menu_store_date_uq').on(
      t.storeKind,
      t.menuDate,
      t.isRush,
      sql`coalesce(${t.franchiseId}, 0)`,
      sql`coalesce(${t.subsidyId}, 0)`,
    ),
    index('menu_week_idx').on(t.storeKind, t.weekStart),
    check('menu_day_ck', sql`${t.day} between 1 and 7`),
    checkIn('menu_store_kind_ck', t.storeKind, STORE_KINDS),
  ],
);

export const menuItem = pgTable(
  'menu_item',
  {
    id: id(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menu.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('menu_item_uq').on(t.menuId, t.productId), index('menu_item_product_idx').on(t.productId)],
);
