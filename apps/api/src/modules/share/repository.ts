import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { account, auditLog, invoice, promoCode } from '@mijote/db/schema';
import { SHARE_CODE_NOTE_PREFIX } from '../catalogue/promo-codes/repository.js';

/** The order, locked, with its account's e-mail and language. */
export async function lockOrderForShare(db: DbOrTx, invoiceId: number) {
  const [row] = await db
    .select({
      id: invoice.id,
      accountId: invoice.accountId,
      status: invoice.status,
      storeKind: invoice.storeKind,
      email: account.email,
      firstName: account.firstName,
      preferredLanguage: account.preferredLanguage,
    })
    .from(invoice)
    .innerJoin(account, eq(account.id, invoice.accountId))
    .where(and(eq(invoice.id, invoiceId), isNull(invoice.deletedAt)))
    .for('update', { of: invoice });
  return row;
}

/** The note of the code an order's share earned: the prefix, then the order id. */
export const SHARE_NOTE_PREFIX = SHARE_CODE_NOTE_PREFIX;

/** The promo code an order's share already earned, if any. */
export async function findSharePromoCode(db: DbOrTx, invoiceId: number) {
  const [row] = await db
    .select({ id: promoCode.id, code: promoCode.code })
    .from(promoCode)
    .where(eq(promoCode.note, `${SHARE_NOTE_PREFIX}${invoiceId}`));
  return row;
}

export async function insertSharePromoCode(
  db: DbOrTx,
  values: { code: string; percent: number; startsOn: string; expiresOn: string; invoiceId: number },
): Promise<number | null> {
  const rows = await db
    .insert(promoCode)
    .values({
      code: values.code,
      type: 'percent',
      amount: values.percent,
      status: 'V',
      startsOn: values.startsOn,
      expiresOn: values.expiresOn,
      maxUses: 1,
      note: `${SHARE_NOTE_PREFIX}${values.invoiceId}`,
    })
    .onConflictDoNothing()
    .returning({ id: promoCode.id });
  return rows[0]?.id ?? null;
}

export async function recordShareAttempt(
  db: DbOrTx,
  values: { accountId: number; invoiceId: number; ip: string | undefined; requestId: string; data: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorAccountId: values.accountId,
    action: 'order.facebook-share',
    entity: 'invoice',
    entityId: String(values.invoiceId),
    data: values.data,
    ip: values.ip ?? null,
    requestId: values.requestId,
  });
}
