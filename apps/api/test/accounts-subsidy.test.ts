// Who gets which corporate subsidy (issue 13; ADR 245): an account belongs to the subsidy that lists
// its e-mail, else to the one that allows its domain (exact, case-insensitive: look-alike domains do
// not count), decided by the server at sign-up, at login and on an e-mail change.
// GET /accounts/{uuid}/subsidy answers it with its bistro or mobile stops and the requested day's
// remainder; an employee of a mobile cafeteria chooses one of its stops. The clock is pinned first.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSubsidyReply, ErrorReply } from '@mijote/contracts';
import {
  account,
  franchise,
  subsidy,
  subsidyDailyUsage,
  subsidyDay,
  subsidyDomain,
  subsidyEmail,
  subsidyMobileAddress,
} from '@mijote/db/schema';
import { suiteNow } from '@mijote/db/testing';
import { torontoDate } from '@mijote/domain';
import { pricingAccount } from '../src/modules/cart/service.js';
import { createTestApp, type TestApp } from './helpers.js';
import { as, freshIp, loginAs, makeAccount, PASSWORD, sessionFrom, type Session } from './fixtures/accounts.js';

let t: TestApp;
const clock = suiteNow();
const today = torontoDate(clock);
let onSite: number;
let mobile: number;
let stops: number[];
let otherStop: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  const db = t.db.db;
  const [dorval] = await db
    .insert(franchise)
    .values({
      nameEn: 'Dorval bistro',
      nameFr: 'Bistro de Dorval',
      line1: '445, avenue Dorval',
      city: 'Dorval',
      postalCode: 'H9S 3H6',
      openingTime: '06:30',
      closingTime: '19:30',
      firstDelivery: '11:30',
      lastDelivery: '19:00',
      enabled: true,
    })
    .returning();
  const made = await db
    .insert(subsidy)
    .values([
      { name: 'Acme on site', company: 'Acme', isOnSite: true, franchiseId: dorval!.id, maxTotalAmountCents: 2500, perDeliveryDay: true },
      { name: 'Globex mobile', company: 'Globex', isOnSite: false, maxTotalAmountCents: 2000, perDeliveryDay: true },
      { name: 'Closed program', company: 'Initech', enabled: false },
    ])
    .returning({ id: subsidy.id });
  [onSite, mobile] = [made[0]!.id, made[1]!.id];
  const closed = made[2]!.id;
  await db.insert(subsidyDay).values([1, 2, 3, 4, 5].flatMap((day) => [onSite, mobile].map((subsidyId) => ({ subsidyId, day }))));
  await db.insert(subsidyDomain).values([
    { subsidyId: onSite, domain: 'acme.test' },
    { subsidyId: mobile, domain: 'Globex.test' },
    { subsidyId: closed, domain: 'initech.test' },
  ]);
  // the boss of Acme eats at the Globex truck: the listed address beats the domain
  await db.insert(subsidyEmail).values({ subsidyId: mobile, firstName: 'Pat', lastName: 'Boss', email: 'Boss@Acme.test' });
  const addr = (subsidyId: number, line1: string, sortOrder: number) => ({ subsidyId, name: line1, line1, city: 'Kirkland', sortOrder });
  stops = (
    await db
      .insert(subsidyMobileAddress)
      .values([addr(mobile, '275, boulevard Hymus', 0), addr(mobile, '17 120, route Transcanadienne', 1)])
      .returning({ id: subsidyMobileAddress.id })
  ).map((r) => r.id);
  const [other] = await db
    .insert(subsidyMobileAddress)
    .values(addr(onSite, '1, rue Ailleurs', 0))
    .returning({ id: subsidyMobileAddress.id });
  otherStop = other!.id;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function signUp(email: string): Promise<Session> {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    remoteAddress: freshIp(),
    payload: {
      FirstName: 'Camille',
      LastName: `Employee${n}`,
      Email: email,
      Password: 'Maple-leaf-wander-8',
      ConfirmPassword: 'Maple-leaf-wander-8',
      PreferredLanguage: 'fr',
      EmailOptIn: 'n',
      TextMessageOptIn: 'n',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return sessionFrom(res);
}

async function subsidyOf(s: Session, query = '') {
  const res = await as(t.app, s, 'GET', `/api/accounts/${s.uuid}/subsidy${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AccountSubsidyReply.parse(res.json());
}

const subsidyIdInDb = async (id: number) => (await t.db.db.select().from(account).where(eq(account.id, id)))[0]!.subsidyId;

describe('sign-up attaches the account by its e-mail', () => {
  it.each([
    ['camille.a@acme.test', 'onSite'],
    ['Camille.B@ACME.TEST', 'onSite'],
    ['camille.c@evil-acme.test', null],
    ['camille.d@acme.test.evil.test', null],
    ['camille.e@mail.acme.test', null],
    ['acme.test@example.test', null],
    ['boss@acme.test', 'mobile'],
    ['camille.f@globex.test', 'mobile'],
    ['camille.g@initech.test', null], // a disabled subsidy attaches no one
  ])('%s → %s', async (email, which) => {
    const s = await signUp(email);
    const expected = which === 'onSite' ? onSite : which === 'mobile' ? mobile : null;
    expect(await subsidyIdInDb(s.id)).toBe(expected);
    expect((await subsidyOf(s)).subsidy?.id ?? null).toBe(expected);
  });

  it('answers the on-site subsidy with its bistro, days and today’s remainder; inactive until the e-mail is verified', async () => {
    const s = await signUp('nadia@acme.test');
    const reply = await subsidyOf(s, '?language=fr');
    expect(reply.requestedDate).toBe(today);
    expect(reply.subsidy).toMatchObject({
      id: onSite,
      isOnSite: true,
      franchise: { Name: 'Bistro de Dorval', OpeningTime: '06:30' },
      mobileAddresses: [],
      daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      dailyRemainderAmounts: [{ Day: today, AmountUsed: 0, AmountRemaining: 2500 }],
      active: false,
      inactiveReason: 'email-unverified',
    });
    // the checkout's pricing gets the subsidy only once the mailbox is proven
    expect((await pricingAccount(t.db.db, s.id)).subsidyId).toBeNull();
    await t.db.db.update(account).set({ emailVerifiedAt: clock }).where(eq(account.id, s.id));
    expect((await subsidyOf(s)).subsidy).toMatchObject({ active: true, inactiveReason: null });
    expect((await pricingAccount(t.db.db, s.id)).subsidyId).toBe(onSite);
  });

  it('the requested day’s remainder is the daily cap less that day’s usage, in cents and in items', async () => {
    const s = await signUp('omar@acme.test');
    await t.db.db
      .insert(subsidyDailyUsage)
      .values({ subsidyId: onSite, accountId: s.id, day: '2026-12-02', amountUsedCents: 1750, productCount: 2 });
    const day = await subsidyOf(s, '?requestedDate=2026-12-02');
    // the subsidy's default count cap is 10 items a day (issue 28: the items already subsidised count too)
    expect(day.subsidy?.dailyRemainderAmounts).toEqual([
      { Day: '2026-12-02', AmountUsed: 1750, AmountRemaining: 750, ProductCountUsed: 2, ProductCountRemaining: 8 },
    ]);
    expect((await subsidyOf(s, '?requestedDate=2026-12-03')).subsidy?.dailyRemainderAmounts[0]?.AmountRemaining).toBe(2500);
    const bad = await as(t.app, s, 'GET', `/api/accounts/${s.uuid}/subsidy?requestedDate=2026-13-40`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('login and an e-mail change decide again', () => {
  it('an account made without a subsidy is attached at its next login, and detached once its domain is removed', async () => {
    const acc = await makeAccount(t.db, { email: 'lee@globex.test' });
    expect(await subsidyIdInDb(acc.id)).toBeNull();
    const s = await loginAs(t.app, acc.email);
    expect(await subsidyIdInDb(acc.id)).toBe(mobile);
    expect((await subsidyOf(s)).subsidy?.id).toBe(mobile);
    await t.db.db.execute(sql`delete from subsidy_domain where lower(domain) = 'globex.test'`);
    try {
      await loginAs(t.app, acc.email);
      expect(await subsidyIdInDb(acc.id)).toBeNull();
    } finally {
      await t.db.db.insert(subsidyDomain).values({ subsidyId: mobile, domain: 'Globex.test' });
    }
  });

  it('a new e-mail at another employer moves the account there and forgets the old stop', async () => {
    const acc = await makeAccount(t.db, { email: 'ana@globex.test' });
    const s = await loginAs(t.app, acc.email);
    expect((await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/subsidy`, { mobileAddressId: stops[1] })).statusCode).toBe(200);
    const res = await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/email`, { Email: 'ana@acme.test', CurrentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await t.db.db.select().from(account).where(eq(account.id, acc.id)))[0]!;
    expect([row.subsidyId, row.subsidyMobileAddressId]).toEqual([onSite, null]);
    await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/email`, { Email: 'ana@example.test', CurrentPassword: PASSWORD });
    expect((await subsidyOf(s)).subsidy).toBeNull();
  });
});

describe('the stop of a mobile cafeteria', () => {
  it('is one of the subsidy’s own stops, chosen by its employee', async () => {
    const s = await signUp('raj@globex.test');
    const before = await subsidyOf(s);
    expect(before.subsidy).toMatchObject({ isOnSite: false, franchise: null, mobileAddressId: null });
    expect(before.subsidy?.mobileAddresses.map((m) => m.id)).toEqual(stops);
    const chosen = await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/subsidy`, { mobileAddressId: stops[1] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(AccountSubsidyReply.parse(chosen.json()).subsidy?.mobileAddressId).toBe(stops[1]);
    const foreign = await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/subsidy`, { mobileAddressId: otherStop });
    expect(foreign.statusCode).toBe(404);
    expect((await subsidyOf(s)).subsidy?.mobileAddressId).toBe(stops[1]);
  });

  it('an account without a subsidy gets subsidy-not-set; someone else’s account is refused', async () => {
    const s = await signUp('solo@example.test');
    expect((await subsidyOf(s)).subsidy).toBeNull();
    const res = await as(t.app, s, 'POST', `/api/accounts/${s.uuid}/subsidy`, { mobileAddressId: stops[0] });
    expect(res.statusCode).toBe(409);
    expect(ErrorReply.parse(res.json()).code).toBe('subsidy-not-set');
    const employee = await signUp('mei@globex.test');
    expect((await as(t.app, s, 'GET', `/api/accounts/${employee.uuid}/subsidy`)).statusCode).toBe(403);
    expect((await as(t.app, s, 'POST', `/api/accounts/${employee.uuid}/subsidy`, { mobileAddressId: stops[0] })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/accounts/${employee.uuid}/subsidy` })).statusCode).toBe(401);
  });
});
