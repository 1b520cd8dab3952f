import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DbHandle } from '../src/index.js';
import * as schema from '../src/schema/index.js';

/** Every table name the drizzle schema declares. */
export const SCHEMA_TABLES: string[] = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => getTableName(t))
  .sort();

export async function count(handle: DbHandle, table: string, where = 'true'): Promise<number> {
  const res = await handle.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

export async function rows<T>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await handle.db.execute(query);
  return (res as unknown as { rows: T[] }).rows;
}

/** The SQLSTATE of a failed query, unwrapped from drizzle's error. */
export function pgCode(err: unknown): string | undefined {
  let e = err as { code?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e; i++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export async function expectPgError(p: Promise<unknown>, code: string): Promise<void> {
  try {
    await p;
  } catch (err) {
    const got = pgCode(err);
    if (got !== code) throw new Error(`expected SQLSTATE ${code}, got ${got ?? 'none'}: ${(err as Error).message}`, { cause: err });
    return;
  }
  throw new Error(`expected SQLSTATE ${code}, but the query succeeded`);
}
