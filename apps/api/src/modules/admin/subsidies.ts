// Corporate subsidies in the back-office (issue 15; back-office §2 Corporate admin, §3 Subsidy, §5,
// §7 Subsidies, §9; ADR 290). The `subsidies` collection (ADR 246) filtered by on-site and mobile,
// with back-office §9's defaults for what a new one leaves out (the domain's `newSubsidyDefaults`),
// Monday–Friday only, its mobile stops saved with it; the allowed domains and e-mails (add, delete)
// and the CSV user import. Every change that can move an employee re-decides membership through the
// subsidies module (`reattachAccounts`, the domain's `subsidyForEmail`), in the write's transaction.
import multipart from '@fastify/multipart';
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParams,
  AdminImportReply,
  AdminSubsidy,
  AdminSubsidyBody,
  AdminSubsidyDomainBody,
  AdminSubsidyDomainParams,
  AdminSubsidyEmailBody,
  AdminSubsidyEmailParams,
  AdminSubsidyEmailsQuery,
  AdminSubsidyEmailsReply,
  AdminSubsidyListQuery,
  AdminSubsidyListReply,
  ErrorReply,
  type AdminSubsidyBody as Body,
  type AdminSubsidyListQuery as ListQuery,
} from '@mijote/contracts';
import { isUniqueViolation, readAll, type DbHandle, type DbOrTx } from '@mijote/db';
import { franchise, subsidy, subsidyDay, subsidyDomain, subsidyEmail, subsidyMobileAddress } from '@mijote/db/schema';
import { employerCap } from '@mijote/domain';
import { newAdminSubsidy } from '@mijote/contracts/plain';
import { AppError } from '../../errors.js';
import { catalogueChanged } from '../catalogue/catalogue-cache.js';
import { reattachAccounts } from '../subsidies/service.js';
import { recordAudit } from './audit.js';
import { containing, pageMeta, pageOf, type CollectionDef } from './collection.js';
import { applyImport, parseImportCsv, IMPORT_MAX_BYTES } from './subsidy-import.js';

type Row = typeof subsidy.$inferSelect;

async function related(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return { days: [], domains: [], stops: [], emails: new Map<number, number>() };
  const [days, domains, stops, emails] = await readAll(db, [
    () => db.select().from(subsidyDay).where(inArray(subsidyDay.subsidyId, ids)).orderBy(asc(subsidyDay.day)),
    () => db.select().from(subsidyDomain).where(inArray(subsidyDomain.subsidyId, ids)).orderBy(asc(subsidyDomain.domain)),
    () =>
      db
        .select()
        .from(subsidyMobileAddress)
        .where(inArray(subsidyMobileAddress.subsidyId, ids))
        .orderBy(asc(subsidyMobileAddress.sortOrder), asc(subsidyMobileAddress.id)),
    () =>
      db
        .select({ id: subsidyEmail.subsidyId, n: count() })
        .from(subsidyEmail)
        .where(inArray(subsidyEmail.subsidyId, ids))
        .groupBy(subsidyEmail.subsidyId),
  ]);
  return { days, domains, stops, emails: new Map(emails.map((e) => [e.id, Number(e.n)])) };
}

function toItem(s: Row, r: Awaited<ReturnType<typeof related>>): AdminSubsidy {
  return {
    Id: s.id,
    Name: s.name,
    Company: s.company,
    Slug: s.slug,
    IsOnSite: s.isOnSite,
    IsNew: s.isNew,
    Enabled: s.enabled,
    Discount: s.discountPercent,
    // the cap that holds: the smaller of the two columns (ADR 367)
    MaxRebate: employerCap({ maxTotalAmount: s.maxTotalAmountCents, maxRebate: s.maxRebateCents }),
    MaxProductPrice: s.maxUnitAmountCents,
    MaxProductCount: s.maxProductCount,
    ApplyRulesPerDay: s.perDeliveryDay,
    WaiveFuel: s.waiveFuel,
    WaiveShipping: s.waiveShipping,
    PackageType: s.packageType,
    RequireExternalUserId: s.requireExternalUserId,
    GlobalUserId: s.useGlobalUserId,
    Branding: s.branding,
    FranchiseId: s.franchiseId,
    Days: r.days.filter((d) => d.subsidyId === s.id).map((d) => d.day),
    Domains: r.domains.filter((d) => d.subsidyId === s.id).map((d) => ({ Id: d.id, Domain: d.domain, SubsidyId: s.id })),
    EmailCount: r.emails.get(s.id) ?? 0,
    mobileAddresses: r.stops
      .filter((m) => m.subsidyId === s.id)
      .map((m) => ({
        Id: m.id,
        name: m.name,
        company: m.company,
        line1: m.line1,
        line2: m.line2,
        city: m.city,
        province: m.province,
        postalCode: m.postalCode,
        country: m.country,
      })),
  };
}

const values = (b: Body) => ({
  name: b.Name,
  company: b.Company,
  slug: b.Slug || null,
  isOnSite: b.IsOnSite,
  enabled: b.Enabled,
  discountPercent: b.Discount,
  // ADR 028, 367: MaxRebate is the most the employer pays; both columns take it (null: no cap)
  maxTotalAmountCents: b.MaxRebate,
  maxRebateCents: b.MaxRebate,
  maxUnitAmountCents: b.MaxProductPrice,
  maxProductCount: b.MaxProductCount,
  perDeliveryDay: b.ApplyRulesPerDay,
  waiveFuel: b.WaiveFuel,
  waiveShipping: b.WaiveShipping,
  packageType: b.PackageType,
  requireExternalUserId: b.RequireExternalUserId,
  useGlobalUserId: b.GlobalUserId,
  branding: b.Branding,
  franchiseId: b.IsOnSite ? b.FranchiseId : null,
});

async function writeRelated(tx: DbOrTx, id: number, b: Body, at: Date): Promise<void> {
  await tx.delete(subsidyDay).where(eq(subsidyDay.subsidyId, id));
  if (b.Days.length) await tx.insert(subsidyDay).values(b.Days.map((day) => ({ subsidyId: id, day })));
  const kept = b.mobileAddresses.filter((m) => m.Id !== 0).map((m) => m.Id);
  await tx
    .delete(subsidyMobileAddress)
    .where(and(eq(subsidyMobileAddress.subsidyId, id), kept.length ? notInArray(subsidyMobileAddress.id, kept) : undefined));
  for (const [i, m] of b.mobileAddresses.entries()) {
    const v = {
      name: m.name,
      company: m.company,
      line1: m.line1,
      line2: m.line2,
      city: m.city,
      province: m.province,
      postalCode: m.postalCode,
      country: m.country,
      sortOrder: i,
    };
    if (m.Id === 0) await tx.insert(subsidyMobileAddress).values({ ...v, subsidyId: id, createdAt: at });
    else {
      const rows = await tx
        .update(subsidyMobileAddress)
        .set(v)
        .where(and(eq(subsidyMobileAddress.id, m.Id), eq(subsidyMobileAddress.subsidyId, id)))
        .returning({ id: subsidyMobileAddress.id });
      if (rows.length === 0)
        throw new AppError(404, 'not-found', 'No such mobile address for this subsidy', { what: 'mobile address', id: m.Id });
    }
  }
}

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  // showOnSite / showMobile: either, both or neither asked; false on both lists nothing
  const onSite = q.showOnSite === undefined ? undefined : q.showOnSite === 'true';
  const mobile = q.showMobile === undefined ? undefined : q.showMobile === 'true';
  if (onSite !== undefined || mobile !== undefined) {
    const kinds = [...((onSite ?? mobile === false) ? [true] : []), ...((mobile ?? onSite === false) ? [false] : [])];
    parts.push(kinds.length ? inArray(subsidy.isOnSite, kinds) : sql`false`);
  }
  if (q.search) {
    const like = containing(q.search);
    parts.push(or(ilike(subsidy.name, like), ilike(subsidy.company, like)));
  }
  return and(...parts);
}

/** The bistro of an on-site subsidy exists (400 franchise-not-found); the slug is nobody else's (409). */
async function checkRefs(tx: DbOrTx, b: Body, id: number | null): Promise<void> {
  if (b.IsOnSite && b.FranchiseId !== null) {
    const [f] = await tx.select({ id: franchise.id }).from(franchise).where(eq(franchise.id, b.FranchiseId)).limit(1);
    if (!f) throw new AppError(400, 'franchise-not-found', 'No such bistro', { franchiseId: b.FranchiseId });
  }
  if (b.Slug) {
    const [other] = await tx
      .select({ id: subsidy.id })
      .from(subsidy)
      .where(and(eq(subsidy.slug, b.Slug), id !== null ? sql`${subsidy.id} <> ${id}` : undefined))
      .limit(1);
    if (other) throw new AppError(409, 'subsidy-slug-taken', 'Another subsidy has this slug', { slug: b.Slug });
  }
}

/** A unique clash that slipped between the check and the write (two saves at once) is a 409 too. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'subsidy-slug-taken', 'Another subsidy has this slug', {});
    throw err;
  }
}

const ORDER = { name: subsidy.name, id: subsidy.id, company: subsidy.company } as const;

export const subsidiesCollection: CollectionDef<AdminSubsidy, Body, ListQuery> = {
  name: 'subsidies',
  entity: 'subsidy',
  summary: 'Corporate subsidies',
  item: AdminSubsidy,
  body: AdminSubsidyBody,
  listQuery: AdminSubsidyListQuery,
  listReply: AdminSubsidyListReply,
  // the corporate stores read the subsidy's days and bistro
  changed: catalogueChanged,
  async list(db, q) {
    const { rows, total } = await pageOf(db, subsidy, where(q), [ORDER[q.sort]], q);
    const r = await related(
      db,
      rows.map((s) => s.id),
    );
    return { rows: rows.map((s) => toItem(s, r)), total };
  },
  async get(db, id) {
    const [row] = await db.select().from(subsidy).where(eq(subsidy.id, id)).limit(1);
    return row ? toItem(row, await related(db, [id])) : null;
  },
  async create(tx, body, at) {
    await checkRefs(tx, body, null);
    const [row] = await unique(() =>
      tx
        .insert(subsidy)
        .values({ ...values(body), isNew: false, createdAt: at, updatedAt: at })
        .returning({ id: subsidy.id }),
    );
    await writeRelated(tx, row!.id, body, at);
    return row!.id;
  },
  async update(tx, id, body, at) {
    await checkRefs(tx, body, id);
    await unique(() =>
      tx
        .update(subsidy)
        .set({ ...values(body), isNew: false, updatedAt: at })
        .where(eq(subsidy.id, id)),
    );
    await writeRelated(tx, id, body, at);
    // enabling or disabling moves its employees
    await reattachAccounts(tx, { subsidyId: id, ...(await listsOf(tx, id)) }, at);
  },
};

async function listsOf(db: DbOrTx, id: number) {
  const [domains, emails] = await readAll(db, [
    () => db.select({ v: subsidyDomain.domain }).from(subsidyDomain).where(eq(subsidyDomain.subsidyId, id)),
    () => db.select({ v: subsidyEmail.email }).from(subsidyEmail).where(eq(subsidyEmail.subsidyId, id)),
  ]);
  return { domains: domains.map((d) => d.v), emails: emails.map((e) => e.v) };
}

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 413: ErrorReply, 422: ErrorReply };

/** The subsidy's own calls beside its collection: defaults, domains, e-mails, the import. */
export const adminSubsidyRoutes =
  (deps: { db: DbHandle; now: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    const tags = ['admin'];
    const db = deps.db.db;
    const actor = (request: { auth: { accountId: number } | null }) => {
      if (!request.auth) throw AppError.unauthorized();
      return request.auth.accountId;
    };
    const must = async (tx: DbOrTx, id: number) => {
      const s = await subsidiesCollection.get(tx, id);
      if (!s) throw AppError.notFound('subsidy');
      return s;
    };
    /** One write on a subsidy, with its audit entry and the membership re-decided, in one transaction. */
    const change = (
      request: { ip: string; id: string; auth: { accountId: number } | null },
      id: number,
      write: (tx: DbOrTx, at: Date) => Promise<{ emails?: string[]; domains?: string[] }>,
    ) => {
      const at = deps.now();
      const by = actor(request);
      return db.transaction(async (tx) => {
        const before = await must(tx, id);
        const moved = await write(tx, at);
        await reattachAccounts(tx, { subsidyId: id, ...moved }, at);
        const after = await must(tx, id);
        await recordAudit(tx, {
          actorAccountId: by,
          action: 'update',
          entity: 'subsidy',
          entityId: id,
          before,
          after,
          at,
          ip: request.ip,
          requestId: request.id,
        });
        await catalogueChanged(tx);
        return after;
      });
    };

    app.get(
      '/subsidies/new',
      {
        schema: {
          tags,
          summary: 'Corporate subsidies: a new one with the defaults (back-office §9)',
          response: { 200: AdminSubsidy, ...errors },
        },
      },
      async () => newAdminSubsidy(),
    );

    app.post(
      '/subsidies/:id/domains',
      {
        schema: {
          tags,
          summary: 'Corporate subsidies: allow an e-mail domain',
          params: AdminIdParams,
          body: AdminSubsidyDomainBody,
          response: { 200: AdminSubsidy, ...errors },
        },
      },
      (request) =>
        change(request, request.params.id, async (tx, at) => {
          const rows = await tx
            .insert(subsidyDomain)
            .values({ subsidyId: request.params.id, domain: request.body.Domain, createdAt: at })
            .onConflictDoNothing()
            .returning({ id: subsidyDomain.id });
          if (rows.length === 0)
            throw new AppError(409, 'subsidy-domain-taken', 'This domain is already allowed', { domain: request.body.Domain });
          return { domains: [request.body.Domain] };
        }),
    );

    app.delete(
      '/subsidies/:id/domains/:domain',
      {
        schema: {
          tags,
          summary: 'Corporate subsidies: remove an allowed domain',
          params: AdminSubsidyDomainParams,
          response: { 200: AdminSubsidy, ...errors },
        },
      },
      (request) =>
        change(request, request.params.id, async (tx) => {
          const domain = request.params.domain.replace(/^@/, '').toLowerCase();
          const rows = await tx
            .delete(subsidyDomain)
            .where(and(eq(subsidyDomain.subsidyId, request.params.id), sql`lower(${subsidyDomain.domain}) = ${domain}`))
            .returning({ id: subsidyDomain.id });
          if (rows.length === 0) throw AppError.notFound('domain');
          return { domains: [domain] };
        }),
    );

    app.get(
      '/subsidies/:id/emails',
      {
        schema: {
          tags,
          summary: 'Corporate subsidies: the allowed e-mails, a page',
          params: AdminIdParams,
          querystring: AdminSubsidyEmailsQuery,
          response: { 200: AdminSubsidyEmailsReply, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const q = request.query;
        await must(db, request.params.id);
        const like = q.search ? containing(q.search) : null;
        const w = and(
          eq(subsidyEmail.subsidyId, request.params.id),
          like ? or(ilike(subsidyEmail.email, like), ilike(subsidyEmail.firstName, like), ilike(subsidyEmail.lastName, like)) : undefined,
        );
        const order = { email: subsidyEmail.email, lastName: subsidyEmail.lastName, id: subsidyEmail.id }[q.sort];
        const { rows, total } = await pageOf(db, subsidyEmail, w, [order], q);
        return {
          data: rows.map((e) => ({ Id: e.id, FirstName: e.firstName, LastName: e.lastName, Email: e.email, SubsidyId: e.subsidyId })),
          meta: pageMeta(total, q),
        };
      },
    );

    app.post(
      '/subsidies/:id/emails',
      {
        schema: {
          tags,
          summary: 'Corporate subsidies: allow an e-mail (first name, last name, e-mail)',
          params: AdminIdParams,
          body: AdminSubsidyEmailBody,
          response: { 200: AdminSubsidy, ...errors },
        },
      },
      (request) =>
        change(request, request.params.id, async (tx, at) => {
          const b = request.body;
          const rows = await tx
            .insert(subsidyEmail)
            .values({ subsidyId: request.params.id, firstName: b.FirstName, lastName: b.LastName, email: b.Email, createdAt: at })
            .onConflictDoNothing()
            .returning({ id: subsidyEmail.id });
          if (rows.length === 0) throw new AppError(409, 'subsidy-email-taken', 'This e-mail is already allowed', { email: b.Email });
          return { emails: [b.Email] };
        }),
    );

    app.delete(
      '/subsidies/:id/emails/:email',
      {
        schema: {
          tags,
          summary: 'Corporate subsidies: remove an allowed e-mail',
          params: AdminSubsidyEmailParams,
          response: { 200: AdminSubsidy, ...errors },
        },
      },
      (request) =>
        change(request, request.params.id, async (tx) => {
          const email = request.params.email.toLowerCase();
          const rows = await tx
            .delete(subsidyEmail)
            .where(and(eq(subsidyEmail.subsidyId, request.params.id), sql`lower(${subsidyEmail.email}) = ${email}`))
            .returning({ id: subsidyEmail.id });
          if (rows.length === 0) throw AppError.notFound('email');
          return { emails: [email] };
        }),
    );

    app.post(
      '/subsidies/:id/accounts/import',
      {
        schema: {
          tags,
          summary: 'Corporate subsidies: import users from a CSV file (FirstName,LastName,Email) — all or nothing',
          description:
            'multipart/form-data with one file. UTF-8 or Windows-1252, `,` or `;`, quoted fields. Any problem line: 422 import-problems with params.problems [{line, reason}] and nothing written.',
          params: AdminIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: AdminImportReply, ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError(400, 'upload-missing', 'Send the file as multipart/form-data', {});
        let data: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (data) throw new AppError(400, 'upload-one-file', 'Send exactly one file', {});
            data = await part.toBuffer();
          }
        } catch (err) {
          if (err instanceof AppError) throw err;
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'upload-too-large', 'The file is too large', { maxBytes: IMPORT_MAX_BYTES });
          throw new AppError(400, 'bad-request', 'The multipart body is not valid', {});
        }
        if (!data) throw new AppError(400, 'upload-missing', 'No file was sent', {});
        const parsed = parseImportCsv(data);
        if (parsed.problems.length > 0)
          throw new AppError(422, 'import-problems', 'Some lines of the file cannot be imported; nothing was imported', {
            problems: parsed.problems.slice(0, 1000),
            count: parsed.problems.length,
          });
        const at = deps.now();
        const by = actor(request);
        const id = request.params.id;
        return db.transaction(async (tx) => {
          const before = await must(tx, id);
          const result = await applyImport(tx, id, parsed.rows, at);
          const after = await must(tx, id);
          await recordAudit(tx, {
            actorAccountId: by,
            action: 'update',
            entity: 'subsidy',
            entityId: id,
            before: { EmailCount: before.EmailCount },
            after: { EmailCount: after.EmailCount, import: result },
            at,
            ip: request.ip,
            requestId: request.id,
          });
          return result;
        });
      },
    );
  };
