// What each marketing page shows beside its text (the text lives in locales/*/pages.json).
import type { FormName } from '@mijote/contracts';
import type { PublicPageId } from '../../lib/page-meta';
import { paths, type Lang } from '../../lib/paths';
import { isStoreOpen } from '../../lib/stores';

export type MarketingPageId = Exclude<PublicPageId, 'blogHome' | 'blogArticle'>;

export interface PageConfig {
  /** Breadcrumb parent below home. */
  parent?: 'servicesOverview';
  /** The page's form (its island), shown beside the text. */
  form?: FormName;
  /** Feedback forms shown in their own section below the page's content. */
  feedbackForms?: FormName[];
  /** Call-to-action links of the hero: label key under pages:<id>.actions.<key>. */
  actions?: (lang: Lang) => { key: string; href: string }[];
  extra?: 'testimonials' | 'franchises' | 'movedModal' | 'services';
  /** Small illustration of the hero. */
  art?:
    | 'mealDelivery'
    | 'catering'
    | 'restaurant'
    | 'corporateCafeteria'
    | 'schools'
    | 'gourmetCoffee'
    | 'story'
    | 'gift'
    | 'leaf'
    | 'press'
    | 'letter'
    | 'star';
}

export const PAGE_CONFIG: Readonly<Record<MarketingPageId, PageConfig>> = {
  contactUs: { form: 'contact-us', extra: 'franchises', art: 'letter' },
  ourStory: {
    art: 'story',
    actions: (l) => [
      { key: 'services', href: paths.servicesOverview(l) },
      { key: 'careers', href: paths.employment(l) },
    ],
  },
  giftCards: {
    art: 'gift',
    actions: (l) => [
      { key: 'buy', href: paths.store.menu('generic', l) },
      { key: 'terms', href: paths.termsAndConditions(l) },
    ],
  },
  // the two feedback forms of the spec (a free office lunch, the cookie platter of a catering order)
  testimonials: { art: 'star', extra: 'testimonials', feedbackForms: ['feedback-free-lunch', 'feedback-catering-cookie-platter'] },
  referralProgram: { form: 'referral', art: 'gift' },
  specials: { form: 'specials', art: 'star', actions: (l) => [{ key: 'order', href: paths.store.menu('mealDelivery', l) }] },
  employment: { form: 'employment', art: 'story' },
  greenPolicy: { art: 'leaf' },
  press: {
    art: 'press',
    actions: (l) => [
      { key: 'contact', href: paths.contactUs(l) },
      { key: 'story', href: paths.ourStory(l) },
    ],
  },
  termsAndConditions: { art: 'letter' },
  servicesOverview: { extra: 'services', art: 'mealDelivery' },
  // a page leads into its store once the store is open online (lib/stores.ts: the bistros and
  // catering since issue 12); the corporate and mobile pages lead to their own form until then
  retailLocations: {
    parent: 'servicesOverview',
    extra: 'franchises',
    art: 'restaurant',
    actions: (l) => [
      isStoreOpen('restaurant') ? { key: 'order', href: paths.store.menu('restaurant', l) } : { key: 'call', href: '#bistros' },
    ],
  },
  homeMealDelivery: {
    parent: 'servicesOverview',
    extra: 'movedModal',
    art: 'mealDelivery',
    actions: (l) => [{ key: 'menu', href: paths.store.menu('mealDelivery', l) }],
  },
  catering: {
    art: 'catering',
    actions: (l) => [
      ...(isStoreOpen('catering') ? [{ key: 'order', href: paths.store.menu('catering', l) }] : []),
      { key: 'contact', href: paths.contactUs(l) },
    ],
  },
  schools: { parent: 'servicesOverview', form: 'schools', art: 'schools' },
  corporateCafeteria: {
    form: 'cafeteria',
    art: 'corporateCafeteria',
    actions: (l) => [
      isStoreOpen('corporate') ? { key: 'order', href: paths.store.menu('corporate', l) } : { key: 'form', href: '#page-form' },
    ],
  },
  gourmetCoffee: { form: 'coffee', art: 'gourmetCoffee' },
  corporateLunch: {
    form: 'corporate',
    art: 'corporateCafeteria',
    actions: (l) => [isStoreOpen('mobile') ? { key: 'mobile', href: paths.store.menu('mobile', l) } : { key: 'form', href: '#page-form' }],
  },
};

/**
 * The services of the overview page: the store to order from (null while that store is not open
 * online: the card offers the page about the service and the contact page), and the page about each.
 */
export function overviewServices(lang: Lang) {
  const order = (kind: Parameters<typeof isStoreOpen>[0]) => (isStoreOpen(kind) ? paths.store.menu(kind, lang) : null);
  return [
    { key: 'mealDelivery', about: paths.homeMealDelivery(lang), order: order('mealDelivery') },
    { key: 'catering', about: paths.catering(lang), order: order('catering') },
    { key: 'restaurant', about: paths.retailLocations(lang), order: order('restaurant') },
    { key: 'corporate', about: paths.corporateCafeteria(lang), order: order('corporate') },
    { key: 'mobile', about: paths.corporateLunch(lang), order: order('mobile') },
    { key: 'generic', about: paths.giftCards(lang), order: order('generic') },
  ] as const;
}
