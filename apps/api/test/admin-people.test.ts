// The back-office, part 2 (issue 15; ADR 290) through the API on a real database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): customer accounts (list, search, count, save, addresses,
// manual Century Dollars that never go below zero, even twenty at once), corporate subsidies
// (defaults, weekdays, domains and e-mails that move employees, the all-or-nothing CSV import) and
// invoices (sections, status filter, details, pay, refund once through the payment adapter with the
// Century Dollars given back, cart items with the spec's keys and the total recomputed, CSV).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  AdminAccountDetail,
  AdminAccountListReply,
  AdminCreditsReport,
  AdminPaymentsReport,
  AdminProcessorRefunds,
  AdminCenturyDollarsReply,
  AdminImportReply,
  AdminInvoiceActionReply,
  AdminInvoiceDetails,
  AdminInvoiceListReply,
  AdminSubsidy,
  ErrorReply,
} from '@mijote/contracts';
import {
  account,
  auditLog,
  emailOutbox,
  invoice,
  invoiceCartDetail,
  payment,
  product,
  productFranchise,
  productTranslation,
  subsidyEmail,
} from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { addDays, torontoDate } from '@mijote/domain';
import { createTestApp, type TestApp } from './helpers.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';
import { makeFranchise } from './fixtures/franchises.js';
import { countingGateway, type CountingGateway } from './orders-helpers.js';
import { isPostalPart } from '../src/modules/admin/invoices.js';

let t: TestApp;
let su: Session;
let suId: number;
let customer: Session;
let gateway: CountingGateway;
const clock = suiteNow();
const stamp = Date.now().toString(36);

beforeAll(async () => {
  gateway = countingGateway();
  t = await createTestApp({ deps: { now: () => clock, payments: gateway } });
  const admin = await makeAccount(t.db, { userTypeCd: 'SU', firstName: 'Régine', lastName: 'Admin' });
  suId = admin.id;
  su = await loginAs(t.app, admin.email);
  customer = await loginAs(t.app, (await makeAccount(t.db)).email);
});
afterAll(async () => {
  await t?.close();
});

const ok = async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, code = 200) => {
  const res = await as(t.app, su, method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(code);
  return res.json() as unknown;
};
const fails = async (method: 'GET' | 'POST' | 'DELETE', url: string, body: unknown, status: number, code: string) => {
  const res = await as(t.app, su, method, url, body);
  expect(res.statusCode, res.body).toBe(status);
  const err = ErrorReply.parse(res.json());
  expect(err.code).toBe(code);
  return err;
};

// ── accounts ────────────────────────────────────────────────────────────────

describe('customer accounts', () => {
  it('are reached by a super user only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts' })).statusCode).toBe(401);
    expect((await as(t.app, customer, 'GET', '/api/admin/accounts')).statusCode).toBe(403);
    expect(
      (await as(t.app, customer, 'POST', '/api/admin/accounts/1/century-dollars', { Type: 'C', Amount: 1000, Reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('list 30 a page, found by a part of the e-mail or the name, with a count', async () => {
    for (let i = 0; i < 3; i++)
      await makeAccount(t.db, { email: `zoe.${i}.${stamp}@findme.example`, firstName: 'Zoé', lastName: `Gagnon${i}` });
    const page = AdminAccountListReply.parse(await ok('GET', '/api/admin/accounts'));
    expect(page.meta.limit).toBe(30);
    const found = AdminAccountListReply.parse(
      await ok('GET', `/api/admin/accounts?search=${stamp}%40findme&sort=email&sortDirection=desc`),
    );
    expect(found.data.map((a) => a.Email)).toEqual([2, 1, 0].map((i) => `zoe.${i}.${stamp}@findme.example`));
    expect(((await ok('GET', `/api/admin/accounts/count?search=zo%C3%A9%20gagnon1`)) as { count: number }).count).toBe(1);
    expect((await as(t.app, su, 'GET', '/api/admin/accounts?sort=password')).statusCode).toBe(400);
  });

  it('save: a taken e-mail is 409, a change is audited with before and after', async () => {
    const a = await makeAccount(t.db, { firstName: 'Jean', lastName: 'Roy' });
    const other = await makeAccount(t.db);
    const detail = AdminAccountDetail.parse(await ok('GET', `/api/admin/accounts/${a.id}`));
    const {
      Id: _id,
      Uuid: _u,
      EmailVerified: _e,
      CurrentCenturyDollarAmount: _c,
      SubsidyId: _s,
      IsRegistered: _r,
      CreatedAt: _ca,
      LastLoginAt: _l,
      Addresses: _a,
      InvoiceCount: _i,
      SecondFactorOn: _sf,
      ...body
    } = detail;
    await fails('POST', `/api/admin/accounts/${a.id}`, { ...body, Email: other.email.toUpperCase() }, 409, 'email-taken');
    const saved = AdminAccountDetail.parse(await ok('POST', `/api/admin/accounts/${a.id}`, { ...body, LastName: 'Roy-Côté' }));
    expect(saved.LastName).toBe('Roy-Côté');
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'account' and ${auditLog.entityId} = ${String(a.id)}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorAccountId).toBe(suId);
    expect((audit[0]!.data as { before: { LastName: string } }).before.LastName).toBe('Roy');
  });

  it('addresses: saved all at once, at most one billing address', async () => {
    const a = await makeAccount(t.db);
    const addr = { addressType: 'S', line1: '1 rue Principale', city: 'Montréal', postalCode: 'h2x 1y4' };
    await fails(
      'POST',
      `/api/admin/accounts/${a.id}/addresses`,
      [
        { ...addr, addressType: 'B' },
        { ...addr, addressType: 'B' },
      ],
      400,
      'validation-failed',
    );
    const saved = (await ok('POST', `/api/admin/accounts/${a.id}/addresses`, [
      addr,
      { ...addr, addressType: 'B', line1: '2 rue Sainte-Catherine' },
    ])) as { Id: number }[];
    expect(saved).toHaveLength(2);
    const again = (await ok('POST', `/api/admin/accounts/${a.id}/addresses`, [{ ...addr, Id: saved[0]!.Id, city: 'Laval' }])) as {
      city: string;
    }[];
    expect(again.map((x) => x.city)).toEqual(['Laval']);
  });

  it('addresses: the customer’s own address rules (ADR 355) — a bad postal code is a translated 400 and nothing is saved', async () => {
    const a = await makeAccount(t.db, { firstName: 'Hélène', lastName: 'Côté' });
    const url = `/api/admin/accounts/${a.id}/addresses`;
    const saved = (await ok('POST', url, [
      { addressType: 'B', line1: '12 rue Saint-Jean', city: 'Québec', postalCode: 'g1r 1p4', isDefault: true },
    ])) as { Id: number; name: string; postalCode: string; isDefault: boolean }[];
    // the customer's rules: the billing name defaults to the account's, the postal code's display form
    expect(saved).toMatchObject([{ name: 'Hélène Côté', postalCode: 'G1R 1P4', isDefault: true }]);
    const [complete] = await t.db.db.select().from(account).where(eq(account.id, a.id));
    expect(complete!.isBillingAddressComplete).toBe(true);
    const audits = async () =>
      (
        await t.db.db
          .select()
          .from(auditLog)
          .where(sql`${auditLog.entity} = 'account' and ${auditLog.entityId} = ${a.id}`)
      ).length;
    const audited = await audits();

    const err = await fails(
      'POST',
      url,
      [
        { Id: saved[0]!.Id, addressType: 'B', line1: '12 rue Saint-Jean', city: 'Québec', postalCode: 'G1R 1P4' },
        { addressType: 'S', line1: '1 rue Principale', city: 'Montréal', postalCode: '12345' },
      ],
      400,
      'validation-failed',
    );
    expect(JSON.stringify(err.params)).toContain('postalCode');
    // a street is required, as on the customer's own form; a country other than Canada is refused
    await fails('POST', url, [{ addressType: 'S', line1: '', city: 'Montréal', postalCode: 'H2X 1Y4' }], 400, 'validation-failed');
    await fails(
      'POST',
      url,
      [{ addressType: 'S', line1: '1 Main St', city: 'Plattsburgh', postalCode: 'H2X 1Y4', country: 'US' }],
      400,
      'validation-failed',
    );
    // nothing written: the addresses as they were, no audit entry
    expect(await ok('GET', url)).toEqual(saved);
    expect(await audits()).toBe(audited);
  });

  it('Century Dollars: a manual credit with its reason and staff user; a debit never below zero', async () => {
    const a = await makeAccount(t.db);
    const url = `/api/admin/accounts/${a.id}/century-dollars`;
    const after = AdminCenturyDollarsReply.parse(await ok('POST', url, { Type: 'C', Amount: 1000, Reason: 'Geste commercial' }, 201));
    expect(after.Balance).toBe(1000);
    expect(after.Transactions[0]).toMatchObject({
      Type: 'C',
      Amount: 1000,
      CenturyDollarTransactionMethodCd: 'MA',
      Note: 'Geste commercial',
      ManualTransaction: { UserId: suId, Name: 'Régine Admin' },
    });
    await fails('POST', url, { Type: 'D', Amount: 1001, Reason: 'too much' }, 400, 'insufficient-century-dollars');
    await fails('POST', url, { Type: 'D', Amount: 100 }, 400, 'validation-failed'); // the reason is required
    const debited = AdminCenturyDollarsReply.parse(await ok('POST', url, { Type: 'D', Amount: 1000, Reason: 'correction' }, 201));
    expect(debited.Balance).toBe(0);
    const audit = await t.db.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'century-dollars' and ${auditLog.entityId} = ${String(a.id)}`);
    expect(audit).toHaveLength(2); // the refused debit left nothing
  });

  it('twenty simultaneous debits of $3 on $10: three pass, the balance never below zero', async () => {
    const a = await makeAccount(t.db);
    const url = `/api/admin/accounts/${a.id}/century-dollars`;
    await ok('POST', url, { Type: 'C', Amount: 1000, Reason: 'start' }, 201);
    const res = await Promise.all(Array.from({ length: 20 }, () => as(t.app, su, 'POST', url, { Type: 'D', Amount: 300, Reason: 'race' })));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(res.filter((r) => r.statusCode === 400)).toHaveLength(17);
    const [row] = await t.db.db.select().from(account).where(eq(account.id, a.id));
    expect(row!.currentCenturyDollarCents).toBe(100);
  });
});

// ── subsidies ───────────────────────────────────────────────────────────────

const multipart = (name: string, content: Buffer | string) => {
  const boundary = `----mijote${stamp}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
const importFile = (id: number, name: string, content: Buffer | string) => {
  const m = multipart(name, content);
  return as(t.app, su, 'POST', `/api/admin/subsidies/${id}/accounts/import`, m.body, { headers: m.headers });
};

describe('corporate subsidies', () => {
  let subsidyId: number;

  it('a new one opens with back-office §9’s defaults, and what a create leaves out takes them', async () => {
    const fresh = AdminSubsidy.parse(await ok('GET', '/api/admin/subsidies/new'));
    expect(fresh).toMatchObject({
      Discount: 10,
      MaxRebate: 1000,
      MaxProductPrice: 10_000,
      MaxProductCount: 10,
      WaiveFuel: false,
      WaiveShipping: false,
      Days: [1, 2, 3, 4, 5],
    });
    const made = AdminSubsidy.parse(
      await ok(
        'POST',
        '/api/admin/subsidies',
        { Name: `Acme ${stamp}`, IsOnSite: false, mobileAddresses: [{ line1: '10 rue du Parc', city: 'Montréal' }] },
        201,
      ),
    );
    expect(made).toMatchObject({
      Discount: 10,
      MaxRebate: 1000,
      MaxProductPrice: 10_000,
      MaxProductCount: 10,
      WaiveFuel: false,
      WaiveShipping: false,
      PackageType: 'P',
      IsNew: false,
    });
    expect(made.mobileAddresses.map((m) => m.line1)).toEqual(['10 rue du Parc']);
    subsidyId = made.Id;
  });

  it('weekdays only: Saturday (6) and Sunday (7) are refused', async () => {
    await fails('POST', '/api/admin/subsidies', { Name: 'Weekend', Days: [1, 6] }, 400, 'validation-failed');
    await fails('POST', '/api/admin/subsidies', { Name: 'Weekend', Days: [7] }, 400, 'validation-failed');
  });

  it('an unknown bistro is 400 franchise-not-found, a slug already taken 409', async () => {
    await fails('POST', '/api/admin/subsidies', { Name: 'Nowhere', FranchiseId: 2_000_000 }, 400, 'franchise-not-found');
    await ok('POST', '/api/admin/subsidies', { Name: 'Slugged', Slug: `s-${stamp}` }, 201);
    await fails('POST', '/api/admin/subsidies', { Name: 'Slugged again', Slug: `s-${stamp}` }, 409, 'subsidy-slug-taken');
  });

  it('filtered by on-site and mobile', async () => {
    const mobile = (await ok('GET', '/api/admin/subsidies?showMobile=true&showOnSite=false&limit=500')) as { data: AdminSubsidy[] };
    expect(mobile.data.every((s) => !s.IsOnSite)).toBe(true);
    expect(mobile.data.map((s) => s.Id)).toContain(subsidyId);
    const onSite = (await ok('GET', '/api/admin/subsidies?showOnSite=true&showMobile=false&limit=500')) as { data: AdminSubsidy[] };
    expect(onSite.data.map((s) => s.Id)).not.toContain(subsidyId);
  });

  it('a domain added attaches the employees of that domain; removed, detaches them', async () => {
    const employee = await makeAccount(t.db, { email: `camille.${stamp}@acme-${stamp}.example` });
    await fails('POST', `/api/admin/subsidies/${subsidyId}/domains`, { Domain: '' }, 400, 'validation-failed');
    const s = AdminSubsidy.parse(await ok('POST', `/api/admin/subsidies/${subsidyId}/domains`, { Domain: `@ACME-${stamp}.example` }));
    expect(s.Domains.map((d) => d.Domain)).toEqual([`acme-${stamp}.example`]);
    const subsidyOf = async (id: number) => (await t.db.db.select().from(account).where(eq(account.id, id)))[0]!.subsidyId;
    expect(await subsidyOf(employee.id)).toBe(subsidyId);
    await fails('POST', `/api/admin/subsidies/${subsidyId}/domains`, { Domain: `acme-${stamp}.example` }, 409, 'subsidy-domain-taken');
    await ok('DELETE', `/api/admin/subsidies/${subsidyId}/domains/acme-${stamp}.example`);
    expect(await subsidyOf(employee.id)).toBeNull();
  });

  it('an e-mail needs its first name, last name and e-mail', async () => {
    await fails(
      'POST',
      `/api/admin/subsidies/${subsidyId}/emails`,
      { FirstName: '', LastName: 'Roy', Email: 'a@b.example' },
      400,
      'validation-failed',
    );
    const s = AdminSubsidy.parse(
      await ok('POST', `/api/admin/subsidies/${subsidyId}/emails`, {
        FirstName: 'Léa',
        LastName: 'Roy',
        Email: `lea.${stamp}@solo.example`,
      }),
    );
    expect(s.EmailCount).toBe(1);
    expect(AdminSubsidy.parse(await ok('DELETE', `/api/admin/subsidies/${subsidyId}/emails/LEA.${stamp}%40solo.example`)).EmailCount).toBe(
      0,
    );
  });

  it('the CSV import: a malformed, a duplicated and an injected line are listed, and nothing is written', async () => {
    const csv = [
      'FirstName;LastName;Email',
      `Émile;Bouchard;emile.${stamp}@corp.example`,
      `"Marie; Ève";"O""Neil";marie.${stamp}@corp.example`,
      'pas assez;de colonnes',
      `Jean;Tremblay;EMILE.${stamp}@corp.example`,
      `=cmd|' /C calc'!A0;Hack;hack.${stamp}@corp.example`,
      `Luc;Roy;not-an-email`,
    ].join('\r\n');
    const res = await importFile(subsidyId, 'users.csv', Buffer.from(csv, 'latin1'));
    expect(res.statusCode, res.body).toBe(422);
    const err = ErrorReply.parse(res.json());
    expect(err.code).toBe('import-problems');
    expect(err.params['problems']).toEqual([
      { line: 4, reason: 'columns' },
      { line: 5, reason: 'duplicate' },
      { line: 6, reason: 'formula' },
      { line: 7, reason: 'email-invalid' },
    ]);
    expect(await t.db.db.select().from(subsidyEmail).where(eq(subsidyEmail.subsidyId, subsidyId))).toHaveLength(0);
  });

  it('the CSV import applies a clean file whole: Windows-1252, quotes, line breaks in a quoted field', async () => {
    const known = await makeAccount(t.db, { email: `known.${stamp}@corp.example` });
    const csv = `FirstName,LastName,Email\r\n"Hélène","Côté, fils",helene.${stamp}@corp.example\r\nJosée,"Saint-\nPierre",known.${stamp}@corp.example\r\n\r\n`;
    const res = await importFile(subsidyId, 'users.csv', Buffer.from(csv, 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminImportReply.parse(res.json())).toEqual({ Imported: 2, AccountsCreated: 1, AccountsAttached: 2 });
    const rows = await t.db.db.select().from(subsidyEmail).where(eq(subsidyEmail.subsidyId, subsidyId));
    expect(rows.map((r) => `${r.firstName}|${r.lastName}`).sort()).toEqual(['Hélène|Côté, fils', 'Josée|Saint-\nPierre']);
    const [k] = await t.db.db.select().from(account).where(eq(account.id, known.id));
    expect(k!.subsidyId).toBe(subsidyId);
    const [created] = await t.db.db
      .select()
      .from(account)
      .where(sql`lower(${account.email}) = ${`helene.${stamp}@corp.example`}`);
    expect(created).toMatchObject({ passwordHash: null, isRegistered: false, subsidyId });
  });

  it('the CSV import refuses a file without the header', async () => {
    const res = await importFile(subsidyId, 'users.csv', 'Nom,Prénom,Courriel\nA,B,c@d.example\n');
    expect(res.statusCode).toBe(422);
    expect(ErrorReply.parse(res.json()).params['problems']).toEqual([{ line: 1, reason: 'header' }]);
  });
});

// ── invoices ────────────────────────────────────────────────────────────────

describe('invoices', () => {
  let buyer: { id: number; email: string };
  const makeInvoice = async (o: {
    status: 'P' | 'U' | 'C' | 'E' | 'D' | 'R';
    storeKind?: 'mealDelivery' | 'catering' | 'mobile' | 'restaurant';
    centuryDollars?: number;
    card?: number;
    franchiseId?: number;
    checkoutProcedure?: 'delivery' | 'pickup' | 'eat-in';
  }) => {
    const total = 2000 + 100 + 150 + 300 - (o.centuryDollars ?? 0);
    const [inv] = await t.db.db
      .insert(invoice)
      .values({
        accountId: buyer.id,
        storeKind: o.storeKind ?? 'mealDelivery',
        status: o.status,
        franchiseId: o.franchiseId ?? null,
        checkoutProcedure: o.checkoutProcedure ?? 'delivery',
        subtotalCents: 2000,
        tax1Cents: 100,
        tax2Cents: 150,
        deliveryChargeCents: 300,
        centuryDollarsCents: o.centuryDollars ?? 0,
        totalCents: total,
        deliveryDate: '2026-03-02',
        createdAt: clock,
        updatedAt: clock,
      })
      .returning();
    await t.db.db.insert(invoiceCartDetail).values({
      invoiceId: inv!.id,
      customTitle: 'Plateau du chef',
      quantity: 2,
      unitPriceCents: 1000,
      amountCents: 2000,
      requiredBy: '2026-03-02',
    });
    if (o.card)
      await t.db.db.insert(payment).values({
        invoiceId: inv!.id,
        paymentMethodId: 1,
        amountCents: o.card,
        status: 'approved',
        processorReference: `sbx_test_${inv!.id}_${stamp}`,
      });
    if (o.centuryDollars)
      await t.db.db.insert(payment).values({ invoiceId: inv!.id, paymentMethodId: 2, amountCents: o.centuryDollars, status: 'approved' });
    return inv!;
  };

  beforeAll(async () => {
    buyer = await makeAccount(t.db, { firstName: 'Amélie', lastName: `Facture${stamp}` });
  });

  it('listed by section, 50 a page, the default status filter, E counted as C', async () => {
    const ids = {
      md: (await makeInvoice({ status: 'U' })).id,
      cat: (await makeInvoice({ status: 'P', storeKind: 'catering' })).id,
      legacy: (await makeInvoice({ status: 'E', storeKind: 'catering' })).id,
    };
    const search = `searchBy=name&searchFor=Facture${stamp}`;
    const all = AdminInvoiceListReply.parse(await ok('GET', `/api/admin/invoices?${search}`));
    expect(all.meta.limit).toBe(50);
    expect(all.data.map((i) => i.Id)).toEqual([ids.legacy, ids.cat, ids.md]); // newest first; the legacy E is listed as the C of the default filter
    const canceled = AdminInvoiceListReply.parse(await ok('GET', `/api/admin/catering/invoices?${search}&status=C`));
    expect(canceled.data.map((i) => i.Id)).toEqual([ids.legacy]);
    const paidOnly = AdminInvoiceListReply.parse(await ok('GET', `/api/admin/catering/invoices?${search}&status=P`));
    expect(paidOnly.data.map((i) => i.Id)).toEqual([ids.cat]);
    const md = AdminInvoiceListReply.parse(await ok('GET', `/api/admin/meal-delivery/invoices?${search}`));
    expect(md.data.map((i) => i.Id)).toEqual([ids.md]);
    await fails('GET', '/api/admin/invoices?status=X', undefined, 400, 'validation-failed');
  });

  it('pages never overlap and make up the list, in every order, each with the count of all (ADR 386: the page found by the index first)', async () => {
    for (const [k, status] of (['P', 'U', 'P', 'C', 'P'] as const).entries()) await makeInvoice({ status, card: k % 2 ? 2550 : undefined });
    const search = `searchBy=name&searchFor=Facture${stamp}`;
    const list = async (query: string) => AdminInvoiceListReply.parse(await ok('GET', `/api/admin/invoices?${search}&${query}`));
    for (const orderBy of ['id', 'createdAt', 'deliveryDate', 'total', 'status', 'lastName'])
      for (const dir of ['asc', 'desc']) {
        const order = `orderBy=${orderBy}&orderDirection=${dir}`;
        const whole = await list(`${order}&limit=1000`);
        expect(whole.meta.total).toBeGreaterThanOrEqual(5);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(whole.meta.total / 2); page++) {
          const p = await list(`${order}&limit=2&page=${page}`);
          expect(p.meta).toMatchObject({ total: whole.meta.total, page, limit: 2, total_pages: Math.ceil(whole.meta.total / 2) });
          paged.push(...p.data.map((i) => i.Id));
        }
        expect(paged, order).toEqual(whole.data.map((i) => i.Id));
      }
    // past the last page: nothing, still the count
    expect(await list('limit=2&page=1000')).toMatchObject({ data: [], meta: { page: 1000 } });
  });

  it('searches "any" by number, name, e-mail or a piece of postal code, and sorts by name whatever the case (issue 31)', async () => {
    const inv = await makeInvoice({ status: 'P' });
    const code = `H${(inv.id % 9) + 1}X${(inv.id % 7) + 1}B${(inv.id % 5) + 1}`;
    await t.db.db.update(invoice).set({ deliveryPostalCode: code }).where(eq(invoice.id, inv.id));
    const ids = async (query: string) =>
      AdminInvoiceListReply.parse(await ok('GET', `/api/admin/invoices?${query}&limit=1000`)).data.map((i) => i.Id);
    expect(await ids(`searchFor=facture${stamp}`)).toContain(inv.id);
    expect(await ids(`searchFor=${encodeURIComponent(buyer.email.slice(0, 12))}`)).toContain(inv.id);
    expect(await ids(`searchFor=${code.slice(0, 3)}%20${code.slice(3)}`), code).toContain(inv.id);
    expect(await ids(`searchBy=postalCode&searchFor=${code.slice(2)}`)).toContain(inv.id);
    expect(await ids(`searchFor=${inv.id}`)).toContain(inv.id);
    const none = AdminInvoiceListReply.parse(await ok('GET', '/api/admin/invoices?searchFor=zzzqqqxyz'));
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
    // "any" looks at postal codes only for a text that can be part of one
    expect([isPostalPart('H9R'), isPostalPart('H9R1E9'), isPostalPart('1E9'), isPostalPart('9')]).toEqual([true, true, true, true]);
    expect([isPostalPart('HH9'), isPostalPart('ZZZQQQ'), isPostalPart('H9R1E9X'), isPostalPart('h9r')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // by last name, a to z whatever the case: the lower-case names are in order
    const byName = AdminInvoiceListReply.parse(await ok('GET', '/api/admin/invoices?orderBy=lastName&orderDirection=asc&limit=200')).data;
    const names = byName.map((i) => i.LastName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pay: U → P with its status history and the checkout’s paid-order effects; a second pay is error-invoicepaid', async () => {
    const inv = await makeInvoice({ status: 'U' });
    const confirmations = () =>
      t.db.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(sql`${emailOutbox.template} = 'order-confirmation' and ${emailOutbox.accountId} = ${buyer.id}`);
    const before = (await confirmations()).length;
    // a method and a reason are required (issue 27)
    await fails('POST', `/api/admin/invoices/${inv.id}/pay`, {}, 400, 'validation-failed');
    const paid = { method: 'cheque', reason: 'Chèque reçu au comptoir', reference: 'no 1042' };
    const r = AdminInvoiceActionReply.parse(await ok('POST', `/api/admin/invoices/${inv.id}/pay`, paid));
    // the checkout's own "order paid" ran (ADR 320): the customer's confirmation is queued, once
    expect((await confirmations()).length).toBe(before + 1);
    expect(r).toMatchObject({ key: 'invoice-paid', Invoice: { Status: 'P' } });
    await fails('POST', `/api/admin/invoices/${inv.id}/pay`, paid, 409, 'error-invoicepaid');
    expect((await confirmations()).length).toBe(before + 1);
    const d = AdminInvoiceDetails.parse(await ok('GET', `/api/admin/invoices/${inv.id}/details`));
    expect(d.StatusHistory).toMatchObject([
      {
        From: 'U',
        To: 'P',
        ChangedBy: 'Régine Admin',
        Reason: 'marked paid in the back-office',
        ReasonCd: 'marked-paid',
        Note: paid.reason,
      },
    ]);
    expect(d.Payments).toMatchObject([
      {
        PaymentMethodId: 5,
        Amount: inv.totalCents,
        Status: 'approved',
        ManualMethod: 'cheque',
        Note: 'Chèque reçu au comptoir (no 1042)',
        RecordedBy: 'Régine Admin',
      },
    ]);
    expect(d.Invoice).toMatchObject({ Paid: inv.totalCents, Refunded: 0, Due: 0, Balance: 'settled', Label: 'paid' });
    expect(d.CartDetails).toMatchObject([{ customtitle: 'Plateau du chef', quantity: 2, amount: 1000, lineTotal: 2000 }]);
  });

  it('refund: twenty clicks refund once through the gateway, and the Century Dollars come back once', async () => {
    const cd = 500;
    await t.db.db.update(account).set({ currentCenturyDollarCents: 0 }).where(eq(account.id, buyer.id));
    const inv = await makeInvoice({ status: 'P', centuryDollars: cd, card: 2050 });
    const before = gateway.refunds.length;
    const all = { destination: 'card', reason: 'Commande annulée par le client' };
    const res = await Promise.all(Array.from({ length: 20 }, () => as(t.app, su, 'POST', `/api/admin/invoices/${inv.id}/refund`, all)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // the others find it refunded, or its refund under way (nothing left to refund)
    expect(res.filter((r) => r.statusCode === 409).map((r) => ErrorReply.parse(r.json()).code)).toEqual(
      Array(19).fill(expect.stringMatching(/^(error-invoicerefunded|refund-nothing-left)$/)),
    );
    expect(gateway.refunds.slice(before)).toEqual([{ key: expect.stringContaining(`invoice-${inv.id}-refund`), amountCents: 2050 }]);
    // what the processor itself remembers (ADR 355): one refund of the card payment
    const atProcessor = AdminProcessorRefunds.parse(await ok('GET', `/api/admin/invoices/${inv.id}/processor-refunds`));
    expect(atProcessor.Refunds).toEqual([
      { PaymentId: expect.any(Number), RefundId: expect.stringMatching(/^sbx_re_/), Amount: 2050, CreatedAt: expect.any(String) },
    ]);
    // the same idempotency key again (a retry after a crash): still one refund at the processor
    const card = (await t.db.db.select().from(payment).where(eq(payment.invoiceId, inv.id))).find((p) => p.paymentMethodId === 1)!;
    const [asked] = (
      (await t.db.db.execute(sql`select idempotency_key from invoice_refund where payment_id = ${card.id}`)) as unknown as {
        rows: { idempotency_key: string }[];
      }
    ).rows;
    await gateway.refund({ transactionId: card.processorReference!, amountCents: 2050, idempotencyKey: asked!.idempotency_key });
    expect(AdminProcessorRefunds.parse(await ok('GET', `/api/admin/invoices/${inv.id}/processor-refunds`)).Refunds).toHaveLength(1);
    const [b] = await t.db.db.select().from(account).where(eq(account.id, buyer.id));
    expect(b!.currentCenturyDollarCents).toBe(cd);
    const d = AdminInvoiceDetails.parse(await ok('GET', `/api/admin/invoices/${inv.id}/details`));
    expect(d.Invoice).toMatchObject({ Status: 'R', Label: 'refunded', Due: 0, Refunded: 2050, Total: 0, CenturyDollars: 0 });
    expect(d.Refunds.map((r) => [r.Via, r.Amount, r.Status])).toEqual([
      ['processor', 2050, 'done'],
      ['century-dollars', cd, 'done'],
    ]);
    await fails('POST', `/api/admin/invoices/${inv.id}/refund`, all, 409, 'error-invoicerefunded');
  });

  it('cart items: the spec’s keys, and the total recomputed on the server', async () => {
    const inv = await makeInvoice({ status: 'U' });
    const url = `/api/admin/invoices/${inv.id}/cart-details`;
    await fails('POST', url, { requiredby: '2026-03-03' }, 400, 'item-misssing-product');
    await fails('POST', url, { customtitle: 'Gâteau', amount: 1000 }, 400, 'item-misssing-required-by');
    const added = AdminInvoiceActionReply.parse(
      await ok('POST', url, { customtitle: 'Gâteau', amount: 1000, quantity: 1, requiredby: '2026-03-03' }),
    );
    expect(added.key).toBe('item-added');
    // items 3000, GST 5% and QST 9.975% on 3000 + 300 delivery, + delivery 300
    expect(added.Invoice).toMatchObject({ SubTotal: 3000, Tax1: 165, Tax2: 329, Total: 3000 + 165 + 329 + 300 });
    const d = AdminInvoiceDetails.parse(await ok('GET', `/api/admin/invoices/${inv.id}/details`));
    const gateau = d.CartDetails.find((c) => c.customtitle === 'Gâteau')!;
    const removed = AdminInvoiceActionReply.parse(await ok('DELETE', `${url}/${gateau.Id}`));
    expect(removed.Invoice.SubTotal).toBe(2000);
  });

  it('cart items: a catalogue product priced as the cart prices it (ADR 355), or refused when not sold that way', async () => {
    const [p] = await t.db.db
      .insert(product)
      .values({ categoryCd: 'R', typeCd: 'LU', statusCd: 'A', priceCents: 1250, kidsPriceCents: null, familyPackPriceCents: null })
      .returning();
    const [untaxed] = await t.db.db
      .insert(product)
      .values({ categoryCd: 'M', typeCd: 'LU', statusCd: 'A', priceCents: 900, familyPackPriceCents: 3000, taxable: false })
      .returning();
    const f = await makeFranchise(t.db.db, { nameEn: `Bistro ${stamp}`, nameFr: `Bistro ${stamp} (fr)` });
    await t.db.db.insert(productFranchise).values({ productId: p!.id, franchiseId: f.id, costCents: 1400, inStoreCostCents: 1100 });

    // a meal-delivery invoice: the product's own price, its kids portion half of it (item-pricing.ts)
    const inv = await makeInvoice({ status: 'U' });
    const url = `/api/admin/invoices/${inv.id}/cart-details`;
    const added = AdminInvoiceActionReply.parse(await ok('POST', url, { productid: p!.id, quantity: 2, requiredby: '2026-03-03' }));
    expect(added.key).toBe('item-added');
    // items 2000 + 2 × 1250; GST 5% and QST 9.975% on 4500 + 300 delivery
    expect(added.Invoice).toMatchObject({ SubTotal: 4500, Tax1: 240, Tax2: 479, Total: 4500 + 240 + 479 + 300 });
    await ok('POST', url, { productid: p!.id, isKidsMeal: true, requiredby: '2026-03-03' });
    // a family pack of a product without a family-pack price is not sold: the spec's error key, nothing added
    await fails('POST', url, { productid: p!.id, isfamilypack: true, requiredby: '2026-03-03' }, 400, 'error-item-added');
    await fails('POST', url, { productid: 2_000_000_000, requiredby: '2026-03-03' }, 400, 'error-item-added');
    // a family pack that has its price, not taxable; an amount staff give is kept
    await ok('POST', url, { productid: untaxed!.id, isfamilypack: true, requiredby: '2026-03-03' });
    const last = AdminInvoiceActionReply.parse(await ok('POST', url, { productid: untaxed!.id, amount: 100, requiredby: '2026-03-03' }));
    const d = AdminInvoiceDetails.parse(await ok('GET', `/api/admin/invoices/${inv.id}/details`));
    expect(d.CartDetails.map((c) => [c.productid, c.quantity, c.amount])).toEqual([
      [null, 2, 1000],
      [p!.id, 2, 1250],
      [p!.id, 1, 625],
      [untaxed!.id, 1, 3000],
      [untaxed!.id, 1, 100],
    ]);
    // the untaxed lines add to the items, not to the taxes
    expect(last.Invoice).toMatchObject({ SubTotal: 4500 + 625 + 3000 + 100, Tax1: 271, Tax2: 541 });

    // the panel names each product in the staff's language (English by default), or its other title
    await t.db.db.insert(productTranslation).values([
      { productId: p!.id, languageCd: 'en', title: 'Club sandwich', description: '' },
      { productId: p!.id, languageCd: 'fr', title: 'Sandwich club', description: '' },
      { productId: untaxed!.id, languageCd: 'en', title: 'Family lasagna', description: '' },
    ]);
    const titles = async (language?: string) =>
      AdminInvoiceDetails.parse(await ok('GET', `/api/admin/invoices/${inv.id}/details${language ? `?language=${language}` : ''}`))
        .CartDetails.filter((c) => c.productid !== null)
        .map((c) => c.Product);
    expect(await titles()).toEqual(['Club sandwich', 'Club sandwich', 'Family lasagna', 'Family lasagna']);
    expect(await titles('fr')).toEqual(['Sandwich club', 'Sandwich club', 'Family lasagna', 'Family lasagna']);
    await fails('GET', `/api/admin/invoices/${inv.id}/details?language=de`, undefined, 400, 'validation-failed');

    // a bistro's invoice: the bistro's own price, the counter price for eat-in
    const delivered = await makeInvoice({ status: 'U', storeKind: 'restaurant', franchiseId: f.id });
    const atCounter = await makeInvoice({ status: 'U', storeKind: 'restaurant', franchiseId: f.id, checkoutProcedure: 'eat-in' });
    for (const [i, unit] of [
      [delivered, 1400],
      [atCounter, 1100],
    ] as const) {
      await ok('POST', `/api/admin/invoices/${i.id}/cart-details`, { productid: p!.id, requiredby: '2026-03-03' });
      const lines = AdminInvoiceDetails.parse(await ok('GET', `/api/admin/invoices/${i.id}/details`)).CartDetails;
      expect(lines.at(-1)).toMatchObject({ productid: p!.id, amount: unit });
    }
  });

  it('comment, e-mail through the outbox, delete hides it', async () => {
    const inv = await makeInvoice({ status: 'U' });
    await ok('POST', `/api/admin/invoices/${inv.id}/comment`, { comment: 'Livrer à la porte arrière' });
    const mail = AdminInvoiceActionReply.parse(
      await ok('POST', `/api/admin/invoices/${inv.id}/email`, { title: 'Votre facture', body: 'Bonjour <b>!</b>', language: 'fr' }),
    );
    expect(mail.key).toBe('email-sent');
    const [sent] = await t.db.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.template} = 'admin-invoice-email' and ${emailOutbox.accountId} = ${buyer.id}`);
    expect(sent!.subject).toBe('Votre facture');
    expect(sent!.html).not.toContain('<b>');
    // an unpaid invoice: canceled and deleted, no settlement to choose
    expect(AdminInvoiceActionReply.parse(await ok('DELETE', `/api/admin/invoices/${inv.id}`)).key).toBe('invoice-deleted');
    await fails('GET', `/api/admin/invoices/${inv.id}`, undefined, 404, 'not-found');
  });

  it('CSV export: a byte-order mark, accents intact, formulas neutralised', async () => {
    const evil = await makeAccount(t.db, { firstName: '=HYPERLINK("x")', lastName: `Évêque${stamp}` });
    await t.db.db.insert(invoice).values({ accountId: evil.id, storeKind: 'catering', status: 'P', createdAt: clock, updatedAt: clock });
    const res = await as(
      t.app,
      su,
      'GET',
      `/api/admin/catering/invoices?limit=1000&format=csv&status=P&searchBy=name&searchFor=%C3%89v%C3%AAque${stamp}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",Évêque${stamp}`);
  });
});

// ── reports ─────────────────────────────────────────────────────────────────

describe('money reports', () => {
  it('Century Dollar credits of a range of days, with the staff user of a manual credit, per day and as CSV', async () => {
    const a = await makeAccount(t.db, { firstName: 'Rapport', lastName: `Crédit${stamp}` });
    await ok('POST', `/api/admin/accounts/${a.id}/century-dollars`, { Type: 'C', Amount: 1000, Reason: 'Merci' }, 201);
    const day = torontoDate(clock);
    const report = AdminCreditsReport.parse(
      await ok('GET', `/api/admin/reports/century-dollar-credits?startDate=${day}&endDate=${day}&limit=1000`),
    );
    const mine = report.Rows.filter((r) => r.AccountId === a.id);
    expect(mine).toMatchObject([{ Day: day, Method: 'MA', AmountCents: 1000, Note: 'Merci', Staff: 'Régine Admin' }]);
    expect(report.PerDay.map((d) => d.Key)).toEqual([day]);
    expect(report.CreditsCents).toBe(report.Rows.filter((r) => r.Type === 'C').reduce((s, r) => s + r.AmountCents, 0));
    expect(report.ClosingCents).toBe(report.OpeningCents + report.CreditsCents - report.DebitsCents);
    const before = AdminCreditsReport.parse(
      await ok('GET', `/api/admin/reports/century-dollar-credits?startDate=2000-01-01&endDate=2000-01-31`),
    );
    expect(before.Rows).toEqual([]);
    const file = await as(t.app, su, 'GET', `/api/admin/reports/century-dollar-credits?startDate=${day}&endDate=${day}&format=csv`);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain(`Rapport Crédit${stamp},MA,10.00,,Merci,,Régine Admin`);
    await fails('GET', `/api/admin/reports/payments?startDate=${day}&endDate=2000-01-01`, undefined, 400, 'validation-failed');
  });

  it('payments per day and per method', async () => {
    const day = torontoDate(clock);
    const report = AdminPaymentsReport.parse(
      await ok('GET', `/api/admin/reports/payments?startDate=${addDays(day, -1)}&endDate=${addDays(day, 1)}`),
    );
    // the invoice marked paid above: a manual payment by cheque at the app's clock
    expect(report.PerMethod.find((m) => m.Key === 'manual:cheque')?.Count).toBeGreaterThanOrEqual(1);
    expect(report.NetCents).toBe(report.CollectedCents - report.RefundedCents);
    expect(report.NetCents).toBe(report.PerMethod.reduce((s, m) => s + m.NetCents, 0));
    expect(report.NetCents).toBe(report.PerDay.reduce((s, m) => s + m.NetCents, 0));
    expect(report.RefundedCents).toBe(-report.Rows.filter((r) => r.Kind === 'refund').reduce((s, r) => s + r.AmountCents, 0));
  });
});
