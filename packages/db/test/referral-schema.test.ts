// Migration 0002 (ADR 192, 193): the generated `account.email_mailbox` agrees with the domain's
// `mailboxOf`, and the data step marks older accounts verified and moves the referral links made
// before it (account.referred_by_account_id) to the referral table with their credits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxOf } from '@mijote/domain';
import { createAccount, createTestDb } from '../src/testing.js';
import { MIGRATIONS_FOLDER, type DbHandle } from '../src/index.js';
import { account } from '../src/schema/index.js';
import { rows } from './helpers.js';

describe('account.email_mailbox (generated) = mailboxOf(email)', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(async () => {
    await h?.close();
  });

  const EMAILS = [
    'Jane@Example.com',
    'jane+promo@example.com',
    'jane+a+b@Example.COM',
    'jane.doe@example.com',
    'J.a.n.e.Doe+x@gmail.com',
    'jane.doe@GoogleMail.com',
    'jane.doe@gmail.com.evil.test',
    'o’brien.é+x@exemple.qc.ca',
    '"odd@local"@example.com',
  ];

  it.each(EMAILS)('%s', async (email) => {
    const row = await createAccount(h.db, { email, firstName: 'A', lastName: 'B' });
    expect(row.emailMailbox).toBe(mailboxOf(email));
  });

  it('follows an e-mail change', async () => {
    const row = await createAccount(h.db, { email: 'change.me@example.com', firstName: 'A', lastName: 'B' });
    const [updated] = await h.db.update(account).set({ email: 'Changed.Me+new@gmail.com' }).where(eq(account.id, row.id)).returning();
    expect(updated!.emailMailbox).toBe('changedme@gmail.com');
  });

  it('marks factory accounts verified unless told otherwise', async () => {
    const verified = await createAccount(h.db, { email: 'v@example.com', firstName: 'A', lastName: 'B' });
    const fresh = await createAccount(h.db, { email: 'f@example.com', firstName: 'A', lastName: 'B', emailVerifiedAt: null });
    expect(verified.emailVerifiedAt).toBeInstanceOf(Date);
    expect(fresh.emailVerifiedAt).toBeNull();
  });
});

describe('migration 0002, data step', () => {
  const statements = (file: string) =>
    readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);

  it('verifies older accounts and keeps the links and credits of older referrals', async () => {
    const pg = await PGlite.create();
    try {
      for (const f of ['0000_init.sql', '0001_rate_limit_counter.sql']) for (const s of statements(f)) await pg.exec(s);
      await pg.exec(`
        insert into century_dollar_method (code, name_en, name_fr) values ('RE', 'Referral', 'Parrainage');
        insert into account (id, first_name, last_name, email, created_at) values
          (1, 'R', 'Referrer', 'r@example.com', '2026-01-05T12:00:00Z'),
          (2, 'F', 'Welcomed', 'f@example.com', '2026-02-01T12:00:00Z'),
          (3, 'G', 'Paid', 'g@example.com', '2026-02-02T12:00:00Z'),
          (4, 'H', 'Plain', 'h@example.com', '2026-02-03T12:00:00Z');
        update account set referred_by_account_id = 1 where id in (2, 3);
        insert into invoice (id, account_id, store_kind) values (70, 3, 'mealDelivery');
        insert into century_dollar_transaction (account_id, type, amount_cents, method_cd, idempotency_key, invoice_id, created_at) values
          (2, 'C', 2500, 'RE', 'referral:friend:2', null, '2026-02-01T12:00:00Z'),
          (3, 'C', 2500, 'RE', 'referral:friend:3', null, '2026-02-02T12:00:00Z'),
          (1, 'C', 2500, 'RE', 'referral:referrer:3', 70, '2026-03-01T12:00:00Z');
      `);
      for (const s of statements('0002_referral_verification.sql')) await pg.exec(s);

      const accounts = await pg.query<{ id: number; verified: boolean }>(
        `select id, email_verified_at = created_at as verified from account order by id`,
      );
      expect(accounts.rows).toEqual([1, 2, 3, 4].map((id) => ({ id, verified: true })));
      const referrals = await pg.query(
        `select friend_account_id, referrer_account_id, welcome_outcome, invoice_id, referrer_outcome, referrer_decided_at::text as decided from referral order by 1`,
      );
      expect(referrals.rows).toEqual([
        {
          friend_account_id: 2,
          referrer_account_id: 1,
          welcome_outcome: 'credited',
          invoice_id: null,
          referrer_outcome: null,
          decided: null,
        },
        {
          friend_account_id: 3,
          referrer_account_id: 1,
          welcome_outcome: 'credited',
          invoice_id: 70,
          referrer_outcome: 'credited',
          decided: '2026-03-01 12:00:00+00',
        },
      ]);
      const columns = await pg.query(
        `select column_name from information_schema.columns where table_name = 'account' and column_name = 'referred_by_account_id'`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await pg.close();
    }
  });
});

describe('referral table constraints', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses a self-referral and unknown outcomes', async () => {
    const a = await createAccount(h.db, { email: 'self@example.com', firstName: 'A', lastName: 'B' });
    const b = await createAccount(h.db, { email: 'other@example.com', firstName: 'A', lastName: 'B' });
    await expect(
      h.db.execute(sql`insert into referral (friend_account_id, referrer_account_id, linked_at) values (${a.id}, ${a.id}, now())`),
    ).rejects.toThrow();
    await expect(
      h.db.execute(
        sql`insert into referral (friend_account_id, referrer_account_id, linked_at, referrer_outcome) values (${a.id}, ${b.id}, now(), 'maybe')`,
      ),
    ).rejects.toThrow();
    await h.db.execute(sql`insert into referral (friend_account_id, referrer_account_id, linked_at) values (${a.id}, ${b.id}, now())`);
    expect(await rows(h, sql`select count(*)::int as n from referral`)).toEqual([{ n: 1 }]);
  });
});
