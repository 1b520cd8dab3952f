import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPages } from '@mijote/contracts/routes';

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The sitemap: every public page in both languages, each with its twin as an alternate. */
export function buildSitemap(origin: string): string {
  const urls = publicPages.flatMap((page) =>
    (['en', 'fr'] as const).map((lang) => {
      const alternates = (['en', 'fr'] as const)
        .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(origin + page[l])}"/>`)
        .join('');
      return `<url><loc>${xmlEscape(origin + page[lang])}</loc>${alternates}</url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export const seoRoutes = (opts: { publicOrigin: string | undefined; productionHost: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const originOf = (protocol: string, host: string) => opts.publicOrigin ?? `${protocol}://${host.toLowerCase()}`;

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return buildSitemap(originOf(request.protocol, request.host));
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      const origin = originOf(request.protocol, request.host);
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /account/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    });
  };
