import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReply,
  MenuDayReply,
  MenuListQuery,
  MenuListReply,
  MenuPlanningReply,
  MenuQuery,
  NextDayParams,
  RestaurantMenuQuery,
  SubsidyMenuQuery,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { CACHE, cacheFor } from '../cache-control.js';
import { sendJson, sendPayload, type CatalogueCache } from '../catalogue-cache.js';
import {
  cateringCurrent,
  listMenus,
  mealDeliveryCurrent,
  mealDeliveryDay,
  mealDeliveryRush,
  menuCacheKey,
  resolveNextDay,
  restaurantCurrent,
  subsidyCurrent,
  subsidyDay,
} from './service.js';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };
const tags = ['catalogue'];

export interface MenuRoutesDeps {
  db: DbHandle;
  now: () => Date;
  /** The node's catalogue replies (ADR 240). */
  cache: CatalogueCache;
}

export const menuRoutes =
  (deps: MenuRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;
    const { cache } = deps;

    app.get(
      '/meal-delivery/menus/products/current',
      {
        schema: {
          tags,
          summary: 'The week planning at now, each day with its products and their availability',
          querystring: MenuQuery,
          response: { 200: MenuPlanningReply, ...errors },
        },
      },
      async (request, reply) => {
        const now = deps.now();
        const o = { lang: request.query.language, related: request.query.related };
        const payload = await cache.get(
          menuCacheKey('mealDelivery', now, o, ''),
          cache.jsonOf(MenuPlanningReply, () => mealDeliveryCurrent(db, now, o)),
        );
        return sendPayload(request, reply, payload, CACHE.menu, now);
      },
    );

    app.get(
      '/meal-delivery/menus/products/next/:day',
      {
        schema: {
          tags,
          summary: 'One menu day: a weekday name (that day of next week) or a date yyyy-MM-dd',
          params: NextDayParams,
          querystring: MenuQuery,
          response: { 200: MenuDayReply, ...errors },
        },
      },
      async (request, reply) => {
        const now = deps.now();
        const o = { lang: request.query.language, related: request.query.related };
        const date = resolveNextDay(request.params.day, now);
        const payload = await cache.get(
          menuCacheKey('mealDelivery', now, o, 'day', date),
          cache.jsonOf(MenuDayReply, () => mealDeliveryDay(db, now, date, o)),
        );
        return sendPayload(request, reply, payload, CACHE.menu, now);
      },
    );

    app.get(
      '/meal-delivery/menus/products/rush',
      {
        schema: {
          tags,
          summary: 'Master login: today’s products for a rush order, past the customer cut-off',
          querystring: MenuQuery,
          response: { 200: MenuDayReply, ...errors },
        },
      },
      async (request, reply) => {
        // staff only, never kept: the reply's JSON as jsonOf makes it (its products may be stored views, ADR 349)
        const o = { lang: request.query.language, related: request.query.related };
        const json = await cache.jsonOf(MenuDayReply, () => mealDeliveryRush(db, deps.now(), request.auth, o))();
        cacheFor(reply, CACHE.none);
        return sendJson(reply, json);
      },
    );

    app.get(
      '/restaurant/menus/products/current',
      {
        schema: {
          tags,
          summary: 'Today’s products of a bistro, at its prices',
          querystring: RestaurantMenuQuery,
          response: { 200: MenuDayReply, ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const now = deps.now();
        const o = { lang: q.language, related: q.related };
        const payload = await cache.get(
          menuCacheKey('restaurant', now, o, `franchise:${q.franchiseId}`),
          cache.jsonOf(MenuDayReply, () => restaurantCurrent(db, now, q.franchiseId, o)),
        );
        return sendPayload(request, reply, payload, CACHE.menu, now);
      },
    );

    app.get(
      '/catering/menus/products/current',
      {
        schema: {
          tags,
          summary: 'The catering menu: platters, lunch boxes (with their choices), hot buffets, morning snacks, drinks',
          querystring: MenuQuery,
          response: { 200: MenuDayReply, ...errors },
        },
      },
      async (request, reply) => {
        const now = deps.now();
        const o = { lang: request.query.language, related: request.query.related };
        const payload = await cache.get(
          menuCacheKey('catering', now, o, ''),
          cache.jsonOf(MenuDayReply, () => cateringCurrent(db, now, o)),
        );
        return sendPayload(request, reply, payload, CACHE.menu, now);
      },
    );

    app.get(
      '/bistro/onsite/menus/products/current',
      {
        schema: {
          tags,
          summary: 'On-site corporate cafeteria: the week planning with each subsidy day’s products',
          querystring: SubsidyMenuQuery,
          response: { 200: MenuPlanningReply, ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const now = deps.now();
        const o = { lang: q.language, related: q.related };
        const payload = await cache.get(
          menuCacheKey('corporate', now, o, `subsidy:${q.subsidyId}`),
          cache.jsonOf(MenuPlanningReply, () => subsidyCurrent(db, now, q.subsidyId, 'onsite', o)),
        );
        return sendPayload(request, reply, payload, CACHE.menu, now);
      },
    );

    app.get(
      '/bistro/mobile/menus/products/current',
      {
        schema: {
          tags,
          summary: 'Mobile corporate cafeteria: the week planning with each subsidy day’s products',
          querystring: SubsidyMenuQuery,
          response: { 200: MenuPlanningReply, ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const now = deps.now();
        const o = { lang: q.language, related: q.related };
        const payload = await cache.get(
          menuCacheKey('mobile', now, o, `subsidy:${q.subsidyId}`),
          cache.jsonOf(MenuPlanningReply, () => subsidyCurrent(db, now, q.subsidyId, 'mobile', o)),
        );
        return sendPayload(request, reply, payload, CACHE.menu, now);
      },
    );

    app.get(
      '/bistro/mobile/menus/products/next/:day',
      {
        schema: {
          tags,
          summary: 'Mobile corporate cafeteria: one day (weekday name = that day of next week, or yyyy-MM-dd)',
          params: NextDayParams,
          querystring: SubsidyMenuQuery,
          response: { 200: MenuDayReply, ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const body = await subsidyDay(db, deps.now(), q.subsidyId, 'mobile', request.params.day, { lang: q.language, related: q.related });
        cacheFor(reply, CACHE.menu);
        return body;
      },
    );

    app.get(
      '/menus',
      {
        schema: {
          tags,
          summary: 'The menus of a store from a date on, with their product ids',
          querystring: MenuListQuery,
          response: { 200: MenuListReply, ...errors },
        },
      },
      async (request, reply) => {
        const body = await listMenus(db, deps.now(), request.query);
        cacheFor(reply, CACHE.menu);
        return body;
      },
    );
  };
