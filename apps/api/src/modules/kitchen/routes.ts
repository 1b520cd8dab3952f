// GET /orders/kitchen-numbers/{source}, GET /orders/route-deliveries/{source} (JSON or CSV) and
// POST /orders/route-deliveries/{source}/import (issue 16; back-office §7 "Tag routes and labels").
// Super users only: plugins/auth-guards.ts guards these paths like /api/admin (401/403 first).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReply,
  KitchenNumbersParams,
  KitchenNumbersQuery,
  KitchenNumbersReply,
  RouteDeliveriesParams,
  RouteDeliveriesQuery,
  RouteDeliveriesReply,
  RouteImportQuery,
  RouteImportReply,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';
import { authOf } from '../../plugins/auth-guards.js';
import { importRoute, kitchenNumbers, routeCsv, routeDeliveries } from './service.js';

const tags = ['kitchen'];
const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };
/** A route planner's file: a few thousand stops at most. */
const MAX_ROUTE_FILE_BYTES = 2 * 1024 * 1024;

export const kitchenRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_ROUTE_FILE_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3, headerPairs: 50 },
      throwFileSizeLimit: true,
    });

    app.get(
      '/orders/kitchen-numbers/:source',
      {
        schema: {
          tags,
          summary: 'Portions to cook per product and delivery day, from paid orders (corp: both cafeterias; meal-delivery)',
          params: KitchenNumbersParams,
          querystring: KitchenNumbersQuery,
          response: { 200: KitchenNumbersReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return kitchenNumbers(deps.db.db, request.params.source, request.query);
      },
    );

    app.get(
      '/orders/route-deliveries/:source',
      {
        schema: {
          tags,
          summary: 'The delivery stops of a route source (CA, CO, CM, MD) for a day (MD: a range and invoice range), as JSON or CSV',
          params: RouteDeliveriesParams,
          querystring: RouteDeliveriesQuery,
          response: { 200: RouteDeliveriesReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const report = await routeDeliveries(deps.db.db, request.params.source, request.query);
        if (request.query.format !== 'csv') return report;
        const name = `route-${request.params.source}-${request.query.date}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .serializer((x: unknown) => x as string)
          .send(('\uFEFF' + routeCsv(report)) as never);
      },
    );

    app.post(
      '/orders/route-deliveries/:source/import',
      {
        schema: {
          tags,
          summary: 'Import the route planner’s file (CSV: Stop, Driver, Invoice): the report and labels follow its order',
          description:
            'All or nothing: any problem line (unknown invoice, one not in that day’s report, duplicate, no driver, bad stop) answers 400 route-import-problems with params.problems = [{ line, reason, value }] and saves nothing.',
          params: RouteDeliveriesParams,
          querystring: RouteImportQuery,
          consumes: ['multipart/form-data'],
          response: { 200: RouteImportReply, ...errors, 413: ErrorReply },
        },
      },
      async (request) => {
        const by = authOf(request).accountId;
        if (!request.isMultipart()) throw new AppError(400, 'upload-missing', 'Send the file as multipart/form-data', {});
        let file: { data: Buffer; name: string | undefined } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (file) throw new AppError(400, 'upload-one-file', 'Send exactly one file', {});
            file = { data: await part.toBuffer(), name: part.filename };
          }
        } catch (err) {
          if (err instanceof AppError) throw err;
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'payload-too-large', 'The route file is too large', { maxBytes: MAX_ROUTE_FILE_BYTES });
          throw new AppError(400, 'bad-request', 'The multipart body is not valid', {});
        }
        if (!file) throw new AppError(400, 'upload-missing', 'No file was sent', {});
        return importRoute(deps.db, request.params.source, request.query, file, by, deps.now());
      },
    );
  };
