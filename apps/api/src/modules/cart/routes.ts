// GET|PUT|DELETE /cart, POST /cart/merge (signed-in customers); POST /cart/price and
// POST /cart/promotion-discount (anyone: visitors keep their cart locally).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartQuery,
  CartReply,
  DeleteCartReply,
  ErrorReply,
  MergeCartBody,
  PromotionDiscountBody,
  PromotionDiscountReply,
  PriceCartBody,
  PutCartBody,
  QuickCartBody,
  QuickCartReply,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { authOf, requireAuth } from '../../plugins/auth-guards.js';
import { clearCart, getCart, mergeCart, priceLocalCart, promotionDiscount, putCart, quickCart } from './service.js';

const tags = ['cart'];
const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply };

export const cartRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/cart',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'The account’s cart of a store, priced by the server',
          querystring: CartQuery,
          response: { 200: CartReply, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getCart(db, {
          accountId: authOf(request).accountId,
          store: request.query.store,
          lang: request.query.language,
          now: deps.now(),
        });
      },
    );

    app.put(
      '/cart',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'Replaces the whole cart of a store; answers it priced',
          body: PutCartBody,
          response: { 200: CartReply, ...errors },
        },
      },
      async (request) => {
        const b = request.body;
        return putCart(db, {
          accountId: authOf(request).accountId,
          store: b.store,
          lang: b.language,
          now: deps.now(),
          cart: b.cart,
          version: b.version,
        });
      },
    );

    app.post(
      '/cart/merge',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'Merges the visitor’s local cart into the account’s at login',
          body: MergeCartBody,
          response: { 200: CartReply, ...errors },
        },
      },
      async (request) => {
        const b = request.body;
        return mergeCart(db, { accountId: authOf(request).accountId, store: b.store, lang: b.language, now: deps.now(), cart: b.cart });
      },
    );

    app.delete(
      '/cart',
      {
        onRequest: [requireAuth],
        schema: { tags, summary: 'Empties the cart of a store', querystring: CartQuery, response: { 200: DeleteCartReply, ...errors } },
      },
      async (request) => {
        await clearCart(db, authOf(request).accountId, request.query.store);
        return { ok: true as const };
      },
    );

    app.post(
      '/cart/price',
      {
        schema: {
          tags,
          summary: 'Prices a visitor’s local cart (nothing stored; no Century Dollars or subsidy without an account)',
          body: PriceCartBody,
          response: { 200: CartReply, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const b = request.body;
        return priceLocalCart(db, { store: b.store, lang: b.language, now: deps.now(), cart: b.cart });
      },
    );

    app.post(
      '/cart/quick',
      {
        // Read-only (nothing is stored), so the header island needs no CSRF token; Origin is still checked.
        config: { csrf: 'exempt' },
        schema: {
          tags,
          summary: 'The quick cart of the header: the session’s cart when signed in, else the given local cart priced (200 either way)',
          body: QuickCartBody,
          response: { 200: QuickCartReply, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const b = request.body;
        return quickCart(db, {
          accountId: request.auth?.accountId ?? null,
          store: b.store,
          lang: b.language,
          now: deps.now(),
          cart: b.cart,
        });
      },
    );

    app.post(
      '/cart/promotion-discount',
      {
        schema: {
          tags,
          summary: 'The automatic promotion (12 % for 5 family packs, 11 % for 10 meals) of a cart’s content',
          body: PromotionDiscountBody,
          response: { 200: PromotionDiscountReply, ...errors },
        },
      },
      async (request) => promotionDiscount(db, deps.now(), request.body),
    );
  };
