// GET /accounts/{uuid}/addresses, GET …/addresses/restaurants, POST …/addresses/all,
// POST …/addresses/{id} (ADR 088), GET /addresses/autocomplete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountParams,
  AddressAutocompleteQuery,
  AddressAutocompleteReply,
  AddressesReply,
  AddressParams,
  ErrorReply,
  Language,
  ReplaceAddressesBody,
  ReplaceAddressesReply,
  RestaurantAddressesReply,
  SaveAddressBody,
  SaveAddressReply,
} from '@mijote/contracts';
import { requireOwner } from '../../plugins/auth-guards.js';
import { accountIdOf, loadAccount } from '../accounts/service.js';
import type { AccountsContext } from '../auth/context.js';
import { getAddresses, replaceAddresses, restaurantAddresses, saveAddress } from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply };
const tags = ['addresses'];

export const addressRoutes =
  (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    app.get(
      '/accounts/:uuid/addresses',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: "The account's addresses (billing B, delivery S)",
          params: AccountParams,
          response: { 200: AddressesReply, ...errors },
        },
      },
      async (request) => getAddresses(db, await accountIdOf(db, request.params.uuid, request.auth)),
    );

    app.get(
      '/accounts/:uuid/addresses/restaurants',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: "The account's addresses a bistro delivers to, with the bistro and its delivery fee",
          params: AccountParams,
          querystring: z.object({ language: Language.default('en') }),
          response: { 200: RestaurantAddressesReply, ...errors },
        },
      },
      async (request) => restaurantAddresses(db, await accountIdOf(db, request.params.uuid, request.auth), request.query.language),
    );

    app.post(
      '/accounts/:uuid/addresses/all',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Replaces the whole address book (kept ids updated, id 0 created, the others deleted)',
          params: AccountParams,
          body: ReplaceAddressesBody,
          response: { 200: ReplaceAddressesReply, ...errors },
        },
      },
      async (request) => {
        const owner = await loadAccount(db, await accountIdOf(db, request.params.uuid, request.auth));
        return replaceAddresses(db, owner, request.body.addresses, ctx.now());
      },
    );

    app.post(
      '/accounts/:uuid/addresses/:id',
      {
        onRequest: [requireOwner()],
        schema: {
          tags,
          summary: 'Creates (id 0) or updates one address',
          params: AddressParams,
          body: SaveAddressBody,
          response: { 200: SaveAddressReply, ...errors },
        },
      },
      async (request) => {
        const owner = await loadAccount(db, await accountIdOf(db, request.params.uuid, request.auth));
        return saveAddress(db, owner, request.params.id, request.body, ctx.now());
      },
    );

    app.get(
      '/addresses/autocomplete',
      {
        schema: {
          tags,
          summary: 'Postal-address suggestions at sign-up (adapter; local default: the postal-code tables)',
          querystring: AddressAutocompleteQuery,
          response: { 200: AddressAutocompleteReply, ...errors },
        },
      },
      async (request) => ({
        suggestions: await ctx.autocomplete.suggest({ q: request.query.q, language: request.query.language, country: 'CAN' }),
      }),
    );
  };
