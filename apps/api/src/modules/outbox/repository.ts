import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Lang } from '@mijote/domain';
import type { DbOrTx } from '@mijote/db';
import { emailOutbox, upload } from '@mijote/db/schema';
import { hiddenFormOf, sealLink } from './secret-link.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Lang;
  /** Template name, shown in the viewable outbox and used by tests (e.g. 'password-reset'). */
  template: string;
  replyTo?: string;
  accountId?: number | null;
  /** Uploads attached by the sender (e.g. the CV of an employment form). */
  attachmentUploadIds?: number[];
  /**
   * A live link (reset, verification, sign-in, ADR 376): text and html hold only its hidden form
   * (`hiddenFormOf`); the link is stored sealed and put in by the sender.
   */
  secretLink?: string;
}

/**
 * Queues an e-mail in the outbox table (same transaction as the change that causes it).
 * The sender (SMTP when SMTP_URL is set) delivers and retries; without SMTP it stays visible
 * to super users.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail, opts: { encryptionKey?: string } = {}): Promise<number> {
  let secretSealed: string | null = null;
  if (email.secretLink !== undefined) {
    if (!opts.encryptionKey) throw new Error('an e-mail with a secret link needs the encryption key');
    const hidden = hiddenFormOf(email.secretLink);
    if (!email.text.includes(hidden) || (email.text + email.html).includes(email.secretLink))
      throw new Error('an e-mail with a secret link holds its hidden form, never the link');
    secretSealed = sealLink(opts.encryptionKey, email.secretLink);
  }
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      languageCd: email.language,
      template: email.template,
      replyTo: email.replyTo ?? null,
      accountId: email.accountId ?? null,
      attachmentUploadIds: email.attachmentUploadIds?.length ? email.attachmentUploadIds : null,
      secretSealed,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;
type OutboxStatus = OutboxRow['status'];

/**
 * Claims up to `limit` due messages for this node: pending ones whose time has come, and
 * `sending` ones whose lease ran out (a node that died mid-send). FOR UPDATE SKIP LOCKED so two
 * nodes never claim the same row; each claimed row becomes `sending` with a lease until
 * `leaseUntil`, and its attempt is counted.
 */
export async function claimDueEmails(db: DbOrTx, opts: { now: Date; leaseUntil: Date; limit: number }): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(or(eq(emailOutbox.status, 'pending'), eq(emailOutbox.status, 'sending')), lte(emailOutbox.nextAttemptAt, opts.now)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ status: 'sending', nextAttemptAt: opts.leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Sent: the sealed link is dropped, the row keeps only the text with the link hidden (ADR 376). */
export async function markEmailSent(db: DbOrTx, id: number, sentAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, lastError: null, secretSealed: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
}

/** After a failed attempt: back to pending until `nextAttemptAt`, or `failed` for good. */
export async function markEmailFailedAttempt(
  db: DbOrTx,
  id: number,
  outcome: { status: Extract<OutboxStatus, 'pending' | 'failed'>; nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt,
      lastError: outcome.error.slice(0, 1000),
      // given up for good: the live link has nothing left to do
      ...(outcome.status === 'failed' ? { secretSealed: null } : {}),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
}

/** Newest first. */
export async function listOutbox(
  db: DbOrTx,
  opts: { limit: number; offset: number; status?: OutboxStatus },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = opts.status ? eq(emailOutbox.status, opts.status) : undefined;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(emailOutbox).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOutboxEmail(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

export async function findAttachmentUploads(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: upload.id, storedName: upload.storedName, originalName: upload.originalName, contentType: upload.contentType })
    .from(upload)
    .where(inArray(upload.id, [...ids]));
}
