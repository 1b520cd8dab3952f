// Printed documents (issue 15; ADR 341), read back from the PDF's text: the customer's invoice in
// English and French with the GST and QST registration numbers and the bill's lines (the owner only);
// the kitchen order of an invoice (lines, portion kinds, comment; no prices; a bistro's page only
// its own invoices); a corporate subsidy's monthly statement (JSON, CSV, PDF) — the employer's
// share per employee and day from paid orders only, a refunded order owing nothing. The clock is
// pinned (Wednesday 09:00 of the seed's week 0) before anything is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { ErrorReply, PlaceOrderReply, SubsidyStatementReply, type PlaceOrderBody } from '@mijote/contracts';
import { formatMoney, monthDay } from '@mijote/domain';
import { checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let su: Session;
let alice: Session;
let ragout: number;
let order: number;
let subtotal: number;
let tax1: number;
let tax2: number;
let total: number;

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/[ \t\u00a0]+/g, ' ');
}

async function placed(s: Session, body: PlaceOrderBody): Promise<number> {
  const res = await t.order(s, body);
  expect(res.statusCode, res.body).toBe(200);
  return PlaceOrderReply.parse(res.json()).Id;
}

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  su = await t.customer({ userTypeCd: 'SU' });
  alice = await t.customer({ firstName: 'Alice', lastName: 'Bélanger' });
  ragout = await t.productId('md-ragout-boulettes');
  order = await placed(
    alice,
    checkout({ items: { thursday: [item(ragout, 2, {}, t.now()), item(ragout, 1, { type: 'familyPack' }, t.now())] } }, await t.token(), {
      comment: 'Sonnez deux fois',
    }),
  );
  const [row] = await t.rows<{ subtotal_cents: number; tax1_cents: number; tax2_cents: number; total_cents: number }>(
    sql`select subtotal_cents, tax1_cents, tax2_cents, total_cents from invoice where id = ${order}`,
  );
  subtotal = Number(row!.subtotal_cents);
  tax1 = Number(row!.tax1_cents);
  tax2 = Number(row!.tax2_cents);
  total = Number(row!.total_cents);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/accounts/{uuid}/orders/{id}/invoice.pdf', () => {
  const url = (s: Session, id: number, q = '') => `/api/accounts/${s.uuid}/orders/${id}/invoice.pdf${q}`;

  it('in French: the registration numbers, the customer, the lines and the bill as the order has it', async () => {
    const res = await t.req(alice, 'GET', url(alice, order, '?language=fr'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`facture-${order}.pdf`);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Facture no ${order}`);
    expect(text).toContain('No d’inscription TPS 741258963 RT0001');
    expect(text).toContain('No d’inscription TVQ 1224589637 TQ0001');
    expect(text).toContain('Alice Bélanger');
    expect(text).toContain('Sonnez deux fois');
    const fr = (c: number) => formatMoney(c, 'fr').replace(/\u00a0/g, ' ');
    for (const amount of [subtotal, tax1, tax2, total]) expect(text).toContain(fr(amount));
    expect(text).toContain('TPS (5 %)');
    expect(text).toContain('TVQ (9,975 %)');
    expect(text).toContain('Total payé');
  });

  it('in English by request, with the English words', async () => {
    const res = await t.req(alice, 'GET', url(alice, order, '?language=en'));
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Invoice ${order}`);
    expect(text).toContain('GST registration no. 741258963 RT0001');
    expect(text).toContain('QST registration no. 1224589637 TQ0001');
    expect(text).toContain(formatMoney(total, 'en'));
    expect(text).toContain('Total paid');
    expect(text).not.toContain('Facture');
  });

  it('the owner only: another customer gets 403 on the uuid and 404 on their own uuid; anonymous 401; unknown order 404', async () => {
    const bob = await t.customer();
    expect((await t.req(bob, 'GET', url(alice, order))).statusCode).toBe(403);
    const own = await t.req(bob, 'GET', url(bob, order));
    expect(own.statusCode).toBe(404);
    expect(ErrorReply.parse(own.json()).code).toBe('not-found');
    expect((await t.req(null, 'GET', url(alice, order))).statusCode).toBe(401);
    expect((await t.req(alice, 'GET', url(alice, 99_999_999))).statusCode).toBe(404);
    expect((await t.req(alice, 'GET', url(alice, order, '?language=de'))).statusCode).toBe(400);
    // a super user may print it under the customer's uuid, not under another one
    expect((await t.req(su, 'GET', url(alice, order))).statusCode).toBe(200);
    expect((await t.req(su, 'GET', url(bob, order))).statusCode).toBe(404);
  });
});

describe('GET /api/admin/invoices/{id}/kitchen-order', () => {
  it('the lines with their portion kinds and the comment, no prices; super users only', async () => {
    const res = await t.req(su, 'GET', `/api/admin/invoices/${order}/kitchen-order?language=fr`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Bon de cuisine — facture no ${order}`);
    expect(text).toContain('Alice Bélanger');
    expect(text).toContain('Format familial');
    expect(text).toContain('Régulière');
    expect(text).toContain('Sonnez deux fois');
    expect(text).not.toContain('$');
    expect((await t.req(alice, 'GET', `/api/admin/invoices/${order}/kitchen-order`)).statusCode).toBe(403);
    expect((await t.req(su, 'GET', `/api/admin/invoices/99999999/kitchen-order`)).statusCode).toBe(404);
  });

  it('a bistro’s page prints only that bistro’s invoices', async () => {
    const [f] = await t.rows<{ id: number }>(sql`select id from franchise order by id limit 1`);
    const res = await t.req(su, 'GET', `/api/admin/restaurants/${f!.id}/invoices/${order}/kitchen-order`);
    expect(res.statusCode).toBe(404); // a home meal delivery order belongs to no bistro
  });
});

describe('GET /api/admin/invoices/kitchen-orders (the list’s bulk print, issue 30)', () => {
  it('puts each selected invoice’s kitchen order in one PDF, each from a new page; refuses a bad list', async () => {
    const bob = await t.customer({ firstName: 'Bob', lastName: 'Gagnon' });
    const other = await placed(bob, checkout({ items: { thursday: [item(ragout, 1, {}, t.now())] } }, await t.token()));
    const res = await t.req(su, 'GET', `/api/admin/invoices/kitchen-orders?ids=${other},${order},${other}&language=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text: pages } = await extractText(pdf, { mergePages: false });
    // one page each, in the order given, the same invoice twice printed once
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Kitchen order — invoice ${other}`);
    expect(pages[0]).toContain('Bob Gagnon');
    expect(pages[1]).toContain(`Kitchen order — invoice ${order}`);
    expect(pages[1]).toContain('Sonnez deux fois');
    const fr = await t.req(su, 'GET', `/api/admin/invoices/kitchen-orders?ids=${order}&language=fr`);
    expect(await pdfText(fr.rawPayload)).toContain(`Bon de cuisine — facture no ${order}`);
    for (const bad of ['', 'x', '0', `${order},-1`, Array.from({ length: 501 }, (_, i) => i + 1).join(',')])
      expect((await t.req(su, 'GET', `/api/admin/invoices/kitchen-orders?ids=${bad}`)).statusCode, bad.slice(0, 20)).toBe(400);
    expect((await t.req(su, 'GET', `/api/admin/invoices/kitchen-orders?ids=${order},99999999`)).statusCode).toBe(404);
    expect((await t.req(alice, 'GET', `/api/admin/invoices/kitchen-orders?ids=${order}`)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/subsidies/{id}/statement', () => {
  let onsite: number;
  let souvlaki: number;
  let employeeA: Session;
  let employeeB: Session;
  let month: string;
  const shares: number[] = [];

  beforeAll(async () => {
    onsite = Number((await t.rows<{ id: number }>(sql`select id from subsidy where slug = 'subsidy-onsite-novatech'`))[0]!.id);
    souvlaki = await t.productId('bis-chicken-brochette');
    const employee = async (first: string, last: string) => {
      const s = await t.customer({ firstName: first, lastName: last });
      await t.db.db.execute(
        // Novatech asks for a badge number before an order (issue 28)
        sql`update account set subsidy_id = ${onsite}, email_verified_at = ${t.now().toISOString()}, external_user_id = ${`B-${s.id}`}
          where id = ${s.id}`,
      );
      return s;
    };
    employeeA = await employee('Zoé', 'Arsenault');
    employeeB = await employee('Marc', 'Bouchard');
    const corporate = (s: Session, day: 'thursday' | 'friday', qty: number) =>
      t.token().then((token) =>
        placed(
          s,
          checkout({ items: { [day]: [item(souvlaki, qty, {}, t.now())] } }, token, {
            store: 'corporate',
            checkoutProcedure: 'delivery',
            deliveryAddress: null,
          }),
        ),
      );
    const a1 = await corporate(employeeA, 'thursday', 1);
    const a2 = await corporate(employeeA, 'friday', 2);
    const b1 = await corporate(employeeB, 'thursday', 1);
    const refunded = await corporate(employeeB, 'friday', 1);
    for (const id of [a1, a2, b1]) {
      const [r] = await t.rows<{ subsidized_cents: number }>(sql`select subsidized_cents from invoice where id = ${id}`);
      shares.push(Number(r!.subsidized_cents));
    }
    expect(shares.every((s) => s > 0)).toBe(true);
    const refund = await t.req(su, 'POST', `/api/admin/invoices/${refunded}/refund`, { destination: 'card', reason: 'Repas non livré' });
    expect(refund.statusCode, refund.body).toBe(200);
    const d = monthDay(t.day(3));
    month = `${d.year}-${String(d.month).padStart(2, '0')}`;
  });

  it('JSON: per employee and day, paid orders only, sorted by name; the month’s total', async () => {
    const res = await t.req(su, 'GET', `/api/admin/subsidies/${onsite}/statement?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = SubsidyStatementReply.parse(res.json());
    const mine = s.employees.filter((e) => [employeeA.id, employeeB.id].includes(e.accountId));
    expect(mine.map((e) => e.lastName)).toEqual(['Arsenault', 'Bouchard']);
    const [a, b] = mine;
    // the seed's week may straddle two months: only the days of this month are listed
    const inMonth = (day: string) => day.startsWith(month);
    expect(a!.days).toEqual(
      [
        { date: t.day(3), orders: 1, subsidized: shares[0]! },
        { date: t.day(4), orders: 1, subsidized: shares[1]! },
      ].filter((d) => inMonth(d.date)),
    );
    expect(a!.total).toBe(a!.days.reduce((n, d) => n + d.subsidized, 0));
    // Marc's Friday order was refunded: it owes nothing
    expect(b!.days).toEqual([{ date: t.day(3), orders: 1, subsidized: shares[2]! }].filter((d) => inMonth(d.date)));
    expect(s.total).toBe(s.employees.reduce((n, e) => n + e.total, 0));
    expect(s.from).toBe(`${month}-01`);
  });

  it('CSV in French and PDF: the same amounts', async () => {
    const csv = await t.req(su, 'GET', `/api/admin/subsidies/${onsite}/statement?month=${month}&format=csv&language=fr`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff); // a BOM: Excel reads the accents
    const lines = csv.body.slice(1).trim().split(/\r\n/);
    expect(lines[0]).toBe('Nom,Prénom,Courriel,No d’employé,Jour,Commandes,Part de l’employeur');
    expect(lines.at(-1)).toMatch(/^Total dû par l’employeur,/);
    const json = SubsidyStatementReply.parse((await t.req(su, 'GET', `/api/admin/subsidies/${onsite}/statement?month=${month}`)).json());
    expect(lines.at(-1)!.endsWith(`,${(json.total / 100).toFixed(2)}`)).toBe(true);
    const pdf = await t.req(su, 'GET', `/api/admin/subsidies/${onsite}/statement?month=${month}&format=pdf&language=fr`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Arsenault, Zoé');
    expect(text).toContain('Total dû par l’employeur');
    expect(text).toContain(formatMoney(json.total, 'fr').replace(/\u00a0/g, ' '));
  });

  it('a bad month is a 400, an unknown subsidy a 404, a customer a 403', async () => {
    for (const m of ['2026-13', '2026-1', 'november'])
      expect((await t.req(su, 'GET', `/api/admin/subsidies/${onsite}/statement?month=${m}`)).statusCode).toBe(400);
    expect((await t.req(su, 'GET', `/api/admin/subsidies/999999/statement?month=${month}`)).statusCode).toBe(404);
    expect((await t.req(employeeA, 'GET', `/api/admin/subsidies/${onsite}/statement?month=${month}`)).statusCode).toBe(403);
  });
});
