// Backups and restore (issue 31, ADR 384). The embedded database: a PGlite data directory made by
// createDb, exported to a file while closed (refused while open), imported into a new directory
// (refused into a non-empty one without --force), opened again with the row it was given. And
// PostgreSQL, with TEST_DATABASE_URL: scripts/backup-postgres.sh on a fresh migrated database,
// scripts/restore-postgres.sh into another fresh one, the row read back there.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, appliedMigrationCount, createAccount, createDb, migrationCount, type DbHandle } from '@mijote/db';
import { exportPgliteDataDir, importPgliteDataDir } from '@mijote/db/backup';
import { adminQuery, dropDatabase, withDatabase } from '@mijote/db/testing';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const EMAIL = `backup.${randomBytes(4).toString('hex')}@example.test`;

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'mijote-backup-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function emailsOf(db: DbHandle): Promise<string[]> {
  const rows = await db.db.select({ email: account.email }).from(account).where(eq(account.email, EMAIL));
  return rows.map((r) => r.email);
}

describe('the embedded database: db:export and db:import', () => {
  it('exports a closed data directory and imports it into a new one, the rows intact', async () => {
    const dataDir = path.join(work, 'data', 'pglite');
    const file = path.join(work, 'exports', 'mijote.tar.gz');
    const db = await createDb({ dataDir });
    try {
      await createAccount(db.db, { firstName: 'Backup', lastName: 'Row', email: EMAIL });
      // open: PGlite's data directory is single-process, so the export refuses and says why
      await expect(exportPgliteDataDir(dataDir, file)).rejects.toThrow(/is in use[\s\S]*Stop the Mijote server first/);
    } finally {
      await db.close();
    }

    const { bytes } = await exportPgliteDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(100_000);
    expect(readdirSync(path.dirname(file))).toEqual(['mijote.tar.gz']);

    const restored = path.join(work, 'restored', 'pglite');
    expect(await importPgliteDataDir(file, restored)).toEqual({ movedAside: null });
    const again = await createDb({ dataDir: restored });
    try {
      expect(again.kind).toBe('pglite');
      expect(await emailsOf(again)).toEqual([EMAIL]);
    } finally {
      await again.close();
    }

    // a directory with something in it is replaced only with --force, and then moved aside
    await expect(importPgliteDataDir(file, restored)).rejects.toThrow(/is not empty[\s\S]*--force/);
    const { movedAside } = await importPgliteDataDir(file, restored, { force: true });
    expect(movedAside).toMatch(/restored[/\\]pglite\.replaced-/);
    expect(existsSync(path.join(movedAside!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(restored, 'PG_VERSION'))).toBe(true);
  });

  it('refuses what is not an export, and leaves the directory it would have replaced as it was', async () => {
    const bad = path.join(work, 'not-an-export.tar.gz');
    writeFileSync(bad, 'not a tarball');
    const target = path.join(work, 'kept');
    mkdirSync(target);
    writeFileSync(path.join(target, 'PG_VERSION'), '17\n');
    await expect(importPgliteDataDir(bad, target, { force: true })).rejects.toThrow(/could not be loaded[\s\S]*is as it was/);
    expect(readdirSync(target)).toEqual(['PG_VERSION']);
    await expect(importPgliteDataDir(path.join(work, 'missing.tar.gz'), path.join(work, 'other'))).rejects.toThrow(/no such backup file/);
    await expect(exportPgliteDataDir(path.join(work, 'nothing-here'), path.join(work, 'x.tar.gz'))).rejects.toThrow(/no PG_VERSION/);
  });

  it('runs as `npm run db:export` / `db:import` from the data directory of DATA_DIR', async () => {
    // the first test's data directory, closed: DATA_DIR=<work>/data is what the server would open
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(work, 'data'), INIT_CWD: work };
    delete env.DATABASE_URL;
    const cli = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'packages/db/src/backup-cli.ts', ...args], { cwd: root, env });
    const out = await cli(['export', 'cli.tar.gz']);
    expect(out.stdout).toMatch(/^exported .*data[/\\]pglite to .*cli\.tar\.gz \(\d+\.\d MB\) in /);
    expect(out.stdout).toMatch(/DATA_DIR\/uploads/);
    const into = await cli(['import', 'cli.tar.gz', '--data-dir', 'from-cli']);
    expect(into.stdout).toMatch(/^imported .*cli\.tar\.gz into .*from-cli in /);
    const refused = await cli(['import', 'cli.tar.gz', '--data-dir', 'from-cli']).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/from-cli is not empty/) });
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL: scripts/backup-postgres.sh and restore-postgres.sh', () => {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const source = `mijote_bk_${suffix}_a`;
  const target = `mijote_bk_${suffix}_b`;

  afterAll(async () => {
    await dropDatabase(adminUrl!, source);
    await dropDatabase(adminUrl!, target);
  });

  it('backs up a migrated database and restores it into a fresh one', async () => {
    await adminQuery(adminUrl!, [`create database "${source}"`, `create database "${target}"`]);
    const sourceUrl = withDatabase(adminUrl!, source);
    const db = await createDb({ databaseUrl: sourceUrl, poolMax: 2 });
    try {
      await createAccount(db.db, { firstName: 'Backup', lastName: 'Row', email: EMAIL });
    } finally {
      await db.close();
    }

    const file = path.join(work, 'mijote.dump');
    const backup = await run('scripts/backup-postgres.sh', [file], { cwd: root, env: { ...process.env, DATABASE_URL: sourceUrl } });
    expect(backup.stdout).toMatch(new RegExp(`^backed up postgres://.*/${source} to .*mijote\\.dump`));

    const targetUrl = withDatabase(adminUrl!, target);
    const restore = await run('scripts/restore-postgres.sh', ['--yes', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: targetUrl },
    });
    expect(restore.stdout).toMatch(new RegExp(`^restored .*mijote\\.dump into postgres://.*/${target}`));

    // migrate: false — every migration must have come with the backup, not be applied again here
    const restored = await createDb({ databaseUrl: targetUrl, poolMax: 2, migrate: false });
    try {
      expect(await emailsOf(restored)).toEqual([EMAIL]);
      expect(await appliedMigrationCount(restored)).toBe(migrationCount());
    } finally {
      await restored.close();
    }
  });
});
