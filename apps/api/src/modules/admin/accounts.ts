// Customer accounts in the back-office (issue 15; back-office §2 Account admin, §3 Account, §7
// Accounts; ADR 290): the server-paged, sortable, searchable list (30 a page), the count, an account
// with related (addresses, how many invoices), save, its addresses (query, save all), its invoices
// and its Century Dollars. A manual credit or debit goes through the Century Dollar ledger's one
// writer (accounts/century-dollars.ts → ledgers/century-dollars.ts) with the staff user recorded: a
// debit never takes the balance below zero (400 insufficient-century-dollars). Every write is in
// one transaction with its audit entry.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAccountBody,
  AdminAccountCountQuery,
  AdminAccountDetail,
  AdminAccountListQuery,
  AdminAccountListReply,
  AdminAddressesBody,
  AdminAddressesReply,
  AdminCenturyDollarsBody,
  AdminCenturyDollarsReply,
  AdminCountReply,
  AdminIdParams,
  AdminInvoiceListQuery,
  AdminInvoiceListReply,
  AuditHistoryReply,
  ErrorReply,
  type AdminAccount,
  type AdminAccountListQuery as ListQuery,
  type AdminAddress,
} from '@mijote/contracts';
import { readAll, type DbHandle, type DbOrTx } from '@mijote/db';
import { account, address, centuryDollarTransaction, invoice, secondFactor, secondFactorRecoveryCode, session } from '@mijote/db/schema';
import { MANUAL_TRANSACTION_METHOD } from '@mijote/domain';
import { AppError } from '../../errors.js';
import { manualCenturyDollars } from '../billing/century-dollars.js';
import { replaceAddressesIn } from '../addresses/service.js';
import { attachSubsidy } from '../subsidies/service.js';
import { auditHistory, recordAudit } from './audit.js';
import { containing, pageMeta } from './collection.js';
import { listInvoices } from './invoices.js';
import { requireStepUp } from '../../plugins/auth-guards.js';

type Row = typeof account.$inferSelect;
const toItem = (a: Row): AdminAccount => ({
  Id: a.id,
  Uuid: a.uuid,
  FirstName: a.firstName,
  LastName: a.lastName,
  Email: a.email,
  EmailVerified: a.emailVerifiedAt !== null,
  UserTypeCd: a.userTypeCd,
  IsMasterLogin: a.isMasterLogin,
  PreferredLanguage: a.preferredLanguage,
  Phone: a.phone,
  CellPhone: a.cellPhone,
  CurrentCenturyDollarAmount: a.currentCenturyDollarCents,
  ExternalUserId: a.externalUserId,
  GlobalUserId: a.globalUserId,
  SubsidyId: a.subsidyId,
  EmailOptIn: a.emailOptIn,
  TextMessageOptIn: a.textMessageOptIn,
  ForcePasswordReset: a.forcePasswordReset,
  IsRegistered: a.isRegistered,
  CreatedAt: a.createdAt.toISOString(),
  LastLoginAt: a.lastLoginAt?.toISOString() ?? null,
});

const toAddress = (a: typeof address.$inferSelect): AdminAddress => ({
  Id: a.id,
  addressType: a.addressType,
  name: a.name,
  company: a.company,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  province: a.province,
  postalCode: a.postalCode,
  country: a.country,
  phone: a.phone,
  instructions: a.instructions,
  isDefault: a.isDefault,
});

/** Search on the name (either part, or "first last") and the e-mail. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = containing(search);
  return or(
    ilike(account.firstName, like),
    ilike(account.lastName, like),
    ilike(account.email, like),
    sql`(${account.firstName} || ' ' || ${account.lastName}) ilike ${like}`,
  );
}

const ORDER = {
  lastName: [account.lastName, account.firstName],
  firstName: [account.firstName, account.lastName],
  email: [account.email],
  id: [account.id],
  createdAt: [account.createdAt],
  centuryDollars: [account.currentCenturyDollarCents],
} as const;

async function accountRow(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(account).where(eq(account.id, id)).limit(1);
  if (!row) throw AppError.notFound('account');
  return row;
}

async function detail(db: DbOrTx, id: number) {
  const row = await accountRow(db, id);
  const [addresses, [n], [factor]] = await readAll(db, [
    () => db.select().from(address).where(eq(address.accountId, id)).orderBy(asc(address.id)),
    () => db.select({ n: count() }).from(invoice).where(eq(invoice.accountId, id)),
    () => db.select({ enrolledAt: secondFactor.enrolledAt }).from(secondFactor).where(eq(secondFactor.accountId, id)).limit(1),
  ]);
  return {
    ...toItem(row),
    Addresses: addresses.map(toAddress),
    InvoiceCount: Number(n?.n ?? 0),
    SecondFactorOn: Boolean(factor?.enrolledAt),
  };
}

const listAddresses = async (db: DbOrTx, id: number) =>
  (await db.select().from(address).where(eq(address.accountId, id)).orderBy(asc(address.id))).map(toAddress);

const manualUser = alias(account, 'manual_user');

/** The account's Century Dollar ledger, newest first, with the staff user of each manual row. */
async function centuryDollarsOf(db: DbOrTx, id: number) {
  const row = await accountRow(db, id);
  const rows = await db
    .select({
      t: centuryDollarTransaction,
      u: { id: manualUser.id, first: manualUser.firstName, last: manualUser.lastName, email: manualUser.email },
    })
    .from(centuryDollarTransaction)
    .leftJoin(manualUser, eq(manualUser.id, centuryDollarTransaction.manualUserId))
    .where(eq(centuryDollarTransaction.accountId, id))
    .orderBy(desc(centuryDollarTransaction.createdAt), desc(centuryDollarTransaction.id))
    .limit(1000);
  return {
    Balance: row.currentCenturyDollarCents,
    Transactions: rows.map(({ t, u }) => ({
      Id: t.id,
      Type: t.type,
      Amount: t.amountCents,
      BalanceAfter: t.balanceAfterCents,
      CenturyDollarTransactionMethodCd: t.methodCd,
      InvoiceId: t.invoiceId,
      Note: t.note,
      ManualTransaction:
        t.methodCd === MANUAL_TRANSACTION_METHOD && u?.id != null
          ? { UserId: u.id, Name: `${u.first ?? ''} ${u.last ?? ''}`.trim(), Email: u.email ?? '' }
          : null,
      CreatedAt: t.createdAt.toISOString(),
    })),
  };
}

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

export const adminAccountRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const db = deps.db.db;
    const actor = (request: { auth: { accountId: number } | null }) => {
      if (!request.auth) throw AppError.unauthorized();
      return request.auth.accountId;
    };
    const audit = (tx: DbOrTx, request: { ip: string; id: string }, w: Omit<Parameters<typeof recordAudit>[1], 'ip' | 'requestId'>) =>
      recordAudit(tx, { ...w, ip: request.ip, requestId: request.id });

    app.get(
      '/accounts',
      {
        schema: {
          tags,
          summary: 'Customer accounts: a page of the list (search on name and e-mail)',
          querystring: AdminAccountListQuery,
          response: { 200: AdminAccountListReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const q: ListQuery = request.query;
        const where = matching(q.search);
        const dir = q.sortDirection === 'desc' ? desc : asc;
        const [rows, [n]] = await Promise.all([
          db
            .select()
            .from(account)
            .where(where)
            .orderBy(...ORDER[q.sort].map((c) => dir(c)), asc(account.id))
            .limit(q.limit)
            .offset((q.page - 1) * q.limit),
          db.select({ n: count() }).from(account).where(where),
        ]);
        const total = Number(n?.n ?? 0);
        return { data: rows.map(toItem), meta: pageMeta(total, q) };
      },
    );

    app.get(
      '/accounts/count',
      {
        schema: {
          tags,
          summary: 'Customer accounts: how many match the search',
          querystring: AdminAccountCountQuery,
          response: { 200: AdminCountReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const [n] = await db.select({ n: count() }).from(account).where(matching(request.query.search));
        return { count: Number(n?.n ?? 0) };
      },
    );

    app.get(
      '/accounts/:id',
      {
        schema: {
          tags,
          summary: 'Customer accounts: one account with related (addresses, number of invoices)',
          params: AdminIdParams,
          response: { 200: AdminAccountDetail, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return detail(db, request.params.id);
      },
    );

    app.post(
      '/accounts/:id',
      {
        schema: {
          tags,
          summary: 'Customer accounts: save (a new e-mail re-decides the subsidy)',
          params: AdminIdParams,
          body: AdminAccountBody,
          response: { 200: AdminAccountDetail, ...errors },
        },
      },
      async (request) => {
        const at = deps.now();
        const by = actor(request);
        const id = request.params.id;
        const b = request.body;
        return db.transaction(async (tx) => {
          const before = await detail(tx, id);
          const [clash] = await tx
            .select({ id: account.id })
            .from(account)
            .where(and(sql`lower(${account.email}) = ${b.Email.toLowerCase()}`, sql`${account.id} <> ${id}`))
            .limit(1);
          if (clash) throw new AppError(409, 'email-taken', 'An account already uses this e-mail address', {});
          const emailChanged = before.Email.toLowerCase() !== b.Email.toLowerCase();
          await tx
            .update(account)
            .set({
              firstName: b.FirstName,
              lastName: b.LastName,
              email: b.Email,
              ...(emailChanged ? { emailVerifiedAt: null } : {}),
              userTypeCd: b.UserTypeCd,
              isMasterLogin: b.IsMasterLogin,
              preferredLanguage: b.PreferredLanguage,
              phone: b.Phone,
              cellPhone: b.CellPhone,
              externalUserId: b.ExternalUserId,
              globalUserId: b.GlobalUserId,
              emailOptIn: b.EmailOptIn,
              textMessageOptIn: b.TextMessageOptIn,
              forcePasswordReset: b.ForcePasswordReset,
              updatedAt: at,
            })
            .where(eq(account.id, id));
          // the employer's subsidy follows the e-mail, decided by the subsidies module (ADR 245)
          if (emailChanged) await attachSubsidy(tx, { id, email: b.Email }, at);
          const after = await detail(tx, id);
          await audit(tx, request, { actorAccountId: by, action: 'update', entity: 'account', entityId: id, before, after, at });
          return after;
        });
      },
    );

    app.delete(
      '/accounts/:id/second-factor',
      {
        // another super user's lost phone: a money-grade action, asked again within 15 minutes (ADR 378)
        onRequest: [requireStepUp],
        schema: {
          tags,
          summary:
            'Customer accounts: turn two-step verification off (a lost phone); the account is signed out everywhere and a super user sets it up again at the next visit',
          params: AdminIdParams,
          response: { 200: AdminAccountDetail, ...errors },
        },
      },
      async (request) => {
        const at = deps.now();
        const by = actor(request);
        const id = request.params.id;
        return db.transaction(async (tx) => {
          const before = await detail(tx, id);
          await tx.delete(secondFactorRecoveryCode).where(eq(secondFactorRecoveryCode.accountId, id));
          await tx.delete(secondFactor).where(eq(secondFactor.accountId, id));
          // a session opened with the old factor ends with it
          await tx.delete(session).where(eq(session.accountId, id));
          const after = await detail(tx, id);
          await audit(tx, request, {
            actorAccountId: by,
            action: 'update',
            entity: 'account',
            entityId: id,
            before: { SecondFactorOn: before.SecondFactorOn },
            after: { SecondFactorOn: after.SecondFactorOn },
            meta: { action: 'second-factor-reset' },
            at,
          });
          return after;
        });
      },
    );

    app.get(
      '/accounts/:id/history',
      {
        schema: {
          tags,
          summary: 'Customer accounts: who changed the account, when, before and after',
          params: AdminIdParams,
          response: { 200: AuditHistoryReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return auditHistory(db, 'account', request.params.id);
      },
    );

    app.get(
      '/accounts/:id/addresses',
      {
        schema: {
          tags,
          summary: 'Customer accounts: the account’s addresses',
          params: AdminIdParams,
          response: { 200: AdminAddressesReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        await accountRow(db, request.params.id);
        return listAddresses(db, request.params.id);
      },
    );

    app.post(
      '/accounts/:id/addresses',
      {
        schema: {
          tags,
          summary: 'Customer accounts: save all the addresses (those left out are removed; Id 0 adds one)',
          params: AdminIdParams,
          body: AdminAddressesBody,
          response: { 200: AdminAddressesReply, ...errors },
        },
      },
      async (request) => {
        const at = deps.now();
        const by = actor(request);
        const id = request.params.id;
        return db.transaction(async (tx) => {
          const owner = await accountRow(tx, id);
          const before = await listAddresses(tx, id);
          // the customer's own address book rules (addresses/service.ts): fees, the postal code's
          // form, one billing address, the billing address's completeness
          await replaceAddressesIn(
            tx,
            owner,
            request.body.map(({ Id, ...a }) => ({ ...a, id: Id })),
            at,
          );
          const after = await listAddresses(tx, id);
          await audit(tx, request, {
            actorAccountId: by,
            action: 'update',
            entity: 'account',
            entityId: id,
            before: { Addresses: before },
            after: { Addresses: after },
            at,
          });
          return after;
        });
      },
    );

    app.get(
      '/accounts/:id/invoices',
      {
        schema: {
          tags,
          summary: 'Customer accounts: the account’s invoices (every status unless asked)',
          params: AdminIdParams,
          querystring: AdminInvoiceListQuery,
          response: { 200: AdminInvoiceListReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        await accountRow(db, request.params.id);
        const q = request.query;
        const { rows, total } = await listInvoices(db, q, { accountId: request.params.id });
        return { data: rows, meta: pageMeta(total, q) };
      },
    );

    app.get(
      '/accounts/:id/century-dollars',
      {
        schema: {
          tags,
          summary: 'Customer accounts: the Century Dollar balance and transactions',
          params: AdminIdParams,
          response: { 200: AdminCenturyDollarsReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return centuryDollarsOf(db, request.params.id);
      },
    );

    app.post(
      '/accounts/:id/century-dollars',
      {
        // a money move: the second factor passed within 15 minutes (ADR 378)
        onRequest: [requireStepUp],
        schema: {
          tags,
          summary: 'Customer accounts: a manual Century Dollar credit (C) or debit (D) with its reason; never below zero',
          params: AdminIdParams,
          body: AdminCenturyDollarsBody,
          response: { 201: AdminCenturyDollarsReply, ...errors },
        },
      },
      async (request, reply) => {
        const at = deps.now();
        const by = actor(request);
        const id = request.params.id;
        const b = request.body;
        await accountRow(db, id);
        // the billing module's manual move: the ledger's one writer refuses a debit the balance does not cover
        await manualCenturyDollars(
          deps.db,
          { accountId: id, type: b.Type, amountCents: b.Amount, note: b.Reason },
          { by, at, ip: request.ip, requestId: request.id },
        );
        return reply.code(201).send(await centuryDollarsOf(db, id));
      },
    );
  };
