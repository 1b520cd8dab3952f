// The served areas of home meal delivery and catering (back-office §2 Postal codes "Separate lists
// exist for meal delivery and for retail", §3 Postal code: a leading # stripped for editing), each
// with its two delivery fees. The served-area checks and fees read the table at every request, so a
// change applies at once. Sorted by code; `search` matches the code or the city.
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  AdminPostalCode,
  AdminPostalCodeBody,
  AdminPostalCodeListQuery,
  AdminPostalCodeListReply,
  type AdminPostalCodeListQuery as ListQuery,
} from '@mijote/contracts';
import { isUniqueViolation } from '@mijote/db';
import { postalCode } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import { containing, pageOf, type CollectionDef } from './collection.js';

type Row = typeof postalCode.$inferSelect;
const toItem = (p: Row): AdminPostalCode => ({
  Id: p.id,
  Code: p.code,
  City: p.city,
  HomeDeliveryFeeCents: p.homeDeliveryFeeCents,
  CateringDeliveryFeeCents: p.cateringDeliveryFeeCents,
  Enabled: p.enabled,
});

function where(q: ListQuery): SQL | undefined {
  if (!q.search) return undefined;
  return or(ilike(postalCode.code, containing(q.search.replace(/[\s#-]/g, ''))), ilike(postalCode.city, containing(q.search)));
}

const ORDER = { code: postalCode.code, id: postalCode.id, city: postalCode.city } as const;

const values = (b: AdminPostalCodeBody) => ({
  code: b.Code,
  city: b.City,
  homeDeliveryFeeCents: b.HomeDeliveryFeeCents,
  cateringDeliveryFeeCents: b.CateringDeliveryFeeCents,
  enabled: b.Enabled,
});

async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'postal_code_code_uq'))
      throw new AppError(409, 'postal-code-taken', 'This postal code is already in the list');
    throw err;
  }
}

export const postalCodesCollection: CollectionDef<AdminPostalCode, AdminPostalCodeBody, ListQuery> = {
  name: 'postal-codes',
  entity: 'postal-code',
  summary: 'Meal-delivery and catering postal codes',
  item: AdminPostalCode,
  body: AdminPostalCodeBody,
  listQuery: AdminPostalCodeListQuery,
  listReply: AdminPostalCodeListReply,
  // the stores' menus, calendars and bistro lists are cached on every node (ADR 240)
  changed: catalogueChanged,
  async list(db, q) {
    const { rows, total } = await pageOf(db, postalCode, where(q), [ORDER[q.sort]], q);
    return { rows: rows.map(toItem), total };
  },
  async get(db, id) {
    const [row] = await db.select().from(postalCode).where(eq(postalCode.id, id)).limit(1);
    return row ? toItem(row) : null;
  },
  async create(tx, body, at) {
    const [row] = await write(() =>
      tx
        .insert(postalCode)
        .values({ ...values(body), createdAt: at })
        .returning({ id: postalCode.id }),
    );
    return row!.id;
  },
  async update(tx, id, body) {
    await write(() => tx.update(postalCode).set(values(body)).where(eq(postalCode.id, id)));
  },
  async remove(tx, id) {
    await tx.delete(postalCode).where(eq(postalCode.id, id));
  },
};
