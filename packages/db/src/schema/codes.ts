// Code lists stored in text columns (checked by constraints in the schema). The spec's codes are
// kept as-is; the API maps them to labels. Codes that are business vocabulary live once in
// @mijote/domain and are re-exported here; the rest are storage-only.
import { CARD_BRANDS, CART_GROUP_KEYS, PAYMENT_METHOD_IDS, STORE_KINDS, type StoreKind } from '@mijote/domain';

export {
  BANNER_SLOTS,
  CHECKOUT_PROCEDURES,
  CREDIT_DEBIT,
  INVOICE_STATUSES,
  ORDER_PAYMENT_TYPES,
  PACKAGE_TYPES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  PROMO_CODE_STATUSES,
  REFERRER_OUTCOMES,
  ROUTE_SOURCES,
  WELCOME_OUTCOMES,
  type BannerSlot,
  type CheckoutProcedure,
  type InvoiceStatusCd,
} from '@mijote/domain';

export const LANGUAGES = ['en', 'fr'] as const;
export type LanguageCd = (typeof LANGUAGES)[number];

/** The store a cart, order, promo code or menu belongs to (customer-side.md §2): the domain's list. */
export { STORE_KINDS };
export type StoreKindCd = StoreKind;

/** SU = super user (admin area); CU = every other account (customer, master-login staff). */
export const USER_TYPES = ['SU', 'CU'] as const;
export type UserTypeCd = (typeof USER_TYPES)[number];

/** B = billing, S = shipping / delivery. */
export const ADDRESS_TYPES = ['B', 'S'] as const;

/** P paid, U unpaid, C canceled, E canceled (treated as C), D declined, R refunded. */

/** Card brands (the domain's list). */
export { CARD_BRANDS };

/** payment_method.id values (back-office.md: 2 is Century Dollar). */
export const PAYMENT_METHOD = PAYMENT_METHOD_IDS;
/** A payment's state (`canceled`: a processor payment closed when staff marked the order paid another way, ADR 366). */
export { PAYMENT_STATUSES, REFUND_STATUSES, REFUND_DESTINATIONS, MANUAL_PAYMENT_METHODS } from '@mijote/domain';

/** Century Dollar transaction type: C credit, D debit. */

export const PROMO_CODE_TYPES = ['dollars', 'percent'] as const;

/** Gift card: a = created, u = used. */
export const GIFT_CARD_STATUSES = ['a', 'u'] as const;

/** Subsidy / bistro package type: P plated, C chafing. */

/** Route tag and import sources: catering, corporate on-site, corporate mobile, home meal delivery. */
export const LABEL_KINDS = ['meal-delivery', 'corp'] as const;

export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export const TAG_COLORS = ['orange', 'blue', 'primary', 'neutral'] as const;

export const VIDEO_TYPES = ['YT'] as const; // YouTube

/** Cart groups of customer-side.md §3 (day groups and the other stores' groups). */
export const CART_GROUPS = CART_GROUP_KEYS;
