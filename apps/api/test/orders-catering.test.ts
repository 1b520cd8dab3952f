// The catering store end to end on the server (issue 12): its menu, sides, delivery areas and
// times; the delivery window at each boundary (two days ahead 06:45/07:00, 11:45 and 12:00 pushed,
// 17:00/17:15, holidays, the DST day, a master login from 05:00 and without the 17:00 limit); the
// lunch-box choice counts; the served address and its catering fee; people and options on the
// order, its reply, the history and the e-mail; custom products and advanced options of a master
// login; the kitchen capacity per slot and per day. The clock is pinned before anything is made.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AccountOrdersReply,
  DeliveryLocationListReply,
  DeliveryTimesReply,
  ErrorReply,
  MenuDayReply,
  OrderAgainReply,
  OrderReply,
  SideListReply,
  type PlaceOrderBody,
} from '@mijote/contracts';
import { ADDRESS, checkout, createOrdersApp, item, SANDBOX_CARDS, type OrdersApp } from './orders-helpers.js';
import type { Session } from './fixtures/accounts.js';

let t: OrdersApp;
let s: Session;
let token: string;
let box: { classic: number; salad: number; morning: number; pastries: number; platter: number; custom: number; side: number };
let choicesOf: Map<number, number[]>;

beforeAll(async () => {
  t = await createOrdersApp();
  t.at(t.day(2), '09:00:00'); // Wednesday of week 0
  s = await t.customer();
  box = {
    classic: await t.productId('cat-classic-lunch-box'),
    salad: await t.productId('cat-salad-lunch-box'),
    morning: await t.productId('cat-morning-box'),
    pastries: await t.productId('cat-viennoiserie-platter'),
    platter: await t.productId('cat-quebec-cheese-platter'),
    custom: await t.productId('cat-custom-product'),
    side: await t.productId('cat-side-green-salad'),
  };
  const menu = MenuDayReply.parse((await t.req(null, 'GET', '/api/catering/menus/products/current')).json());
  choicesOf = new Map(menu.day.products.map((p) => [p.Id, (p.LunchBoxChoices ?? []).map((c) => c.Id)]));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.at(t.day(2), '09:00:00');
  token = await t.token();
});

/** n ids the box offers (its first ones, in turn). */
const pick = (productId: number, n: number, from = 0): number[] => {
  const offered = choicesOf.get(productId) ?? [];
  return Array.from({ length: n }, (_, i) => offered[(from + i) % offered.length]!);
};

function cateringBody(cart: Parameters<typeof checkout>[0], extra: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return checkout(cart, token, { store: 'catering', deliveryDate: t.day(4), deliveryTime: '10:00', ...extra });
}

/** One classic box with its two choices (the smallest valid catering cart). */
const oneBox = () => ({
  items: {
    catering: [item(box.classic, 1, { customizations: { fullPortion: true, sides: [], choices: [pick(box.classic, 2)] } }, t.now())],
  },
});

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

describe('the catering catalogue', () => {
  it('the menu holds platters, lunch boxes with their choices, hot buffets and morning snacks, not the sides nor the custom product', async () => {
    const res = await t.req(null, 'GET', '/api/catering/menus/products/current?language=fr');
    expect(res.statusCode).toBe(200);
    const menu = MenuDayReply.parse(res.json());
    const types = new Set(menu.day.products.map((p) => p.ProductTypeCd));
    for (const type of ['TR', 'SW', 'SC', 'HD', 'LB', 'HB', 'MO']) expect(types.has(type), type).toBe(true);
    expect(types.has('SI')).toBe(false);
    expect(menu.day.products.some((p) => p.Id === box.custom)).toBe(false);
    const classic = menu.day.products.find((p) => p.Id === box.classic)!;
    expect(classic.LunchBoxChoiceCount).toBe(2);
    expect(classic.LunchBoxChoices!.length).toBeGreaterThan(2);
    expect(menu.day.products.find((p) => p.Id === box.morning)!.LunchBoxChoices!.length).toBeGreaterThanOrEqual(4);
    expect(menu.day.products.find((p) => p.Id === box.pastries)!.LunchBoxChoices).toEqual([]);
    expect(menu.day.products.every((p) => p.Available)).toBe(true);
  });

  it('sides, delivery areas with their catering fees, and today’s holiday', async () => {
    const sides = SideListReply.parse((await t.req(null, 'GET', '/api/catering/sides')).json());
    expect(sides.map((p) => p.Id)).toContain(box.side);
    const areas = DeliveryLocationListReply.parse((await t.req(null, 'GET', '/api/catering/delivery-locations')).json());
    expect(areas.find((a) => a.Code === 'H9R')?.CateringDeliveryFeeCents).toBe(1495);
    const lookup = (await t.req(null, 'GET', '/api/postal-codes?code=H9R1A1')).json();
    expect(lookup.served).toBe(true);
    expect(lookup.match.CateringDeliveryFeeCents).toBe(1495);
    expect((await t.req(null, 'GET', '/api/catering/holidays/today')).statusCode).toBe(200);
  });
});

describe('the delivery window (customer-side §9; ADR 026)', () => {
  it.each([
    ['06:45', 'time-outside-range'],
    ['07:00', 'ok'],
    ['11:30', 'ok'],
    ['11:45', 'time-outside-range'],
    ['12:00', 'time-outside-range'],
    ['12:15', 'ok'],
    ['17:00', 'ok'],
    ['17:15', 'time-outside-range'],
  ])('two days ahead at %s → %s', async (time, out) => {
    const body = cateringBody(oneBox(), { deliveryTime: time });
    if (out === 'ok') await placed(s, body);
    else await refused(s, body, 400, out);
  });

  it('tomorrow is too early, a missing time gives order-select-time, a holiday offers nothing', async () => {
    await refused(s, cateringBody(oneBox(), { deliveryDate: t.day(3), deliveryTime: '16:00' }), 400, 'time-outside-range');
    await refused(s, cateringBody(oneBox(), { deliveryTime: null }), 400, 'order-select-time');
    await refused(s, cateringBody(oneBox(), { deliveryDate: null }), 400, 'delivery-date-required');
    const [, month, day] = t.day(4).split('-').map(Number);
    await t.db.db.execute(sql`insert into holiday (day, month, name_en, name_fr) values (${day}, ${month}, 'Test day', 'Jour test')`);
    try {
      await refused(s, cateringBody(oneBox()), 400, 'time-outside-range');
      const times = DeliveryTimesReply.parse((await t.req(s, 'GET', '/api/catering/delivery-times')).json());
      expect(times.days.map((d) => d.date)).not.toContain(t.day(4));
    } finally {
      await t.db.db.execute(sql`delete from holiday`);
    }
  });

  it('on the day the clocks go back (2026-11-01), 07:00 two days ahead is wall-clock time', async () => {
    t.at('2026-10-30', '09:00:00');
    const dst = await t.customer();
    token = await t.token();
    const body = (time: string) => cateringBody(oneBox(), { deliveryDate: '2026-11-01', deliveryTime: time });
    await refused(dst, body('06:45'), 400, 'time-outside-range');
    await placed(dst, body('07:00'));
    const times = DeliveryTimesReply.parse((await t.req(dst, 'GET', '/api/catering/delivery-times')).json());
    expect(times.days[0]).toMatchObject({ date: '2026-11-01' });
    expect(times.days[0]!.times[0]!.time).toBe('07:00');
  });

  it('the times offered: two days ahead from 07:00 to 17:00 in 15-minute steps, without 11:45 and 12:00', async () => {
    const times = DeliveryTimesReply.parse((await t.req(s, 'GET', '/api/catering/delivery-times')).json());
    const first = times.days[0]!;
    expect(first.date).toBe(t.day(4));
    const list = first.times.map((x) => x.time);
    expect(list[0]).toBe('07:00');
    expect(list.at(-1)).toBe('17:00');
    expect(list).toContain('11:30');
    expect(list).not.toContain('11:45');
    expect(list).not.toContain('12:00');
    expect(list).toContain('12:15');
    expect(list).toHaveLength(39); // 07:00…17:00 is 41 steps, less the two pushed
  });

  it('a master login: the same day from 05:00, no 17:00 limit; a customer cannot forge the same day', async () => {
    t.at(t.day(2), '04:30:00');
    const staff = await t.customer({ isMasterLogin: true });
    const body = (time: string) => cateringBody(oneBox(), { deliveryDate: t.day(2), deliveryTime: time });
    await refused(staff, body('04:45'), 400, 'time-outside-range');
    await placed(staff, body('05:00'));
    await placed(staff, body('21:30'));
    await refused(s, body('10:00'), 400, 'time-outside-range');
    const times = DeliveryTimesReply.parse((await t.req(staff, 'GET', '/api/catering/delivery-times')).json());
    expect(times.days[0]!.date).toBe(t.day(2));
    expect(times.days[0]!.times[0]!.time).toBe('05:00');
    expect(times.days[0]!.times.map((x) => x.time)).toContain('21:30');
  });
});

describe('lunch-box choices (customer-side §5; ADR 033, 220)', () => {
  const line = (productId: number, quantity: number, choices: number[][]) =>
    item(productId, quantity, { customizations: { fullPortion: true, sides: [], choices } }, t.now());

  it.each<[string, keyof typeof box, number, (id: number) => number[][], boolean]>([
    ['a classic box with 2 choices', 'classic', 1, (id) => [pick(id, 2)], true],
    ['a classic box with 1 choice', 'classic', 1, (id) => [pick(id, 1)], false],
    ['a classic box with 3 choices', 'classic', 1, (id) => [pick(id, 3)], false],
    ['three classic boxes, each with 2', 'classic', 3, (id) => [pick(id, 2), pick(id, 2, 1), pick(id, 2, 2)], true],
    ['three classic boxes, two with choices', 'classic', 3, (id) => [pick(id, 2), pick(id, 2, 1)], false],
    ['a classic box without choices', 'classic', 1, () => [], false],
    ['a salad box (one choice) with 1', 'salad', 1, (id) => [pick(id, 1)], true],
    ['a salad box with 2', 'salad', 1, (id) => [pick(id, 2)], false],
    ['the morning box with 4', 'morning', 1, (id) => [pick(id, 4)], true],
    ['the morning box with 2', 'morning', 1, (id) => [pick(id, 2)], false],
    ['a pastry platter (morning snack, no choices)', 'pastries', 2, () => [], true],
  ])('%s', async (_name, key, quantity, choices, ok) => {
    const id = box[key];
    const body = cateringBody({ items: { catering: [line(id, quantity, choices(id))] } });
    if (ok) await placed(s, body);
    else expect((await refused(s, body, 400, 'lunch-box-choices')).params.productIds).toEqual([id]);
  });

  it('a choice the box does not offer is refused', async () => {
    await refused(
      s,
      cateringBody({ items: { catering: [line(box.classic, 1, [[pick(box.classic, 1)[0]!, box.platter]])] } }),
      400,
      'lunch-box-choices',
    );
  });

  it('order again brings each box back with its own choices, and the cart takes them as made', async () => {
    const made = [pick(box.classic, 2), pick(box.classic, 2, 1), pick(box.classic, 2, 2)];
    const id = await placed(s, cateringBody({ items: { catering: [line(box.classic, 3, made), item(box.platter, 1, {}, t.now())] } }));
    const res = await t.req(s, 'GET', `/api/orders/${id}/order-again?language=fr`);
    expect(res.statusCode, res.body).toBe(200);
    const again = OrderAgainReply.parse(res.json());
    expect(again.skipped).toEqual([]);
    const lines = again.items.catering ?? [];
    expect(lines.find((l) => l.productId === box.classic)).toMatchObject({ quantity: 3, customizations: { choices: made } });
    expect(lines.find((l) => l.productId === box.platter)?.customizations?.choices).toBeUndefined();
    const cart = await t.req(s, 'PUT', '/api/cart', { store: 'catering', cart: { items: again.items } });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().flags.lunchBoxChoicesRequired).toBe(false);
  });

  it('the cart says which lines miss their choices', async () => {
    const res = await t.req(s, 'PUT', '/api/cart', {
      store: 'catering',
      cart: { items: { catering: [line(box.classic, 2, [pick(box.classic, 2)])] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().flags.lunchBoxChoicesRequired).toBe(true);
    expect(res.json().lines[0].choicesMissing).toBe(true);
  });
});

describe('the address and the fees', () => {
  it('a postal code outside the served areas gives not-served-area; no address gives address-required', async () => {
    await refused(s, cateringBody(oneBox(), { deliveryAddress: { ...ADDRESS, postalCode: 'J0K 1A0' } }), 400, 'not-served-area');
    await refused(s, cateringBody(oneBox(), { deliveryAddress: null }), 400, 'address-required');
  });

  it('a lunch for 12: people, options, choices and the area’s catering fee travel with the order, its reply, the history and the e-mail', async () => {
    const boxes = Array.from({ length: 12 }, (_, i) => pick(box.classic, 2, i));
    const cart = {
      items: {
        catering: [
          item(box.classic, 12, { customizations: { fullPortion: true, sides: [], choices: boxes } }, t.now()),
          item(box.platter, 1, {}, t.now()),
          item(box.side, 1, {}, t.now()),
        ],
      },
    };
    const id = await placed(s, cateringBody(cart, { numberOfPeople: 12, cateringOptions: { utensils: true }, deliveryTime: '11:30' }));
    const [inv] = await t.rows<{ delivery_charge_cents: number; number_of_people: number; portions: number; status: string }>(
      sql`select delivery_charge_cents, number_of_people, portions, status from invoice where id = ${id}`,
    );
    expect(inv).toEqual({ delivery_charge_cents: 1495, number_of_people: 12, portions: 14, status: 'P' });
    const order = OrderReply.parse((await t.req(s, 'GET', `/api/orders/${id}`)).json());
    expect(order).toMatchObject({ store: 'catering', numberOfPeople: 12, cateringOptions: { utensils: true }, deliveryTime: '11:30' });
    const boxLine = order.details.find((d) => d.productId === box.classic)!;
    expect(boxLine.choices).toHaveLength(12);
    expect(boxLine.choices.every((c) => c.length === 2 && c.every((title) => title.length > 0))).toBe(true);
    const history = AccountOrdersReply.parse((await t.req(s, 'GET', `/api/accounts/${s.uuid}/orders`)).json());
    expect(history.find((o) => o.Id === id)).toMatchObject({ store: 'catering', numberOfPeople: 12, deliveryTime: '11:30' });
    const [mail] = await t.rows<{ text: string }>(
      sql`select text from email_outbox where account_id = ${s.id} and template = 'order-confirmation' and subject like ${`%${id}%`}`,
    );
    expect(mail!.text).toContain('Number of people');
    expect(mail!.text).toContain('12');
    expect(mail!.text).toContain('Plates, cutlery and napkins');
    expect(mail!.text).toContain(boxLine.choices[0]!.join(' + '));
  });
});

describe('a master login’s custom products and advanced options (customer-side §6; ADR 222, 223)', () => {
  const customLine = () => item(box.custom, 2, { custom: { title: 'Gâteau d’anniversaire', priceCents: 4500 } }, t.now());

  it('a customer can neither order nor keep a custom product, nor choose the advanced options', async () => {
    await refused(s, cateringBody({ items: { ...oneBox().items, custom: [customLine()] } }), 403, 'custom-product-master-only');
    const put = await t.req(s, 'PUT', '/api/cart', { store: 'catering', cart: { items: { custom: [customLine()] } } });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('custom-product-master-only');
    for (const options of [{ staffOnSite: true }, { packageType: 'C' as const }, { kitchenTime: '08:00' }]) {
      await refused(s, cateringBody(oneBox(), { cateringOptions: options }), 403, 'catering-options-master-only');
    }
  });

  it('staff places a same-day 06:00 order with a custom product at its own price, a kitchen time and chafing dishes', async () => {
    t.at(t.day(2), '04:30:00');
    const staff = await t.customer({ isMasterLogin: true });
    token = await t.token();
    const body = cateringBody(
      { items: { ...oneBox().items, custom: [customLine()] } },
      { deliveryDate: t.day(2), deliveryTime: '06:00', cateringOptions: { kitchenTime: '05:15', packageType: 'C', staffOnSite: true } },
    );
    await refused(staff, { ...body, cateringOptions: { kitchenTime: '06:15' } }, 400, 'kitchen-time-after-delivery');
    const id = await placed(staff, body);
    const [inv] = await t.rows<{ kitchen_time: string; subtotal_cents: number }>(
      sql`select kitchen_time::text, subtotal_cents from invoice where id = ${id}`,
    );
    expect(inv).toEqual({ kitchen_time: '05:15:00', subtotal_cents: 1795 + 2 * 4500 });
    const order = OrderReply.parse((await t.req(staff, 'GET', `/api/orders/${id}`)).json());
    expect(order.details.find((d) => d.cartGroup === 'custom')).toMatchObject({ title: 'Gâteau d’anniversaire', price: 4500, quantity: 2 });
    expect(order.cateringOptions).toEqual({ kitchenTime: '05:15', packageType: 'C', staffOnSite: true });
  });

  it('a custom line outside the custom group is refused', async () => {
    const staff = await t.customer({ isMasterLogin: true });
    const wrong = { items: { catering: [item(box.platter, 1, { custom: { title: 'x', priceCents: 1 } }, t.now())] } };
    await refused(staff, cateringBody(wrong), 400, 'validation-failed');
  });
});

describe('kitchen capacity (ADR 221)', () => {
  const setCapacity = (slot: number | null, day: number | null) =>
    t.db.db.execute(sql`update kitchen_capacity set slot_portions = ${slot}, day_portions = ${day} where store_kind = 'catering'`);
  const boxes = (n: number) => ({
    items: {
      catering: [
        item(
          box.classic,
          n,
          { customizations: { fullPortion: true, sides: [], choices: Array.from({ length: n }, () => pick(box.classic, 2)) } },
          t.now(),
        ),
      ],
    },
  });
  const date = () => t.day(5);

  it('a slot of 10: 4 + 6 fit, one more is refused with slot-full, and the full slot is not offered', async () => {
    await setCapacity(10, null);
    try {
      await placed(s, cateringBody(boxes(4), { deliveryDate: date(), deliveryTime: '09:00' }));
      const err = await refused(s, cateringBody(boxes(7), { deliveryDate: date(), deliveryTime: '09:00' }), 409, 'slot-full');
      expect(err.params).toMatchObject({ remaining: 6, portions: 7, time: '09:00' });
      await placed(s, cateringBody(boxes(6), { deliveryDate: date(), deliveryTime: '09:00' }));
      await refused(s, cateringBody(boxes(1), { deliveryDate: date(), deliveryTime: '09:00' }), 409, 'slot-full');
      await placed(s, cateringBody(boxes(1), { deliveryDate: date(), deliveryTime: '09:15' })); // the next slot has room
      const times = DeliveryTimesReply.parse((await t.req(s, 'GET', '/api/catering/delivery-times')).json());
      const day = times.days.find((d) => d.date === date())!;
      expect(day.times.map((x) => x.time)).not.toContain('09:00');
      expect(day.times.find((x) => x.time === '09:15')?.remaining).toBe(9);
    } finally {
      await setCapacity(60, 300);
    }
  });

  it('a declined order gives its portions back', async () => {
    await setCapacity(5, null);
    try {
      const declined = await t.order(s, {
        ...cateringBody(boxes(5), { deliveryDate: date(), deliveryTime: '14:00' }),
        card: { token: await t.token(SANDBOX_CARDS.decline) },
      });
      expect(declined.statusCode).toBe(402);
      await placed(s, cateringBody(boxes(5), { deliveryDate: date(), deliveryTime: '14:00' }));
    } finally {
      await setCapacity(60, 300);
    }
  });

  it('a try whose payment failed holds no portions: another customer gets the slot (ADR 368)', async () => {
    await setCapacity(5, null);
    try {
      const other = await t.customer();
      const failed = await t.order(other, {
        ...cateringBody(boxes(5), { deliveryDate: date(), deliveryTime: '15:00' }),
        card: { token: await t.token(SANDBOX_CARDS.error) },
      });
      expect(failed.statusCode).toBe(502);
      await placed(s, cateringBody(boxes(5), { deliveryDate: date(), deliveryTime: '15:00' }));
    } finally {
      await setCapacity(60, 300);
    }
  });

  it('the day’s limit counts every slot of the day', async () => {
    // Thursday of next week: no other test orders for it (the DST test's Sunday can be this week's).
    const day = t.day(10);
    await setCapacity(null, 8);
    try {
      const before = DeliveryTimesReply.parse((await t.req(s, 'GET', '/api/catering/delivery-times')).json());
      expect(before.days.map((d) => d.date)).toContain(day);
      await placed(s, cateringBody(boxes(5), { deliveryDate: day, deliveryTime: '10:00' }));
      // the day's own limit refuses it: every time of that day is full, so the day is named (issue 28)
      const err = await refused(s, cateringBody(boxes(4), { deliveryDate: day, deliveryTime: '15:00' }), 409, 'delivery-day-full');
      expect(err.params).toMatchObject({ date: day, remaining: 3, portions: 4 });
      await placed(s, cateringBody(boxes(3), { deliveryDate: day, deliveryTime: '15:00' }));
      await refused(s, cateringBody(boxes(1), { deliveryDate: day, deliveryTime: '16:00' }), 409, 'delivery-day-full');
      const times = DeliveryTimesReply.parse((await t.req(s, 'GET', '/api/catering/delivery-times')).json());
      expect(times.days.map((d) => d.date)).not.toContain(day);
    } finally {
      await setCapacity(60, 300);
    }
  });
});
