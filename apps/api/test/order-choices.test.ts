// What the kitchen will cook (issue 28, ADR 369): the side chosen with a dish and each catering
// box's choices show after Review on every customer screen and document — the priced cart (Confirm),
// the order reply (Success, the account's order), the invoice PDF and the confirmation e-mail — in
// English and French, all written by orders/line-choices.ts. The clock is pinned (Wednesday 09:00
// of the seed's week 0) before anything is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { CartReply, KitchenNumbersReply, MenuDayReply, OrderReply, PlaceOrderReply, type PlaceOrderBody } from '@mijote/contracts';
import { checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';
import { choiceLines } from '../src/modules/orders/line-choices.js';

let t: OrdersApp;
let salmon: number;
let rice: number;
let classic: number;
/** the classic box's first four offered choices, with their titles */
let offered: { id: number; en: string; fr: string }[];

const RICE = { en: 'Wild rice pilaf', fr: 'Pilaf de riz sauvage' };
const SIDE = { en: `Side: ${RICE.en}`, fr: `Accompagnement : ${RICE.fr}` };

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  // a long choice wraps in its table cell: one space for any run of white space
  return (text as string).replace(/\s+/g, ' ');
}

async function placed(s: Session, body: PlaceOrderBody): Promise<number> {
  const res = await t.order(s, body);
  expect(res.statusCode, res.body).toBe(200);
  return PlaceOrderReply.parse(res.json()).Id;
}

const salmonWithRice = () => ({
  items: { thursday: [item(salmon, 2, { customizations: { fullPortion: true, sides: [rice] } }, t.now())] },
});
/** two classic boxes: choices 1 + 2, then 3 + 4 */
const twoBoxes = () => ({
  items: {
    catering: [
      item(
        classic,
        2,
        {
          customizations: {
            fullPortion: true,
            sides: [],
            choices: [
              [offered[0]!.id, offered[1]!.id],
              [offered[2]!.id, offered[3]!.id],
            ],
          },
        },
        t.now(),
      ),
    ],
  },
});
const boxLines = (lang: 'en' | 'fr') => {
  const word = lang === 'en' ? 'Box' : 'Boîte';
  const colon = lang === 'en' ? ':' : ' :';
  return [`${word} 1${colon} ${offered[0]![lang]} + ${offered[1]![lang]}`, `${word} 2${colon} ${offered[2]![lang]} + ${offered[3]![lang]}`];
};

async function confirmationMail(s: Session, id: number): Promise<string> {
  const [mail] = await t.rows<{ text: string; html: string }>(
    sql`select text, html from email_outbox where account_id = ${s.id} and template = 'order-confirmation' and subject like ${`%${id}%`}`,
  );
  expect(mail, `the confirmation e-mail of order ${id}`).toBeDefined();
  return `${mail!.text}\n${mail!.html}`;
}

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00');
  salmon = await t.productId('md-maple-salmon'); // Thursday of week 0, requires a side
  rice = await t.productId('md-side-wild-rice');
  classic = await t.productId('cat-classic-lunch-box');
  const titles = async (lang: 'en' | 'fr') => {
    const menu = MenuDayReply.parse((await t.req(null, 'GET', `/api/catering/menus/products/current?language=${lang}`)).json());
    return (menu.day.products.find((p) => p.Id === classic)?.LunchBoxChoices ?? []).slice(0, 4);
  };
  const [en, fr] = [await titles('en'), await titles('fr')];
  offered = en.map((c, i) => ({ id: c.Id, en: c.Title, fr: fr[i]!.Title }));
  expect(offered).toHaveLength(4);
  expect(offered.every((c) => c.en && c.fr && c.en !== c.fr)).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

describe('the display lines (orders/line-choices.ts)', () => {
  it.each([
    ['en', { sides: ['Rice'], boxes: [] }, ['Side: Rice']],
    ['fr', { sides: ['Riz'], boxes: [] }, ['Accompagnement : Riz']],
    ['en', { sides: ['Rice', 'Salad'], boxes: [] }, ['Sides: Rice, Salad']],
    ['fr', { sides: ['Riz', 'Salade'], boxes: [] }, ['Accompagnements : Riz, Salade']],
    [
      'en',
      {
        sides: [],
        boxes: [
          ['A', 'B'],
          ['', ''],
          ['C', ''],
        ],
      },
      ['Box 1: A + B', 'Box 3: C'],
    ],
    ['fr', { sides: [], boxes: [['A', 'B']] }, ['Boîte 1 : A + B']],
    ['en', { sides: [], boxes: [] }, []],
  ] as const)('%s %o → %o', (lang, c, lines) => {
    expect(choiceLines({ sides: [...c.sides], boxes: c.boxes.map((b) => [...b]) }, lang)).toEqual(lines);
  });
});

describe.each(['en', 'fr'] as const)('%s: a dish with its required side', (lang) => {
  it('the priced cart (Confirm), the order reply, the invoice PDF and the e-mail name the side', async () => {
    const s = await t.customer();
    const priced = CartReply.parse(
      (await t.req(null, 'POST', '/api/cart/price', { store: 'mealDelivery', language: lang, cart: salmonWithRice() })).json(),
    );
    expect(priced.lines.map((l) => l.choiceLines)).toEqual([[SIDE[lang]]]);

    const id = await placed(s, checkout(salmonWithRice(), await t.token(), { language: lang }));
    for (const reader of ['en', 'fr'] as const) {
      const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}?language=${reader}`)).json());
      expect(order.details.map((d) => [d.productId, d.sides, d.choices, d.choiceLines])).toEqual([
        [salmon, [RICE[reader]], [], [SIDE[reader]]],
      ]);
      const pdf = await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders/${id}/invoice.pdf?language=${reader}`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain(SIDE[reader]);
    }
    // the e-mail is in the language the order was placed in, and only that one
    const mail = await confirmationMail(s, id);
    expect(mail).toContain(SIDE[lang]);
    expect(mail).not.toContain(SIDE[lang === 'en' ? 'fr' : 'en']);
  });
});

describe.each(['en', 'fr'] as const)('%s: a catering order of two lunch boxes', (lang) => {
  it('each box’s choices show on the priced cart, the order reply, the invoice PDF and the e-mail', async () => {
    const s = await t.customer();
    const priced = CartReply.parse(
      (await t.req(null, 'POST', '/api/cart/price', { store: 'catering', language: lang, cart: twoBoxes() })).json(),
    );
    expect(priced.lines.map((l) => l.choiceLines)).toEqual([boxLines(lang)]);

    const body = checkout(twoBoxes(), await t.token(), {
      store: 'catering',
      language: lang,
      deliveryDate: t.day(4),
      deliveryTime: '10:00',
    });
    const id = await placed(s, body);
    for (const reader of ['en', 'fr'] as const) {
      const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}?language=${reader}`)).json());
      const line = order.details.find((d) => d.productId === classic)!;
      expect(line.sides).toEqual([]);
      expect(line.choiceLines).toEqual(boxLines(reader));
      const pdf = await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders/${id}/invoice.pdf?language=${reader}`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const l of boxLines(reader)) expect(text).toContain(l);
    }
    const mail = await confirmationMail(s, id);
    for (const l of boxLines(lang)) expect(mail).toContain(l);
  });
});

describe("the kitchen's numbers (issue 30)", () => {
  it('count the side with each portion it comes with, beside the dish, on the delivery day', async () => {
    const su = await t.customer({ userTypeCd: 'SU' });
    const s = await t.customer();
    const id = await placed(s, checkout(salmonWithRice(), await t.token()));
    const [row] = await t.rows<{ d: string }>(
      sql`select to_char(required_by, 'YYYY-MM-DD') as d from invoice_cart_detail where invoice_id = ${id}`,
    );
    const day = row!.d;
    const res = await t.req(su, 'GET', `/api/orders/kitchen-numbers/meal-delivery?startDate=${day}&endDate=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const reply = KitchenNumbersReply.parse(res.json());
    const before = reply.rows.find((r) => r.productId === salmon)!.portions;
    const side = reply.sides.find((r) => r.productId === rice);
    expect(side).toMatchObject({ title: RICE.en, titleFr: RICE.fr, date: day });
    // every salmon of the day came with rice in this suite: as many rice as salmon portions
    expect(side!.count).toBe(before);
    // one more order of 2: 2 more of each
    await placed(await t.customer(), checkout(salmonWithRice(), await t.token()));
    const after = KitchenNumbersReply.parse(
      (await t.req(su, 'GET', `/api/orders/kitchen-numbers/meal-delivery?startDate=${day}&endDate=${day}`)).json(),
    );
    expect(after.sides.find((r) => r.productId === rice)!.count).toBe(side!.count + 2);
    expect(after.rows.find((r) => r.productId === salmon)!.portions).toBe(before + 2);
    // and each label of the dish names the side it goes with, in both languages
    const pdf = await t.req(su, 'GET', `/api/orders/print-labels/meal-delivery?startDate=${day}&endDate=${day}`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    const sideLines = text.split(`+ ${RICE.en} · ${RICE.fr}`).length - 1;
    expect(sideLines).toBe(after.sides.find((r) => r.productId === rice)!.count);
  });
});
