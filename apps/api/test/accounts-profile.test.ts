// The profile (GET/POST /accounts/me), e-mail change, order history, and ownership: customer A
// can never read or change customer B's data on any {uuid} route; a super user can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AccountOrdersReply, AccountReply } from '@mijote/contracts';
import type { AccountRow } from '@mijote/db';
import { account, emailOutbox, giftCard, invoice } from '@mijote/db/schema';
import { createTestApp, type TestApp } from './helpers.js';
import { PASSWORD, as, login, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: TestApp;
let a: AccountRow;
let b: AccountRow;
let sa: Session;
let sb: Session;
let su: Session;

beforeAll(async () => {
  t = await createTestApp();
  a = await makeAccount(t.db, { firstName: 'Alice', externalUserId: 'EXT-1' });
  b = await makeAccount(t.db, { firstName: 'Bruno' });
  sa = await loginAs(t.app, a.email);
  sb = await loginAs(t.app, b.email);
  su = await loginAs(t.app, (await makeAccount(t.db, { userTypeCd: 'SU', firstName: 'Sue' })).email);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/accounts/me', () => {
  it('answers the account with CreditCard and External', async () => {
    const res = await as(t.app, sa, 'GET', '/api/accounts/me');
    expect(res.statusCode).toBe(200);
    const body = AccountReply.parse(res.json());
    expect(body).toMatchObject({
      Id: a.id,
      Uuid: a.uuid,
      FirstName: 'Alice',
      UserTypeCd: 'CU',
      CreditCard: [],
      External: { ExternalUserId: 'EXT-1', GlobalUserId: null },
    });
    expect(res.body).not.toContain('$argon2');
    expect(Object.keys(res.json())).not.toContain('passwordHash');
  });

  it('answers 401 anonymous', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});

describe('POST /api/accounts/me', () => {
  it('updates names, phones, opt-ins and language', async () => {
    const res = await as(t.app, sa, 'POST', '/api/accounts/me', {
      FirstName: 'Alicia',
      Phone: '514-555-0101',
      CellPhone: '438-555-0102',
      EmailOptIn: 'y',
      TextMessageOptIn: 'y',
      PreferredLanguage: 'fr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      FirstName: 'Alicia',
      LastName: 'Tremblay',
      Phone: '514-555-0101',
      EmailOptIn: 'y',
      TextMessageOptIn: 'y',
      PreferredLanguage: 'fr',
    });
  });

  it('answers 400 for bad values and for fields no one names; ignores the account object’s server-owned fields', async () => {
    const bad = await as(t.app, sa, 'POST', '/api/accounts/me', { EmailOptIn: 'maybe', PreferredLanguage: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation-failed');
    const unknown = await as(t.app, sa, 'POST', '/api/accounts/me', { IsSuperUser: true, FirstName: 'Sneaky' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validation-failed', params: { issues: [{ path: 'body', keys: ['IsSuperUser'] }] } });
    expect((await as(t.app, sa, 'GET', '/api/accounts/me')).json().FirstName).not.toBe('Sneaky');
    // the spec's account object (customer-side §3) names them: accepted, never read (ADR 371)
    const sneaky = await as(t.app, sa, 'POST', '/api/accounts/me', {
      UserTypeCd: 'SU',
      CurrentCenturyDollarAmount: 100000,
      IsMasterLogin: true,
      FirstName: 'Sneaky',
    });
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    const me = await as(t.app, sa, 'GET', '/api/accounts/me');
    expect(me.json()).toMatchObject({ UserTypeCd: 'CU', CurrentCenturyDollarAmount: 0, IsMasterLogin: false, FirstName: 'Sneaky' });
  });

  it('answers 401 anonymous', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/me', payload: { FirstName: 'X' } })).statusCode).toBe(401);
  });
});

describe('POST /api/accounts/{uuid}/email', () => {
  it('changes the e-mail with the current password and tells the old address', async () => {
    const c = await makeAccount(t.db);
    const s = await loginAs(t.app, c.email);
    const newEmail = `new.${c.email}`;
    const res = await as(t.app, s, 'POST', `/api/accounts/${c.uuid}/email`, { Email: newEmail, CurrentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().Email).toBe(newEmail);
    expect((await login(t.app, newEmail)).statusCode).toBe(200);
    const notices = await t.db.db.select().from(emailOutbox).where(eq(emailOutbox.to, c.email));
    expect(notices.map((n) => n.template)).toContain('email-changed');
  });

  it('answers current-password-invalid, email-taken and validation-failed', async () => {
    const wrong = await as(t.app, sa, 'POST', `/api/accounts/${a.uuid}/email`, {
      Email: 'alice.new@example.test',
      CurrentPassword: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('current-password-invalid');
    const taken = await as(t.app, sa, 'POST', `/api/accounts/${a.uuid}/email`, { Email: b.email.toUpperCase(), CurrentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email-taken');
    const invalid = await as(t.app, sa, 'POST', `/api/accounts/${a.uuid}/email`, { Email: 'nope', CurrentPassword: PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('validation-failed');
  });
});

describe('GET /api/accounts/{uuid}/orders', () => {
  it('lists the placed orders newest first with status labels (E counts as canceled); never a failed try (ADR 368)', async () => {
    const base = { accountId: a.id, storeKind: 'mealDelivery' as const, subtotalCents: 1000, totalCents: 1150 };
    await t.db.db.insert(invoice).values([
      { ...base, status: 'P', createdAt: new Date('2026-01-01T12:00:00Z') },
      { ...base, status: 'E', createdAt: new Date('2026-01-02T12:00:00Z'), paidAt: new Date('2026-01-02T12:00:00Z') },
      { ...base, status: 'R', createdAt: new Date('2026-01-03T12:00:00Z') },
      { ...base, status: 'D', createdAt: new Date('2026-01-04T12:00:00Z') },
      { ...base, status: 'U', createdAt: new Date('2026-01-05T12:00:00Z') },
      { ...base, status: 'C', createdAt: new Date('2026-01-06T12:00:00Z'), paidAt: new Date('2026-01-06T12:00:00Z') },
      // canceled never paid (a charge the processor never saw, an Interac payment not made): not placed
      { ...base, status: 'C', createdAt: new Date('2026-01-06T13:00:00Z') },
      { ...base, status: 'P', createdAt: new Date('2026-01-07T12:00:00Z'), deletedAt: new Date('2026-01-08T12:00:00Z') },
      { ...base, accountId: b.id, status: 'P' },
    ]);
    const res = await as(t.app, sa, 'GET', `/api/accounts/${a.uuid}/orders`);
    expect(res.statusCode).toBe(200);
    const orders = AccountOrdersReply.parse(res.json());
    // the declined try and the never-paid cancel are not listed; the unpaid invoice with no processor payment is (the office's)
    expect(orders.map((o) => o.status)).toEqual(['canceled', 'unpaid', 'refunded', 'canceled', 'paid']);
    expect(orders[0]).toMatchObject({ subTotal: 1000, total: 1150, store: 'mealDelivery' });
  });
});

describe('ownership of every {uuid} route', () => {
  const routes: [string, (uuid: string) => string, unknown?][] = [
    ['GET', (u) => `/api/accounts/${u}/orders`],
    ['GET', (u) => `/api/accounts/${u}/century-dollars`],
    ['GET', (u) => `/api/accounts/${u}/addresses`],
    ['GET', (u) => `/api/accounts/${u}/addresses/restaurants`],
    ['POST', (u) => `/api/accounts/${u}/email`, { Email: 'stolen@example.test', CurrentPassword: PASSWORD }],
    ['POST', (u) => `/api/accounts/${u}/password`, { CurrentPassword: PASSWORD, Password: 'Stolen-pass-123', Confirm: 'Stolen-pass-123' }],
    ['POST', (u) => `/api/accounts/${u}/creditcard/0`, { token: 'tok_sbx_forged.value' }],
    ['DELETE', (u) => `/api/accounts/${u}/creditcard/1`],
    ['POST', (u) => `/api/accounts/${u}/gift-cards/OWN-1/apply`],
    ['POST', (u) => `/api/accounts/${u}/century-dollars`, { type: 'C', amount: 100 }],
    ['POST', (u) => `/api/accounts/${u}/addresses/all`, { addresses: [] }],
    ['POST', (u) => `/api/accounts/${u}/addresses/0`, { line1: '1 rue X', city: 'Montréal', postalCode: 'H2X 1Y4' }],
  ];

  it.each(routes)("%s %s: 401 anonymous, 403 for another customer, B's data unchanged", async (method, url, payload) => {
    const anon = await as(t.app, null, method as 'GET', url(b.uuid), payload);
    expect(anon.statusCode).toBe(401);
    const res = await as(t.app, sa, method as 'GET', url(b.uuid), payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    // Upper-case or unknown uuids never reach another account either.
    expect((await as(t.app, sa, method as 'GET', url(b.uuid.toUpperCase()), payload)).statusCode).toBe(403);
    expect((await as(t.app, sa, method as 'GET', url('00000000-0000-4000-8000-000000000000'), payload)).statusCode).toBe(403);
  });

  it("leaves B's account untouched after A's attempts", async () => {
    const [row] = await t.db.db.select().from(account).where(eq(account.id, b.id));
    expect(row!.email).toBe(b.email);
    expect(row!.passwordHash).toBe(b.passwordHash);
    expect(row!.currentCenturyDollarCents).toBe(0);
    expect((await login(t.app, b.email)).statusCode).toBe(200);
  });

  it("lets the owner and a super user read the account's data", async () => {
    expect((await as(t.app, sb, 'GET', `/api/accounts/${b.uuid}/orders`)).statusCode).toBe(200);
    expect((await as(t.app, su, 'GET', `/api/accounts/${b.uuid}/orders`)).statusCode).toBe(200);
    expect((await as(t.app, su, 'GET', `/api/accounts/${b.uuid}/addresses`)).statusCode).toBe(200);
    // SU on an account that does not exist: 404.
    expect((await as(t.app, su, 'GET', '/api/accounts/00000000-0000-4000-8000-000000000000/orders')).statusCode).toBe(404);
  });

  it('answers 400 for a malformed uuid of the own account path shape', async () => {
    const res = await as(t.app, su, 'GET', '/api/accounts/not-a-uuid/orders');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation-failed');
  });

  it("does not apply A's gift card request to B even with B's card code", async () => {
    await t.db.db.insert(giftCard).values({ code: 'OWN-1', amountCents: 2500, balanceCents: 2500 });
    const res = await as(t.app, sa, 'POST', `/api/accounts/${b.uuid}/gift-cards/OWN-1/apply`);
    expect(res.statusCode).toBe(403);
    const [card] = await t.db.db.select().from(giftCard).where(eq(giftCard.code, 'OWN-1'));
    expect(card!.status).toBe('a');
  });
});
