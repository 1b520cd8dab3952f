// The back-office catalogue collections (issue 14; ADR 246, 270): products with every tab of their
// editor, and the retail (bistro) postal codes. Field names follow back-office §3 (Product:
// Translations, Nutrition, ProductTags, SubsidyProductDays, SubsidyProductPrices,
// CookingInstructionTypes, Videos, WeekNumbers, Franchises, tempImage, removeProductImage).
import {
  COOKING_INSTRUCTION_TYPES,
  MAX_PRODUCT_VIDEOS,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  servedAreaCode,
  youtubeVideoId,
} from '@mijote/domain';
import { z } from 'zod';
import { adminListQuery, adminListReply } from './admin.js';
import { Cents, Id, IdOrZero, Int, IntParam, Text } from './primitives.js';
import { UPLOAD_NAME_PATTERN } from './uploads.js';

// ── products ───────────────────────────────────────────────────────────────

const Language = z.enum(['en', 'fr']);

export const AdminProductTranslation = z.object({
  LanguageCd: Language,
  Title: z.string(),
  Description: z.string(),
});

export const AdminProductNutrition = z.object({
  Calories: z.number().int().nullable(),
  Fat: z.number().nullable().meta({ description: 'grams' }),
  Protein: z.number().nullable().meta({ description: 'grams' }),
  Carbs: z.number().nullable().meta({ description: 'grams' }),
  Sodium: z.number().int().nullable().meta({ description: 'milligrams' }),
});

export const AdminProductVideo = z.object({
  Slot: z.number().int().meta({ description: '1 or 2' }),
  Code: z.string().meta({ description: 'the YouTube video id' }),
  SiteCd: z.string(),
  Type: z.literal('YT'),
});

/** A bistro selling the product, with its price overrides there. */
export const AdminProductFranchise = z.object({
  FranchiseId: z.number().int().meta({ description: 'the bistro (franchise) id' }),
  CostCents: Cents('the bistro’s price of the product (delivery or pickup), in cents'),
  InStoreCostCents: Cents('the bistro’s in-store (eat-in) price, in cents'),
});

export const AdminProductSubsidyDay = z.object({
  SubsidyId: z.number().int(),
  Day: z.number().int().meta({ description: 'ISO day, 1 Monday … 7 Sunday' }),
});

export const AdminProductSubsidyPrice = z.object({
  SubsidyId: z.number().int(),
  PriceCents: Cents('the corporate account’s price of the product, in cents'),
});

/** A product as its editor sees it (GET answers it; a save takes it back). */
export const AdminProduct = z
  .object({
    Id: z.number().int(),
    ProductCategoryCd: z.enum(PRODUCT_CATEGORIES),
    ProductTypeCd: z.enum(PRODUCT_TYPES),
    ProductStatusCd: z.enum(PRODUCT_STATUSES),
    PriceCents: Cents('the spec’s Price, in cents'),
    KidsPriceCents: Cents('the spec’s KidsPrice, in cents; null: half the price').nullable(),
    FamilyPackPriceCents: Cents('the spec’s FamilyPackPrice, in cents; null: not sold as a family pack').nullable(),
    Taxable: z.boolean(),
    AllowGstTaxRebate: z.boolean(),
    IsInternalUse: z.boolean(),
    SortOrder: z.number().int(),
    ImageName: z.string().nullable().meta({ description: 'the uploaded JPEG (GET /api/public/img/products/{ImageName}); null: a drawing' }),
    ImageUrl: z.string(),
    Translations: z.array(AdminProductTranslation),
    Nutrition: AdminProductNutrition.nullable(),
    ProductTags: z.array(z.object({ TagId: z.number().int() })),
    CookingInstructionTypes: z.array(z.object({ CookingInstructionTypeCd: z.enum(COOKING_INSTRUCTION_TYPES) })),
    Videos: z.array(AdminProductVideo),
    WeekNumbers: z.string().meta({ description: 'ISO week numbers of the weekly menu, a comma list ("1,14,27")' }),
    Franchises: z.array(AdminProductFranchise),
    SubsidyProductDays: z.array(AdminProductSubsidyDay),
    SubsidyProductPrices: z.array(AdminProductSubsidyPrice),
    MissingTranslations: z
      .array(Language)
      .meta({ description: 'read only: the languages without a title or description (the product cannot be active)' }),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof AdminProduct>;

const Money = Int(0, 10_000_000);
/** grams as the table keeps them: at most one decimal (numeric(6, 1)), so a save never rounds what staff typed */
const Grams = z
  .number()
  .min(0)
  .max(99_999)
  .refine((g) => Math.abs(g * 10 - Math.round(g * 10)) < 1e-6, 'at most one decimal');

/** A video as staff give it: a YouTube link (or id) in `Code`. */
const VideoBody = z.strictObject({
  Slot: Int(1, MAX_PRODUCT_VIDEOS).optional(),
  Code: Text(300).transform((v, ctx) => {
    const id = youtubeVideoId(v);
    if (id === null) ctx.addIssue({ code: 'custom', message: 'a YouTube link (youtube.com/watch?v=…, youtu.be/…) or its video id' });
    return id ?? '';
  }),
  SiteCd: Text(8).default('21'),
  Type: z.literal('YT').default('YT'),
});

/** "1, 14,27" → [1, 14, 27]: ISO week numbers 1–53, each once. */
const WeekNumbers = Text(400).transform((v, ctx) => {
  const parts = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const weeks: number[] = [];
  for (const p of parts) {
    const n = /^\d{1,2}$/.test(p) ? Number(p) : NaN;
    if (!(n >= 1 && n <= 53)) {
      ctx.addIssue({ code: 'custom', message: `week numbers are 1 to 53, separated by commas (“${p.slice(0, 10)}”)` });
      return [];
    }
    if (!weeks.includes(n)) weeks.push(n);
  }
  return weeks.sort((a, b) => a - b);
});

const distinct = (keys: readonly (string | number)[]) => new Set(keys).size === keys.length;

/**
 * Create or save a product: the record as GET answers it (Id, ImageName, ImageUrl and
 * MissingTranslations read only; Id 0 with POST /api/admin/products is a new record), plus
 * `tempImage` (a fresh upload of POST /api/upload, purpose image) or `removeProductImage`.
 */
export const AdminProductBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    ProductCategoryCd: z.enum(PRODUCT_CATEGORIES),
    ProductTypeCd: z.enum(PRODUCT_TYPES),
    ProductStatusCd: z.enum(PRODUCT_STATUSES).default('D'),
    PriceCents: Money.meta({ description: 'price, in cents' }),
    KidsPriceCents: Money.nullable().default(null).meta({ description: 'kids price, in cents' }),
    FamilyPackPriceCents: Money.nullable().default(null).meta({ description: 'family-pack price, in cents' }),
    Taxable: z.boolean().default(true),
    AllowGstTaxRebate: z.boolean().default(false),
    IsInternalUse: z.boolean().default(false),
    SortOrder: Int(-100_000, 100_000).default(0),
    ImageName: Text(200).nullable().optional(),
    ImageUrl: Text(300).optional(),
    tempImage: Text(64).regex(UPLOAD_NAME_PATTERN).optional().meta({ description: 'stored name answered by POST /api/upload (JPEG)' }),
    removeProductImage: z.boolean().default(false),
    Translations: z
      .array(z.strictObject({ LanguageCd: Language, Title: Text(200), Description: Text(4000).default('') }))
      .max(2)
      .default([])
      .refine((list) => distinct(list.map((t) => t.LanguageCd)), 'one translation per language'),
    Nutrition: z
      .strictObject({
        Calories: Int(0, 100_000).nullable().default(null),
        Fat: Grams.nullable().default(null),
        Protein: Grams.nullable().default(null),
        Carbs: Grams.nullable().default(null),
        Sodium: Int(0, 1_000_000).nullable().default(null),
      })
      .nullable()
      .default(null),
    ProductTags: z
      .array(z.strictObject({ TagId: Id }))
      .max(50)
      .default([])
      .refine((list) => distinct(list.map((t) => t.TagId)), 'each tag once'),
    CookingInstructionTypes: z
      .array(z.strictObject({ CookingInstructionTypeCd: z.enum(COOKING_INSTRUCTION_TYPES), TypeCd: Text(4).optional() }))
      .max(COOKING_INSTRUCTION_TYPES.length)
      .default([])
      .refine((list) => distinct(list.map((c) => c.CookingInstructionTypeCd)), 'each cooking instruction once'),
    Videos: z.array(VideoBody).max(MAX_PRODUCT_VIDEOS, `at most ${MAX_PRODUCT_VIDEOS} videos`).default([]),
    WeekNumbers: WeekNumbers.default([]),
    Franchises: z
      .array(z.strictObject({ FranchiseId: Id, CostCents: Money, InStoreCostCents: Money }))
      .max(500)
      .default([])
      .refine((list) => distinct(list.map((f) => f.FranchiseId)), 'each bistro once'),
    SubsidyProductDays: z
      .array(z.strictObject({ Id: IdOrZero.optional(), ProductId: IdOrZero.optional(), SubsidyId: Id, Day: Int(1, 7) }))
      .max(500)
      .default([])
      .refine((list) => distinct(list.map((d) => `${d.SubsidyId}:${d.Day}`)), 'each day once per corporate account'),
    SubsidyProductPrices: z
      .array(z.strictObject({ Id: IdOrZero.optional(), ProductId: IdOrZero.optional(), SubsidyId: Id, PriceCents: Money }))
      .max(500)
      .default([])
      .refine((list) => distinct(list.map((p) => p.SubsidyId)), 'one price per corporate account'),
    MissingTranslations: z.array(Language).max(2).optional(),
  })
  .refine((p) => !(p.tempImage && p.removeProductImage), { path: ['removeProductImage'], message: 'a new image or no image, not both' })
  .meta({ id: 'AdminProductBody' });
export type AdminProductBody = z.output<typeof AdminProductBody>;

const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  Text(200)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));

/**
 * The product list of one category (back-office §2: meal delivery by default, catering, retail with
 * an optional bistro, store), status A by default (`all`: both), one or more types, 25 a page.
 */
export const AdminProductListQuery = adminListQuery(['sortOrder', 'id', 'price', 'type'] as const, 25).extend({
  category: z.enum(PRODUCT_CATEGORIES).default('M').meta({ description: 'M meal delivery (default), C catering, R retail, S store' }),
  status: z.enum([...PRODUCT_STATUSES, 'all']).default('A'),
  types: commaList(PRODUCT_TYPES).optional().meta({ description: 'comma list of type codes' }),
  franchiseId: IntParam(1, 2_147_483_647).optional().meta({ description: 'retail: the products of that bistro' }),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;
/** A product write's query (back-office §7: the save names franchiseId): with a bistro selected, retail is read-only (§2, §6; ADR 366). */
export const AdminProductWriteQuery = z.object({
  franchiseId: IntParam(1, 2_147_483_647)
    .optional()
    .meta({ description: 'the bistro the product list shows; a retail product cannot be changed from it' }),
});
export type AdminProductWriteQuery = z.infer<typeof AdminProductWriteQuery>;
export const AdminProductListReply = adminListReply(AdminProduct).meta({ id: 'AdminProductListReply' });
export type AdminProductListReply = z.infer<typeof AdminProductListReply>;

// ── retail postal codes (per bistro) ──────────────────────────────────────

/** A postal code a bistro delivers to, with its delivery fee. */
export const AdminRetailPostalCode = z
  .object({
    Id: z.number().int(),
    FranchiseId: z.number().int(),
    Code: z.string().meta({ description: 'normalised: upper case, no space, no leading #' }),
    DeliveryFeeCents: z.number().int(),
  })
  .meta({ id: 'AdminRetailPostalCode' });
export type AdminRetailPostalCode = z.infer<typeof AdminRetailPostalCode>;

export const AdminRetailPostalCodeBody = z
  .strictObject({
    Id: IdOrZero.optional(),
    FranchiseId: Id,
    Code: Text(12).transform((v, ctx) => {
      const code = servedAreaCode(v);
      if (code === null) ctx.addIssue({ code: 'custom', message: 'a postal code or its first 3 to 6 characters (H9B, H9B1A)' });
      return code ?? '';
    }),
    DeliveryFeeCents: Int(0, 100_000).default(0),
  })
  .meta({ id: 'AdminRetailPostalCodeBody' });
export type AdminRetailPostalCodeBody = z.output<typeof AdminRetailPostalCodeBody>;

export const AdminRetailPostalCodeListQuery = adminListQuery(['code', 'id'] as const, 50).extend({
  franchiseId: IntParam(1, 2_147_483_647).optional().meta({ description: 'the codes of that bistro' }),
});
export type AdminRetailPostalCodeListQuery = z.infer<typeof AdminRetailPostalCodeListQuery>;
export const AdminRetailPostalCodeListReply = adminListReply(AdminRetailPostalCode).meta({ id: 'AdminRetailPostalCodeListReply' });
export type AdminRetailPostalCodeListReply = z.infer<typeof AdminRetailPostalCodeListReply>;

export const AdminProductDuplicateParams = z.object({ id: IntParam(1, 2_147_483_647) });

/** A tag the product editor offers (GET /api/admin/tags). */
export const AdminTag = z
  .object({ Id: z.number().int(), NameEn: z.string(), NameFr: z.string(), Color: z.string() })
  .meta({ id: 'AdminTag' });
export const AdminTagListReply = z.array(AdminTag).meta({ id: 'AdminTagListReply' });
export type AdminTagListReply = z.infer<typeof AdminTagListReply>;
