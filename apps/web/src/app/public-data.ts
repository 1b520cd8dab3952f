// Server data of the public pages (ADR 140): read through the API in-process (RenderInput
// fetchApi) so the HTML is complete. A failed read degrades the page, never breaks it, except a
// blog article, which redirects to the blog home (customer-side §2, §8).
import type { FranchiseListReply, BlogSummary, GetBlogReply, ProductListReply, ProvinceListReply, Testimonial } from '@mijote/contracts';
import { redirect } from 'react-router';
import { paths, type Lang, type RouteMatch } from '../lib/paths';
import { isPublicPageId, type PublicPageId } from '../lib/page-meta';

export type FetchApi = (path: string) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface ProvinceOption {
  code: string;
  name: string;
}

export type PublicPageData =
  | { page: 'testimonials'; testimonials: Testimonial[] | null }
  | { page: 'blogHome'; blogs: BlogSummary[] | null }
  | { page: 'blogArticle'; article: GetBlogReply; metaVars: { title: string; description: string }; alternates: Record<Lang, string> }
  | { page: 'employment'; provinces: ProvinceOption[] }
  | { page: 'contactUs' | 'retailLocations'; franchises: FranchiseListReply | null }
  | { page: 'giftCards'; giftCardAmounts: number[] | null }
  | {
      page: Exclude<
        PublicPageId,
        'testimonials' | 'blogHome' | 'blogArticle' | 'employment' | 'contactUs' | 'retailLocations' | 'giftCards'
      >;
    };

export { isPublicPageId, type PublicPageId };

async function getJson<T>(fetchApi: FetchApi | undefined, path: string): Promise<T | null> {
  if (!fetchApi) return null;
  try {
    const res = await fetchApi(path);
    if (res.status !== 200) return null;
    return (await res.json()) as T;
  } catch {
    return null;
  }
}

/** The 13 provinces and territories, when the API cannot answer (same codes as the seed). */
export const STATIC_PROVINCES: Readonly<Record<Lang, readonly ProvinceOption[]>> = {
  en: [
    ['AB', 'Alberta'],
    ['BC', 'British Columbia'],
    ['MB', 'Manitoba'],
    ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'],
    ['NT', 'Northwest Territories'],
    ['NU', 'Nunavut'],
    ['ON', 'Ontario'],
    ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'],
    ['YT', 'Yukon'],
  ].map(([code, name]) => ({ code: code as string, name: name as string })),
  fr: [
    ['AB', 'Alberta'],
    ['BC', 'Colombie-Britannique'],
    ['PE', 'Île-du-Prince-Édouard'],
    ['MB', 'Manitoba'],
    ['NB', 'Nouveau-Brunswick'],
    ['NS', 'Nouvelle-Écosse'],
    ['NU', 'Nunavut'],
    ['ON', 'Ontario'],
    ['QC', 'Québec'],
    ['SK', 'Saskatchewan'],
    ['NL', 'Terre-Neuve-et-Labrador'],
    ['NT', 'Territoires du Nord-Ouest'],
    ['YT', 'Yukon'],
  ].map(([code, name]) => ({ code: code as string, name: name as string })),
};

export async function loadPublicPage(
  id: PublicPageId,
  match: RouteMatch,
  lang: Lang,
  fetchApi: FetchApi | undefined,
): Promise<PublicPageData> {
  switch (id) {
    case 'testimonials':
      return { page: id, testimonials: await getJson<Testimonial[]>(fetchApi, `/api/testimonials?language=${lang}`) };
    case 'blogHome':
      return { page: id, blogs: await getJson<BlogSummary[]>(fetchApi, `/api/blogs?language=${lang}`) };
    case 'contactUs':
    case 'retailLocations':
      // the bistros' addresses and hours come from the database (the same times drive ordering)
      return { page: id, franchises: await getJson<FranchiseListReply>(fetchApi, `/api/franchises?language=${lang}`) };
    case 'giftCards': {
      // the amounts quoted are the gift cards the store sells (issue 11: no amount in prose)
      const cards = await getJson<ProductListReply>(fetchApi, `/api/products?types=GC&internalUseProducts=true&language=${lang}`);
      return { page: id, giftCardAmounts: cards ? cards.map((p) => p.PriceCents) : null };
    }
    case 'employment': {
      const list = await getJson<ProvinceListReply>(fetchApi, `/api/provinces?language=${lang}&country=CA`);
      const provinces = list && list.length > 0 ? list.map((p) => ({ code: p.Code, name: p.Name })) : [...STATIC_PROVINCES[lang]];
      return { page: id, provinces };
    }
    case 'blogArticle': {
      const slug = match.id === 'blogArticle' ? match.params.slug : '';
      const article = await getJson<GetBlogReply>(fetchApi, `/api/blogs/${encodeURIComponent(slug)}?language=${lang}`);
      // unknown slug or failed fetch: the blog home (customer-side §2)
      if (!article || typeof article.slug !== 'string' || typeof article.title !== 'string') throw redirect(paths.blogHome(lang), 302);
      // the other language's slug: this language's article
      if (article.slug !== slug) throw redirect(paths.blogArticle(lang, article.slug), 301);
      // hreflang: the same article in each language (the language switch still goes to the
      // other blog home, customer-side §8)
      const alternates = { en: paths.blogArticle('en', article.slugs.en), fr: paths.blogArticle('fr', article.slugs.fr) };
      return { page: id, article, metaVars: { title: article.title, description: article.summary }, alternates };
    }
    default:
      return { page: id };
  }
}
