import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { cookingInstructionType, productCategory, productType, promotion, province } from '@mijote/db/schema';

export const listCategories = (db: DbOrTx) =>
  db.select().from(productCategory).orderBy(asc(productCategory.sortOrder), asc(productCategory.code));
export const listTypes = (db: DbOrTx) => db.select().from(productType).orderBy(asc(productType.sortOrder), asc(productType.code));
export const listCookingInstructions = (db: DbOrTx) =>
  db.select().from(cookingInstructionType).orderBy(asc(cookingInstructionType.sortOrder), asc(cookingInstructionType.code));

export async function findCookingInstruction(db: DbOrTx, code: string) {
  const [row] = await db.select().from(cookingInstructionType).where(eq(cookingInstructionType.code, code)).limit(1);
  return row;
}

export const listProvinces = (db: DbOrTx, country: string) =>
  db.select().from(province).where(eq(province.country, country)).orderBy(asc(province.sortOrder), asc(province.code));

/** Active promotions of the given kinds (dates are checked by the caller against "now"). */
export const listActivePromotions = (db: DbOrTx, kinds: readonly string[]) =>
  db
    .select()
    .from(promotion)
    .where(and(eq(promotion.active, true), inArray(promotion.kind, [...kinds])))
    .orderBy(asc(promotion.id));
