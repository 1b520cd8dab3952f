// GET|POST /orders/{id}, GET /orders/{id}/order-again, POST /orders/{id}/fix-interact-payment, POST /orders/{id}/cluster-invoice,
// and the sandbox's Interac Online page GET /payments/sandbox/interac/{orderId}.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClusterInvoiceReply,
  DeliveryTimesQuery,
  DeliveryTimesReply,
  ErrorReply,
  FixInteracBody,
  FixInteracReply,
  IDEMPOTENCY_KEY_HEADER,
  InteracPageParams,
  InteracPageQuery,
  OrderAgainReply,
  OrderParams,
  OrderQuery,
  OrderReply,
  PlaceOrderBody,
  PlaceOrderReply,
  RestaurantDeliveryTimesQuery,
} from '@mijote/contracts';
import { AppError } from '../../errors.js';
import { authOf, requireAuth } from '../../plugins/auth-guards.js';
import type { CheckoutDeps } from '../checkout/deps.js';
import { deliveryTimes } from '../checkout/delivery-times.js';
import { placeOrder } from '../checkout/place-order.js';
import { fixInteracPayment, pendingInterac } from '../checkout/settle-payment.js';
import { orderAgain } from './order-again.js';
import { clusterInvoice, getOrder } from './service.js';

const tags = ['orders'];
const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const paymentErrors = { ...errors, 402: ErrorReply, 422: ErrorReply, 502: ErrorReply };

/** Printable ASCII, 1–200 characters (a UUID from the client, typically). */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const orderRoutes =
  (ctx: CheckoutDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // placing and paying count on the node's order counters and log with the request's id (ADR 385)
    const metrics = app.hasDecorator('metrics') ? app.metrics : undefined;
    const money = (request: FastifyRequest): CheckoutDeps => ({ ...ctx, log: request.log, metrics });
    app.get(
      '/catering/delivery-times',
      {
        schema: {
          tags,
          summary: 'The dates and times a catering order can be delivered at (full slots and holidays left out)',
          querystring: DeliveryTimesQuery,
          response: { 200: DeliveryTimesReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return deliveryTimes(ctx.db.db, {
          store: 'catering',
          procedure: request.query.procedure,
          now: ctx.now(),
          isMaster: request.auth?.isMasterLogin ?? false,
        });
      },
    );

    app.get(
      '/restaurant/delivery-times',
      {
        schema: {
          tags,
          summary:
            'The dates and times a bistro order can be picked up, eaten in or delivered at (its hours, now + 45 min; holidays and full slots left out)',
          querystring: RestaurantDeliveryTimesQuery,
          response: { 200: DeliveryTimesReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return deliveryTimes(ctx.db.db, {
          store: 'restaurant',
          procedure: request.query.procedure,
          franchiseId: request.query.franchiseId,
          now: ctx.now(),
          isMaster: request.auth?.isMasterLogin ?? false,
        });
      },
    );

    app.post(
      '/orders/:id',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'Places an order (id 0 = new): prices recomputed, one transaction, then the charge',
          description:
            'Requires the Idempotency-Key header: a retry with the same key answers the same result, with exactly one order and one charge; the same key with another request is 422 idempotency-key-reused. ' +
            'A declined or failed payment is tried again on the same order: the account’s next order of the store (or POST /orders/{id} of that order) re-prices and charges it anew (ADR 368); a try the processor never saw is canceled and answers 409 order-not-placed. ' +
            'The card arrives as a token (POST /payments/sandbox/tokenize or the processor’s hosted fields), never as a number. ' +
            'Sandbox cards: 4242424242424242 approves, 4000000000000002 declines (402 order-declined), 4000000000000119 fails (502 payment-processing-failed).',
          params: OrderParams,
          body: PlaceOrderBody,
          response: { 200: PlaceOrderReply, ...paymentErrors },
        },
      },
      async (request) => {
        const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
        const key = typeof raw === 'string' ? raw.trim() : '';
        if (!KEY_PATTERN.test(key))
          throw new AppError(400, 'idempotency-key-required', 'The Idempotency-Key header is required (1 to 200 printable characters)');
        return placeOrder(money(request), { auth: authOf(request), orderId: request.params.id, idempotencyKey: key, body: request.body });
      },
    );

    app.get(
      '/orders/:id',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'One order of the signed-in customer (404 for anyone else’s); product titles in `language`',
          params: OrderParams,
          querystring: OrderQuery,
          response: { 200: OrderReply, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getOrder(ctx, authOf(request), request.params.id, request.query.language);
      },
    );

    app.get(
      '/orders/:id/order-again',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'The order’s dishes as cart items on the days that can be ordered now, and the lines that cannot (ADR 215)',
          description: 'Writes nothing: the client adds `items` to its cart, which prices them at today’s prices.',
          params: OrderParams,
          querystring: OrderQuery,
          response: { 200: OrderAgainReply, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return orderAgain(ctx, authOf(request), request.params.id, request.query.language ?? 'en');
      },
    );

    app.post(
      '/orders/:id/fix-interact-payment',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'Completes an Interac Online payment with the signed result the bank page returned',
          params: OrderParams,
          body: FixInteracBody,
          response: { 200: FixInteracReply, ...paymentErrors },
        },
      },
      async (request) => fixInteracPayment(money(request), authOf(request), request.params.id, request.body.result),
    );

    app.post(
      '/orders/:id/cluster-invoice',
      {
        onRequest: [requireAuth],
        schema: {
          tags,
          summary: 'The bistro invoice batch (delivery week) a paid bistro order belongs to',
          params: OrderParams,
          response: { 200: ClusterInvoiceReply, ...errors },
        },
      },
      async (request) => clusterInvoice(ctx, authOf(request), request.params.id),
    );

    const page = ctx.payments.interacSandboxPage?.bind(ctx.payments);
    if (page) {
      app.get(
        '/payments/sandbox/interac/:orderId',
        {
          onRequest: [requireAuth],
          schema: {
            tags: ['payments'],
            summary: 'Sandbox Interac Online bank page: approve or decline, then back to returnUrl with ?interacResult=…',
            params: InteracPageParams,
            querystring: InteracPageQuery,
            response: { ...errors },
          },
        },
        async (request, reply) => {
          const { pay } = await pendingInterac(ctx, authOf(request), request.params.orderId);
          reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
          // HTML, outside the JSON response schemas
          // the customer's language is the page they come back to (/fr/…); the style nonce is helmet's
          const lang = /^\/fr(\/|$)/.test(request.query.returnUrl) ? 'fr' : 'en';
          const styleNonce = (reply as typeof reply & { cspNonce?: { style?: string } }).cspNonce?.style;
          return reply.send(
            page({
              orderId: request.params.orderId,
              amountCents: pay.amountCents,
              returnUrl: request.query.returnUrl,
              lang,
              styleNonce,
            }) as never,
          );
        },
      );
    }
  };
