// readAll: independent reads at once on the database, one after the other in a transaction (its
// single connection runs one query at a time; node-postgres 9 will not queue them for us).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readAll, type DbHandle, type DbOrTx } from '../src/index.js';
import { createTestDb } from '../src/testing.js';

describe('readAll', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb();
  });
  afterAll(async () => {
    await h.close();
  });

  /** Reads that note how many of them run at the same time, each a real query. */
  function probe(db: DbOrTx) {
    let running = 0;
    let most = 0;
    const read = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      const res = (await db.execute(sql`select ${n}::int as n`)) as unknown as { rows: { n: number }[] };
      running--;
      return res.rows[0]!.n;
    };
    return { read, most: () => most };
  }

  it('runs the reads at once outside a transaction, and gives their results in order', async () => {
    const p = probe(h.db);
    const [a, b, c] = await readAll(h.db, [p.read(1), p.read(2), p.read(3)]);
    expect([a, b, c]).toEqual([1, 2, 3]);
    expect(p.most()).toBe(3);
  });

  it('runs them one after the other in a transaction', async () => {
    const got = await h.db.transaction(async (tx) => {
      const p = probe(tx);
      const out = await readAll(tx, [p.read(4), p.read(5), p.read(6)]);
      return { out, most: p.most() };
    });
    expect(got).toEqual({ out: [4, 5, 6], most: 1 });
  });
});
