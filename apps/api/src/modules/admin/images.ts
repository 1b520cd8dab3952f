// The back-office's images (products, blog articles, home banners; back-office §5: one JPEG ≤ 4 MB).
// The file is checked when it is uploaded (POST /api/upload?purpose=image, super users only: its
// magic bytes, its structure and its size, uploads/service.ts); a save then names it as `tempImage`
// and the record keeps it: its upload row stops being temporary (the hourly purge leaves it) and the
// file moves to the kept area. Both happen inside the save's transaction: if the save rolls back,
// the row is temporary again and the purge removes the file from either area.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { upload } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/index.js';

/** Keeps the fresh image upload `tempName` for a record; answers the name the record stores. */
export async function keepImage(tx: DbOrTx, storage: FileStorage, tempName: string, field = 'tempImage'): Promise<string> {
  const [row] = await tx
    .select({ id: upload.id, contentType: upload.contentType })
    .from(upload)
    .where(and(eq(upload.storedName, tempName), eq(upload.isTemp, true), eq(upload.purpose, 'image')))
    .for('update');
  if (!row || row.contentType !== 'image/jpeg')
    throw new AppError(400, 'validation-failed', 'The uploaded image is gone (uploads wait a day) or is not a JPEG image', {
      issues: [{ path: field, code: 'custom', message: 'upload the JPEG image again' }],
      fields: [field],
    });
  await tx.update(upload).set({ isTemp: false }).where(eq(upload.id, row.id));
  await storage.commit(tempName);
  return tempName;
}
