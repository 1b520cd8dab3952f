import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { franchise, franchisePostalCode, postalCode } from '@mijote/db/schema';

/** Enabled meal-delivery served areas whose code is one of `codes` (or all when undefined). */
export function findServedAreas(db: DbOrTx, codes?: readonly string[]) {
  const where = codes ? and(eq(postalCode.enabled, true), inArray(postalCode.code, [...codes])) : eq(postalCode.enabled, true);
  return db.select().from(postalCode).where(where).orderBy(asc(postalCode.code));
}

/** Bistro delivery areas (enabled bistros), optionally of one bistro or among `codes`. */
export function findFranchiseAreas(db: DbOrTx, f: { franchiseId?: number | undefined; codes?: readonly string[] | undefined }) {
  const conds = [eq(franchise.enabled, true)];
  if (f.franchiseId !== undefined) conds.push(eq(franchisePostalCode.franchiseId, f.franchiseId));
  if (f.codes) conds.push(inArray(franchisePostalCode.code, [...f.codes]));
  return db
    .select({
      franchiseId: franchisePostalCode.franchiseId,
      code: franchisePostalCode.code,
      deliveryFeeCents: franchisePostalCode.deliveryFeeCents,
      nameEn: franchise.nameEn,
      nameFr: franchise.nameFr,
    })
    .from(franchisePostalCode)
    .innerJoin(franchise, eq(franchise.id, franchisePostalCode.franchiseId))
    .where(and(...conds))
    .orderBy(asc(franchisePostalCode.franchiseId), asc(franchisePostalCode.code));
}
