// Title and description of each rendered page, for the server head and document.title.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Lang, RouteId } from './paths';
import { useSite } from './site';

/** The public pages served by the public-page route (the home page has its own route). */
export const PUBLIC_PAGE_IDS = [
  'contactUs',
  'ourStory',
  'giftCards',
  'testimonials',
  'referralProgram',
  'specials',
  'employment',
  'greenPolicy',
  'press',
  'termsAndConditions',
  'servicesOverview',
  'retailLocations',
  'homeMealDelivery',
  'catering',
  'schools',
  'corporateCafeteria',
  'gourmetCoffee',
  'corporateLunch',
  'blogHome',
  'blogArticle',
] as const satisfies readonly RouteId[];
export type PublicPageId = (typeof PUBLIC_PAGE_IDS)[number];

export function isPublicPageId(id: string): id is PublicPageId {
  return (PUBLIC_PAGE_IDS as readonly string[]).includes(id);
}

/** Pages of the full client (ADR 170): sign-in screens, account, store. Meta in `common:meta`. */
export const CLIENT_PAGE_IDS = [
  'login',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'signInLink',
  'accountProfile',
  'accountOrders',
  'accountOrder',
  'storeMenu',
  'storeReviewOrder',
  'storeConfirmOrder',
  'storeSuccess',
  'storeFailure',
] as const satisfies readonly RouteId[];
export type ClientPageId = (typeof CLIENT_PAGE_IDS)[number];

export function isClientPageId(id: string): id is ClientPageId {
  return (CLIENT_PAGE_IDS as readonly string[]).includes(id);
}

/** `admin`: every page of the admin area (its texts in the `admin` namespace, ADR 260). */
export type PageKey = 'home' | 'notFound' | 'error' | 'admin' | PublicPageId | ClientPageId;

export interface RouteHandle {
  page: PageKey;
  /** The store kind of a store page: its title names the store (`{{store}}`). */
  store?: string;
}

export function isRouteHandle(v: unknown): v is RouteHandle {
  return typeof v === 'object' && v !== null && typeof (v as RouteHandle).page === 'string';
}

/**
 * Title and description of a page in `lang`. Every text may quote the offer values the page
 * bodies quote (`{{referral}}`, `{{freeDelivery}}`…, lib/offer-vars) and the brand; `vars` adds
 * what a page's loader knows (a blog article's title, a store's name); `offer` is `offerVars(lang)`,
 * which the caller loads (the client fetches it after the page, not in every page's bundle).
 */
export function pageMeta(
  t: TFunction,
  lang: Lang,
  page: PageKey,
  brandName: string,
  vars: Record<string, string> = {},
  offer: Record<string, string> = {},
): { title: string; description: string } {
  const base =
    page === 'admin'
      ? 'admin:meta'
      : page === 'home' || page === 'notFound' || page === 'error' || isClientPageId(page)
        ? `common:meta.${page}`
        : `pages:${page}.meta`;
  const values = { ...offer, ...vars, brand: brandName };
  return {
    title: t(`${base}.title`, values),
    description: t(`${base}.description`, values),
  };
}

/** Keeps document.title in step on client-side navigation (the server writes the first one). */
export function usePageTitle(page: PageKey, vars: Record<string, string> = {}): void {
  const { t, i18n } = useTranslation();
  const { brand } = useSite();
  const lang: Lang = i18n.language === 'fr' ? 'fr' : 'en';
  const key = JSON.stringify(vars);
  // computed in the effect, not in the render (ADR 280): the title's offer values format amounts
  // and rates, which the page's hydration need not wait for
  useEffect(() => {
    let live = true;
    // the offer values (amounts, rates, the calendar's rules) load after the page: a store or
    // account page's bundle does not carry the marketing numbers for its title
    void import('./offer-vars').then(({ offerVars }) => {
      if (!live) return;
      document.title = pageMeta(
        t,
        lang,
        page,
        t(`common:brand.${brand}.name`),
        JSON.parse(key) as Record<string, string>,
        offerVars(lang),
      ).title;
    });
    return () => {
      live = false;
    };
  }, [t, lang, page, brand, key]);
}
