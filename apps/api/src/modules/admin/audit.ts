// The audit log of the back-office (issue 14; ADR 246): every admin write records who made it, when,
// and the record's values before and after, in the write's own transaction (no write without its
// entry, no entry for a write that rolled back). Append only; a record's screen reads its history.
import { and, desc, eq } from 'drizzle-orm';
import type { AuditHistoryReply } from '@mijote/contracts';
import type { DbOrTx } from '@mijote/db';
import { account, auditLog } from '@mijote/db/schema';

export type AuditAction = 'create' | 'update' | 'delete';

export interface AuditWrite {
  actorAccountId: number;
  action: AuditAction;
  entity: string;
  entityId: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** what else the entry says beside the values (a money action's reason, amount, method; ADR 366) */
  meta?: Record<string, unknown>;
  /** the app's clock (now is passed in) */
  at: Date;
  ip?: string | undefined;
  requestId?: string | undefined;
}

export async function recordAudit(tx: DbOrTx, w: AuditWrite): Promise<void> {
  await tx.insert(auditLog).values({
    actorAccountId: w.actorAccountId,
    action: w.action,
    entity: w.entity,
    entityId: String(w.entityId),
    data: { ...w.meta, before: w.before, after: w.after },
    ip: w.ip ?? null,
    requestId: w.requestId ?? null,
    createdAt: w.at,
  });
}

const ACTIONS = new Set<string>(['create', 'update', 'delete']);

/** The record's history, newest first, with the staff member who made each change. */
export async function auditHistory(db: DbOrTx, entity: string, entityId: number | string): Promise<AuditHistoryReply> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.createdAt,
      data: auditLog.data,
      actorId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
    })
    .from(auditLog)
    .leftJoin(account, eq(account.id, auditLog.actorAccountId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
  return rows
    .filter((r) => ACTIONS.has(r.action))
    .map((r) => ({
      id: r.id,
      action: r.action as AuditAction,
      at: r.at.toISOString(),
      actor: r.actorId === null ? null : { id: r.actorId, name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), email: r.email ?? '' },
      before: (r.data?.['before'] as Record<string, unknown> | null | undefined) ?? null,
      after: (r.data?.['after'] as Record<string, unknown> | null | undefined) ?? null,
    }));
}
