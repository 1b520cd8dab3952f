import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReply,
  HolidayListQuery,
  HolidayListReply,
  HolidayTodayQuery,
  HolidayTodayReply,
  RestaurantHolidayTodayQuery,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { CACHE, cacheFor } from '../cache-control.js';
import { holidayToday, listHolidays } from './service.js';

const errors = { 400: ErrorReply, 404: ErrorReply };
const tags = ['catalogue'];

export const holidayRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.db.db;

    app.get(
      '/holidays',
      {
        schema: {
          tags,
          summary: 'Holidays (day and month, every year)',
          querystring: HolidayListQuery,
          response: { 200: HolidayListReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return listHolidays(db, deps.now(), request.query.franchiseId, request.query.language);
      },
    );

    for (const [url, store] of [
      ['/meal-delivery/holidays/today', 'meal delivery'],
      ['/catering/holidays/today', 'catering'],
    ] as const) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: `Whether today is a ${store} holiday`,
            querystring: HolidayTodayQuery,
            response: { 200: HolidayTodayReply, ...errors },
          },
        },
        async (request, reply) => {
          cacheFor(reply, CACHE.menu);
          return holidayToday(db, deps.now(), null, request.query.language);
        },
      );
    }

    app.get(
      '/restaurant/holidays/today',
      {
        schema: {
          tags,
          summary: 'Whether today is a holiday of a bistro',
          querystring: RestaurantHolidayTodayQuery,
          response: { 200: HolidayTodayReply, ...errors },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.menu);
        return holidayToday(db, deps.now(), request.query.franchiseId, request.query.language);
      },
    );
  };
