import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { formSubmission, upload } from '@mijote/db/schema';

export type NewFormSubmission = typeof formSubmission.$inferInsert;

export async function insertFormSubmission(db: DbOrTx, values: NewFormSubmission): Promise<number> {
  const [row] = await db.insert(formSubmission).values(values).returning({ id: formSubmission.id });
  return row!.id;
}

/** A temp upload by stored name, locked for the transaction that attaches it. */
export async function lockTempUpload(db: DbOrTx, storedName: string) {
  const [row] = await db
    .select({ id: upload.id, purpose: upload.purpose, contentType: upload.contentType })
    .from(upload)
    .where(and(eq(upload.storedName, storedName), eq(upload.isTemp, true)))
    .for('update');
  return row;
}

export async function markUploadKept(db: DbOrTx, id: number): Promise<void> {
  await db.update(upload).set({ isTemp: false }).where(eq(upload.id, id));
}

/** The step-1 lead form a step-2 form completes: same e-mail (case-insensitive). */
export async function findLeadFirstStep(db: DbOrTx, id: number, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: formSubmission.id })
    .from(formSubmission)
    .where(
      and(
        eq(formSubmission.id, id),
        eq(formSubmission.formName, 'home-first-form'),
        sql`lower(${formSubmission.data}->>'email') = lower(${email})`,
      ),
    );
  return row?.id;
}

/**
 * A lead form's step 2 completes its step 1: the back-office's inbox shows them as one message
 * (admin/forms.ts), unread again when the step 1 had already been read (issue 30).
 */
export async function reopenLeadFirstStep(db: DbOrTx, id: number): Promise<void> {
  await db.update(formSubmission).set({ readAt: null, readByAccountId: null }).where(eq(formSubmission.id, id));
}
