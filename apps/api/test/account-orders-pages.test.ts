// "My orders" a page at a time (ADR 391, issue 31): GET /api/accounts/{uuid}/orders?limit&before
// stays the spec's array, newest first; `Link: <…>; rel="next"` names the next page while older
// orders remain. Walking the pages misses and repeats nothing (ties on the instant, instants a
// microsecond apart), never shows another account's orders, and a bad cursor is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_ORDERS_PAGE, AccountOrdersReply } from '@mijote/contracts';
import type { AccountRow } from '@mijote/db';
import { invoice } from '@mijote/db/schema';
import { createTestApp, type TestApp } from './helpers.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

const clock = new Date('2026-06-15T16:00:00Z');
let t: TestApp;
let a: AccountRow;
let b: AccountRow;
let sa: Session;
/** a's placed orders, newest first (created_at desc, id desc) */
let expected: number[];

const base = { storeKind: 'mealDelivery' as const, status: 'P' as const, subtotalCents: 1000, totalCents: 1150 };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  a = await makeAccount(t.db, { firstName: 'Alice' });
  b = await makeAccount(t.db, { firstName: 'Bruno' });
  sa = await loginAs(t.app, a.email);
  const day = (n: number) => new Date(clock.getTime() - n * 3_600_000);
  // 130 orders an hour apart, three of them at the same instant as a neighbour (a tie broken by id),
  // B's orders interleaved, a declined try and a deleted order that are never listed
  await t.db.db
    .insert(invoice)
    .values([
      ...Array.from({ length: 130 }, (_, i) => ({ ...base, accountId: a.id, createdAt: day(i % 40 === 7 ? i - 1 : i) })),
      ...Array.from({ length: 30 }, (_, i) => ({ ...base, accountId: b.id, createdAt: day(i * 3) })),
      { ...base, accountId: a.id, status: 'D' as const, createdAt: day(5) },
      { ...base, accountId: a.id, createdAt: day(9), deletedAt: day(8) },
    ]);
  // two orders a microsecond apart inside one millisecond (a Date keeps milliseconds only)
  await t.db.db.execute(sql`insert into invoice (account_id, store_kind, status, subtotal_cents, total_cents, created_at)
    values (${a.id}, 'mealDelivery', 'P', 1000, 1150, '2026-06-10T12:00:00.123456Z'),
           (${a.id}, 'mealDelivery', 'P', 1000, 1150, '2026-06-10T12:00:00.123789Z')`);
  const rows = await t.db.db
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.accountId, a.id), isNull(invoice.deletedAt), eq(invoice.status, 'P')))
    .orderBy(desc(invoice.createdAt), desc(invoice.id));
  expected = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

/** The next page's address from `Link: <url>; rel="next"`, null without one. */
function nextOf(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  return /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null;
}

async function walk(first: string, s: Session = sa) {
  const pages: AccountOrdersReply[] = [];
  let url: string | null = first;
  while (url) {
    const res = await as(t.app, s, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(AccountOrdersReply.parse(res.json()));
    url = nextOf(res.headers.link);
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

describe('GET /api/accounts/{uuid}/orders, a page at a time', () => {
  it('the first page holds the 50 newest orders and names the next page', async () => {
    expect(expected).toHaveLength(132);
    const res = await as(t.app, sa, 'GET', `/api/accounts/${a.uuid}/orders`);
    expect(res.statusCode).toBe(200);
    const orders = AccountOrdersReply.parse(res.json());
    expect(orders).toHaveLength(ACCOUNT_ORDERS_PAGE);
    expect(orders.map((o) => o.Id)).toEqual(expected.slice(0, ACCOUNT_ORDERS_PAGE));
    expect(nextOf(res.headers.link)).toMatch(new RegExp(`^/api/accounts/${a.uuid}/orders\\?limit=50&before=`));
  });

  it.each([7, 50, 100])('walking pages of %i misses and repeats nothing, newest first; the last page names none', async (limit) => {
    const pages = await walk(`/api/accounts/${a.uuid}/orders?limit=${limit}`);
    expect(pages).toHaveLength(Math.ceil(expected.length / limit));
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(limit);
    const ids = pages.flat().map((o) => o.Id);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    const instants = pages.flat().map((o) => o.createdAt);
    expect([...instants].sort().reverse()).toEqual(instants);
  });

  it('a page that ends exactly at the last order names no next page', async () => {
    const res = await as(t.app, sa, 'GET', `/api/accounts/${a.uuid}/orders?limit=${expected.length - 100}`);
    const next = nextOf(res.headers.link)!;
    const last = await as(t.app, sa, 'GET', next.replace(/limit=\d+/, 'limit=100'));
    expect(AccountOrdersReply.parse(last.json()).map((o) => o.Id)).toEqual(expected.slice(expected.length - 100));
    expect(last.headers.link).toBeUndefined();
  });

  it("never shows another account's orders, whatever the cursor", async () => {
    const sb = await loginAs(t.app, b.email);
    const pages = await walk(`/api/accounts/${b.uuid}/orders?limit=100`, sb);
    expect(pages.flat()).toHaveLength(30);
    expect(pages.flat().some((o) => expected.includes(o.Id))).toBe(false);
    // a cursor taken from A's history reads B's orders older than that instant, never A's
    const cursor = encodeURIComponent(`2026-06-15T16:00:00.000Z_${expected[0]! + 1}`);
    const res = await as(t.app, sb, 'GET', `/api/accounts/${b.uuid}/orders?limit=100&before=${cursor}`);
    expect(res.statusCode).toBe(200);
    const ids = AccountOrdersReply.parse(res.json()).map((o) => o.Id);
    expect(ids.some((id) => expected.includes(id))).toBe(false);
    // and A may not read B's pages
    expect((await as(t.app, sa, 'GET', `/api/accounts/${b.uuid}/orders?limit=10`)).statusCode).toBe(403);
  });

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['limit=ten'],
    ['before=yesterday'],
    ['before=2026-06-10T12:00:00Z'],
    ['before=2026-06-10T12:00:00Z_0'],
    ['before=2026-06-10T12:00:00Z_-4'],
    ['before=2026-06-10T12:00:00Z_99999999999'],
    ['before=2026-02-30T12:00:00Z_5'],
    ['before=2026-06-10T25:00:00Z_5'],
    ['before=2026-06-10T12:00:00.1234567Z_5'],
    ['before=2026-06-10 12:00:00_5'],
    [`before=${'9'.repeat(80)}`],
  ])('a bad page (%s) is a 400 validation-failed', async (query) => {
    const res = await as(t.app, sa, 'GET', `/api/accounts/${a.uuid}/orders?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation-failed');
  });

  it('a cursor older than every order answers an empty page with no next', async () => {
    const res = await as(t.app, sa, 'GET', `/api/accounts/${a.uuid}/orders?before=2001-01-01T00:00:00Z_1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers.link).toBeUndefined();
  });
});
