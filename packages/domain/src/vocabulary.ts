// Shared vocabulary of the spec: the codes every package speaks. Values are the spec's own.

/**
 * The six store kinds (customer-side.md §2), the one list every package uses. `restaurant` is the
 * bistro store (ordering from one franchise); `generic` is the generic store of gift cards and
 * specials, served at the URL section `/store`. Wire ↔ code names: @mijote/contracts vocabulary.ts.
 */
export const STORE_KINDS = ['mealDelivery', 'catering', 'restaurant', 'corporate', 'mobile', 'generic'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];
/** The store kind a store section falls back to (customer-side §2). */
export const DEFAULT_STORE_KIND: StoreKind = 'mealDelivery';

/** Product type codes (customer-side §3). */
export const PRODUCT_TYPES = [
  'LU', // lunch
  'SU', // supper
  'CC', // chef's choice
  'KC', // kids corner
  'SH', // sushi
  'PZ', // pizza
  'SD', // salad
  'WR', // sandwich, panini, wrap
  'BF', // breakfast
  'AP', // appetizer
  'SN', // snack
  'HY', // holiday
  'SM', // smoothie
  'DR', // drinks
  'SI', // side orders
  'SP', // special
  'GC', // gift card
  'MO', // morning snacks
  'TR', // traditional platters
  'SW', // sandwich platters
  'SC', // classic sandwich platters
  'HD', // hors d'oeuvre
  'LB', // lunch box
  'HB', // hot buffet
  'BS',
  'BW',
] as const;
export type ProductTypeCd = (typeof PRODUCT_TYPES)[number];
/** Hot-meal types (back-office §3). */
export const HOT_MEAL_TYPES: readonly ProductTypeCd[] = ['LU', 'SU', 'BF', 'CC'];

/** C catering, M meal delivery, R restaurant, S specials. */
/**
 * The main dishes a "from $x" price speaks of (home page service cards): plates, salads,
 * sandwiches, sushi, pizza, boxes and platters — not sides, drinks, snacks, kids' plates or
 * breakfasts, which would make "meals from $2.95" true but misleading.
 */
export const MAIN_DISH_TYPES: readonly ProductTypeCd[] = [
  'LU',
  'SU',
  'CC',
  'SH',
  'PZ',
  'SD',
  'WR',
  'HY',
  'BW',
  'LB',
  'MO',
  'TR',
  'SW',
  'SC',
  'HD',
  'HB',
  'SP',
];

export const PRODUCT_CATEGORIES = ['C', 'M', 'R', 'S'] as const;
export type ProductCategoryCd = (typeof PRODUCT_CATEGORIES)[number];

/** A active, D draft. */
export const PRODUCT_STATUSES = ['A', 'D'] as const;
export type ProductStatusCd = (typeof PRODUCT_STATUSES)[number];
export const DEFAULT_PRODUCT_STATUS_FILTER: ProductStatusCd = 'A';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CART_GROUP_KEYS = [...WEEKDAYS, 'catering', 'custom', 'restaurant', 'generic'] as const;
export type CartGroupKey = (typeof CART_GROUP_KEYS)[number];

/** How a line is sold: a regular meal, a kids portion, or a family pack (2 large + 2 small). */
export const CART_ITEM_KINDS = ['meal', 'kids', 'familyPack'] as const;
export type CartItemKind = (typeof CART_ITEM_KINDS)[number];

export const CHECKOUT_PROCEDURES = ['delivery', 'pickup', 'eat-in'] as const;
export type CheckoutProcedure = (typeof CHECKOUT_PROCEDURES)[number];

/** `promo-not-applicable`: the cart holds goods, none of which a code may reduce (gift cards, ADR 190). */
export const PROMO_CODE_RESULT_KEYS = [
  'promo-not-applicable',
  'sorry-amount',
  'promo-maxedout',
  'promo-invalid-store',
  'sorry-expired',
  'promo-added',
] as const;
export type PromoCodeResultKey = (typeof PROMO_CODE_RESULT_KEYS)[number];

/** P paid, U unpaid, C canceled, E canceled (treated as C), D declined, R refunded. */
export const INVOICE_STATUSES = ['P', 'U', 'C', 'E', 'D', 'R'] as const;
export type InvoiceStatusCd = (typeof INVOICE_STATUSES)[number];

/** An order's payment type: VISA, Master Card, AMEX, Interac Online, or none (fully paid by credit). */
export const ORDER_PAYMENT_TYPES = ['VISA', 'MC', 'AMEX', 'INTERAC', 'NONE'] as const;
export type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];
/** payment_method ids of an invoice's payments (back-office §3: 2 is Century Dollar). */
export const PAYMENT_METHOD_IDS = { card: 1, centuryDollars: 2, giftCard: 3, interacOnline: 4, manual: 5 } as const;
/** Invoice payment method id of a Century Dollar payment (back-office §3). */
export const CENTURY_DOLLAR_PAYMENT_METHOD_ID = PAYMENT_METHOD_IDS.centuryDollars;

/** Route-tag sources: CA catering, CO corporate on-site, CM corporate mobile, MD home meal delivery. */
export const ROUTE_SOURCES = ['CA', 'CO', 'CM', 'MD'] as const;
export type RouteSource = (typeof ROUTE_SOURCES)[number];

/** Kitchen-number and label sources. */
export const KITCHEN_SOURCES = ['corp', 'meal-delivery'] as const;
export type KitchenSource = (typeof KITCHEN_SOURCES)[number];

export const BANNER_SLOTS = ['en-lg', 'fr-lg', 'en-sm', 'fr-sm', 'mobile'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

/** Microwave, oven, stove top, oven plus microwave, stove top plus microwave, salad, sandwich, none. */
export const COOKING_INSTRUCTION_TYPES = ['MW', 'OV', 'ST', 'OM', 'SM', 'SA', 'SW', 'NO'] as const;
export type CookingInstructionType = (typeof COOKING_INSTRUCTION_TYPES)[number];

/** RC recyclable, CM compostable. */
export const CONTAINER_TYPES = ['RC', 'CM'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Subsidy and franchise package type: P plated, C chafing. */
export const PACKAGE_TYPES = ['P', 'C'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** SU is the super user (admin) type. */
export const SUPER_USER_TYPE = 'SU';

/** Promo-code status: V valid, I invalid (disabled). */
export const PROMO_CODE_STATUSES = ['V', 'I'] as const;

/** Century Dollar transaction type: C credit, D debit. */
export const CREDIT_DEBIT = ['C', 'D'] as const;

/** Cart cleanup reasons shown with the "no longer available" warning. */
export type CartRemovalReason = 'offices-closed' | 'product-expired';
