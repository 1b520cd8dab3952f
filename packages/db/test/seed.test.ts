import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, verifyPassword, type DbHandle } from '../src/index.js';
import { PRODUCT_CATEGORY_ROWS, PRODUCT_TYPE_ROWS } from '../src/reference-data.js';
import { DEMO_CONTENT } from '../src/seed/index.js';
import { mondayOf, torontoDate, addDays } from '../src/seed/dates.js';
import { createTestDb, suiteNow } from '../src/testing.js';
import { count, rows } from './helpers.js';

const COUNTED = [
  'product',
  'product_translation',
  'product_nutrition',
  'product_tag',
  'menu',
  'menu_item',
  'franchise',
  'franchise_postal_code',
  'subsidy',
  'subsidy_domain',
  'subsidy_email',
  'postal_code',
  'holiday',
  'blog',
  'blog_translation',
  'testimonial',
  'province',
  'promo_code',
  'gift_card',
  'account',
  'address',
  'century_dollar_transaction',
  'promotion',
  'home_banner',
  'tag',
  'app_setting',
];

async function snapshot(handle: DbHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of COUNTED) out[t] = await count(handle, t);
  return out;
}

describe('demo seed (seeded template)', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb({ seed: true });
  });
  afterAll(async () => h?.close());

  it('has at least 80 products, each with an en and a fr translation', async () => {
    const products = await count(h, 'product');
    expect(products).toBe(DEMO_CONTENT.products.length);
    expect(products).toBeGreaterThanOrEqual(80);
    const incomplete = await rows<{ id: number }>(
      h,
      sql`select p.id from product p
          where (select count(*) from product_translation t where t.product_id = p.id and t.language_cd in ('en', 'fr') and t.title <> '' and t.description <> '') <> 2`,
    );
    expect(incomplete).toEqual([]);
  });

  it('uses every category and type code of the spec, all present in the code tables', async () => {
    const used = await rows<{ category_cd: string; type_cd: string }>(h, sql`select distinct category_cd, type_cd from product`);
    expect(new Set(used.map((r) => r.category_cd))).toEqual(new Set(PRODUCT_CATEGORY_ROWS.map((c) => c.code)));
    expect(new Set(used.map((r) => r.type_cd))).toEqual(new Set(PRODUCT_TYPE_ROWS.map((t) => t.code)));
    const contentCodes = new Set(DEMO_CONTENT.products.map((p) => p.type));
    for (const code of contentCodes) expect(await count(h, 'product_type', `code = '${code}'`)).toBe(1);
  });

  it('has two weeks of meal-delivery menus starting with the current week in Toronto', async () => {
    const weeks = await rows<{ week_start: string; days: number; items: number }>(
      h,
      sql`select m.week_start::text as week_start, count(distinct m.day)::int as days, count(i.id)::int as items
          from menu m left join menu_item i on i.menu_id = m.id group by m.week_start order by m.week_start`,
    );
    const week0 = mondayOf(torontoDate(suiteNow()));
    expect(weeks.map((w) => w.week_start)).toEqual([week0, addDays(week0, 7)]);
    for (const w of weeks) expect(w.items).toBeGreaterThan(0);
    expect(await count(h, 'menu')).toBe(DEMO_CONTENT.menus.length);
  });

  it('has 3 bistros, 2 subsidies (on-site and mobile) with domains, bilingual blogs and the rest of the site content', async () => {
    expect(await count(h, 'franchise')).toBe(3);
    expect(await count(h, 'subsidy')).toBe(2);
    expect(await count(h, 'subsidy', 'is_on_site')).toBe(1);
    expect(await count(h, 'subsidy', 'not is_on_site')).toBe(1);
    expect(await count(h, 'subsidy_mobile_address')).toBeGreaterThan(0);
    expect(await count(h, 'subsidy s', 'exists (select 1 from subsidy_domain d where d.subsidy_id = s.id)')).toBe(2);
    expect(await count(h, 'blog')).toBe(DEMO_CONTENT.blogs.length);
    expect(await count(h, 'blog')).toBeGreaterThanOrEqual(3);
    expect(await count(h, 'blog_translation', "language_cd = 'en'")).toBe(DEMO_CONTENT.blogs.length);
    expect(await count(h, 'blog_translation', "language_cd = 'fr'")).toBe(DEMO_CONTENT.blogs.length);
    expect(await count(h, 'postal_code')).toBe(DEMO_CONTENT.postalCodes.length);
    expect(await count(h, 'holiday')).toBe(DEMO_CONTENT.holidays.length);
    expect(await count(h, 'testimonial')).toBe(DEMO_CONTENT.testimonials.length);
    expect(await count(h, 'promo_code')).toBe(DEMO_CONTENT.promoCodes.length);
    expect(await count(h, 'gift_card')).toBe(DEMO_CONTENT.giftCards.length);
    expect(await count(h, 'tag')).toBe(DEMO_CONTENT.tags.length);
    expect(await count(h, 'home_banner')).toBe(5);
    expect(await count(h, 'promotion')).toBe(4);
  });

  it('creates the demo accounts with verifiable argon2id hashes', async () => {
    const accounts = await rows<{ email: string; user_type_cd: string; is_master_login: boolean; password_hash: string }>(
      h,
      sql`select email, user_type_cd, is_master_login, password_hash from account order by id`,
    );
    expect(accounts.map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const a of accounts) {
      expect(a.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(a.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(a.password_hash, 'wrong-password')).toBe(false);
    }
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    expect(byEmail.get('admin@mijote.test')?.user_type_cd).toBe('SU');
    expect(byEmail.get('staff@mijote.test')?.is_master_login).toBe(true);
    expect(byEmail.get('client@mijote.test')?.user_type_cd).toBe('CU');
    const [forced] = await rows<{ force_password_reset: boolean }>(
      h,
      sql`select force_password_reset from account where email = 'reset@mijote.test'`,
    );
    expect(forced?.force_password_reset).toBe(true);
  });

  it('gives the customer a complete billing address, two West Island delivery addresses and Century Dollars', async () => {
    const [client] = await rows<{ id: number; is_billing_address_complete: boolean; current_century_dollar_cents: number }>(
      h,
      sql`select id, is_billing_address_complete, current_century_dollar_cents from account where email = 'client@mijote.test'`,
    );
    expect(client?.is_billing_address_complete).toBe(true);
    expect(client!.current_century_dollar_cents).toBeGreaterThan(0);
    expect(await count(h, 'address', `account_id = ${client!.id} and address_type = 'B'`)).toBe(1);
    expect(await count(h, 'address', `account_id = ${client!.id} and address_type = 'S' and home_delivery_fee_cents is not null`)).toBe(2);
    const [ledger] = await rows<{ sum: number }>(
      h,
      sql`select coalesce(sum(case when type = 'C' then amount_cents else -amount_cents end), 0)::int as sum
          from century_dollar_transaction where account_id = ${client!.id}`,
    );
    expect(ledger?.sum).toBe(client!.current_century_dollar_cents);
  });

  it('is idempotent: a second call applies nothing and changes no count', async () => {
    const before = await snapshot(h);
    expect(await seed(h, { now: suiteNow() })).toEqual({ applied: false });
    expect(await snapshot(h)).toEqual(before);
  });
});

describe('demo seed on a migrated database', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(async () => h?.close());

  it('applies once even when two starts seed at the same time, with week 0 = the ISO week of `now`', async () => {
    expect(await count(h, 'product')).toBe(0);
    const now = new Date('2026-01-05T03:30:00Z'); // Sunday evening Jan 4 in Toronto: week of Dec 29
    const results = await Promise.all([seed(h, { now }), seed(h, { now })]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    const weeks = await rows<{ week_start: string; week_number: number }>(
      h,
      sql`select distinct week_start::text as week_start, week_number from menu order by 1`,
    );
    expect(weeks).toEqual([
      { week_start: '2025-12-29', week_number: 1 },
      { week_start: '2026-01-05', week_number: 2 },
    ]);
    expect(await count(h, 'account')).toBe(DEMO_ACCOUNTS.length);
  });
});
