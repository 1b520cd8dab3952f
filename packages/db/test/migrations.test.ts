import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, listTables, migrate, MIGRATIONS_FOLDER, type DbHandle } from '../src/index.js';
import { dropDatabase, adminQuery, withDatabase } from '../src/testing.js';
import { count, SCHEMA_TABLES } from './helpers.js';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

async function expectFullyMigrated(handle: DbHandle): Promise<void> {
  const tables = await listTables(handle);
  expect(SCHEMA_TABLES.length).toBeGreaterThanOrEqual(60);
  expect(tables).toEqual(expect.arrayContaining(SCHEMA_TABLES));
  expect(await count(handle, 'product_type')).toBe(26);
  expect(await count(handle, 'product_category')).toBe(4);
  expect(await count(handle, 'payment_method', "id = 2 and code = 'CD'")).toBe(1);
  expect(await count(handle, 'province')).toBe(13);
  expect(await count(handle, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
}

describe('migrations on an empty PGlite data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mijote-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates every table, then reopens the same directory without re-applying', async () => {
    const dataDir = path.join(dir, 'nested', 'pglite'); // createDb creates missing folders
    const first = await createDb({ dataDir });
    try {
      expect(first.kind).toBe('pglite');
      await first.ping();
      await expectFullyMigrated(first);
    } finally {
      await first.close();
    }
    const again = await createDb({ dataDir });
    try {
      await migrate(again); // a third run: still a no-op
      await expectFullyMigrated(again);
    } finally {
      await again.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

// PostgreSQL-only: registered in the PostgreSQL pass (TEST_DATABASE_URL, which .ci/run always
// sets); the PGlite pass above covers the embedded database.
if (adminUrl)
  describe('migrations on an empty PostgreSQL database', () => {
    const name = `mijote_tpl_${process.pid}_${randomBytes(4).toString('hex')}_empty`;
    afterAll(async () => {
      if (adminUrl) await dropDatabase(adminUrl, name);
    });

    it('creates every table; concurrent starts migrate once', async () => {
      await adminQuery(adminUrl!, [`create database "${name}"`]);
      const url = withDatabase(adminUrl!, name);
      // Two processes starting at once: the advisory lock serialises them.
      const [a, b] = await Promise.all([createDb({ databaseUrl: url, poolMax: 2 }), createDb({ databaseUrl: url, poolMax: 2 })]);
      try {
        expect(a.kind).toBe('postgres');
        await a.ping();
        await expectFullyMigrated(a);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
