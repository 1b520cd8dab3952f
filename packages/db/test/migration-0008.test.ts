// Migration 0008's data steps (ADR 366) on a database that lived before it: an order's discount
// written twice (as Discount and as Rebate) is counted once; a promo code's share is kept on the
// invoice; payments get the day they were captured; a whole refund made the old way (each payment
// turned 'refunded') becomes refund rows, the payments approved again and the invoice's total 0.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { ensureReferenceData, MIGRATIONS_FOLDER, type Db } from '../src/index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mijote-0008-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before 0008. */
function foldersBefore0008(): string {
  const before = path.join(dir, 'before');
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  // 0008 and every later one: the migrator skips a migration older than the last one applied
  journal.entries = journal.entries.filter((e) => Number(e.tag.slice(0, 4)) < 8);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

describe('migration 0008 on data written before it', () => {
  it('counts the discount once, keeps the promo code’s share, dates captures, and turns an old whole refund into refund rows', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];
    try {
      await migrate(db, { migrationsFolder: foldersBefore0008() });
      await ensureReferenceData(db as unknown as Db);
      await db.execute(sql`insert into account (id, uuid, email, first_name, last_name, current_century_dollar_cents)
        values (1, '00000000-0000-0000-0000-000000000001', 'vieux@mijote.test', 'Ancien', 'Client', 0)`);
      await db.execute(sql`insert into promo_code (id, code, type, amount, status) values (1, 'VIEUX5', 'dollars', 500, 'V')`);
      // a paid order: $40 of items, $5 off by code (written twice), GST 1.75, QST 3.49
      // a refunded order: the same, with $10 of Century Dollars, refunded the old way
      for (const [id, status] of [
        [1, 'P'],
        [2, 'R'],
      ] as const) {
        const cd = id === 2 ? 1000 : 0;
        await db.execute(sql`insert into invoice (id, account_id, store_kind, status, subtotal_cents, discount_cents, rebate_cents, tax1_cents, tax2_cents,
            century_dollars_cents, total_cents, promo_code_id)
          values (${id}, 1, 'mealDelivery', ${status}, 4000, 500, 500, 175, 349, ${cd}, ${4000 - 500 + 175 + 349 - cd}, 1)`);
        await db.execute(
          sql`insert into promo_code_use (promo_code_id, account_id, invoice_id, discount_cents, used_at) values (1, 1, ${id}, 500, now())`,
        );
      }
      await db.execute(sql`insert into payment (id, invoice_id, payment_method_id, amount_cents, status, processor_reference, updated_at)
        values (1, 1, 1, 4024, 'approved', 'sbx_old_1', '2026-06-01T15:00:00Z'),
               (2, 2, 1, 3024, 'refunded', 'sbx_old_2', '2026-06-02T15:00:00Z'),
               (3, 2, 2, 1000, 'refunded', null, '2026-06-02T15:00:00Z')`);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const invoices = await rows<{
        id: number;
        rebate_cents: number;
        promo_discount_cents: number;
        century_dollars_cents: number;
        total_cents: number;
      }>(sql`select id, rebate_cents, promo_discount_cents, century_dollars_cents, total_cents from invoice order by id`);
      expect(invoices).toEqual([
        { id: 1, rebate_cents: 0, promo_discount_cents: 500, century_dollars_cents: 0, total_cents: 4024 },
        // refunded whole: its money and its Century Dollars off the price as Rebate, nothing owed
        { id: 2, rebate_cents: 3024 + 1000, promo_discount_cents: 500, century_dollars_cents: 0, total_cents: 0 },
      ]);
      const payments = await rows<{ id: number; status: string; captured_at: Date | null }>(
        sql`select id, status, captured_at from payment order by id`,
      );
      expect(payments.map((p) => [p.id, p.status])).toEqual([
        [1, 'approved'],
        [2, 'approved'],
        [3, 'approved'],
      ]);
      expect(new Date(payments[0]!.captured_at!).toISOString()).toBe('2026-06-01T15:00:00.000Z');
      const refunds = await rows<{ payment_id: number; via: string; destination: string; amount_cents: number; status: string }>(
        sql`select payment_id, via, destination, amount_cents, status from invoice_refund order by payment_id`,
      );
      expect(refunds).toEqual([
        { payment_id: 2, via: 'processor', destination: 'card', amount_cents: 3024, status: 'done' },
        { payment_id: 3, via: 'century-dollars', destination: 'century-dollars', amount_cents: 1000, status: 'done' },
      ]);
    } finally {
      await client.close();
    }
  });
});
