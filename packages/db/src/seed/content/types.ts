// Shapes of the demo content. The content files in this folder are plain data written for
// Mijote (original en/fr text); src/seed/ maps them to tables. Money is integer cents.

import type { DishArt } from '../../schema/dish-art.js';
export type Bilingual = { en: string; fr: string };

export type StoreKind = 'mealDelivery' | 'catering' | 'restaurant' | 'corporate' | 'mobile' | 'generic';

/** Product type codes of customer-side.md §3. */
export type ProductTypeCd =
  | 'LU'
  | 'SU'
  | 'CC'
  | 'KC'
  | 'SH'
  | 'PZ'
  | 'SD'
  | 'WR'
  | 'BF'
  | 'AP'
  | 'SN'
  | 'HY'
  | 'SM'
  | 'DR'
  | 'SI'
  | 'SP'
  | 'GC'
  | 'MO'
  | 'TR'
  | 'SW'
  | 'SC'
  | 'HD'
  | 'LB'
  | 'HB'
  | 'BS'
  | 'BW';

/** C catering, M meal delivery, R restaurant (bistro / corporate / mobile), S specials (generic store). */
export type ProductCategoryCd = 'C' | 'M' | 'R' | 'S';

/** microwave, oven, stove top, oven + microwave, stove top + microwave, salad, sandwich, none. */
export type CookingInstructionCd = 'MW' | 'OV' | 'ST' | 'OM' | 'SM' | 'SA' | 'SW' | 'NO';

/** How the generated illustration of a dish looks (no stock photos offline). */
export type DishShape = 'plate' | 'bowl' | 'box' | 'cup' | 'tray' | 'platter' | 'sushi' | 'pizza' | 'wrap' | 'card' | 'jar';
export type SeedImage = { shape: DishShape; color: string; accent?: string };
/**
 * A product's drawing (issue 11, ADR 212): the drawing of its dish kind (`shape`, a key of
 * DISH_ART) and the colours of its food (the plates, bowls and boxes take the brand's colours).
 */
export type SeedProductImage = { shape: DishArt; color: string; accent?: string };

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7; // ISO: 1 = Monday … 7 = Sunday

export interface SeedTag {
  id: number; // 1 orange, 2 blue, 3 primary; others neutral
  name: Bilingual;
}

export interface SeedProduct {
  key: string; // stable unique slug, e.g. 'md-butter-chicken'
  category: ProductCategoryCd;
  type: ProductTypeCd;
  status?: 'A' | 'D'; // default A
  title: Bilingual;
  description: Bilingual;
  priceCents: number;
  kidsPriceCents?: number | null; // kids / half portion: half the price
  familyPackPriceCents?: number | null; // 2 large + 2 small portions
  taxable: boolean;
  allowGstTaxRebate?: boolean;
  nutrition?: { calories: number; fatG: number; proteinG: number; carbsG?: number; sodiumMg?: number };
  tagIds?: number[];
  cookingInstructions?: CookingInstructionCd[];
  container?: 'RC' | 'CM';
  inventory?: number | null; // null = unlimited
  allowPartialStock?: boolean;
  requiresSides?: boolean; // RequiresSecondaryProducts
  sideKeys?: string[]; // the SI products offered as its sides
  lunchBoxChoices?: number; // catering lunch boxes: 2 (1 for some), morning box 4
  internalUse?: boolean; // hidden from customer menus (gift cards are always internal)
  image: SeedProductImage;
  franchises?: { franchiseKey: string; costCents: number; inStoreCostCents: number }[];
  subsidyPrices?: { subsidyKey: string; priceCents: number }[];
  subsidyDays?: { subsidyKey: string; day: Weekday }[];
  videos?: { code: string }[]; // YouTube codes, at most 2
}

/** A meal-delivery weekly menu: week 0 = the week the seed runs, 1 = the next. */
export interface SeedMenu {
  week: 0 | 1;
  day: Weekday;
  productKeys: string[];
}

export interface SeedAddress {
  name?: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  province: string; // 'QC'
  postalCode: string; // 'H9R 5J2'
  country: string; // 'CA'
}

export interface SeedFranchise {
  key: string;
  name: Bilingual;
  address: SeedAddress;
  phone: string;
  email: string;
  openingTime: string; // 'HH:mm'
  closingTime: string;
  firstDelivery: string;
  lastDelivery: string;
  corporateOnly: boolean;
  packageType: 'P' | 'C';
  enabled: boolean;
  latitude: number;
  longitude: number;
  /** postal codes (FSA like 'H9R' or longer prefixes) this bistro delivers to, with its fee */
  deliveryPostalCodes: { code: string; deliveryFeeCents: number }[];
}

export interface SeedSubsidy {
  key: string;
  name: string;
  company: string;
  isOnSite: boolean; // false = mobile cafeteria
  discountPercent: number;
  maxUnitAmountCents: number;
  maxProductCount: number;
  maxTotalAmountCents: number;
  maxRebateCents: number;
  perDeliveryDay: boolean;
  franchiseKey?: string; // on-site: the bistro that cooks for it
  mobileAddresses?: SeedAddress[];
  days: Weekday[]; // Monday–Friday only
  domains: string[];
  emails: { firstName: string; lastName: string; email: string }[];
  waiveFuel: boolean;
  waiveShipping: boolean;
  packageType: 'P' | 'C'; // plated or chafing
  requireExternalUserId: boolean;
  branding: boolean;
}

export interface SeedPostalCode {
  code: string; // meal-delivery served area: FSA ('H9B') or longer prefix
  city: string;
  homeDeliveryFeeCents: number;
  cateringDeliveryFeeCents: number;
}

export interface SeedHoliday {
  day: number;
  month: number; // 1–12
  name: Bilingual;
}

export interface SeedBlog {
  key: string;
  slug: Bilingual;
  title: Bilingual;
  summary: Bilingual;
  /** article body, paragraphs separated by a blank line; '## ' starts a subheading */
  body: Bilingual;
  publishedOn: string; // yyyy-MM-dd
  author: string;
  image: SeedImage;
}

export interface SeedTestimonial {
  author: string;
  city: string;
  service: StoreKind;
  quote: Bilingual;
}

export interface SeedProvince {
  code: string;
  country: 'CA';
  name: Bilingual;
}

/** A date relative to the day the seed is applied (Toronto). */
export interface SeedDay {
  daysFromSeed: number;
}

export interface SeedPromoCode {
  code: string;
  type: 'dollars' | 'percent';
  amount: number; // cents when 'dollars', whole percent when 'percent'
  status: 'V' | 'I';
  /** Days from the first start (the seed's "today"), so a demo database never ages into a state
   * where the valid codes have expired (and tests never become time bombs). */
  startsOn: SeedDay;
  expiresOn: SeedDay;
  minimumAmountCents: number;
  maxUses: number | null;
  timesUsed: number;
  storeSource: StoreKind | null; // null = every store
  note: string; // which rule of the spec this demo code shows
}

export interface SeedGiftCard {
  code: string;
  amountCents: number;
  balanceCents: number;
  status: 'a' | 'u'; // a = created, u = used
}
