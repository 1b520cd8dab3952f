// Store rules (customer-side §4, §5; ADR 031).
import { WEEKDAYS, type CartGroupKey, type CheckoutProcedure, type ProductCategoryCd, type StoreKind } from './vocabulary.js';

/**
 * The store kinds that take orders online today (ADR 170): a store opens when its ordering is
 * complete (meal delivery, the generic store, catering, the bistros, and with issue 13 the on-site and mobile
 * corporate cafeterias: every kind now). The web links
 * only to open stores, and "order again" places only their orders' lines.
 */
export const OPEN_STORE_KINDS = [
  'mealDelivery',
  'generic',
  'catering',
  'restaurant',
  'corporate',
  'mobile',
] as const satisfies readonly StoreKind[];
export type OpenStoreKind = (typeof OPEN_STORE_KINDS)[number];

export function isOpenStoreKind(kind: string | null | undefined): kind is OpenStoreKind {
  return (OPEN_STORE_KINDS as readonly string[]).includes(kind ?? '');
}

const PROCEDURES: Record<StoreKind, readonly CheckoutProcedure[]> = {
  mealDelivery: ['delivery', 'pickup'],
  catering: ['delivery', 'pickup'],
  restaurant: ['delivery', 'pickup', 'eat-in'],
  corporate: ['delivery', 'pickup'],
  mobile: ['delivery'],
  generic: ['delivery'],
};

/**
 * The product category a store kind sells (customer-side §3 category codes): meal delivery M,
 * catering C, specials and gift cards S; bistros and the on-site and mobile cafeterias R.
 */
export const STORE_CATEGORY: Readonly<Record<StoreKind, ProductCategoryCd>> = {
  mealDelivery: 'M',
  catering: 'C',
  restaurant: 'R',
  corporate: 'R',
  mobile: 'R',
  generic: 'S',
};

/**
 * The category a cart group holds (ADR 160): weekday groups hold the store's dishes (meal
 * delivery M; the corporate and mobile cafeterias, whose menus are per weekday too, R); catering
 * and custom C; restaurant R; generic S.
 */
export function cartGroupCategory(store: StoreKind, group: CartGroupKey): ProductCategoryCd {
  if ((WEEKDAYS as readonly string[]).includes(group)) return store === 'corporate' || store === 'mobile' ? 'R' : 'M';
  if (group === 'catering' || group === 'custom') return 'C';
  if (group === 'restaurant') return 'R';
  return 'S';
}

/** The checkout procedures a store offers, the default first. */
export function checkoutProcedures(store: StoreKind): readonly CheckoutProcedure[] {
  return PROCEDURES[store];
}

export function isProcedureOffered(store: StoreKind, procedure: CheckoutProcedure): boolean {
  return PROCEDURES[store].includes(procedure);
}

/** A corporate-only cart (a corporate-only bistro location) cannot hold meal-delivery items. */
export function isAllowedInCorporateOnlyCart(category: ProductCategoryCd): boolean {
  return category !== 'M';
}

export function corporateOnlyCartViolations<T extends { category: ProductCategoryCd }>(items: readonly T[]): T[] {
  return items.filter((i) => !isAllowedInCorporateOnlyCart(i.category));
}

/** A generic cart holding restaurant or catering items is confirmed in that store. */
export function genericCartRedirect(groups: Partial<Record<CartGroupKey, readonly unknown[]>>): 'restaurant' | 'catering' | null {
  if ((groups.restaurant?.length ?? 0) > 0) return 'restaurant';
  if ((groups.catering?.length ?? 0) > 0) return 'catering';
  return null;
}

export type AddressRequirement = 'ok' | 'address-required' | 'delivery-date-required' | 'area-not-served';

export interface CheckoutAddressInput {
  store: StoreKind;
  procedure: CheckoutProcedure;
  hasAddress: boolean;
  /** the address is in a served area (see postal-code) */
  addressServed: boolean;
  hasDeliveryDate: boolean;
}

/**
 * Address and date needed to finalise: the mobile store always needs its delivery address;
 * delivery needs a served address; catering and the generic store also need a delivery date.
 */
export function checkCheckoutAddress(i: CheckoutAddressInput): AddressRequirement {
  const delivering = i.procedure === 'delivery' || i.store === 'mobile';
  if (delivering && !i.hasAddress) return 'address-required';
  if (delivering && i.store !== 'mobile' && !i.addressServed) return 'area-not-served';
  if ((i.store === 'catering' || i.store === 'generic') && !i.hasDeliveryDate) return 'delivery-date-required';
  return 'ok';
}
