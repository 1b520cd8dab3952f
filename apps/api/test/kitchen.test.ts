// The kitchen's day, part 1 (issue 16; ADR 247): kitchen numbers and the delivery route report,
// from orders placed through the real checkout, with the route planner's file imported.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorReply, KitchenNumbersReply, PlaceOrderReply, RouteDeliveriesReply } from '@mijote/contracts';
import { parseCsv } from '../src/lib/csv.js';
import { ROUTE_CSV_HEADER } from '../src/modules/kitchen/service.js';
import { checkout, createOrdersApp, item, SANDBOX_CARDS, type OrdersApp } from './orders-helpers.js';
import { multipart } from './public-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let su: Session;
let ragout: number;
let ribs: number;
let thursday: string;
let friday: string;
const paidIds: number[] = [];
let declinedId = 0;

beforeAll(async () => {
  t = await createOrdersApp();
  // Wednesday of week 0, 9:00: Thursday and Friday are open (pinned before any session or order)
  t.at(t.day(2), '09:00:00');
  thursday = t.day(3);
  friday = t.day(4);
  su = await t.customer({ userTypeCd: 'SU' });
  ragout = await t.productId('md-ragout-boulettes');
  ribs = await t.productId('md-short-ribs-stout'); // a Friday supper
  const half = { customizations: { fullPortion: false, sides: [] } };
  const place = async (cart: Parameters<typeof checkout>[0], card: string = SANDBOX_CARDS.approve, comment?: string) => {
    const s = await t.customer();
    const res = await t.order(s, checkout(cart, await t.token(card), comment ? { comment } : {}));
    return { res, s };
  };
  // 1: 2 full + 1 family pack + 3 halves + 1 kids of the ragout on Thursday
  const a = await place(
    {
      items: {
        thursday: [
          item(ragout, 2, {}, t.now()),
          item(ragout, 1, { type: 'familyPack' }, t.now()),
          item(ragout, 3, half, t.now()),
          item(ragout, 1, { type: 'kids' }, t.now()),
        ],
      },
    },
    SANDBOX_CARDS.approve,
    'Ring twice, back door',
  );
  expect(a.res.statusCode, a.res.body).toBe(200);
  paidIds.push(PlaceOrderReply.parse(a.res.json()).Id);
  // 2: one ragout Thursday and two short ribs Friday
  const b = await place({ items: { thursday: [item(ragout, 1, {}, t.now())], friday: [item(ribs, 2, {}, t.now())] } });
  expect(b.res.statusCode, b.res.body).toBe(200);
  paidIds.push(PlaceOrderReply.parse(b.res.json()).Id);
  // 3: declined — never cooked
  const c = await place({ items: { thursday: [item(ragout, 5, {}, t.now())] } }, SANDBOX_CARDS.decline);
  expect(c.res.statusCode).toBe(402);
  declinedId = (await t.rows<{ id: number }>(sql`select max(id)::int as id from invoice`))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.at(t.day(2), '09:00:00');
});

const numbers = async (source: string, query: string) => t.req(su, 'GET', `/api/orders/kitchen-numbers/${source}?${query}`);

describe('GET /api/orders/kitchen-numbers/{source}', () => {
  it('needs both dates: 400 dates-required ("Please enter dates"); an end before the start is 400', async () => {
    for (const q of ['', `startDate=${thursday}`, `endDate=${thursday}`]) {
      const res = await numbers('meal-delivery', q);
      expect(res.statusCode, q).toBe(400);
      expect(ErrorReply.parse(res.json())).toMatchObject({ code: 'dates-required', message: 'Please enter dates' });
    }
    const back = await numbers('meal-delivery', `startDate=${friday}&endDate=${thursday}`);
    expect(back.statusCode).toBe(400);
    expect(ErrorReply.parse(back.json()).code).toBe('validation-failed');
    expect((await numbers('lunch', `startDate=${thursday}&endDate=${friday}`)).statusCode).toBe(400);
  });

  it('counts paid orders only: a family pack is 4 portions, kids and halves apart, per product and day', async () => {
    const res = await numbers('meal-delivery', `startDate=${thursday}&endDate=${friday}`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = KitchenNumbersReply.parse(res.json());
    const row = (id: number, date: string) => rows.find((r) => r.productId === id && r.date === date);
    // 2 + 4 (family pack) + 1 (second order); the declined order's 5 are not there
    expect(row(ragout, thursday)).toMatchObject({ portions: 7, kidsPortions: 1, halfPortions: 3 });
    expect(row(ribs, friday)).toMatchObject({ portions: 2, kidsPortions: 0, halfPortions: 0 });
    expect(row(ragout, thursday)!.title.length).toBeGreaterThan(2);
    expect(row(ragout, thursday)!.titleFr).not.toBe(row(ragout, thursday)!.title);
    expect(rows).toHaveLength(2);
    // grouped by product type
    const types = rows.map((r) => r.productType);
    expect(types).toEqual([...types].sort());
  });

  it('a day outside the range, the other source, a refunded order: not counted', async () => {
    const thu = KitchenNumbersReply.parse((await numbers('meal-delivery', `startDate=${thursday}&endDate=${thursday}`)).json());
    expect(thu.rows.map((r) => r.productId)).toEqual([ragout]);
    const corp = KitchenNumbersReply.parse((await numbers('corp', `startDate=${thursday}&endDate=${friday}`)).json());
    expect(corp.rows).toEqual([]);
    await t.db.db.execute(sql`update invoice set status = 'R' where id = ${paidIds[1]}`);
    try {
      const after = KitchenNumbersReply.parse((await numbers('meal-delivery', `startDate=${thursday}&endDate=${friday}`)).json());
      expect(after.rows.find((r) => r.productId === ragout)).toMatchObject({ portions: 6 });
      expect(after.rows.find((r) => r.productId === ribs)).toBeUndefined();
    } finally {
      await t.db.db.execute(sql`update invoice set status = 'P' where id = ${paidIds[1]}`);
    }
  });
});

const report = async (source: string, query: string) => t.req(su, 'GET', `/api/orders/route-deliveries/${source}?${query}`);

async function importFile(source: string, query: string, csv: string | Buffer, filename = 'route.csv') {
  const { payload, headers } = multipart({}, [{ filename, data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), contentType: 'text/csv' }]);
  return t.req(su, 'POST', `/api/orders/route-deliveries/${source}/import?${query}`, payload, headers);
}

describe('GET /api/orders/route-deliveries/{source}', () => {
  it('lists one stop per paid delivery and day, with customer, address, items and comment', async () => {
    const res = await report('MD', `date=${thursday}&endDate=${friday}`);
    expect(res.statusCode, res.body).toBe(200);
    const { stops, routeImportedAt } = RouteDeliveriesReply.parse(res.json());
    expect(routeImportedAt).toBeNull();
    // order 1 on Thursday, order 2 on Thursday and on Friday; never the declined one
    expect(stops.map((s) => [s.invoiceId, s.date]).sort()).toEqual(
      [
        [paidIds[0], thursday],
        [paidIds[1], thursday],
        [paidIds[1], friday],
      ].sort(),
    );
    expect(stops.some((s) => s.invoiceId === declinedId)).toBe(false);
    const first = stops.find((s) => s.invoiceId === paidIds[0])!;
    expect(first).toMatchObject({
      address: '12 Chemin du Bord-du-Lac, Pointe-Claire',
      postalCode: 'H9R 1A1',
      comment: 'Ring twice, back door',
    });
    expect(first.items.map((i) => [i.quantity, i.kind])).toEqual([
      [2, 'regular'],
      [1, 'familyPack'],
      [3, 'half'],
      [1, 'kids'],
    ]);
    // the invoice range narrows MD
    const one = RouteDeliveriesReply.parse((await report('MD', `date=${thursday}&endDate=${friday}&invoiceStart=${paidIds[1]}`)).json());
    expect(new Set(one.stops.map((s) => s.invoiceId))).toEqual(new Set([paidIds[1]]));
    // another source lists none of them; no date is "Please enter dates"
    expect(RouteDeliveriesReply.parse((await report('CA', `date=${thursday}`)).json()).stops).toEqual([]);
    expect(ErrorReply.parse((await report('MD', '')).json()).code).toBe('dates-required');
  });

  it('answers a CSV file (UTF-8 with BOM for Excel) with a line per stop', async () => {
    const res = await report('MD', `date=${thursday}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`route-MD-${thursday}.csv`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1)).map((r) => r.cells);
    expect(rows[0]).toEqual(ROUTE_CSV_HEADER);
    expect(rows[0]![0]).toBe('Driver / Chauffeur');
    expect(rows[0]![11]).toBe('Items / Articles');
    expect(rows).toHaveLength(3);
    const line = rows.find((r) => r[2] === String(paidIds[0]))!;
    expect(line[11]).toContain('1 × ');
    expect(line[11]).toContain('(family pack / format familial)');
    expect(line[12]).toBe('Ring twice, back door');
  });
});

describe('POST /api/orders/route-deliveries/{source}/import', () => {
  it('a file with problems is refused whole: every problem line listed, nothing saved', async () => {
    const before = (await t.rows<{ n: number }>(sql`select count(*)::int as n from route_import`))[0]!.n;
    const csv = [
      'Stop;Driver;Invoice',
      `1;Route 1;${paidIds[0]}`,
      `2;Route 1;999999`,
      `3;;${paidIds[1]}`,
      `4;Route 1;${paidIds[0]}`,
      `x;Route 2;${declinedId}`,
    ].join('\r\n');
    const res = await importFile('MD', `date=${thursday}`, csv);
    expect(res.statusCode, res.body).toBe(400);
    const err = ErrorReply.parse(res.json());
    expect(err.code).toBe('route-import-problems');
    expect(err.params.problems).toEqual([
      { line: 3, reason: 'invoice-not-in-report', value: '999999' },
      { line: 4, reason: 'driver-missing', value: null },
      { line: 5, reason: 'invoice-duplicate', value: String(paidIds[0]) },
      { line: 6, reason: 'invoice-not-in-report', value: String(declinedId) },
      { line: 6, reason: 'stop-invalid', value: 'x' },
    ]);
    expect((await t.rows<{ n: number }>(sql`select count(*)::int as n from route_import`))[0]!.n).toBe(before);
    const noColumns = await importFile('MD', `date=${thursday}`, 'a,b\n1,2');
    expect(ErrorReply.parse(noColumns.json()).params.problems).toEqual([
      { line: 1, reason: 'column-missing', value: 'invoice' },
      { line: 1, reason: 'column-missing', value: 'driver' },
      { line: 1, reason: 'column-missing', value: 'stop' },
    ]);
    expect(ErrorReply.parse((await importFile('MD', '', csv)).json()).code).toBe('dates-required');
  });

  it('a good file (Windows-1252, quoted) orders the report by driver and stop', async () => {
    // the second order first, in the planner's order; a French header as Excel saves it
    const csv = `"Arrêt","Chauffeur","Facture"\r\n1,"Véhicule A",${paidIds[1]}\r\n2,"Véhicule A",${paidIds[0]}\r\n`;
    const res = await importFile('MD', `date=${thursday}`, Buffer.from(csv, 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2 });
    const { stops, routeImportedAt } = RouteDeliveriesReply.parse((await report('MD', `date=${thursday}`)).json());
    expect(routeImportedAt).not.toBeNull();
    expect(stops.map((s) => [s.invoiceId, s.driver, s.stop])).toEqual([
      [paidIds[1], 'Véhicule A', 1],
      [paidIds[0], 'Véhicule A', 2],
    ]);
    // the import is for Thursday's report only: the Thursday–Friday report is not routed
    const range = RouteDeliveriesReply.parse((await report('MD', `date=${thursday}&endDate=${friday}`)).json());
    expect(range.routeImportedAt).toBeNull();
  });
});
