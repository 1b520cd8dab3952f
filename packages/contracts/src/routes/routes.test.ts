import { describe, expect, it } from 'vitest';
import {
  LANGS,
  ROUTE_DEFS,
  ROUTE_IDS,
  STORE_SECTIONS,
  buildPath,
  buildPathUnchecked,
  langOfPath,
  matchPath,
  paths,
  publicPages,
  twinPath,
  type Lang,
  type RouteDef,
  type RouteId,
} from './index.js';

const other = (lang: Lang): Lang => (lang === 'en' ? 'fr' : 'en');

// The spec's lists (customer-side §2), copied literally: English path, French path.
const MARKETING: [RouteId, string, string][] = [
  ['home', '/', '/'],
  ['login', '/login', '/connecter'],
  ['contactUs', '/contact-us', '/nous-joindre'],
  ['ourStory', '/our-story', '/notre-histoire'],
  ['giftCards', '/gift-cards', '/cartes-cadeaux'],
  ['testimonials', '/testimonials', '/temoignages'],
  ['referralProgram', '/referral-program', '/parrainage'],
  ['specials', '/specials', '/promotions'],
  ['employment', '/employment', '/emplois'],
  ['greenPolicy', '/green-policy', '/engagement-ecoresponsables'],
  ['press', '/press', '/media'],
  ['termsAndConditions', '/terms-and-conditions', '/termes-et-conditions'],
  ['retailLocations', '/at-your-service/retail-locations', '/nos-services/succursales'],
  ['homeMealDelivery', '/at-your-service/home-meal-delivery', '/nos-services/livraisons-a-domicile'],
  ['catering', '/catering-montreal-west-island', '/traiteur-montreal-west-island'],
  ['schools', '/at-your-service/schools', '/nos-services/ecole'],
  ['corporateCafeteria', '/corporate-cafeteria-montreal', '/cafeteria-entreprise-montreal'],
  ['gourmetCoffee', '/gourmet-coffee', '/cafe-gourmet'],
  ['corporateLunch', '/corporate-lunch-montreal', '/repas-affaire-montreal'],
  ['signUp', '/sign-up', '/sign-up'],
  ['forgotPassword', '/forgot-my-password', '/oublie-mot-de-passe'],
  ['blogHome', '/the-golden-beet', '/la-betterave-doree'],
];

// Pages added beside the spec's list: the stores overview (ADR 142), the reset link's page (ADR 086),
// the e-mail verification link's page (ADR 192), the one-time sign-in link's page (ADR 376).
const EXTRA: [RouteId, string, string][] = [
  ['servicesOverview', '/at-your-service', '/nos-services'],
  ['resetPassword', '/reset-password/:token', '/reset-password/:token'],
  ['verifyEmail', '/verify-email/:token', '/verify-email/:token'],
  ['signInLink', '/sign-in/link/:token', '/sign-in/link/:token'],
];

// back-office §2, literally (same path in both languages).
const ADMIN: [RouteId, string][] = [
  ['admin', '/admin'],
  ['adminProducts', '/admin/products'],
  ['adminProductsMealDelivery', '/admin/products/meal-delivery'],
  ['adminProductsCatering', '/admin/products/catering'],
  ['adminProductsRetail', '/admin/products/retail'],
  ['adminProductsStore', '/admin/products/store'],
  ['adminBlogs', '/admin/blogs'],
  ['adminCorporate', '/admin/corporate'],
  ['adminAccounts', '/admin/accounts'],
  ['adminPostalCodes', '/admin/postal-code'],
  ['adminPostalCodesRetail', '/admin/postal-code/retail'],
  ['adminPostalCodesMealDelivery', '/admin/postal-code/mealDelivery'],
  ['adminGiftCards', '/admin/gift-cards-admin'],
  ['adminPromoCodes', '/admin/promo-codes'],
  ['adminReports', '/admin/reports'],
  ['adminKitchenNumbers', '/admin/kitchen-numbers'],
  ['adminTagRoutes', '/admin/tag-routes'],
  ['adminMobileTags', '/admin/bistro-mobile-tags'],
  ['adminFranchises', '/admin/bistro-locations'],
  ['adminInvoices', '/admin/invoices'],
  ['adminInvoicesRetail', '/admin/invoices/retail'],
  ['adminInvoicesMealDelivery', '/admin/invoices/mealDelivery'],
  ['adminInvoicesCatering', '/admin/invoices/catering'],
  ['adminInvoicesMobile', '/admin/invoices/mobileBistro'],
  ['adminPaymentsReport', '/admin/payments-report'],
  ['adminCenturyDollarCreditsReport', '/admin/century-dollar-credits-report'],
  ['adminMealDeliveryLabels', '/admin/meal-delivery-labels'],
  ['adminCorpLabels', '/admin/corp-labels'],
  ['adminBanners', '/admin/banners'],
  ['adminHolidays', '/admin/holidays'],
  // beside the spec's list: the scheduling widget's slots and bookings (ADR 372)
  ['adminAppointments', '/admin/appointments'],
  // the inbox of the public forms (issue 30)
  ['adminMessages', '/admin/messages'],
];

const full = (lang: Lang, p: string) => (p === '/' ? `/${lang}/` : `/${lang}${p}`);

describe('marketing, auth and blog routes (customer-side §2)', () => {
  it.each(MARKETING)('%s: builds, matches and twins both ways', (id, en, fr) => {
    const expected = { en: full('en', en), fr: full('fr', fr) };
    for (const lang of LANGS) {
      expect(buildPathUnchecked(id, lang)).toBe(expected[lang]);
      expect(matchPath(expected[lang])).toMatchObject({ id, lang, params: {}, canonicalPath: expected[lang] });
      expect(twinPath(expected[lang], other(lang))).toBe(expected[other(lang)]);
    }
  });

  it('named builders give the spec paths', () => {
    expect(paths.ourStory('fr')).toBe('/fr/notre-histoire');
    expect(paths.ourStory('en')).toBe('/en/our-story');
    expect(paths.home('en')).toBe('/en/');
    expect(paths.retailLocations('fr')).toBe('/fr/nos-services/succursales');
    expect(paths.signUp('fr')).toBe('/fr/sign-up');
    expect(paths.blogHome('fr')).toBe('/fr/la-betterave-doree');
    expect(paths.blogArticle('fr', 'le-pate-chinois')).toBe('/fr/la-betterave-doree/le-pate-chinois');
    expect(paths.blogArticle('en', 'a b/c')).toBe('/en/the-golden-beet/a%20b%2Fc');
  });

  it('a blog article matches with its slug and twins to the other blog home', () => {
    expect(matchPath('/en/the-golden-beet/history-of-tourtiere')).toMatchObject({
      id: 'blogArticle',
      lang: 'en',
      params: { slug: 'history-of-tourtiere' },
    });
    expect(matchPath('/fr/la-betterave-doree/a%20b%2Fc')?.params).toEqual({ slug: 'a b/c' });
    expect(twinPath('/en/the-golden-beet/history-of-tourtiere', 'fr')).toBe('/fr/la-betterave-doree');
    expect(twinPath('/fr/la-betterave-doree/histoire-de-la-tourtiere', 'en')).toBe('/en/the-golden-beet');
  });
});

describe('store routes', () => {
  const children = (seg: string) =>
    [
      ['storeMenu', `/${seg}`, {}],
      ['storeReviewOrder', `/${seg}/review-order`, {}],
      ['storeConfirmOrder', `/${seg}/confirm-order`, {}],
      ['storeSuccess', `/${seg}/confirmation/1042/success`, { orderId: '1042' }],
      ['storeFailure', `/${seg}/confirmation/1042/failure/Order%20declined`, { orderId: '1042', message: 'Order declined' }],
    ] as const;
  const segments = {
    mealDelivery: 'meal-delivery',
    generic: 'store',
    restaurant: 'restaurant',
    catering: 'catering',
    corporate: 'corporate',
    mobile: 'mobile',
    quebecor: 'quebecor',
  } as const;

  const FR_SECTIONS: Partial<Record<(typeof STORE_SECTIONS)[number], string>> = {
    mealDelivery: 'livraisons-a-domicile',
    catering: 'traiteur',
    corporate: 'corporatif',
  };

  it.each(STORE_SECTIONS)('%s: every child route builds, matches and twins in both languages', (store) => {
    const frSection = FR_SECTIONS[store];
    for (const [id, p, extra] of children(segments[store])) {
      const en = `/en${p}`;
      const fr = frSection ? `/fr${p.replace(segments[store], frSection)}` : `/fr${p}`;
      expect(buildPathUnchecked(id, 'en', { store, ...extra })).toBe(en);
      expect(buildPathUnchecked(id, 'fr', { store, ...extra })).toBe(fr);
      expect(matchPath(en)).toMatchObject({ id, lang: 'en', params: { store, ...extra }, area: 'store' });
      expect(matchPath(fr)).toMatchObject({ id, lang: 'fr', params: { store, ...extra }, area: 'store', canonicalPath: fr });
      expect(twinPath(en, 'fr')).toBe(fr);
      expect(twinPath(fr, 'en')).toBe(en);
    }
  });

  it('named store builders', () => {
    expect(paths.store.reviewOrder('mealDelivery', 'en')).toBe('/en/meal-delivery/review-order');
    expect(paths.store.menu('restaurant', 'fr')).toBe('/fr/restaurant');
    expect(paths.store.reviewOrder('mealDelivery', 'fr')).toBe('/fr/livraisons-a-domicile/review-order');
    expect(paths.store.confirmOrder('mobile', 'fr')).toBe('/fr/mobile/confirm-order');
    expect(paths.store.success('catering', 'en', 7)).toBe('/en/catering/confirmation/7/success');
    expect(paths.store.failure('generic', 'fr', 7, 'Unauthorized')).toBe('/fr/store/confirmation/7/failure/Unauthorized');
    // a base64 message survives the round trip
    const b64 = 'T3JkZXIgZGVjbGluZWQ/Pz8+Pj4=';
    const p = paths.store.failure('corporate', 'en', '9', b64);
    expect(matchPath(p)?.params).toEqual({ store: 'corporate', orderId: '9', message: b64 });
  });

  it('in French, the shared store paths are aliases of the localized sections', () => {
    const cases = [
      ['livraisons-a-domicile', 'mealDelivery', 'meal-delivery'],
      ['traiteur', 'catering', 'catering'],
      ['corporatif', 'corporate', 'corporate'],
    ] as const;
    for (const [fr, store, seg] of cases) {
      expect(paths.frStoreOverview(store)).toBe(`/fr/${fr}`);
      for (const [id, p, extra] of children(seg)) {
        const m = matchPath(`/fr${p}`);
        expect(m).toMatchObject({ id, lang: 'fr', params: { store, ...extra }, canonicalPath: `/fr${p.replace(seg, fr)}` });
        expect(twinPath(`/fr${p}`, 'en')).toBe(`/en${p}`);
      }
      // not an English path
      expect(matchPath(`/en/${fr}`)).toBeNull();
    }
  });
});

describe('account and admin routes', () => {
  it('account', () => {
    for (const lang of LANGS) {
      expect(paths.account.profile(lang)).toBe(`/${lang}/account`);
      expect(paths.account.orders(lang)).toBe(`/${lang}/account/orders`);
      expect(matchPath(`/${lang}/account/orders`)).toMatchObject({ id: 'accountOrders', lang, area: 'account' });
      expect(paths.account.order(lang, 1042)).toBe(`/${lang}/account/orders/1042`);
      expect(matchPath(`/${lang}/account/orders/1042`)).toMatchObject({
        id: 'accountOrder',
        lang,
        area: 'account',
        params: { id: '1042' },
      });
    }
  });

  it.each(ADMIN)('%s: same path in both languages', (id, p) => {
    for (const lang of LANGS) {
      expect(buildPathUnchecked(id, lang)).toBe(`/${lang}${p}`);
      expect(matchPath(`/${lang}${p}`)).toMatchObject({ id, lang, area: 'admin' });
      expect(twinPath(`/${lang}${p}`, other(lang))).toBe(`/${other(lang)}${p}`);
    }
  });

  it('optional franchise ids', () => {
    expect(paths.admin.productsRetail('en', 12)).toBe('/en/admin/products/retail/12');
    expect(paths.admin.productsRetail('fr')).toBe('/fr/admin/products/retail');
    expect(paths.admin.postalCodesRetail('en', '3')).toBe('/en/admin/postal-code/retail/3');
    expect(paths.admin.invoicesRetail('fr', 5)).toBe('/fr/admin/invoices/retail/5');
    expect(matchPath('/en/admin/invoices/retail/5')).toMatchObject({ id: 'adminInvoicesRetail', params: { id: '5' } });
    expect(matchPath('/en/admin/invoices/retail')).toMatchObject({ id: 'adminInvoicesRetail', params: {} });
    expect(matchPath('/en/admin/invoices/retail/5/x')).toBeNull();
  });
});

describe('every route definition, both ways', () => {
  const sample: Record<string, string> = {
    slug: 'poutine-history',
    orderId: '31',
    message: 'Payment failed',
    id: '4',
    token: 'k3Jx-9aQ_t0ken',
  };
  const paramsFor = (def: RouteDef, pattern: string) => {
    const p: Record<string, string> = { ...def.fixed };
    for (const m of pattern.matchAll(/:(\w+)/g)) p[m[1] as string] = sample[m[1] as string] as string;
    return p;
  };

  it('covers every id', () => {
    expect(ROUTE_IDS.length).toBe(new Set(ROUTE_DEFS.map((d) => d.id)).size);
    expect(ROUTE_IDS.length).toBe(MARKETING.length + EXTRA.length + 1 + 5 + 3 + ADMIN.length);
  });

  it.each(ROUTE_DEFS.map((d) => [`${d.id}${d.fixed ? ':' + d.fixed['store'] : ''}`, d] as const))('%s', (_name, def) => {
    for (const lang of LANGS) {
      for (const pattern of def[lang]) {
        const params = paramsFor(def, pattern);
        const canonical = buildPathUnchecked(def.id, lang, params);
        // with and without a trailing slash
        for (const path of [canonical, canonical.endsWith('/') ? canonical : canonical + '/']) {
          const m = matchPath(path);
          expect(m?.id).toBe(def.id);
          expect(m?.lang).toBe(lang);
          expect(m?.params).toEqual(params);
          expect(m?.canonicalPath).toBe(canonical);
        }
        const twin = twinPath(canonical, other(lang));
        if (def.id === 'blogArticle') expect(twin).toBe(paths.blogHome(other(lang)));
        else {
          expect(twin).toBe(buildPathUnchecked(def.id, other(lang), params));
          expect(twinPath(twin, lang)).toBe(canonical);
        }
      }
    }
  });

  it('paths in the map never collide across ids', () => {
    const seen = new Map<string, string>();
    for (const def of ROUTE_DEFS) {
      for (const lang of LANGS) {
        for (const pattern of def[lang]) {
          const path = `${lang}:${pattern}`;
          const owner = `${def.id}:${def.fixed?.['store'] ?? ''}`;
          expect(seen.get(path) ?? owner).toBe(owner);
          seen.set(path, owner);
        }
      }
    }
  });
});

describe('matcher edges', () => {
  it('ignores the query string and hash', () => {
    expect(matchPath('/fr/?x=1')).toMatchObject({ id: 'home', lang: 'fr' });
    expect(matchPath('/en/our-story#team')).toMatchObject({ id: 'ourStory' });
  });

  it('rejects unknown paths and languages', () => {
    expect(matchPath('/')).toBeNull();
    expect(matchPath('/de/our-story')).toBeNull();
    expect(matchPath('/our-story')).toBeNull();
    expect(matchPath('/EN/our-story')).toBeNull();
    expect(matchPath('/en/notre-histoire')).toBeNull();
    expect(matchPath('/fr/our-story')).toBeNull();
    expect(matchPath('/en/the-golden-beet/a/b')).toBeNull();
    expect(matchPath('/en/meal-delivery/confirmation/1/failure')).toBeNull();
    expect(matchPath('/en/the-golden-beet/%E0%A4%A')).toBeNull();
  });

  it('twinPath of an unknown path is the home of the target language', () => {
    expect(twinPath('/en/nothing-here', 'fr')).toBe('/fr/');
    expect(twinPath('/whatever', 'en')).toBe('/en/');
  });

  it('langOfPath', () => {
    expect(langOfPath('/fr/x')).toBe('fr');
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/de/x')).toBeNull();
  });

  it('buildPath refuses a missing parameter or unknown store', () => {
    expect(() => buildPathUnchecked('blogArticle', 'en')).toThrow(/slug/);
    expect(() => buildPathUnchecked('storeMenu', 'en', { store: 'nope' })).toThrow(/unknown route/);
    expect(buildPath('ourStory', 'en')).toBe('/en/our-story');
  });
});

describe('publicPages (sitemap source)', () => {
  it('lists every marketing page and the blog home with both paths, and nothing private', () => {
    const ids = publicPages.map((p) => p.id);
    expect(ids).toContain('home');
    expect(ids).toContain('blogHome');
    expect(ids).toContain('corporateLunch');
    for (const hidden of [
      'login',
      'signUp',
      'forgotPassword',
      'resetPassword',
      'verifyEmail',
      'signInLink',
      'accountProfile',
      'admin',
      'storeMenu',
      'blogArticle',
    ]) {
      expect(ids).not.toContain(hidden);
    }
    // the marketing list and servicesOverview, less login, sign-up and forgot-password
    expect(publicPages).toHaveLength(MARKETING.length + 1 - 3);
    expect(publicPages.find((p) => p.id === 'servicesOverview')).toEqual({
      id: 'servicesOverview',
      en: '/en/at-your-service',
      fr: '/fr/nos-services',
    });
    expect(publicPages.find((p) => p.id === 'press')).toEqual({ id: 'press', en: '/en/press', fr: '/fr/media' });
    for (const p of publicPages) {
      expect(matchPath(p.en)?.id).toBe(p.id);
      expect(matchPath(p.fr)?.id).toBe(p.id);
    }
  });
});
