import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReply, ShareOrderBody, ShareOrderParams, ShareOrderQuery, ShareOrderReply } from '@mijote/contracts';
import { authOf, requireAuth } from '../../plugins/auth-guards.js';
import { recordOrderShare, type ShareDeps } from './service.js';

export const shareRoutes =
  (deps: ShareDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/accounts/me/orders/:id/share',
      {
        onRequest: requireAuth,
        schema: {
          tags: ['orders'],
          summary: 'Records a Facebook share of an order; a successful one e-mails a 25 % promo code (once per order)',
          params: ShareOrderParams,
          querystring: ShareOrderQuery,
          body: ShareOrderBody,
          response: { 200: ShareOrderReply, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { rewarded } = await recordOrderShare(deps, {
          accountId: auth.accountId,
          orderId: request.params.id,
          body: request.body,
          site: request.query.site,
          ip: request.ip,
          requestId: request.id,
        });
        return { ok: true as const, rewarded };
      },
    );
  };
