import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveryLocationListReply,
  ErrorReply,
  PostalCodeQuery,
  PostalCodeReply,
  RestaurantDeliveryLocationListReply,
  RestaurantDeliveryLocationQuery,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { CACHE, cacheFor } from '../cache-control.js';
import { checkPostalCode, mealDeliveryLocations, franchiseDeliveryLocations } from './service.js';

const errors = { 400: ErrorReply, 404: ErrorReply };
const tags = ['catalogue'];

export const postalCodeRoutes =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;

    app.get(
      '/postal-codes',
      {
        schema: {
          tags,
          summary: 'Served-area check of a postal code (≥ 6 characters, falls back by dropping trailing characters)',
          querystring: PostalCodeQuery,
          response: { 200: PostalCodeReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return checkPostalCode(db, request.query.code, request.query.language);
      },
    );

    app.get(
      '/meal-delivery/delivery-locations',
      {
        schema: { tags, summary: 'Postal areas meal delivery serves, with fees', response: { 200: DeliveryLocationListReply, ...errors } },
      },
      async (_request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return mealDeliveryLocations(db);
      },
    );

    app.get(
      '/catering/delivery-locations',
      {
        schema: {
          tags,
          summary: 'Postal areas catering delivers to, with their catering delivery fees (the catering postal-code picker)',
          response: { 200: DeliveryLocationListReply, ...errors },
        },
      },
      async (_request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return mealDeliveryLocations(db);
      },
    );

    app.get(
      '/restaurant/delivery-locations',
      {
        schema: {
          tags,
          summary: 'Postal areas each bistro delivers to (optionally one bistro)',
          querystring: RestaurantDeliveryLocationQuery,
          response: { 200: RestaurantDeliveryLocationListReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return franchiseDeliveryLocations(db, request.query.franchiseId, request.query.language);
      },
    );
  };
