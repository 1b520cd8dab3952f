// Sign-up: pre-register then register, addresses at sign-up, duplicate e-mails, double submit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LoginReply } from '@mijote/contracts';
import { account, address, postalCode } from '@mijote/db/schema';
import { createTestApp, type TestApp } from './helpers.js';
import { as, freshIp, makeAccount, sessionFrom, uniqueEmail } from './fixtures/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.db
    .insert(postalCode)
    .values({ code: 'H9B', city: 'Dollard-des-Ormeaux', homeDeliveryFeeCents: 500, cateringDeliveryFeeCents: 1500 });
});
afterAll(async () => {
  await t?.close();
});

const billing = { line1: '123 boul. des Sources', city: 'Dollard-des-Ormeaux', province: 'QC', postalCode: 'h9b 2a1' };

function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    FirstName: 'Marie',
    LastName: 'Gagnon',
    Email: uniqueEmail('marie'),
    Password: 'Maple-leaf-wander-8',
    ConfirmPassword: 'Maple-leaf-wander-8',
    PreferredLanguage: 'fr',
    EmailOptIn: 'y',
    TextMessageOptIn: 'n',
    origin: '/fr/sign-up',
    site: '21',
    isBbCorp: false,
    ...overrides,
  };
}

const preRegister = (body: unknown, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/pre-register?site=21&isBbCorp=false',
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
  });
const register = (body: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/accounts', payload: body as Record<string, unknown>, remoteAddress: ip });

describe('POST /api/accounts/pre-register', () => {
  it('accepts a valid account object with a free e-mail', async () => {
    const res = await preRegister(newAccount());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 409 email-taken for an e-mail in use (any case)', async () => {
    const acc = await makeAccount(t.db);
    const res = await preRegister(newAccount({ Email: acc.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email-taken');
  });

  it('answers 400 with codes for bad fields and weak passwords', async () => {
    const bad = await preRegister(newAccount({ Email: 'not-an-email', FirstName: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation-failed');
    const paths = (bad.json().params.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.Email', 'body.FirstName']));
    expect((await preRegister(newAccount({ Password: 'abc', ConfirmPassword: 'abc' }))).json().code).toBe('password-too-weak');
    expect((await preRegister(newAccount({ Password: 'iloveyou', ConfirmPassword: 'iloveyou' }))).json().code).toBe('password-too-common');
    expect((await preRegister(newAccount({ ConfirmPassword: 'something-else-1' }))).json().code).toBe('passwords-mismatch');
  });

  it('is rate-limited per address (20 per 15 minutes)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await preRegister(newAccount(), ip)).statusCode).toBe(200);
    const res = await preRegister(newAccount(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate-limited');
  });
});

describe('POST /api/accounts', () => {
  it('creates the account with billing and delivery addresses and logs it in', async () => {
    const body = newAccount({ BillingAddress: billing, DeliveryAddress: { ...billing, line1: '9 rue Cherrier', name: 'Bureau' } });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const reply = LoginReply.parse(res.json());
    expect(reply).toMatchObject({
      first_name: 'Marie',
      last_name: 'Gagnon',
      email: body.Email,
      type: 'CU',
      isBillingAddressComplete: true,
      language: 'fr',
    });
    const s = sessionFrom(res);
    const me = await as(t.app, s, 'GET', '/api/accounts/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      FirstName: 'Marie',
      EmailOptIn: 'y',
      TextMessageOptIn: 'n',
      PreferredLanguage: 'fr',
      IsBillingAddressComplete: true,
      UseBillingAddress: false,
    });
    const [row] = await t.db.db.select().from(account).where(eq(account.id, reply.id));
    expect(row).toMatchObject({ origin: '/fr/sign-up', site: '21', isBbCorp: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const addresses = await as(t.app, s, 'GET', `/api/accounts/${reply.uuid}/addresses`);
    const list = addresses.json() as { addressType: string; name: string; postalCode: string; homeDeliveryFees: number | null }[];
    expect(list).toHaveLength(2);
    const b = list.find((a) => a.addressType === 'B')!;
    expect(b.name).toBe('Marie Gagnon');
    expect(b.postalCode).toBe('H9B 2A1');
    expect(b.homeDeliveryFees).toBe(500);
    expect(list.find((a) => a.addressType === 'S')!.name).toBe('Bureau');
  });

  it('copies the billing address as the delivery address with UseBillingAddress', async () => {
    const res = await register(newAccount({ BillingAddress: billing, UseBillingAddress: true }));
    expect(res.statusCode).toBe(201);
    const rows = await t.db.db.select().from(address).where(eq(address.accountId, res.json().id));
    expect(rows.map((r) => r.addressType).sort()).toEqual(['B', 'S']);
  });

  it('leaves isBillingAddressComplete false without a billing address', async () => {
    const res = await register(newAccount());
    expect(res.statusCode).toBe(201);
    expect(res.json().isBillingAddressComplete).toBe(false);
  });

  it('answers 409 email-taken for a duplicate e-mail', async () => {
    const acc = await makeAccount(t.db);
    const res = await register(newAccount({ Email: acc.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email-taken');
  });

  it('creates exactly one account for a concurrent double submit', async () => {
    const body = newAccount({ BillingAddress: billing });
    const results = await Promise.all([register(body), register(body), register(body)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('email-taken');
    const [{ n }] = (await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(account)
      .where(sql`lower(${account.email}) = ${body.Email.toLowerCase()}`)) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it('answers 400 for an invalid postal code and a missing password', async () => {
    const bad = await register(newAccount({ BillingAddress: { ...billing, postalCode: '12345' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation-failed');
    const { Password: _p, ...noPassword } = newAccount();
    expect((await register(noPassword)).statusCode).toBe(400);
  });
});
