// Path builders (one per route and language), the matcher and the language twin.
import {
  FR_STORE_OVERVIEW_SEGMENTS,
  ROUTE_DEFS,
  isLang,
  type FrStoreOverviewKind,
  type Lang,
  type RouteArea,
  type RouteDef,
  type RouteId,
  type RouteParamMap,
  type StoreSection,
} from './route-table.js';

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string; optional: boolean };

interface CompiledPattern {
  def: RouteDef;
  lang: Lang;
  canonical: boolean;
  segments: Segment[];
}

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((s): Segment => {
      if (!s.startsWith(':')) return { kind: 'literal', value: s };
      const optional = s.endsWith('?');
      return { kind: 'param', name: s.slice(1, optional ? -1 : undefined), optional };
    });
}

const compiled: CompiledPattern[] = ROUTE_DEFS.flatMap((def) =>
  (['en', 'fr'] as const).flatMap((lang) => def[lang].map((pattern, i) => ({ def, lang, canonical: i === 0, segments: compile(pattern) }))),
);

const defKey = (id: RouteId, store: string | undefined) => (store ? `${id}:${store}` : id);
const defsByKey = new Map<string, RouteDef>(ROUTE_DEFS.map((d) => [defKey(d.id, d.fixed?.['store']), d]));

/** The params argument of a route, or nothing when the route has none. */
export type ParamsArg<Id extends RouteId> =
  RouteParamMap[Id] extends Record<string, never> ? [params?: RouteParamMap[Id]] : [params: RouteParamMap[Id]];

/** Builds the path of a route in a language: `buildPath('ourStory', 'fr') === '/fr/notre-histoire'`. */
export function buildPath<Id extends RouteId>(id: Id, lang: Lang, ...[params]: ParamsArg<Id>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const def = defsByKey.get(defKey(id, values['store']));
  if (!def) throw new Error(`unknown route ${id}${values['store'] ? ` for store ${values['store']}` : ''}`);
  return fill(def[lang][0] as string, lang, values);
}

/** buildPath for a route id known only at run time (params checked at run time). */
export function buildPathUnchecked(id: RouteId, lang: Lang, params: Readonly<Record<string, string | undefined>> = {}): string {
  return (buildPath as (id: RouteId, lang: Lang, params: object) => string)(id, lang, params);
}

function fill(pattern: string, lang: Lang, values: Record<string, string | undefined>): string {
  const parts = compile(pattern).flatMap((seg) => {
    if (seg.kind === 'literal') return [seg.value];
    const v = values[seg.name];
    if (v === undefined || v === '') {
      if (seg.optional) return [];
      throw new Error(`missing route parameter ${seg.name} in ${pattern}`);
    }
    return [encodeURIComponent(v)];
  });
  return parts.length ? `/${lang}/${parts.join('/')}` : `/${lang}/`;
}

/** A matched page: which route, in which language, with which parameters. */
export type RouteMatch = {
  [Id in RouteId]: {
    id: Id;
    lang: Lang;
    params: RouteParamMap[Id];
    area: RouteArea;
    /** The canonical path of this page (trailing slash and alias normalised). */
    canonicalPath: string;
  };
}[RouteId];

function splitPathname(pathname: string): string[] {
  const clean = pathname.split(/[?#]/, 1)[0] ?? '';
  return clean.split('/').filter(Boolean);
}

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * Matches a full pathname (with its language prefix; a query string or hash is ignored).
 * A trailing slash does not matter. Returns null for any path that is not in the route map.
 */
export function matchPath(pathname: string): RouteMatch | null {
  const [langSeg, ...rest] = splitPathname(pathname);
  if (!isLang(langSeg)) return null;
  for (const p of compiled) {
    if (p.lang !== langSeg) continue;
    const params = matchSegments(p.segments, rest);
    if (!params) continue;
    const all: Record<string, string> = { ...params, ...p.def.fixed };
    return {
      id: p.def.id,
      lang: langSeg,
      params: all,
      area: p.def.area,
      canonicalPath: fill(p.def[langSeg][0] as string, langSeg, all),
    } as RouteMatch;
  }
  return null;
}

function matchSegments(pattern: Segment[], parts: string[]): Record<string, string> | null {
  if (parts.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i] as Segment;
    const part = parts[i];
    if (part === undefined) {
      if (seg.kind === 'param' && seg.optional) continue;
      return null;
    }
    if (seg.kind === 'literal') {
      if (seg.value !== part) return null;
    } else {
      const value = decode(part);
      if (value === null || value === '') return null;
      params[seg.name] = value;
    }
  }
  return params;
}

/**
 * The same page in the other language (the language switch). A blog article maps to the blog
 * home of the target language (articles are written separately per language, customer-side
 * §8); a path outside the route map maps to the target language's home.
 */
export function twinPath(pathname: string, targetLang: Lang): string {
  const m = matchPath(pathname);
  if (!m) return buildPath('home', targetLang);
  if (m.id === 'blogArticle') return buildPath('blogHome', targetLang);
  return buildPathUnchecked(m.id, targetLang, m.params);
}

/** The language of a pathname's prefix, or null. */
export function langOfPath(pathname: string): Lang | null {
  const first = splitPathname(pathname)[0];
  return isLang(first) ? first : null;
}

const build =
  <Id extends RouteId>(id: Id) =>
  (lang: Lang) =>
    buildPath(id, lang, {} as RouteParamMap[Id]);

const storeBuilder = (id: 'storeMenu' | 'storeReviewOrder' | 'storeConfirmOrder') => (store: StoreSection, lang: Lang) =>
  buildPath(id, lang, { store });

const optionalId =
  (id: 'adminProductsRetail' | 'adminPostalCodesRetail' | 'adminInvoicesRetail') => (lang: Lang, franchiseId?: string | number) =>
    buildPath(id, lang, franchiseId === undefined ? {} : { id: String(franchiseId) });

/** One builder per route and language. No URL strings elsewhere in the code base. */
export const paths = {
  home: build('home'),
  login: build('login'),
  contactUs: build('contactUs'),
  ourStory: build('ourStory'),
  giftCards: build('giftCards'),
  testimonials: build('testimonials'),
  referralProgram: build('referralProgram'),
  specials: build('specials'),
  employment: build('employment'),
  greenPolicy: build('greenPolicy'),
  press: build('press'),
  termsAndConditions: build('termsAndConditions'),
  retailLocations: build('retailLocations'),
  homeMealDelivery: build('homeMealDelivery'),
  catering: build('catering'),
  schools: build('schools'),
  corporateCafeteria: build('corporateCafeteria'),
  gourmetCoffee: build('gourmetCoffee'),
  corporateLunch: build('corporateLunch'),
  servicesOverview: build('servicesOverview'),
  signUp: build('signUp'),
  forgotPassword: build('forgotPassword'),
  resetPassword: (lang: Lang, token: string) => buildPath('resetPassword', lang, { token }),
  verifyEmail: (lang: Lang, token: string) => buildPath('verifyEmail', lang, { token }),
  signInLink: (lang: Lang, token: string) => buildPath('signInLink', lang, { token }),
  blogHome: build('blogHome'),
  blogArticle: (lang: Lang, slug: string) => buildPath('blogArticle', lang, { slug }),
  store: {
    menu: storeBuilder('storeMenu'),
    reviewOrder: storeBuilder('storeReviewOrder'),
    confirmOrder: storeBuilder('storeConfirmOrder'),
    success: (store: StoreSection, lang: Lang, orderId: string | number) =>
      buildPath('storeSuccess', lang, { store, orderId: String(orderId) }),
    /** `message` is any text; it is URI-encoded in the path (customer-side §2). */
    failure: (store: StoreSection, lang: Lang, orderId: string | number, message: string) =>
      buildPath('storeFailure', lang, { store, orderId: String(orderId), message }),
  },
  /** The French store-overview entry paths (aliases of the store sections, ADR 060). */
  frStoreOverview: (store: FrStoreOverviewKind) => `/fr/${FR_STORE_OVERVIEW_SEGMENTS[store]}`,
  account: {
    profile: build('accountProfile'),
    orders: build('accountOrders'),
    order: (lang: Lang, id: string | number) => buildPath('accountOrder', lang, { id: String(id) }),
  },
  admin: {
    root: build('admin'),
    products: build('adminProducts'),
    productsMealDelivery: build('adminProductsMealDelivery'),
    productsCatering: build('adminProductsCatering'),
    productsRetail: optionalId('adminProductsRetail'),
    productsStore: build('adminProductsStore'),
    blogs: build('adminBlogs'),
    corporate: build('adminCorporate'),
    accounts: build('adminAccounts'),
    postalCodes: build('adminPostalCodes'),
    postalCodesRetail: optionalId('adminPostalCodesRetail'),
    postalCodesMealDelivery: build('adminPostalCodesMealDelivery'),
    giftCards: build('adminGiftCards'),
    promoCodes: build('adminPromoCodes'),
    reports: build('adminReports'),
    kitchenNumbers: build('adminKitchenNumbers'),
    tagRoutes: build('adminTagRoutes'),
    mobileTags: build('adminMobileTags'),
    franchises: build('adminFranchises'),
    invoices: build('adminInvoices'),
    invoicesRetail: optionalId('adminInvoicesRetail'),
    invoicesMealDelivery: build('adminInvoicesMealDelivery'),
    invoicesCatering: build('adminInvoicesCatering'),
    invoicesMobile: build('adminInvoicesMobile'),
    paymentsReport: build('adminPaymentsReport'),
    centuryDollarCreditsReport: build('adminCenturyDollarCreditsReport'),
    mealDeliveryLabels: build('adminMealDeliveryLabels'),
    corpLabels: build('adminCorpLabels'),
    banners: build('adminBanners'),
    holidays: build('adminHolidays'),
    appointments: build('adminAppointments'),
    messages: build('adminMessages'),
  },
} as const;
