import { asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '@mijote/db';
import { holiday } from '@mijote/db/schema';

export type HolidayRow = typeof holiday.$inferSelect;

/**
 * Holidays that close a store: the company-wide ones, plus a bistro's own when `franchiseId` is
 * given. `franchiseId: 'all'` lists every row (the admin-style list).
 */
export async function findHolidays(db: DbOrTx, franchiseId: number | null | 'all'): Promise<HolidayRow[]> {
  const q = db.select().from(holiday);
  const filtered =
    franchiseId === 'all'
      ? q
      : franchiseId === null
        ? q.where(isNull(holiday.franchiseId))
        : q.where(or(isNull(holiday.franchiseId), eq(holiday.franchiseId, franchiseId)));
  return filtered.orderBy(asc(holiday.month), asc(holiday.day), asc(holiday.id));
}
