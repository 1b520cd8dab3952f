// The promo codes of the back-office (issue 14; back-office §2 Promo code admin, §3 Promo code, §7
// "Promo codes by code: list, get, save"; customer-side §3–§5 for what a code is; ADR 270). The code
// is stored upper case and is unique whatever the case (409 promo-code-taken); a percent is at most
// 100; a code expires on or after it starts; the use limit cannot go below the uses already made
// (the promo-code ledger, ledgers/promo-codes.ts, owns the counter: a save never writes it). A code
// that orders used is not deleted (its uses are the orders' history): staff set it invalid (I).
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPromoCode,
  AdminPromoCodeBody,
  AdminPromoCodeByCodeParams,
  AdminPromoCodeListQuery,
  AdminPromoCodeListReply,
  ErrorReply,
  type AdminPromoCodeListQuery as ListQuery,
} from '@mijote/contracts';
import { isUniqueViolation, type DbHandle, type DbOrTx } from '@mijote/db';
import { promoCode, promoCodeUse } from '@mijote/db/schema';
import { AppError } from '../../errors.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import { containing, pageOf, type CollectionDef } from './collection.js';

type Row = typeof promoCode.$inferSelect;

async function load(db: DbOrTx, p: Row): Promise<AdminPromoCode> {
  const uses = await db
    .select({ invoiceId: promoCodeUse.invoiceId })
    .from(promoCodeUse)
    .where(eq(promoCodeUse.promoCodeId, p.id))
    .orderBy(desc(promoCodeUse.id))
    .limit(100);
  return {
    Id: p.id,
    Code: p.code,
    Type: p.type,
    Amount: p.amount,
    Status: p.status,
    StartsOn: p.startsOn,
    ExpiresOn: p.expiresOn,
    MinimumAmountRequiredCents: p.minimumAmountCents,
    MaxUses: p.maxUses,
    TimesUsed: p.timesUsed,
    StoreSource: p.storeSource,
    Note: p.note,
    MultiCodeAddress: {
      Name: p.multiCodeName,
      Line1: p.multiCodeLine1,
      Line2: p.multiCodeLine2,
      PostalCode: p.multiCodePostalCode,
      Province: p.multiCodeProvince,
      Country: p.multiCodeCountry,
    },
    Invoices: uses.flatMap((u) => (u.invoiceId === null ? [] : [u.invoiceId])),
  };
}

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.status) parts.push(eq(promoCode.status, q.status));
  if (q.search) parts.push(or(ilike(promoCode.code, containing(q.search.trim())), ilike(promoCode.note, containing(q.search))));
  return and(...parts);
}

const ORDER = { code: [promoCode.code], id: [promoCode.id], expiresOn: [promoCode.expiresOn] } as const;

const values = (b: AdminPromoCodeBody) => ({
  code: b.Code,
  type: b.Type,
  amount: b.Amount,
  status: b.Status,
  startsOn: b.StartsOn,
  expiresOn: b.ExpiresOn,
  minimumAmountCents: b.MinimumAmountRequiredCents,
  maxUses: b.MaxUses,
  storeSource: b.StoreSource,
  note: b.Note,
  multiCodeName: b.MultiCodeAddress.Name,
  multiCodeLine1: b.MultiCodeAddress.Line1,
  multiCodeLine2: b.MultiCodeAddress.Line2,
  multiCodePostalCode: b.MultiCodeAddress.PostalCode,
  multiCodeProvince: b.MultiCodeAddress.Province,
  multiCodeCountry: b.MultiCodeAddress.Country,
});

async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'promo_code_code_uq'))
      throw new AppError(409, 'promo-code-taken', 'Another promo code already uses this code');
    throw err;
  }
}

export const promoCodesCollection: CollectionDef<AdminPromoCode, AdminPromoCodeBody, ListQuery> = {
  name: 'promo-codes',
  entity: 'promo-code',
  summary: 'Promo codes',
  item: AdminPromoCode,
  body: AdminPromoCodeBody,
  listQuery: AdminPromoCodeListQuery,
  listReply: AdminPromoCodeListReply,
  // GET /api/promo-codes/{code} is a catalogue read (ADR 240)
  changed: catalogueChanged,
  async list(db, q) {
    const { rows, total } = await pageOf(db, promoCode, where(q), ORDER[q.sort], q);
    return { rows: await Promise.all(rows.map((r) => load(db, r))), total };
  },
  async get(db, id) {
    const [row] = await db.select().from(promoCode).where(eq(promoCode.id, id)).limit(1);
    return row ? load(db, row) : null;
  },
  async create(tx, body, at) {
    const [row] = await write(() =>
      tx
        .insert(promoCode)
        .values({ ...values(body), createdAt: at, updatedAt: at })
        .returning({ id: promoCode.id }),
    );
    return row!.id;
  },
  async update(tx, id, body, at) {
    const [current] = await tx.select({ timesUsed: promoCode.timesUsed }).from(promoCode).where(eq(promoCode.id, id)).for('update');
    if (current && body.MaxUses !== null && body.MaxUses < current.timesUsed)
      throw new AppError(400, 'validation-failed', 'The use limit cannot be below the uses already made', {
        issues: [{ path: 'MaxUses', code: 'custom', message: `already used ${current.timesUsed} times` }],
        fields: ['MaxUses'],
      });
    await write(() =>
      tx
        .update(promoCode)
        .set({ ...values(body), updatedAt: at })
        .where(eq(promoCode.id, id)),
    );
  },
  async remove(tx, id) {
    const [use] = await tx.select({ id: promoCodeUse.id }).from(promoCodeUse).where(eq(promoCodeUse.promoCodeId, id)).limit(1);
    const [row] = await tx.select({ timesUsed: promoCode.timesUsed }).from(promoCode).where(eq(promoCode.id, id)).for('update');
    if (use || (row && row.timesUsed > 0))
      throw new AppError(409, 'promo-code-used', 'Orders used this promo code: set it invalid (I) instead of deleting it');
    await tx.delete(promoCode).where(eq(promoCode.id, id));
  },
};

/** GET /api/admin/promo-codes/code/{code}: a code by its text, whatever the case (§7 "Promo codes by code"). */
export const promoCodeByCodeRoute =
  (deps: { db: DbHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/promo-codes/code/:code',
      {
        schema: {
          tags: ['admin'],
          summary: 'Promo codes: one by its code',
          params: AdminPromoCodeByCodeParams,
          response: { 200: AdminPromoCode, 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const db = deps.db.db;
        const [row] = await db
          .select()
          .from(promoCode)
          .where(sql`upper(${promoCode.code}) = ${request.params.code.trim().toUpperCase()}`)
          .limit(1);
        if (!row) throw AppError.notFound('promo-code');
        return load(db, row);
      },
    );
  };
