// Catalogue API (customer-side.md §3 Product, Promo code; §5; §7 Catalogue; §9; back-office.md §3).
// Entity fields use the spec's PascalCase names; money is integer cents in fields named `…Cents`
// (ADR 120: the spec's `Price` is never sent as dollars); envelope fields are camelCase.
// Every list takes `language` (en | fr) and falls back to English when a translation is missing.
import { PROMO_CODE_RESULT_KEYS, STORE_KINDS } from '@mijote/domain';
import { z } from 'zod';
import { Language, YesNo } from './accounts.js';
import { IdParam, IntParam, IsoDate, RequiredText, Text } from './primitives.js';

// ── shared query pieces ─────────────────────────────────────────────────────

export const StoreKindCd = z.enum(STORE_KINDS).meta({ id: 'StoreKind' });
export type StoreKindCd = z.infer<typeof StoreKindCd>;

export const PRODUCT_CATEGORY_CODES = ['C', 'M', 'R', 'S'] as const;
export const PRODUCT_TYPE_CODES = [
  'LU',
  'SU',
  'CC',
  'KC',
  'SH',
  'PZ',
  'SD',
  'WR',
  'BF',
  'AP',
  'SN',
  'HY',
  'SM',
  'DR',
  'SI',
  'SP',
  'GC',
  'MO',
  'TR',
  'SW',
  'SC',
  'HD',
  'LB',
  'HB',
  'BS',
  'BW',
] as const;
export const PRODUCT_STATUS_CODES = ['A', 'D'] as const;

/** The relations `related=` can ask for (customer-side.md §7, admin-style product query). */
export const PRODUCT_RELATED = [
  'Translations',
  'Nutrition',
  'ProductTags',
  'SubsidyProductDays',
  'SubsidyProductPrices',
  'CookingInstructionTypes',
  'Videos',
  'Franchises',
  'WeekNumbers',
] as const;
export type ProductRelated = (typeof PRODUCT_RELATED)[number];

/** What menu endpoints include when `related` is absent: what a product card shows. */
export const MENU_DEFAULT_RELATED: readonly ProductRelated[] = ['Nutrition', 'ProductTags', 'CookingInstructionTypes', 'Videos'];

const LanguageQuery = z.enum(['en', 'fr']).default('en');

/** `a,b,c` → a list of codes; empty items are ignored; an unknown code fails validation. */
function commaList<T extends readonly [string, ...string[]]>(values: T) {
  return Text(500)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x.length > 0),
    )
    .pipe(z.array(z.enum(values)).max(50));
}

/** `1,2,3` → positive integer ids. */
const IdList = Text(1000)
  .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, 'a comma-separated list of ids')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x.length > 0)
      .map(Number),
  );

const IdQuery = IdParam;
const BoolQuery = z.enum(['true', 'false', '1', '0', 'y', 'n']).transform((v) => v === 'true' || v === '1' || v === 'y');

/** ISO weekday names of the menu days. */
export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

// ── product ─────────────────────────────────────────────────────────────────

export const ProductTranslation = z
  .object({ LanguageCd: Language, Title: z.string(), Description: z.string() })
  .meta({ id: 'ProductTranslation' });

export const ProductNutrition = z
  .object({
    Calories: z.number().int().nullable(),
    Fat: z.number().nullable().meta({ description: 'grams' }),
    Protein: z.number().nullable().meta({ description: 'grams' }),
    Carbs: z.number().nullable().meta({ description: 'grams' }),
    Sodium: z.number().int().nullable().meta({ description: 'milligrams' }),
  })
  .meta({ id: 'ProductNutrition' });

export const TagColor = z.enum(['orange', 'blue', 'primary', 'neutral']);
export const ProductTag = z
  .object({ TagId: z.number().int(), Name: z.string(), Color: TagColor.meta({ description: 'TagId 1 orange, 2 blue, 3 primary' }) })
  .meta({ id: 'ProductTag' });

export const CookingInstruction = z
  .object({ TypeCd: z.string(), Name: z.string(), Instructions: z.string() })
  .meta({ id: 'CookingInstruction' });
export type CookingInstruction = z.infer<typeof CookingInstruction>;

export const ProductVideo = z
  .object({ Id: z.number().int(), Slot: z.number().int(), Code: z.string(), SiteCd: z.string(), Type: z.string() })
  .meta({ id: 'ProductVideo' });

export const SubsidyProductDay = z
  .object({
    Id: z.number().int(),
    ProductId: z.number().int(),
    SubsidyId: z.number().int(),
    Day: z.number().int().meta({ description: 'ISO weekday, 1 Monday … 7 Sunday' }),
  })
  .meta({ id: 'SubsidyProductDay' });

export const SubsidyProductPrice = z
  .object({ Id: z.number().int(), ProductId: z.number().int(), SubsidyId: z.number().int(), PriceCents: z.number().int() })
  .meta({ id: 'SubsidyProductPrice' });

export const ProductFranchise = z
  .object({ FranchiseId: z.number().int(), CostCents: z.number().int(), InStoreCostCents: z.number().int() })
  .meta({ id: 'ProductFranchise' });

const productFields = {
  Id: z.number().int(),
  ProductCategoryCd: z.string(),
  ProductTypeCd: z.string(),
  ProductStatusCd: z.enum(PRODUCT_STATUS_CODES),
  PriceCents: z.number().int().meta({ description: 'The spec’s Price, in cents' }),
  KidsPriceCents: z.number().int().nullable().meta({ description: 'The spec’s KidsPrice, in cents; null = half the price' }),
  FamilyPackPriceCents: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The spec’s FamilyPackPrice (2 large + 2 small portions), in cents; null = not sold as a family pack' }),
  FranchisePriceCents: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The spec’s franchisePrice: the bistro’s price when `franchiseId` is given, else null' }),
  FranchiseInStorePriceCents: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The bistro’s eat-in price when `franchiseId` is given, else null' }),
  Taxable: YesNo,
  AllowGstTaxRebate: YesNo,
  RequiresSecondaryProducts: YesNo,
  AllowPartialStock: YesNo,
  ImageName: z.string().nullable(),
  ImageUrl: z.string(),
  Title: z.string().meta({ description: 'In the requested language, English when missing' }),
  Description: z.string(),
  ContainerCd: z.string().nullable().meta({ description: 'RC recyclable, CM compostable' }),
  ContainerName: z.string().nullable(),
  LunchBoxChoiceCount: z.number().int().nullable(),
  LunchBoxChoices: z
    .array(z.object({ Id: z.number().int(), Title: z.string() }))
    .optional()
    .meta({ description: 'Catering boxes (catering menu): what each box lets the customer choose from (ADR 220)' }),
  Inventory: z.number().int().nullable().meta({ description: 'Units left; null = unlimited. A family pack uses 4 units.' }),
  OutOfStock: z.boolean().meta({ description: 'Not even one regular item is left' }),
  SideProductIds: z.array(z.number().int()).meta({ description: 'Secondary products (sides) offered with this product' }),
  Translations: z.array(ProductTranslation).optional(),
  Nutrition: ProductNutrition.nullable().optional(),
  ProductTags: z.array(ProductTag).optional(),
  CookingInstructionTypes: z.array(CookingInstruction).optional(),
  Videos: z.array(ProductVideo).optional(),
  SubsidyProductDays: z.array(SubsidyProductDay).optional(),
  SubsidyProductPrices: z.array(SubsidyProductPrice).optional(),
  Franchises: z.array(ProductFranchise).optional(),
  WeekNumbers: z.array(z.number().int()).optional(),
};

/** A product as the catalogue sends it. Relations appear only when asked for with `related`. */
export const Product = z.object(productFields).meta({ id: 'Product' });
export type Product = z.infer<typeof Product>;

/** Why a product cannot be ordered for a menu day. */
export const UnavailableReason = z
  .enum(['past', 'cut-off', 'holiday', 'not-served', 'weekend', 'out-of-stock'])
  .meta({ id: 'UnavailableReason' });
export type UnavailableReason = z.infer<typeof UnavailableReason>;

export const MenuProduct = z
  .object({
    ...productFields,
    Available: z.boolean(),
    UnavailableReason: UnavailableReason.nullable(),
    SubsidyPriceCents: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'Subsidy menus: the negotiated price before the subsidy' }),
    SubsidyAmountCents: z.number().int().nullable().optional().meta({ description: 'Subsidy menus: what the employer pays on one unit' }),
  })
  .meta({ id: 'MenuProduct' });
export type MenuProduct = z.infer<typeof MenuProduct>;

// ── GET /products, /products/upsell, sides ──────────────────────────────────

export const ProductListQuery = z.object({
  language: LanguageQuery,
  categories: commaList(PRODUCT_CATEGORY_CODES).optional(),
  types: commaList(PRODUCT_TYPE_CODES).optional(),
  status: commaList(PRODUCT_STATUS_CODES).optional().meta({ description: 'Default A. Draft (D) products need a super user.' }),
  franchiseId: IdQuery.optional(),
  related: commaList(PRODUCT_RELATED).optional(),
  limit: IntParam(0, 1000).default(0).meta({ description: '0 = no limit' }),
  internalUseProducts: BoolQuery.default(false).meta({
    description: 'Include internal-use products (gift cards, custom lines), hidden from menus by default',
  }),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductListReply = z.array(Product).meta({ id: 'ProductListReply' });
export type ProductListReply = z.infer<typeof ProductListReply>;

export const UpsellQuery = z.object({
  language: LanguageQuery,
  store: StoreKindCd.default('mealDelivery'),
  exclude: IdList.optional().meta({ description: 'Product ids already in the cart' }),
  franchiseId: IdQuery.optional(),
  limit: IntParam(1, 20).default(6),
});
export type UpsellQuery = z.infer<typeof UpsellQuery>;

export const LanguageOnlyQuery = z.object({ language: LanguageQuery });
export type LanguageOnlyQuery = z.infer<typeof LanguageOnlyQuery>;

export const SideProduct = z
  .object({ ...productFields, MainProductIds: z.array(z.number().int()).meta({ description: 'Products that offer this side' }) })
  .meta({ id: 'SideProduct' });
export const SideListReply = z.array(SideProduct).meta({ id: 'SideListReply' });
export type SideListReply = z.infer<typeof SideListReply>;

// ── menus ───────────────────────────────────────────────────────────────────

export const DayClosedReason = z.enum(['past', 'cut-off', 'holiday', 'not-served']).meta({ id: 'DayClosedReason' });

export const MenuDay = z
  .object({
    date: z.string().meta({ description: 'yyyy-MM-dd (America/Toronto)' }),
    weekday: z.enum(WEEKDAY_NAMES),
    orderable: z.boolean(),
    closedReason: DayClosedReason.nullable(),
    holidayName: z.string().nullable(),
    products: z.array(MenuProduct),
  })
  .meta({ id: 'MenuDay' });
export type MenuDay = z.infer<typeof MenuDay>;

export const MenuQuery = z.object({ language: LanguageQuery, related: commaList(PRODUCT_RELATED).optional() });
export type MenuQuery = z.infer<typeof MenuQuery>;

export const SubsidyMenuQuery = MenuQuery.extend({ subsidyId: IdQuery });
export type SubsidyMenuQuery = z.infer<typeof SubsidyMenuQuery>;

export const RestaurantMenuQuery = MenuQuery.extend({ franchiseId: IdQuery });
export type RestaurantMenuQuery = z.infer<typeof RestaurantMenuQuery>;

/** `{day}`: a weekday name (that day of next week) or a date `yyyy-MM-dd`. */
export const NextDayParams = z.object({
  day: z.union([z.enum(WEEKDAY_NAMES), IsoDate]),
});
export type NextDayParams = z.infer<typeof NextDayParams>;

export const MenuSubsidy = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Company: z.string(),
    IsOnSite: z.boolean(),
    DiscountPercent: z.number().int(),
    MaxUnitAmountCents: z.number().int(),
    MaxProductCount: z.number().int(),
    FranchiseId: z.number().int().nullable(),
    Days: z.array(z.number().int()),
  })
  .meta({ id: 'MenuSubsidy' });

export const MenuFranchise = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    openingTime: z.string(),
    closingTime: z.string(),
    firstDelivery: z.string(),
    lastDelivery: z.string(),
  })
  .meta({ id: 'MenuFranchise' });

/** The ordering calendar's week at "now" with each day's products. */
export const MenuPlanningReply = z
  .object({
    store: StoreKindCd,
    today: z.string(),
    cutoff: z.string().meta({ description: 'Same-day cut-off, HH:mm:ss (America/Toronto)' }),
    days: z.array(MenuDay),
    subsidy: MenuSubsidy.optional(),
  })
  .meta({ id: 'MenuPlanningReply' });
export type MenuPlanningReply = z.infer<typeof MenuPlanningReply>;

export const MenuDayReply = z
  .object({
    store: StoreKindCd,
    today: z.string(),
    isRush: z.boolean(),
    day: MenuDay,
    subsidy: MenuSubsidy.optional(),
    franchise: MenuFranchise.optional(),
  })
  .meta({ id: 'MenuDayReply' });
export type MenuDayReply = z.infer<typeof MenuDayReply>;

export const MenuListQuery = z.object({
  store: StoreKindCd.default('mealDelivery'),
  from: IsoDate.optional().meta({ description: 'Default: Monday of this week' }),
});
export type MenuListQuery = z.infer<typeof MenuListQuery>;

export const MenuSummary = z
  .object({
    Id: z.number().int(),
    StoreKind: StoreKindCd,
    WeekStart: z.string(),
    WeekNumber: z.number().int(),
    Day: z.number().int(),
    MenuDate: z.string(),
    IsRush: z.boolean(),
    FranchiseId: z.number().int().nullable(),
    SubsidyId: z.number().int().nullable(),
    ProductIds: z.array(z.number().int()),
  })
  .meta({ id: 'MenuSummary' });
export const MenuListReply = z.array(MenuSummary).meta({ id: 'MenuListReply' });
export type MenuListReply = z.infer<typeof MenuListReply>;

// ── lookups ─────────────────────────────────────────────────────────────────

export const ProductCategory = z.object({ Code: z.string(), Name: z.string() }).meta({ id: 'ProductCategory' });
export const ProductCategoryListReply = z.array(ProductCategory).meta({ id: 'ProductCategoryListReply' });
export type ProductCategoryListReply = z.infer<typeof ProductCategoryListReply>;

export const ProductType = z
  .object({ Code: z.string(), Name: z.string(), IsHotMeal: z.boolean(), WeekendOrderable: z.boolean(), AllowsDayOptions: z.boolean() })
  .meta({ id: 'ProductType' });
export const ProductTypeListReply = z.array(ProductType).meta({ id: 'ProductTypeListReply' });
export type ProductTypeListReply = z.infer<typeof ProductTypeListReply>;

export const CookingInstructionListReply = z.array(CookingInstruction).meta({ id: 'CookingInstructionListReply' });
export type CookingInstructionListReply = z.infer<typeof CookingInstructionListReply>;
export const CookingInstructionParams = z.object({ typeCd: RequiredText(10) });

export const ProvinceQuery = z.object({
  language: LanguageQuery,
  country: Text(2)
    .regex(/^[A-Za-z]{2}$/, 'a 2-letter country code')
    .transform((s) => s.toUpperCase())
    .default('CA'),
});
export type ProvinceQuery = z.infer<typeof ProvinceQuery>;
export const Province = z.object({ Code: z.string(), Name: z.string(), Country: z.string() }).meta({ id: 'Province' });
export const ProvinceListReply = z.array(Province).meta({ id: 'ProvinceListReply' });
export type ProvinceListReply = z.infer<typeof ProvinceListReply>;

// ── promotions and promo codes ──────────────────────────────────────────────

export const PromotionQuery = z.object({ language: LanguageQuery, store: StoreKindCd.optional() });
export type PromotionQuery = z.infer<typeof PromotionQuery>;

export const Promotion = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    Kind: z.enum(['family-pack-quantity', 'meal-quantity', 'share']),
    Name: z.string(),
    Description: z.string(),
    Percent: z.number().int(),
    MinQuantity: z.number().int().nullable(),
    StoreKind: StoreKindCd.nullable(),
  })
  .meta({ id: 'Promotion' });
export const PromotionListReply = z.array(Promotion).meta({ id: 'PromotionListReply' });
export type PromotionListReply = z.infer<typeof PromotionListReply>;

export const PromoCodeParams = z.object({ code: RequiredText(50) });
export const PromoCodeQuery = z.object({
  store: StoreKindCd.default('mealDelivery'),
  subTotal: IntParam(0, 100_000_000).meta({ description: 'The cart’s subTotal in cents' }),
});
export type PromoCodeQuery = z.infer<typeof PromoCodeQuery>;

export const PromoCodeResultKey = z.enum(PROMO_CODE_RESULT_KEYS).meta({
  id: 'PromoCodeResultKey',
  description: 'promo-not-applicable: the cart holds only goods no code may reduce (gift cards, ADR 190)',
});

export const PromoCodeReply = z
  .object({
    key: PromoCodeResultKey,
    discountCents: z.number().int().meta({ description: 'What the code takes off `subTotal` (0 unless promo-added)' }),
    Code: z.string(),
    Type: z.enum(['dollars', 'percent']),
    Amount: z.number().int().meta({ description: 'Cents when Type is dollars, whole percent when percent' }),
    Valid: z.boolean().meta({ description: 'Its start date has come' }),
    Expired: z.boolean(),
    Status: z.string().meta({ description: "'V' valid" }),
    MinimumAmountRequiredCents: z.number().int(),
    MaxedOut: z.boolean(),
    StoreSource: StoreKindCd.nullable(),
  })
  .meta({ id: 'PromoCodeReply' });
export type PromoCodeReply = z.infer<typeof PromoCodeReply>;

// ── served area ─────────────────────────────────────────────────────────────

export const PostalCodeQuery = z.object({
  language: LanguageQuery,
  code: RequiredText(12).regex(/^#?[A-Za-z0-9 -]+$/, 'letters, digits, spaces or dashes'),
});
export type PostalCodeQuery = z.infer<typeof PostalCodeQuery>;

export const DeliveryLocation = z
  .object({
    Code: z.string(),
    City: z.string().nullable(),
    HomeDeliveryFeeCents: z.number().int(),
    CateringDeliveryFeeCents: z.number().int(),
  })
  .meta({ id: 'DeliveryLocation' });
export const RestaurantDeliveryLocation = z
  .object({ FranchiseId: z.number().int(), FranchiseName: z.string(), Code: z.string(), DeliveryFeeCents: z.number().int() })
  .meta({ id: 'RestaurantDeliveryLocation' });

export const PostalCodeReply = z
  .object({
    code: z.string().meta({ description: 'Normalised: upper case, no spaces' }),
    served: z.boolean().meta({ description: 'Meal delivery and catering deliver there' }),
    reason: z.enum(['too-short', 'not-served']).nullable(),
    match: DeliveryLocation.nullable(),
    restaurants: z.array(RestaurantDeliveryLocation).meta({ description: 'Bistros delivering there' }),
  })
  .meta({ id: 'PostalCodeReply' });
export type PostalCodeReply = z.infer<typeof PostalCodeReply>;

export const DeliveryLocationListReply = z.array(DeliveryLocation).meta({ id: 'DeliveryLocationListReply' });
export type DeliveryLocationListReply = z.infer<typeof DeliveryLocationListReply>;
export const RestaurantDeliveryLocationQuery = z.object({ language: LanguageQuery, franchiseId: IdQuery.optional() });
export type RestaurantDeliveryLocationQuery = z.infer<typeof RestaurantDeliveryLocationQuery>;
export const RestaurantDeliveryLocationListReply = z.array(RestaurantDeliveryLocation).meta({ id: 'RestaurantDeliveryLocationListReply' });
export type RestaurantDeliveryLocationListReply = z.infer<typeof RestaurantDeliveryLocationListReply>;

// ── holidays ────────────────────────────────────────────────────────────────

export const Holiday = z
  .object({
    Id: z.number().int(),
    Day: z.number().int(),
    Month: z.number().int(),
    Name: z.string(),
    FranchiseId: z.number().int().nullable(),
    NextDate: z.string().meta({ description: 'Its next date from today (yyyy-MM-dd)' }),
  })
  .meta({ id: 'Holiday' });
export const HolidayListQuery = z.object({ language: LanguageQuery, franchiseId: IdQuery.optional() });
export type HolidayListQuery = z.infer<typeof HolidayListQuery>;
export const HolidayListReply = z.array(Holiday).meta({ id: 'HolidayListReply' });
export type HolidayListReply = z.infer<typeof HolidayListReply>;

export const HolidayTodayQuery = z.object({ language: LanguageQuery });
export const RestaurantHolidayTodayQuery = z.object({ language: LanguageQuery, franchiseId: IdQuery });
export type RestaurantHolidayTodayQuery = z.infer<typeof RestaurantHolidayTodayQuery>;
export const HolidayTodayReply = z
  .object({ date: z.string(), isHoliday: z.boolean(), holiday: Holiday.nullable() })
  .meta({ id: 'HolidayTodayReply' });
export type HolidayTodayReply = z.infer<typeof HolidayTodayReply>;

// ── franchises (the bistros: contact and retail-locations pages) ────────────

export const FranchiseListQuery = z.object({ language: LanguageQuery });
export type FranchiseListQuery = z.infer<typeof FranchiseListQuery>;

/** An open franchise (bistro) as the public pages show it (customer-side §3 Franchise). Times are HH:mm, Toronto. */
export const Franchise = z
  .object({
    Id: z.number().int(),
    Slug: z.string().nullable(),
    Name: z.string(),
    Line1: z.string(),
    Line2: z.string().nullable(),
    City: z.string(),
    Province: z.string(),
    PostalCode: z.string(),
    Phone: z.string().nullable(),
    Email: z.string().nullable(),
    OpeningTime: z.string(),
    ClosingTime: z.string(),
    FirstDelivery: z.string(),
    LastDelivery: z.string(),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
  })
  .meta({ id: 'Franchise' });
export type Franchise = z.infer<typeof Franchise>;
export const FranchiseListReply = z.array(Franchise).meta({ id: 'FranchiseListReply' });
export type FranchiseListReply = z.infer<typeof FranchiseListReply>;

/** The lowest regular price of each product category on sale (home page "from" prices), cents. */
export const FromPricesReply = z
  .object({
    M: z.number().int().nullable(),
    C: z.number().int().nullable(),
    R: z.number().int().nullable(),
    S: z.number().int().nullable(),
  })
  .meta({ id: 'FromPricesReply' });
export type FromPricesReply = z.infer<typeof FromPricesReply>;
