// Editorial content: blog (The Golden Beet / La Betterave dorée), testimonials, home banners.
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { account } from './account.js';
import type { Illustration } from './catalogue.js';
import { BANNER_SLOTS, LANGUAGES, STORE_KINDS } from './codes.js';
import { checkIn, createdAt, id, updatedAt } from './columns.js';

export const blog = pgTable(
  'blog',
  {
    id: id(),
    /** Stable key for seeds; null for articles created in the admin. */
    key: text('key').unique(),
    imageName: text('image_name'),
    illustration: jsonb('illustration').$type<Illustration>(),
    author: text('author').notNull().default(''),
    publishedOn: date('published_on', { mode: 'string' }),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_published_idx').on(t.publishedOn)],
);

/** One row per language; the slug is per language (/the-golden-beet/:slug, /la-betterave-doree/:slug). */
export const blogTranslation = pgTable(
  'blog_translation',
  {
    id: id(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blog.id, { onDelete: 'cascade' }),
    languageCd: text('language_cd', { enum: LANGUAGES }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Summary (the spec's Description). */
    description: text('description').notNull().default(''),
    /** Paragraphs separated by a blank line; '## ' starts a subheading. */
    body: text('body').notNull().default(''),
  },
  (t) => [
    uniqueIndex('blog_translation_uq').on(t.blogId, t.languageCd),
    uniqueIndex('blog_translation_slug_uq').on(t.languageCd, t.slug),
    checkIn('blog_translation_language_ck', t.languageCd, LANGUAGES),
  ],
);

export const testimonial = pgTable(
  'testimonial',
  {
    id: id(),
    author: text('author').notNull(),
    city: text('city').notNull().default(''),
    storeKind: text('store_kind', { enum: STORE_KINDS }),
    quoteEn: text('quote_en').notNull(),
    quoteFr: text('quote_fr').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [checkIn('testimonial_store_kind_ck', t.storeKind, STORE_KINDS)],
);

/** Five slots: en-lg, fr-lg, en-sm, fr-sm, mobile. */
export const homeBanner = pgTable(
  'home_banner',
  {
    slot: text('slot', { enum: BANNER_SLOTS }).primaryKey(),
    imageName: text('image_name'),
    linkUrl: text('link_url'),
    updatedByAccountId: integer('updated_by_account_id').references(() => account.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [checkIn('home_banner_slot_ck', t.slot, BANNER_SLOTS)],
);
