// Gift cards → Century Dollars, the Century Dollar ledger, manual credits/debits by a super
// user, and balances that never go negative under concurrent debits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CenturyDollarsReply } from '@mijote/contracts';
import type { AccountRow } from '@mijote/db';
import { account, centuryDollarTransaction, giftCard, giftCardTransaction } from '@mijote/db/schema';
import { createTestApp, type TestApp } from './helpers.js';
import { as, loginAs, makeAccount, type Session } from './fixtures/accounts.js';

let t: TestApp;
let acc: AccountRow;
let s: Session;
let su: Session;
let suRow: AccountRow;

beforeAll(async () => {
  t = await createTestApp();
  acc = await makeAccount(t.db);
  s = await loginAs(t.app, acc.email);
  suRow = await makeAccount(t.db, { userTypeCd: 'SU' });
  su = await loginAs(t.app, suRow.email);
  await t.db.db.insert(giftCard).values([
    { code: 'GIFT-2500', amountCents: 2500, balanceCents: 2500 },
    { code: 'GIFT-USED', amountCents: 5000, balanceCents: 0, status: 'u' },
    { code: 'GIFT-RACE', amountCents: 1000, balanceCents: 1000 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const balanceOf = async (id: number) => (await t.db.db.select().from(account).where(eq(account.id, id)))[0]!.currentCenturyDollarCents;

describe('POST /api/accounts/{uuid}/gift-cards/{cardCode}/apply', () => {
  it('moves the card balance into Century Dollars in one transaction; the card becomes used', async () => {
    const res = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/gift-cards/gift-2500/apply`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ credited: 2500, balance: 2500 });
    const [card] = await t.db.db.select().from(giftCard).where(eq(giftCard.code, 'GIFT-2500'));
    expect(card).toMatchObject({ status: 'u', balanceCents: 0, accountId: acc.id });
    expect(card!.usedAt).not.toBeNull();
    expect(await t.db.db.select().from(giftCardTransaction).where(eq(giftCardTransaction.giftCardId, card!.id))).toHaveLength(1);
    const cd = CenturyDollarsReply.parse((await as(t.app, s, 'GET', `/api/accounts/${acc.uuid}/century-dollars`)).json());
    expect(cd.balance).toBe(2500);
    expect(cd.transactions[0]).toMatchObject({ type: 'C', amount: 2500, balanceAfter: 2500, methodCd: 'GC' });
    // issue 9: a code the reader translates and the card's code, never an English note
    expect(cd.transactions[0]).toMatchObject({ reason: 'gift-card', giftCardCode: 'GIFT-2500', note: null });
    const [row] = await t.db.db.select().from(centuryDollarTransaction).where(eq(centuryDollarTransaction.accountId, acc.id));
    expect(row).toMatchObject({ note: 'gift-card', giftCardId: card!.id });
  });

  it('answers 400 gift-card-used for a used card (and a second apply) and gift-card-invalid for an unknown code', async () => {
    const again = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/gift-cards/GIFT-2500/apply`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('gift-card-used');
    expect((await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/gift-cards/GIFT-USED/apply`)).json().code).toBe('gift-card-used');
    const unknown = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/gift-cards/NOPE-0000/apply`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('gift-card-invalid');
    expect(await balanceOf(acc.id)).toBe(2500);
  });

  it('credits a card once when applied concurrently', async () => {
    const other = await makeAccount(t.db);
    const so = await loginAs(t.app, other.email);
    const results = await Promise.all([
      as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/gift-cards/GIFT-RACE/apply`),
      as(t.app, so, 'POST', `/api/accounts/${other.uuid}/gift-cards/GIFT-RACE/apply`),
      as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/gift-cards/GIFT-RACE/apply`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await balanceOf(acc.id)) + (await balanceOf(other.id))).toBe(2500 + 1000);
  });
});

describe('GET /api/accounts/{uuid}/century-dollars', () => {
  it('answers 401 anonymous', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/accounts/${acc.uuid}/century-dollars` })).statusCode).toBe(401);
  });

  it('gives every system transaction a reason code and shows only a staff note as written (issue 9: English notes on a French profile)', async () => {
    const target = await makeAccount(t.db, { preferredLanguage: 'fr' });
    const base = { accountId: target.id, type: 'C' as const, amountCents: 100 };
    // English notes of rows written before the codes, a staff note, and an order's debit
    await t.db.db.insert(centuryDollarTransaction).values([
      { ...base, methodCd: 'RE', note: 'Referral: welcome credit', createdAt: new Date('2026-01-01T12:00:00Z') },
      { ...base, methodCd: 'RF', note: 'payment declined', createdAt: new Date('2026-01-02T12:00:00Z') },
      { ...base, methodCd: 'RF', note: 'payment processing failed', createdAt: new Date('2026-01-03T12:00:00Z') },
      { ...base, methodCd: 'GC', note: 'Gift card MIJ-OLD1-CODE', createdAt: new Date('2026-01-04T12:00:00Z') },
      { ...base, methodCd: 'MA', manualUserId: suRow.id, note: 'Geste commercial', createdAt: new Date('2026-01-05T12:00:00Z') },
      { ...base, type: 'D', methodCd: 'OR', createdAt: new Date('2026-01-06T12:00:00Z') },
    ]);
    const ts = await loginAs(t.app, target.email);
    const cd = CenturyDollarsReply.parse((await as(t.app, ts, 'GET', `/api/accounts/${target.uuid}/century-dollars`)).json());
    expect(cd.transactions.map((x) => [x.methodCd, x.reason, x.note])).toEqual([
      ['OR', null, null],
      ['MA', null, 'Geste commercial'],
      ['GC', 'gift-card', null],
      ['RF', 'payment-failed', null],
      ['RF', 'payment-declined', null],
      ['RE', 'referral-welcome', null],
    ]);
  });
});

describe('POST /api/accounts/{uuid}/century-dollars (super user)', () => {
  it('credits and debits manually with method MA and the staff user id', async () => {
    const target = await makeAccount(t.db);
    const credit = await as(t.app, su, 'POST', `/api/accounts/${target.uuid}/century-dollars`, {
      type: 'C',
      amount: 1000,
      note: 'Goodwill',
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().balance).toBe(1000);
    const debit = await as(t.app, su, 'POST', `/api/accounts/${target.uuid}/century-dollars`, { type: 'D', amount: 400 });
    expect(debit.json().balance).toBe(600);
    const rows = await t.db.db.select().from(centuryDollarTransaction).where(eq(centuryDollarTransaction.accountId, target.id));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ methodCd: 'MA', manualUserId: suRow.id });
    expect(rows.map((r) => r.balanceAfterCents).sort()).toEqual([1000, 600].sort());
  });

  it('refuses a debit larger than the balance (400 insufficient-century-dollars)', async () => {
    const target = await makeAccount(t.db);
    const res = await as(t.app, su, 'POST', `/api/accounts/${target.uuid}/century-dollars`, { type: 'D', amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('insufficient-century-dollars');
    expect(await balanceOf(target.id)).toBe(0);
  });

  it('answers 403 for a customer, even on the own account, and 401 anonymous', async () => {
    const own = await as(t.app, s, 'POST', `/api/accounts/${acc.uuid}/century-dollars`, { type: 'C', amount: 100000 });
    expect(own.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/accounts/${acc.uuid}/century-dollars`, payload: { type: 'C', amount: 1 } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 400 for a zero, negative or fractional amount', async () => {
    for (const amount of [0, -5, 1.5, '10']) {
      const res = await as(t.app, su, 'POST', `/api/accounts/${acc.uuid}/century-dollars`, { type: 'C', amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation-failed');
    }
  });

  it('never goes negative under concurrent debits', async () => {
    const target = await makeAccount(t.db);
    await as(t.app, su, 'POST', `/api/accounts/${target.uuid}/century-dollars`, { type: 'C', amount: 1000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => as(t.app, su, 'POST', `/api/accounts/${target.uuid}/century-dollars`, { type: 'D', amount: 300 })),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => r.statusCode === 400 && r.json().code === 'insufficient-century-dollars').length;
    expect(ok).toBe(3);
    expect(refused).toBe(7);
    expect(await balanceOf(target.id)).toBe(100);
    const ledger = await t.db.db.select().from(centuryDollarTransaction).where(eq(centuryDollarTransaction.accountId, target.id));
    expect(ledger.filter((r) => r.type === 'D')).toHaveLength(3);
    for (const r of ledger) expect(r.balanceAfterCents!).toBeGreaterThanOrEqual(0);
  });
});
