// The one place where the spec's words on the wire meet the names the code uses (ADR 207).
//
// The wire keeps the spec's field names and paths (customer-side.md, back-office.md): a client
// written against the spec works unchanged. Inside the code one concept has one name:
//
//   concept                         code name              on the wire (spec)
//   ─────────────────────────────── ────────────────────── ───────────────────────────────────────
//   one bistro location             franchise, franchiseId franchiseId, FranchiseId, Franchise*;
//   (Pointe-Claire, Kirkland, …)    (table `franchise`)    paths /restaurant/... and
//                                                          /admin/restaurants, /admin/bistro-locations;
//                                                          `restaurants` lists in postal-code replies
//   the store that orders from one  store kind             store kind `restaurant`, cart group
//   franchise (pickup, delivery,    `restaurant`           `restaurant`, URL section /restaurant
//   eat-in)
//   the generic store (gift cards,  store kind `generic`   store kind `generic`, cart group
//   specials)                                              `generic`, URL section /store
//   the on-site corporate cafeteria store kind `corporate` /corporate, API /bistro/onsite/...
//   the mobile corporate cafeteria  store kind `mobile`    /mobile and /quebecor, API /bistro/mobile/...
//
// "bistro" is the customers' word: it appears in the texts they read (locales), in prose comments
// for a franchise, and in CSS class names — never as an identifier. "location" in code only ever
// means a delivery location (a served postal-code area, the spec's `delivery-locations`), and
// `retailLocations` is the marketing page id. "store" alone names no store kind: in code it is a
// variable holding a StoreKind, the `store` area of the route map, or the `store` locale namespace.
import type { StoreKind } from '@mijote/domain';

export interface WireName {
  /** The name in code (TypeScript identifiers, schema tables and columns). */
  code: string;
  /** Where the spec's own words carry it on the wire. */
  wire: readonly string[];
}

/** Concept → its code name and its wire names. */
export const VOCABULARY = {
  franchise: {
    code: 'franchise',
    wire: ['franchiseId', 'FranchiseId', 'FranchiseName', '/restaurant/...', '/api/admin/restaurants', '/admin/bistro-locations'],
  },
  restaurantStore: { code: 'restaurant', wire: ['restaurant', '/restaurant'] },
  genericStore: { code: 'generic', wire: ['generic', '/store'] },
  corporateStore: { code: 'corporate', wire: ['corporate', '/corporate', '/bistro/onsite/...'] },
  mobileStore: { code: 'mobile', wire: ['mobile', '/mobile', '/quebecor', '/bistro/mobile/...'] },
} as const satisfies Record<string, WireName>;

/** The store kind each concept above names (the store kinds' code names are their wire values). */
export const STORE_KIND_OF = {
  restaurantStore: 'restaurant',
  genericStore: 'generic',
  corporateStore: 'corporate',
  mobileStore: 'mobile',
} as const satisfies Record<string, StoreKind>;
