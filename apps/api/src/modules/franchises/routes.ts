// GET /franchises: the open franchises (bistros) (enabled, not reserved to a corporate client) with their
// address, phone and hours, for the contact and retail-locations pages. The database is the one
// source: the same times drive pickup and delivery windows (customer-side §5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, and, eq } from 'drizzle-orm';
import type { Lang } from '@mijote/domain';
import { FranchiseListQuery, FranchiseListReply, type Franchise } from '@mijote/contracts';
import type { DbHandle } from '@mijote/db';
import { franchise } from '@mijote/db/schema';
import { CACHE, cacheFor } from '../catalogue/cache-control.js';
import type { PageReads } from '../../plugins/page-reads.js';

const hhmm = (t: string) => t.slice(0, 5);

/** The open bistros' query, prepared once per database handle (read by the home and contact pages' renders; ADR 345). */
const openFranchises = new WeakMap<object, ReturnType<typeof buildOpenFranchises>>();
function buildOpenFranchises(db: DbHandle['db']) {
  return db
    .select()
    .from(franchise)
    .where(and(eq(franchise.enabled, true), eq(franchise.corporateOnly, false)))
    .orderBy(asc(franchise.id))
    .prepare('franchises_open');
}

export async function listFranchises(db: DbHandle, language: Lang): Promise<Franchise[]> {
  let read = openFranchises.get(db.db);
  if (!read) openFranchises.set(db.db, (read = buildOpenFranchises(db.db)));
  return (await read.execute()).map((f) => franchiseReply(f, language));
}

/** A bistro as the API shows it (HH:mm times, the name in the reader's language). */
export function franchiseReply(f: typeof franchise.$inferSelect, language: Lang): Franchise {
  return {
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
  };
}

export const franchiseRoutes =
  (deps: { db: DbHandle; reads?: PageReads | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    deps.reads?.add('/api/franchises', FranchiseListQuery, (q) => listFranchises(deps.db, q.language));
    app.get(
      '/franchises',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'The open franchises (bistros) with address, phone and hours (public pages)',
          querystring: FranchiseListQuery,
          response: { 200: FranchiseListReply },
        },
      },
      async (request, reply) => {
        cacheFor(reply, CACHE.catalogue);
        return listFranchises(deps.db, request.query.language);
      },
    );
  };
