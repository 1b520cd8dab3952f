// POST /payments/sandbox/tokenize (hosted-field stand-in), GET /payments/sandbox/test-cards (the
// Confirm page's note; both exist only with the sandbox gateway), POST|DELETE /accounts/{uuid}/creditcard/{creditCardId}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreditCardParams,
  DeleteCreditCardReply,
  ErrorReply,
  SaveCreditCardBody,
  SandboxTestCardsReply,
  SaveCreditCardReply,
  TokenizeCardBody,
  TokenizeCardReply,
} from '@mijote/contracts';
import { requireOwner } from '../../plugins/auth-guards.js';
import { accountIdOf } from '../accounts/service.js';
import type { AccountsContext } from '../auth/context.js';
import { TOKENIZE_LIMIT, withRetryAfter } from '../auth/rate-limit.js';
import { SANDBOX_CARDS } from './sandbox.js';
import { removeCard, saveCard } from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply };
const paymentErrors = { ...errors, 402: ErrorReply, 502: ErrorReply };

export const paymentRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tokenizeLimit = { ...TOKENIZE_LIMIT, max: ctx.config.tokenizeLimitMax ?? TOKENIZE_LIMIT.max };
    if (ctx.payments.name === 'sandbox') {
      app.post(
        '/payments/sandbox/tokenize',
        {
          // The processor's hosted fields in production: no session, no CSRF token (Origin is still checked).
          config: { csrf: 'exempt' },
          schema: {
            tags: ['payments'],
            summary: 'Sandbox card tokenization (stand-in for hosted card fields); never stores or logs the card',
            description: 'Test cards: 4242424242424242 approves, 4000000000000002 declines, 4000000000000119 processing error.',
            body: TokenizeCardBody,
            response: { 200: TokenizeCardReply, ...errors },
          },
        },
        async (request, reply) => {
          await withRetryAfter(reply, () => ctx.limiter.consume(tokenizeLimit, [`tokenize-ip:${request.ip}`]));
          return ctx.payments.tokenize(request.body, ctx.now());
        },
      );
      app.get(
        '/payments/sandbox/test-cards',
        {
          schema: {
            tags: ['payments'],
            summary: 'The sandbox test cards (approve, decline, error); 404 when a real processor is configured',
            response: { 200: SandboxTestCardsReply },
          },
        },
        async () => ({ ...SANDBOX_CARDS }),
      );
    }

    app.post(
      '/accounts/:uuid/creditcard/:creditCardId',
      {
        onRequest: [requireOwner()],
        schema: {
          tags: ['accounts', 'payments'],
          summary: 'Saves a card from a processor token (0 adds, an id replaces that card)',
          params: CreditCardParams,
          body: SaveCreditCardBody,
          response: { 200: SaveCreditCardReply, ...paymentErrors },
        },
      },
      async (request) => {
        const accountId = await accountIdOf(ctx.db, request.params.uuid);
        return saveCard(ctx.db, ctx.payments, {
          accountId,
          creditCardId: request.params.creditCardId,
          token: request.body.token,
          now: ctx.now(),
        });
      },
    );

    app.delete(
      '/accounts/:uuid/creditcard/:creditCardId',
      {
        onRequest: [requireOwner()],
        schema: {
          tags: ['accounts', 'payments'],
          summary: 'Deletes a saved card',
          params: CreditCardParams,
          response: { 200: DeleteCreditCardReply, ...errors },
        },
      },
      async (request) => {
        const accountId = await accountIdOf(ctx.db, request.params.uuid);
        await removeCard(ctx.db, accountId, request.params.creditCardId);
        return { ok: true as const };
      },
    );
  };
