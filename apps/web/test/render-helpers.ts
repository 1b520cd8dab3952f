import type { FranchiseListReply, BlogSummary, GetBlogReply, ProvinceListReply, Testimonial } from '@mijote/contracts';
import { renderPage, type RenderInput, type RenderResult } from '../src/app/ssr/render-page';

export const TEST_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
  </body>
</html>`;

export const TEST_CONFIG: RenderInput['config'] = {
  bakeryHosts: ['boulangerie.example.test'],
  productionHost: 'www.mijote.ca',
  revision: 'test-rev',
};

const summary = (lang: 'en' | 'fr'): BlogSummary => ({
  id: 1,
  slug: lang === 'en' ? 'history-of-the-tourtiere' : 'histoire-de-la-tourtiere',
  title: lang === 'en' ? 'A short history of the tourtière' : 'Petite histoire de la tourtière',
  summary:
    lang === 'en'
      ? 'From the réveillon table to our ovens: how a meat pie became a Quebec classic.'
      : 'De la table du réveillon à nos fours : comment une tourte est devenue un classique québécois.',
  author: 'Hélène Roy',
  publishedOn: '2025-12-01',
  imageUrl: '/api/public/img/blogs/1.jpg',
});

const article = (lang: 'en' | 'fr'): GetBlogReply => ({
  ...summary(lang),
  language: lang,
  body: 'First paragraph.\n\n## A heading\n\nSecond paragraph.',
  blocks: [
    { type: 'paragraph', text: lang === 'en' ? 'The pie of the holidays.' : 'La tourte des fêtes.' },
    { type: 'heading', text: lang === 'en' ? 'Where it comes from' : 'D’où elle vient' },
    { type: 'paragraph', text: lang === 'en' ? 'A second paragraph.' : 'Un deuxième paragraphe.' },
  ],
  slugs: { en: 'history-of-the-tourtiere', fr: 'histoire-de-la-tourtiere' },
});

export const FAKE_TESTIMONIALS: Record<'en' | 'fr', Testimonial[]> = {
  en: [{ id: 1, author: 'Marie L.', city: 'Kirkland', storeKind: 'M', quote: 'The soups taste like home.' }],
  fr: [{ id: 2, author: 'Marie L.', city: 'Kirkland', storeKind: 'M', quote: 'Les soupes goûtent la maison.' }],
};

const franchise = (
  lang: 'en' | 'fr',
  id: number,
  city: string,
  line1: string,
  postalCode: string,
  phone: string,
): FranchiseListReply[number] => ({
  Id: id,
  Slug: `bistro-${city.toLowerCase()}`,
  Name: lang === 'fr' ? `Bistro Mijote – ${city}` : `Mijote Bistro – ${city}`,
  Line1: line1,
  Line2: null,
  City: city,
  Province: 'QC',
  PostalCode: postalCode,
  Phone: phone,
  Email: null,
  OpeningTime: '07:30',
  ClosingTime: '19:30',
  FirstDelivery: '11:30',
  LastDelivery: '19:00',
  Latitude: null,
  Longitude: null,
});

export const FAKE_FRANCHISES = (lang: 'en' | 'fr'): FranchiseListReply => [
  franchise(lang, 6, 'Pointe-Claire', '955, boulevard Saint-Jean', 'H9R 5K3', '514-555-0161'),
  franchise(lang, 7, 'Kirkland', '3690, boulevard Saint-Charles', 'H9H 3C4', '514-555-0174'),
  franchise(lang, 8, 'Dorval', '445, avenue Dorval', 'H9S 3H6', '514-555-0188'),
];

/** An in-memory stand-in for the API (RenderInput.fetchApi). */
export async function fakeFetchApi(path: string): Promise<{ status: number; json(): Promise<unknown> }> {
  const url = new URL(path, 'http://api.test');
  const lang = url.searchParams.get('language') === 'fr' ? 'fr' : 'en';
  const ok = (body: unknown) => ({ status: 200, json: async () => body });
  if (url.pathname === '/api/blogs') return ok([summary(lang)]);
  if (url.pathname === '/api/testimonials') return ok(FAKE_TESTIMONIALS[lang]);
  if (url.pathname === '/api/franchises') return ok(FAKE_FRANCHISES(lang));
  // the store's gift cards (the gift-card page quotes their amounts)
  if (url.pathname === '/api/products' && url.searchParams.get('types') === 'GC')
    return ok([5000, 2500, 10000].map((PriceCents, i) => ({ Id: 90 + i, ProductTypeCd: 'GC', PriceCents })));
  if (url.pathname === '/api/catalogue/from-prices') return ok({ M: 1250, C: 1395, R: 1195, S: 695 });
  if (url.pathname === '/api/provinces')
    return ok([{ Code: 'QC', Name: lang === 'fr' ? 'Québec' : 'Quebec', Country: 'CA' }] satisfies ProvinceListReply);
  const m = /^\/api\/blogs\/(.+)$/.exec(url.pathname);
  if (m) {
    const slug = decodeURIComponent(m[1] as string);
    if (slug === 'history-of-the-tourtiere' || slug === 'histoire-de-la-tourtiere') return ok(article(lang));
    return { status: 404, json: async () => ({ code: 'not-found', message: 'No such blog', params: {} }) };
  }
  return { status: 404, json: async () => ({ code: 'not-found', message: 'nope', params: {} }) };
}

export function ssr(url: string, host = 'localhost', fetchApi: NonNullable<RenderInput['fetchApi']> = fakeFetchApi): Promise<RenderResult> {
  return renderPage(
    { url, origin: 'https://mijote.example.test', host, config: TEST_CONFIG, fetchApi },
    { template: TEST_TEMPLATE, manifest: null },
  );
}

/** Text and attribute values that look like untranslated keys (`~key`). */
export function missingKeys(html: string): string[] {
  return [...html.matchAll(/(?:>|")~([\w.:-]+)/g)].map((m) => m[1] as string);
}
