// The Century Dollar ledger's one writer (ledgers/century-dollars.ts): a row and the balance move
// together or not at all; a debit never overdraws; a keyed entry is written once. And each ledger
// (Century Dollars, gift cards, promo-code uses) has one writer in the API.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, suiteNow } from '@mijote/db/testing';
import type { AccountRow, DbHandle } from '@mijote/db';
import { account, centuryDollarTransaction } from '@mijote/db/schema';
import { CENTURY_DOLLAR_METHODS } from '@mijote/domain';
import { postCenturyDollars } from '../src/modules/ledgers/century-dollars.js';
import { makeAccount } from './fixtures/accounts.js';

let db: DbHandle;
let acc: AccountRow;
const at = suiteNow();
beforeAll(async () => {
  db = await createTestDb();
  acc = await makeAccount(db);
});
afterAll(() => db?.close());

const balance = async () => (await db.db.select().from(account).where(eq(account.id, acc.id)))[0]!.currentCenturyDollarCents;
const rows = () => db.db.select().from(centuryDollarTransaction).where(eq(centuryDollarTransaction.accountId, acc.id));
const post = (type: 'C' | 'D', amountCents: number, more: { idempotencyKey?: string; accountId?: number } = {}) =>
  db.db.transaction((tx) =>
    postCenturyDollars(tx, { accountId: acc.id, type, amountCents, methodCd: CENTURY_DOLLAR_METHODS.refund, at, ...more }),
  );

describe('postCenturyDollars', () => {
  it('credits and debits with a row that records the balance it left', async () => {
    expect(await post('C', 3000)).toMatchObject({ ok: true, balance: 3000 });
    expect(await post('D', 1200)).toMatchObject({ ok: true, balance: 1800 });
    expect(await balance()).toBe(1800);
    expect((await rows()).map((r) => [r.type, r.amountCents, r.balanceAfterCents])).toEqual([
      ['C', 3000, 3000],
      ['D', 1200, 1800],
    ]);
  });

  it('refuses a debit the balance does not cover and leaves no row', async () => {
    const before = (await rows()).length;
    expect(await post('D', 1801)).toEqual({ ok: false, reason: 'insufficient' });
    expect(await balance()).toBe(1800);
    expect((await rows()).length).toBe(before);
  });

  it('writes a keyed entry once', async () => {
    expect(await post('C', 500, { idempotencyKey: 'ledger-test:once' })).toMatchObject({ ok: true, balance: 2300 });
    expect(await post('C', 500, { idempotencyKey: 'ledger-test:once' })).toEqual({ ok: false, reason: 'duplicate' });
    expect(await balance()).toBe(2300);
  });

  it('says when the account does not exist, and refuses amounts that are not positive whole cents', async () => {
    expect(await post('C', 100, { accountId: 2_000_000_000 })).toEqual({ ok: false, reason: 'no-account' });
    await expect(post('C', 0)).rejects.toThrow(/positive amount/);
    await expect(post('D', 12.5)).rejects.toThrow(/positive amount/);
  });

  it('never overdraws under simultaneous debits (each checks the balance in its UPDATE)', async () => {
    const start = await balance();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('D', 1000).catch(() => ({ ok: false as const, reason: 'error' }))),
    );
    const done = results.filter((r) => r.ok).length;
    expect(done).toBe(Math.floor(start / 1000));
    expect(await balance()).toBe(start - done * 1000);
  });
});

describe('one writer per ledger', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
  const files = (function list(dir: string): string[] {
    return readdirSync(dir).flatMap((f) =>
      statSync(path.join(dir, f)).isDirectory() ? list(path.join(dir, f)) : f.endsWith('.ts') ? [path.join(dir, f)] : [],
    );
  })(src);
  const writersOf = (pattern: RegExp) => files.filter((f) => pattern.test(readFileSync(f, 'utf8'))).map((f) => path.relative(src, f));

  it.each([
    {
      ledger: 'Century Dollars',
      pattern: /insert\(centuryDollarTransaction\)|update\(centuryDollarTransaction\)|currentCenturyDollarCents:\s*sql/,
      owner: 'modules/ledgers/century-dollars.ts',
    },
    {
      ledger: 'gift cards',
      pattern: /insert\(giftCard(Transaction)?\)|update\(giftCard(Transaction)?\)/,
      owner: 'modules/ledgers/gift-cards.ts',
    },
    {
      ledger: 'promo-code uses',
      pattern: /insert\(promoCodeUse\)|delete\(promoCodeUse\)|timesUsed:\s*sql/,
      owner: 'modules/ledgers/promo-codes.ts',
    },
    {
      ledger: 'corporate subsidy usage',
      pattern: /insert\(subsidyDailyUsage\)|update\(subsidyDailyUsage\)|delete\(subsidyDailyUsage\)/,
      owner: 'modules/ledgers/subsidy-usage.ts',
    },
  ])('only $owner writes the $ledger', ({ pattern, owner }) => {
    expect(writersOf(pattern)).toEqual([owner]);
  });
});
