// What each marketing page shows beside its text (the text lives in locales/*/pages.json).
import type { FormName } from '@mijote/contracts';
import type { PublicPageId } from '../../lib/page-meta';
import { paths, type Lang } from '../../lib/paths';

export type MarketingPageId = Exclude<PublicPageId, 'blogHome' | 'blogArticle'>;

export interface PageConfig {
  /** Breadcrumb parent below home. */
  parent?: 'servicesOverview';
  /** The page's form (its island), shown beside the text. */
  form?: FormName;
  /** Call-to-action links of the hero: label key under pages:<id>.actions.<key>. */
  actions?: (lang: Lang) => { key: string; href: string }[];
  extra?: 'testimonials' | 'bistros' | 'movedModal' | 'services';
  /** Small illustration of the hero. */
  art?: 'mealDelivery' | 'catering' | 'bistros' | 'corporateCafeteria' | 'schools' | 'gourmetCoffee' | 'story' | 'gift' | 'leaf' | 'press' | 'letter' | 'star';
}

export const PAGE_CONFIG: Readonly<Record<MarketingPageId, PageConfig>> = {
  contactUs: { form: 'contact-us', extra: 'bistros', art: 'letter' },
  ourStory: { art: 'story', actions: (l) => [{ key: 'services', href: paths.servicesOverview(l) }, { key: 'careers', href: paths.employment(l) }] },
  giftCards: { art: 'gift', actions: (l) => [{ key: 'buy', href: paths.store.menu('store', l) }, { key: 'terms', href: paths.termsAndConditions(l) }] },
  testimonials: { art: 'star', extra: 'testimonials' },
  referralProgram: { form: 'referral', art: 'gift' },
  specials: { form: 'specials', art: 'star', actions: (l) => [{ key: 'order', href: paths.store.menu('mealDelivery', l) }] },
  employment: { form: 'employment', art: 'story' },
  greenPolicy: { art: 'leaf' },
  press: { art: 'press', actions: (l) => [{ key: 'contact', href: paths.contactUs(l) }, { key: 'story', href: paths.ourStory(l) }] },
  termsAndConditions: { art: 'letter' },
  servicesOverview: { extra: 'services', art: 'mealDelivery' },
  retailLocations: { parent: 'servicesOverview', extra: 'bistros', art: 'bistros', actions: (l) => [{ key: 'order', href: paths.store.menu('restaurant', l) }] },
  homeMealDelivery: { parent: 'servicesOverview', extra: 'movedModal', art: 'mealDelivery', actions: (l) => [{ key: 'menu', href: paths.store.menu('mealDelivery', l) }] },
  catering: { art: 'catering', actions: (l) => [{ key: 'order', href: paths.store.menu('catering', l) }, { key: 'contact', href: paths.contactUs(l) }] },
  schools: { parent: 'servicesOverview', form: 'schools', art: 'schools' },
  corporateCafeteria: { form: 'cafeteria', art: 'corporateCafeteria', actions: (l) => [{ key: 'order', href: paths.store.menu('corporate', l) }] },
  gourmetCoffee: { form: 'coffee', art: 'gourmetCoffee' },
  corporateLunch: { form: 'corporate', art: 'corporateCafeteria', actions: (l) => [{ key: 'mobile', href: paths.store.menu('mobile', l) }] },
};

/** The services of the overview page: the store kinds to order from, and the page about each. */
export function overviewServices(lang: Lang) {
  return [
    { key: 'mealDelivery', about: paths.homeMealDelivery(lang), order: paths.store.menu('mealDelivery', lang) },
    { key: 'catering', about: paths.catering(lang), order: paths.store.menu('catering', lang) },
    { key: 'bistros', about: paths.retailLocations(lang), order: paths.store.menu('restaurant', lang) },
    { key: 'corporate', about: paths.corporateCafeteria(lang), order: paths.store.menu('corporate', lang) },
    { key: 'mobile', about: paths.corporateLunch(lang), order: paths.store.menu('mobile', lang) },
    { key: 'store', about: paths.giftCards(lang), order: paths.store.menu('store', lang) },
  ] as const;
}
