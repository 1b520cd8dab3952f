import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, ListTestimonialsQuery, ListTestimonialsReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { listEnabledTestimonials } from './repository.js';

export const testimonialRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (request) => {
        const rows = await listEnabledTestimonials(deps.db.db);
        const lang = request.query.language;
        return rows.map((r) => ({
          id: r.id,
          author: r.author,
          city: r.city,
          storeKind: r.storeKind,
          quote: lang === 'fr' ? r.quoteFr : r.quoteEn,
        }));
      },
    );
  };
