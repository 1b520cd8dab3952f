// The bistro (restaurant) store end to end on the server (issue 12; ADR 231): the times a bistro
// offers and accepts at each boundary (pickup and eat-in from now + 45 min to closing, delivery from
// the first to the last delivery, 11:45 and 12:00 pushed, 15-minute steps), a bistro closed for the
// day (after hours, its holiday), the DST day, a disabled bistro, an unknown or missing bistro, the
// fees (none for pickup and eat-in, the zone's for delivery, outside the zone refused), the bistro
// on the order and its copy of the e-mail, and the bistro's kitchen capacity per slot. The clock is
// pinned (Wednesday 09:00 of the seed's week 0) before anything is made.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DeliveryTimesReply, ErrorReply, OrderReply, type PlaceOrderBody } from '@mijote/contracts';
import { ADDRESS, checkout, createOrdersApp, item, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let s: Session;
let token: string;
let kirkland: number;
let dorval: number;
let souvlaki: number;

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00'); // Wednesday of week 0
  s = await t.customer();
  kirkland = await t.franchiseId('bistro-kirkland'); // 07:30–19:30, delivery 11:30–19:00; zone H9H $3.95 … H9R $5.95
  dorval = await t.franchiseId('bistro-dorval');
  souvlaki = await t.productId('bis-chicken-brochette'); // $15.95, eat-in $15.45 in every bistro
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.at(t.day(2), '09:00:00');
  // a session of its own: tests move the clock by hours (a session is idle after 30 min)
  s = await t.customer();
  token = await t.token();
});

const today = () => t.day(2);
const cart = (n = 1, franchiseId: number | null = kirkland) => ({ items: { restaurant: [item(souvlaki, n, {}, t.now())] }, franchiseId });

function franchiseBody(extra: Partial<PlaceOrderBody> = {}, n = 1): PlaceOrderBody {
  const franchiseId = extra.franchiseId === undefined ? kirkland : extra.franchiseId;
  return checkout(cart(n, franchiseId ?? null), token, {
    store: 'restaurant',
    franchiseId,
    checkoutProcedure: 'pickup',
    deliveryAddress: null,
    deliveryDate: today(),
    deliveryTime: '12:30',
    ...extra,
  });
}

const delivery = (extra: Partial<PlaceOrderBody> = {}) =>
  franchiseBody({ checkoutProcedure: 'delivery', deliveryAddress: { ...ADDRESS, postalCode: 'H9H 1A1' }, ...extra });

async function refused(who: Session, body: PlaceOrderBody, status: number, code: string) {
  const res = await t.order(who, body);
  expect(res.statusCode, res.body).toBe(status);
  const err = ErrorReply.parse(res.json());
  expect(err.code).toBe(code);
  return err;
}

async function placed(who: Session, body: PlaceOrderBody): Promise<number> {
  const res = await t.order(who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id as number;
}

async function times(procedure: string, franchiseId: number | string = kirkland) {
  const res = await t.req(s, 'GET', `/api/restaurant/delivery-times?franchiseId=${franchiseId}&procedure=${procedure}`);
  expect(res.statusCode, res.body).toBe(200);
  return DeliveryTimesReply.parse(res.json());
}

describe('the times a bistro offers (GET /restaurant/delivery-times)', () => {
  it('pickup and eat-in: today from now + 45 min to closing, then each day from opening; 15-minute steps', async () => {
    for (const procedure of ['pickup', 'eat-in']) {
      const reply = await times(procedure);
      expect(reply.store).toBe('restaurant');
      const [first, second] = reply.days;
      expect(first!.date).toBe(today());
      expect(first!.times[0]!.time).toBe('09:45');
      expect(first!.times.at(-1)!.time).toBe('19:30');
      expect(first!.times.map((x) => x.time)).toContain('12:00'); // only delivery skips 11:45 and 12:00
      expect(second!.date).toBe(t.day(3));
      expect(second!.times[0]!.time).toBe('07:30');
    }
  });

  it('between two steps the first time is the next step after now + 45 min', async () => {
    t.at(today(), '09:05:00');
    s = await t.customer();
    expect((await times('pickup')).days[0]!.times[0]!.time).toBe('10:00');
  });

  it('delivery: from the first to the last delivery time, without 11:45 and 12:00', async () => {
    const list = (await times('delivery')).days[0]!.times.map((x) => x.time);
    expect(list[0]).toBe('11:30');
    expect(list.at(-1)).toBe('19:00');
    expect(list).not.toContain('11:45');
    expect(list).not.toContain('12:00');
    expect(list).toContain('12:15');
  });

  it('after hours the bistro is closed for today: its times start tomorrow at opening', async () => {
    t.at(today(), '18:50:00'); // 19:35 is past the 19:30 closing
    s = await t.customer();
    const pickup = await times('pickup');
    expect(pickup.days[0]!.date).toBe(t.day(3));
    expect(pickup.days[0]!.times[0]!.time).toBe('07:30');
    const del = await times('delivery');
    expect(del.days[0]!.date).toBe(t.day(3));
  });

  it('an unknown, missing or disabled bistro is refused with its own code', async () => {
    const unknown = await t.req(s, 'GET', '/api/restaurant/delivery-times?franchiseId=99999');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorReply.parse(unknown.json()).code).toBe('franchise-not-found');
    expect((await t.req(s, 'GET', '/api/restaurant/delivery-times')).statusCode).toBe(400);
    await t.db.db.execute(sql`update franchise set enabled = false where id = ${dorval}`);
    try {
      const disabled = await t.req(s, 'GET', `/api/restaurant/delivery-times?franchiseId=${dorval}`);
      expect(disabled.statusCode).toBe(409);
      expect(ErrorReply.parse(disabled.json()).code).toBe('franchise-disabled');
    } finally {
      await t.db.db.execute(sql`update franchise set enabled = true where id = ${dorval}`);
    }
  });
});

describe('the times a bistro order is accepted at (customer-side §5, §9)', () => {
  it.each([
    ['pickup', '09:30', 'time-outside-range'],
    ['pickup', '09:45', 'ok'],
    ['pickup', '19:30', 'ok'],
    ['pickup', '19:45', 'time-outside-range'],
    ['pickup', '10:10', 'time-outside-range'], // not on the 15-minute grid
    ['eat-in', '09:30', 'time-outside-range'],
    ['eat-in', '09:45', 'ok'],
    ['eat-in', '19:45', 'time-outside-range'],
    ['delivery', '11:15', 'time-outside-range'],
    ['delivery', '11:30', 'ok'],
    ['delivery', '11:45', 'time-outside-range'],
    ['delivery', '12:00', 'time-outside-range'],
    ['delivery', '19:00', 'ok'],
    ['delivery', '19:15', 'time-outside-range'],
  ] as const)('%s today at %s → %s', async (procedure, time, out) => {
    const body =
      procedure === 'delivery' ? delivery({ deliveryTime: time }) : franchiseBody({ checkoutProcedure: procedure, deliveryTime: time });
    if (out === 'ok') await placed(s, body);
    else expect((await refused(s, body, 400, out)).message).toBe("The selected time isn't valid for this restaurant's range");
  });

  it('no time gives order-select-time; a day past the 14-day horizon or in the past is refused', async () => {
    await refused(s, franchiseBody({ deliveryTime: null }), 400, 'order-select-time');
    await refused(s, franchiseBody({ deliveryDate: t.day(2 + 15), deliveryTime: '12:00' }), 400, 'time-outside-range');
    await refused(s, franchiseBody({ deliveryDate: t.day(1), deliveryTime: '12:00' }), 400, 'time-outside-range');
    await placed(s, franchiseBody({ deliveryDate: t.day(2 + 14), deliveryTime: '07:30' }));
  });

  it('a bistro closed for the rest of the day (after hours) takes no order for today', async () => {
    t.at(today(), '18:50:00');
    s = await t.customer();
    await refused(s, franchiseBody({ deliveryTime: '19:30' }), 400, 'time-outside-range');
    await placed(s, franchiseBody({ deliveryDate: t.day(3), deliveryTime: '07:30' }));
  });

  it('on the bistro’s own holiday nothing is offered nor accepted; another bistro stays open', async () => {
    const [, month, day] = t.day(3).split('-').map(Number);
    await t.db.db.execute(
      sql`insert into holiday (day, month, name_en, name_fr, franchise_id) values (${day}, ${month}, 'Renovations', 'Rénovations', ${kirkland})`,
    );
    try {
      await refused(s, franchiseBody({ deliveryDate: t.day(3), deliveryTime: '12:30' }), 400, 'time-outside-range');
      expect((await times('pickup')).days.map((d) => d.date)).not.toContain(t.day(3));
      expect((await times('pickup', dorval)).days.map((d) => d.date)).toContain(t.day(3));
      await placed(s, franchiseBody({ franchiseId: dorval, deliveryDate: t.day(3), deliveryTime: '12:30' }));
    } finally {
      await t.db.db.execute(sql`delete from holiday where name_en = 'Renovations'`);
    }
  });

  it('on the day the clocks go back (2026-11-01) the 45 minutes and the opening are wall-clock times', async () => {
    t.at('2026-10-31', '23:30:00');
    s = await t.customer();
    const dst = s;
    token = await t.token();
    const pickup = await times('pickup');
    expect(pickup.days[0]).toMatchObject({ date: '2026-11-01' });
    expect(pickup.days[0]!.times[0]!.time).toBe('07:30');
    await refused(dst, franchiseBody({ deliveryDate: '2026-11-01', deliveryTime: '07:15' }), 400, 'time-outside-range');
    await placed(dst, franchiseBody({ deliveryDate: '2026-11-01', deliveryTime: '07:30' }));
    t.at('2026-11-01', '09:00:00');
    s = await t.customer();
    expect((await times('pickup')).days[0]!.times[0]!.time).toBe('09:45');
    await refused(s, franchiseBody({ deliveryDate: '2026-11-01', deliveryTime: '09:30' }), 400, 'time-outside-range');
    await placed(s, franchiseBody({ deliveryDate: '2026-11-01', deliveryTime: '09:45' }));
  });
});

describe('which bistro', () => {
  it('no bistro, an unknown one, a disabled one: each refused with its own code, nothing written', async () => {
    const before = (await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice where account_id = ${s.id}`))[0]!.n;
    await refused(s, franchiseBody({ franchiseId: null }), 400, 'franchise-required');
    await refused(s, franchiseBody({ franchiseId: 99999 }), 404, 'franchise-not-found');
    await t.db.db.execute(sql`update franchise set enabled = false where id = ${dorval}`);
    try {
      await refused(s, franchiseBody({ franchiseId: dorval }), 409, 'franchise-disabled');
      const menu = await t.req(s, 'GET', `/api/restaurant/menus/products/current?franchiseId=${dorval}`);
      expect(menu.statusCode).toBe(404);
    } finally {
      await t.db.db.execute(sql`update franchise set enabled = true where id = ${dorval}`);
    }
    const after = (await t.rows<{ n: number }>(sql`select count(*)::int as n from invoice where account_id = ${s.id}`))[0]!.n;
    expect(after).toBe(before);
  });
});

describe('fees, the order and the e-mails', () => {
  const invoiceOf = async (id: number) =>
    (
      await t.rows<{ delivery_charge_cents: number; subtotal_cents: number; franchise_id: number; checkout_procedure: string }>(
        sql`select delivery_charge_cents, subtotal_cents, franchise_id, checkout_procedure from invoice where id = ${id}`,
      )
    )[0]!;

  it('pickup carries no delivery fee, even with a postal code on the cart', async () => {
    const id = await placed(s, franchiseBody({ cart: { ...cart(2), postalCode: 'H9H 1A1' } }));
    expect(await invoiceOf(id)).toEqual({
      delivery_charge_cents: 0,
      subtotal_cents: 2 * 1595,
      franchise_id: kirkland,
      checkout_procedure: 'pickup',
    });
  });

  it('eat-in carries no delivery fee and is priced at the bistro’s counter price', async () => {
    const id = await placed(s, franchiseBody({ checkoutProcedure: 'eat-in' }));
    expect(await invoiceOf(id)).toMatchObject({ delivery_charge_cents: 0, subtotal_cents: 1545, checkout_procedure: 'eat-in' });
  });

  it('delivery in the zone pays the zone’s fee (H9H $3.95, H9R $5.95); the priced cart shows it first', async () => {
    const priced = await t.req(s, 'PUT', '/api/cart', {
      store: 'restaurant',
      cart: { ...cart(1), checkoutProcedure: 'delivery', postalCode: 'H9H 1A1' },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().totals).toMatchObject({ deliveryFees: 395, deliveryFeesByGroup: { restaurant: 395 } });
    const near = await placed(s, delivery());
    expect((await invoiceOf(near)).delivery_charge_cents).toBe(395);
    const far = await placed(s, delivery({ deliveryAddress: { ...ADDRESS, postalCode: 'H9R 1A1' } }));
    expect((await invoiceOf(far)).delivery_charge_cents).toBe(595);
  });

  it('an address outside the bistro’s zone (Dorval’s H9S for Kirkland) is refused; no address, address-required', async () => {
    await refused(s, delivery({ deliveryAddress: { ...ADDRESS, postalCode: 'H9S 1A1' } }), 400, 'not-served-area');
    await refused(s, delivery({ deliveryAddress: null }), 400, 'address-required');
    await placed(s, delivery({ franchiseId: dorval, deliveryAddress: { ...ADDRESS, postalCode: 'H9S 1A1' }, deliveryTime: '13:00' }));
  });

  it('the order carries the bistro; the customer’s e-mail names it and the bistro receives its copy', async () => {
    const id = await placed(s, delivery({ language: 'fr', deliveryTime: '12:15' }));
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}`)).json());
    expect(order).toMatchObject({ store: 'restaurant', franchiseId: kirkland, deliveryTime: '12:15' });
    const mails = await t.rows<{ to: string; template: string; text: string; account_id: number | null }>(
      sql`select "to", template, text, account_id from email_outbox where subject like ${`%${id}%`} order by id`,
    );
    const mine = mails.find((m) => m.template === 'order-confirmation')!;
    expect(mine.account_id).toBe(s.id);
    expect(mine.text).toContain('Bistro Mijote – Kirkland');
    const copy = mails.find((m) => m.template === 'order-bistro-copy')!;
    expect(copy).toMatchObject({ to: 'kirkland@mijote.test', account_id: null });
    expect(copy.text).toContain('Bistro Mijote – Kirkland');
    expect(copy.text).toContain('12:15');
  });

  it('a declined order sends no copy to the bistro', async () => {
    const res = await t.order(s, { ...franchiseBody({ deliveryTime: '16:00' }), card: { token: await t.token('4000000000000002') } });
    expect(res.statusCode).toBe(402);
    const [n] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where template = 'order-bistro-copy' and text like '%16:00%'`,
    );
    expect(n!.n).toBe(0);
  });
});

describe('the bistro’s kitchen capacity per slot (ADR 221)', () => {
  const setSlot = (n: number) =>
    t.db.db.execute(sql`update kitchen_capacity set slot_portions = ${n} where store_kind = 'restaurant' and franchise_id = ${kirkland}`);

  it('the seed gives each bistro a row', async () => {
    const rows = await t.rows<{ n: number }>(sql`select count(*)::int as n from kitchen_capacity where store_kind = 'restaurant'`);
    const franchises = await t.rows<{ n: number }>(sql`select count(*)::int as n from franchise`);
    expect(rows[0]!.n).toBe(franchises[0]!.n);
  });

  it('a slot of 10: 4 + 6 fit, one more is refused with slot-full, the full slot is not offered, another bistro is not affected', async () => {
    const date = t.day(4);
    await setSlot(10);
    try {
      await placed(s, franchiseBody({ deliveryDate: date, deliveryTime: '13:00' }, 4));
      const err = await refused(s, franchiseBody({ deliveryDate: date, deliveryTime: '13:00' }, 7), 409, 'slot-full');
      expect(err.params).toMatchObject({ remaining: 6, portions: 7, time: '13:00' });
      await placed(s, franchiseBody({ deliveryDate: date, deliveryTime: '13:00' }, 6));
      await refused(s, franchiseBody({ deliveryDate: date, deliveryTime: '13:00' }, 1), 409, 'slot-full');
      await placed(s, franchiseBody({ franchiseId: dorval, deliveryDate: date, deliveryTime: '13:00' }, 1));
      const day = (await times('pickup')).days.find((d) => d.date === date)!;
      expect(day.times.map((x) => x.time)).not.toContain('13:00');
      expect(day.times.find((x) => x.time === '13:15')?.remaining).toBe(10);
    } finally {
      await setSlot(30);
    }
  });
});
