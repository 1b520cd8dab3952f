import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths, publicPages } from '@mijote/contracts/routes';
import type { DbHandle } from '@mijote/db';
import type { AppConfig } from '../../config.js';
import { publicOriginOf } from '../../public-origin.js';
import { torontoDate, type Lang } from '@mijote/domain';
import { listPublishedBlogs } from '../blogs/repository.js';

/** A page of the sitemap: its path per language (an article may exist in one language only). */
export type SitemapEntry = Partial<Record<Lang, string>>;

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The published blog articles, each with its slug per language. */
export async function blogArticleEntries(db: DbHandle, now: Date): Promise<SitemapEntry[]> {
  const today = torontoDate(now);
  const [en, fr] = await Promise.all([listPublishedBlogs(db.db, 'en', today), listPublishedBlogs(db.db, 'fr', today)]);
  const byId = new Map<number, SitemapEntry>();
  for (const [lang, list] of [
    ['en', en],
    ['fr', fr],
  ] as const) {
    for (const b of list) byId.set(b.id, { ...byId.get(b.id), [lang]: paths.blogArticle(lang, b.slug) });
  }
  return [...byId.values()];
}

/** The sitemap: every public page and blog article in each of its languages, with its twin as an alternate. */
export function buildSitemap(origin: string, articles: readonly SitemapEntry[] = []): string {
  const entries: SitemapEntry[] = [...publicPages.map((p) => ({ en: p.en, fr: p.fr })), ...articles];
  const urls = entries.flatMap((page) =>
    (['en', 'fr'] as const).flatMap((lang) => {
      const own = page[lang];
      if (!own) return [];
      const alternates = (['en', 'fr'] as const)
        .flatMap((l) => (page[l] ? [`<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(origin + page[l])}"/>`] : []))
        .join('');
      return [`<url><loc>${xmlEscape(origin + own)}</loc>${alternates}</url>`];
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export const seoRoutes =
  (opts: { db: DbHandle; now: () => Date; config: AppConfig }): FastifyPluginAsyncZod =>
  async (app) => {
    // PUBLIC_ORIGIN or a configured host: never whatever Host header a request carries
    const originOf = (request: { host: string; protocol: 'http' | 'https' }) => publicOriginOf(request, opts.config);

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return buildSitemap(originOf(request), await blogArticleEntries(opts.db, opts.now()));
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      const origin = originOf(request);
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        // private areas (also noindex); paths carry the language prefix
        ...['en', 'fr'].flatMap((l) => [`Disallow: /${l}/admin/`, `Disallow: /${l}/account/`]),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    });
  };
