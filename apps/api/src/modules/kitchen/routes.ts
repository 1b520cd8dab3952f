// GET /orders/kitchen-numbers/{source}, GET /orders/route-deliveries/{source} (JSON or CSV) and
// POST /orders/route-deliveries/{source}/import (issue 16; back-office §7 "Tag routes and labels").
// Super users only: plugins/auth-guards.ts guards these paths like /api/admin (401/403 first).
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorReply,
  IdParam,
  IsoDate,
  IntParam,
  KITCHEN_LABELS_NOTE,
  LabelPrintsQuery,
  MobileTagsQuery,
  MobileTagsReply,
  LabelPrintsReply,
  PrintLabelsQuery,
  ProductLabelParams,
  ProductLabelQuery,
  KitchenNumbersParams,
  KitchenNumbersQuery,
  KitchenNumbersReply,
  RouteDeliveriesParams,
  RouteDeliveriesQuery,
  RouteDeliveriesReply,
  RouteImportQuery,
  RouteImportReply,
  RoutificProjectParams,
  RoutificProjectsReply,
  RoutificStopsBody,
  RoutificStopsReply,
} from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { AppError } from '../../errors.js';
import { authOf } from '../../plugins/auth-guards.js';
import { labelPrints, printLabels, productLabels } from './labels.js';
import { mobileTags, mobileTagsDocx } from './mobile-tags.js';
import { labelsPdf, type LabelData } from './labels-pdf.js';
import { routeFileOf, sandboxPlanner, type RoutePlanner } from './route-planner.js';
import { importRoute, kitchenNumbers, routeCsv, routeDeliveries } from './service.js';

const tags = ['kitchen'];
const pdfErrors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };

/** Streams a label sheet; an empty selection is 204 (the screen says "There are no results"). */
function sendLabels(reply: FastifyReply, labels: readonly LabelData[], name: string) {
  if (labels.length === 0) return reply.code(204).header('cache-control', 'no-store').send();
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('x-label-count', String(labels.length))
    .send(labelsPdf(labels, name));
}

const MobileLabelsQuery = z.object({
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  invoiceStart: IntParam(1, 2_147_483_647).optional(),
  invoiceEnd: IntParam(1, 2_147_483_647).optional(),
  subsidyId: IdParam,
});
const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };
/** A route planner's file: a few thousand stops at most. */
const MAX_ROUTE_FILE_BYTES = 2 * 1024 * 1024;

export const kitchenRoutes =
  (deps: { db: DbHandle; now: () => Date; planner?: RoutePlanner }): FastifyPluginAsyncZod =>
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
          .send(routeCsv(report) as never);
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
    app.get(
      '/orders/print-labels/:source',
      {
        schema: {
          tags,
          summary: 'The label sheet (PDF, 10 labels of 4 × 2 in a Letter page): one label per portion of the paid orders of the days',
          description: KITCHEN_LABELS_NOTE,
          params: KitchenNumbersParams,
          querystring: PrintLabelsQuery,
          response: { 204: z.null().meta({ description: 'nothing to print' }), ...pdfErrors },
        },
      },
      async (request, reply) => {
        const by = authOf(request).accountId;
        const r = await printLabels(deps.db.db, request.params.source, request.query, by, deps.now());
        return sendLabels(reply, r.labels, `labels-${request.params.source}-${r.from}-${r.to}${r.printId ? `-${r.printId}` : ''}`);
      },
    );

    app.get(
      '/orders/print-labels/:source/prints',
      {
        schema: {
          tags,
          summary: 'The label print history (newest first) and the invoice range a differential print starts from',
          params: KitchenNumbersParams,
          querystring: LabelPrintsQuery,
          response: { 200: LabelPrintsReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return labelPrints(deps.db.db, request.params.source, request.query);
      },
    );

    app.get(
      '/orders/bistro/mobile/labels',
      {
        schema: {
          tags,
          summary: 'The labels of one mobile cafeteria (subsidy) for the days: PDF, one label per portion',
          querystring: MobileLabelsQuery,
          response: { 204: z.null().meta({ description: 'nothing to print' }), ...pdfErrors },
        },
      },
      async (request, reply) => {
        const by = authOf(request).accountId;
        const r = await printLabels(deps.db.db, 'corp', { ...request.query, differential: false }, by, deps.now(), ['mobile']);
        return sendLabels(reply, r.labels, `labels-mobile-${request.query.subsidyId}-${r.from}-${r.to}`);
      },
    );

    app.get(
      '/products/:id/label.pdf',
      {
        schema: {
          tags,
          summary: 'Labels of one product (PDF): qty labels with its names, tags, cooking instructions and the best-before date given',
          params: ProductLabelParams,
          querystring: ProductLabelQuery,
          response: pdfErrors,
        },
      },
      async (request, reply) => {
        const labels = await productLabels(deps.db.db, request.params.id, request.query.qty, request.query.expiryDate ?? null);
        return sendLabels(reply, labels, `product-${request.params.id}`);
      },
    );
    app.get(
      '/orders/bistro/mobile/tags',
      {
        schema: {
          tags,
          summary:
            'Bag tags of one mobile cafeteria (subsidy) for a day: one per employee order, by stop then name; JSON or a Word document (format=docx)',
          querystring: MobileTagsQuery,
          response: { 200: MobileTagsReply, ...errors, 404: ErrorReply },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const tagsReply = await mobileTags(deps.db.db, request.query);
        if (request.query.format !== 'docx') return tagsReply;
        const body = await mobileTagsDocx(tagsReply);
        return reply
          .type('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
          .header('content-disposition', `attachment; filename="mobile-tags-${request.query.subsidyId}-${tagsReply.startDate}.docx"`)
          .send(body as never);
      },
    );

    // the route planner (back-office §7; ADR 330): Routific with ROUTIFIC_TOKEN, else the sandbox
    const planner = deps.planner ?? sandboxPlanner;
    app.get(
      '/routific/projects',
      {
        schema: {
          tags,
          summary: 'The route planner’s projects (Routific’s with ROUTIFIC_TOKEN, else the local sandbox planner’s)',
          response: { 200: RoutificProjectsReply, ...errors, 502: ErrorReply },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { planner: planner.kind, projects: await planner.projects() };
      },
    );

    app.post(
      '/routific/projects/:id/stops',
      {
        schema: {
          tags,
          summary: 'Send a route report’s stops to a planner project ("Stops imported to Routific")',
          description:
            'The stops of GET /orders/route-deliveries/{source} for the same days and invoices. The sandbox planner answers its route at once (route and routeFile, a file for the route import); Routific plans in its own screen (route null: export its route file there).',
          params: RoutificProjectParams,
          body: RoutificStopsBody,
          response: { 200: RoutificStopsReply, ...errors, 404: ErrorReply, 502: ErrorReply },
        },
      },
      async (request) => {
        const { source, ...q } = request.body;
        const report = await routeDeliveries(deps.db.db, source, q);
        const stops = report.stops.map((s) => ({
          invoiceId: s.invoiceId,
          date: s.date,
          customer: s.company ? `${s.customer} (${s.company})` : s.customer,
          address: s.address,
          postalCode: s.postalCode,
          phone: s.phone,
          email: s.email,
          notes: [s.items.map((i) => `${i.quantity} × ${i.title}`).join(', '), s.comment].filter(Boolean).join(' — '),
        }));
        if (stops.length === 0) return { planner: planner.kind, projectId: request.params.id, sent: 0, route: [], routeFile: null };
        const route = await planner.sendStops(request.params.id, stops);
        return {
          planner: planner.kind,
          projectId: request.params.id,
          sent: stops.length,
          route,
          routeFile: route ? routeFileOf(route) : null,
        };
      },
    );
  };
