import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReply,
  FromPricesReply,
  LanguageOnlyQuery,
  ProductListQuery,
  ProductListReply,
  SideListReply,
  UpsellQuery,
  type StoreKindCd,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { z } from 'zod';
import type { PageReads } from '../../../plugins/page-reads.js';
import { CACHE, cacheFor } from '../cache-control.js';
import { sendPayload, type CatalogueCache } from '../catalogue-cache.js';
import { fromPrices, listProducts, listSides, upsellProducts } from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };

/** Sides per store section (customer-side.md §7 Catalogue). */
const SIDE_ROUTES: readonly [string, StoreKindCd][] = [
  ['/meal-delivery/sides', 'mealDelivery'],
  ['/restaurant/sides', 'restaurant'],
  ['/catering/sides', 'catering'],
  ['/bistro/mobile/sides', 'mobile'],
];

export const productRoutes =
  (deps: { db: DbHandle; cache: CatalogueCache; now: () => Date; reads?: PageReads | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    const { cache } = deps;
    deps.reads?.add('/api/catalogue/from-prices', z.object({}), () => fromPrices(deps.db.db));

    app.get(
      '/products',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Products by category, type and status, with the relations asked for',
          querystring: ProductListQuery,
          response: { 200: ProductListReply, ...errors },
        },
      },
      async (request, reply) => {
        // drafts are for super users (checked by listProducts) and never kept
        if (request.query.status?.includes('D')) {
          const { products } = await listProducts(deps.db.db, request.query, request.auth);
          cacheFor(reply, CACHE.none);
          return products;
        }
        const key = `products|${JSON.stringify(request.query)}`;
        const payload = await cache.get(
          key,
          cache.jsonOf(ProductListReply, async () => (await listProducts(deps.db.db, request.query, request.auth)).products),
        );
        return sendPayload(request, reply, payload, CACHE.catalogue, deps.now());
      },
    );

    app.get(
      '/catalogue/from-prices',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'The lowest main-dish price of each product category (home page “from” prices)',
          response: { 200: FromPricesReply },
        },
      },
      async (_request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return fromPrices(deps.db.db);
      },
    );

    app.get(
      '/products/upsell',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'A few drinks, snacks and desserts of the store for the Review page',
          querystring: UpsellQuery,
          response: { 200: ProductListReply, ...errors },
        },
      },
      async (request, reply) => {
        const key = `upsell|${JSON.stringify(request.query)}`;
        const payload = await cache.get(
          key,
          cache.jsonOf(ProductListReply, () => upsellProducts(deps.db.db, request.query)),
        );
        return sendPayload(request, reply, payload, CACHE.catalogue, deps.now());
      },
    );

    for (const [url, store] of SIDE_ROUTES) {
      app.get(
        url,
        {
          schema: {
            tags: ['catalogue'],
            summary: `Secondary products (sides) of the ${store} store`,
            querystring: LanguageOnlyQuery,
            response: { 200: SideListReply, ...errors },
          },
        },
        async (request, reply) => {
          const lang = request.query.language;
          const payload = await cache.get(
            `sides|${store}|${lang}`,
            cache.jsonOf(SideListReply, () => listSides(deps.db.db, store, lang)),
          );
          return sendPayload(request, reply, payload, CACHE.catalogue, deps.now());
        },
      );
    }
  };
