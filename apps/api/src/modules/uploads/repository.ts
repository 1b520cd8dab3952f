import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { product, upload } from '@mijote/db/schema';

export type NewUpload = typeof upload.$inferInsert;

export async function insertUpload(db: DbOrTx, values: NewUpload): Promise<number> {
  const [row] = await db.insert(upload).values(values).returning({ id: upload.id });
  return row!.id;
}

export async function findTempUpload(db: DbOrTx, storedName: string) {
  const [row] = await db
    .select({ id: upload.id, storedName: upload.storedName, contentType: upload.contentType, createdAt: upload.createdAt })
    .from(upload)
    .where(and(eq(upload.storedName, storedName), eq(upload.isTemp, true)));
  return row;
}

/** Temp uploads nobody used, older than `before`: deleted, their names returned. */
export async function deleteStaleTempUploads(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .delete(upload)
    .where(and(eq(upload.isTemp, true), lt(upload.createdAt, before)))
    .returning({ storedName: upload.storedName });
  return rows.map((r) => r.storedName);
}

/** A product by id, or by the stored name of its uploaded image. */
export async function findProductImage(db: DbOrTx, by: { id: number } | { imageName: string }) {
  const [row] = await db
    .select({ id: product.id, typeCd: product.typeCd, imageName: product.imageName, illustration: product.illustration })
    .from(product)
    .where('id' in by ? eq(product.id, by.id) : eq(product.imageName, by.imageName))
    .limit(1);
  return row;
}
