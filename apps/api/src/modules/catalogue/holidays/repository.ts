import { asc, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { holiday } from '@mijote/db/schema';

export type HolidayRow = typeof holiday.$inferSelect;

/**
 * The two reads of the menus, the cart's pricing and the delivery times, prepared once per
 * database handle (they run on every uncached menu and every priced cart; issue 17).
 */
const reads = new WeakMap<object, ReturnType<typeof buildReads>>();
function buildReads(db: DbOrTx) {
  const order = [asc(holiday.month), asc(holiday.day), asc(holiday.id)];
  return {
    companyWide: db
      .select()
      .from(holiday)
      .where(isNull(holiday.franchiseId))
      .orderBy(...order)
      .prepare('catalogue_holidays'),
    ofFranchise: db
      .select()
      .from(holiday)
      .where(or(isNull(holiday.franchiseId), sql`${holiday.franchiseId} = ${sql.placeholder('franchiseId')}`))
      .orderBy(...order)
      .prepare('catalogue_holidays_of'),
  };
}

/**
 * Holidays that close a store: the company-wide ones, plus a bistro's own when `franchiseId` is
 * given. `franchiseId: 'all'` lists every row (the admin-style list).
 */
export async function findHolidays(db: DbOrTx, franchiseId: number | null | 'all'): Promise<HolidayRow[]> {
  if (franchiseId === 'all') return db.select().from(holiday).orderBy(asc(holiday.month), asc(holiday.day), asc(holiday.id));
  let own = reads.get(db);
  if (!own) reads.set(db, (own = buildReads(db)));
  return franchiseId === null ? own.companyWide.execute() : own.ofFranchise.execute({ franchiseId });
}
