// Test databases (@mijote/db/testing). Every test file gets its own fresh database, copied from a
// template that the vitest global setup (./testing-global-setup.ts) migrated — and seeded — once:
//   - PGlite (default): the template is a data-directory dump loaded into a new in-memory PGlite.
//   - PostgreSQL (env TEST_DATABASE_URL): CREATE DATABASE … TEMPLATE …, dropped on close().
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { torontoInstant } from '@mijote/domain';
import { createDb, pgliteHandle, postgresHandle, type DbHandle } from './client.js';
import { seed as applyDemoSeed } from './seed/index.js';

export { createAccount, createAddress, creditCenturyDollars, addressSnapshot } from './factories.js';

/** What the global setup hands to the test workers (vitest provide/inject, and env as a fallback). */
export type TestDbContext =
  | { kind: 'pglite'; migratedDump: string; seededDump: string }
  | { kind: 'postgres'; adminUrl: string; migratedTemplate: string; seededTemplate: string; ownerPid: number };

export const TEST_DB_CONTEXT_KEY = 'mijoteTestDb';
/** The moment a test run is "at" (see suiteNow). */
export const TEST_NOW_ENV = 'MIJOTE_TEST_NOW';
export const TEST_DB_CONTEXT_ENV = 'MIJOTE_TEST_DB_CONTEXT';

declare module 'vitest' {
  export interface ProvidedContext {
    mijoteTestDb: TestDbContext;
  }
}

async function testDbContext(): Promise<TestDbContext | undefined> {
  try {
    const { inject } = await import('vitest');
    const ctx = inject(TEST_DB_CONTEXT_KEY);
    if (ctx) return ctx;
  } catch {
    // not inside a vitest worker
  }
  const raw = process.env[TEST_DB_CONTEXT_ENV];
  return raw ? (JSON.parse(raw) as TestDbContext) : undefined;
}

/**
 * Reads MIJOTE_TEST_NOW: an ISO instant (`2026-11-23T05:05:00Z`) or a Toronto wall time
 * (`2026-11-23T00:05`, `2026-11-23 00:05`). Undefined when unset; throws on anything else, so a
 * typo in CI does not silently run on the real date.
 */
export function parseTestNow(raw: string | undefined): Date | undefined {
  if (!raw) return undefined;
  const wall = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)$/.exec(raw);
  const d = wall ? torontoInstant(wall[1]!, wall[2]!.length === 5 ? `${wall[2]}:00` : wall[2]!) : new Date(raw);
  if (Number.isNaN(d.getTime()))
    throw new Error(`${TEST_NOW_ENV}=${raw} is neither an ISO instant nor a Toronto wall time yyyy-MM-ddTHH:mm`);
  return d;
}

let runStart: Date | undefined;
/**
 * The moment the test run is "at": MIJOTE_TEST_NOW when set (the vitest global setup sets it to
 * the real time of the run's start otherwise, so the seed and every worker agree even across
 * midnight). The seed, the test apps' clocks and the fixtures start from it; a test that depends
 * on the day pins its clock from it before it creates sessions or data.
 */
export function suiteNow(): Date {
  runStart ??= parseTestNow(process.env[TEST_NOW_ENV]) ?? new Date();
  return new Date(runStart.getTime());
}

/** Replaces the database name of a postgres:// URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs statements on the admin database with a short-lived client. */
export async function adminQuery(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE name TEMPLATE template, retrying while another session briefly holds the template. */
export async function createDatabaseFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, [`create database ${quoteIdent(name)} template ${quoteIdent(template)}`]);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== '55006' || attempt >= 50) throw err; // object_in_use: template being accessed
      await new Promise((r) => setTimeout(r, 50 + attempt * 20));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, [`drop database if exists ${quoteIdent(name)} with (force)`]);
}

export interface CreateTestDbOptions {
  /** Start from the seeded template (demo content and accounts). Default false: migrated only. */
  seed?: boolean;
}

/**
 * A fresh, migrated (optionally seeded) database for one test file. close() releases it (and on
 * PostgreSQL drops it). Outside the vitest global setup it builds one from scratch (slow).
 */
export async function createTestDb(opts: CreateTestDbOptions = {}): Promise<DbHandle> {
  return (await createTestDatabase(opts)).handle;
}

/**
 * createTestDb, with the connection string of the database when it is a PostgreSQL one (null on
 * PGlite): a test can start a real server process on it.
 */
export async function createTestDatabase(opts: CreateTestDbOptions = {}): Promise<{ handle: DbHandle; url: string | null }> {
  const ctx = await testDbContext();
  if (!ctx) {
    const handle = await createDb({ dataDir: 'memory://' });
    if (opts.seed) await applyDemoSeed(handle, { now: suiteNow() });
    return { handle, url: null };
  }
  if (ctx.kind === 'pglite') {
    const dump = await readFile(opts.seed ? ctx.seededDump : ctx.migratedDump);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return { handle: pgliteHandle(client), url: null };
  }
  const name = `mijote_t_${ctx.ownerPid}_${randomBytes(5).toString('hex')}`;
  await createDatabaseFromTemplate(ctx.adminUrl, name, opts.seed ? ctx.seededTemplate : ctx.migratedTemplate);
  const url = withDatabase(ctx.adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('error', () => undefined);
  return { handle: postgresHandle(pool, () => dropDatabase(ctx.adminUrl, name)), url };
}
