// The kitchen's day (issue 16; back-office §2 Kitchen numbers and Tag routes, §7 "Tag routes and
// labels"): super users only, like /api/admin.
//   GET  /api/orders/kitchen-numbers/{source}          ?startDate&endDate      (both required)
//   GET  /api/orders/route-deliveries/{source}         ?date (MD: &endDate&invoiceStart&invoiceEnd) [&format=csv]
//   POST /api/orders/route-deliveries/{source}/import  multipart `file`: the route planner's CSV
//   GET  /api/orders/print-labels/{source}             ?startDate&endDate[&productType&invoiceStart&invoiceEnd&differential&reprint] → PDF
//   GET  /api/orders/print-labels/{source}/prints      the print history and the differential preset
//   GET  /api/products/{id}/label.pdf                  ?qty&expiryDate
import { KITCHEN_SOURCES, PORTION_KINDS, PRODUCT_TYPES, ROUTE_SOURCES } from '@mijote/domain';
import { z } from 'zod';
import { IntParam, IsoDate, SafeString } from './primitives.js';

export const KitchenNumbersParams = z.object({ source: z.enum(KITCHEN_SOURCES) });
export const KitchenNumbersQuery = z.object({
  startDate: IsoDate.optional().meta({ description: 'First delivery day counted (required: 400 dates-required without it)' }),
  endDate: IsoDate.optional().meta({ description: 'Last delivery day counted (required)' }),
});
export type KitchenNumbersQuery = z.infer<typeof KitchenNumbersQuery>;

export const KitchenNumberRow = z
  .object({
    productId: z.number().int(),
    title: z.string().meta({ description: 'English title' }),
    titleFr: z.string(),
    productType: z.string().meta({ description: 'product type code (LU, SU, BF, SD…)' }),
    date: z.string().meta({ description: 'delivery day yyyy-MM-dd' }),
    portions: z.number().int().meta({ description: 'number of regular portions (a family pack counts 4)' }),
    kidsPortions: z.number().int().meta({ description: 'number of kids portions' }),
    halfPortions: z.number().int().meta({ description: 'number of half portions' }),
  })
  .meta({ id: 'KitchenNumberRow' });
export type KitchenNumberRow = z.infer<typeof KitchenNumberRow>;
export const KitchenSideRow = z
  .object({
    productId: z.number().int().meta({ description: 'the side product' }),
    title: z.string().meta({ description: 'English title' }),
    titleFr: z.string(),
    date: z.string().meta({ description: 'delivery day yyyy-MM-dd' }),
    count: z.number().int().meta({ description: 'sides to plate: one per portion of each line it was chosen with' }),
  })
  .meta({ id: 'KitchenSideRow' });
export type KitchenSideRow = z.infer<typeof KitchenSideRow>;
export const KitchenNumbersReply = z
  .object({
    rows: z.array(KitchenNumberRow).meta({ description: 'grouped by product type, then title, then day' }),
    sides: z.array(KitchenSideRow).meta({ description: 'the sides chosen with the dishes (issue 30), by title then day' }),
  })
  .meta({ id: 'KitchenNumbersReply' });
export type KitchenNumbersReply = z.infer<typeof KitchenNumbersReply>;

export const RouteDeliveriesParams = z.object({ source: z.enum(ROUTE_SOURCES) });
export const RouteDeliveriesQuery = z.object({
  date: IsoDate.optional().meta({ description: 'The delivery day (required)' }),
  endDate: IsoDate.optional().meta({ description: 'MD only: last delivery day (default: date)' }),
  invoiceStart: IntParam(1, 2_147_483_647).optional().meta({ description: 'MD only: first invoice id' }),
  invoiceEnd: IntParam(1, 2_147_483_647).optional().meta({ description: 'MD only: last invoice id' }),
  format: z.enum(['json', 'csv']).default('json'),
});
export type RouteDeliveriesQuery = z.infer<typeof RouteDeliveriesQuery>;

export const RouteStop = z
  .object({
    invoiceId: z.number().int(),
    date: z.string().meta({ description: 'delivery day yyyy-MM-dd' }),
    time: z.string().nullable().meta({ description: 'delivery time HH:mm, when the order has one' }),
    customer: z.string(),
    company: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string().meta({ description: 'one line: street, unit, city' }),
    postalCode: z.string().nullable(),
    items: z.array(
      z.object({
        quantity: z.number().int().meta({ description: 'number of units' }),
        title: z.string(),
        kind: z.enum(PORTION_KINDS),
      }),
    ),
    comment: z.string().nullable(),
    driver: z.string().nullable().meta({ description: 'from the last imported route file' }),
    stop: z.number().int().nullable().meta({ description: 'number of the stop in its driver’s route (imported route)' }),
  })
  .meta({ id: 'RouteStop' });
export type RouteStop = z.infer<typeof RouteStop>;
export const RouteDeliveriesReply = z
  .object({
    stops: z.array(RouteStop).meta({ description: 'in route order (driver, stop) once a route is imported; else by postal code' }),
    routeImportedAt: z.string().nullable().meta({ description: 'ISO instant of the route import the order follows' }),
  })
  .meta({ id: 'RouteDeliveriesReply' });
export type RouteDeliveriesReply = z.infer<typeof RouteDeliveriesReply>;

export const RouteImportQuery = z.object({
  date: IsoDate.optional().meta({ description: 'The delivery day the route is for (required)' }),
  endDate: IsoDate.optional().meta({ description: 'MD only: last delivery day (default: date)' }),
});
export const RouteImportReply = z
  .object({ imported: z.number().int().meta({ description: 'number of stops saved' }), importedAt: z.string() })
  .meta({ id: 'RouteImportReply' });

const BoolQuery = z.enum(['true', 'false', '1', '0', 'y', 'n']).transform((v) => v === 'true' || v === '1' || v === 'y');

export const PrintLabelsQuery = z.object({
  startDate: IsoDate.optional().meta({ description: 'First delivery day (required: 400 dates-required without it)' }),
  endDate: IsoDate.optional().meta({ description: 'Last delivery day (required); the best-before dates count from it' }),
  productType: z.enum(PRODUCT_TYPES).optional(),
  invoiceStart: IntParam(1, 2_147_483_647).optional(),
  invoiceEnd: IntParam(1, 2_147_483_647).optional(),
  differential: BoolQuery.default(false).meta({ description: 'Only orders paid since the last print of the same labels' }),
  reprint: IntParam(1, 2_147_483_647).optional().meta({ description: 'Id of a past print to print again (its own selection)' }),
});
export type PrintLabelsQuery = z.infer<typeof PrintLabelsQuery>;

export const LabelPrint = z
  .object({
    id: z.number().int(),
    printedAt: z.string(),
    printedBy: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    productType: z.string().nullable(),
    invoiceStart: z.number().int().nullable(),
    invoiceEnd: z.number().int().nullable(),
    differential: z.boolean(),
    reprint: z.boolean(),
    labelCount: z.number().int().meta({ description: 'number of labels printed' }),
  })
  .meta({ id: 'LabelPrint' });
export const LabelPrintsQuery = z.object({
  startDate: IsoDate.optional().meta({ description: 'With endDate: the differential preset for these days' }),
  endDate: IsoDate.optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
});
export const LabelPrintsReply = z
  .object({
    prints: z.array(LabelPrint).meta({ description: 'newest first (50 at most)' }),
    preset: z
      .object({ invoiceStart: z.number().int().nullable(), invoiceEnd: z.number().int().nullable() })
      .meta({ description: 'the invoice range a differential print starts from: after the last print' }),
  })
  .meta({ id: 'LabelPrintsReply' });
export type LabelPrintsReply = z.infer<typeof LabelPrintsReply>;

export const ProductLabelParams = z.object({ id: IntParam(1, 2_147_483_647) });
export const ProductLabelQuery = z.object({
  qty: IntParam(1, 500).default(1).meta({ description: 'number of labels (1–500)' }),
  expiryDate: IsoDate.optional().meta({ description: 'best-before date printed on them' }),
});

export const KITCHEN_LABELS_NOTE =
  'Both dates required (400 dates-required). differential=true: only orders paid since the last print of the same labels over overlapping days; reprint={id}: that past print again (its own selection, orders paid by then). Labels follow the imported route order. Every print is recorded (see /prints); nothing to print answers 204 and records nothing.';

export const MobileTagsQuery = z.object({
  startDate: IsoDate.optional().meta({ description: 'The day (required: 400 dates-required without it)' }),
  endDate: IsoDate.optional().meta({ description: 'Last day (default: startDate)' }),
  subsidyId: IntParam(1, 2_147_483_647),
  format: z.enum(['json', 'docx']).default('json'),
});
export const MobileTag = z.object({
  invoiceId: z.number().int(),
  date: z.string(),
  employee: z.string(),
  stop: z.object({ name: z.string(), address: z.string() }).nullable(),
  items: z.array(z.object({ quantity: z.number().int().meta({ description: 'number of units' }), title: z.string(), titleFr: z.string() })),
  comment: z.string().nullable(),
});
export const MobileTagsReply = z
  .object({ subsidy: z.string(), startDate: z.string(), endDate: z.string(), tags: z.array(MobileTag) })
  .meta({ id: 'MobileTagsReply' });
export type MobileTagsReply = z.infer<typeof MobileTagsReply>;

// The route planner (back-office §7: GET /api/routific/projects, POST /api/routific/projects/{id}/stops;
// ADR 330): Routific's API when ROUTIFIC_TOKEN is set, else the local sandbox planner.
export const ROUTE_PLANNERS = ['sandbox', 'routific'] as const;
export const RoutificProject = z
  .object({
    id: z.string(),
    name: z.string(),
    drivers: z.number().int().nullable().meta({ description: 'number of drivers the project plans for (null: the planner decides)' }),
  })
  .meta({ id: 'RoutificProject' });
export const RoutificProjectsReply = z
  .object({ planner: z.enum(ROUTE_PLANNERS), projects: z.array(RoutificProject) })
  .meta({ id: 'RoutificProjectsReply' });
export type RoutificProjectsReply = z.infer<typeof RoutificProjectsReply>;

export const RoutificProjectParams = z.object({ id: SafeString(64).regex(/^[\w-]{1,64}$/) });
export const RoutificStopsBody = z.strictObject({
  source: z.enum(ROUTE_SOURCES).default('MD').meta({ description: 'the route report whose stops are sent (default MD)' }),
  date: IsoDate.optional().meta({ description: 'The delivery day (required: 400 dates-required without it)' }),
  endDate: IsoDate.optional().meta({ description: 'MD only: last delivery day (default: date)' }),
  invoiceStart: z.number().int().min(1).max(2_147_483_647).optional().meta({ description: 'MD only: first invoice id' }),
  invoiceEnd: z.number().int().min(1).max(2_147_483_647).optional().meta({ description: 'MD only: last invoice id' }),
});
export type RoutificStopsBody = z.infer<typeof RoutificStopsBody>;
export const PlannedStop = z
  .object({
    invoiceId: z.number().int(),
    date: z.string(),
    driver: z.string(),
    stop: z.number().int().meta({ description: 'number of the stop in its driver’s route' }),
    postalCode: z.string().nullable(),
  })
  .meta({ id: 'PlannedStop' });
export type PlannedStop = z.infer<typeof PlannedStop>;
export const RoutificStopsReply = z
  .object({
    planner: z.enum(ROUTE_PLANNERS),
    projectId: z.string(),
    sent: z.number().int().meta({ description: 'number of stops sent to the planner' }),
    route: z
      .array(PlannedStop)
      .nullable()
      .meta({ description: 'the planned route (sandbox planner); null: the planner plans later (Routific: export its route file)' }),
    routeFile: z.string().nullable().meta({
      description: 'the planned route as a route file (CSV Stop, Driver, Invoice) for POST /orders/route-deliveries/{source}/import',
    }),
  })
  .meta({ id: 'RoutificStopsReply' });
export type RoutificStopsReply = z.infer<typeof RoutificStopsReply>;
