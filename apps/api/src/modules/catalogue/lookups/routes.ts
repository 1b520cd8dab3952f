import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CookingInstruction,
  CookingInstructionListReply,
  CookingInstructionParams,
  ErrorReply,
  LanguageOnlyQuery,
  ProductCategoryListReply,
  ProductTypeListReply,
  PromotionListReply,
  PromotionQuery,
  ProvinceListReply,
  ProvinceQuery,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { CACHE, cacheFor } from '../cache-control.js';
import { activePromotions, cookingInstruction, cookingInstructions, productCategories, productTypes, provinces } from './service.js';

const errors = { 400: ErrorReply, 404: ErrorReply };
const tags = ['catalogue'];

export const lookupRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;

    app.get(
      '/product-categories',
      {
        schema: {
          tags,
          summary: 'Product categories (C, M, R, S)',
          querystring: LanguageOnlyQuery,
          response: { 200: ProductCategoryListReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.reference);
        return productCategories(db, request.query.language);
      },
    );

    app.get(
      '/product-types',
      {
        schema: {
          tags,
          summary: 'Product types (LU, SU, …)',
          querystring: LanguageOnlyQuery,
          response: { 200: ProductTypeListReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.reference);
        return productTypes(db, request.query.language);
      },
    );

    app.get(
      '/product-cooking-instructions',
      {
        schema: {
          tags,
          summary: 'Cooking instruction types with their instructions',
          querystring: LanguageOnlyQuery,
          response: { 200: CookingInstructionListReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.reference);
        return cookingInstructions(db, request.query.language);
      },
    );

    app.get(
      '/product-cooking-instructions/:typeCd',
      {
        schema: {
          tags,
          summary: 'One cooking instruction type',
          params: CookingInstructionParams,
          querystring: LanguageOnlyQuery,
          response: { 200: CookingInstruction, ...errors },
        },
      },
      async (request, reply) => {
        const body = await cookingInstruction(db, request.params.typeCd, request.query.language);
        cacheFor(reply, CACHE.reference);
        return body;
      },
    );

    app.get(
      '/provinces',
      {
        schema: {
          tags,
          summary: 'Provinces of a country (default CA)',
          querystring: ProvinceQuery,
          response: { 200: ProvinceListReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.reference);
        return provinces(db, request.query.country, request.query.language);
      },
    );

    app.get(
      '/promotion-discount',
      {
        schema: {
          tags,
          summary: 'The active automatic promotions',
          querystring: PromotionQuery,
          response: { 200: PromotionListReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return activePromotions(db, deps.now(), request.query);
      },
    );
  };
