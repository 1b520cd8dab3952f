// Mobile cafeteria bag tags (issue 16; ADR 247): one tag per paid employee order and day of one
// subsidy, by stop then name, as JSON and as a Word document (read back from its XML).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { ErrorReply, MobileTagsReply } from '@mijote/contracts';
import { invoice, invoiceCartDetail } from '@mijote/db/schema';
import { createOrdersApp, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let su: Session;
let subsidyId: number;
let day: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  day = t.day(3);
  su = await t.customer({ userTypeCd: 'SU' });
  subsidyId = (await t.rows<{ id: number }>(sql`select id from subsidy where slug = 'subsidy-mobile-aerotech'`))[0]!.id;
  const stops = await t.rows<{ id: number; name: string }>(
    sql`select id, name from subsidy_mobile_address where subsidy_id = ${subsidyId} order by sort_order, id`,
  );
  const ragout = await t.productId('md-ragout-boulettes');
  // Zoé at the second stop, Xavier and Yves at the first; Walter unpaid — orders as the store records them
  const people: [string, number, 'P' | 'U'][] = [
    ['Zoé', stops[1]!.id, 'P'],
    ['Yves', stops[0]!.id, 'P'],
    ['Xavier', stops[0]!.id, 'P'],
    ['Walter', stops[0]!.id, 'U'],
  ];
  for (const [first, stop, status] of people) {
    const acc = await t.customer({ firstName: first, lastName: 'Aéro' });
    const [inv] = await t.db.db
      .insert(invoice)
      .values({
        accountId: acc.id,
        storeKind: 'mobile',
        status,
        subsidyId,
        subsidyMobileAddressId: stop,
        deliveryDate: day,
        comment: first === 'Zoé' ? 'Sans noix svp' : null,
      })
      .returning({ id: invoice.id });
    ids[first] = inv!.id;
    await t.db.db
      .insert(invoiceCartDetail)
      .values({ invoiceId: inv!.id, productId: ragout, quantity: 2, unitPriceCents: 1495, amountCents: 2990, requiredBy: day });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/orders/bistro/mobile/tags', () => {
  it('one tag per paid order, by stop then name, with the stop, items and comment', async () => {
    const res = await t.req(su, 'GET', `/api/orders/bistro/mobile/tags?startDate=${day}&subsidyId=${subsidyId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = MobileTagsReply.parse(res.json());
    expect(body.subsidy).toBe('Cafétéria mobile Aerotech');
    expect(body.tags.map((x) => x.employee)).toEqual(['Xavier Aéro', 'Yves Aéro', 'Zoé Aéro']);
    expect(body.tags[0]!.stop!.name).toBe('Cafétéria mobile – Aerotech Pointe-Claire');
    expect(body.tags[2]!.stop!.name).toBe('Cafétéria mobile – Aerotech Kirkland');
    expect(body.tags[2]!.comment).toBe('Sans noix svp');
    expect(body.tags[0]!.items).toEqual([{ quantity: 2, title: 'Meatball stew', titleFr: 'Ragoût de boulettes' }]);
    expect(body.tags.some((x) => x.invoiceId === ids.Walter)).toBe(false);
  });

  it('as a Word document (format=docx) holding the same tags', async () => {
    const res = await t.req(su, 'GET', `/api/orders/bistro/mobile/tags?startDate=${day}&subsidyId=${subsidyId}&format=docx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain('.docx');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xml = strFromU8(files['word/document.xml']!);
    const text = xml.replace(/<[^>]+>/g, '');
    expect(text).toContain('Cafétéria mobile Aerotech — Mobile tags / Étiquettes mobiles');
    for (const name of ['Xavier Aéro', 'Yves Aéro', 'Zoé Aéro']) expect(text).toContain(name);
    expect(text).not.toContain('Walter');
    expect(text.indexOf('Xavier Aéro')).toBeLessThan(text.indexOf('Zoé Aéro'));
    expect(text).toContain('2 × Meatball stew');
    expect(text).toContain('Sans noix svp');
  });

  it('needs the day and an existing subsidy', async () => {
    const noDay = await t.req(su, 'GET', `/api/orders/bistro/mobile/tags?subsidyId=${subsidyId}`);
    expect(ErrorReply.parse(noDay.json()).code).toBe('dates-required');
    expect((await t.req(su, 'GET', `/api/orders/bistro/mobile/tags?startDate=${day}`)).statusCode).toBe(400);
    expect((await t.req(su, 'GET', `/api/orders/bistro/mobile/tags?startDate=${day}&subsidyId=999999`)).statusCode).toBe(404);
  });
});
