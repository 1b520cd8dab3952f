// The back-office's inbox of the public forms (issue 30; ADR 100, 380): GET /api/admin/forms (a page
// of the submissions, newest first, filtered on read state and form), one submission, and marking
// it read or unread again. Super users only (the /api/admin guard). Today's unread figure is
// `formCount` of the very query its link opens: `formsWhere` is the one filter of both.
//
// The footer lead form comes in two steps (ADR 100): step 2 (`home-second-form` with its
// `parent_submission_id`) completes step 1. Staff read one request, so a step 2 is not a row of its
// own: the step 1 is listed with the step 2's fields merged over its own (`followUpIds` names the
// step 2s), and counted once; a step 2 arriving after the step 1 was read makes it unread again
// (forms/service.ts). A step 2 sent without its step 1 (no parent) is listed as itself. A step 2's
// own id is not a message of the inbox: 404.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFormListQuery,
  AdminFormListReply,
  AdminFormSubmission,
  AdminIdParams,
  ErrorReply,
  isFormName,
  type AdminFormListQuery as ListQuery,
} from '@mijote/contracts';
import { readAll, type DbHandle, type DbOrTx } from '@mijote/db';
import { account, formSubmission } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { recordAudit } from './audit.js';
import { pageMeta } from './collection.js';

/** How much of the message the list shows. */
export const SUMMARY_MESSAGE_CHARS = 160;

/** The submissions a list query matches: one filter for the list, its total and Today's figure. */
export function formsWhere(q: Pick<ListQuery, 'unread' | 'formName'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(formSubmission.parentSubmissionId)];
  if (q.unread === 'true') parts.push(isNull(formSubmission.readAt));
  if (q.unread === 'false') parts.push(isNotNull(formSubmission.readAt));
  if (q.formName) parts.push(eq(formSubmission.formName, q.formName));
  return and(...parts);
}

/** How many submissions a list query matches (Today's figure, issue 30). */
export async function formCount(db: DbOrTx, q: Pick<ListQuery, 'unread' | 'formName'>): Promise<number> {
  const [n] = await db.select({ n: count() }).from(formSubmission).where(formsWhere(q));
  return Number(n?.n ?? 0);
}

type Row = typeof formSubmission.$inferSelect;
type Value = AdminFormSubmission['data'][string];

const reader = { id: account.id, firstName: account.firstName, lastName: account.lastName };

const scalar = (v: unknown): Value =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? v : JSON.stringify(v);

const text = (v: Value | undefined): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function toItem(row: Row, by: { id: number; firstName: string; lastName: string } | null, followUps: readonly Row[]): AdminFormSubmission {
  // the step 2s' fields over the step 1's, in the order they came (the link to the step 1 left out)
  const data: Record<string, Value> = {};
  for (const r of [row, ...followUps])
    for (const [k, v] of Object.entries(r.data)) if (k !== 'parentId' && v !== undefined) data[k] = scalar(v);
  const name = [text(data['firstName']), text(data['lastName'])].filter(Boolean).join(' ') || null;
  const message = text(data['message']);
  if (!isFormName(row.formName)) throw new Error(`form_submission ${row.id}: unknown form ${row.formName}`);
  return {
    id: row.id,
    formName: row.formName,
    language: row.languageCd,
    site: row.site,
    isBbCorp: row.isBbCorp,
    newsletter: row.newsletter,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    readBy: by ? { id: by.id, name: `${by.firstName} ${by.lastName}`.trim() } : null,
    summary: {
      name,
      email: text(data['email']),
      phone: text(data['phone']),
      message: message && message.length > SUMMARY_MESSAGE_CHARS ? `${message.slice(0, SUMMARY_MESSAGE_CHARS - 1).trimEnd()}…` : message,
    },
    data,
    followUpIds: followUps.map((f) => f.id),
  };
}

/** The submissions with their step 2s and their readers, as the inbox shows them. */
async function withFollowUps(db: DbOrTx, found: { s: Row; by: { id: number; firstName: string; lastName: string } | null }[]) {
  const ids = found.map((r) => r.s.id);
  const children =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(formSubmission)
          .where(inArray(formSubmission.parentSubmissionId, ids))
          .orderBy(asc(formSubmission.createdAt), asc(formSubmission.id));
  return found.map((r) =>
    toItem(
      r.s,
      r.by,
      children.filter((c) => c.parentSubmissionId === r.s.id),
    ),
  );
}

/** A page of the inbox, newest first, with how many match in all. */
export async function listForms(db: DbOrTx, q: ListQuery): Promise<{ rows: AdminFormSubmission[]; total: number }> {
  const where = formsWhere(q);
  const [found, [n]] = await readAll(db, [
    () =>
      db
        .select({ s: formSubmission, by: reader })
        .from(formSubmission)
        .leftJoin(account, eq(account.id, formSubmission.readByAccountId))
        .where(where)
        .orderBy(desc(formSubmission.createdAt), desc(formSubmission.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () => db.select({ n: count() }).from(formSubmission).where(where),
  ]);
  return { rows: await withFollowUps(db, found), total: Number(n?.n ?? 0) };
}

/** One submission of the inbox (a step 2 of the lead form is not one: null). */
export async function getForm(db: DbOrTx, id: number): Promise<AdminFormSubmission | null> {
  const found = await db
    .select({ s: formSubmission, by: reader })
    .from(formSubmission)
    .leftJoin(account, eq(account.id, formSubmission.readByAccountId))
    .where(and(eq(formSubmission.id, id), isNull(formSubmission.parentSubmissionId)));
  return (await withFollowUps(db, found))[0] ?? null;
}

const readState = (f: AdminFormSubmission) => ({ readAt: f.readAt, readByAccountId: f.readBy?.id ?? null });

export const adminFormRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };
    const db = deps.db.db;

    app.get(
      '/forms',
      {
        schema: {
          tags,
          summary: 'The public forms sent to Mijote, newest first (unread ones, one form)',
          querystring: AdminFormListQuery,
          response: { 200: AdminFormListReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { rows, total } = await listForms(db, request.query);
        return { data: rows, meta: pageMeta(total, request.query) };
      },
    );

    app.get(
      '/forms/:id',
      { schema: { tags, summary: 'One form submission', params: AdminIdParams, response: { 200: AdminFormSubmission, ...errors } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const found = await getForm(db, request.params.id);
        if (!found) throw AppError.notFound('form submission');
        return found;
      },
    );

    for (const read of [true, false]) {
      app.post(
        `/forms/:id/${read ? 'read' : 'unread'}`,
        {
          schema: {
            tags,
            summary: read ? 'Mark a form submission read (by the staff member)' : 'Mark a form submission unread again',
            params: AdminIdParams,
            response: { 200: AdminFormSubmission, ...errors },
          },
        },
        async (request) => {
          if (!request.auth) throw AppError.unauthorized();
          const by = request.auth.accountId;
          const at = deps.now();
          const id = request.params.id;
          return db.transaction(async (tx) => {
            const [locked] = await tx
              .select({ readAt: formSubmission.readAt })
              .from(formSubmission)
              .where(and(eq(formSubmission.id, id), isNull(formSubmission.parentSubmissionId)))
              .for('update');
            if (!locked) throw AppError.notFound('form submission');
            const before = (await getForm(tx, id))!;
            // already in that state: nothing changes (the first reader stays the reader)
            if ((locked.readAt !== null) === read) return before;
            await tx
              .update(formSubmission)
              .set(read ? { readAt: at, readByAccountId: by } : { readAt: null, readByAccountId: null })
              .where(eq(formSubmission.id, id));
            const after = (await getForm(tx, id))!;
            // the audit entry keeps the read state only, not what the visitor wrote
            await recordAudit(tx, {
              actorAccountId: by,
              action: 'update',
              entity: 'form-submission',
              entityId: id,
              before: readState(before),
              after: readState(after),
              at,
              ip: request.ip,
              requestId: request.id,
            });
            return after;
          });
        },
      );
    }
  };
