// Gift cards go by e-mail (issue 11, ADR 214), through the API on the seeded database: a cart of
// gift cards only needs their recipient (name, e-mail, message) and no delivery address, date or
// time; the server refuses an order without one; the paid order issues the cards for the
// recipient and queues a bilingual e-mail with the codes (outbox); the buyer's confirmation says
// where they went, without the codes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AccountOrdersReply, ErrorReply, OrderReply, PlaceOrderReply } from '@mijote/contracts';
import { formatMoney } from '@mijote/domain';
import { checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';

let t: OrdersApp;
beforeAll(async () => {
  t = await createOrdersApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.at(t.day(2), '09:00:00');
});

const RECIPIENT = { name: 'Léa Gagnon', email: 'lea.gagnon@example.com', message: 'Joyeux anniversaire, bon appétit!' };
const invoices = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice`))[0]!.n;

async function cardsOnly() {
  const card = await t.productId('store-gift-card-25');
  return { items: { generic: [item(card, 2, {}, t.now())] } };
}

describe('a gift card checkout (ADR 214)', () => {
  it('needs the recipient, checked on the server: none, no name or a bad e-mail is refused and writes nothing', async () => {
    const s = await t.customer();
    const cart = await cardsOnly();
    const before = await invoices();
    const none = await t.order(s, checkout(cart, await t.token(), { store: 'generic', deliveryAddress: null }));
    expect(none.statusCode, none.body).toBe(400);
    expect(ErrorReply.parse(none.json()).code).toBe('gift-card-recipient-required');
    for (const bad of [
      { ...RECIPIENT, name: '   ' },
      { ...RECIPIENT, email: 'lea@' },
      { ...RECIPIENT, message: 'x'.repeat(501) },
    ]) {
      const res = await t.order(s, checkout(cart, await t.token(), { store: 'generic', deliveryAddress: null, giftCardRecipient: bad }));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(ErrorReply.parse(res.json()).code).toBe('validation-failed');
    }
    expect(await invoices()).toBe(before);
  });

  it('asks no address, date or time; the recipient receives a bilingual e-mail with the codes; the buyer is told where they went', async () => {
    const s = await t.customer();
    const res = await t.order(
      s,
      checkout(await cardsOnly(), await t.token(), { store: 'generic', deliveryAddress: null, giftCardRecipient: RECIPIENT }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const [inv] = await t.rows<{ status: string; delivery_address: unknown; delivery_date: string | null; total_cents: number }>(
      sql`select status, delivery_address, delivery_date::text, total_cents from invoice where id = ${id}`,
    );
    expect(inv).toEqual({ status: 'P', delivery_address: null, delivery_date: null, total_cents: 5000 });

    const cards = await t.rows<{ code: string; recipient_name: string; recipient_email: string; message: string; balance_cents: number }>(
      sql`select code, recipient_name, recipient_email, message, balance_cents from gift_card where invoice_id = ${id} order by id`,
    );
    expect(cards).toHaveLength(2);
    for (const c of cards) {
      expect(c).toMatchObject({
        recipient_name: RECIPIENT.name,
        recipient_email: RECIPIENT.email,
        message: RECIPIENT.message,
        balance_cents: 2500,
      });
    }

    const mails = await t.rows<{ to: string; subject: string; text: string; html: string }>(
      sql`select "to", subject, text, html from email_outbox where template = 'gift-card' and "to" = ${RECIPIENT.email}`,
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('A Mijote gift card for you / Une carte-cadeau Mijote pour vous');
    for (const c of cards) expect(mail.text.split(c.code)).toHaveLength(3); // each code, in both languages
    expect(mail.text).toContain('Hello Léa Gagnon');
    expect(mail.text).toContain('Bonjour Léa Gagnon');
    expect(mail.text).toContain(RECIPIENT.message);
    expect(mail.text).toContain(`Gift card of ${formatMoney(2500, 'en')}:`);
    expect(mail.text).toContain(`Carte-cadeau de ${formatMoney(2500, 'fr')} :`);
    expect(mail.html).toContain('Joyeux anniversaire, bon appétit!');

    const [confirmation] = await t.rows<{ text: string }>(
      sql`select text from email_outbox where account_id = ${s.id} and template = 'order-confirmation'`,
    );
    expect(confirmation!.text).toContain(`Your gift card was e-mailed to ${RECIPIENT.email}`);
    for (const c of cards) expect(confirmation!.text).not.toContain(c.code);
    // nothing is delivered: the confirmation says where the cards went (issue 11)
    expect(confirmation!.text).toContain('Service: Gift card sent by e-mail to its recipient (nothing is delivered)');
    expect(confirmation!.text).not.toContain('Service: Delivery');
    expect(confirmation!.text).not.toContain('Delivery date');
  });

  it('is read back as sent by e-mail to its recipient: the order and the history name them, nothing is delivered (issue 28)', async () => {
    const s = await t.customer();
    const res = await t.order(
      s,
      checkout(await cardsOnly(), await t.token(), { store: 'generic', deliveryAddress: null, giftCardRecipient: RECIPIENT }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const expected = { recipientName: RECIPIENT.name, recipientEmail: RECIPIENT.email, only: true };
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}`)).json());
    expect(order.giftCards).toEqual(expected);
    expect(order).toMatchObject({ deliveryDate: null, deliveryAddress: null, deliveryCharge: 0 });
    const history = AccountOrdersReply.parse((await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders`)).json());
    expect(history.find((o) => o.Id === id)?.giftCards).toEqual(expected);

    // a card beside a special: the recipient is named, and the order is still delivered
    const card = await t.productId('store-gift-card-25');
    const syrup = await t.productId('store-maple-syrup');
    const mixed = await t.order(
      s,
      checkout({ items: { generic: [item(card, 1, {}, t.now()), item(syrup, 1, {}, t.now())] } }, await t.token(), {
        store: 'generic',
        deliveryDate: t.day(4),
        deliveryTime: '10:00',
        giftCardRecipient: RECIPIENT,
      }),
    );
    expect(mixed.statusCode, mixed.body).toBe(200);
    const mixedId = PlaceOrderReply.parse(mixed.json()).Id;
    expect(OrderReply.parse((await t.req(s, 'GET', `/api/orders/${mixedId}`)).json()).giftCards).toEqual({ ...expected, only: false });
    // an order without a gift card has none
    const after = AccountOrdersReply.parse((await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders`)).json());
    expect(after.map((o) => [o.Id, o.giftCards?.only ?? null])).toEqual([
      [mixedId, false],
      [id, true],
    ]);
  });

  it('a tip set on a cart of gift cards only is not charged: nobody delivers them (issue 28)', async () => {
    const s = await t.customer();
    const cart = { ...(await cardsOnly()), tipAmount: 300 };
    const res = await t.order(
      s,
      checkout(cart, await t.token(), { store: 'generic', deliveryAddress: null, giftCardRecipient: RECIPIENT }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = PlaceOrderReply.parse(res.json()).Id;
    const [inv] = await t.rows<{ tip_cents: number; total_cents: number }>(
      sql`select tip_cents, total_cents from invoice where id = ${id}`,
    );
    expect(inv).toEqual({ tip_cents: 0, total_cents: 5000 });
  });

  it('a cart with a special too still needs its delivery date and time, and the recipient for its card', async () => {
    const s = await t.customer();
    const card = await t.productId('store-gift-card-25');
    const syrup = await t.productId('store-maple-syrup');
    const cart = { items: { generic: [item(card, 1, {}, t.now()), item(syrup, 1, {}, t.now())] } };
    const noDate = await t.order(s, checkout(cart, await t.token(), { store: 'generic', giftCardRecipient: RECIPIENT }));
    expect(noDate.statusCode, noDate.body).toBe(400);
    expect(ErrorReply.parse(noDate.json()).code).toBe('delivery-date-required');
    const noRecipient = await t.order(
      s,
      checkout(cart, await t.token(), { store: 'generic', deliveryDate: t.day(4), deliveryTime: '10:00' }),
    );
    expect(ErrorReply.parse(noRecipient.json()).code).toBe('gift-card-recipient-required');
    const ok = await t.order(
      s,
      checkout(cart, await t.token(), { store: 'generic', deliveryDate: t.day(4), deliveryTime: '10:00', giftCardRecipient: RECIPIENT }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
