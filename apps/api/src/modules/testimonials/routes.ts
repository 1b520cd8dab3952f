import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, ListTestimonialsQuery, ListTestimonialsReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import type { Lang } from '@mijote/domain';
import type { PageReads } from '../../plugins/page-reads.js';
import { listEnabledTestimonials } from './repository.js';

/** The enabled testimonials, quoted in one language (GET /testimonials; the testimonials page's read). */
async function testimonials(db: DbHandle, lang: Lang): Promise<ListTestimonialsReply> {
  const rows = await listEnabledTestimonials(db.db);
  return rows.map((r) => ({
    id: r.id,
    author: r.author,
    city: r.city,
    storeKind: r.storeKind,
    quote: lang === 'fr' ? r.quoteFr : r.quoteEn,
  }));
}

export const testimonialRoutes =
  (deps: { db: DbHandle; reads?: PageReads | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    deps.reads?.add('/api/testimonials', ListTestimonialsQuery, (q) => testimonials(deps.db, q.language));
    app.get(
      '/testimonials',
      {
        schema: {
          tags: ['content'],
          summary: 'Customer testimonials in one language',
          querystring: ListTestimonialsQuery,
          response: { 200: ListTestimonialsReply, 400: ErrorReply },
        },
      },
      async (request) => testimonials(deps.db, request.query.language),
    );
  };
