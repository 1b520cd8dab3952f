// GET /accounts/{uuid}/subsidy?requestedDate (customer-side §7) and POST /accounts/{uuid}/subsidy
// (the mobile stop an employee chooses). Owner only (requireOwner); the subsidy itself is never
// chosen by the client (ADR 245).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountParams,
  AccountSubsidyQuery,
  AccountSubsidyReply,
  ChooseMobileAddressBody,
  ErrorReply,
  SaveExternalUserIdBody,
} from '@mijote/contracts';
import { requireOwner } from '../../plugins/auth-guards.js';
import { accountIdOf } from '../accounts/service.js';
import type { AccountsContext } from '../auth/context.js';
import { accountSubsidy, chooseMobileAddress, saveExternalUserId } from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };
const tags = ['subsidies'];

export const subsidyRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    app.get(
      '/accounts/:uuid/subsidy',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'The corporate subsidy the account belongs to, where it is served and what is left of the requested day',
          params: AccountParams,
          querystring: AccountSubsidyQuery,
          response: { 200: AccountSubsidyReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const id = await accountIdOf(db, request.params.uuid, request.auth);
        return accountSubsidy(db, id, request.query, ctx.now());
      },
    );

    app.post(
      '/accounts/:uuid/subsidy',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Chooses the stop of a mobile cafeteria (one of the account’s subsidy’s mobile addresses)',
          params: AccountParams,
          body: ChooseMobileAddressBody,
          querystring: AccountSubsidyQuery,
          response: { 200: AccountSubsidyReply, ...errors },
        },
      },
      async (request) => {
        const id = await accountIdOf(db, request.params.uuid, request.auth);
        await chooseMobileAddress(db, id, request.body.mobileAddressId, ctx.now());
        return accountSubsidy(db, id, request.query, ctx.now());
      },
    );

    app.post(
      '/accounts/:uuid/subsidy/external-user-id',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Saves the badge number (external user id) the account’s subsidy requires before an order (issue 28)',
          params: AccountParams,
          body: SaveExternalUserIdBody,
          querystring: AccountSubsidyQuery,
          response: { 200: AccountSubsidyReply, ...errors },
        },
      },
      async (request) => {
        const id = await accountIdOf(db, request.params.uuid, request.auth);
        await saveExternalUserId(db, id, request.body.externalUserId, ctx.now());
        return accountSubsidy(db, id, request.query, ctx.now());
      },
    );
  };
