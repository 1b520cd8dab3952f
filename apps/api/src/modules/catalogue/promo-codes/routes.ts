import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, PromoCodeParams, PromoCodeQuery, PromoCodeReply } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { CACHE, cacheFor } from '../cache-control.js';
import { checkPromoCodeFor } from './service.js';

export const promoCodeRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/promo-codes/:code',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Checks a promo code for a store and subTotal (cents): promo-added, sorry-amount, promo-maxedout, promo-invalid-store or sorry-expired',
          params: PromoCodeParams,
          querystring: PromoCodeQuery,
          response: { 200: PromoCodeReply, 400: ErrorReply, 404: ErrorReply },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.none);
        return checkPromoCodeFor(deps.db.db, deps.now(), request.params.code, request.query);
      },
    );
  };
