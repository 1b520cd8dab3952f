// The complete route map of Mijote (customer-side.md §2 and back-office.md §2), both languages.
// Paths here are *inside* the language prefix: '/our-story' is served at '/en/our-story'.
// Pattern syntax: literal segments, ':name' (one segment), ':name?' (optional, last segment only).
import { STORE_KINDS, type Lang, type StoreKind } from '@mijote/domain';

export type { Lang };
export const LANGS = ['en', 'fr'] as const satisfies readonly Lang[];

export function isLang(value: string | undefined): value is Lang {
  return value === 'en' || value === 'fr';
}

/**
 * The store sections of customer-side.md §2 ("the store kind is set from the hosting section"):
 * one per store kind of the domain, plus `quebecor`, the section that redirects to the mobile
 * menu. A section's URL segment is not always its kind's name: the generic store (kind `generic`)
 * lives at `/store`. The whole wire ↔ code vocabulary is in ../vocabulary.ts (ADR 207).
 */
export const STORE_SECTIONS = [...STORE_KINDS, 'quebecor'] as const;
export type StoreSection = StoreKind | 'quebecor';
export const DEFAULT_STORE_SECTION: StoreSection = 'mealDelivery';

export function isStoreSection(value: string | undefined): value is StoreSection {
  return (STORE_SECTIONS as readonly string[]).includes(value ?? '');
}

/** Store sections keep the same path in both languages (ADR 060). */
export const STORE_SEGMENTS: Record<StoreSection, string> = {
  mealDelivery: 'meal-delivery',
  generic: 'store',
  restaurant: 'restaurant',
  catering: 'catering',
  corporate: 'corporate',
  mobile: 'mobile',
  quebecor: 'quebecor',
};

/**
 * The French store-overview paths of the spec. They are accepted French aliases of the store
 * sections (same child routes); the canonical French path stays the shared one (ADR 060).
 */
export const FR_STORE_OVERVIEW_SEGMENTS = {
  mealDelivery: 'livraisons-a-domicile',
  catering: 'traiteur',
  corporate: 'corporatif',
} as const satisfies Partial<Record<StoreSection, string>>;
export type FrStoreOverviewKind = keyof typeof FR_STORE_OVERVIEW_SEGMENTS;

type NoParams = Record<string, never>;
type StoreParams = { store: StoreSection };

/** Every route id with the parameters its path needs. */
export interface RouteParamMap {
  // marketing and authentication (customer-side §2)
  home: NoParams;
  login: NoParams;
  contactUs: NoParams;
  ourStory: NoParams;
  giftCards: NoParams;
  testimonials: NoParams;
  referralProgram: NoParams;
  specials: NoParams;
  employment: NoParams;
  greenPolicy: NoParams;
  press: NoParams;
  termsAndConditions: NoParams;
  retailLocations: NoParams;
  homeMealDelivery: NoParams;
  catering: NoParams;
  schools: NoParams;
  corporateCafeteria: NoParams;
  gourmetCoffee: NoParams;
  corporateLunch: NoParams;
  /** The stores overview (customer-side §2 "Other screens"): every service and where to order it. */
  servicesOverview: NoParams;
  signUp: NoParams;
  forgotPassword: NoParams;
  /** The page of the password-reset e-mail's link (ADR 086): choose a new password. */
  resetPassword: { token: string };
  /** The page of the e-mail verification link (ADR 192): confirms the account's e-mail. */
  verifyEmail: { token: string };
  /** The page of the one-time sign-in link (ADR 376): a login past the per-e-mail limit. */
  signInLink: { token: string };
  // blog: The Golden Beet / La Betterave dorée
  blogHome: NoParams;
  blogArticle: { slug: string };
  // stores (each section wraps the same nested store router)
  storeMenu: StoreParams;
  storeReviewOrder: StoreParams;
  storeConfirmOrder: StoreParams;
  storeSuccess: StoreParams & { orderId: string };
  storeFailure: StoreParams & { orderId: string; message: string };
  // account
  accountProfile: NoParams;
  accountOrders: NoParams;
  /** One order of the history: its lines, delivery, payments, taxes and status (issue 9). */
  accountOrder: { id: string };
  // back-office (back-office §2), same path in both languages
  admin: NoParams;
  adminProducts: NoParams;
  adminProductsMealDelivery: NoParams;
  adminProductsCatering: NoParams;
  adminProductsRetail: { id?: string };
  adminProductsStore: NoParams;
  adminBlogs: NoParams;
  adminCorporate: NoParams;
  adminAccounts: NoParams;
  adminPostalCodes: NoParams;
  adminPostalCodesRetail: { id?: string };
  adminPostalCodesMealDelivery: NoParams;
  adminGiftCards: NoParams;
  adminPromoCodes: NoParams;
  adminReports: NoParams;
  adminKitchenNumbers: NoParams;
  adminTagRoutes: NoParams;
  adminMobileTags: NoParams;
  adminFranchises: NoParams;
  adminInvoices: NoParams;
  adminInvoicesRetail: { id?: string };
  adminInvoicesMealDelivery: NoParams;
  adminInvoicesCatering: NoParams;
  adminInvoicesMobile: NoParams;
  adminPaymentsReport: NoParams;
  adminCenturyDollarCreditsReport: NoParams;
  adminMealDeliveryLabels: NoParams;
  adminCorpLabels: NoParams;
  adminBanners: NoParams;
  adminHolidays: NoParams;
  /** the scheduling widget's slots and bookings (ADR 372), beside back-office §2's list */
  adminAppointments: NoParams;
  /** the inbox of the public forms, with their read state (issue 30), beside back-office §2's list */
  adminMessages: NoParams;
}
export type RouteId = keyof RouteParamMap;

/**
 * public: indexable marketing page · auth: login/sign-up/password pages · blog · store ·
 * account · admin. Only `public` pages and the blog go to the sitemap.
 */
export type RouteArea = 'public' | 'auth' | 'blog' | 'store' | 'account' | 'admin';

export interface RouteDef {
  id: RouteId;
  area: RouteArea;
  /** Canonical pattern first, then accepted aliases. */
  en: readonly string[];
  fr: readonly string[];
  /** Parameters fixed by the definition (the store kind of a store section). */
  fixed?: Readonly<Record<string, string>>;
}

const same = (id: RouteId, area: RouteArea, path: string): RouteDef => ({ id, area, en: [path], fr: [path] });
const twin = (id: RouteId, area: RouteArea, en: string, fr: string): RouteDef => ({ id, area, en: [en], fr: [fr] });

const marketing: RouteDef[] = [
  twin('home', 'public', '/', '/'),
  twin('login', 'auth', '/login', '/connecter'),
  twin('contactUs', 'public', '/contact-us', '/nous-joindre'),
  twin('ourStory', 'public', '/our-story', '/notre-histoire'),
  twin('giftCards', 'public', '/gift-cards', '/cartes-cadeaux'),
  twin('testimonials', 'public', '/testimonials', '/temoignages'),
  twin('referralProgram', 'public', '/referral-program', '/parrainage'),
  twin('specials', 'public', '/specials', '/promotions'),
  twin('employment', 'public', '/employment', '/emplois'),
  twin('greenPolicy', 'public', '/green-policy', '/engagement-ecoresponsables'),
  twin('press', 'public', '/press', '/media'),
  twin('termsAndConditions', 'public', '/terms-and-conditions', '/termes-et-conditions'),
  // not a literal path of the spec: the parent of the /at-your-service/... pages, home of the
  // spec's "stores overview" screen (ADR 142)
  twin('servicesOverview', 'public', '/at-your-service', '/nos-services'),
  twin('retailLocations', 'public', '/at-your-service/retail-locations', '/nos-services/succursales'),
  twin('homeMealDelivery', 'public', '/at-your-service/home-meal-delivery', '/nos-services/livraisons-a-domicile'),
  twin('catering', 'public', '/catering-montreal-west-island', '/traiteur-montreal-west-island'),
  twin('schools', 'public', '/at-your-service/schools', '/nos-services/ecole'),
  twin('corporateCafeteria', 'public', '/corporate-cafeteria-montreal', '/cafeteria-entreprise-montreal'),
  twin('gourmetCoffee', 'public', '/gourmet-coffee', '/cafe-gourmet'),
  twin('corporateLunch', 'public', '/corporate-lunch-montreal', '/repas-affaire-montreal'),
  same('signUp', 'auth', '/sign-up'),
  twin('forgotPassword', 'auth', '/forgot-my-password', '/oublie-mot-de-passe'),
  same('resetPassword', 'auth', '/reset-password/:token'),
  same('verifyEmail', 'auth', '/verify-email/:token'),
  same('signInLink', 'auth', '/sign-in/link/:token'),
  twin('blogHome', 'blog', '/the-golden-beet', '/la-betterave-doree'),
  twin('blogArticle', 'blog', '/the-golden-beet/:slug', '/la-betterave-doree/:slug'),
];

const STORE_CHILDREN = [
  ['storeMenu', ''],
  ['storeReviewOrder', '/review-order'],
  ['storeConfirmOrder', '/confirm-order'],
  ['storeSuccess', '/confirmation/:orderId/success'],
  ['storeFailure', '/confirmation/:orderId/failure/:message'],
] as const satisfies readonly (readonly [RouteId, string])[];

const stores: RouteDef[] = STORE_SECTIONS.flatMap((kind) =>
  STORE_CHILDREN.map(([id, child]): RouteDef => {
    const main = `/${STORE_SEGMENTS[kind]}${child}`;
    const overview = (FR_STORE_OVERVIEW_SEGMENTS as Partial<Record<StoreSection, string>>)[kind];
    return {
      id,
      area: 'store',
      en: [main],
      // French: the spec's localized section is canonical; the shared path stays an alias.
      fr: overview ? [`/${overview}${child}`, main] : [main],
      fixed: { store: kind },
    };
  }),
);

const account: RouteDef[] = [
  same('accountProfile', 'account', '/account'),
  same('accountOrders', 'account', '/account/orders'),
  same('accountOrder', 'account', '/account/orders/:id'),
];

const admin: RouteDef[] = (
  [
    ['admin', ''],
    ['adminProducts', '/products'],
    ['adminProductsMealDelivery', '/products/meal-delivery'],
    ['adminProductsCatering', '/products/catering'],
    ['adminProductsRetail', '/products/retail/:id?'],
    ['adminProductsStore', '/products/store'],
    ['adminBlogs', '/blogs'],
    ['adminCorporate', '/corporate'],
    ['adminAccounts', '/accounts'],
    ['adminPostalCodes', '/postal-code'],
    ['adminPostalCodesRetail', '/postal-code/retail/:id?'],
    ['adminPostalCodesMealDelivery', '/postal-code/mealDelivery'],
    ['adminGiftCards', '/gift-cards-admin'],
    ['adminPromoCodes', '/promo-codes'],
    ['adminReports', '/reports'],
    ['adminKitchenNumbers', '/kitchen-numbers'],
    ['adminTagRoutes', '/tag-routes'],
    ['adminMobileTags', '/bistro-mobile-tags'],
    ['adminFranchises', '/bistro-locations'],
    ['adminInvoices', '/invoices'],
    ['adminInvoicesRetail', '/invoices/retail/:id?'],
    ['adminInvoicesMealDelivery', '/invoices/mealDelivery'],
    ['adminInvoicesCatering', '/invoices/catering'],
    ['adminInvoicesMobile', '/invoices/mobileBistro'],
    ['adminPaymentsReport', '/payments-report'],
    ['adminCenturyDollarCreditsReport', '/century-dollar-credits-report'],
    ['adminMealDeliveryLabels', '/meal-delivery-labels'],
    ['adminCorpLabels', '/corp-labels'],
    ['adminBanners', '/banners'],
    ['adminHolidays', '/holidays'],
    ['adminAppointments', '/appointments'],
    ['adminMessages', '/messages'],
  ] as const satisfies readonly (readonly [RouteId, string])[]
).map(([id, sub]) => same(id, 'admin', `/admin${sub}`));

/** Every route definition, in matching order. */
export const ROUTE_DEFS: readonly RouteDef[] = [...marketing, ...stores, ...account, ...admin];

/** Every route id, once. */
export const ROUTE_IDS: readonly RouteId[] = [...new Set(ROUTE_DEFS.map((d) => d.id))];
