// Column helpers shared by the schema files: ids, money, time, code checks.
import { sql, type SQL } from 'drizzle-orm';
import { check, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Integer identity primary key (BY DEFAULT, so seeds and imports may set explicit ids). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Money in integer cents (never floats). */
export const cents = (name: string) => integer(name);

export const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tsz('created_at').notNull().defaultNow();
export const updatedAt = () => tsz('updated_at').notNull().defaultNow();

function quote(v: string): string {
  return `'${v.replace(/'/g, "''")}'`;
}

/** CHECK (col IN (...)) for a code column. */
export function checkIn(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map(quote).join(', '))})`);
}

/** CHECK (col >= 0). */
export function checkNonNegative(name: string, column: AnyPgColumn): ReturnType<typeof check> {
  return check(name, sql`${column} >= 0`);
}

export function lower(column: AnyPgColumn): SQL {
  return sql`lower(${column})`;
}
