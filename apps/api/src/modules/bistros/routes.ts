// GET /catalogue/from-prices: the lowest price of each category, for the home page's service
// cards (never a hard-coded price that drifts from the catalogue).
// GET /bistros: the open bistros (enabled, not reserved to a corporate client) with their
// address, phone and hours, for the contact and retail-locations pages. The database is the one
// source: the same times drive pickup and delivery windows (customer-side §5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, and, eq, gt, inArray, min } from 'drizzle-orm';
import { MAIN_DISH_TYPES } from '@mijote/domain';
import { BistroListQuery, BistroListReply, FromPricesReply, type Bistro } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { franchise, product } from '@mijote/db/schema';

const hhmm = (t: string) => t.slice(0, 5);

export async function listBistros(db: DbHandle, language: 'en' | 'fr'): Promise<Bistro[]> {
  const rows = await db.db
    .select()
    .from(franchise)
    .where(and(eq(franchise.enabled, true), eq(franchise.corporateOnly, false)))
    .orderBy(asc(franchise.id));
  return rows.map((f) => ({
    Id: f.id,
    Slug: f.slug,
    Name: language === 'fr' ? f.nameFr : f.nameEn,
    Line1: f.line1,
    Line2: f.line2,
    City: f.city,
    Province: f.province,
    PostalCode: f.postalCode,
    Phone: f.phone,
    Email: f.email,
    OpeningTime: hhmm(f.openingTime),
    ClosingTime: hhmm(f.closingTime),
    FirstDelivery: hhmm(f.firstDelivery),
    LastDelivery: hhmm(f.lastDelivery),
    Latitude: f.latitude,
    Longitude: f.longitude,
  }));
}

/** Lowest regular price per category among active, public main dishes (MAIN_DISH_TYPES). */
export async function fromPrices(db: DbHandle): Promise<FromPricesReply> {
  const rows = await db.db
    .select({ category: product.categoryCd, cents: min(product.priceCents) })
    .from(product)
    .where(and(eq(product.statusCd, 'A'), eq(product.isInternalUse, false), inArray(product.typeCd, [...MAIN_DISH_TYPES]), gt(product.priceCents, 0)))
    .groupBy(product.categoryCd);
  const of = (c: string) => {
    const v = rows.find((r) => r.category === c)?.cents;
    return v === undefined || v === null ? null : Number(v);
  };
  return { M: of('M'), C: of('C'), R: of('R'), S: of('S') };
}

export const bistroRoutes = (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/catalogue/from-prices',
      { schema: { tags: ['catalogue'], summary: 'The lowest price of each product category (home page)', response: { 200: FromPricesReply } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return fromPrices(deps.db);
      },
    );

    app.get(
      '/bistros',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'The open bistros with address, phone and hours (public pages)',
          querystring: BistroListQuery,
          response: { 200: BistroListReply },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return listBistros(deps.db, request.query.language);
      },
    );
  };
