// One back-office collection on the convention of ADR 246 (issue 14): list (paged, sorted, searched,
// `{ data, meta }`), create, get, save, delete and the record's history, under /api/admin/{name}. The
// /api/admin guard (plugins/auth-guards.ts) has already refused anyone but a super user. Every write
// runs in one transaction with its audit entry (values before and after); a write to something that
// is gone is 404, a duplicate 409, bad input 400 from the contract — never a 500.
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AdminIdParams, AuditHistoryReply, ErrorReply, OkReply, type AdminListMeta } from '@mijote/contracts';
import type { DbHandle, DbOrTx } from '@mijote/db';
import { AppError } from '../../errors.js';
import { auditHistory, recordAudit } from './audit.js';

export interface CollectionDef<Item extends Record<string, unknown>, Body, Query> {
  /** the path segment: /api/admin/{name} */
  name: string;
  /** the audit log's entity name */
  entity: string;
  summary: string;
  item: z.ZodType<Item>;
  body: z.ZodType<Body>;
  listQuery: z.ZodType<Query>;
  listReply: z.ZodType<{ data: Item[]; meta: AdminListMeta }>;
  list(db: DbOrTx, q: Query): Promise<{ rows: Item[]; total: number }>;
  get(db: DbOrTx, id: number): Promise<Item | null>;
  /** writes a new record; returns its id (`by`: the staff member's account, for ledgers that record it) */
  create(tx: DbOrTx, body: Body, at: Date, by: number): Promise<number>;
  update(tx: DbOrTx, id: number, body: Body, at: Date, by: number): Promise<void>;
  /** none: the collection's records are not deleted (no DELETE route) */
  remove?(tx: DbOrTx, id: number): Promise<void>;
  /** inside the write's transaction: tells what depends on the collection (caches) once it commits */
  changed?(tx: DbOrTx): Promise<void>;
  /**
   * The query string a write (create, save, delete) may carry, and the server's own check of it
   * before anything is written (the products' read-only retail view, ADR 366).
   */
  writeQuery?: z.ZodType;
  checkWrite?(query: unknown, body: Body | null): void;
}

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

/** An ILIKE pattern matching text that contains `search` (its `%`, `_` and `\\` taken literally). */
export const containing = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a table's rows that match `where`, in the order asked then by id (pages never overlap),
 * with how many match in all: the list of every collection.
 */
export async function pageOf<T extends PgTable & { id: AnyPgColumn }>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  order: readonly AnyPgColumn[],
  q: { page: number; limit: number; sortDirection: 'asc' | 'desc' },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const dir = q.sortDirection === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order.map((c) => dir(c)), asc(table.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(count?.n ?? 0) };
}

/** `meta` of a page: total_pages is at least 1, so an empty list still has its one (empty) page. */
export const pageMeta = (total: number, q: { page: number; limit: number }): AdminListMeta => ({
  total,
  total_pages: Math.max(1, Math.ceil(total / q.limit)),
  page: q.page,
  limit: q.limit,
});

export function collectionRoutes<Item extends Record<string, unknown>, Body, Query extends { page: number; limit: number }>(
  deps: { db: DbHandle; now: () => Date },
  def: CollectionDef<Item, Body, Query>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const base = `/${def.name}`;
    const writeQuery = def.writeQuery ? { querystring: def.writeQuery } : {};
    const db = deps.db.db;
    // the record's schema as the routes see it (its TypeScript type is the def's own)
    const item: z.ZodType = def.item;
    const actor = (request: { auth: { accountId: number } | null }) => {
      if (!request.auth) throw AppError.unauthorized();
      return request.auth.accountId;
    };
    const must = async (tx: DbOrTx, id: number) => {
      const row = await def.get(tx, id);
      if (!row) throw AppError.notFound(def.entity);
      return row;
    };

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `${def.summary}: a page of the list`,
          querystring: def.listQuery,
          response: { 200: def.listReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const q = request.query as Query;
        const { rows, total } = await def.list(db, q);
        return { data: rows, meta: pageMeta(total, q) };
      },
    );

    app.post(
      base,
      { schema: { tags, summary: `${def.summary}: create`, body: def.body, ...writeQuery, response: { 201: item, ...errors } } },
      async (request, reply) => {
        def.checkWrite?.(request.query, request.body as Body);
        const at = deps.now();
        const by = actor(request);
        const row = await deps.db.db.transaction(async (tx) => {
          const id = await def.create(tx, request.body as Body, at, by);
          const after = await must(tx, id);
          await recordAudit(tx, {
            actorAccountId: by,
            action: 'create',
            entity: def.entity,
            entityId: id,
            before: null,
            after,
            at,
            ip: request.ip,
            requestId: request.id,
          });
          await def.changed?.(tx);
          return after;
        });
        return reply.code(201).send(row);
      },
    );

    app.get(
      `${base}/:id`,
      { schema: { tags, summary: `${def.summary}: one record`, params: AdminIdParams, response: { 200: item, ...errors } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return must(db, request.params.id);
      },
    );

    app.post(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `${def.summary}: save`,
          params: AdminIdParams,
          body: def.body,
          ...writeQuery,
          response: { 200: item, ...errors },
        },
      },
      async (request) => {
        def.checkWrite?.(request.query, request.body as Body);
        const at = deps.now();
        const by = actor(request);
        const id = request.params.id;
        const row = await deps.db.db.transaction(async (tx) => {
          const before = await must(tx, id);
          await def.update(tx, id, request.body as Body, at, by);
          const after = await must(tx, id);
          await recordAudit(tx, {
            actorAccountId: by,
            action: 'update',
            entity: def.entity,
            entityId: id,
            before,
            after,
            at,
            ip: request.ip,
            requestId: request.id,
          });
          await def.changed?.(tx);
          return after;
        });
        return row;
      },
    );

    const remove = def.remove;
    if (remove)
      app.delete(
        `${base}/:id`,
        {
          schema: { tags, summary: `${def.summary}: delete`, params: AdminIdParams, ...writeQuery, response: { 200: OkReply, ...errors } },
        },
        async (request) => {
          def.checkWrite?.(request.query, null);
          const at = deps.now();
          const by = actor(request);
          const id = request.params.id;
          await deps.db.db.transaction(async (tx) => {
            const before = await must(tx, id);
            await remove(tx, id);
            await recordAudit(tx, {
              actorAccountId: by,
              action: 'delete',
              entity: def.entity,
              entityId: id,
              before,
              after: null,
              at,
              ip: request.ip,
              requestId: request.id,
            });
            await def.changed?.(tx);
          });
          return { ok: true as const };
        },
      );

    app.get(
      `${base}/:id/history`,
      {
        schema: {
          tags,
          summary: `${def.summary}: who changed the record, when, before and after`,
          params: AdminIdParams,
          response: { 200: AuditHistoryReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return auditHistory(db, def.entity, request.params.id);
      },
    );
  };
}
