// Label prints (issue 16; ADR 247): one label per portion, in English and French, with the
// domain's best-before dates, differential prints, reprints, the print history, route order and a
// product's own labels — read back from the PDF's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { ErrorReply, LabelPrintsReply, PlaceOrderReply } from '@mijote/contracts';
import { addDays, formatDate, labelExpiryDate, type ProductTypeCd } from '@mijote/domain';
import { checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';
import { multipart } from './public-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let su: Session;
let ragout: number;
let ribs: number;
let thursday: string;
let friday: string;
const titles: Record<string, { en: string; fr: string; type: ProductTypeCd }> = {};
const orders: { id: number; name: string }[] = [];

async function place(cart: Parameters<typeof checkout>[0], first: string) {
  const s = await t.customer({ firstName: first, lastName: 'Labelle' });
  const res = await t.order(s, checkout(cart, await t.token()));
  expect(res.statusCode, res.body).toBe(200);
  const id = PlaceOrderReply.parse(res.json()).Id;
  orders.push({ id, name: `${first} Labelle` });
  return id;
}

async function pdfText(body: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  // runs of spaces as one (the extractor's spacing is not the drawing's)
  return { pages: totalPages, text: (text as string).replace(/[ \t]+/g, ' ') };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  thursday = t.day(3);
  friday = t.day(4);
  su = await t.customer({ userTypeCd: 'SU' });
  ragout = await t.productId('md-ragout-boulettes');
  ribs = await t.productId('md-short-ribs-stout');
  for (const [id, key] of [
    [ragout, 'ragout'],
    [ribs, 'ribs'],
  ] as const) {
    const rows = await t.rows<{ lang: string; title: string; type: ProductTypeCd }>(
      sql`select pt.language_cd as lang, pt.title, p.type_cd as type from product_translation pt join product p on p.id = pt.product_id where p.id = ${id}`,
    );
    titles[key] = { en: rows.find((r) => r.lang === 'en')!.title, fr: rows.find((r) => r.lang === 'fr')!.title, type: rows[0]!.type };
  }
  // Amélie: 2 ragouts + a family pack (4) + a kids ragout on Thursday = 7 labels
  await place(
    {
      items: {
        thursday: [
          item(ragout, 2, {}, t.now()),
          item(ragout, 1, { type: 'familyPack' }, t.now()),
          item(ragout, 1, { type: 'kids' }, t.now()),
        ],
      },
    },
    'Amélie',
  );
  // Benoît: 2 short ribs on Friday = 2 labels
  await place({ items: { friday: [item(ribs, 2, {}, t.now())] } }, 'Benoît');
});
afterAll(async () => {
  await t?.close();
});

const print = (query: string) => t.req(su, 'GET', `/api/orders/print-labels/meal-delivery?${query}`);
const prints = async (query = '') =>
  LabelPrintsReply.parse((await t.req(su, 'GET', `/api/orders/print-labels/meal-delivery/prints?${query}`)).json());

describe('GET /api/orders/print-labels/{source}', () => {
  let firstPrint = 0;

  it('needs both dates ("Please enter dates")', async () => {
    for (const q of ['', `startDate=${thursday}`]) {
      const res = await print(q);
      expect(res.statusCode).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('dates-required');
    }
  });

  it('one label per portion, bilingual, with the customer, the day and the best-before date', async () => {
    const res = await print(`startDate=${thursday}&endDate=${friday}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-label-count']).toBe('9');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    expect(count(text, titles.ragout!.en)).toBe(7);
    expect(count(text, titles.ragout!.fr)).toBe(7);
    expect(count(text, titles.ribs!.en)).toBe(2);
    expect(count(text, 'FAMILY PACK · FORMAT FAMILIAL')).toBe(4);
    expect(count(text, 'KIDS · ENFANT')).toBe(1);
    expect(count(text, `Amélie Labelle #${orders[0]!.id}`)).toBe(7);
    expect(count(text, `Benoît Labelle #${orders[1]!.id}`)).toBe(2);
    expect(text).toContain(`${formatDate(thursday, 'en', 'weekdayShort')} · ${formatDate(thursday, 'fr', 'weekdayShort')}`);
    // the best-before date of the domain's rule for the type, from the end date: a supper (SU) keeps
    // to the Sunday of the end date's week; a catering-type dish (CC) has no rule and prints none
    expect(titles.ragout!.type).toBe('SU');
    const expiry = labelExpiryDate('meal-delivery', 'SU', friday)!;
    expect(count(text, `Meilleur avant : ${formatDate(expiry, 'en', 'medium')} · ${formatDate(expiry, 'fr', 'medium')}`)).toBe(7);
    expect(labelExpiryDate('meal-delivery', titles.ribs!.type, friday)).toBeNull();
    expect(count(text, 'Meilleur avant')).toBe(7);
    const history = await prints();
    expect(history.prints[0]).toMatchObject({ startDate: thursday, endDate: friday, labelCount: 9, differential: false, reprint: false });
    firstPrint = history.prints[0]!.id;
  });

  it('a 21-label print fills three pages of 10', async () => {
    const res = await t.req(su, 'GET', `/api/products/${ragout}/label.pdf?qty=21&expiryDate=${friday}`);
    expect(res.statusCode, res.body).toBe(200);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(3);
    expect(count(text, titles.ragout!.fr)).toBe(21);
    expect(text).toContain(formatDate(friday, 'fr', 'medium'));
    expect(text).not.toContain('Labelle');
  });

  it('differential: empty until a new order is paid, then only that order; the preset starts after the last print', async () => {
    const empty = await print(`startDate=${thursday}&endDate=${friday}&differential=true`);
    expect(empty.statusCode).toBe(204);
    const before = await prints(`startDate=${thursday}&endDate=${friday}`);
    expect(before.preset).toEqual({ invoiceStart: orders[1]!.id + 1, invoiceEnd: null });
    t.at(t.day(2), '09:05:00');
    const late = await place({ items: { thursday: [item(ragout, 1, {}, t.now())] } }, 'Chloé');
    const after = await prints(`startDate=${thursday}&endDate=${friday}`);
    expect(after.preset).toEqual({ invoiceStart: orders[1]!.id + 1, invoiceEnd: late });
    const res = await print(`startDate=${thursday}&endDate=${friday}&differential=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-label-count']).toBe('1');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(`Chloé Labelle #${late}`);
    expect(text).not.toContain('Amélie');
    // and again: nothing new
    expect((await print(`startDate=${thursday}&endDate=${friday}&differential=true`)).statusCode).toBe(204);
  });

  it('reprint: a past print again, as it was (not the orders paid since); recorded in the history', async () => {
    const res = await print(`reprint=${firstPrint}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-label-count']).toBe('9');
    expect((await pdfText(res.rawPayload)).text).not.toContain('Chloé');
    const history = await prints();
    expect(history.prints.map((p) => [p.labelCount, p.differential, p.reprint])).toEqual([
      [9, false, true],
      [1, true, false],
      [9, false, false],
    ]);
    expect((await print('reprint=999999')).statusCode).toBe(404);
  });

  it('labels follow the imported route: the planner’s first stop first', async () => {
    const amelie = orders[0]!.id;
    const chloe = orders[2]!.id;
    const csv = `Stop,Driver,Invoice\n1,Route 7,${chloe}\n2,Route 7,${amelie}\n`;
    const { payload, headers } = multipart({}, [{ filename: 'route.csv', data: Buffer.from(csv), contentType: 'text/csv' }]);
    const imp = await t.req(su, 'POST', `/api/orders/route-deliveries/MD/import?date=${thursday}`, payload, headers);
    expect(imp.statusCode, imp.body).toBe(200);
    const res = await print(`startDate=${thursday}&endDate=${thursday}`);
    const { text } = await pdfText(res.rawPayload);
    expect(text.indexOf('Chloé')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Chloé')).toBeLessThan(text.indexOf('Amélie'));
    expect(text).toContain('Route 7 · 1');
  });
});

describe('GET /api/products/{id}/label.pdf and the mobile labels', () => {
  it('refuses an unknown product, a bad quantity; mobile labels need a subsidy', async () => {
    expect((await t.req(su, 'GET', `/api/products/999999/label.pdf?qty=1`)).statusCode).toBe(404);
    expect((await t.req(su, 'GET', `/api/products/${ragout}/label.pdf?qty=0`)).statusCode).toBe(400);
    expect((await t.req(su, 'GET', `/api/orders/bistro/mobile/labels?startDate=${thursday}&endDate=${friday}`)).statusCode).toBe(400);
    const none = await t.req(su, 'GET', `/api/orders/bistro/mobile/labels?startDate=${thursday}&endDate=${addDays(friday, 3)}&subsidyId=1`);
    expect(none.statusCode).toBe(204);
  });
});
