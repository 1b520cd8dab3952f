// Vitest globalSetup (packages/db and apps/api): builds the test database templates once per run.
//   PGlite: migrate (+ seed) one in-memory database and dump it to a file — cached under
//           node_modules/.cache/mijote-db, keyed by the migrations, the seed sources and the week.
//   PostgreSQL (TEST_DATABASE_URL): a migrated template database and a seeded one, dropped at the end.
// Test files then call createTestDb() (./testing.ts), which copies a template in about a second.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, pgliteHandle } from './client.js';
import { migrate, MIGRATIONS_FOLDER } from './migrate.js';
import { seed } from './seed/index.js';
import { torontoDate } from './seed/dates.js';
import {
  adminQuery,
  createDatabaseFromTemplate,
  dropDatabase,
  parseTestNow,
  TEST_DB_CONTEXT_ENV,
  TEST_NOW_ENV,
  TEST_DB_CONTEXT_KEY,
  withDatabase,
  type TestDbContext,
} from './testing.js';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(srcDir, '..');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(p) : [p];
  });
}

/** Everything that changes the template's content. */
function templateKey(now: Date): string {
  const h = createHash('sha256');
  const files = [...listFiles(MIGRATIONS_FOLDER), ...listFiles(srcDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))].sort();
  for (const f of files) h.update(path.relative(packageDir, f)).update(readFileSync(f));
  h.update(torontoDate(now)); // seeded menus, promo-code dates and account ages follow the run's date
  const wasm = statSync(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'));
  h.update(`pglite ${wasm.size} ${wasm.mtimeMs}`); // a PGlite upgrade changes the dump format
  return h.digest('hex').slice(0, 16);
}

function cacheDir(): string {
  // The repository's root node_modules/.cache (ignored by git); falls back to the package.
  let dir = packageDir;
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, 'package-lock.json'))) break;
    dir = path.dirname(dir);
  }
  return path.join(existsSync(path.join(dir, 'node_modules')) ? dir : packageDir, 'node_modules', '.cache', 'mijote-db');
}

async function dumpTo(client: PGlite, file: string): Promise<void> {
  const blob = await client.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  renameSync(tmp, file); // atomic: concurrent runs never read a half-written dump
}

async function setupPglite(now: Date): Promise<TestDbContext> {
  const dir = cacheDir();
  mkdirSync(dir, { recursive: true });
  const key = templateKey(now);
  const migratedDump = path.join(dir, `${key}-migrated.tar`);
  const seededDump = path.join(dir, `${key}-seeded.tar`);
  if (!existsSync(migratedDump) || !existsSync(seededDump)) {
    const client = await PGlite.create();
    const handle = pgliteHandle(client);
    try {
      await migrate(handle);
      await dumpTo(client, migratedDump);
      await seed(handle, { now });
      await dumpTo(client, seededDump);
    } finally {
      await handle.close();
    }
    // Keep the cache small: drop other keys' dumps older than a day.
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (!f.startsWith(key) && Date.now() - statSync(p).mtimeMs > 86_400_000) rmSync(p, { force: true });
    }
  }
  return { kind: 'pglite', migratedDump, seededDump };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

/** Drops templates and test databases left by runs whose process is gone (crash, kill -9). */
async function dropLeftovers(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let names: string[];
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'mijote\\_tpl\\_%' or datname like 'mijote\\_t\\_%'",
    );
    names = rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
  for (const name of names) {
    const pid = Number(/^mijote_(?:tpl|t)_(\d+)_/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) await dropDatabase(adminUrl, name).catch(() => undefined);
  }
}

async function setupPostgres(adminUrl: string, now: Date): Promise<TestDbContext> {
  await dropLeftovers(adminUrl);
  const base = `mijote_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  const migratedTemplate = `${base}_m`;
  const seededTemplate = `${base}_s`;
  await adminQuery(adminUrl, [`create database "${migratedTemplate}"`]);
  const migrated = await createDb({ databaseUrl: withDatabase(adminUrl, migratedTemplate), poolMax: 2 });
  await migrated.close();
  await createDatabaseFromTemplate(adminUrl, seededTemplate, migratedTemplate);
  const seeded = await createDb({ databaseUrl: withDatabase(adminUrl, seededTemplate), migrate: false, poolMax: 2 });
  try {
    await seed(seeded, { now });
  } finally {
    await seeded.close();
  }
  return { kind: 'postgres', adminUrl, migratedTemplate, seededTemplate, ownerPid: process.pid };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The whole run is "at" one moment: MIJOTE_TEST_NOW, or now. Workers read it back (suiteNow).
  const now = parseTestNow(process.env[TEST_NOW_ENV]) ?? new Date();
  process.env[TEST_NOW_ENV] = now.toISOString();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const ctx = adminUrl ? await setupPostgres(adminUrl, now) : await setupPglite(now);
  project.provide(TEST_DB_CONTEXT_KEY, ctx);
  process.env[TEST_DB_CONTEXT_ENV] = JSON.stringify(ctx);
  return async () => {
    if (ctx.kind === 'postgres') {
      await dropDatabase(ctx.adminUrl, ctx.seededTemplate).catch(() => undefined);
      await dropDatabase(ctx.adminUrl, ctx.migratedTemplate).catch(() => undefined);
    }
  };
}
